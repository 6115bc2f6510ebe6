// locateValue: the line of a values.yaml that sets a `.Values` path.
import { describe, expect, it } from 'vitest';
import { locateValue, valuesLocator } from '../../src/yaml/values-locate.js';
import { expectLinearGrowth } from '../helpers/growth.js';

function where(values: string, path: string[]) {
  const found = locateValue(values, path);
  if (!found) return undefined;
  const line = values.split('\n')[found.line - 1]!.replace(/\r$/, '');
  return {
    at: `${found.line}:${found.column}-${found.endColumn}`,
    text: line.slice(found.column - 1, found.endColumn - 1),
    ...(found.valueEndColumn === undefined ? {} : { withValue: line.slice(found.column - 1, found.valueEndColumn - 1) }),
  };
}

const VALUES = `# Default values for demo.
replicaCount: 1
image:
  repository: vllm/vllm-openai
  tag: "v0.6.3"
gpu:
  enabled: true
  count: 2 # one per tensor-parallel rank
resources:
  limits:
    nvidia.com/gpu: 2
    memory: 64Gi
  requests: {cpu: "8", "nvidia.com/gpu": 2}
extraEnv:
  - name: HF_HOME
    value: /cache
nodeSelector: {}
"cpu-limit": "16"
tolerations:
`;

describe('locateValue', () => {
  it('points at the key that sets a value, with its one-line value', () => {
    expect(where(VALUES, ['gpu', 'count'])).toEqual({ at: '8:3-8', text: 'count', withValue: 'count: 2' });
    expect(where(VALUES, ['image', 'tag'])).toEqual({ at: '5:3-6', text: 'tag', withValue: 'tag: "v0.6.3"' });
    expect(where(VALUES, ['replicaCount'])).toEqual({ at: '2:1-13', text: 'replicaCount', withValue: 'replicaCount: 1' });
  });

  it('points at a key whose value is a mapping without a value range', () => {
    expect(where(VALUES, ['resources'])).toEqual({ at: '9:1-10', text: 'resources' });
  });

  it('follows paths below toYaml into nested keys, flow mappings and lists', () => {
    expect(where(VALUES, ['resources', 'limits', 'nvidia.com/gpu'])).toEqual({
      at: '11:5-19',
      text: 'nvidia.com/gpu',
      withValue: 'nvidia.com/gpu: 2',
    });
    expect(where(VALUES, ['resources', 'requests', 'nvidia.com/gpu'])).toEqual({
      at: '13:24-40',
      text: '"nvidia.com/gpu"',
      withValue: '"nvidia.com/gpu": 2',
    });
    expect(where(VALUES, ['extraEnv', '0', 'value'])).toEqual({ at: '16:5-10', text: 'value', withValue: 'value: /cache' });
  });

  it('reads quoted keys', () => {
    expect(where(VALUES, ['cpu-limit'])).toEqual({ at: '18:1-12', text: '"cpu-limit"', withValue: '"cpu-limit": "16"' });
  });

  it('is undefined for what the file does not set, so the caller tries the next file', () => {
    expect(where(VALUES, ['gpu', 'product'])).toBeUndefined();
    expect(where(VALUES, ['nodeSelector', 'gpu'])).toBeUndefined();
    expect(where(VALUES, ['gpu', 'count', 'deeper'])).toBeUndefined();
    expect(where(VALUES, ['extraEnv', '5'])).toBeUndefined();
    expect(where(VALUES, ['toString'])).toBeUndefined();
    expect(where(VALUES, [])).toBeUndefined();
  });

  it('points at a key set to null (an empty value still sets it)', () => {
    expect(where(VALUES, ['tolerations'])).toEqual({ at: '19:1-12', text: 'tolerations' });
  });

  it('reads only the first document, as Helm does', () => {
    expect(where('a: 1\n---\nb: 2\n', ['b'])).toBeUndefined();
    expect(where('---\na: 1\n', ['a'])).toEqual({ at: '2:1-2', text: 'a', withValue: 'a: 1' });
  });

  it('is undefined for files that do not parse or are not mappings', () => {
    expect(where('a: [\n', ['a'])).toBeUndefined();
    expect(where('- a\n', ['0'])).toBeUndefined();
    expect(where('', ['a'])).toBeUndefined();
    expect(where('\u0000', ['a'])).toBeUndefined();
  });

  it('handles CRLF files and columns in UTF-16 code units', () => {
    expect(where('model:\r\n  name: "😀"\r\n  gpus: 2\r\n', ['model', 'gpus'])).toEqual({
      at: '3:3-7',
      text: 'gpus',
      withValue: 'gpus: 2',
    });
    expect(where('labels: {"😀": a, gpu: b}\n', ['labels', 'gpu'])).toEqual({ at: '1:19-22', text: 'gpu', withValue: 'gpu: b' });
  });

  it('reads a file once for many lookups, in time linear in its size', { timeout: 60_000 }, () => {
    const locate = valuesLocator(VALUES);
    expect(locate(['gpu', 'count'])).toMatchObject({ line: 8 });
    expect(locate(['image', 'repository'])).toMatchObject({ line: 4 });
    const big = (n: number) => Array.from({ length: n }, (_, i) => `k${i}:\n  nested:\n    value: ${i}\n`).join('');
    expectLinearGrowth(10_000, big, (text) => locateValue(text, ['k9999', 'nested', 'value']));
  });
});
