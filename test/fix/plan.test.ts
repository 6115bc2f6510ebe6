// Change sets become text edits that touch only what they change: comments, quoting, key order,
// indentation and line ends elsewhere stay byte-identical, and the result reads back as asked.
import { describe, expect, it } from 'vitest';
import { applyEdits, FilePlanner, planFix, planFixOrThrow } from '../../src/fix/plan.js';
import type { Change } from '../../src/core/change-set.js';

const fix = (text: string, changes: Change[], docIndex = 0) => {
  const edit = planFixOrThrow(text, docIndex, { changes });
  return applyEdits(text, [edit]);
};

const POD = `apiVersion: v1
kind: Pod
metadata:
  name: llm # the server
spec:
  containers:
  - name: server
    image: vllm/vllm-openai:v0.9.2
    resources:
      requests:
        nvidia.com/gpu: 2   # two GPUs
      limits:
        nvidia.com/gpu: 1
`;

describe('planFix', () => {
  it('sets an existing scalar in place, keeping the comment after it', () => {
    const out = fix(POD, [{ op: 'set', path: ['spec', 'containers', 0, 'resources', 'requests', 'nvidia.com/gpu'], value: 1 }]);
    expect(out).toBe(POD.replace('nvidia.com/gpu: 2   # two GPUs', 'nvidia.com/gpu: 1   # two GPUs'));
  });

  it('returns one edit covering only the changed bytes', () => {
    const edit = planFix(POD, 0, {
      changes: [{ op: 'set', path: ['spec', 'containers', 0, 'resources', 'limits', 'nvidia.com/gpu'], value: 2 }],
    })!;
    expect(POD.slice(0, edit.start).endsWith('limits:\n        nvidia.com/gpu: ')).toBe(true);
    expect([POD.slice(edit.start, edit.end), edit.text]).toEqual(['1', '2']);
  });

  it('inserts a missing key after the last entry of its block mapping, at the mapping’s indentation', () => {
    const out = fix(POD, [{ op: 'set', path: ['spec', 'containers', 0, 'resources', 'limits', 'memory'], value: '64Gi' }]);
    expect(out).toBe(POD.replace('        nvidia.com/gpu: 1\n', '        nvidia.com/gpu: 1\n        memory: 64Gi\n'));
  });

  it('creates the missing mappings on the way once, for several changes below them', () => {
    const text = POD.replace('      limits:\n        nvidia.com/gpu: 1\n', '');
    const out = fix(text, [
      { op: 'set', path: ['spec', 'containers', 0, 'resources', 'limits', 'nvidia.com/gpu'], value: 2 },
      { op: 'set', path: ['spec', 'containers', 0, 'resources', 'limits', 'memory'], value: '64Gi' },
    ]);
    expect(out).toBe(`${text}      limits:\n        nvidia.com/gpu: 2\n        memory: 64Gi\n`);
  });

  it('keeps CRLF line ends and writes new lines with them', () => {
    const crlf = POD.replace(/\n/g, '\r\n');
    const out = fix(crlf, [{ op: 'set', path: ['spec', 'containers', 0, 'resources', 'limits', 'cpu'], value: '8' }]);
    expect(out).toBe(crlf.replace('        nvidia.com/gpu: 1\r\n', '        nvidia.com/gpu: 1\r\n        cpu: "8"\r\n'));
  });

  it('writes below an empty `key:`, and into flow mappings in flow style', () => {
    const empty = 'spec:\n  resources:\n  x: 1\n';
    expect(fix(empty, [{ op: 'set', path: ['spec', 'resources', 'limits', 'cpu'], value: 4 }])).toBe(
      'spec:\n  resources:\n    limits:\n      cpu: 4\n  x: 1\n',
    );
    const flow = 'spec:\n  resources: {limits: {cpu: 1}}\n';
    expect(fix(flow, [{ op: 'set', path: ['spec', 'resources', 'limits', 'nvidia.com/gpu'], value: 1 }])).toBe(
      'spec:\n  resources: {limits: {cpu: 1, nvidia.com/gpu: 1}}\n',
    );
    expect(fix('a: {}\n', [{ op: 'set', path: ['a', 'b'], value: 'c' }])).toBe('a: {b: c}\n');
  });

  it('appends an item to a block sequence written at its key’s column, and creates a missing sequence', () => {
    const withVolumes = `${POD}  volumes:\n  - name: cache\n    emptyDir: {}\n`;
    const shm = { name: 'dshm', emptyDir: { medium: 'Memory', sizeLimit: '8Gi' } };
    expect(fix(withVolumes, [{ op: 'append', path: ['spec', 'volumes'], value: shm }])).toBe(
      `${withVolumes}  - name: dshm\n    emptyDir:\n      medium: Memory\n      sizeLimit: 8Gi\n`,
    );
    expect(fix(POD, [{ op: 'append', path: ['spec', 'volumes'], value: shm }])).toBe(
      `${POD}  volumes:\n    - name: dshm\n      emptyDir:\n        medium: Memory\n        sizeLimit: 8Gi\n`,
    );
    expect(fix('a: [x]\n', [{ op: 'append', path: ['a'], value: 'z' }])).toBe('a: [x, z]\n');
  });

  it('quotes a plain scalar as the string it is, or as a given string', () => {
    expect(fix('env:\n- name: FLAG\n  value: on # yes\n', [{ op: 'quote', path: ['env', 0, 'value'] }])).toBe(
      'env:\n- name: FLAG\n  value: "on" # yes\n',
    );
    expect(fix('mode: 0755\n', [{ op: 'quote', path: ['mode'], value: '0o755' }])).toBe('mode: "0o755"\n');
  });

  it('quotes what Kubernetes would not read back as the same string', () => {
    for (const [value, written] of [
      ['1', '"1"'],
      ['on', '"on"'],
      ['y', '"y"'],
      ['0755', '"0755"'],
      ['a: b', '"a: b"'],
      ['- x', '"- x"'],
      ['8Gi', '8Gi'],
      ['OnFailure', 'OnFailure'],
    ] as [string, string][])
      expect(fix('a: x\n', [{ op: 'set', path: ['a'], value }]), value).toBe(`a: ${written}\n`);
  });

  it('changes only the document asked for, at the end of a text without a final line break too', () => {
    const two = `${POD}---\nkind: ConfigMap\ndata:\n  a: "1"`;
    expect(fix(two, [{ op: 'set', path: ['data', 'b'], value: 'x' }], 1)).toBe(`${two}\n  b: x\n`);
    expect(fix(two, [{ op: 'set', path: ['data', 'a'], value: '2' }], 1)).toBe(two.replace('a: "1"', 'a: "2"'));
  });

  it('offers no fix through anchors and aliases, across scalars, or into a missing list item', () => {
    const anchored = 'base: &b\n  cpu: 1\nspec:\n  resources: *b\n';
    expect(planFix(anchored, 0, { changes: [{ op: 'set', path: ['spec', 'resources', 'cpu'], value: 2 }] })).toBeUndefined();
    expect(planFix(anchored, 0, { changes: [{ op: 'set', path: ['base', 'cpu'], value: 2 }] })).toBeUndefined();
    expect(planFix('a: x\n', 0, { changes: [{ op: 'set', path: ['a', 'b'], value: 1 }] })).toBeUndefined();
    expect(planFix('a: [x]\n', 0, { changes: [{ op: 'set', path: ['a', 3, 'b'], value: 1 }] })).toBeUndefined();
  });
});

describe('FilePlanner', () => {
  it('plans on the document’s own part of the stream, with the same edit as on the whole file', () => {
    const docs = ['kind: A\nspec: {x: 1}\n', 'kind: B\n---\nkind: C\nspec:\n  w: 2\n', 'kind: D\nspec:\n  z: 3\n'];
    const text = `${docs[0]}---\n${docs[1]}---\n${docs[2]}`;
    const planner = new FilePlanner(text);
    for (const [docIndex, path] of [
      [0, ['spec', 'x']],
      [2, ['spec', 'w']],
      [3, ['spec', 'z']],
    ] as [number, string[]][]) {
      const change = { changes: [{ op: 'set' as const, path, value: 9 }] };
      expect(planner.plan(docIndex, change)).toEqual(planFix(text, docIndex, change));
      expect(planner.plan(docIndex, change)).toBeDefined();
    }
    expect(planner.plan(7, { changes: [{ op: 'set', path: ['a'], value: 1 }] })).toBeUndefined();
  });
});
