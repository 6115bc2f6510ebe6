import { gpuContainers } from '../../src/kits/compat.js';
import { resolveImageCuda } from '../../src/compat/images.js';
import { compatOf } from '../../src/compat/overrides.js';
import { defineRule } from '../../src/engine/rule.js';
import { isMovingTag } from '../../src/k8s/image.js';
import { containerLabel } from '../../src/k8s/naming.js';

export default defineRule({
  id: 'cuda-version-unknown',
  family: 'compatibility',
  level: 'note',
  scope: 'ai',
  summary: "A GPU container's AI image has a tag whose CUDA version the linter cannot determine, so driver compatibility is not checked.",
  references: ['https://docs.nvidia.com/deploy/cuda-compatibility/'],
  check: {
    podSpec(pod, ctx) {
      const compat = compatOf(ctx);
      for (const c of gpuContainers(pod)) {
        const r = resolveImageCuda(c.image, c.family, compat);
        if (r.status !== 'unknown' || r.reason === 'latest' || r.reason === 'no-tag') continue;
        // A moving tag (nightly, main) is image-tag-mutable's finding: one cause, one finding.
        if (c.image?.tag !== undefined && !c.image.digest && isMovingTag(c.image.tag)) continue;
        const who = containerLabel(pod, c);
        ctx.report({
          path: [...c.path, 'image'],
          message:
            `The CUDA version of image ${c.image!.raw} (GPU ${who}, image family ${r.family ?? 'unknown'}) is unknown: ` +
            `${r.detail}; the driver compatibility of this container is not checked. Add a compat.images entry to the config (match: ` +
            `"${c.image!.normalized}${r.reason === 'digest-only' ? '@sha256:*' : `:${c.image!.tag}`}", cuda: "<X.Y>") or use a tag that ` +
            `states the CUDA version.`,
        });
      }
    },
  },
});
