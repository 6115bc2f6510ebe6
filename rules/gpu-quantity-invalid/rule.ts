import { defineRule } from '../../src/engine/rule.js';
import { containerLabel } from '../../src/k8s/naming.js';
import { isPlaceholder } from '../../src/k8s/values.js';
import { parseQuantity } from '../../src/k8s/quantity.js';

function problem(raw: unknown): string | undefined {
  if (isPlaceholder(raw)) return undefined;
  const q = parseQuantity(raw);
  if (!q) return 'is not a quantity';
  if (q.value < 0) return 'is negative';
  if (!Number.isInteger(q.value)) return `is ${q.value} devices, not a whole number`;
  if (typeof raw === 'string' && /[KMGTPE]i$|[kMGTPE]$/.test(raw.trim())) return `uses a size suffix (${q.value} devices)`;
  return undefined;
}

export default defineRule({
  id: 'gpu-quantity-invalid',
  family: 'resources',
  level: 'error',
  scope: 'ai',
  summary: 'A GPU or MIG resource quantity is not a whole number of devices.',
  check: {
    podSpec(pod, ctx) {
      for (const c of pod.containers) {
        for (const g of c.gpu) {
          for (const [where, raw] of [
            ['limits', g.limit],
            ['requests', g.request],
          ] as const) {
            if (raw === undefined) continue;
            const why = problem(raw);
            if (why)
              ctx.report({
                path: [...c.path, 'resources', where, g.resource],
                message:
                  `${g.resource}: ${JSON.stringify(raw)} in ` +
                  `${containerLabel(pod, c)} ${why}; GPUs are allocated in whole devices (e.g. ${g.resource}: 1).`,
              });
          }
        }
      }
    },
  },
});
