// --fix and --fix-dry-run end to end: the fixable findings are gone after one run, everything
// else in the file is byte-identical, a second run changes nothing, a dry run changes nothing and
// prints the diff, links are never written through, and the exit code says what is left.
import { lstatSync, readFileSync, readlinkSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replaceFileAtomically } from '../../src/files/write-file.js';
import { runCli, tempTree } from '../helpers/run-cli.js';

// A GPU server with four fixable mistakes (a request that differs from its limit, a 1s probe
// timeout, a failureThreshold of 1, an unquoted `on` in an env value) and two that need a human
// (no readinessProbe; a tensor-parallel size of 2 on 1 GPU, an error); its startupProbe and
// /dev/shm keep the rules that would add them quiet.
const MANIFEST = `# Inference server
apiVersion: apps/v1
kind: Deployment
metadata:
  name: llm   # keep this comment
spec:
  replicas: 1
  selector: {matchLabels: {app: llm}}
  template:
    metadata:
      labels: {app: llm}
    spec:
      containers:
        - name: server
          image: vllm/vllm-openai:v0.9.2
          args: [--tensor-parallel-size, "2"]
          env:
            - name: VLLM_USE_V1
              value: on
          startupProbe: {httpGet: {path: /health, port: 8000}, failureThreshold: 30}
          livenessProbe:
            httpGet: {path: /health, port: 8000}
            timeoutSeconds: 1
            failureThreshold: 1
          volumeMounts: [{name: dshm, mountPath: /dev/shm}]
          resources:
            requests:
              nvidia.com/gpu: 2   # two
            limits:
              nvidia.com/gpu: 1
      volumes: [{name: dshm, emptyDir: {medium: Memory, sizeLimit: 8Gi}}]
`;
const FIXED_IDS = ['gpu-requests-limits-mismatch', 'probe-timeout-too-short', 'probe-failure-threshold-one', 'yaml-ambiguous-scalar'];

const ids = (json: string) => (JSON.parse(json) as { findings: { ruleId: string }[] }).findings.map((f) => f.ruleId);

describe('--fix', () => {
  it('fixes what it can, keeps every other byte, and reports what is left', () => {
    const dir = tempTree({ 'deploy/llm.yaml': MANIFEST });
    const before = ids(runCli(['-f', 'json', 'deploy'], { cwd: dir }).stdout);
    for (const id of FIXED_IDS) expect(before).toContain(id);
    const r = runCli(['--fix', '-f', 'json', 'deploy'], { cwd: dir });
    const after = ids(r.stdout);
    for (const id of FIXED_IDS) expect(after).not.toContain(id);
    expect(after).toContain('readiness-probe-missing');
    expect(r.stderr).toMatch(/^ai-k8s-lint: applied 4 fixes in 1 file$/m);
    expect(readFileSync(join(dir, 'deploy/llm.yaml'), 'utf8')).toBe(
      MANIFEST.replace('value: on', 'value: "on"')
        .replace('timeoutSeconds: 1', 'timeoutSeconds: 5')
        .replace('failureThreshold: 1', 'failureThreshold: 3')
        .replace('nvidia.com/gpu: 2   # two', 'nvidia.com/gpu: 1   # two'),
    );
    // The remaining errors still fail the run.
    expect(r.code).toBe(1);
    // Idempotent: nothing left to fix, the file unchanged.
    const again = runCli(['--fix', 'deploy'], { cwd: dir });
    expect(again.stderr).toMatch(/applied 0 fixes in 0 files/);
    expect(readFileSync(join(dir, 'deploy/llm.yaml'), 'utf8')).toContain('nvidia.com/gpu: 1   # two');
  });

  it('keeps CRLF line ends', () => {
    const crlf = MANIFEST.replace(/\n/g, '\r\n');
    const dir = tempTree({ 'llm.yaml': crlf });
    runCli(['--fix', 'llm.yaml'], { cwd: dir });
    const text = readFileSync(join(dir, 'llm.yaml'), 'utf8');
    expect(text).toBe(
      crlf
        .replace('timeoutSeconds: 1', 'timeoutSeconds: 5')
        .replace('failureThreshold: 1', 'failureThreshold: 3')
        .replace('value: on', 'value: "on"')
        .replace('nvidia.com/gpu: 2   # two', 'nvidia.com/gpu: 1   # two'),
    );
  });

  it('changes an apiVersion whose replacement differs in version only, and leaves one that needs more to a human', () => {
    const cron = 'apiVersion: batch/v1beta1\nkind: CronJob\nmetadata: {name: nightly-eval}\nspec:\n  schedule: "0 2 * * *"\n';
    const deployment = 'apiVersion: extensions/v1beta1\nkind: Deployment\nmetadata: {name: old}\nspec: {}\n';
    const dir = tempTree({ 'cron.yaml': cron, 'old.yaml': deployment });
    const r = runCli(['--fix', '-f', 'json', '--rule', 'api-removed=error', 'cron.yaml', 'old.yaml'], { cwd: dir });
    expect(readFileSync(join(dir, 'cron.yaml'), 'utf8')).toBe(cron.replace('batch/v1beta1', 'batch/v1'));
    // apps/v1 needs spec.selector: no fix.
    expect(readFileSync(join(dir, 'old.yaml'), 'utf8')).toBe(deployment);
    expect(ids(r.stdout).filter((id) => id === 'api-removed')).toHaveLength(1);
  });

  it('offers no fix for standard input, even when --stdin-filename names a file on disk', () => {
    const dir = tempTree({ 'llm.yaml': MANIFEST });
    const json = JSON.parse(runCli(['-f', 'json', '--stdin-filename', 'llm.yaml', '-'], { cwd: dir, input: MANIFEST }).stdout);
    expect(json.findings.length).toBeGreaterThan(0);
    expect(json.findings.filter((f: { fix?: unknown }) => f.fix)).toEqual([]);
    runCli(['--fix', '--stdin-filename', 'llm.yaml', '-'], { cwd: dir, input: MANIFEST.replace('gpu: 2', 'gpu: 4') });
    expect(readFileSync(join(dir, 'llm.yaml'), 'utf8')).toBe(MANIFEST);
  });

  it('--fix-rule applies one rule’s fixes only', () => {
    const dir = tempTree({ 'llm.yaml': MANIFEST });
    runCli(['--fix', '--fix-rule', 'probe-timeout-too-short', 'llm.yaml'], { cwd: dir });
    expect(readFileSync(join(dir, 'llm.yaml'), 'utf8')).toBe(MANIFEST.replace('timeoutSeconds: 1', 'timeoutSeconds: 5'));
  });

  it('--fix-dry-run prints a unified diff and changes nothing', () => {
    const dir = tempTree({ 'llm.yaml': MANIFEST });
    const r = runCli(['--fix-dry-run', 'llm.yaml'], { cwd: dir });
    expect(readFileSync(join(dir, 'llm.yaml'), 'utf8')).toBe(MANIFEST);
    expect(r.stdout).toContain('--- a/llm.yaml\n+++ b/llm.yaml\n');
    expect(r.stdout).toContain('-              nvidia.com/gpu: 2   # two\n+              nvidia.com/gpu: 1   # two\n');
    expect(r.stdout).toContain('+              value: "on"\n');
    expect(r.stderr).toMatch(/4 fixes in 1 file \(not applied: --fix-dry-run\)/);
    expect(r.code).toBe(1);
  });

  it('never writes through a link: the file is replaced only when it is a regular file', () => {
    const dir = tempTree({ 'real/llm.yaml': MANIFEST });
    symlinkSync(join(dir, 'real/llm.yaml'), join(dir, 'link.yaml'));
    expect(() => replaceFileAtomically('link.yaml', 'x', { cwd: dir })).toThrow(/symbolic link/);
    expect(lstatSync(join(dir, 'link.yaml')).isSymbolicLink()).toBe(true);
    expect(readlinkSync(join(dir, 'link.yaml'))).toBe(join(dir, 'real/llm.yaml'));
    expect(readFileSync(join(dir, 'real/llm.yaml'), 'utf8')).toBe(MANIFEST);
    replaceFileAtomically('real/llm.yaml', 'kind: x\n', { cwd: dir });
    expect(readFileSync(join(dir, 'real/llm.yaml'), 'utf8')).toBe('kind: x\n');
  });

  it('shows a hostile line of the diff as text: no escape sequence, no workflow command', () => {
    // A block scalar next to a fixed line: its line is context in the diff.
    const hostile = MANIFEST.replace(
      '              value: on\n',
      '              value: on\n            - name: NOTE\n              value: |\n                ::error::forged\u202eevil\n',
    );
    const dir = tempTree({ 'llm.yaml': hostile });
    const dry = runCli(['--fix-dry-run', 'llm.yaml'], { cwd: dir });
    expect(dry.stdout).toContain('error::forged\\u202Eevil');
    expect(dry.stdout).not.toContain('\u202e');
    for (const line of dry.stdout.split('\n')) expect(line.trimStart().startsWith('::')).toBe(false);
  });

  it('rejects --fix-rule and --fix-type without --fix, and an unknown type', () => {
    const dir = tempTree({ 'llm.yaml': MANIFEST });
    expect(runCli(['--fix-rule', 'shm-missing', 'llm.yaml'], { cwd: dir }).code).toBe(2);
    expect(runCli(['--fix', '--fix-type', 'everything', 'llm.yaml'], { cwd: dir }).stderr).toMatch(/--fix-type expects fix or suggestion/);
  });
});

describe('--fix of an apiVersion', () => {
  it('is offered only when the object is valid under the new apiVersion as it is', () => {
    // resource.k8s.io/v1 moved deviceClassName under `exactly`: changing the apiVersion alone would make it invalid.
    const claim =
      'apiVersion: resource.k8s.io/v1alpha3\nkind: ResourceClaimTemplate\nmetadata: {name: gpu}\nspec:\n  spec:\n    devices:\n' +
      '      requests:\n      - name: gpu\n        deviceClassName: gpu.nvidia.com\n';
    const priority = 'apiVersion: scheduling.k8s.io/v1beta1\nkind: PriorityClass\nmetadata: {name: high}\nvalue: 1000\n';
    const dir = tempTree({ 'claim.yaml': claim, 'priority.yaml': priority });
    runCli(['--fix', 'claim.yaml', 'priority.yaml'], { cwd: dir });
    expect(readFileSync(join(dir, 'claim.yaml'), 'utf8')).toBe(claim);
    expect(readFileSync(join(dir, 'priority.yaml'), 'utf8')).toBe(priority.replace('v1beta1', 'v1'));
  });
});
