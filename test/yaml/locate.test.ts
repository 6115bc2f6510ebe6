import { describe, expect, it } from 'vitest';
import { loadYaml } from '../../src/yaml/load.js';
import type { JsonPath } from '../../src/core/types.js';

function where(yaml: string, path: JsonPath) {
  const file = loadYaml(yaml);
  const doc = file.documents[0]!;
  const r = doc.locate(path, (o) => file.lines.lineEnd(o))!;
  return { start: file.lines.position(r.start), end: file.lines.position(r.end), exact: r.exact };
}

const POD = `apiVersion: v1
kind: Pod
metadata:
  name: p
spec:
  containers:
    - name: main
      image: vllm/vllm-openai
      resources:
        limits:
          nvidia.com/gpu: "0.5"
`;

describe('locate', () => {
  it('points at the key and its one-line value', () => {
    expect(where(POD, ['spec', 'containers', 0, 'resources', 'limits', 'nvidia.com/gpu'])).toEqual({
      start: { line: 11, column: 11 },
      end: { line: 11, column: 32 },
      exact: true,
    });
  });

  it('points a missing field at the nearest existing parent key', () => {
    expect(where(POD, ['spec', 'containers', 0, 'resources', 'requests', 'cpu'])).toMatchObject({
      start: { line: 9, column: 7 },
      exact: false,
    });
  });

  it('points a sequence item that is a mapping at its name: key', () => {
    expect(where(POD, ['spec', 'containers', 0])).toMatchObject({ start: { line: 7, column: 7 }, end: { line: 7, column: 17 } });
    expect(where(POD, ['spec', 'containers', 0, 'env', 0, 'value'])).toMatchObject({ start: { line: 7, column: 7 }, exact: false });
  });

  it('counts columns in UTF-16 code units', () => {
    expect(where('a: "é😀x"\nb: 1\n', ['a'])).toEqual({ start: { line: 1, column: 1 }, end: { line: 1, column: 10 }, exact: true });
    expect(where('k: ["😀😀", b]\n', ['k', 1])).toEqual({ start: { line: 1, column: 13 }, end: { line: 1, column: 14 }, exact: true });
  });

  it('follows aliases and merge keys to where the value is written', () => {
    const yaml = 'defaults: &d\n  memory: 1Gi\nlimits:\n  <<: *d\n  cpu: "1"\nref: *d\n';
    expect(where(yaml, ['limits', 'memory'])).toMatchObject({ start: { line: 2, column: 3 }, exact: true });
    expect(where(yaml, ['limits', 'cpu'])).toMatchObject({ start: { line: 5, column: 3 }, exact: true });
    expect(where(yaml, ['ref', 'memory'])).toMatchObject({ start: { line: 2, column: 3 } });
  });

  it('does not extend over a multi-line value', () => {
    expect(where('a:\n  b: 1\n', ['a'])).toEqual({ start: { line: 1, column: 1 }, end: { line: 1, column: 2 }, exact: true });
    expect(where('s: |\n  line\n', ['s'])).toMatchObject({ start: { line: 1, column: 1 }, end: { line: 1, column: 2 } });
  });

  it('handles CRLF files', () => {
    expect(where('a: 1\r\nb: 22\r\n', ['b'])).toEqual({ start: { line: 2, column: 1 }, end: { line: 2, column: 6 }, exact: true });
  });
});
