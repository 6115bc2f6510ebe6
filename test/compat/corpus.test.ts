// How much of the real-world corpus (the shared corpus) the CUDA data understands: every container
// image reference, resolved through the linter's own model (pod templates of every workload kind
// the engine knows). COMPAT_CORPUS_REPORT=1 prints the numbers and the most common unresolved images.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { gpuContainers } from '../../src/kits/compat.js';
import { resolveImageCuda } from '../../src/compat/images.js';
import { NO_COMPAT } from '../../src/compat/overrides.js';
import { resolveConfig } from '../../src/config/resolve.js';
import { Linter } from '../../src/engine/linter.js';
import { defineRule } from '../../src/engine/rule.js';
import { describeWithShared, sharedPath } from '../helpers/shared.js';

const CORPUS = sharedPath('corpus');

interface Ref {
  image: string;
  status: string;
  gpu: boolean;
}

function scan(): Ref[] {
  const refs: Ref[] = [];
  const collector = defineRule({
    id: 'corpus-images',
    family: 'compatibility',
    level: 'note',
    scope: 'general',
    summary: 'test',
    description: 'test',
    rationale: 'test',
    remediation: 'test',
    examples: { invalid: [], valid: [] },
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
  const files = readdirSync(CORPUS, { recursive: true }).map(String).filter((f) => /\.ya?ml$/.test(f)).sort();
  for (const f of files) linter.lintText(f, readFileSync(join(CORPUS, f), 'utf8'));
  return refs;
}

function top(refs: Ref[], n: number): [string, number][] {
  const counts = new Map<string, number>();
  for (const r of refs) counts.set(r.image, (counts.get(r.image) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, n);
}

describeWithShared('corpus', 'CUDA resolution over the corpus', () => {
  it('resolves the CUDA version of most AI image references that have one', { timeout: 120_000 }, () => {
    const refs = scan();
    const ai = refs.filter((r) => r.status !== 'not-ai');
    const cudaRelevant = ai.filter((r) => r.status !== 'not-cuda' && r.status !== 'placeholder');
    const resolved = cudaRelevant.filter((r) => r.status === 'resolved');
    const unresolved = cudaRelevant.filter((r) => r.status !== 'resolved');
    const gpu = refs.filter((r) => r.gpu);
    if (process.env.COMPAT_CORPUS_REPORT) {
      const by = (xs: Ref[]) => Object.fromEntries([...new Set(xs.map((x) => x.status))].map((s) => [s, xs.filter((x) => x.status === s).length]));
      console.log(JSON.stringify({ references: refs.length, aiImages: ai.length, byStatus: by(refs), gpuContainers: gpu.length, gpuByStatus: by(gpu), cudaRelevant: cudaRelevant.length, resolved: resolved.length, topUnresolved: top(unresolved, 15) }, null, 2));
    }
    expect(refs.length).toBeGreaterThan(500);
    expect(resolved.length).toBeGreaterThanOrEqual(45);
    // Unresolved references are latest/untagged, tags of unknown schemes or releases, or families without data.
    expect(unresolved.every((r) => /^unknown:(latest|no-tag|unknown-tag|no-data|digest-only)$/.test(r.status))).toBe(true);
    expect(resolved.length / cudaRelevant.length).toBeGreaterThan(0.55);
  });
});
