// test/helpers/manifests.ts: the marks point where they say (checked against the linter's own
// ranges), and the builders write the YAML they promise.
import { describe, expect, it } from 'vitest';
import { rules } from '../rules/index.js';
import { resolveConfig } from '../src/config/resolve.js';
import { Linter } from '../src/engine/linter.js';
import { loadYaml } from '../src/yaml/load.js';
import {
  container,
  deployment,
  formatMark,
  httpProbe,
  insertBefore,
  job,
  lineOf,
  marked,
  markOf,
  pod,
  statefulSet,
  stream,
  toYaml,
} from './helpers/manifests.js';

function findings(text: string, ruleId: string) {
  const linter = new Linter({ rules, config: resolveConfig({}) });
  linter.lintText('m.yaml', text);
  linter.finish();
  return linter.findings.filter((f) => f.ruleId === ruleId);
}

describe('marked', () => {
  it('removes ⟦…⟧ and gives the span between them, 1-based with an exclusive end', () => {
    const m = marked('a: 1\nb: ⟦two⟧\n');
    expect(m.text).toBe('a: 1\nb: two\n');
    expect(m.mark).toEqual({ line: 2, column: 4, endLine: 2, endColumn: 7 });
    expect(formatMark(m.mark)).toBe('2:4-2:7');
    expect(m.lines).toEqual([2]);
  });

  it('spans that nest or cross lines, ordered by start, the enclosing one first', () => {
    const m = marked('⟦a:\n  ⟦b⟧: ⟦c⟧⟧\n');
    expect(m.text).toBe('a:\n  b: c\n');
    expect(m.marks.map(formatMark)).toEqual(['1:1-2:7', '2:3-2:4', '2:6-2:7']);
    expect(() => m.mark).toThrow(/expected one mark, found 3/);
  });

  it('a `# <-- here` marker marks its line without the indentation, and is removed', () => {
    const m = marked('a:\n  - b: 1   # <-- here\n  - c: ⟦2⟧\n');
    expect(m.text).toBe('a:\n  - b: 1\n  - c: 2\n');
    expect(m.marks.map(formatMark)).toEqual(['2:3-2:9', '3:8-3:9']);
  });

  it('spans after several line markers, and on a line with one, stay where they are in the text returned', () => {
    const m = marked('x: ⟦1⟧ # <-- here\ny: 2 # <-- here\nz: ⟦3⟧\n');
    expect(m.text).toBe('x: 1\ny: 2\nz: 3\n');
    expect(m.marks.map(formatMark)).toEqual(['1:1-1:5', '1:4-1:5', '2:1-2:5', '3:4-3:5']);
  });

  it('counts columns in UTF-16 code units and keeps CRLF line ends', () => {
    const m = marked('name: "😀⟦x⟧"\r\nb: c # <-- here\r\n');
    expect(m.text).toBe('name: "😀x"\r\nb: c\r\n');
    expect(m.marks.map(formatMark)).toEqual(['1:10-1:11', '2:1-2:5']);
  });

  it('rejects markers that do not pair up or mark nothing', () => {
    expect(() => marked('a: ⟦1\n')).toThrow(/without ⟧/);
    expect(() => marked('a: 1⟧\n')).toThrow(/without ⟦/);
    expect(() => marked('a: 1\n   # <-- here\n')).toThrow(/line 2 marks nothing/);
  });

  it('as a tag: drops the first empty line and the shared indentation, inserts values as they are', () => {
    const inner = 'k: v\n  deeper: w';
    const m = marked`
      apiVersion: v1
      data:
        ⟦one⟧: ${1}
      ${inner}
    `;
    expect(m.text).toBe('apiVersion: v1\ndata:\n  one: 1\nk: v\n  deeper: w\n');
    expect(m.mark).toEqual({ line: 3, column: 3, endLine: 3, endColumn: 6 });
    expect(marked`a: ⟦b⟧`.text).toBe('a: b');
  });

  it('points where the linter reports: a mark equals the finding range', () => {
    // The rule marks the whole `key: value` pair, which is the line the marker is on.
    const { text, mark } = marked(pod({ containers: [{ gpu: '"0.5"  # <-- here' }] }));
    const [found] = findings(text, 'gpu-quantity-invalid');
    expect(markOf(found!.range)).toEqual(mark);
    expect(formatMark(mark)).toBe('11:11-11:32');
  });

  it('lineOf finds the first line holding a string', () => {
    expect(lineOf('a: 1\nb: 2\nb: 3\n', 'b:')).toBe(2);
    expect(() => lineOf('a: 1\n', 'zzz')).toThrow(/no line contains "zzz"/);
  });
});

describe('YAML writing', () => {
  it('block mappings and lists, empty collections inline, scalars as given', () => {
    expect(toYaml({ a: { b: [1, 'two', { c: null, d: [] }], e: {} }, f: true, g: undefined, h: [['x']] })).toBe(
      ['a:', '  b:', '    - 1', '    - two', '    - c: null', '      d: []', '  e: {}', 'f: true', 'h:', '  - - x', ''].join('\n'),
    );
  });

  it('insertBefore puts lines before a line, indented as it', () => {
    expect(insertBefore('a:\n  b: 1\n  c: 2\n', 'c:', ['# one', '', '# two'])).toBe('a:\n  b: 1\n  # one\n\n  # two\n  c: 2\n');
    expect(() => insertBefore('a: 1\n', 'zzz', [])).toThrow(/no line contains "zzz"/);
  });

  it('stream joins documents with --- lines', () => {
    expect(stream('a: 1\n', 'b: 2')).toBe('a: 1\n---\nb: 2\n');
  });
});

describe('builders', () => {
  const read = (text: string) => {
    const file = loadYaml(text);
    expect(file.problems).toEqual([]);
    return file.documents.map((d) => d.value);
  };

  it('a Pod with one default container', () => {
    expect(pod()).toBe(
      'apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\nspec:\n  containers:\n    - name: main\n      image: vllm/vllm-openai:v0.9.0\n',
    );
  });

  it('a container with everything: command, args, env, ports, GPU limit, requests, mounts, probes, extra keys', () => {
    const options = {
      name: 'c',
      image: 'img:1',
      command: ['python3'],
      args: ['--model', 'm'],
      env: { HF_HOME: '/cache' },
      ports: [8000],
      gpu: 2,
      requests: { cpu: 4 },
      limits: { memory: '32Gi' },
      volumeMounts: [{ name: 'shm', mountPath: '/dev/shm' }],
      readinessProbe: httpProbe(),
      livenessProbe: httpProbe('/live', 8001, { periodSeconds: 5 }),
      extra: { workingDir: '/w' },
    };
    const [value] = read(pod({ containers: [options] }));
    const written = (value as { spec: { containers: unknown[] } }).spec.containers[0];
    expect(written).toEqual(JSON.parse(JSON.stringify(container(options))));
    expect(written).toEqual({
      name: 'c',
      image: 'img:1',
      command: ['python3'],
      args: ['--model', 'm'],
      env: [{ name: 'HF_HOME', value: '/cache' }],
      ports: [{ containerPort: 8000 }],
      resources: { requests: { cpu: 4 }, limits: { 'nvidia.com/gpu': 2, memory: '32Gi' } },
      volumeMounts: [{ name: 'shm', mountPath: '/dev/shm' }],
      readinessProbe: { httpGet: { path: '/health', port: 8000 } },
      livenessProbe: { httpGet: { path: '/live', port: 8001 }, periodSeconds: 5 },
      workingDir: '/w',
    });
  });

  it('Deployment, StatefulSet and Job around the pod spec', () => {
    const spec = { containers: [{ gpu: 1, gpuResource: 'amd.com/gpu' }], nodeSelector: { pool: 'gpu' }, runtimeClassName: 'nvidia' };
    const [d, s, j] = read(
      stream(deployment({ name: 'web', replicas: 3, namespace: 'ml', ...spec }), statefulSet(spec), job({ backoffLimit: 0, ...spec })),
    );
    expect(d).toMatchObject({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name: 'web', namespace: 'ml' },
      spec: {
        replicas: 3,
        selector: { matchLabels: { app: 'web' } },
        template: { metadata: { labels: { app: 'web' } }, spec: { runtimeClassName: 'nvidia', nodeSelector: { pool: 'gpu' } } },
      },
    });
    expect(s).toMatchObject({ kind: 'StatefulSet', spec: { serviceName: 'app', replicas: 1 } });
    expect(j).toMatchObject({
      apiVersion: 'batch/v1',
      kind: 'Job',
      metadata: { name: 'train' },
      spec: { backoffLimit: 0, template: { spec: { restartPolicy: 'Never' } } },
    });
    for (const w of [d, s, j])
      expect(
        (w as { spec: { template: { spec: { containers: { resources: unknown }[] } } } }).spec.template.spec.containers[0]!.resources,
      ).toEqual({ limits: { 'amd.com/gpu': 1 } });
  });
});
