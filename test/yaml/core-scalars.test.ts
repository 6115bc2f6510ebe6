// The YAML 1.2 core reading of plain scalars (src/yaml/core-scalars.ts) against the `yaml`
// package's core schema, which defines it here: the config file is read through js-yaml with it
// and must give what the library gives.
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { resolveCorePlainScalar } from '../../src/yaml/core-scalars.js';
import { loadYaml } from '../../src/yaml/load.js';
import { composeWithJsYaml } from '../../src/yaml/read-js-yaml.js';

/** What the library's core schema makes of `text` as a plain scalar value. */
function library(text: string): unknown {
  return parseDocument(`k: ${text}\n`, { schema: 'core' }).toJS().k as unknown;
}

const same = (a: unknown, b: unknown) =>
  Object.is(a, b) || (typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b));

const EDGES = [
  ...['~', 'null', 'Null', 'NULL', 'nULL', 'none'],
  ...['true', 'True', 'TRUE', 'tRUE', 'false', 'False', 'FALSE', 'yes', 'no', 'on', 'off', 'y', 'n'],
  // (`-` alone would start a list.)
  ...['0', '-0', '+0', '012', '+12', '-12', '1_000', '12345678901234567890', '+', '--1', '1-'],
  ...['0o17', '0o8', '0o', '0O17', '+0o7', '-0o7', '0x1F', '0xff', '0X1F', '0x', '0xg', '-0x1', '0b101'],
  ...['.inf', '.Inf', '.INF', '+.inf', '-.Inf', '.iNF', 'inf', '.nan', '.NaN', '.NAN', '-.nan', '+.nan', 'nan'],
  ...[
    '1.',
    '.5',
    '.',
    '+.',
    '-.5',
    '1.5',
    '1.50',
    '01.5',
    '1.5.2',
    '1e3',
    '1E3',
    '1e',
    '1e+',
    '1e-3',
    '1.e3',
    '.5e3',
    '.e3',
    'e3',
    '+1.5e+10',
  ],
  ...['1:20', '2024-01-01', '0.0.0.0', '1,000', '1 000', '１２', '٣'],
];

describe('the core reading of plain scalars', () => {
  it.each(EDGES)('reads %j as the library does', (text) => {
    const ours = resolveCorePlainScalar(text);
    const theirs = library(text);
    expect(same(ours, theirs), `${JSON.stringify(text)}: ${String(ours)} vs ${String(theirs)}`).toBe(true);
  });

  it('reads random number-like words as the library does', () => {
    let seed = 777;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const alphabet = ['0', '1', '7', '9', '.', 'e', 'E', '+', '-', 'o', 'x', 'f', 'n', 'a', 'i', 'I', 'N'];
    let numbers = 0;
    for (let n = 0; n < 4000; n++) {
      const text = Array.from({ length: 1 + random(6) }, () => alphabet[random(alphabet.length)]).join('');
      // Words the library reads as something else than a plain scalar (`- x` is a list) are skipped.
      if (/^[-?:]( |$)/.test(text)) continue;
      const ours = resolveCorePlainScalar(text);
      const theirs = library(text);
      expect(same(ours, theirs), `${JSON.stringify(text)}: ${String(ours)} vs ${String(theirs)}`).toBe(true);
      if (typeof ours === 'number') numbers++;
    }
    // The words exercise the number branches, not only strings.
    expect(numbers).toBeGreaterThan(250);
  });

  it('scans a long run of digits and dots in linear time', () => {
    const started = process.cpuUsage();
    for (const text of ['1'.repeat(200_000), `${'1'.repeat(200_000)}.`, `.${'1'.repeat(200_000)}e`, `${'0'.repeat(200_000)}x`])
      resolveCorePlainScalar(text);
    const used = process.cpuUsage(started);
    expect((used.user + used.system) / 1e6).toBeLessThan(2);
  });
});

describe('a config file', () => {
  const CONFIG = [
    'settings:',
    '  kubernetesVersion: 1.31',
    '  failOn: warning',
    'rules:',
    '  gpu-limit-missing: off',
    '  probe-timeout-too-long: {level: error, options: {maxSeconds: 0x3c}}',
    'nodePools:',
    '  - name: a100',
    '    labels: {nvidia.com/gpu.count: "8", true: yes, .inf: big}',
    '    ranks: {1: one}',
    '    capacity: {nvidia.com/gpu: 8, memory: 1e3, cpu: .5}',
    '    taints: [{key: nvidia.com/gpu, value: ~, effect: NoSchedule}]',
    '',
  ].join('\n');

  it('is read by js-yaml, with the values, positions and problems the library gives', () => {
    expect(composeWithJsYaml(CONFIG, undefined, 'core')).toBeDefined();
    const fast = loadYaml(CONFIG, 'core');
    const slow = loadYaml(CONFIG, 'core', 'library');
    expect(fast.problems).toEqual(slow.problems);
    expect(fast.documents.map((d) => d.value)).toEqual(slow.documents.map((d) => d.value));
    const lineEnd = (o: number) => fast.lines.lineEnd(o);
    for (const path of [
      ['settings', 'kubernetesVersion'],
      ['rules', 'probe-timeout-too-long', 'options', 'maxSeconds'],
      ['nodePools', 0, 'ranks', '1'],
      ['nodePools', 0, 'taints', 0, 'value'],
    ])
      expect(fast.documents[0]!.locate(path, lineEnd)).toEqual(slow.documents[0]!.locate(path, lineEnd));
    expect(fast.documents[0]!.value).toMatchObject({
      settings: { kubernetesVersion: 1.31 },
      rules: { 'gpu-limit-missing': 'off', 'probe-timeout-too-long': { options: { maxSeconds: 60 } } },
      nodePools: [
        {
          labels: { true: 'yes', Infinity: 'big' },
          ranks: { '1': 'one' },
          capacity: { memory: 1000, cpu: 0.5 },
          taints: [{ value: null }],
        },
      ],
    });
  });

  it('with a duplicate key, a merge key or an anchor is left to the library, which reports or reads it', () => {
    for (const text of ['a: 1\na: 2\n', 'base: &b {x: 1}\nother: *b\n', 'a:\n  <<: {x: 1}\n  y: 2\n']) {
      expect(composeWithJsYaml(text, undefined, 'core')).toBeUndefined();
      const fast = loadYaml(text, 'core');
      const slow = loadYaml(text, 'core', 'library');
      expect(fast.problems).toEqual(slow.problems);
      expect(fast.documents.map((d) => d.value)).toEqual(slow.documents.map((d) => d.value));
    }
    expect(loadYaml('a: 1\na: 2\n', 'core').problems).toHaveLength(1);
  });
});
