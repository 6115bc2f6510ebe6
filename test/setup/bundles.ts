// vitest globalSetup: bundles the sources once per test run into a temporary package directory
// (dist/ and a copy of data/, laid out as in the package, since the bundles look for data/
// above their own directory), so that the CLI, Action, API and golden tests run what src/ says
// now, without `npm run build`. The tests reach the directory through inject('bundleDir')
// (test/helpers/run-cli.ts). Whether the committed dist/ is fresh is one test in
// test/meta.test.ts; the tests of the package as shipped (npm pack, pre-commit) use dist/.
//
// AI_K8S_LINT_TEST_DIST=dist runs the same tests on a given bundle directory instead (e.g. the
// committed one before a release); it must have data/ beside it or above it, as dist/ has.
import { chmodSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { bundle } from '../../scripts/build.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The directory with cli.js, cli-main.cjs, action.mjs, api.mjs and chunks/ the tests run. */
    bundleDir: string;
  }
}

const ROOT = join(import.meta.dirname, '../..');

export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  const given = process.env.AI_K8S_LINT_TEST_DIST;
  if (given) {
    project.provide('bundleDir', resolve(ROOT, given));
    return undefined;
  }
  const pkg = mkdtempSync(join(tmpdir(), 'ai-k8s-lint-bundle-'));
  // mkdtemp makes it private; the hostile-read tests run the CLI as `nobody` (under root).
  chmodSync(pkg, 0o755);
  const dir = join(pkg, 'dist');
  const build = async () => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(join(pkg, 'data'), { recursive: true, force: true });
    await bundle(dir);
    cpSync(join(ROOT, 'data'), join(pkg, 'data'), { recursive: true });
  };
  await build();
  // In watch mode, a rerun tests the sources as they are then.
  project.onTestsRerun(build);
  project.provide('bundleDir', dir);
  return () => rmSync(pkg, { recursive: true, force: true });
}
