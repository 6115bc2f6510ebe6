import { collectCompat } from '../../src/kits/compat.js';
import { nodeText, ref } from '../../src/compat/messages.js';
import { runCompatRule, subject } from '../../src/kits/compat-rule.js';
import { defineRule } from '../../src/engine/rule.js';

const ID = 'framework-driver-incompatible';

export default defineRule({
  id: ID,
  family: 'compatibility',
  level: 'error',
  scope: 'ai',
  summary:
    "A serving framework release documents its own minimum driver, stricter than its image's CUDA floor, and a node the pod can " +
    'run on is below it.',
  references: [
    'https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md',
    'https://docs.nvidia.com/deeplearning/frameworks/support-matrix/index.html',
  ],
  check: {
    collect: (object, pods, ctx) => collectCompat(object, pods, ctx),
    input(index, ctx) {
      runCompatRule(ID, index, ctx, {
        select: (j) => j.decision.framework !== undefined,
        level: (selected) => (selected.some((j) => j.decision.framework!.below === 'no') ? undefined : 'warning'),
        message(image, r, selected, label) {
          const fw = selected[0]!.decision.framework!;
          const nodes = selected.map(
            (j) =>
              `${nodeText(j.target)}${
                j.decision.framework!.below === 'unknown' ? ' (a partial version: the ' + 'full version decides)' : ''
              }`,
          );
          return (
            `${subject(image, label)} is a ${fw.framework} release on CUDA ${r.cuda} (${ref(r.by)}) that documents a minimum driver ` +
            `of ${fw.driver} (${ref(fw.by)}), stricter than the ${selected[0]!.decision.floor.row.linuxMinDriver} CUDA ${r.cuda} needs; ` +
            `${nodes.join('; ')}; upgrade the driver to >= ${fw.driver} or use an earlier release of the image.`
          );
        },
      });
    },
  },
});
