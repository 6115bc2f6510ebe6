// S5: nothing from a manifest or a file name reaches the terminal as a control sequence in
// `stylish` (messages, file names, related locations, code frames), with colour on and off, nor
// in the CUDA matrix's terminal table.
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config/resolve.js';
import { stylish } from '../../src/report/stylish.js';
import { matrixOf, renderTable } from '../../src/app/matrix-command.js';
import { tempTree } from '../helpers/run-cli.js';
import { deployment, namespace, reportOf, yamlString } from './hostile-input.js';

/** Raw characters a terminal would act on (C0 but LF, DEL, C1) or that reorder what it displays. */
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
/** The colour codes stylish itself writes: SGR with one number. */
const OWN_SGR = /\u001b\[(?:1|2|4|22|24|31|32|33|36|39)m/g;

const strip = (s: string) => s.replace(OWN_SGR, '');

describe('stylish shows control characters from values instead of sending them', () => {
  const report = reportOf({
    'deploy.yaml': deployment({ name: 'a\u001b[2J\u001b]0;TITLE\u0007\u001b]52;c;cHduZWQ=\u0007', container: 'c\u001b[8mHIDDEN\u001b[0m' }),
  });

  it('the review: screen clear, window title, OSC 52 clipboard write and conceal are shown in caret notation, colour off', () => {
    const out = stylish(report, { color: false });
    expect(out).not.toMatch(RAW_CONTROL);
    expect(out).not.toContain('\u001b');
    expect(out).toContain('Serving Deployment "a^[[2J^[]0;TITLE^G^[]52;c;cHduZWQ=^G"');
    expect(out).toContain('container "c^[[8mHIDDEN^[[0m"');
  });

  it("colour on: the only escape sequences are stylish's own colours", () => {
    const out = stylish(report, { color: true });
    expect(out).toContain('\u001b[31m');
    expect(strip(out)).not.toMatch(RAW_CONTROL);
    expect(strip(out)).toContain('Serving Deployment "a^[[2J^[]0;TITLE^G^[]52;c;cHduZWQ=^G"');
  });

  it("C1 controls (8-bit CSI), bidi overrides, and a CR or LF in a value stay on the finding's line", () => {
    const r = reportOf({ 'd.yaml': deployment({ name: 'n\r::error::forged', container: 'c\n::warning::x\u009b31m\u202eevil\u2066' }) });
    for (const color of [false, true]) {
      const out = strip(stylish(r, { color }));
      expect(out).not.toMatch(RAW_CONTROL);
      expect(out).not.toContain('\r');
      expect(out.split('\n').filter((l) => l.trimStart().startsWith('::'))).toEqual([]);
      expect(out).toContain('container "c^J::warning::x\\u009B31m\\u202Eevil\\u2066"');
      expect(out).toContain('Deployment "n^M::error::forged"');
    }
  });
});

describe('file names and related locations', () => {
  it('a file name with ESC, CR, LF or a leading `::` is one line that is not a workflow command', () => {
    const names = [
      '::error file=README.md,line=1::forged.yaml',
      ' ::warning title=X::b.yaml',
      'c\n::error::x\r::notice::y.yaml',
      'd\u001b]0;T\u0007\u009b2J\u202e.yaml',
    ];
    const r = reportOf(Object.fromEntries(names.map((n, i) => [n, deployment({ name: `app${i}` })])));
    expect(r.files).toHaveLength(names.length);
    for (const color of [false, true]) {
      const out = strip(stylish(r, { color }));
      expect(out).not.toMatch(RAW_CONTROL);
      expect(out.split(/\r\n|\r|\n/).filter((l) => l.trimStart().startsWith('::'))).toEqual([]);
      // The file header lines, in the walk's order.
      expect(
        out
          .split('\n')
          .filter((l) => l.endsWith('.yaml'))
          .sort(),
      ).toEqual([
        './ ::warning title=X::b.yaml',
        './::error file=README.md,line=1::forged.yaml',
        'c^J::error::x^M::notice::y.yaml',
        'd^[]0;T^G\\u009B2J\\u202E.yaml',
      ]);
    }
  });

  it('related locations: the file name and the message (which quotes the Namespace) are escaped', () => {
    const ns = 'team\u001b[2J\r::error::x';
    const r = reportOf({ 'a.yaml': deployment({ name: 'web', namespace: ns }), 'z\u001b[31m\n.yaml': namespace(ns) });
    const related = r.findings.find((f) => f.ruleId === 'namespace-after-use')?.related?.[0];
    expect(related?.file).toBe('z\u001b[31m\n.yaml');
    const out = strip(stylish(r, { color: true }));
    expect(out).not.toMatch(RAW_CONTROL);
    expect(out).toMatch(/↳ z\^\[\[31m\^J\.yaml:\d+:\d+: The Namespace team\^\[\[2J\^M::error::x is created here/);
  });
});

describe('code frames', () => {
  it('control characters of the line are shown, and the underline is still under the range', () => {
    // A duplicate key after raw ESC, C1 CSI and RLO on the same line: yaml-syntax points at the second k.
    const r = reportOf({
      'cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\ndata: {k: "\u001b[2J\u009b\u202e\u0007", k: 1}\n',
    });
    const f = r.findings.find((x) => x.ruleId === 'yaml-syntax')!;
    expect(f.range.start).toEqual({ line: 5, column: 22 });
    for (const color of [false, true]) {
      const lines = strip(stylish(r, { color })).split('\n');
      const i = lines.findIndex((l) => l.includes('5 | data:'));
      expect(lines[i]).toBe('    5 | data: {k: "^[[2J\\u009B\\u202E^G", k: 1}');
      const caret = lines[i + 1]!;
      expect(caret.trimEnd()).toMatch(/^ {4} {2}\| +\^$/);
      expect(lines[i]!.slice(caret.indexOf('^'))).toBe('k: 1}');
    }
  });
});

describe('the CUDA matrix table', () => {
  it('workload, container, image, pool and file names are shown, not sent, and each row stays one line', () => {
    const pool = {
      name: 'p\u001b]0;T\u0007',
      labels: { 'nvidia.com/gpu.product': 'NVIDIA-A100-SXM4-80GB', 'nvidia.com/cuda.driver-version.full': '535.104.05' },
      gpu: { count: 8 },
    };
    const yaml = `apiVersion: v1\nkind: Pod\nmetadata:\n  name: ${yamlString('w\u001b[2J\r::error::x')}\nspec:\n  containers:\n    - name: ${yamlString('c\n\u009b31m\u202e')}\n      image: ${yamlString('vllm/vllm-openai:v0.6.0')}\n      resources: {limits: {nvidia.com/gpu: 1}}\n`;
    const model = matrixOf(['.'], { cwd: tempTree({ 'f\u001b[31m.yaml': yaml }), config: resolveConfig({ nodePools: [pool] }) });
    expect(model.rows).toHaveLength(1);
    for (const color of [false, true]) {
      const out = strip(renderTable(model, color));
      expect(out).not.toMatch(RAW_CONTROL);
      const row = out.split('\n').find((l) => l.startsWith('1 '))!;
      expect(row).toMatch(/^1 +Pod\/w\^\[\[2J\^M::error::x +c\^J\\u009B31m\\u202E +vllm\/vllm-openai:v0\.6\.0 /);
      expect(out).toContain('p^[]0;T^G');
      expect(out).toContain('(f^[[31m.yaml:');
      expect(out.split('\n').filter((l) => l.trimStart().startsWith('::'))).toEqual([]);
    }
  });
});
