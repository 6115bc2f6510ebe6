import type { ObjectSummary } from '../src/engine/object-index.js';
import { objectLabel } from '../src/k8s/naming.js';
import { defineRule } from '../src/engine/rule.js';
import { type LocatedRange } from '../src/core/types.js';
import { annotationSuppression } from '../src/engine/suppress.js';
import type { RelatedLocation } from '../src/core/types.js';
import { evaluate, namespaceOf, parseNetworkPolicy, podLabelFacts, type Endpoint, type LabelFacts, type NetworkPolicyModel } from '../src/k8s/network-policy.js';
import { namespaceLabelFacts, policiesIn } from '../src/kits/network-policy.js';
import { own, ownArray, ownObject } from '../src/k8s/values.js';

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


const EXAMPLE_JOB = `apiVersion: kubeflow.org/v1
kind: PyTorchJob
metadata:
  name: llama-ft
  namespace: ml
spec:
  pytorchReplicaSpecs:
    Worker:
      replicas: 2
      template:
        metadata:
          labels:
            app: llama-ft
        spec:
          containers:
            - name: pytorch
              image: nvcr.io/nvidia/pytorch:24.05-py3
              resources:
                limits:
                  nvidia.com/gpu: 8
---
`;

export default defineRule<Options>({
  id: ID,
  family: 'network-security',
  level: 'error',
  scope: 'ai',
  summary: 'A NetworkPolicy isolates the egress of AI pods and allows no DNS (port 53 UDP and TCP).',
  description:
    "Triggers for a NetworkPolicy (`networking.k8s.io/v1`) that isolates the egress of AI pods (pods with a GPU or an AI image, in the policy's namespace, selected by its `podSelector`) when the egress allowed by all policies selecting those pods together does not reach the cluster DNS on port 53. The cluster DNS is taken to be the pods labelled `k8s-app: kube-dns` in `kube-system` (options `dnsNamespace`, `dnsPodLabels`, `dnsPort` for other clusters, e.g. OpenShift). Egress isolation follows the API: `policyTypes` with `Egress`, or no `policyTypes` and a non-empty `egress` list; `egress: []` or no rules under an `Egress` type deny everything. A rule allows DNS when its ports cover 53 for the protocol (TCP when `protocol` is omitted) and its `to` is empty or has a peer matching those pods: `namespaceSelector: {}`, a `namespaceSelector` on `kubernetes.io/metadata.name: kube-system` (with or without a matching `podSelector`), or labels of a `kube-system` Namespace object in the input. Blocked UDP is an error; UDP allowed but TCP blocked is reported as a warning (large answers are retried over TCP). What cannot be decided offline keeps the rule silent: namespace labels other than the name for namespaces not in the input, named ports (`port: dns`), `ipBlock` peers (pod IPs and whether the network plugin applies ipBlocks to pod traffic are unknown), placeholders, and selectors on labels an operator may add. Host-network pods are skipped. One finding per policy, at `spec.egress` (else the `Egress` policy type, else the kind line), with the selected workloads as related locations; a workload annotated `ai-k8s-lint.io/ignore: network-policy-blocks-dns` is left out.",
  rationale:
    'Once a pod is isolated for egress, everything not allowed is dropped, including DNS. Distributed training resolves the rendezvous address (`MASTER_ADDR` is a Service or pod hostname), model servers resolve the Hugging Face Hub, S3 or an internal registry, and every in-cluster Service is reached by name. With DNS dropped these calls hang until their timeouts (often minutes, NCCL rendezvous up to 30 minutes) instead of failing fast, so a default-deny egress policy shows up as a stuck job with idle GPUs rather than as a network error. DNS falls back to TCP for answers that do not fit in a UDP packet, so both protocols are needed.',
  remediation:
    'Add an egress rule that lets the selected pods reach the cluster DNS on UDP and TCP 53 (alongside the rules for the traffic you do want):\n\n```yaml\n  egress:\n    - to:\n        - namespaceSelector:\n            matchLabels:\n              kubernetes.io/metadata.name: kube-system\n          podSelector:\n            matchLabels:\n              k8s-app: kube-dns\n      ports:\n        - port: 53\n          protocol: UDP\n        - port: 53\n          protocol: TCP\n```\n\nWith NodeLocal DNSCache, also allow its link-local address (`ipBlock: {cidr: 169.254.20.10/32}`).',
  references: ['https://kubernetes.io/docs/concepts/services-networking/network-policies/', 'https://kubernetes.io/docs/concepts/services-networking/dns-pod-service/'],
  options: {
    type: 'object',
    properties: {
      dnsNamespace: { type: 'string', default: 'kube-system', description: 'Namespace of the cluster DNS pods.' },
      dnsPodLabels: { type: 'object', additionalProperties: { type: 'string' }, default: { 'k8s-app': 'kube-dns' }, description: 'Labels of the cluster DNS pods.' },
      dnsPort: { type: 'integer', minimum: 1, maximum: 65535, default: 53, description: 'Port the DNS pods listen on (policies see the pod port, e.g. 5353 on OpenShift).' },
    },
    additionalProperties: false,
  },
  examples: {
    invalid: [
      {
        title: 'default-deny egress for the training pods, only the object store allowed',
        yaml: `${EXAMPLE_JOB}apiVersion: networking.k8s.io/v1
kind: NetworkPolicy
metadata:
  name: llama-ft-egress
  namespace: ml
spec:
  podSelector:
    matchLabels:
      app: llama-ft
  policyTypes: [Ingress, Egress]
  egress:
    - to:
        - ipBlock:
            cidr: 10.20.0.0/16
      ports:
        - port: 443
`,
        lines: [32],
      },
    ],
    valid: [
      {
        title: 'DNS to kube-dns is allowed on UDP and TCP',
        yaml: `${EXAMPLE_JOB}apiVersion: networking.k8s.io/v1
kind: NetworkPolicy
metadata:
  name: llama-ft-egress
  namespace: ml
spec:
  podSelector:
    matchLabels:
      app: llama-ft
  policyTypes: [Ingress, Egress]
  egress:
    - to:
        - ipBlock:
            cidr: 10.20.0.0/16
      ports:
        - port: 443
    - to:
        - namespaceSelector:
            matchLabels:
              kubernetes.io/metadata.name: kube-system
          podSelector:
            matchLabels:
              k8s-app: kube-dns
      ports:
        - port: 53
          protocol: UDP
        - port: 53
          protocol: TCP
`,
      },
    ],
  },
  check: {
    collect(object, pods, ctx): Facts | undefined {
      if (object.group === 'networking.k8s.io' && object.kind === 'NetworkPolicy') {
        const spec = ownObject(object.value, 'spec');
        const base = [...object.path, 'spec'];
        const egressType = ownArray(spec, 'policyTypes').indexOf('Egress');
        const at = own(spec, 'egress') !== undefined ? ctx.locate([...base, 'egress']) : egressType !== -1 ? ctx.locate([...base, 'policyTypes', egressType]) : undefined;
        return { type: 'policy', policy: parseNetworkPolicy(object.value), at };
      }
      const selected = pods()
        // Host-network pods: what policies do to them depends on the network plugin.
        .filter((p) => p.workload.ai && !isHostNetwork(p.spec))
        .map((p) => ({ labels: podLabelFacts(p) }));
      return selected.length ? { type: 'workload', pods: selected } : undefined;
    },
    input(index, ctx) {
      if (index.ofKind('networking.k8s.io', 'NetworkPolicy').length === 0) return;
      const { dnsNamespace, dnsPodLabels, dnsPort } = ctx.options;
      const dns: Endpoint = {
        podLabels: { known: { ...dnsPodLabels }, open: true },
        namespace: dnsNamespace,
        namespaceLabels: namespaceLabelFacts(index, dnsNamespace),
      };
      const blocked = new Map<ObjectSummary, Blocked>();
      for (const workload of index.objects) {
        const facts = workload.facts[ID] as Facts | undefined;
        if (facts?.type !== 'workload' || annotationSuppression(workload, ID)) continue;
        const ns = namespaceOf(workload);
        const here = policiesIn<PolicyFacts>(index, ns, ID);
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
        const which = b.protocols.size === 2 ? `allows no egress to the cluster DNS on port ${dnsPort} (neither UDP nor TCP)` : b.protocols.has('UDP') ? `allows no egress to the cluster DNS on UDP port ${dnsPort}` : `allows UDP but not TCP to the cluster DNS on port ${dnsPort}`;
        const effect = b.protocols.has('UDP')
          ? 'so name resolution fails and NCCL rendezvous, model downloads and calls to Services hang'
          : 'so DNS answers too large for UDP (retried over TCP) fail';
        const related: RelatedLocation[] = b.workloads.slice(0, 5).map((w) => ({ file: w.file, range: w.range, message: `${objectLabel(w)} has AI pods the policy isolates.` }));
        ctx.report({
          object: b.policy,
          range: b.at,
          level: b.protocols.has('UDP') ? undefined : 'warning',
          message: `NetworkPolicy "${b.policy.name ?? '?'}" isolates the egress of the AI pods of ${names.join(', ')} in namespace "${ns}" but ${which}, ${effect}; add an egress rule to the pods labelled ${Object.entries(dnsPodLabels).map(([k, v]) => `${k}: ${v}`).join(', ')} in namespace ${dnsNamespace} on port ${dnsPort} UDP and TCP.`,
          related,
        });
      }
    },
  },
});
