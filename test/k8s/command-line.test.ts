// The strings of a container's command and args, as the word-searching rules read them.
import { describe, expect, it } from 'vitest';
import { commandStrings } from '../../src/k8s/command-line.js';

describe('commandStrings', () => {
  it("gives command's strings, then args', as written, with where each is; other values are left out", () => {
    const c = {
      value: { command: ['sh', '-c', 'vllm serve $(MODEL)'], args: [1, null, { a: 1 }, '--download-dir=/models'] },
      env: new Map([['MODEL', { value: 'x' }]]),
      path: ['spec', 'containers', 0],
    };
    expect(commandStrings(c)).toEqual([
      { text: 'sh', key: 'command', index: 0 },
      { text: '-c', key: 'command', index: 1 },
      { text: 'vllm serve $(MODEL)', key: 'command', index: 2 },
      { text: '--download-dir=/models', key: 'args', index: 3 },
    ]);
    // Read once per container: every rule that asks gets the same list.
    expect(commandStrings(c)).toBe(commandStrings(c));
  });

  it('is empty when command and args are missing or not lists', () => {
    expect(commandStrings({ value: { command: 'vllm serve' }, env: new Map(), path: [] })).toEqual([]);
  });
});
