// Hostile and broken input: a finding or silence, never a crash, a hang or a stack trace.
import { describe, expect, it } from 'vitest';
import { runCli, tempTree } from '../helpers/run-cli.js';

function lol(levels: number): string {
  const lines = ['  a0: &a0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
  for (let i = 1; i < levels; i++)
    lines.push(
      `  a${i}: &a${i} [${Array(9)
        .fill(`*a${i - 1}`)
        .join(',')}]`,
    );
  return `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: bomb\ndata:\n${lines.join('\n')}\n`;
}

const GOOD =
  'apiVersion: v1\nkind: Pod\nmetadata:\n  name: ok\nspec:\n  containers:\n    - name: c\n      image: vllm/vllm-openai:v0.9.0\n      resources:\n        limits:\n          nvidia.com/gpu: "0.5"\n';

const UNCLOSED_QUOTE = `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\ndata: {x: 'oops}\n---\napiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec: {containers: [{name: c, image: busybox, resources: {limits: {nvidia.com/gpu: "0.5"}}}]}\n`;

/** One list of `n` items aliased as the args of every other container (95 of them). */
function aliasFan(n: number): string {
  const image = 'vllm/vllm-openai:v0.6.0';
  const head = `apiVersion: v1\nkind: Pod\nmetadata: {name: x}\nspec:\n  containers:\n  - name: c\n    image: ${image}\n    resources: {limits: {nvidia.com/gpu: 1}}\n    args: &b [${Array(n).fill('x').join(',')}]\n`;
  return head + Array.from({ length: 95 }, (_, i) => `  - {name: c${i}, image: ${image}, args: *b}\n`).join('');
}

const CASES: Record<string, { content: string | Buffer; expect: 'syntax' | 'silent' | 'findings' | 'schema' }> = {
  'unclosed-quote.yaml': { content: UNCLOSED_QUOTE, expect: 'syntax' },
  'collection-key.yaml': { content: 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\ndata:\n  [a]: b\n', expect: 'syntax' },
  'alias-fan.yaml': { content: aliasFan(50_000), expect: 'syntax' },
  'source-spaces.yaml': {
    content: `# Source: x${' '.repeat(200_000)}y\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\n`,
    expect: 'silent',
  },
  'syntax-in-one-doc.yaml': { content: `${GOOD}---\nkind: [\n---\n${GOOD}`, expect: 'syntax' },
  'tabs.yaml': { content: 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n\tname: x\n', expect: 'syntax' },
  'alias-bomb.yaml': { content: lol(10), expect: 'syntax' },
  'deep-flow.yaml': {
    content: `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\ndata:\n  a: ${'['.repeat(20000)}${']'.repeat(20000)}\n`,
    expect: 'syntax',
  },
  'deep-block.yaml': {
    content: `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\nx:\n${Array.from({ length: 20000 }, (_, i) => `${' '.repeat(i + 2)}a:`).join('\n')}\n`,
    expect: 'syntax',
  },
  'long-line.yaml': {
    content: `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\ndata: {a: "${'x'.repeat(5_000_000)}", b: yes}\n`,
    expect: 'silent',
  },
  'binary.yaml': { content: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0xff, 0xd8]), expect: 'syntax' },
  'empty.yaml': { content: '', expect: 'silent' },
  'comments-only.yaml': { content: '# nothing here\n# at all\n', expect: 'silent' },
  'wrong-types.yaml': {
    content: `apiVersion: v1\nkind: Pod\nmetadata: null\nspec:\n  containers: "abc"\n---\napiVersion: apps/v1\nkind: Deployment\nmetadata: {name: d}\nspec:\n  template:\n    spec:\n      containers:\n        - name: c\n          image: 12\n          resources:\n            limits: [1, 2]\n          env: "x"\n        - 42\n        - null\n      volumes: 7\n---\napiVersion: v1\nkind: 42\n---\napiVersion: 7\nkind: Pod\n---\n- a\n- b\n---\nplain string\n---\napiVersion: v1\nkind: Pod\nmetadata: {name: p, annotations: [1]}\nspec:\n  initContainers: {a: 1}\n  containers:\n    - name: c\n      image: [vllm]\n      resources: {limits: {nvidia.com/gpu: [1]}, requests: "x"}\n      env: [{name: NVIDIA_VISIBLE_DEVICES, value: {a: 1}}, null, 5, {name: 3}]\n`,
    expect: 'findings',
  },
  'duplicate-keys.yaml': { content: 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\n  name: b\n', expect: 'syntax' },
  'proto.yaml': {
    content:
      'apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\n  __proto__: {polluted: true}\nspec:\n  constructor: {prototype: 1}\n  containers:\n    - name: c\n      image: busybox\n      resources: {limits: {__proto__: 1, constructor: 2}}\n',
    expect: 'schema',
  },
};

describe('bad input', () => {
  const dir = tempTree(Object.fromEntries(Object.entries(CASES).map(([name, c]) => [name, c.content])));
  for (const [name, c] of Object.entries(CASES)) {
    it(`${name}: ${c.expect === 'syntax' ? 'a yaml-syntax finding' : c.expect}, no crash, within seconds`, () => {
      const r = runCli(['--format', 'json', name], { cwd: dir });
      // A file that holds no object and gives no finding is named, not passed silently (CONFIG.md).
      const objectless = name === 'empty.yaml' || name === 'comments-only.yaml';
      expect(r.stderr).toBe(objectless ? `ai-k8s-lint: warning: no Kubernetes object in ${name}\n` : '');
      expect(r.code === 0 || r.code === 1).toBe(true);
      // A hang detector, not a benchmark: the 200 MB deep-block case alone takes 2-9 s on a loaded 2-core machine.
      expect(r.ms).toBeLessThan(30_000);
      const report = JSON.parse(r.stdout) as { findings: { ruleId: string; range: { start: { line: number } } }[] };
      if (c.expect === 'syntax') expect(report.findings.map((f) => f.ruleId)).toContain('yaml-syntax');
      if (c.expect === 'silent') expect(report.findings.filter((f) => f.ruleId !== 'yaml-ambiguous-scalar')).toEqual([]);
      if (c.expect === 'findings') expect(report.findings.every((f) => f.range.start.line >= 1)).toBe(true);
      // __proto__ and constructor are plain keys: reported as unknown fields like any other, nothing more.
      if (c.expect === 'schema') expect([...new Set(report.findings.map((f) => f.ruleId))]).toEqual(['schema-unknown-field']);
    });
  }

  it('a broken document does not hide the documents after it, or the other files', () => {
    const r = runCli(['--format', 'json', 'syntax-in-one-doc.yaml', 'tabs.yaml'], { cwd: dir });
    const report = JSON.parse(r.stdout) as { findings: { ruleId: string; file: string; range: { start: { line: number } } }[] };
    expect(
      report.findings
        .filter((f) => ['yaml-syntax', 'gpu-quantity-invalid'].includes(f.ruleId))
        .map((f) => [f.file, f.ruleId, f.range.start.line]),
    ).toEqual([
      ['syntax-in-one-doc.yaml', 'gpu-quantity-invalid', 11],
      ['syntax-in-one-doc.yaml', 'yaml-syntax', 14],
      ['syntax-in-one-doc.yaml', 'gpu-quantity-invalid', 25],
      ['tabs.yaml', 'yaml-syntax', 4],
    ]);
    expect(r.code).toBe(1);
  });

  it('an unclosed quote is reported where it opens, and the documents after it are linted', () => {
    const r = runCli(['--format', 'json', 'unclosed-quote.yaml'], { cwd: dir });
    const report = JSON.parse(r.stdout) as {
      summary: { documents: number };
      findings: { ruleId: string; range: { start: { line: number; column: number } } }[];
    };
    expect(
      report.findings
        .filter((f) => ['yaml-syntax', 'gpu-quantity-invalid'].includes(f.ruleId))
        .map((f) => [f.ruleId, f.range.start.line, f.range.start.column]),
    ).toEqual([
      ['yaml-syntax', 4, 11],
      ['gpu-quantity-invalid', 9, UNCLOSED_QUOTE.split('\n')[8]!.indexOf('nvidia.com/gpu') + 1],
    ]);
    expect(report.summary.documents).toBe(1);
  });

  it('CR-only and mixed line ends give the findings of the LF copy, at the same lines and columns', () => {
    const lf = `${GOOD}---\n${UNCLOSED_QUOTE}`;
    let i = 0;
    const tree = tempTree({
      'lf.yaml': lf,
      'cr.yaml': lf.replace(/\n/g, '\r'),
      'mixed.yaml': lf.replace(/\n/g, () => ['\n', '\r', '\r\n'][i++ % 3]!),
    });
    const findings = (name: string) => {
      const r = runCli(['--format', 'json', name], { cwd: tree });
      expect(r.stderr).toBe('');
      return (JSON.parse(r.stdout) as { findings: { ruleId: string; range: unknown }[] }).findings.map((f) => [f.ruleId, f.range]);
    };
    const expected = findings('lf.yaml');
    expect(expected.filter(([id]) => id === 'yaml-syntax' || id === 'gpu-quantity-invalid').map(([id]) => id)).toEqual([
      'gpu-quantity-invalid',
      'yaml-syntax',
      'gpu-quantity-invalid',
    ]);
    expect(findings('cr.yaml')).toEqual(expected);
    expect(findings('mixed.yaml')).toEqual(expected);
  });

  it('the code frame of a 5 MB line is clipped', () => {
    const r = runCli(['--rule', 'yaml-ambiguous-scalar=error', 'long-line.yaml'], { cwd: dir });
    expect(r.stdout.length).toBeLessThan(2000);
    expect(r.stdout).toContain('yaml-ambiguous-scalar');
  });

  it('the whole directory lints in one run', () => {
    const r = runCli(['--format', 'json', '.'], { cwd: dir });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1);
  });
});
