import type { FactsOf, ObjectSummary } from '../../src/engine/object-index.js';
import { defineRule } from '../../src/engine/rule.js';
import { type LocatedRange } from '../../src/core/types.js';
import { containerLabel, objectLabel } from '../../src/k8s/naming.js';
import { namespaceOf } from '../../src/k8s/label-selector.js';
import { gpuSource, type PodSpecView } from '../../src/k8s/pods.js';
import { isPlaceholder, own, ownString } from '../../src/k8s/values.js';

const ID = 'notebook-isolation-missing';

/**
 * RuntimeClass names and handlers of sandboxes: gVisor (`gvisor`, `runsc`, `runsc-*`) and Kata Containers (`kata`, `kata-qemu`, `kata-clh`,
 * `kata-qemu-nvidia-gpu`...).
 */
const SANDBOX = /^(?:gvisor|runsc|kata)(?:[-_.][a-z0-9-_.]*)?$/i;
/** Runtimes that are known not to sandbox: runc and its relatives, the NVIDIA runtime. */
const NOT_SANDBOX = /^(?:runc|crun|youki|default|nvidia(?:[-_.][a-z0-9-_.]*)?)$/i;

interface Options {
  sandboxRuntimeClasses: string[];
}

interface NotebookPod {
  /** undefined: not set; null: unreadable (placeholder or not a string). */
  runtimeClassName?: string | null;
  runtimeAt?: LocatedRange;
  /** The pod's automountServiceAccountToken: true/false, undefined when not set, null when unreadable. */
  automount?: boolean | null;
  automountAt?: LocatedRange;
  /** undefined: a placeholder. */
  serviceAccount?: string;
  /** The first GPU container, for the message. */
  gpu?: string;
  what: string;
}

type Facts =
  | { type: 'notebook'; pods: NotebookPod[] }
  | { type: 'runtimeClass'; handler?: string }
  | { type: 'serviceAccount'; automount?: boolean | null };

function describePod(pod: PodSpecView): string {
  const o = pod.object;
  const image = pod.containers.find((c) => c.family?.notebook)?.image?.raw;
  return o.kind === 'Notebook' ? objectLabel(o) : `${objectLabel(o)}${image ? ` (notebook image ${image})` : ''}`;
}

/** Whether a RuntimeClass name is a sandbox: true, false, or undefined when it cannot be told. */
function isSandbox(name: string, runtimeClass: ObjectSummary | undefined, extra: Set<string>, facts: FactsOf): boolean | undefined {
  if (extra.has(name)) return true;
  if (runtimeClass) {
    const handler = facts<{ handler?: string }>(runtimeClass)?.handler;
    if (handler === undefined || isPlaceholder(handler)) return undefined;
    return SANDBOX.test(handler);
  }
  if (SANDBOX.test(name)) return true;
  return NOT_SANDBOX.test(name) ? false : undefined;
}

function readBool(raw: unknown): boolean | null | undefined {
  if (raw === undefined || raw === null) return undefined;
  return typeof raw === 'boolean' ? raw : null;
}

export default defineRule<Options>({
  id: ID,
  family: 'network-security',
  level: 'warning',
  scope: 'ai',
  summary: 'A notebook runs user code without a sandbox RuntimeClass, or with a GPU and the service account token mounted.',
  references: [
    'https://kubernetes.io/docs/concepts/containers/runtime-class/',
    'https://gvisor.dev/docs/user_guide/gpu/',
    'https://kubernetes.io/docs/tasks/configure-pod-container/configure-service-account/#opt-out-of-api-credential-automounting',
  ],
  options: {
    type: 'object',
    properties: {
      sandboxRuntimeClasses: {
        type: 'array',
        items: { type: 'string' },
        default: [],
        description: 'RuntimeClass names that are sandboxes besides ' + 'gvisor, runsc* and kata*.',
      },
    },
    additionalProperties: false,
  },
  check: {
    collect(object, pods, ctx): Facts | undefined {
      if (object.group === 'node.k8s.io' && object.kind === 'RuntimeClass')
        return {
          type: 'runtimeClass',
          handler: ownString(object.value, 'handler'),
        };
      if (object.group === '' && object.kind === 'ServiceAccount')
        return {
          type: 'serviceAccount',
          automount: readBool(own(object.value, 'automountServiceAccountToken')),
        };
      const notebooks: NotebookPod[] = [];
      for (const pod of pods()) {
        if (!pod.workload.notebook) continue;
        const rc = own(pod.spec, 'runtimeClassName');
        const named = own(pod.spec, 'serviceAccountName') ?? own(pod.spec, 'serviceAccount');
        const sa = named === undefined || named === null || named === '' ? 'default' : named;
        const gpu = pod.containers.find(
          (c) => c.kind !== 'init' && c.kind !== 'ephemeral' && (gpuSource(pod, c) === 'resource' || gpuSource(pod, c) === 'dra-gpu'),
        );
        notebooks.push({
          runtimeClassName: rc === undefined || rc === null ? undefined : typeof rc === 'string' && !isPlaceholder(rc) ? rc : null,
          runtimeAt: ctx.anchor([...pod.path, 'runtimeClassName']),
          automount: readBool(own(pod.spec, 'automountServiceAccountToken')),
          automountAt: ctx.anchor([...pod.path, 'automountServiceAccountToken']),
          serviceAccount: typeof sa === 'string' && !isPlaceholder(sa) ? sa : undefined,
          gpu: gpu && containerLabel(pod, gpu),
          what: describePod(pod),
        });
      }
      return notebooks.length ? { type: 'notebook', pods: notebooks } : undefined;
    },
    input(index, ctx) {
      const extra = new Set(ctx.options.sandboxRuntimeClasses ?? []);
      for (const object of index.objects) {
        const facts = ctx.facts<Facts>(object);
        if (facts?.type !== 'notebook') continue;
        const ns = namespaceOf(object);
        for (const pod of facts.pods) {
          // (1) the sandbox
          const name = pod.runtimeClassName;
          const rc = typeof name === 'string' ? index.get('node.k8s.io', 'RuntimeClass', undefined, name)[0] : undefined;
          if (name === undefined || (name !== null && isSandbox(name, rc, extra, ctx.facts) === false)) {
            const handler = rc && ctx.facts<{ handler?: string }>(rc)?.handler;
            const why =
              name === undefined
                ? 'has no runtimeClassName, so it runs in the default runtime'
                : rc
                  ? `uses RuntimeClass "${name}", ` + `whose handler "${handler}" is not a sandbox`
                  : `uses runtimeClassName "${name}", which is not a sandbox`;
            ctx.report({
              object,
              range: pod.runtimeAt,
              message:
                `${pod.what} ${why}: code run in the notebook shares the node kernel${pod.gpu ? ' and the GPU driver' : ''} with ` +
                `other pods; set runtimeClassName to a gVisor or Kata RuntimeClass (e.g. gvisor, kata-qemu-nvidia-gpu).`,
              related: rc ? [{ file: rc.file, range: rc.range, message: `RuntimeClass "${name}" is defined here.` }] : undefined,
            });
          }
          // (2) a GPU notebook with the token mounted
          if (!pod.gpu || pod.automount === false || pod.automount === null) continue;
          let sa: ObjectSummary | undefined;
          if (pod.automount === undefined) {
            sa = index.inNamespace('', 'ServiceAccount', ns).find((s) => s.name === pod.serviceAccount);
            const saAutomount = sa && ctx.facts<{ automount?: boolean | null }>(sa)?.automount;
            if (saAutomount === false || saAutomount === null) continue;
          }
          const account = pod.serviceAccount === undefined ? 'its service account' : `service account "${pod.serviceAccount}"`;
          const how =
            pod.automount === true
              ? 'automountServiceAccountToken: true'
              : sa
                ? 'automountServiceAccountToken is not false on ' + 'the pod or the ServiceAccount'
                : 'automountServiceAccountToken is not false';
          ctx.report({
            object,
            range: pod.automountAt,
            message:
              `${pod.what} has a GPU (${pod.gpu}) and mounts the token of ${account} (${how}), so any code run in the notebook ` +
              `can call the Kubernetes API with that identity; set automountServiceAccountToken: false on the pod, or mount a ` +
              `short-lived projected token only if the notebook needs the API.`,
            related: sa
              ? [{ file: sa.file, range: sa.range, message: `ServiceAccount "${pod.serviceAccount}" does not ` + `disable automounting.` }]
              : undefined,
          });
        }
      }
    },
  },
});
