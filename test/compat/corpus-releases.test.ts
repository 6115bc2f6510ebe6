// The release rows of data/cuda-images.json against the real-world corpus: for every image family
// whose tags name a release (vLLM, TGI, NGC YY.MM, TensorFlow), the newest release the data knows
// must not be older than the newest release the corpus uses, or the data has fallen behind and
// those images become cuda-version-unknown. Image references are read with the linter's own model
// (pod templates of every workload kind, parseImage, the image-family table).
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { IMAGE_TABLE, releaseTable, type Encoding } from '../../src/compat/data.js';
import { compareVersions, parseVersion } from '../../src/compat/versions.js';
import { resolveConfig } from '../../src/config/resolve.js';
import { Linter } from '../../src/engine/linter.js';
import { defineRule } from '../../src/engine/rule.js';
import { imageGlob } from '../../src/k8s/image-glob.js';
import type { ImageRef } from '../../src/k8s/image.js';
import { describeWithShared, sharedFiles, sharedPath } from '../helpers/shared.js';

interface Reference {
  file: string;
  image: ImageRef;
  family: string;
}

/** Every container image of the corpus whose family has CUDA data. */
function corpusReferences(): Reference[] {
  const families = new Set(IMAGE_TABLE.families.map((f) => f.family));
  const refs: Reference[] = [];
  let file = '';
  const collector = defineRule({
    id: 'corpus-release-tags',
    family: 'compatibility',
    level: 'note',
    scope: 'general',
    summary: 'test',
    check: {
      collect(_object, pods) {
        for (const pod of pods()) {
          for (const c of pod.containers) {
            if (c.image && c.family && families.has(c.family.id)) refs.push({ file, image: c.image, family: c.family.id });
          }
        }
        return undefined;
      },
    },
  });
  const linter = new Linter({ rules: [collector], config: resolveConfig({}) });
  for (const f of sharedFiles('corpus', /\.ya?ml$/)) {
    file = f;
    linter.lintText(f, readFileSync(sharedPath('corpus', f), 'utf8'));
  }
  return refs;
}

/** Encodings whose tags name a release looked up in release rows, with the newest release they know. */
function releaseEncodings(): { family: string; enc: Encoding; newest: string }[] {
  return IMAGE_TABLE.families.flatMap((f) =>
    f.encodings.flatMap((enc) => {
      const rows = enc.releases ?? (enc.releaseTable ? releaseTable(enc.releaseTable) : []);
      if (rows.length === 0) return [];
      const newest = rows.map((r) => r.to).reduce((a, b) => (compareVersions(parseVersion(a)!, parseVersion(b)!) >= 0 ? a : b));
      return [{ family: f.family, enc, newest }];
    }),
  );
}

describeWithShared('corpus', 'CUDA release rows against the releases the corpus uses', () => {
  it('no family has a release in the corpus newer than its newest release row', { timeout: 120_000 }, () => {
    const refs = corpusReferences();
    expect(refs.length).toBeGreaterThan(0);
    const behind: string[] = [];
    let matched = 0;
    for (const { family, enc, newest } of releaseEncodings()) {
      const tag = new RegExp(enc.tag);
      const repositories = enc.repositories?.map(imageGlob);
      for (const ref of refs) {
        if (ref.family !== family || ref.image.tag === undefined) continue;
        if (repositories && !repositories.some((g) => g.test(ref.image.normalized))) continue;
        const version = tag.exec(ref.image.tag)?.groups?.version;
        const v = version === undefined ? undefined : parseVersion(version);
        if (!v) continue;
        matched++;
        if (compareVersions(v, parseVersion(newest)!) > 0)
          behind.push(`${enc.id}: ${ref.image.raw} in ${ref.file} is newer than ${newest}`);
      }
    }
    // The corpus names vLLM releases, so the check compares something.
    expect(matched).toBeGreaterThan(0);
    expect(behind).toEqual([]);
  });
});
