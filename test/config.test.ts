import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, tempTree } from './helpers/run-cli.js';

const POD = `apiVersion: v1
kind: Pod
metadata:
  name: p
spec:
  automountServiceAccountToken: false
  containers:
    - name: c
      image: busybox:1.36@sha256:${'0'.repeat(64)}
      resources:
        limits:
          nvidia.com/gpu: "0.5"
          cpu: "1"
          memory: 1Gi
`;

describe('config discovery', () => {
  it('finds the nearest .ai-k8s-lint.yaml upward from the cwd', () => {
    const dir = tempTree({ '.ai-k8s-lint.yaml': 'rules:\n  gpu-quantity-invalid: warning\n', 'deploy/prod/pod.yaml': POD });
    const j = JSON.parse(runCli(['-f', 'json', 'pod.yaml'], { cwd: join(dir, 'deploy/prod') }).stdout);
    expect(j.findings[0]).toMatchObject({ ruleId: 'gpu-quantity-invalid', level: 'warning' });
  });

  it('stops at the repository root', () => {
    const dir = tempTree({ '.ai-k8s-lint.yaml': 'rules:\n  gpu-quantity-invalid: off\n', 'repo/.git/HEAD': '', 'repo/pod.yaml': POD });
    expect(runCli(['pod.yaml'], { cwd: join(dir, 'repo') }).code).toBe(1);
  });

  it('--config names the file; a missing one is exit 2', () => {
    const dir = tempTree({ 'lint.yml': 'rules:\n  gpu-quantity-invalid: off\n', 'pod.yaml': POD });
    expect(runCli(['-c', 'lint.yml', 'pod.yaml'], { cwd: dir }).code).toBe(0);
    expect(runCli(['-c', 'nope.yml', 'pod.yaml'], { cwd: dir }).code).toBe(2);
  });
});

describe('config validation', () => {
  function error(config: string): string {
    const dir = tempTree({ '.ai-k8s-lint.yaml': config, 'pod.yaml': POD });
    const r = runCli(['pod.yaml'], { cwd: dir });
    expect(r.code).toBe(2);
    return r.stderr;
  }

  it('names the file, the line, the config path and what was expected', () => {
    expect(error('settings:\n  modelLoadSeconds: soon\n')).toMatch(/\.ai-k8s-lint\.yaml:2:3: settings\.modelLoadSeconds: expected integer/);
    expect(error('cluster:\n  defaultRuntime: crun\n')).toMatch(/:2:3: cluster\.defaultRuntime: expected one of "runc", "nvidia"/);
    expect(error('nodePools:\n  - labels: {a: b}\n')).toMatch(/nodePools\[0\]: missing required key "name"/);
    expect(error('rulez: {}\n')).toMatch(/:1:1: rulez: unknown key "rulez"/);
    expect(error('settings:\n  podSecurityStandard: strict\n')).toMatch(
      /settings\.podSecurityStandard: expected one of "baseline", "restricted"/,
    );
    expect(error('cluster:\n  namespaces:\n    ml: {podSecurity: {enforce-version: "1.30"}}\n')).toMatch(
      /cluster\.namespaces\.ml\.podSecurity\.enforce-version/,
    );
    expect(error('cluster:\n  podSecurity:\n    exemptions: {usernames: [admin]}\n')).toMatch(/unknown key "usernames"/);
    expect(error('rules:\n  shm-missing: loud\n')).toMatch(/:2:3: rules\.shm-missing/);
  });

  it('rejects unknown rule ids with a suggestion, in rules and in overrides', () => {
    expect(error('rules:\n  shm-mising: off\n')).toMatch(/unknown rule "shm-mising" \(did you mean "shm-missing"\?\)/);
    expect(error('overrides:\n  - files: ["a/**"]\n    rules: {gpu-quantity-invalidd: off}\n')).toMatch(
      /overrides\[0\]\.rules: unknown rule "gpu-quantity-invalidd"/,
    );
  });

  it('validates rule options against the rule schema', () => {
    expect(error('rules:\n  gpu-quantity-invalid: [error, {bogus: 1}]\n')).toMatch(/rules\.gpu-quantity-invalid/);
  });

  it('reports YAML errors in the config itself', () => {
    expect(error('rules: [\n')).toMatch(/\.ai-k8s-lint\.yaml:\d+:\d+:/);
  });

  it('accepts the full example of CONFIG.md', () => {
    const config = `rules:
  shm-missing: error
settings:
  modelLoadSeconds: 300
  kubernetesVersion: "1.34"
  cudaCompatibility: minor-version
  gpuResources: [example.com/gpu]
  podSecurityStandard: baseline
ignore:
  - "charts/**/tests/**"
cluster:
  crds: [rayclusters.ray.io]
  priorityClasses: [inference-high]
  runtimeClasses: [nvidia]
  defaultRuntime: runc
  extendedResourceToleration: false
  namespaces:
    serving: { podSecurity: { enforce: baseline, warn: restricted } }
  podSecurity:
    defaults: { enforce: privileged }
    exemptions: { namespaces: [gpu-operator] }
  localQueues: [team-a/gpu-queue]
nodePools:
  - name: a100-80g
    labels:
      nvidia.com/gpu.product: NVIDIA-A100-SXM4-80GB
      nvidia.com/cuda.driver-version.full: "535.104.05"
      nvidia.com/mig.strategy: mixed
    taints:
      - { key: nvidia.com/gpu, value: present, effect: NoSchedule }
    runtime: nvidia
    gpu:
      vendor: nvidia
      count: 8
      memoryGiB: 80
      driverVersion: "535.104.05"
      migStrategy: mixed
      migDevices: { "1g.10gb": 7 }
      sharing: none
      gpusPerNumaNode: 4
    kubelet:
      topologyManagerPolicy: single-numa-node
      cpuManagerPolicy: static
compat:
  images:
    - { match: "registry.example.com/team/serving:*-cu124", cuda: "12.4", base: nvidia-cuda }
workloads:
  - { apiVersion: serving.example.com/v1, kind: ModelServer, podTemplates: ["spec.template"], replicas: "spec.replicas" }
overrides:
  - files: ["deploy/prod/**"]
    cluster: { defaultRuntime: nvidia }
    rules: { shm-missing: warning }
`;
    const dir = tempTree({ '.ai-k8s-lint.yaml': config, 'pod.yaml': POD });
    const r = runCli(['pod.yaml'], { cwd: dir });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1);
  });
});

describe('config effects', () => {
  it('overrides apply rules per path glob', () => {
    const dir = tempTree({
      '.ai-k8s-lint.yaml': 'overrides:\n  - files: ["deploy/dev/**"]\n    rules: {gpu-quantity-invalid: off}\n',
      'deploy/dev/pod.yaml': POD,
      'deploy/prod/pod.yaml': POD,
    });
    const j = JSON.parse(runCli(['-f', 'json', 'deploy'], { cwd: dir }).stdout);
    expect(j.findings.filter((f: { ruleId: string }) => f.ruleId === 'gpu-quantity-invalid').map((f: { file: string }) => f.file)).toEqual([
      'deploy/prod/pod.yaml',
    ]);
  });

  it('ignore globs skip files', () => {
    const dir = tempTree({ '.ai-k8s-lint.yaml': 'ignore: ["charts/**"]\n', 'charts/x/pod.yaml': POD, 'pod.yaml': POD });
    expect(JSON.parse(runCli(['-f', 'json', '.'], { cwd: dir }).stdout).summary.files).toBe(1);
  });

  it('user workloads make in-house CRDs visible to pod rules', () => {
    const cr =
      'apiVersion: serving.example.com/v1\nkind: ModelServer\nmetadata:\n  name: m\nspec:\n  template:\n    spec:\n      containers:\n        - name: c\n          image: busybox\n          resources:\n            limits: {nvidia.com/gpu: 0.5, cpu: 1, memory: 1Gi}\n';
    const dir = tempTree({
      'cr.yaml': cr,
      'with/.ai-k8s-lint.yaml':
        'workloads:\n  - { apiVersion: serving.example.com/v1, kind: ModelServer, podTemplates: ["spec.template"] }\n',
      'with/cr.yaml': cr,
    });
    const quantity = (cwd: string) =>
      JSON.parse(runCli(['-f', 'json', '--rule', 'crd-missing=off', 'cr.yaml'], { cwd }).stdout).findings.map(
        (f: { ruleId: string }) => f.ruleId,
      );
    expect(quantity(dir)).toEqual([]);
    expect(quantity(join(dir, 'with'))).toContain('gpu-quantity-invalid');
  });

  it('--print-config shows the merged result', () => {
    const dir = tempTree({ '.ai-k8s-lint.yaml': 'rules: {shm-missing: error}\nsettings: {modelLoadSeconds: 600}\n' });
    const c = JSON.parse(runCli(['--print-config', '--rule', 'gpu-quantity-invalid=note'], { cwd: dir }).stdout);
    expect(c.rules['shm-missing']).toBe('error');
    expect(c.rules['gpu-quantity-invalid']).toBe('note');
    expect(c.rules['yaml-syntax']).toBe('error');
    expect(c.settings.modelLoadSeconds).toBe(600);
  });

  it('--init writes a starter config with the schema modeline, which then validates', () => {
    const dir = tempTree({ 'pod.yaml': POD });
    expect(runCli(['--init'], { cwd: dir }).code).toBe(0);
    const written = readFileSync(join(dir, '.ai-k8s-lint.yaml'), 'utf8');
    expect(written.split('\n')[0]).toBe('# yaml-language-server: $schema=./node_modules/ai-k8s-lint/schemas/config.schema.json');
    // Findings of a rendered chart point at its templates: a starter config must not ignore them.
    expect(JSON.parse(runCli(['--print-config'], { cwd: dir }).stdout).ignore).toEqual([]);
    expect(runCli(['pod.yaml'], { cwd: dir }).code).toBe(1);
    expect(runCli(['--init'], { cwd: dir }).code).toBe(2);
  });
});
