import { collectCompat } from '../src/kits/compat.js';
import { floorText, nodeText, ref, remedy } from '../src/compat/messages.js';
import { runCompatRule, subject, type Judged } from '../src/kits/compat-rule.js';
import { defineRule } from '../src/engine/rule.js';

const ID = 'cuda-driver-minor-compat-only';

function reason(j: Judged): string {
  const d = j.decision;
  const partial = d.outcome !== d.best ? ' (a partial version: the full version may be enough)' : '';
  if (d.outcome === 'forward-compat-if-datacenter') {
    const row = d.forward!;
    const gpu = j.target.facts.gpuClass === 'workstation' ? `the GPU (${j.target.facts.product ?? 'a workstation GPU'}) is a workstation GPU, where only select NGC Server Ready RTX SKUs support it` : 'the GPU class is unknown (no GPU product label or config gpu.product)';
    return `${partial}: the image is built on nvidia/cuda and R${row.branch} is a forward-compatible branch for CUDA ${row.cuda} (data/cuda-drivers.json, ${row.verified ? 'verified' : 'unverified'}: ${row.source}), so it starts through the cuda-compat libraries on a data-center GPU and is refused on other GPUs; ${gpu}`;
  }
  const minor = d.minor!;
  const what = d.bundled ? `the bundled framework, built for CUDA ${d.bundled.cuda}, runs` : 'it runs';
  return `${partial}: ${what} only through CUDA minor-version compatibility (CUDA ${minor.major} floor ${minor.linuxMinDriver}, data/cuda-drivers.json, ${minor.verified ? 'verified' : 'unverified'}), where code that JIT-compiles PTX for newer GPUs or calls newer driver APIs fails`;
}

export default defineRule({
  id: ID,
  family: 'compatibility',
  level: 'warning',
  scope: 'ai',
  summary: "A node's driver is below the CUDA toolkit minimum of the image but inside minor-version compatibility (or forward compatibility on a GPU of unknown class).",
  description:
    "Same inputs as `cuda-driver-incompatible`: the CUDA version of a GPU container's image (data/cuda-images.json or `compat.images`) against the driver of each node pool the pod can land on, or the driver labels the pod pins itself. Triggers when the driver is below the toolkit minimum of that CUDA release (data/cuda-drivers.json) and:\n\n" +
    '- the image is not built on `nvidia/cuda` (PyTorch wheels on a plain OS, a private image with `base: os`) and the driver is at or above the minor-version-compatibility floor of the same CUDA major (11.x: 450.80.02, 12.x: 525.60.13, 13.x: 580): it runs with the limits of minor-version compatibility;\n' +
    "- or the image is built on `nvidia/cuda` and the driver is in a forward-compatible branch listed for that CUDA release, but the pool's GPU class is unknown or a workstation GPU: forward compatibility works only on data-center GPUs, so whether the container starts depends on the GPU;\n" +
    '- or a framework bundled in the image is built for a newer CUDA than its base (TGI 2.3 to 3.1: PyTorch for CUDA 12.4 on a CUDA 12.1 base) and the driver meets only the base.\n\n' +
    'A partial driver version that might be below the floor is reported too, and says so. Silent with `settings.cudaCompatibility: strict` (then every such driver is `cuda-driver-incompatible`), for unknown CUDA versions, placeholders, ROCm images and pools without a driver.',
  rationale:
    "Minor-version compatibility lets an application built with CUDA 12.8 run on an R535 driver, but only for code compiled to the GPU's machine code: PTX that has to be JIT-compiled for the GPU fails (`cudaErrorUnsupportedPtxVersion`), newer driver APIs are missing, and some wheels (Triton kernels, custom CUDA extensions) break at runtime, not at startup. Forward compatibility through `cuda-compat` exists only on data-center GPUs; on a workstation or consumer GPU the same image fails with `cudaErrorCompatNotSupportedOnDevice`. Both are silent until a particular code path runs.",
  remediation:
    "Upgrade the pool's driver to the toolkit minimum named in the message, or use an image built for the CUDA version the driver supports. When the GPU class is what is unknown, declare the product so the linter can decide (`nvidia.com/gpu.product` label, or `gpu.product` of the pool in `nodePools`). To make every such case an error, set `settings.cudaCompatibility: strict`.",
  references: ['https://docs.nvidia.com/deploy/cuda-compatibility/minor-version-compatibility.html', 'https://docs.nvidia.com/deploy/cuda-compatibility/forward-compatibility.html'],
  examples: {
    invalid: [
      {
        title: 'a CUDA 12.4 PyTorch image on an R535 node: minor-version compatibility only',
        yaml: 'apiVersion: v1\nkind: Node\nmetadata:\n  name: l4-node-1\n  labels:\n    nvidia.com/gpu.product: NVIDIA-L4\n    nvidia.com/cuda.driver-version.full: "535.104.05"\n---\napiVersion: batch/v1\nkind: Job\nmetadata:\n  name: finetune\nspec:\n  template:\n    spec:\n      restartPolicy: Never\n      containers:\n        - name: train\n          image: pytorch/pytorch:2.4.1-cuda12.4-cudnn9-runtime\n          resources:\n            limits:\n              nvidia.com/gpu: 1\n',
        lines: [19],
      },
    ],
    valid: [
      {
        title: 'the driver meets the toolkit minimum',
        yaml: 'apiVersion: v1\nkind: Node\nmetadata:\n  name: l4-node-1\n  labels:\n    nvidia.com/gpu.product: NVIDIA-L4\n    nvidia.com/cuda.driver-version.full: "550.54.15"\n---\napiVersion: batch/v1\nkind: Job\nmetadata:\n  name: finetune\nspec:\n  template:\n    spec:\n      restartPolicy: Never\n      containers:\n        - name: train\n          image: pytorch/pytorch:2.4.1-cuda12.4-cudnn9-runtime\n          resources:\n            limits:\n              nvidia.com/gpu: 1\n',
      },
    ],
  },
  check: {
    collect: (object, pods, ctx) => collectCompat(object, pods, ctx),
    input(index, ctx) {
      runCompatRule(ID, index, ctx, {
        select: (j) => j.decision.outcome === 'minor-compat' || j.decision.outcome === 'forward-compat-if-datacenter',
        level: () => undefined,
        message(image, r, selected, label) {
          const first = selected[0]!.decision;
          const nodes = selected.map((j) => `${nodeText(j.target)}${reason(j)}`);
          const needs = first.bundled ? `its bundled framework uses CUDA ${first.bundled.cuda}, which needs ${floorText(first)}` : `which needs ${floorText(first)}`;
          return `${subject(image, label)} uses CUDA ${r.cuda} (${ref(r.by)}), ${needs}; ${nodes.join('; ')}. To run it without these limits, ${remedy(first, selected[0]!.target)}.`;
        },
      });
    },
  },
});
