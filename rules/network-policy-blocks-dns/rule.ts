import type { ObjectSummary } from '../../src/engine/object-index.js';
import { objectLabel } from '../../src/k8s/naming.js';
import { defineRule } from '../../src/engine/rule.js';
import { unitName } from '../../src/kits/apply-units.js';
import { type LocatedRange } from '../../src/core/types.js';
import { annotationSuppression } from '../../src/engine/suppress.js';
import type { RelatedLocation } from '../../src/core/types.js';
import {
  evaluate,
  namespaceOf,
  parseNetworkPolicy,
  podLabelFacts,
  type Endpoint,
  type LabelFacts,
  type NetworkPolicyModel,
} from '../../src/k8s/network-policy.js';
import { namespaceLabelFacts, policiesIn } from '../../src/kits/network-policy.js';
import { own, ownArray, ownObject } from '../../src/k8s/values.js';

const ID = 'network-policy-blocks-dns';

interface Options {
  dnsNamespace: string;
  dnsPodLabels: Record<string, string>;
  dnsPort: number;
}

interface PolicyFacts {
  type: 'policy';
  policy: NetworkPolicyModel;
  /** `spec.egress`, else the `Egress` item of `spec.policyTypes`. */
  at?: LocatedRange;
}

interface WorkloadFacts {
  type: 'workload';
  pods: { labels: LabelFacts }[];
}

type Facts = PolicyFacts | WorkloadFacts;

interface Blocked {
  policy: ObjectSummary;
  at?: LocatedRange;
  workloads: ObjectSummary[];
  protocols: Set<string>;
}

/** true, or a value that may be true (a placeholder): policies may not apply to host-network pods. */
function isHostNetwork(spec: unknown): boolean {
  const v = own(spec, 'hostNetwork');
  return v !== undefined && v !== null && v !== false;
}

export default defineRule<Options>({
  id: ID,
  family: 'network-security',
  level: 'error',
  scope: 'ai',
  summary: 'A NetworkPolicy isolates the egress of AI pods and allows no DNS (port 53 UDP and TCP).',
  references: [
    'https://kubernetes.io/docs/concepts/services-networking/network-policies/',
    'https://kubernetes.io/docs/concepts/services-networking/dns-pod-service/',
  ],
  options: {
    type: 'object',
    properties: {
      dnsNamespace: { type: 'string', default: 'kube-system', description: 'Namespace of the cluster DNS pods.' },
      dnsPodLabels: {
        type: 'object',
        additionalProperties: { type: 'string' },
        default: { 'k8s-app': 'kube-dns' },
        description: 'Labels of the cluster DNS pods.',
      },
      dnsPort: {
        type: 'integer',
        minimum: 1,
        maximum: 65535,
        default: 53,
        description: 'Port the DNS pods listen on (policies see the ' + 'pod port, e.g. 5353 on OpenShift).',
      },
    },
    additionalProperties: false,
  },
  check: {
    collect(object, pods, ctx): Facts | undefined {
      if (object.group === 'networking.k8s.io' && object.kind === 'NetworkPolicy') {
        const spec = ownObject(object.value, 'spec');
        const base = [...object.path, 'spec'];
        const egressType = ownArray(spec, 'policyTypes').indexOf('Egress');
        const at =
          own(spec, 'egress') !== undefined
            ? ctx.anchor([...base, 'egress'])
            : egressType !== -1
              ? ctx.anchor([...base, 'policyTypes', egressType])
              : undefined;
        return { type: 'policy', policy: parseNetworkPolicy(object.value), at };
      }
      const selected = pods()
        // Host-network pods: what policies do to them depends on the network plugin.
        .filter((p) => p.workload.ai && !isHostNetwork(p.spec))
        .map((p) => ({ labels: podLabelFacts(p) }));
      return selected.length ? { type: 'workload', pods: selected } : undefined;
    },
    input(run, ctx) {
      if (run.ofKind('networking.k8s.io', 'NetworkPolicy').length === 0) return;
      const { dnsNamespace, dnsPodLabels, dnsPort } = ctx.options;
      const dns: Endpoint = {
        podLabels: { known: { ...dnsPodLabels }, open: true },
        namespace: dnsNamespace,
        namespaceLabels: namespaceLabelFacts(run, dnsNamespace),
      };
      const blocked = new Map<ObjectSummary, Blocked>();
      for (const workload of run.objects) {
        const facts = ctx.facts<Facts>(workload);
        if (facts?.type !== 'workload' || annotationSuppression(workload, ID)) continue;
        const ns = namespaceOf(workload);
        // The policies applied with the workload (RULES.md "Apply unit"), not a sample's elsewhere.
        const here = policiesIn<PolicyFacts>(run.unitOf(workload), ns, ctx.facts);
        if (here.length === 0) continue;
        const models = here.map((p) => p.facts.policy);
        for (const pod of facts.pods) {
          for (const protocol of ['UDP', 'TCP']) {
            const result = evaluate(models, 'egress', { labels: pod.labels, namespace: ns }, dns, { port: dnsPort, protocol });
            if (result.verdict !== 'denied') continue;
            for (const model of result.isolatedBy) {
              const p = here.find((x) => x.facts.policy === model)!;
              const entry = blocked.get(p.summary) ?? { policy: p.summary, at: p.facts.at, workloads: [], protocols: new Set<string>() };
              if (!entry.workloads.includes(workload)) entry.workloads.push(workload);
              entry.protocols.add(protocol);
              blocked.set(p.summary, entry);
            }
          }
        }
      }
      for (const b of blocked.values()) {
        const ns = namespaceOf(b.policy);
        const names = b.workloads.map(objectLabel);
        const which =
          b.protocols.size === 2
            ? `allows no egress to the cluster DNS on port ${dnsPort} (neither UDP nor TCP)`
            : b.protocols.has('UDP')
              ? `allows no egress to the cluster DNS on UDP port ${dnsPort}`
              : `allows UDP but not TCP to the ` + `cluster DNS on port ${dnsPort}`;
        const effect = b.protocols.has('UDP')
          ? 'so name resolution fails and NCCL rendezvous, model downloads and calls to Services hang'
          : 'so DNS answers too large for UDP (retried over TCP) fail';
        const related: RelatedLocation[] = b.workloads
          .slice(0, 5)
          .map((w) => ({ file: w.file, range: w.range, message: `${objectLabel(w)} has AI pods the policy isolates.` }));
        ctx.report({
          object: b.policy,
          range: b.at,
          level: b.protocols.has('UDP') ? undefined : 'warning',
          message:
            `NetworkPolicy "${b.policy.name ?? '?'}" isolates the egress of the AI pods of ${names.join(', ')} in namespace ` +
            `"${ns}" (${unitName(b.policy)}) but ${which}, ${effect}; add an egress rule to the pods labelled ` +
            `${Object.entries(dnsPodLabels)
              .map(([k, v]) => `${k}: ${v}`)
              .join(', ')} in namespace ${dnsNamespace} on port ` +
            `${dnsPort} UDP and TCP.`,
          related,
        });
      }
    },
  },
});
