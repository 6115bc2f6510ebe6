import { collectCompat } from '../../src/kits/compat.js';
import { floorText, nodeText, ref, remedy } from '../../src/compat/messages.js';
import { runCompatRule, subject, type Judged } from '../../src/kits/compat-rule.js';
import { defineRule } from '../../src/engine/rule.js';

const ID = 'cuda-driver-minor-compat-only';

function reason(j: Judged): string {
  const d = j.decision;
  const partial = d.outcome !== d.best ? ' (a partial version: the full version may be enough)' : '';
  if (d.outcome === 'forward-compat-if-datacenter') {
    const row = d.forward!;
    const gpu =
      j.target.facts.gpuClass === 'workstation'
        ? `the GPU (${j.target.facts.product ?? 'a workstation GPU'}) is a workstation ` +
          `GPU, where only select NGC Server Ready RTX SKUs support it`
        : 'the GPU class is unknown (no GPU product label or ' + 'config gpu.product)';
    return (
      `${partial}: the image is built on nvidia/cuda and R${row.branch} is a forward-compatible branch for CUDA ${row.cuda} ` +
      `(data/cuda-drivers.json, ${row.verified ? 'verified' : 'unverified'}: ${row.source}), so it starts through the cuda-compat ` +
      `libraries on a data-center GPU and is refused on other GPUs; ${gpu}`
    );
  }
  const minor = d.minor!;
  const what = d.bundled ? `the bundled framework, built for CUDA ${d.bundled.cuda}, runs` : 'it runs';
  return (
    `${partial}: ${what} only through CUDA minor-version compatibility (CUDA ${minor.major} floor ${minor.linuxMinDriver}, ` +
    `data/cuda-drivers.json, ${minor.verified ? 'verified' : 'unverified'}), where code that JIT-compiles PTX for newer GPUs or calls ` +
    `newer driver APIs fails`
  );
}

export default defineRule({
  id: ID,
  family: 'compatibility',
  level: 'warning',
  scope: 'ai',
  summary:
    "A node's driver is below the CUDA toolkit minimum of the image but inside minor-version compatibility (or forward " +
    'compatibility on a GPU of unknown class).',
  references: [
    'https://docs.nvidia.com/deploy/cuda-compatibility/minor-version-compatibility.html',
    'https://docs.nvidia.com/deploy/cuda-compatibility/forward-compatibility.html',
  ],
  check: {
    collect: (object, pods, ctx) => collectCompat(object, pods, ctx),
    input(index, ctx) {
      runCompatRule(ID, index, ctx, {
        select: (j) => j.decision.outcome === 'minor-compat' || j.decision.outcome === 'forward-compat-if-datacenter',
        level: () => undefined,
        message(image, r, selected, label) {
          const first = selected[0]!.decision;
          const nodes = selected.map((j) => `${nodeText(j.target)}${reason(j)}`);
          const needs = first.bundled
            ? `its bundled framework uses CUDA ${first.bundled.cuda}, which needs ${floorText(first)}`
            : `which needs ${floorText(first)}`;
          return (
            `${subject(image, label)} uses CUDA ${r.cuda} (${ref(r.by)}), ${needs}; ${nodes.join('; ')}. To run it without these ` +
            `limits, ${remedy(first, selected[0]!.target)}.`
          );
        },
      });
    },
  },
});
