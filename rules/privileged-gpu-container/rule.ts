import { defineRule } from '../../src/engine/rule.js';
import { gpuSource, type ContainerView, type PodSpecView } from '../../src/k8s/pods.js';
import { capitalize, containerLabel } from '../../src/k8s/naming.js';
import { isPlaceholder, own, ownArray, ownObject } from '../../src/k8s/values.js';

/** SYS_ADMIN as the runtimes accept it: any case, with or without `CAP_`; `ALL` includes it. */
function grantsSysAdmin(cap: unknown): string | undefined {
  if (typeof cap !== 'string' || isPlaceholder(cap)) return undefined;
  const name = cap.trim().toUpperCase().replace(/^CAP_/, '');
  return name === 'SYS_ADMIN' || name === 'ALL' ? cap : undefined;
}

/** What the message says about the container's GPUs. */
function gpuText(pod: PodSpecView, c: ContainerView): string | undefined {
  const source = gpuSource(pod, c);
  if (source === 'dra-gpu') return 'gets a GPU through a DRA resource claim';
  if (source !== 'resource') return undefined;
  const g = c.gpu.find((x) => x.count === undefined || x.count > 0);
  return g ? `requests ${g.resource}: ${String(g.limit ?? g.request)}` : undefined;
}

export default defineRule({
  id: 'privileged-gpu-container',
  family: 'runtime',
  level: 'error',
  scope: 'ai',
  summary: 'A GPU container runs privileged or adds SYS_ADMIN, bypassing GPU allocation and MIG isolation.',
  references: [
    'https://github.com/NVIDIA/k8s-device-plugin#quick-start',
    'https://kubernetes.io/docs/concepts/security/pod-security-standards/',
  ],
  check: {
    podSpec(pod, ctx) {
      for (const c of pod.containers) {
        const gpu = gpuText(pod, c);
        if (!gpu) continue;
        const securityContext = ownObject(c.value, 'securityContext');
        if (!securityContext) continue;
        const who = capitalize(containerLabel(pod, c));
        if (own(securityContext, 'privileged') === true) {
          ctx.report({
            path: [...c.path, 'securityContext', 'privileged'],
            message:
              `${who} ${gpu} but runs privileged: true, so it sees every GPU of the node, including GPUs and MIG slices allocated ` +
              `to other pods; remove privileged and let the device plugin mount the allocated GPUs.`,
          });
        }
        ownArray(ownObject(securityContext, 'capabilities'), 'add').forEach((cap, i) => {
          const granted = grantsSysAdmin(cap);
          if (!granted) return;
          const what =
            granted.trim().toUpperCase() === 'ALL' ? 'adds capability ALL (which includes SYS_ADMIN)' : `adds capability ${granted}`;
          ctx.report({
            path: [...c.path, 'securityContext', 'capabilities', 'add', i],
            message:
              `${who} ${gpu} but ${what}, which lets it reconfigure GPUs and MIG partitions shared with other pods and weakens ` +
              `the device isolation that GPU allocation relies on; drop it and add only the narrow capabilities it needs.`,
          });
        });
      }
    },
  },
});
