// The shared directory beside the project (corpus, spec, schemas, research) is known to one
// module, test/helpers/shared.ts: the tests that use it skip when it is absent, so a clone of the
// project alone passes. This fails when another test file names the directory itself.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './helpers/run-cli.js';
import { hasShared, SHARED_DIR, sharedArg, sharedPath } from './helpers/shared.js';

// Spelled in pieces, so this file does not name the directory either.
const UP = '.' + '.';
const NAME = 'sha' + 'red';

/** Ways of naming the directory in a path: up-and-into it, one of its parts by name, or a segment of join() or resolve(). */
const MENTIONS = [
  /\.\.[\\/]+shared\b/,
  /\bshared[\\/]+(corpus|spec|schemas|research|hooks)\b/,
  /\b(join|resolve)\((?:[^()]|\([^()]*\))*['"`]shared['"`]/,
];
const mentions = (text: string) => MENTIONS.some((re) => re.test(text));

/** Every code file under a directory (fixtures and goldens are data, not code). */
function codeFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => /\.(c|m)?(t|j)s$/.test(f))
    .map((f) => join(dir, f));
}

describe('the shared directory is named in test/helpers/shared.ts only', () => {
  it('no other test file (test/, rules/) names it', () => {
    const helper = join(ROOT, 'test/helpers/shared.ts');
    const offenders = [...codeFiles(join(ROOT, 'test')), ...codeFiles(join(ROOT, 'rules'))]
      .filter((f) => f !== helper)
      .flatMap((f) =>
        readFileSync(f, 'utf8')
          .split('\n')
          .flatMap((line, i) => (mentions(line) ? [`${relative(ROOT, f)}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(offenders, 'use sharedPath()/readShared() and describeWithShared()/itWithShared() from test/helpers/shared.ts').toEqual([]);
  });

  it('the check finds the usual spellings, and not names that merely contain the word', () => {
    for (const text of [
      `join(ROOT, '${UP}/${NAME}/corpus')`,
      `join(import.meta.dirname, '${UP}/${UP}/${UP}/${NAME}')`,
      `join(ROOT, '${UP}', '${NAME}', 'corpus')`,
      `join(dirname(ROOT), '${NAME}', 'spec', 'RULES.md')`,
      `resolve(ROOT, '${UP}', '${NAME}')`,
      `runCli(['-f', 'json', '${UP}/${NAME}/corpus'])`,
      `// see ${NAME}/research/notes.md`,
    ])
      expect(mentions(text), text).toBe(true);
    for (const text of [
      `pc('${NAME}', 500)`,
      `queue('${NAME}', 'research')`,
      `rules/${NAME}-pvc-subpath-race.js`,
      `subPath: ${NAME}`,
      `nvidia.com/gpu.${NAME}: 1`,
      `the ${NAME} corpus`,
    ])
      expect(mentions(text), text).toBe(false);
  });

  it('the helper puts it beside the project', () => {
    expect(SHARED_DIR).toBe(join(dirname(ROOT), NAME));
    expect(sharedPath('corpus', 'a', 'b.yaml')).toBe(join(dirname(ROOT), NAME, 'corpus', 'a', 'b.yaml'));
    expect(sharedArg('spec', 'RULES.md')).toBe([UP, NAME, 'spec', 'RULES.md'].join('/'));
    expect(hasShared('corpus')).toBe(readdirSync(dirname(ROOT)).includes(NAME) && readdirSync(SHARED_DIR).includes('corpus'));
  });
});
