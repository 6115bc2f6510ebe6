// Golden files: the stylish output for each example, after a `# exit N` line, as vitest file
// snapshots. `npm run golden:update` (vitest run … --update) rewrites them; in CI (CI set) a
// missing golden fails instead of being written.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runCli } from './helpers/run-cli.js';

const examples = readdirSync(join(ROOT, 'examples')).filter((f) => f.endsWith('.yaml') && !f.startsWith('.'));

describe('examples', () => {
  it.each(examples)('%s matches its .out golden file', async (name) => {
    const r = runCli(['--no-color', `examples/${name}`]);
    await expect(`# exit ${r.code}\n${r.stdout}`).toMatchFileSnapshot(join(ROOT, 'examples', name.replace(/\.yaml$/, '.out')));
  });

  it('the fixed vLLM Deployment is clean and the broken one is not', () => {
    expect(runCli(['examples/vllm-deployment-fixed.yaml']).code).toBe(0);
    expect(runCli(['examples/vllm-deployment-mistakes.yaml']).code).toBe(1);
  });

  it('the example config is valid', () => {
    const r = runCli(['-c', 'examples/.ai-k8s-lint.yaml', '--print-config']);
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout).rules['shm-missing']).toBe('error');
  });

  it('every rule fires somewhere in the documented example runs', () => {
    const runs = [
      ['examples/'],
      ['--node-pools', 'examples/cluster/node-pools.yaml', 'examples/cluster/'],
      ['-c', 'examples/cluster/compat-pools.yaml', 'examples/cluster/compat.yaml'],
      ['-c', 'examples/cluster/runc-cluster.ai-k8s-lint.yaml', 'examples/gpu-runtime.yaml'],
      ['-c', 'examples/cluster/pod-security-restricted.ai-k8s-lint.yaml', 'examples/vllm-deployment-fixed.yaml'],
    ];
    const fired = new Set<string>();
    for (const args of runs) {
      const r = runCli(['-f', 'json', ...args]);
      expect(r.stderr).toBe('');
      for (const f of (JSON.parse(r.stdout) as { findings: { ruleId: string }[] }).findings) fired.add(f.ruleId);
    }
    const list = JSON.parse(runCli(['--list-rules', '-f', 'json']).stdout) as { id: string }[];
    expect(list.filter((r) => !fired.has(r.id)).map((r) => r.id)).toEqual([]);
  });
});
