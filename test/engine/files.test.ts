// The directory walk and the decoding of files, in process: which files a run reads (S4: links),
// what an unreadable directory does (D1), and how bytes become text (D4).
import { existsSync, mkdirSync, readdirSync, realpathSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeText } from '../../src/files/decode-text.js';
import { collectFiles, PathError, type WalkFs } from '../../src/files/collect.js';
import { FileReadError, readRegularFile } from '../../src/files/read-file.js';
import { loadYaml } from '../../src/yaml/load.js';
import { tempTree } from '../helpers/run-cli.js';

const CM = 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\n';

function collect(args: string[], cwd: string, options: { ignore?: (d: string) => boolean; fs?: WalkFs } = {}) {
  const warnings: string[] = [];
  const files = collectFiles(args, cwd, options.ignore ?? (() => false), { warn: (m) => warnings.push(m), fs: options.fs }).map(
    (f) => f.display,
  );
  return { files, warnings };
}

/** The real file system, except that readdir of the directories named fails with `code`. */
function failingReaddir(cwd: string, dirs: string[], code = 'EACCES'): WalkFs {
  const failing = new Set(dirs.map((d) => join(cwd, d)));
  return {
    readdir: (dir) => {
      if (failing.has(dir)) throw Object.assign(new Error(`${code}: scandir '${dir}'`), { code });
      return readdirSync(dir, { withFileTypes: true });
    },
    realpath: (p) => realpathSync.native(p),
    stat: (p) => statSync(p),
  };
}

describe('D1: an unreadable directory under an input path is an error naming it', () => {
  const tree = () => tempTree({ 'a.yaml': CM, 'b-locked/b.yaml': CM, 'c.yaml': CM, 'deep/x/y.yaml': CM });

  it('in a directory walk', () => {
    const dir = tree();
    expect(() => collect(['.'], dir, { fs: failingReaddir(dir, ['b-locked']) })).toThrow(PathError);
    expect(() => collect(['.'], dir, { fs: failingReaddir(dir, ['b-locked']) })).toThrow(
      'cannot read the directory b-locked: permission denied',
    );
    expect(() => collect(['.'], dir, { fs: failingReaddir(dir, ['deep/x'], 'EIO') })).toThrow(
      'cannot read the directory deep/x: input/output error',
    );
  });

  it('under a glob base, where the glob could match files in it', () => {
    const dir = tree();
    expect(() => collect(['**/*.yaml'], dir, { fs: failingReaddir(dir, ['b-locked']) })).toThrow(
      'cannot read the directory b-locked: permission denied',
    );
    expect(() => collect(['b-locked/*.yaml'], dir, { fs: failingReaddir(dir, ['b-locked']) })).toThrow(
      'cannot read the directory b-locked',
    );
  });

  it('a glob does not read directories it cannot match in: *.yaml finds a.yaml and c.yaml past a locked directory', () => {
    const dir = tree();
    // The review's reproducer: the walk used to stop at b-locked and lint a.yaml alone, exit 0.
    expect(collect(['*.yaml'], dir, { fs: failingReaddir(dir, ['b-locked']) }).files).toEqual(['a.yaml', 'c.yaml']);
    expect(collect(['deep/*/*.yaml'], dir, { fs: failingReaddir(dir, ['b-locked']) }).files).toEqual(['deep/x/y.yaml']);
  });

  it('a glob whose base does not exist still matches nothing', () => {
    expect(() => collect(['nope/*.yaml'], tree())).toThrow('no files match nope/*.yaml');
  });
});

describe('S4: the walk does not follow symbolic links out of the tree', () => {
  function linkedTree() {
    const root = tempTree({
      'outside/app-secrets.yaml': 'user: deploy\ntoken: ghp_SECRETabc123: x\n',
      'repo/.git/config': '[core]\n',
      'repo/a.yaml': CM,
      'repo/real/r.yaml': CM,
      'repo/notes.txt': 'x: 1\n',
    });
    const repo = join(root, 'repo');
    symlinkSync('../outside/app-secrets.yaml', join(repo, 'innocent.yaml'));
    symlinkSync('/usr', join(repo, 'usrlink'));
    symlinkSync('/', join(repo, 'rootfs'));
    symlinkSync('real/r.yaml', join(repo, 'alias.yaml'));
    symlinkSync('real', join(repo, 'alias-dir'));
    symlinkSync('.git/config', join(repo, 'git-config.yaml'));
    symlinkSync('notes.txt', join(repo, 'notes.yaml'));
    symlinkSync('missing.yaml', join(repo, 'dangling.yaml'));
    symlinkSync('loop.yaml', join(repo, 'loop.yaml'));
    return repo;
  }

  it('lints each file of the tree once, under its own name, and nothing outside it', () => {
    const { files } = collect(['.'], linkedTree());
    expect(files).toEqual(['a.yaml', 'real/r.yaml']);
  });

  it('names the links it did not follow (and not the ones whose targets it lints anyway)', () => {
    const { warnings } = collect(['.'], linkedTree());
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^did not follow 7 symbolic links under \. /);
    for (const name of ['innocent.yaml', 'usrlink', 'rootfs', 'git-config.yaml', 'notes.yaml', 'dangling.yaml', 'loop.yaml'])
      expect(warnings[0]).toContain(name);
    expect(warnings[0]).not.toContain('alias');
  });

  it('a named link is read when it leads to a file inside the working directory, under the target name, once', () => {
    const repo = linkedTree();
    expect(collect(['alias.yaml', 'real/r.yaml', 'alias-dir'], repo).files).toEqual(['real/r.yaml']);
  });

  it('a named link that leads outside the working directory is refused', () => {
    const repo = linkedTree();
    expect(() => collect(['innocent.yaml'], repo)).toThrow(
      'cannot read innocent.yaml: it leads outside the working directory through a symbolic link (not followed)',
    );
    expect(() => collect(['usrlink'], repo)).toThrow(/cannot read usrlink: it leads outside/);
    expect(() => collect(['usrlink/*.yaml'], repo)).toThrow(/cannot read usrlink: it leads outside/);
  });

  it("a path outside the working directory is the user's: followed as named", () => {
    const repo = linkedTree();
    expect(collect([join(repo, '..', 'outside')], repo).files).toEqual(['../outside/app-secrets.yaml']);
  });

  it('a glob does not follow links either', () => {
    const repo = linkedTree();
    expect(collect(['**/*.yaml'], repo).files).toEqual(['a.yaml', 'real/r.yaml']);
  });
});

describe('C7: a file named on the command line and ignored by the config is a warning', () => {
  it('names the file', () => {
    const dir = tempTree({ 'x.yaml': CM, 'd/y.yaml': CM });
    const { files, warnings } = collect(['x.yaml', 'd'], dir, { ignore: (d) => d === 'x.yaml' || d === 'd/y.yaml' });
    expect(files).toEqual([]);
    // Only the named file: files found in a walk are ignored in silence, as they should be.
    expect(warnings).toEqual(["x.yaml is not linted: it matches an ignore pattern (the config's ignore or --ignore)"]);
  });
});

describe('D4: files are decoded by their byte order mark', () => {
  const text = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ünï\ndata: {a: "😀"}\n';

  it('UTF-16 LE and BE with a BOM give the same text as UTF-8', () => {
    const le = Buffer.from(`\ufeff${text}`, 'utf16le');
    const be = Buffer.from(le).swap16();
    expect(decodeText(le)).toBe(text);
    expect(decodeText(be)).toBe(text);
    expect(decodeText(Buffer.from(`\ufeff${text}`))).toBe(text);
    expect(decodeText(Buffer.from(text))).toBe(text);
  });

  it('binary data that starts like a BOM is still binary to the YAML reader', () => {
    const binary = Buffer.from([0xff, 0xfe, 0x00, 0xd8, 0x41, 0x00, 0x00, 0xdc, 0x0a, 0x00]); // lone surrogates
    const utf32 = Buffer.from([0xff, 0xfe, 0x00, 0x00, 0x61, 0x00, 0x00, 0x00]);
    for (const bytes of [binary, utf32, Buffer.from([0x00, 0x01, 0x02, 0xff])]) {
      expect(loadYaml(decodeText(bytes)).problems.map((p) => p.message)).toEqual([
        'The file is not UTF-8 text (it holds binary data); it was not linted.',
      ]);
    }
  });

  it('an odd trailing byte is a replacement character, not lost', () => {
    expect(decodeText(Buffer.concat([Buffer.from('\ufeffa: 1', 'utf16le'), Buffer.from([0x41])]))).toBe('a: 1\ufffd');
  });
});

describe('H7: reading a file checks what it is and how large it grows', () => {
  it('a file over the cap is refused, whether fstat says so or the reads find out', () => {
    const dir = tempTree({ 'big.yaml': 'x'.repeat(11) });
    expect(readRegularFile(join(dir, 'big.yaml'), 11).length).toBe(11);
    expect(() => readRegularFile(join(dir, 'big.yaml'), 10)).toThrow(FileReadError);
    expect(() => readRegularFile(join(dir, 'big.yaml'), 10)).toThrow(/larger than/);
  });

  it.skipIf(!existsSync('/proc/self/status'))('files whose size fstat does not know (/proc) are read to the end', () => {
    expect(statSync('/proc/self/status').size).toBe(0);
    expect(readRegularFile('/proc/self/status', 1024 * 1024).toString()).toMatch(/^Name:/);
  });
});

describe('walk order', () => {
  it('is by name in code-unit order, files and directories together, as before', () => {
    const dir = tempTree({
      'b.yaml': CM,
      'a/z.yaml': CM,
      'B.yml': CM,
      'c.json': '{}',
      '_/x.yaml': CM,
      'node_modules/m.yaml': CM,
      '.ai-k8s-lint.yaml': 'rules: {}\n',
    });
    mkdirSync(join(dir, 'empty'));
    writeFileSync(join(dir, 'readme.md'), '# x\n');
    expect(collect(['.'], dir).files).toEqual(['B.yml', '_/x.yaml', 'a/z.yaml', 'b.yaml', 'c.json']);
  });
});
