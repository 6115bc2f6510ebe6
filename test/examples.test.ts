// Golden files: the stylish output for each example. `npm run golden:update` rewrites them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runCli } from './helpers/run-cli.js';

const examples = readdirSync(join(ROOT, 'examples')).filter((f) => f.endsWith('.yaml') && !f.startsWith('.'));

describe('examples', () => {
  it.each(examples)('%s matches its .out golden file', (name) => {
    const r = runCli(['--no-color', `examples/${name}`]);
    const golden = readFileSync(join(ROOT, 'examples', name.replace(/\.yaml$/, '.out')), 'utf8');
    expect(`# exit ${r.code}\n${r.stdout}`).toBe(golden);
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

  it('every resources rule fires somewhere in examples/', () => {
    const j = JSON.parse(runCli(['-f', 'json', 'examples/']).stdout) as { findings: { ruleId: string }[] };
    const list = JSON.parse(runCli(['--list-rules', '-f', 'json']).stdout) as { id: string; family: string }[];
    const fired = new Set(j.findings.map((f) => f.ruleId));
    const missing = list.filter((r) => r.family === 'resources' && !fired.has(r.id)).map((r) => r.id);
    expect(missing).toEqual([]);
  });
});
