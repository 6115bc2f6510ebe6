import { defineRule } from '../../src/engine/rule.js';
import { objectLabel } from '../../src/k8s/naming.js';
import type { JsonPath } from '../../src/core/types.js';
import { podLabelsOf, selectorMatches } from '../../src/k8s/label-selector.js';
import type { PodSpecView } from '../../src/k8s/pods.js';
import { isObject, isPlaceholder, own } from '../../src/k8s/values.js';

const HOSTNAME = 'kubernetes.io/hostname';
/**
 * What the scheduler does for pods without constraints of their own: the PodTopologySpread plugin's built-in default
 * constraints (https://kubernetes.io/docs/concepts/scheduling-eviction/topology-spread-constraints/#internal-default-constraints).
 */
const DEFAULT_SPREAD = `the scheduler's default spreading (PodTopologySpread on ${HOSTNAME}, maxSkew 3, ScheduleAnyway)`;

type Verdict =
  /** Spreads the pods over nodes, or cannot be read (unknown counts as spreading). */
  { spreads: true } | { spreads: false; why?: string };

/** A PodAffinityTerm of podAntiAffinity. */
function termSpreads(term: unknown, pod: PodSpecView, labels: Record<string, string> | undefined): Verdict {
  if (!isObject(term)) return { spreads: true };
  const key = own(term, 'topologyKey');
  if (typeof key !== 'string' || isPlaceholder(key)) return { spreads: true };
  if (key !== HOSTNAME)
    return {
      spreads: false,
      why: `its podAntiAffinity uses topologyKey ${key}, which keeps replicas apart per ` + `${key.split('/').pop()} but not per node`,
    };
  const namespaces = own(term, 'namespaces');
  const ns = pod.object.namespace;
  if (Array.isArray(namespaces) && namespaces.length > 0 && own(term, 'namespaceSelector') === undefined && ns !== undefined) {
    if (!namespaces.some((n) => n === ns || isPlaceholder(n)))
      return {
        spreads: false,
        why: `its podAntiAffinity only looks at pods in ` + `namespaces ${namespaces.map(String).join(', ')}, not its own`,
      };
  }
  if (!selectorMatches(own(term, 'labelSelector'), labels)) {
    return {
      spreads: false,
      why:
        own(term, 'labelSelector') == null
          ? 'its podAntiAffinity term has no labelSelector, ' + 'so it selects no pods'
          : 'its podAntiAffinity selects other pods, not its own replicas',
    };
  }
  return { spreads: true };
}

/** A topologySpreadConstraint. */
function constraintSpreads(c: unknown, replicas: number, labels: Record<string, string> | undefined): Verdict {
  if (!isObject(c)) return { spreads: true };
  const key = own(c, 'topologyKey');
  if (typeof key !== 'string' || isPlaceholder(key)) return { spreads: true };
  if (key !== HOSTNAME)
    return {
      spreads: false,
      why: `its topologySpreadConstraints spread by ${key}, which does not stop two replicas ` + `from sharing a node`,
    };
  if (!selectorMatches(own(c, 'labelSelector'), labels)) {
    return {
      spreads: false,
      why:
        own(c, 'labelSelector') == null
          ? 'its topologySpreadConstraint has no labelSelector, ' + 'so it counts no pods'
          : 'its topologySpreadConstraint counts other pods, not its own replicas',
    };
  }
  // A hard constraint whose maxSkew is at least the replica count allows them all on one node.
  const maxSkew = own(c, 'maxSkew');
  const soft = own(c, 'whenUnsatisfiable') === 'ScheduleAnyway';
  if (!soft && typeof maxSkew === 'number' && maxSkew >= replicas)
    return {
      spreads: false,
      why: `its topologySpreadConstraint on ` + `${HOSTNAME} has maxSkew ${maxSkew}, which allows all ${replicas} replicas on one node`,
    };
  return { spreads: true };
}

function label(pod: PodSpecView): string {
  return `${objectLabel(pod.object)}${pod.role ? ` (${pod.role} pods)` : ''}`;
}

export default defineRule({
  id: 'anti-affinity-missing',
  family: 'scheduling',
  level: 'warning',
  scope: 'ai',
  summary: 'A serving workload with several replicas does not keep them on different nodes.',
  references: [
    'https://kubernetes.io/docs/concepts/scheduling-eviction/assign-pod-node/#inter-pod-affinity-and-anti-affinity',
    'https://kubernetes.io/docs/concepts/scheduling-eviction/topology-spread-constraints/',
  ],
  check: {
    podSpec(pod, ctx) {
      if (!pod.workload.serving) return;
      const replicas = pod.replicas;
      if (replicas === undefined || replicas <= 1) return;
      const labels = podLabelsOf(pod);
      const reasons: string[] = [];

      const affinity = own(pod.spec, 'affinity');
      if (affinity !== undefined && affinity !== null && !isObject(affinity)) return;
      const anti = own(affinity, 'podAntiAffinity');
      if (anti !== undefined && anti !== null && !isObject(anti)) return;
      const required = own(anti, 'requiredDuringSchedulingIgnoredDuringExecution');
      const preferred = own(anti, 'preferredDuringSchedulingIgnoredDuringExecution');
      for (const list of [required, preferred]) if (list !== undefined && list !== null && !Array.isArray(list)) return;
      const terms = [
        ...(Array.isArray(required) ? required : []),
        ...(Array.isArray(preferred) ? preferred.map((p) => (isObject(p) ? own(p, 'podAffinityTerm') : p)) : []),
      ];
      for (const term of terms) {
        const v = termSpreads(term, pod, labels);
        if (v.spreads) return;
        if (v.why) reasons.push(v.why);
      }

      const constraints = own(pod.spec, 'topologySpreadConstraints');
      if (constraints !== undefined && constraints !== null && !Array.isArray(constraints)) return;
      for (const c of Array.isArray(constraints) ? constraints : []) {
        const v = constraintSpreads(c, replicas, labels);
        if (v.spreads) return;
        if (v.why) reasons.push(v.why);
      }

      let path: JsonPath;
      if (isObject(anti)) path = [...pod.path, 'affinity', 'podAntiAffinity'];
      else if (Array.isArray(constraints)) path = [...pod.path, 'topologySpreadConstraints'];
      else path = [...pod.path, 'affinity', 'podAntiAffinity'];
      const what =
        reasons.length > 0
          ? [...new Set(reasons)].join('; ')
          : 'it has neither podAntiAffinity nor topologySpreadConstraints ' + 'on kubernetes.io/hostname';
      // The scheduler's default constraints apply only to pods that set no topologySpreadConstraints.
      const defaults =
        Array.isArray(constraints) && constraints.length > 0
          ? `its own topologySpreadConstraints replace the scheduler's default spreading by ${HOSTNAME}`
          : `${DEFAULT_SPREAD} is only a weak score weighed against resource fit and image locality`;
      ctx.report({
        path,
        message:
          `Serving ${label(pod)} runs ${replicas} ${pod.groupSize !== undefined ? 'replica groups' : 'replicas'} but nothing in ` +
          `its pod template keeps them on different nodes (${what}); ${defaults}, so replicas can share a GPU node, and one node ` +
          `failure, drain or driver upgrade takes several of them down at once while their models reload elsewhere; add a ` +
          `podAntiAffinity term (preferred or required) or a ` +
          `topologySpreadConstraint with topologyKey ${HOSTNAME} that selects the pods' own labels.`,
      });
    },
  },
});
