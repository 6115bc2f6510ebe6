// GitHub's ingestion rules, as Microsoft's SARIF Multitool checks them (`--rule-kind Gh;Sarif`).
import { spawnSync } from 'node:child_process';
import { accessSync, chmodSync, constants, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runCli, tempTree } from '../helpers/run-cli.js';

const TOOL = join(ROOT, 'node_modules/@microsoft/sarif-multitool-linux/Sarif.Multitool');

/** npm 11 does not run the package's postinstall (chmod) unless approved; do its job. */
function executable(): string {
  try {
    accessSync(TOOL, constants.X_OK);
  } catch {
    chmodSync(TOOL, 0o755);
  }
  return TOOL;
}

function validate(sarifFile: string): { ruleId: string; level: string; message: unknown }[] {
  const out = join(mkdtempSync(join(tmpdir(), 'ai-k8s-lint-smt-')), 'report.sarif');
  const r = spawnSync(executable(), ['validate', sarifFile, '-o', out, '--rule-kind', 'Gh;Sarif', '--log', 'ForceOverwrite'], {
    encoding: 'utf8',
    env: { ...process.env, DOTNET_CLI_TELEMETRY_OPTOUT: '1' },
  });
  expect(r.error).toBeUndefined();
  const report = JSON.parse(readFileSync(out, 'utf8'));
  return report.runs[0].results.map((x: { ruleId: string; level: string; message: { arguments?: unknown } }) => ({
    ruleId: x.ruleId,
    level: x.level,
    message: x.message.arguments,
  }));
}

describe.skipIf(process.platform !== 'linux' || process.arch !== 'x64')('sarif-multitool validate --rule-kind Gh;Sarif', () => {
  it('the examples report is clean', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'ai-k8s-lint-sarif-')), 'examples.sarif');
    runCli(['-f', 'sarif', '-o', file, 'examples/']);
    expect(validate(file)).toEqual([]);
  });

  it('a report with suppressions, related locations, syntax errors and odd paths is clean', () => {
    const dir = tempTree({
      'a b/pod.yaml':
        '# ai-k8s-lint-disable-next-line gpu-quantity-invalid -- reviewed\napiVersion: v1\nkind: Pod\nmetadata: {name: p, annotations: {ai-k8s-lint.io/ignore: yaml-ambiguous-scalar}}\nspec:\n  hostIPC: yes\n  containers:\n    - name: c\n      image: vllm/vllm-openai:v0.9.0\n      resources: {limits: {nvidia.com/gpu: 0.5}}\n',
      'rendered.yaml':
        '---\n# Source: chart/templates/x.yaml\napiVersion: v1\nkind: Pod\nmetadata: {name: q}\nspec:\n  containers:\n    - name: c\n      image: busybox\n      resources: {limits: {nvidia.com/gpu: 1}}\n',
      'broken.yaml': 'a: [\n',
      'tmpl.yaml': 'metadata:\n  name: {{ .Release.Name }}\n{{- if .Values.x }}\n',
      'ünïcode.yaml':
        'apiVersion: v1\nkind: Pod\nmetadata: {name: "é😀"}\nspec:\n  containers: [{name: c, image: busybox, resources: {limits: {nvidia.com/gpu: 1}}}]\n',
    });
    const file = join(dir, 'out.sarif');
    runCli(['-f', 'sarif', '-o', file, '--report-unused-disable-directives', '.'], { cwd: dir });
    expect(validate(file)).toEqual([]);
  });

  it('the validator does catch a GitHub problem (a rule without help)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ai-k8s-lint-sarif-'));
    const file = join(dir, 'examples.sarif');
    runCli(['-f', 'sarif', '-o', file, 'examples/']);
    const log = JSON.parse(readFileSync(file, 'utf8'));
    delete log.runs[0].tool.driver.rules[0].help;
    const broken = join(dir, 'broken.sarif');
    writeFileSync(broken, JSON.stringify(log));
    expect(validate(broken).map((x) => x.ruleId)).toContain('GH2012');
  });
});
