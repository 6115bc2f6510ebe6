import { gpuContainers } from '../src/kits/compat.js';
import { defineRule } from '../src/engine/rule.js';

export default defineRule({
  id: 'image-tag-mutable',
  family: 'compatibility',
  level: 'warning',
  scope: 'ai',
  summary: 'A GPU container image uses `latest` or no tag (warning), or a tag without a digest (note).',
  description:
    'Triggers on the `image` of every GPU container (a GPU resource, or a GPU DRA claim) of an AI workload: a warning when the reference has no tag and no digest (the runtime pulls `:latest`) or the tag is `latest`; a note when it has another tag but no `@sha256:` digest. A reference pinned by digest (`repo:tag@sha256:...`, `repo@sha256:...`) is fine. Placeholders (`{{ .Values.image }}`, `${IMAGE}`) are unknown and stay silent, and so do containers without a GPU. `latest` and missing tags are reported only here: `cuda-version-unknown` stays silent on them.',
  rationale:
    'A GPU image pins a CUDA version, and through it the driver the node must have. `latest` moves: `vllm/vllm-openai:latest` went from CUDA 12.9 to CUDA 13 in one release, so the same manifest that ran yesterday fails on an R570 node after a node restart or a rescheduling pulls the new image, and no review saw a change. A tag can also be pushed again; only a digest names exactly the image that was tested. Without a version the linter cannot check CUDA against the node drivers either.',
  remediation:
    'Use a release tag (`vllm/vllm-openai:v0.9.0`) and, for production, pin the digest next to it (`vllm/vllm-openai:v0.9.0@sha256:...`): the tag stays readable in reviews and the digest decides what is pulled. Tools such as `crane digest` or `docker buildx imagetools inspect` print the digest of a tag.',
  references: ['https://kubernetes.io/docs/concepts/containers/images/#image-names', 'https://kubernetes.io/docs/concepts/configuration/overview/#container-images'],
  examples: {
    invalid: [
      {
        title: 'latest (warning)',
        yaml: 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: chat\nspec:\n  containers:\n    - name: vllm\n      image: vllm/vllm-openai:latest\n      resources:\n        limits:\n          nvidia.com/gpu: 1\n',
        lines: [8],
      },
      {
        title: 'a tag without a digest (note)',
        yaml: 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: chat\nspec:\n  containers:\n    - name: vllm\n      image: vllm/vllm-openai:v0.9.0\n      resources:\n        limits:\n          nvidia.com/gpu: 1\n',
        lines: [8],
      },
    ],
    valid: [
      {
        title: 'tag and digest',
        yaml: 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: chat\nspec:\n  containers:\n    - name: vllm\n      image: vllm/vllm-openai:v0.9.0@sha256:4f6a3dbd53ab3fd4ff3a3aa8a4b9b3d8e6c1d2b8b8f0b1c2d3e4f5a6b7c8d9e0\n      resources:\n        limits:\n          nvidia.com/gpu: 1\n',
      },
    ],
  },
  check: {
    podSpec(pod, ctx) {
      for (const c of gpuContainers(pod)) {
        const image = c.image;
        if (!image || image.placeholder) continue;
        if (image.digest) continue;
        const path = [...c.path, 'image'];
        const who = c.name ? `container "${c.name}"` : 'the container';
        if (image.tag === undefined) {
          ctx.report({ path, message: `Image ${image.raw} of GPU ${who} has no tag, so the runtime pulls :latest, which can move to another CUDA version (and driver requirement) at any pull; use a release tag, ideally with its digest (${image.raw}:<version>@sha256:...).` });
        } else if (image.tag.toLowerCase() === 'latest') {
          ctx.report({ path, message: `Image ${image.raw} of GPU ${who} uses the tag latest, which can move to another CUDA version (and driver requirement) at any pull; use a release tag, ideally with its digest (${image.raw.trim().slice(0, -(image.tag.length + 1))}:<version>@sha256:...).` });
        } else {
          ctx.report({ path, level: 'note', message: `Image ${image.raw} of GPU ${who} is not pinned by digest: the tag ${image.tag} can be pushed again with different contents; add the digest (${image.raw}@sha256:...) to run exactly the image that was tested.` });
        }
      }
    },
  },
});
