// How much of the real-world corpus (the shared corpus) the CUDA data understands: every container
// image reference, resolved through the linter's own model (pod templates of every workload kind
// the engine knows). One test per file (each file's unresolved references must be of the known
// kinds), then the totals over all of them. COMPAT_CORPUS_REPORT=1 prints the numbers and the most
// common unresolved images.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gpuContainers } from '../../src/kits/compat.js';
import { resolveImageCuda } from '../../src/compat/images.js';
import { NO_COMPAT } from '../../src/compat/overrides.js';
import { resolveConfig } from '../../src/config/resolve.js';
import { Linter } from '../../src/engine/linter.js';
import { defineRule } from '../../src/engine/rule.js';
import { describeWithShared, sharedFiles, sharedPath } from '../helpers/shared.js';

/** The corpus files (listed while collecting, a test each); [] without the corpus. */
const FILES = sharedFiles('corpus', /\.ya?ml$/);

interface Ref {
  image: string;
  status: string;
  gpu: boolean;
}

/** The image references of one corpus file. */
function scan(file: string): Ref[] {
  const refs: Ref[] = [];
  const collector = defineRule({
    id: 'corpus-images',
    family: 'compatibility',
    level: 'note',
    scope: 'general',
    summary: 'test',
    check: {
      collect(_object, pods) {
        for (const pod of pods()) {
          const gpu = new Set(gpuContainers(pod));
          for (const c of pod.containers) {
            if (!c.image) continue;
            const r = resolveImageCuda(c.image, c.family, NO_COMPAT);
            refs.push({ image: c.image.raw, status: r.status === 'unknown' ? `unknown:${r.reason}` : r.status, gpu: gpu.has(c) });
          }
        }
        return undefined;
      },
    },
  });
  const linter = new Linter({ rules: [collector], config: resolveConfig({}) });
  linter.lintText(file, readFileSync(sharedPath('corpus', file), 'utf8'));
  return refs;
}

/** Unresolved references are latest/untagged, tags of unknown schemes or releases, or families without data. */
const KNOWN_UNRESOLVED = /^unknown:(latest|no-tag|unknown-tag|no-data|digest-only)$/;
const cudaRelevantOf = (refs: Ref[]) => refs.filter((r) => r.status !== 'not-ai' && r.status !== 'not-cuda' && r.status !== 'placeholder');

function top(refs: Ref[], n: number): [string, number][] {
  const counts = new Map<string, number>();
  for (const r of refs) counts.set(r.image, (counts.get(r.image) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, n);
}

describeWithShared('corpus', 'CUDA resolution over the corpus', () => {
  /** file → its references, for each file scanned so far. */
  const scanned = new Map<string, Ref[]>();
  const refsOf = (file: string) => {
    if (!scanned.has(file)) scanned.set(file, scan(file));
    return scanned.get(file)!;
  };

  // A timeout per file, so a hang fails and names the file. Measured on a loaded 2-core machine:
  // 12 s for the 783 files, 2 s for the slowest (a rendered KubeRay install).
  describe('each file: an AI image reference without a resolved CUDA version is unknown for a known reason', () => {
    it.each(FILES)('%s', { timeout: 120_000 }, (file) => {
      expect(cudaRelevantOf(refsOf(file)).filter((r) => r.status !== 'resolved' && !KNOWN_UNRESOLVED.test(r.status))).toEqual([]);
    });
  });

  it('resolves the CUDA version of most AI image references that have one', { timeout: 120_000 }, () => {
    // From the scans above (a file scanned by none of them, e.g. with -t, is scanned now).
    const refs = FILES.flatMap(refsOf);
    const ai = refs.filter((r) => r.status !== 'not-ai');
    const cudaRelevant = cudaRelevantOf(refs);
    const resolved = cudaRelevant.filter((r) => r.status === 'resolved');
    const unresolved = cudaRelevant.filter((r) => r.status !== 'resolved');
    const gpu = refs.filter((r) => r.gpu);
    if (process.env.COMPAT_CORPUS_REPORT) {
      const by = (xs: Ref[]) =>
        Object.fromEntries([...new Set(xs.map((x) => x.status))].map((s) => [s, xs.filter((x) => x.status === s).length]));
      console.log(
        JSON.stringify(
          {
            references: refs.length,
            aiImages: ai.length,
            byStatus: by(refs),
            gpuContainers: gpu.length,
            gpuByStatus: by(gpu),
            cudaRelevant: cudaRelevant.length,
            resolved: resolved.length,
            topUnresolved: top(unresolved, 15),
          },
          null,
          2,
        ),
      );
    }
    expect(refs.length).toBeGreaterThan(500);
    expect(resolved.length).toBeGreaterThanOrEqual(45);
    expect(unresolved.every((r) => KNOWN_UNRESOLVED.test(r.status))).toBe(true);
    expect(resolved.length / cudaRelevant.length).toBeGreaterThan(0.55);
  });
});
