import { defineRule } from '../src/engine/rule.js';
import { type LocatedRange } from '../src/core/types.js';
import { objectLabel } from '../src/k8s/naming.js';
import { namespaceOf } from '../src/k8s/label-selector.js';
import type { PodSpecView } from '../src/k8s/pods.js';
import { isPlaceholder, own, ownArray, ownObject, ownString } from '../src/k8s/values.js';

const ID = 'service-account-token-automount';

interface TokenPod {
  what: string;
  /** The pod's `automountServiceAccountToken` (true) or, when unset, the pod spec. */
  at?: LocatedRange;
  explicit: boolean;
}

type Facts =
  | { type: 'pods'; pods: TokenPod[] }
  | { type: 'serviceAccount'; automount?: boolean | null }
  | { type: 'binding'; subjects: { namespace: string; name: string }[] };

/** Images and commands of API clients. */
const API_CLIENT = /(?:^|\/)(?:kubectl|k8s-wait-for|kubernetes-client)(?:$|[:@/-])|(?:^|[\s/;&|'"])(?:kubectl|helm|oc)(?=$|[\s;&|'"])/;

function rayAutoscaling(pod: PodSpecView): boolean {
  const spec = ownObject(pod.object.value, 'spec');
  const cluster = pod.object.kind === 'RayJob' ? ownObject(spec, 'rayClusterSpec') : pod.object.kind === 'RayService' ? ownObject(spec, 'rayClusterConfig') : spec;
  const raw = own(cluster, 'enableInTreeAutoscaling');
  return raw === true || isPlaceholder(raw);
}

/** Pods that talk to the API server by design. */
function needsApi(pod: PodSpecView): boolean {
  const o = pod.object;
  // The Argo executor reports results through the API; KubeRay's autoscaler sidecar runs in the head pod.
  if (o.group === 'argoproj.io') return true;
  if (o.group === 'ray.io' && pod.role === 'head' && rayAutoscaling(pod)) return true;
  // MPI launchers of the v1 operator exec into the workers through the API.
  if (o.group === 'kubeflow.org' && o.kind === 'MPIJob' && String(pod.path[pod.path.length - 3]).toLowerCase() === 'launcher') return true;
  return pod.containers.some((c) => {
    if (c.env.has('KUBECONFIG')) return true;
    const words = [c.image?.raw ?? '', ...[...ownArray(c.value, 'command'), ...ownArray(c.value, 'args')].filter((w): w is string => typeof w === 'string')];
    return words.some((w) => API_CLIENT.test(w));
  });
}

function describe(pod: PodSpecView): string {
  const o = pod.object;
  const key = pod.path[pod.path.length - 2] === 'template' && o.group === 'kubeflow.org' ? String(pod.path[pod.path.length - 3]) : pod.role;
  return `${objectLabel(o)}${key ? ` (${key})` : ''}`;
}

const EXAMPLE = (podSpec: string) => `apiVersion: batch/v1
kind: Job
metadata:
  name: finetune
spec:
  template:
    spec:
${podSpec}      restartPolicy: Never
      containers:
        - name: train
          image: nvcr.io/nvidia/pytorch:24.05-py3
          resources:
            limits:
              nvidia.com/gpu: 1
`;

export default defineRule({
  id: ID,
  family: 'network-security',
  level: 'note',
  scope: 'ai',
  summary: "An AI workload mounts the default service account's API token without needing the API.",
  description:
    "Triggers for each pod template of an AI workload (GPU container or AI image) that runs as the `default` ServiceAccount (no `serviceAccountName`, or `default`) and mounts its token: `automountServiceAccountToken` is not `false` on the pod nor on a `default` ServiceAccount of the namespace in the input. The pods are taken not to need the API unless something says they do, and then the rule is silent: a RoleBinding or ClusterRoleBinding in the input that grants the namespace's `default` ServiceAccount a role; a pod that names another ServiceAccount (a deliberate identity whose permissions the linter cannot see); Argo Workflow pods (the executor uses the API); a KubeRay head with `enableInTreeAutoscaling` (the autoscaler sidecar); an MPIJob launcher; and containers that run `kubectl`, `helm` or `oc`, use a kubectl image or set `KUBECONFIG`. Notebooks are left to `notebook-isolation-missing`. It points at `automountServiceAccountToken: true`, or at the pod spec when the field is not set. Placeholders keep it silent.",
  rationale:
    "Kubernetes mounts a token for the pod's ServiceAccount into every container at `/var/run/secrets/kubernetes.io/serviceaccount` unless told not to. Training jobs and model servers rarely call the API, but they run large amounts of third-party code: pip packages pulled at start-up, `trust_remote_code` model repositories, pickled checkpoints, custom kernels. Any of it can read the token and call the API server; with the `default` account that is at least discovery and whatever someone later binds to it, and on shared GPU clusters the token is a foothold for moving between tenants. Not mounting it costs nothing for a pod that does not use it.",
  remediation:
    'Turn the token off for the pod (or for the namespace\'s `default` ServiceAccount):\n\n```yaml\nspec:\n  template:\n    spec:\n      automountServiceAccountToken: false\n```\n\nIf the pod does need the API, give it its own ServiceAccount with a Role for exactly what it does and set `serviceAccountName`.',
  references: ['https://kubernetes.io/docs/tasks/configure-pod-container/configure-service-account/#opt-out-of-api-credential-automounting', 'https://kubernetes.io/docs/concepts/security/service-accounts/'],
  examples: {
    invalid: [{ title: 'a fine-tuning Job that mounts the default token', yaml: EXAMPLE(''), lines: [7] }],
    valid: [{ title: 'the token is not mounted', yaml: EXAMPLE('      automountServiceAccountToken: false\n') }],
  },
  check: {
    collect(object, pods, ctx): Facts | undefined {
      if (object.group === '' && object.kind === 'ServiceAccount') {
        const raw = own(object.value, 'automountServiceAccountToken');
        return { type: 'serviceAccount', automount: raw === undefined || raw === null ? undefined : typeof raw === 'boolean' ? raw : null };
      }
      if (object.group === 'rbac.authorization.k8s.io' && (object.kind === 'RoleBinding' || object.kind === 'ClusterRoleBinding')) {
        const subjects = ownArray(object.value, 'subjects')
          .filter((s) => own(s, 'kind') === 'ServiceAccount')
          .map((s) => ({ namespace: ownString(s, 'namespace') ?? namespaceOf(object), name: ownString(s, 'name') ?? '' }));
        return subjects.length ? { type: 'binding', subjects } : undefined;
      }
      const out: TokenPod[] = [];
      for (const pod of pods()) {
        if (!pod.workload.ai || pod.workload.notebook) continue;
        const automount = own(pod.spec, 'automountServiceAccountToken');
        if (automount !== undefined && automount !== null && automount !== true) continue;
        const account = own(pod.spec, 'serviceAccountName') ?? own(pod.spec, 'serviceAccount');
        if (account !== undefined && account !== null && account !== 'default' && account !== '') continue;
        if (needsApi(pod)) continue;
        out.push({ what: describe(pod), at: ctx.locate([...pod.path, 'automountServiceAccountToken']), explicit: automount === true });
      }
      return out.length ? { type: 'pods', pods: out } : undefined;
    },
    input(index, ctx) {
      const bound = new Set<string>();
      const accounts = new Map<string, boolean | null | undefined>();
      for (const o of index.objects) {
        const facts = o.facts[ID] as Facts | undefined;
        if (facts?.type === 'binding') for (const s of facts.subjects) bound.add(`${s.namespace}/${s.name}`);
        if (facts?.type === 'serviceAccount') accounts.set(`${namespaceOf(o)}/${o.name ?? ''}`, facts.automount);
      }
      for (const object of index.objects) {
        const facts = object.facts[ID] as Facts | undefined;
        if (facts?.type !== 'pods') continue;
        const key = `${namespaceOf(object)}/default`;
        if (bound.has(key)) continue;
        for (const pod of facts.pods) {
          const fromAccount = accounts.get(key);
          if (!pod.explicit && (fromAccount === false || fromAccount === null)) continue;
          const how = pod.explicit ? 'automountServiceAccountToken: true' : accounts.has(key) ? 'neither the pod nor the ServiceAccount sets automountServiceAccountToken: false' : 'automountServiceAccountToken is not false';
          ctx.report({
            object,
            range: pod.at,
            message: `The pods of ${pod.what} mount the API token of the "default" ServiceAccount (${how}) although nothing in the input grants it a role; set automountServiceAccountToken: false so code in the containers cannot call the API server with it.`,
          });
        }
      }
    },
  },
});
