import type { ChangeSet } from '../../src/core/change-set.js';
import type { JsonPath } from '../../src/core/types.js';
import { defineRule } from '../../src/engine/rule.js';
import { capitalize, containerLabel } from '../../src/k8s/naming.js';
import { deviceCount } from '../../src/k8s/gpu.js';
import { isObject, own, ownObject } from '../../src/k8s/values.js';

/** Whole device count of a well-formed GPU quantity; undefined for placeholders and what gpu-quantity-invalid reports. */
function devices(raw: unknown): number | undefined {
  if (typeof raw === 'string' && /[KMGTPE]i$|[kMGTPE]$/.test(raw.trim())) return undefined;
  return deviceCount(raw);
}

/** Writes the quantity as it is written elsewhere in the container (a number or a string). */
function fixValue(description: string, path: JsonPath, raw: unknown): ChangeSet | undefined {
  if (typeof raw !== 'number' && typeof raw !== 'string') return undefined;
  return { kind: 'fix', description, changes: [{ op: 'set', path, value: raw }] };
}

/** How a quantity reads in a message: as written in the manifest. */
function shown(raw: unknown): string {
  return typeof raw === 'string' ? raw : JSON.stringify(raw);
}

export default defineRule({
  id: 'gpu-requests-limits-mismatch',
  family: 'resources',
  level: 'error',
  scope: 'ai',
  summary: 'A GPU resource is requested with a different value than its limit, or only in requests.',
  references: ['https://kubernetes.io/docs/tasks/manage-gpus/scheduling-gpus/'],
  fix: { kind: 'fix', summary: 'sets the GPU request to the limit, or, for a GPU only in requests, writes the same value as the limit' },
  check: {
    podSpec(pod, ctx) {
      for (const c of pod.containers) {
        // `limits: "{{ toYaml .Values.limits }}"` may hold the GPU: unknown, so a request alone proves nothing.
        const limits = own(ownObject(c.value, 'resources'), 'limits');
        const limitsKnown = limits === undefined || limits === null || isObject(limits);
        for (const g of c.gpu) {
          if (g.request === undefined || g.request === null) continue;
          const path = [...c.path, 'resources', 'requests', g.resource];
          const who = capitalize(containerLabel(pod, c));
          if (g.limit === undefined) {
            if (!limitsKnown) continue;
            ctx.report({
              path,
              message:
                `${who} sets ${g.resource}: ${shown(g.request)} only in requests, which the API server rejects for ` +
                `extended resources; move it to resources.limits (the request then defaults to the limit).`,
              fix: fixValue(
                `Set the ${g.resource} limit to the request, ${shown(g.request)}`,
                [...c.path, 'resources', 'limits', g.resource],
                g.request,
              ),
            });
            continue;
          }
          const request = devices(g.request);
          const limit = devices(g.limit);
          if (request !== undefined && limit !== undefined && request !== limit) {
            ctx.report({
              path,
              message:
                `${who} requests ${g.resource}: ${shown(g.request)} but limits it to ${shown(g.limit)}, and GPU ` +
                `requests must equal limits or the API server rejects the pod; set the request to ${shown(g.limit)} or remove it.`,
              fix: fixValue(`Set the ${g.resource} request to the limit, ${shown(g.limit)}`, path, g.limit),
            });
          }
        }
      }
    },
  },
});
