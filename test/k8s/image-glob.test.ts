import { describe, expect, it } from 'vitest';
import { imageFamily } from '../../src/k8s/image-families.js';
import { imageGlob } from '../../src/k8s/image-glob.js';
import { parseImage } from '../../src/k8s/image.js';
import { expectLinearGrowth, expectWithin } from '../helpers/growth.js';

/** The RegExp 0.1.0 compiled globs to: the meaning imageGlob keeps. */
function globToRegExp(glob: string): RegExp {
  let out = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === '*' && glob[i + 1] === '*') {
      out += '.*';
      i++;
      if (glob[i + 1] === '/') i++;
    } else if (c === '*') out += '[^/]*';
    else if (c === '?') out += '[^/]';
    else out += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${out}$`, 'i');
}

/** A small deterministic generator, so a failure names a case that can be rerun. */
function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s / 0x80000000;
  };
}

/** 5,000 random globs and names from these characters: imageGlob says what the RegExp says. */
function expectSameAsRegExp(seed: number, globs: { chars: string; max: number }, names: { chars: string; max: number }): void {
  const next = random(seed);
  const pick = (chars: string, n: number) => Array.from({ length: n }, () => chars[Math.floor(next() * chars.length)]).join('');
  for (let i = 0; i < 5000; i++) {
    const glob = pick(globs.chars, 1 + Math.floor(next() * globs.max));
    const text = pick(names.chars, Math.floor(next() * names.max));
    expect(imageGlob(glob).test(text), `${JSON.stringify(glob)} ${JSON.stringify(text)}`).toBe(globToRegExp(glob).test(text));
  }
}

describe('image globs', () => {
  it.each([
    ['nvcr.io/nim/**', 'nvcr.io/nim/meta/llama3-8b-instruct', true],
    ['nvcr.io/nim/**', 'nvcr.io/nimble', false],
    ['**/*notebook*', 'quay.io/jupyter/scipy-notebook', true],
    ['**/*notebook*', 'docker.io/notebooks/base', false],
    ['docker.io/vllm/*', 'docker.io/vllm/vllm-openai', true],
    ['docker.io/vllm/*', 'docker.io/vllm/a/b', false],
    ['a/**/b', 'a/b', true],
    ['a/**/b', 'a/x/y/b', true],
    ['*-cu12?', '2.4.0-CU124', true],
    ['*-cu12?', '2.4.0-cu12/', false],
    ['**', 'a\nb', false],
  ])('%s against %j: %s', (glob, text, expected) => {
    expect(imageGlob(glob).test(text)).toBe(expected);
    expect(globToRegExp(glob).test(text)).toBe(expected);
  });

  it('match what the RegExp matched, on random globs and names', () => {
    expectSameAsRegExp(7, { chars: 'ab/*?.Aé', max: 8 }, { chars: 'abAB/.é\nÉ', max: 10 });
  });

  it('match what the RegExp matched where upper-casing turns other letters into ASCII or into two', () => {
    // ſ and ı upper-case to S and I, ß to SS, the Kelvin sign is its own upper case: the test for
    // a pattern's literal text upper-cases names, and must never turn away a name that matches.
    expectSameAsRegExp(11, { chars: 'sikSIK/*?-', max: 6 }, { chars: 'sikSIK\u017f\u0131\u00df\u212a/-', max: 8 });
  });

  it('take linear time in the length of the name (a 200k-character image took 37 s)', () => {
    const image = (n: number) => parseImage(`docker.io/library/${'a'.repeat(n)}:1`);
    expectWithin(10, () => expect(imageFamily(image(200_000))).toBeUndefined());
    const notebook = imageGlob('**/*notebook*');
    expectLinearGrowth(
      50_000,
      (n) => `${'notebook'.repeat(n / 8)}/`,
      (name) => notebook.test(name),
    );
  });
});
