import { describe, expect, it } from 'vitest';
import { loadYaml } from '../../src/yaml/load.js';
import { resolveGoNumber } from '../../src/yaml/scalars.js';

function read(scalar: string): unknown {
  const file = loadYaml(`v: ${scalar}\n`);
  expect(file.problems).toEqual([]);
  return (file.documents[0]!.value as Record<string, unknown>).v;
}

describe('scalars are read as Kubernetes reads them (go-yaml v2)', () => {
  it.each([
    ['0444', 292],
    ['0o444', 292],
    ['0x1F', 31],
    ['0b101', 5],
    ['089', 89],
    ['1_000', 1000],
    ['+12', 12],
    ['-12', -12],
    ['1e3', 1000],
    ['.5', 0.5],
    ['3.', 3],
    ['0', 0],
  ])('number %s -> %s', (source, value) => expect(read(source)).toBe(value));

  it.each([
    ['yes', true],
    ['Yes', true],
    ['YES', true],
    ['y', true],
    ['Y', true],
    ['on', true],
    ['ON', true],
    ['true', true],
    ['True', true],
    ['no', false],
    ['n', false],
    ['off', false],
    ['Off', false],
    ['false', false],
    ['FALSE', false],
  ])('boolean %s -> %s', (source, value) => expect(read(source)).toBe(value));

  it.each([['~'], ['null'], ['Null'], ['NULL'], ['']])('null %j', (source) => expect(read(source)).toBeNull());

  it.each([
    ['1:20', '1:20'],
    ['2001-12-14', '2001-12-14'],
    ['2001-12-14t21:59:43.10-05:00', '2001-12-14t21:59:43.10-05:00'],
    ['12.5.1', '12.5.1'],
    ['"0444"', '0444'],
    ["'yes'", 'yes'],
    ['yess', 'yess'],
    ['0x', '0x'],
    ['1Gi', '1Gi'],
    ['500m', '500m'],
  ])('string %s stays %j', (source, value) => expect(read(source)).toBe(value));

  it('keys are resolved too, as sigs.k8s.io/yaml does: y: becomes "true"', () => {
    expect(loadYaml('y: 1\n0444: 2\n').documents[0]!.value).toEqual({ true: 1, 292: 2 });
  });

  it('special floats', () => {
    expect(read('.inf')).toBe(Infinity);
    expect(read('-.Inf')).toBe(-Infinity);
    expect(read('.nan')).toBeNaN();
  });

  it('resolveGoNumber rejects what is not a number', () => {
    expect(resolveGoNumber('abc')).toBeUndefined();
    expect(resolveGoNumber('_')).toBeUndefined();
    expect(resolveGoNumber('0o8')).toBeUndefined();
  });

  it('merge keys and anchors work, without expanding aliases by hand', () => {
    const file = loadYaml('base: &b {cpu: "1", memory: 1Gi}\nlimits:\n  <<: *b\n  memory: 2Gi\n');
    expect(file.documents[0]!.value).toEqual({ base: { cpu: '1', memory: '1Gi' }, limits: { cpu: '1', memory: '2Gi' } });
  });

  it('unknown tags are data, not code', () => {
    const file = loadYaml('a: !!js/function "function () { return 1 }"\nb: !Ref foo\nc: !!python/object:os.system ls\n');
    expect(file.problems).toEqual([]);
    const value = file.documents[0]!.value as Record<string, unknown>;
    expect(typeof value.a).toBe('string');
    expect(value.b).toBe('foo');
  });

  it('__proto__ and constructor keys are plain data', () => {
    const file = loadYaml('__proto__:\n  polluted: true\nconstructor: x\n');
    const value = file.documents[0]!.value as Record<string, unknown>;
    expect(Object.keys(value)).toEqual(['__proto__', 'constructor']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('notes scalars that YAML 1.2 tools read differently, with their paths', () => {
    const file = loadYaml('a: 0444\nb: [yes, "no", off]\nc: 0o444\nd: 089\n');
    expect(file.documents[0]!.ambiguous.map((s) => [s.path, s.kind, s.source])).toEqual([
      [['a'], 'leading-zero-octal', '0444'],
      [['b', 0], 'yaml11-boolean', 'yes'],
      [['b', 2], 'yaml11-boolean', 'off'],
    ]);
  });
});
