// The real helm and kubectl of test/setup/renderers.ts, for the rendering tests, and the suite
// that skips (with the reason in its name and on stderr) when they could not be had.
import { cpSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, inject } from 'vitest';
import type { RenderOptions } from '../../src/render/types.js';

export const ROOT = join(import.meta.dirname, '../..');
export const FIXTURES = 'test/fixtures/render';

export const HELM = inject('helm');
export const KUBECTL = inject('kubectl');
const MISSING = inject('renderersMissing');
/** The standalone kustomize binary (kubectl's built-in one is the other path). */
export const KUSTOMIZE = inject('kustomize');
const KUSTOMIZE_MISSING = inject('kustomizeMissing');

/** describe() whose tests run only with the real binaries; otherwise skipped, with the reason. */
export function describeWithRenderers(name: string, fn: () => void): void {
  if (MISSING !== undefined) console.warn(`[ai-k8s-lint tests] "${name}" skipped: ${MISSING}`);
  describe.skipIf(MISSING !== undefined)(MISSING === undefined ? name : `${name} (skipped: ${MISSING})`, fn);
}

/** describe() whose tests run only with the standalone kustomize binary; otherwise skipped, with the reason. */
export function describeWithKustomize(name: string, fn: () => void): void {
  if (KUSTOMIZE_MISSING !== undefined) console.warn(`[ai-k8s-lint tests] "${name}" skipped: ${KUSTOMIZE_MISSING}`);
  describe.skipIf(KUSTOMIZE_MISSING !== undefined)(KUSTOMIZE_MISSING === undefined ? name : `${name} (skipped: ${KUSTOMIZE_MISSING})`, fn);
}

/** Render options with the real binaries, from the project root (the fixtures are inside it). */
export function options(extra: Partial<RenderOptions> = {}): RenderOptions {
  return { tools: { helm: HELM, kubectl: KUBECTL }, cwd: ROOT, kubernetesVersion: '1.34', ...extra };
}

/** A scratch checkout holding copies of fixture folders; removed after the file's tests. */
export function scratchCheckout(...folders: string[]): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'ai-k8s-lint-render-test-')));
  for (const folder of folders) cpSync(join(ROOT, FIXTURES, folder), join(dir, folder), { recursive: true });
  const remove = () => rmSync(dir, { recursive: true, force: true });
  afterAll(remove);
  process.once('exit', remove); // a skipped suite runs no afterAll
  return dir;
}
