import { collectCompat } from '../../src/kits/compat.js';
import { ref } from '../../src/compat/messages.js';
import { subject } from '../../src/kits/compat-rule.js';
import { runArchRule, type ArchJudged } from '../../src/kits/compat-arch.js';
import { compareVersions, majorMinor } from '../../src/compat/versions.js';
import type { ResolvedCuda } from '../../src/compat/images.js';
import { defineRule } from '../../src/engine/rule.js';

const ID = 'cuda-gpu-arch-unsupported';
const DATA = 'data/cuda-architectures.json';

/** `node pool b200 (B200-180GB, compute capability 10.0 from the GPU product table (B200-180GB))`. */
function gpuText(j: ArchJudged): string {
  const { gpu } = j.target;
  const what = [gpu.product, gpu.cc ? `compute capability ${gpu.cc}` : undefined].filter(Boolean).join(', ');
  return `${j.target.name} has a ${gpu.arch.name} GPU${what ? ` (${what}, from ${gpu.source})` : ` (from ${gpu.source})`}`;
}

function verdictText(j: ArchJudged): string {
  const v = j.verdict;
  if (v.kind === 'too-old') {
    const row = v.floor.row;
    const verified = row.verified === false ? 'unverified' : 'verified';
    const runs = row.cc === j.target.gpu.cc ? '' : `code for compute capability ${row.cc} runs on it, `;
    const by = `${runs}${DATA}, ${verified}: ${row.source}`;
    return `${gpuText(j)}, which CUDA builds code for from ${v.floor.cuda} (${by})`;
  }
  const arch = j.target.gpu.arch;
  const by = `the last is CUDA ${v.lastMajor}.x, ${DATA}: ${arch.lastCudaSource}`;
  return `${gpuText(j)}, which CUDA ${v.lastMajor + 1} no longer builds code for (${by})`;
}

function remedy(judged: ArchJudged[]): string {
  const floors = judged.flatMap((j) => (j.verdict.kind === 'too-old' ? [j.verdict.floor.cuda] : []));
  const lasts = judged.flatMap((j) => (j.verdict.kind === 'too-new' ? [j.verdict.lastMajor] : []));
  const out: string[] = [];
  if (floors.length > 0) {
    const newest = floors.reduce((a, b) => (compareVersions(majorMinor(a)!, majorMinor(b)!) >= 0 ? a : b));
    out.push(`use an image built for CUDA ${newest} or newer`);
  }
  if (lasts.length > 0) out.push(`use an image built for CUDA ${Math.min(...lasts)}.x`);
  return `${out.join(' or ')}, or keep the pod off these nodes`;
}

export default defineRule({
  id: ID,
  family: 'compatibility',
  level: 'error',
  scope: 'ai',
  summary:
    "A GPU container's image is built with a CUDA release that cannot build code for the GPU architecture of a node it can " +
    'run on (older than the first release for it, or a major release that dropped it).',
  references: [
    'https://developer.nvidia.com/cuda-gpus',
    'https://docs.nvidia.com/cuda/blackwell-compatibility-guide',
    'https://docs.nvidia.com/cuda/hopper-compatibility-guide',
    'https://developer.nvidia.com/blog/navigating-gpu-architecture-support-a-guide-for-nvidia-cuda-developers',
  ],
  check: {
    collect: (object, pods, ctx) => collectCompat(object, pods, ctx),
    input(index, ctx) {
      runArchRule(ID, index, ctx, {
        // A dropped architecture has no code from that toolkit at all. An older toolkit may still
        // run from PTX: frameworks ship cubins for the GPUs they know, but what a plain nvidia/cuda
        // base image (or a private image) runs is the user's own build.
        level: (image: ResolvedCuda, judged) =>
          judged.some((j) => j.verdict.kind === 'too-new') || (image.family !== undefined && image.family !== 'nvidia-cuda')
            ? undefined
            : 'warning',
        message(image, r, judged, label) {
          const cuda = r.bundledCuda ? `CUDA ${r.cuda} with a framework built for CUDA ${r.bundledCuda}` : `CUDA ${r.cuda}`;
          const ptx = judged.some((j) => j.verdict.kind === 'too-old') ? ' unless they carry PTX the driver can compile' : '';
          return (
            `${subject(image, label)} uses ${cuda} (${ref(r.by)}), but ${judged.map(verdictText).join('; ')}: its kernels fail with ` +
            `"no kernel image is available for execution on the device"${ptx}; ${remedy(judged)}.`
          );
        },
      });
    },
  },
});
