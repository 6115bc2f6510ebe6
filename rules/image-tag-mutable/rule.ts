import { gpuContainers } from '../../src/kits/compat.js';
import { defineRule } from '../../src/engine/rule.js';
import { containerLabel } from '../../src/k8s/naming.js';

export default defineRule({
  id: 'image-tag-mutable',
  family: 'compatibility',
  level: 'warning',
  scope: 'ai',
  summary: 'A GPU container image uses `latest` or no tag (warning), or a tag without a digest (note).',
  references: [
    'https://kubernetes.io/docs/concepts/containers/images/#image-names',
    'https://kubernetes.io/docs/concepts/configuration/overview/#container-images'],
  check: {
    podSpec(pod, ctx) {
      for (const c of gpuContainers(pod)) {
        const image = c.image;
        if (!image || image.placeholder) continue;
        if (image.digest) continue;
        const path = [...c.path, 'image'];
        const who = containerLabel(pod, c);
        if (image.tag === undefined) {
          ctx.report({ path, message: `Image ${image.raw} of GPU ${who} has no tag, so the runtime pulls :latest, which can move to ` +
            `another CUDA version (and driver requirement) at any pull; use a release tag, ideally with its digest ` +
            `(${image.raw}:<version>@sha256:...).` });
        } else if (image.tag.toLowerCase() === 'latest') {
          ctx.report({ path, message: `Image ${image.raw} of GPU ${who} uses the tag latest, which can move to another CUDA version (and ` +
            `driver requirement) at any pull; use a release tag, ideally with its digest ` +
            `(${image.raw.trim().slice(0, -(image.tag.length + 1))}:<version>@sha256:...).` });
        } else {
          ctx.report({ path, level: 'note', message: `Image ${image.raw} of GPU ${who} is not pinned by digest: the tag ${image.tag} can ` +
            `be pushed again with different contents; add the digest (${image.raw}@sha256:...) to run exactly the ` +
            `image that was tested.` });
        }
      }
    },
  },
});
