import { collectCompat } from '../../src/kits/compat.js';
import { floorText, incompatibleReason, nodeText, ref, remedy } from '../../src/compat/messages.js';
import { runCompatRule, subject } from '../../src/kits/compat-rule.js';
import { defineRule } from '../../src/engine/rule.js';

const ID = 'cuda-driver-incompatible';

export default defineRule({
  id: ID,
  family: 'compatibility',
  level: 'error',
  scope: 'ai',
  summary:
    "A GPU container's image needs a newer NVIDIA driver than a node it can run on has, even with CUDA minor-version or " +
    'forward compatibility.',
  references: [
    'https://docs.nvidia.com/deploy/cuda-compatibility/',
    'https://docs.nvidia.com/cuda/cuda-toolkit-release-notes/index.html',
    'https://docs.nvidia.com/deploy/cuda-compatibility/forward-compatibility.html',
  ],
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
            ? `${subject(image, label)} uses CUDA ${r.cuda} (${ref(r.by)}) with a framework built for CUDA ${first.bundled.cuda}, which ` +
              `needs ${floorText(first)}`
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
