import { defineRule } from '../../src/engine/rule.js';
import { capitalize, containerLabel } from '../../src/k8s/naming.js';
import { gpuSource, type ContainerView, type PodSpecView } from '../../src/k8s/pods.js';
import { isObject, own } from '../../src/k8s/values.js';

/** A value that is written down (null and absent are both missing). */
function present(map: unknown, key: string): boolean {
  const v = own(map, key);
  return v !== undefined && v !== null;
}

/** A mapping we can read, or nothing at all; a placeholder or scalar in its place is unknown. */
function readable(value: unknown): boolean {
  return value === undefined || value === null || isObject(value);
}

/** What makes the container a GPU container, for the message; undefined when it is not one. */
function gpuOf(pod: PodSpecView, c: ContainerView): string | undefined {
  if (c.hasGpu)
    return c.gpu
      .filter((g) => g.count === undefined || g.count > 0)
      .map((g) => `${g.resource}: ${String(g.limit ?? g.request)}`)
      .join(', ');
  // With DRA a container gets the pod's claims by listing them in resources.claims. A claim we cannot
  // resolve counts too, as in memory-limit-missing and init-container-limits-missing, so no container falls between the rules.
  const source = gpuSource(pod, c);
  return source === 'dra-gpu' ? 'a DRA GPU claim' : source === 'dra-unknown' ? 'a DRA resource claim' : undefined;
}

export default defineRule({
  id: 'gpu-container-cpu-memory-missing',
  family: 'resources',
  level: 'warning',
  scope: 'ai',
  summary: 'A GPU container has no CPU request, memory request or memory limit.',
  references: ['https://kubernetes.io/docs/concepts/configuration/manage-resources-containers/'],
  check: {
    podSpec(pod, ctx) {
      // Resources set by another object (TrainJob for its TrainingRuntime) are not missing here.
      if (pod.resourcesFrom) return;
      for (const c of pod.containers) {
        if (c.kind === 'ephemeral') continue;
        const gpu = gpuOf(pod, c);
        if (gpu === undefined) continue;
        const resources = own(c.value, 'resources');
        const requests = own(resources, 'requests');
        const limits = own(resources, 'limits');
        if (!readable(resources) || !readable(requests) || !readable(limits)) continue;
        const base = [...c.path, 'resources'];
        const label = capitalize(containerLabel(pod, c, c.kind === 'init' ? 'GPU init container' : 'GPU container'));
        if (!present(requests, 'cpu') && !present(limits, 'cpu')) {
          ctx.report({
            path: [...base, 'requests', 'cpu'],
            message:
              `${label} (${gpu}) has no cpu request, so the scheduler packs it as if it used no CPU and its data ` +
              `loading starves the GPU; set resources.requests.cpu (e.g. "8").`,
          });
        }
        if (!present(limits, 'memory')) {
          const request = own(requests, 'memory');
          ctx.report({
            path: [...base, 'limits', 'memory'],
            message:
              request === undefined || request === null
                ? `${label} (${gpu}) has no memory request or limit, so nodes cannot be sized for it and it can grow until ` +
                  `the node OOM-kills its neighbours; set resources.requests.memory and resources.limits.memory (e.g. 64Gi).`
                : `${label} (${gpu}) requests memory ${String(request)} but has no memory limit, so it can grow until the ` +
                  `node OOM-kills its neighbours; set resources.limits.memory (e.g. ${String(request)}).`,
          });
        }
      }
    },
  },
});
