import { gpuContainers } from '../../src/kits/compat.js';
import { defineRule } from '../../src/engine/rule.js';
import { isMovingTag } from '../../src/k8s/image.js';
import { containerLabel } from '../../src/k8s/naming.js';

interface Options {
  requireDigest: boolean;
}

export default defineRule<Options>({
  id: 'image-tag-mutable',
  family: 'compatibility',
  level: 'warning',
  scope: 'ai',
  summary: 'A GPU container image uses no tag, `latest` or another moving tag (`main`, `nightly`, ...).',
  references: [
    'https://kubernetes.io/docs/concepts/containers/images/#image-names',
    'https://kubernetes.io/docs/concepts/configuration/overview/#container-images',
  ],
  options: {
    type: 'object',
    properties: {
      requireDigest: {
        type: 'boolean',
        default: false,
        description: 'Also report, as a note, a release tag that is not pinned by digest.',
      },
    },
    additionalProperties: false,
  },
  check: {
    podSpec(pod, ctx) {
      for (const c of gpuContainers(pod)) {
        const image = c.image;
        if (!image || image.placeholder) continue;
        if (image.digest) continue;
        const path = [...c.path, 'image'];
        const who = containerLabel(pod, c);
        if (image.tag === undefined) {
          ctx.report({
            path,
            message:
              `Image ${image.raw} of GPU ${who} has no tag, so the runtime pulls :latest, which can move to ` +
              `another CUDA version (and driver requirement) at any pull; use a release tag, ideally with its digest ` +
              `(${image.raw}:<version>@sha256:...).`,
          });
        } else if (isMovingTag(image.tag)) {
          const repository = image.raw.trim().slice(0, -(image.tag.length + 1));
          const what =
            image.tag.toLowerCase() === 'latest'
              ? 'the tag latest, which'
              : `the moving tag ${image.tag}, which is pushed ` + 'again with new builds and';
          ctx.report({
            path,
            message:
              `Image ${image.raw} of GPU ${who} uses ${what} can move to another CUDA version (and driver ` +
              `requirement) at any pull; use a release tag, ideally with its digest (${repository}:<version>@sha256:...).`,
          });
        } else if (ctx.options.requireDigest) {
          ctx.report({
            path,
            level: 'note',
            message:
              `Image ${image.raw} of GPU ${who} is not pinned by digest: the tag ${image.tag} can ` +
              `be pushed again with different contents; add the digest (${image.raw}@sha256:...) to run exactly the ` +
              `image that was tested.`,
          });
        }
      }
    },
  },
});
