import { collectCompat } from '../src/kits/compat.js';
import { nodeText, ref } from '../src/compat/messages.js';
import { runCompatRule, subject } from '../src/kits/compat-rule.js';
import { defineRule } from '../src/engine/rule.js';

const ID = 'framework-driver-incompatible';

export default defineRule({
  id: ID,
  family: 'compatibility',
  level: 'error',
  scope: 'ai',
  summary: "A serving framework release documents its own minimum driver, stricter than its image's CUDA floor, and a node the pod can run on is below it.",
  description:
    "Some framework releases state their own minimum driver, above what their image's CUDA version needs: the Triton Inference Server compatibility matrix lists, per release of `nvcr.io/nvidia/tritonserver:YY.MM-trtllm-python-py3` and `-vllm-python-py3`, a driver version that for some releases is newer than the CUDA toolkit's (25.01 and 25.02: driver 570.86.10 where CUDA 12.8.0 needs 570.26). These floors are the `minDriver` of release rows in data/cuda-images.json.\n\n" +
    'Triggers when a GPU container uses such a release, the floor is higher than the minimum of the exact CUDA version of the image, and the driver of a node pool the pod can land on (or the driver the pod pins in its nodeSelector or required affinity) is below the floor. One cause, one finding: it is judged only when the driver meets the CUDA toolkit minimum, so it never fires together with `cuda-driver-incompatible` (or `cuda-driver-minor-compat-only`) for the same container and node; a node that runs the image through forward compatibility is not judged (its compat libraries stand in for the newer driver). A partial driver version that might be below the floor gives a warning that says so.',
  rationale:
    'A framework built and tested against a driver newer than its CUDA toolkit may use driver features of that release (TensorRT-LLM kernels, NCCL versions). The container starts, because the CUDA check passes, and fails or misbehaves later, under load or on particular models, which is much harder to trace back to the driver than a refused container start.',
  remediation:
    "Upgrade the pool's driver to the framework's documented minimum, pin the workload to a pool that has it, or use an earlier release of the framework whose documented driver the pool meets.",
  references: ['https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md', 'https://docs.nvidia.com/deeplearning/frameworks/support-matrix/index.html'],
  examples: {
    invalid: [
      {
        title: 'Triton 25.02 TensorRT-LLM documents driver 570.86.10; the node has 570.26',
        yaml: 'apiVersion: v1\nkind: Node\nmetadata:\n  name: h100-node-1\n  labels:\n    nvidia.com/gpu.product: NVIDIA-H100-80GB-HBM3\n    nvidia.com/cuda.driver-version.full: "570.26"\n---\napiVersion: v1\nkind: Pod\nmetadata:\n  name: triton\nspec:\n  containers:\n    - name: server\n      image: nvcr.io/nvidia/tritonserver:25.02-trtllm-python-py3\n      resources:\n        limits:\n          nvidia.com/gpu: 1\n',
        lines: [16],
      },
    ],
    valid: [
      {
        title: 'the node meets the documented driver',
        yaml: 'apiVersion: v1\nkind: Node\nmetadata:\n  name: h100-node-1\n  labels:\n    nvidia.com/gpu.product: NVIDIA-H100-80GB-HBM3\n    nvidia.com/cuda.driver-version.full: "570.124.06"\n---\napiVersion: v1\nkind: Pod\nmetadata:\n  name: triton\nspec:\n  containers:\n    - name: server\n      image: nvcr.io/nvidia/tritonserver:25.02-trtllm-python-py3\n      resources:\n        limits:\n          nvidia.com/gpu: 1\n',
      },
    ],
  },
  check: {
    collect: (object, pods, ctx) => collectCompat(object, pods, ctx),
    input(index, ctx) {
      runCompatRule(ID, index, ctx, {
        select: (j) => j.decision.framework !== undefined,
        level: (selected) => (selected.some((j) => j.decision.framework!.below === 'no') ? undefined : 'warning'),
        message(image, r, selected, label) {
          const fw = selected[0]!.decision.framework!;
          const nodes = selected.map((j) => `${nodeText(j.target)}${j.decision.framework!.below === 'unknown' ? ' (a partial version: the full version decides)' : ''}`);
          return `${subject(image, label)} is a ${fw.framework} release on CUDA ${r.cuda} (${ref(r.by)}) that documents a minimum driver of ${fw.driver} (${ref(fw.by)}), stricter than the ${selected[0]!.decision.floor.row.linuxMinDriver} CUDA ${r.cuda} needs; ${nodes.join('; ')}; upgrade the driver to >= ${fw.driver} or use an earlier release of the image.`;
        },
      });
    },
  },
});
