// Paths that hold no Kubernetes object (a typo'd directory, values files only, a chart that
// renders nothing) are never a silent green: a warning naming them, exit 2 with
// --fail-if-no-objects, and a failed step in the Action by default. pre-commit (--partial) is quiet.
import { describe, expect, it } from 'vitest';
import { runAction } from './helpers/run-action.js';
import { runCli, tempTree } from './helpers/run-cli.js';

const POD = 'apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers: [{name: c, image: busybox}]\n';
const VALUES = 'replicaCount: 2\nimage: {repository: vllm/vllm-openai}\n';

describe('paths with no Kubernetes object', () => {
  const dir = tempTree({ 'deploy/pod.yaml': POD, 'values/values.yaml': VALUES });

  it('are named in a warning, and the run passes', () => {
    const r = runCli(['deploy', 'values'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('ai-k8s-lint: warning: no Kubernetes object in values\n');
  });

  it('with --fail-if-no-objects, exit 2', () => {
    const r = runCli(['--fail-if-no-objects', 'deploy', 'values'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('ai-k8s-lint: no Kubernetes object in values\n');
    expect(runCli(['--fail-if-no-objects', 'deploy'], { cwd: dir }).code).toBe(0);
  });

  it('are quiet with --partial (pre-commit sees only staged files)', () => {
    const r = runCli(['--partial', 'values/values.yaml'], { cwd: dir });
    expect([r.code, r.stderr]).toEqual([0, '']);
  });

  it('fail the Action step by default, and warn with fail-if-no-objects: false', async () => {
    const ws = tempTree({ 'values/values.yaml': VALUES });
    const failed = await runAction({ workspace: ws, inputs: {} });
    expect(failed.code).toBe(1);
    expect(failed.commands.some((c) => c.startsWith('::error::ai-k8s-lint: no Kubernetes object in .'))).toBe(true);
    const warned = await runAction({ workspace: ws, inputs: { 'fail-if-no-objects': 'false' } });
    expect(warned.code).toBe(0);
    expect(warned.commands.some((c) => c.startsWith('::warning::ai-k8s-lint: no Kubernetes object in .'))).toBe(true);
  });
});
