import { defineRule } from '../../src/engine/rule.js';
import { keptList } from '../../src/core/kept.js';
import { flattened } from '../../src/core/strings.js';
import { unitName } from '../../src/kits/apply-units.js';
import { classifyGroup } from '../../src/k8s/api-groups.js';
import type { Anchor } from '../../src/core/types.js';
import { objectLabel } from '../../src/k8s/naming.js';
import { namespaceOf } from '../../src/k8s/label-selector.js';
import type { ContainerView, PodSpecView } from '../../src/k8s/pods.js';
import { isPlaceholder, own, ownArray, ownObject, ownString } from '../../src/k8s/values.js';
import { commandStrings } from '../../src/k8s/command-line.js';

const ID = 'service-account-token-automount';

interface TokenPod {
  what: string;
  /** The pod's `automountServiceAccountToken` (true) or, when unset, the pod spec. */
  /** Its path is where the field is (or goes) in the object's document: a fix sets it there. */
  at?: Anchor;
  explicit: boolean;
  /** The pod spec takes automountServiceAccountToken (not every CRD's pod spec is a whole PodSpec). */
  settable: boolean;
}

type Facts =
  | { type: 'pods'; pods: readonly TokenPod[] }
  | { type: 'serviceAccount'; automount?: boolean | null }
  | { type: 'binding'; subjects: { namespace: string; name: string }[] };

/** Images and commands of API clients. */
const API_CLIENT = /(?:^|\/)(?:kubectl|k8s-wait-for|kubernetes-client)(?:$|[:@/-])|(?:^|[\s/;&|'"])(?:kubectl|helm|oc)(?=$|[\s;&|'"])/;

function rayAutoscaling(pod: PodSpecView): boolean {
  const spec = ownObject(pod.object.value, 'spec');
  const cluster =
    pod.object.kind === 'RayJob'
      ? ownObject(spec, 'rayClusterSpec')
      : pod.object.kind === 'RayService'
        ? ownObject(spec, 'rayClusterConfig')
        : spec;
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
  return pod.containers.some((c) => c.env.has('KUBECONFIG') || runsApiClient(c));
}

/** The container's image, or a string of its command or args, names an API client. */
function runsApiClient(c: ContainerView): boolean {
  if (c.image !== undefined && API_CLIENT.test(c.image.raw)) return true;
  return commandStrings(c).some((s) => API_CLIENT.test(s.text));
}

/**
 * Whether the pod spec is a whole Kubernetes PodSpec, where automountServiceAccountToken can be
 * set: built-in kinds, the `spec` of a pod template, and KServe InferenceService components
 * (which inline a PodSpec). A ServingRuntime's pod spec is a subset without it, and Knative admits
 * only the pod fields its config allows.
 */
function takesPodFields(pod: PodSpecView): boolean {
  const o = pod.object;
  if (classifyGroup(o.group) === 'builtin') return true;
  if (o.group === 'serving.knative.dev') return false;
  if (o.group === 'serving.kserve.io') return o.kind === 'InferenceService';
  return pod.path.length - o.path.length >= 2 && pod.path[pod.path.length - 1] === 'spec';
}

function describe(pod: PodSpecView): string {
  const o = pod.object;
  const key = pod.path[pod.path.length - 2] === 'template' && o.group === 'kubeflow.org' ? String(pod.path[pod.path.length - 3]) : pod.role;
  return `${objectLabel(o)}${key ? ` (${key})` : ''}`;
}

export default defineRule({
  id: ID,
  family: 'network-security',
  level: 'note',
  scope: 'ai',
  summary: "An AI workload mounts the default service account's API token without needing the API.",
  references: [
    'https://kubernetes.io/docs/tasks/configure-pod-container/configure-service-account/#opt-out-of-api-credential-automounting',
    'https://kubernetes.io/docs/concepts/security/service-accounts/',
  ],
  fix: { kind: 'suggestion', summary: 'sets `automountServiceAccountToken: false` on the pod spec' },
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
        // The operator merges these containers into a pod template of another object (a TrainJob's
        // runtime): the pod's ServiceAccount and token settings are written there, not here.
        if (pod.mergedWith !== undefined) continue;
        const automount = own(pod.spec, 'automountServiceAccountToken');
        if (automount !== undefined && automount !== null && automount !== true) continue;
        const account = own(pod.spec, 'serviceAccountName') ?? own(pod.spec, 'serviceAccount');
        if (account !== undefined && account !== null && account !== 'default' && account !== '') continue;
        if (needsApi(pod)) continue;
        out.push({
          what: flattened(describe(pod)),
          at: ctx.anchor([...pod.path, 'automountServiceAccountToken']),
          explicit: automount === true,
          settable: takesPodFields(pod),
        });
      }
      return out.length ? { type: 'pods', pods: keptList(out) } : undefined;
    },
    input(run, ctx) {
      // A ServiceAccount exists run-wide; a binding counts for the pods applied with it, so a
      // sample's RoleBinding does not vouch for an unrelated workload (RULES.md "Apply unit").
      const accounts = new Map<string, boolean | null | undefined>();
      for (const o of run.ofKind('', 'ServiceAccount')) {
        const facts = ctx.facts<Facts>(o);
        if (facts?.type === 'serviceAccount') accounts.set(`${namespaceOf(o)}/${o.name ?? ''}`, facts.automount);
      }
      for (const index of run.unitIndexes()) {
        const bound = new Set<string>();
        for (const o of index.objects) {
          const facts = ctx.facts<Facts>(o);
          if (facts?.type === 'binding') for (const s of facts.subjects) bound.add(`${s.namespace}/${s.name}`);
        }
        for (const object of index.objects) {
          const facts = ctx.facts<Facts>(object);
          if (facts?.type !== 'pods') continue;
          const key = `${namespaceOf(object)}/default`;
          if (bound.has(key)) continue;
          for (const pod of facts.pods) {
            const fromAccount = accounts.get(key);
            if (!pod.explicit && (fromAccount === false || fromAccount === null)) continue;
            const how = pod.explicit
              ? 'automountServiceAccountToken: true'
              : accounts.has(key)
                ? 'neither the pod nor the ' + 'ServiceAccount ' + 'sets automountServiceAccountToken: false'
                : 'automountServiceAccountToken is not false';
            ctx.report({
              object,
              range: pod.at,
              message:
                `The pods of ${pod.what} mount the API token of the "default" ServiceAccount (${how}) although nothing in its ` +
                `${unitName(object)} grants it a role; set automountServiceAccountToken: false so code in the containers cannot ` +
                `call the API server with it.`,
              fix:
                pod.settable && pod.at
                  ? {
                      kind: 'suggestion',
                      description: 'Set automountServiceAccountToken: false on the pod spec',
                      changes: [{ op: 'set', path: pod.at.path, value: false }],
                    }
                  : undefined,
            });
          }
        }
      }
    },
  },
});
