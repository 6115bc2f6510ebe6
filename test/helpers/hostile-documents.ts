// Hostile and broken manifests: the bad-input tests run them through the CLI, the language server
// tests through didOpen. Each says what the CLI makes of it.
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

export const GOOD =
  'apiVersion: v1\nkind: Pod\nmetadata:\n  name: ok\nspec:\n  containers:\n    - name: c\n      image: vllm/vllm-openai:v0.9.0\n      resources:\n        limits:\n          nvidia.com/gpu: "0.5"\n';

export const UNCLOSED_QUOTE = `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\ndata: {x: 'oops}\n---\napiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec: {containers: [{name: c, image: busybox, resources: {limits: {nvidia.com/gpu: "0.5"}}}]}\n`;

/** One list of `n` items aliased as the args of every other container (95 of them). */
function aliasFan(n: number): string {
  const image = 'vllm/vllm-openai:v0.6.0';
  const head = `apiVersion: v1\nkind: Pod\nmetadata: {name: x}\nspec:\n  containers:\n  - name: c\n    image: ${image}\n    resources: {limits: {nvidia.com/gpu: 1}}\n    args: &b [${Array(n).fill('x').join(',')}]\n`;
  return head + Array.from({ length: 95 }, (_, i) => `  - {name: c${i}, image: ${image}, args: *b}\n`).join('');
}

export const CASES: Record<string, { content: string | Buffer; expect: 'syntax' | 'silent' | 'findings' | 'schema' }> = {
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
