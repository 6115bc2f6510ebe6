// `--format compact`: one line per finding, `file:line:col: level message [rule-id]`, whatever the
// message or the file name holds.
import { describe, expect, it } from 'vitest';
import { lintFiles } from '../../src/app/run.js';
import { resolveConfig } from '../../src/config/resolve.js';
import { compact } from '../../src/report/compact.js';
import { activeFindings } from '../../src/report/report.js';
import { ROOT, runCli, tempTree } from '../helpers/run-cli.js';
import { deployment, reportOf } from './hostile-input.js';

const LINE = /^(.+):(\d+):(\d+): (error|warning|note) (.+) \[([a-z0-9-]+)\]$/;
/** Raw characters a terminal or log viewer would act on (C0, DEL, C1, line separators, bidi controls). */
const RAW_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

describe('compact', () => {
  it('one line per finding, in the order of the report, with position, level, message and rule', () => {
    const report = lintFiles(resolveConfig({}), { paths: ['examples/vllm-deployment-mistakes.yaml'], cwd: ROOT });
    const findings = activeFindings(report);
    const lines = compact(report, { color: true }).split('\n');
    expect(lines.pop()).toBe('');
    expect(lines).toHaveLength(findings.length);
    lines.forEach((line, i) => {
      const f = findings[i]!;
      expect(LINE.exec(line)?.slice(1)).toEqual([
        'examples/vllm-deployment-mistakes.yaml',
        String(f.range.start.line),
        String(f.range.start.column),
        f.level,
        f.message,
        f.ruleId,
      ]);
    });
    expect(lines).toContain(
      'examples/vllm-deployment-mistakes.yaml:43:15: error Container "vllm" requests nvidia.com/gpu: 1 but limits it to 2, and GPU ' +
        'requests must equal limits or the API server rejects the pod; set the request to 2 or remove it. [gpu-requests-limits-mismatch]',
    );
    expect([...compact.chunks!(report, { color: false })].join('')).toBe(compact(report, { color: false }));
  });

  it('a line break or an escape sequence in a message or a file name is shown on its line, and no line is a workflow command', () => {
    const report = reportOf({
      'd.yaml': deployment({ name: 'a\n::error::x\u001b[2Jb', container: 'c\r\u009b31m\u202e' }),
      '::warning::f\n.yaml': deployment({ name: 'web' }),
    });
    const out = compact(report, { color: false });
    const lines = out.split('\n').slice(0, -1);
    expect(lines).toHaveLength(activeFindings(report).length);
    expect(out.replace(/\n/g, '')).not.toMatch(RAW_CONTROL);
    for (const line of lines) {
      expect(line).toMatch(LINE);
      expect(line.trimStart().startsWith('::')).toBe(false);
      expect(line).not.toMatch(RAW_CONTROL);
    }
    expect(out).toContain('Deployment "a^J::error::x^[[2Jb"');
    expect(out).toContain('container "c^M\\u009B31m\\u202E"');
    expect(lines.filter((l) => l.startsWith('./::warning::f^J.yaml:'))).not.toEqual([]);
  });

  it('prints nothing for a clean run', () => {
    const dir = tempTree({ 'cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\ndata:\n  a: b\n' });
    expect(runCli(['-f', 'compact', 'cm.yaml'], { cwd: dir })).toMatchObject({ code: 0, stdout: '' });
  });

  it('the CLI: -f compact, with the exit code of any format', () => {
    const r = runCli(['-f', 'compact', 'examples/vllm-deployment-mistakes.yaml']);
    expect(r.code).toBe(1);
    expect(
      r.stdout
        .split('\n')
        .filter(Boolean)
        .every((l) => LINE.test(l)),
    ).toBe(true);
    expect(r.stdout).toContain('examples/vllm-deployment-mistakes.yaml:37:15: error Unquoted yes');
  });
});
