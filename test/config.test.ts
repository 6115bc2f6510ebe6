import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, tempTree } from './helpers/run-cli.js';
import { TOOL } from '../src/core/version.js';

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
    expect(error('rulez: {}\n')).toMatch(/:1:1: rulez: unknown section \(did you mean "rules"\?\)/);
    expect(error('settings:\n  podSecurityStandard: strict\n')).toMatch(
      /settings\.podSecurityStandard: expected one of "baseline", "restricted"/,
    );
    expect(error('cluster:\n  namespaces:\n    ml: {podSecurity: {enforce-version: "1.30"}}\n')).toMatch(
      /cluster\.namespaces\.ml\.podSecurity\.enforce-version/,
    );
    expect(error('cluster:\n  podSecurity:\n    exemptions: {usernames: [admin]}\n')).toMatch(/usernames/);
    expect(error('rules:\n  shm-missing: loud\n')).toMatch(/:2:3: rules\.shm-missing/);
  });

  it('rejects unknown rule ids with a suggestion, at the id, in rules and in overrides', () => {
    expect(error('rules:\n  shm-mising: off\n')).toMatch(/:2:3: rules\.shm-mising: unknown rule \(did you mean "shm-missing"\?\)/);
    expect(error('overrides:\n  - files: ["a/**"]\n    rules: {gpu-quantity-invalidd: off}\n')).toMatch(
      /:3:13: overrides\[0\]\.rules\.gpu-quantity-invalidd: unknown rule \(did you mean "gpu-quantity-invalid"\?\)/,
    );
  });

  it('reports every problem of the file in one round, in file order, with a did-you-mean for every kind of key', () => {
    const config = [
      'rules:',
      '  shm-mising: error',
      '  pdb-missing: of',
      '  probe-liveness-kills-model-load: [error, {modelLoadSecond: 600}]',
      'settings:',
      '  modelLoadSecond: 300',
      '  kubernetesVersoin: "1.34"',
      'ignore: "charts/**"',
      'nodePool: []',
      'nodePools:',
      '  - name: a',
      '    lables: {}',
      '    gpu: {cont: 3}',
      'render:',
      '  helmm: true',
      'workloads:',
      '  - {apiVersion: serving.example.com/v1, kind: ModelServer, podTemplate: [spec.template]}',
      '',
    ].join('\n');
    const lines = error(config).trimEnd().split('\n');
    expect(lines).toEqual([
      'ai-k8s-lint: Invalid config:',
      '  .ai-k8s-lint.yaml:2:3: rules.shm-mising: unknown rule (did you mean "shm-missing"?)',
      '  .ai-k8s-lint.yaml:3:3: rules.pdb-missing: expected one of "off", "note", "warning", "error", got "of" (did you mean "off"?)',
      '  .ai-k8s-lint.yaml:4:45: rules.probe-liveness-kills-model-load[1].modelLoadSecond: unknown option of rule ' +
        'probe-liveness-kills-model-load (did you mean "modelLoadSeconds"?)',
      '  .ai-k8s-lint.yaml:6:3: settings.modelLoadSecond: unknown setting (did you mean "modelLoadSeconds"?)',
      '  .ai-k8s-lint.yaml:7:3: settings.kubernetesVersoin: unknown setting (did you mean "kubernetesVersion"?)',
      '  .ai-k8s-lint.yaml:8:1: ignore: expected array, got "charts/**"',
      '  .ai-k8s-lint.yaml:9:1: nodePool: unknown section (did you mean "nodePools"?)',
      '  .ai-k8s-lint.yaml:12:5: nodePools[0].lables: unknown node pool key (did you mean "labels"?)',
      '  .ai-k8s-lint.yaml:13:11: nodePools[0].gpu.cont: unknown gpu key (did you mean "count"?)',
      '  .ai-k8s-lint.yaml:15:3: render.helmm: unknown render key (did you mean "helm"?)',
      // The short workload form: its own misspelling, not the long form's missing keys.
      '  .ai-k8s-lint.yaml:17:61: workloads[0].podTemplate: unknown workload key (did you mean "podTemplates"?)',
    ]);
  });

  it('lists the keys a section takes when no one is close, and says which types a value may have', () => {
    expect(error('render:\n  zzz: 1\n')).toMatch(/:2:3: render\.zzz: unknown render key \(expected one of "helm", "kustomize", "charts"\)/);
    expect(error('render:\n  charts:\n    - {path: c, set: {a: [1]}}\n')).toMatch(
      /render\.charts\[0\]\.set\.a: expected string, number or boolean, got a list/,
    );
    expect(error('render:\n  charts:\n    - {path: c, set: {"a=b": 1}}\n')).toMatch(
      /render\.charts\[0\]\.set\["a=b"\]: the key must match pattern/,
    );
  });

  it('shows keys from the file visibly: escapes and line breaks are not passed to the terminal', () => {
    const r = error('settings:\n  "model\\e[2J\\u009b31m\\nLoad\\u202e": 1\n');
    expect(r).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/);
    expect(r.trimEnd().split('\n')).toEqual([
      'ai-k8s-lint: Invalid config:',
      '  .ai-k8s-lint.yaml:2:3: settings["model\\u001b[2J\\u009B31m\\nLoad\\u202E"]: unknown setting ' +
        '(expected one of "modelLoadSeconds", "kubernetesVersion", "cudaCompatibility", "gpuResources", "podSecurityStandard")',
    ]);
  });

  it('keeps the report bounded: long keys are clipped and a flood of problems is counted, not printed', () => {
    const keys = Array.from({ length: 300 }, (_, i) => `  k${i}: 1`).join('\n');
    // An explicit key (`? key`): YAML caps implicit keys at 1024 characters.
    const lines = error(`settings:\n${keys}\n  ? ${'x'.repeat(200_000)}\n  : 1\n`)
      .trimEnd()
      .split('\n');
    expect(lines).toHaveLength(1 + 50 + 1);
    expect(lines[51]).toBe('  … and 251 more problems');
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThan(400);
    const long = error(`settings:\n  ? ${'y'.repeat(200_000)}\n  : 1\n`);
    expect(long).toContain(`settings["${'y'.repeat(60)}…"]: unknown setting`);
    expect(long.length).toBeLessThan(400);
  });

  it('is exit 2 without a stack trace', () => {
    const dir = tempTree({ '.ai-k8s-lint.yaml': 'settings: {modelLoadSecond: 1}\n', 'pod.yaml': POD });
    const r = runCli(['pod.yaml'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).not.toMatch(/\n\s+at |Error:/);
  });

  it('validates rule options against the rule schema', () => {
    expect(error('rules:\n  gpu-quantity-invalid: [error, {bogus: 1}]\n')).toMatch(
      /:2:34: rules\.gpu-quantity-invalid\[1\]\.bogus: unknown option of rule gpu-quantity-invalid \(the rule has no options\)\n$/,
    );
    // The list form's level, not "a list is not a level" as well.
    expect(error('rules:\n  shm-missing: [loud]\n')).toBe(
      'ai-k8s-lint: Invalid config:\n  .ai-k8s-lint.yaml:2:17: rules.shm-missing[0]: expected one of "off", "note", "warning", "error", got "loud"\n',
    );
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
    // No package installed beside it (npx, a global install): the schema released with this version.
    expect(written.split('\n')[0]).toBe(
      `# yaml-language-server: $schema=https://raw.githubusercontent.com/ai-k8s-lint/ai-k8s-lint/v${TOOL.version}/schemas/config.schema.json`,
    );
    // Findings of a rendered chart point at its templates: a starter config must not ignore them.
    expect(JSON.parse(runCli(['--print-config'], { cwd: dir }).stdout).ignore).toEqual([]);
    expect(runCli(['pod.yaml'], { cwd: dir }).code).toBe(1);
    expect(runCli(['--init'], { cwd: dir }).code).toBe(2);
  });

  it('--init points the modeline at the installed package, relative to the config, found upward', () => {
    const dir = tempTree({ 'node_modules/ai-k8s-lint/schemas/config.schema.json': '{}', 'deploy/pod.yaml': POD });
    expect(runCli(['--init'], { cwd: join(dir, 'deploy') }).code).toBe(0);
    expect(readFileSync(join(dir, 'deploy/.ai-k8s-lint.yaml'), 'utf8').split('\n')[0]).toBe(
      '# yaml-language-server: $schema=../node_modules/ai-k8s-lint/schemas/config.schema.json',
    );
    expect(runCli(['--init'], { cwd: dir }).code).toBe(0);
    expect(readFileSync(join(dir, '.ai-k8s-lint.yaml'), 'utf8').split('\n')[0]).toBe(
      '# yaml-language-server: $schema=./node_modules/ai-k8s-lint/schemas/config.schema.json',
    );
  });
});
