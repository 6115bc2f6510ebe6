import { collectCompat } from '../src/kits/compat.js';
import { floorText, incompatibleReason, nodeText, ref, remedy } from '../src/compat/messages.js';
import { runCompatRule, subject } from '../src/kits/compat-rule.js';
import { defineRule } from '../src/engine/rule.js';

const ID = 'cuda-driver-incompatible';

export default defineRule({
  id: ID,
  family: 'compatibility',
  level: 'error',
  scope: 'ai',
  summary: "A GPU container's image needs a newer NVIDIA driver than a node it can run on has, even with CUDA minor-version or forward compatibility.",
  description:
    "Reads the CUDA version of every GPU container's image from its tag (data/cuda-images.json per image family, or `compat.images` in the config for private images) and compares the driver that CUDA version needs (data/cuda-drivers.json) with the driver of every node pool the pod can land on (candidates of the placement simulation: nodeSelector, required node affinity and taints pass, and the GPUs fit), or, when no such pool knows its driver, with the driver labels the pod pins itself (`nvidia.com/cuda.driver-version.full`, `.major/.minor/.revision`, the deprecated `nvidia.com/cuda.driver.major/minor/rev`, `nvidia.com/cuda.runtime-version.*`, `Gt`/`Lt` on the major version).\n\n" +
    'Decision order (RULES.md): a driver at or above the toolkit minimum of the CUDA release is fine. Below it, an image built on `nvidia/cuda` (NGC, vLLM, TGI, Triton, SGLang: they carry `NVIDIA_REQUIRE_CUDA`) is refused by the container toolkit unless the driver is in a forward-compatible branch listed for that CUDA release on a data-center GPU; this rule fires when the branch is not listed or the GPU is a consumer GPU (an unknown GPU class is `cuda-driver-minor-compat-only`). Other images (PyTorch wheels on a plain OS) fire when the driver is below the minor-version-compatibility floor of the CUDA major (11.x: 450.80.02, 12.x: 525.60.13, 13.x: 580). With `settings.cudaCompatibility: strict` every driver below the toolkit minimum fires.\n\n' +
    'A partial driver version (`535`, `535.104`) stands for every version it could be: when the full version decides, the finding is a warning that says so. Images whose CUDA is unknown (`latest`, digests, unknown tags), placeholders, ROCm images, pools without a driver, AMD pools and CUDA versions outside the table are not judged here. The finding points at the `image` value; pinned labels and Node objects are related locations.',
  rationale:
    'The scheduler does not know which CUDA an image needs, so the pod is placed on the old-driver node anyway. An image built on `nvidia/cuda` then fails at container start (`nvidia-container-cli: requirement error: unsatisfied condition: cuda>=12.8, please update your driver`), the pod sits in `CreateContainerError` or CrashLoopBackOff, and a plain-OS image starts but dies at the first CUDA call (`CUDA driver version is insufficient for CUDA runtime version`, `cudaErrorInitializationError`, sometimes a segmentation fault). Both the CUDA version (the tag) and the driver (GPU Feature Discovery labels, the pool inventory) are known before deploying.',
  remediation:
    "Upgrade the pool's driver to at least the version in the message, pin the pod to a pool that has it (`nodeSelector: {nvidia.com/cuda.driver-version.major: \"580\"}`), or use an image built for a CUDA version the driver supports (the message names the newest one). If the linter's idea of the image's CUDA is wrong, say what it is in the config:\n\n```yaml\ncompat:\n  images:\n    - { match: \"registry.example.com/team/serving:*-cu124\", cuda: \"12.4\", base: nvidia-cuda }\n```",
  references: ['https://docs.nvidia.com/deploy/cuda-compatibility/', 'https://docs.nvidia.com/cuda/cuda-toolkit-release-notes/index.html', 'https://docs.nvidia.com/deploy/cuda-compatibility/forward-compatibility.html'],
  examples: {
    invalid: [
      {
        title: 'the pod pins a driver (deprecated label) too old for its vLLM image',
        yaml: 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: chat\nspec:\n  replicas: 1\n  selector:\n    matchLabels: {app: chat}\n  template:\n    metadata:\n      labels: {app: chat}\n    spec:\n      nodeSelector:\n        nvidia.com/cuda.driver.major: "418"\n      containers:\n        - name: vllm\n          image: vllm/vllm-openai:v0.9.0\n          resources:\n            limits:\n              nvidia.com/gpu: 1\n',
        lines: [17],
      },
      {
        title: 'a CUDA 13 PyTorch image on an R535 node (the Node object of the input is the pool)',
        yaml: 'apiVersion: v1\nkind: Node\nmetadata:\n  name: a100-node-1\n  labels:\n    nvidia.com/gpu.product: NVIDIA-A100-SXM4-80GB\n    nvidia.com/cuda.driver-version.full: "535.104.05"\n---\napiVersion: batch/v1\nkind: Job\nmetadata:\n  name: finetune\nspec:\n  template:\n    spec:\n      restartPolicy: Never\n      containers:\n        - name: train\n          image: pytorch/pytorch:2.9.0-cuda13.0-cudnn9-runtime\n          resources:\n            limits:\n              nvidia.com/gpu: 1\n',
        lines: [19],
      },
    ],
    valid: [
      {
        title: 'the driver is new enough for the image',
        yaml: 'apiVersion: v1\nkind: Node\nmetadata:\n  name: a100-node-1\n  labels:\n    nvidia.com/gpu.product: NVIDIA-A100-SXM4-80GB\n    nvidia.com/cuda.driver-version.full: "550.54.15"\n---\napiVersion: batch/v1\nkind: Job\nmetadata:\n  name: finetune\nspec:\n  template:\n    spec:\n      restartPolicy: Never\n      containers:\n        - name: train\n          image: pytorch/pytorch:2.4.1-cuda12.4-cudnn9-runtime\n          resources:\n            limits:\n              nvidia.com/gpu: 1\n',
      },
      {
        title: 'forward compatibility: an nvidia/cuda 12.4 image on a data-center GPU with R535',
        yaml: 'apiVersion: v1\nkind: Node\nmetadata:\n  name: a100-node-1\n  labels:\n    nvidia.com/gpu.product: NVIDIA-A100-SXM4-80GB\n    nvidia.com/cuda.driver-version.full: "535.104.05"\n---\napiVersion: v1\nkind: Pod\nmetadata:\n  name: cuda-app\nspec:\n  containers:\n    - name: app\n      image: nvidia/cuda:12.4.1-runtime-ubuntu22.04\n      resources:\n        limits:\n          nvidia.com/gpu: 1\n',
      },
    ],
  },
  check: {
    collect: (object, pods, ctx) => collectCompat(object, pods, ctx),
    input(index, ctx) {
      runCompatRule(ID, index, ctx, {
        select: (j) => j.decision.outcome === 'incompatible',
        // Certain for at least one node: error; otherwise only a partial version might be too old.
        level: (selected) => (selected.some((j) => j.decision.best === 'incompatible') ? undefined : 'warning'),
        message(image, r, selected, label) {
          const first = selected[0]!.decision;
          const needs = first.bundled
            ? `${subject(image, label)} uses CUDA ${r.cuda} (${ref(r.by)}) with a framework built for CUDA ${first.bundled.cuda}, which needs ${floorText(first)}`
            : `${subject(image, label)} uses CUDA ${r.cuda} (${ref(r.by)}), which needs ${floorText(first)}`;
          const nodes = selected.map((j) => {
            const partial = j.decision.best !== 'incompatible' ? ' (a partial version: the full version decides)' : '';
            return `${nodeText(j.target)}${partial}: ${incompatibleReason(j.decision, j.target)}`;
          });
          return `${needs}, but ${nodes.join('; ')}; ${remedy(first, selected[0]!.target)}.`;
        },
      });
    },
  },
});
