import { gpuContainers } from '../src/kits/compat.js';
import { resolveImageCuda } from '../src/compat/images.js';
import { compatOf } from '../src/compat/overrides.js';
import { defineRule } from '../src/engine/rule.js';

export default defineRule({
  id: 'cuda-version-unknown',
  family: 'compatibility',
  level: 'note',
  scope: 'ai',
  summary: "A GPU container's AI image has a tag whose CUDA version the linter cannot determine, so driver compatibility is not checked.",
  description:
    "Triggers on the `image` of a GPU container when the image belongs to the image-family table (CUDA base images, NGC containers, PyTorch, vLLM, Triton, TGI, SGLang, Ray, TensorFlow, NIM, DeepSpeed, ...) but its CUDA version cannot be read: the tag matches none of the family's encodings in data/cuda-images.json (a release the table does not list, such as an NGC month without release notes, or a tag scheme it does not know), the family has no CUDA data and the tag names no `cuNNN`/`cudaX.Y`, or the image is pinned by digest without a readable tag. The compatibility rules (`cuda-driver-incompatible`, `cuda-driver-minor-compat-only`, `framework-driver-incompatible`) then cannot judge it.\n\n" +
    'Not for `latest` or a missing tag (that is `image-tag-mutable`), placeholders, images that `compat.images` in the config describes, ROCm images and CPU builds, non-AI images, or containers without a GPU. Does not need node pools.',
  rationale:
    "A CUDA image that needs a newer driver than the node has fails at container start or at the first CUDA call. The linter can catch that before deploying only if it knows the image's CUDA version; a note says where that check is blind, so the gap is visible instead of silently passing.",
  remediation:
    'Use a tag that states the CUDA version or a release the data knows (`vllm/vllm-openai:v0.9.0`, `pytorch/pytorch:2.4.1-cuda12.4-cudnn9-runtime`, `nvcr.io/nvidia/tritonserver:24.05-py3`), or tell the linter in the config:\n\n```yaml\ncompat:\n  images:\n    - { match: "nvcr.io/nim/meta/llama-3.1-8b-instruct:1.3.*", cuda: "12.6", base: nvidia-cuda }\n    - { match: "registry.example.com/ml/trainer@sha256:*", cuda: "12.4", base: os }\n```\n\nSee docs/compatibility.md for the tag encodings the linter reads.',
  references: ['https://docs.nvidia.com/deploy/cuda-compatibility/'],
  examples: {
    invalid: [
      {
        title: 'a NIM image: the data has no CUDA version for it',
        yaml: 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: llama\nspec:\n  selector:\n    matchLabels: {app: llama}\n  template:\n    metadata:\n      labels: {app: llama}\n    spec:\n      containers:\n        - name: nim\n          image: nvcr.io/nim/meta/llama-3.1-8b-instruct:1.3.3\n          resources:\n            limits:\n              nvidia.com/gpu: 1\n',
        lines: [14],
      },
    ],
    valid: [
      {
        title: 'the tag states the CUDA version',
        yaml: 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: llama\nspec:\n  selector:\n    matchLabels: {app: llama}\n  template:\n    metadata:\n      labels: {app: llama}\n    spec:\n      containers:\n        - name: vllm\n          image: vllm/vllm-openai:v0.9.0-cu128\n          resources:\n            limits:\n              nvidia.com/gpu: 1\n',
      },
    ],
  },
  check: {
    podSpec(pod, ctx) {
      const compat = compatOf(ctx);
      for (const c of gpuContainers(pod)) {
        const r = resolveImageCuda(c.image, c.family, compat);
        if (r.status !== 'unknown' || r.reason === 'latest' || r.reason === 'no-tag') continue;
        const who = c.name ? `container "${c.name}"` : 'the container';
        ctx.report({
          path: [...c.path, 'image'],
          message: `The CUDA version of image ${c.image!.raw} (GPU ${who}, image family ${r.family ?? 'unknown'}) is unknown: ${r.detail}; the driver compatibility of this container is not checked. Add a compat.images entry to the config (match: "${c.image!.normalized}${r.reason === 'digest-only' ? '@sha256:*' : `:${c.image!.tag}`}", cuda: "<X.Y>") or use a tag that states the CUDA version.`,
        });
      }
    },
  },
});
