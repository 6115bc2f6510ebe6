import type { ObjectSummary } from '../../src/engine/object-index.js';
import { objectLabel } from '../../src/k8s/naming.js';
import { defineRule } from '../../src/engine/rule.js';
import { unitName } from '../../src/kits/apply-units.js';
import { type LocatedRange } from '../../src/core/types.js';
import { annotationSuppression } from '../../src/engine/suppress.js';
import {
  connectionAllows,
  formatPorts,
  namespaceOf,
  parseNetworkPolicy,
  podLabelFacts,
  podNamedPorts,
  type Direction,
  type LabelFacts,
  type NamedPort,
  type NetworkPolicyModel,
  type PortRange,
} from '../../src/k8s/network-policy.js';
import { namespaceLabelFacts, policiesIn } from '../../src/kits/network-policy.js';
import type { ObjectView } from '../../src/k8s/objects.js';
import type { PodSpecView } from '../../src/k8s/pods.js';
import { isPlaceholder, own, ownArray, ownObject, ownString } from '../../src/k8s/values.js';

const ID = 'network-policy-blocks-collective';

interface PolicyFacts {
  type: 'policy';
  policy: NetworkPolicyModel;
  at: { policyTypes?: LocatedRange; ingress?: LocatedRange; egress?: LocatedRange };
}

interface Member {
  name: string;
  labels: LabelFacts;
  /** Pods of the template (at least 1; a count we cannot read counts as 1). */
  count: number;
  namedPorts: NamedPort[];
}

interface WorkloadFacts {
  type: 'workload';
  members: Member[];
}

type Facts = PolicyFacts | WorkloadFacts;

/** Kinds whose pods talk to each other (collectives, rendezvous, Ray object transfers). */
const DISTRIBUTED = new Set([
  'jobset.x-k8s.io/JobSet',
  'kubeflow.org/PyTorchJob',
  'kubeflow.org/TFJob',
  'kubeflow.org/MPIJob',
  'kubeflow.org/XGBoostJob',
  'kubeflow.org/PaddleJob',
  'kubeflow.org/JAXJob',
  'leaderworkerset.x-k8s.io/LeaderWorkerSet',
  'ray.io/RayCluster',
  'ray.io/RayJob',
  'ray.io/RayService',
  'batch.volcano.sh/Job',
  'batch/Job',
  'serving.kserve.io/InferenceService',
  'serving.kserve.io/LLMInferenceService',
]);

/** Launchers of multi-process jobs that connect the pods of a batch Job to each other. */
const LAUNCHER = /\b(?:torchrun|torch\.distributed\.(?:run|launch)|deepspeed|mpirun|horovodrun|accelerate\s+launch)\b/;

/** A Job's pods talk to each other: a subdomain for pod DNS, or a distributed launcher or rendezvous address. */
function jobIsDistributed(pod: PodSpecView): boolean {
  if (ownString(pod.spec, 'subdomain')) return true;
  return pod.containers.some(
    (c) =>
      c.env.has('MASTER_ADDR') ||
      LAUNCHER.test([...ownArray(c.value, 'command'), ...ownArray(c.value, 'args')].filter((w) => typeof w === 'string').join(' ')),
  );
}

function memberName(pod: PodSpecView): string {
  const o = pod.object;
  if (o.group === 'kubeflow.org' && pod.path[pod.path.length - 2] === 'template') return String(pod.path[pod.path.length - 3]);
  if (o.group === 'jobset.x-k8s.io') {
    const index = pod.path.indexOf('replicatedJobs');
    return ownString(ownArray(ownObject(o.value, 'spec'), 'replicatedJobs')[pod.path[index + 1] as number], 'name') ?? 'replicated job';
  }
  if (o.group === 'batch.volcano.sh') {
    const index = pod.path.indexOf('tasks');
    return ownString(ownArray(ownObject(o.value, 'spec'), 'tasks')[pod.path[index + 1] as number], 'name') ?? 'task';
  }
  return pod.role ?? o.kind;
}

/**
 * A Kubeflow Trainer TrainJob: its pods come from a training runtime through a JobSet named after
 * it, so they are one template of `numNodes` pods whose known label is the JobSet name.
 */
function trainJobMembers(object: ObjectView): Member[] | undefined {
  const trainer = ownObject(ownObject(object.value, 'spec'), 'trainer');
  const nodes = own(trainer, 'numNodes');
  if (typeof nodes !== 'number' || nodes < 2 || object.name === undefined) return undefined;
  return [{ name: 'node', labels: { known: { 'jobset.sigs.k8s.io/jobset-name': object.name }, open: true }, count: nodes, namedPorts: [] }];
}

function members(object: ObjectView, pods: PodSpecView[]): Member[] | undefined {
  if (object.group === 'trainer.kubeflow.org' && object.kind === 'TrainJob') return trainJobMembers(object);
  if (!DISTRIBUTED.has(`${object.group}/${object.kind}`)) return undefined;
  if (!pods.some((p) => p.workload.ai)) return undefined;
  const isKserve = object.group === 'serving.kserve.io';
  // Single-node KServe predictors and single-pod Jobs are not distributed.
  if (isKserve && !pods.some((p) => p.role === 'worker')) return undefined;
  if (object.group === 'batch' && !pods.some((p) => p.workload.training && jobIsDistributed(p))) return undefined;
  const out: Member[] = [];
  for (const pod of pods) {
    if (
      pod.role === 'submitter' ||
      pod.role === 'transformer' ||
      pod.role === 'explainer' ||
      pod.role === 'prefill' ||
      pod.role === 'prefill-worker'
    )
      continue;
    const hostNetwork = own(pod.spec, 'hostNetwork');
    // Policies may not apply to host-network pods: nothing to judge.
    if (hostNetwork === true || isPlaceholder(hostNetwork)) return undefined;
    out.push({ name: memberName(pod), labels: podLabelFacts(pod), count: pod.podCount ?? 1, namedPorts: podNamedPorts(pod) });
  }
  return out.reduce((sum, m) => sum + m.count, 0) >= 2 ? out : undefined;
}

interface Blocked {
  policy: ObjectSummary;
  facts: PolicyFacts;
  workload: ObjectSummary;
  blocks: Map<Direction, Set<string>>;
  /** Ports that are open in a blocked direction, for the message. */
  allowed: Map<Direction, PortRange[]>;
}

/** A label all members share and that the policy author can select on. */
function commonLabel(list: Member[]): string | undefined {
  const [first, ...rest] = list;
  if (!first) return undefined;
  const shared = Object.entries(first.labels.known).filter(([k, v]) => !isPlaceholder(v) && rest.every((m) => m.labels.known[k] === v));
  const pick = shared.find(([k]) => !k.includes('/')) ?? shared[0];
  return pick && `${pick[0]}: ${pick[1]}`;
}

export default defineRule({
  id: ID,
  family: 'network-security',
  level: 'warning',
  scope: 'ai',
  summary:
    'A NetworkPolicy isolates the pods of a distributed training or multi-node serving workload without allowing ' +
    'traffic between them.',
  references: [
    'https://kubernetes.io/docs/concepts/services-networking/network-policies/',
    'https://docs.nvidia.com/deeplearning/nccl/user-guide/docs/env.html',
  ],
  check: {
    collect(object, pods, ctx): Facts | undefined {
      if (object.group === 'networking.k8s.io' && object.kind === 'NetworkPolicy') {
        const spec = ownObject(object.value, 'spec');
        const base = [...object.path, 'spec'];
        const at = (key: string) => (own(spec, key) !== undefined ? ctx.anchor([...base, key]) : undefined);
        return {
          type: 'policy',
          policy: parseNetworkPolicy(object.value),
          at: { policyTypes: at('policyTypes'), ingress: at('ingress'), egress: at('egress') },
        };
      }
      const list = members(object, pods());
      return list ? { type: 'workload', members: list } : undefined;
    },
    input(run, ctx) {
      if (run.ofKind('networking.k8s.io', 'NetworkPolicy').length === 0) return;
      for (const workload of run.objects) {
        const facts = ctx.facts<Facts>(workload);
        if (facts?.type !== 'workload' || annotationSuppression(workload, ID)) continue;
        const ns = namespaceOf(workload);
        // The policies applied with the workload (RULES.md "Apply unit"), not a sample's elsewhere.
        const unit = run.unitOf(workload);
        const here = policiesIn<PolicyFacts>(unit, ns, ctx.facts);
        if (here.length === 0) continue;
        const models = here.map((p) => p.facts.policy);
        const namespaceLabels = namespaceLabelFacts(run, ns, unit);
        const found = new Map<NetworkPolicyModel, Blocked>();
        const blame = (model: NetworkPolicyModel, direction: Direction, member: string, allowed: PortRange[]) => {
          const p = here.find((x) => x.facts.policy === model)!;
          const entry = found.get(model) ?? {
            policy: p.summary,
            facts: p.facts,
            workload,
            blocks: new Map<Direction, Set<string>>(),
            allowed: new Map<Direction, PortRange[]>(),
          };
          entry.blocks.set(direction, (entry.blocks.get(direction) ?? new Set<string>()).add(member));
          if (allowed.length) entry.allowed.set(direction, allowed);
          found.set(model, entry);
        };
        for (const a of facts.members) {
          for (const b of facts.members) {
            if (a === b && a.count < 2) continue;
            if (a.count === 0 || b.count === 0) continue;
            const from = { labels: a.labels, namespace: ns, namedPorts: a.namedPorts, namespaceLabels };
            const to = { labels: b.labels, namespace: ns, namedPorts: b.namedPorts, namespaceLabels };
            const result = connectionAllows(models, from, to, { port: 'all', protocol: 'TCP' });
            if (result.verdict !== 'denied') continue;
            if (result.egress.verdict === 'denied')
              for (const m of result.egress.isolatedBy) blame(m, 'egress', a.name, result.egress.allowedPorts);
            if (result.ingress.verdict === 'denied')
              for (const m of result.ingress.isolatedBy) blame(m, 'ingress', b.name, result.ingress.allowedPorts);
          }
        }
        const selector = commonLabel(facts.members);
        const order = [...new Set(facts.members.map((m) => m.name))];
        for (const b of found.values()) {
          const parts = (['egress', 'ingress'] as const)
            .filter((d) => b.blocks.has(d))
            .map((d) => `${d} of its ${order.filter((n) => b.blocks.get(d)!.has(n)).join(', ')} pods`);
          const first = b.blocks.has('egress') ? 'egress' : 'ingress';
          const only = [...b.allowed].map(([d, ports]) => `; ${d} is open on ${formatPorts(ports)} only`).join('');
          ctx.report({
            object: b.policy,
            range: b.facts.at.policyTypes ?? b.facts.at[first],
            message:
              `NetworkPolicy "${b.policy.name ?? '?'}" isolates the pods of ${objectLabel(workload)} in namespace "${ns}" ` +
              `(${unitName(workload)}) without ` +
              `allowing all TCP traffic between them (it blocks the ${parts.join(' and the ')}${only}), so NCCL, Gloo, MPI or Ray ` +
              `connections on dynamic ports fail and the workload hangs at its first collective; allow ingress from and egress to ` +
              `${selector ? `podSelector ${selector}` : "a podSelector matching the workload's pods"} on all ports.`,
            related: [
              {
                file: workload.file,
                range: workload.range,
                message: `${objectLabel(workload)} runs the pods that ` + `must reach each other.`,
              },
            ],
          });
        }
      }
    },
  },
});
