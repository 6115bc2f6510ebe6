import type { FactsOf, ObjectIndex } from '../../src/engine/object-index.js';
import { defineRule } from '../../src/engine/rule.js';
import type { Anchor, JsonPath, Range } from '../../src/core/types.js';
import type { PodSpecView } from '../../src/k8s/pods.js';
import { isPlaceholder, own } from '../../src/k8s/values.js';
import { unitName } from '../../src/kits/apply-units.js';
import { crdsOfInput, type CrdEntry } from '../../src/kits/crds.js';
import { rbacFact, rulesGrantedTo, type BindingFact, type RbacRule, type RoleFact } from '../../src/kits/rbac.js';
import { BUILTIN_GROUPS, crdFact, type CrdFact } from '../../src/k8s/api-groups.js';

const ID = 'operator-not-ready-gate';

interface DeploymentFact {
  deployment: {
    /** The pod's ServiceAccount, named explicitly (not `default`). */
    serviceAccount: string;
    ready: boolean;
    containers: string[];
    at?: Range;
  };
}

interface RbacFact {
  role: RoleFact;
  binding: BindingFact;
}

type Fact = Partial<CrdFact & DeploymentFact & RbacFact>;

function deploymentFact(pods: () => PodSpecView[], anchor: (path: JsonPath) => Anchor | undefined): DeploymentFact | undefined {
  const pod = pods()[0];
  if (!pod) return undefined;
  // A model server or trainer may watch custom resources, but it is not their operator.
  if (pod.workload.serving || pod.workload.training) return undefined;
  const main = pod.containers.filter((c) => c.kind === 'container' || c.kind === 'sidecar');
  if (main.length === 0) return undefined;
  // An operator runs as its own ServiceAccount: a pod on the implicit or `default` one is an
  // application that some binding happens to reach (RULES.md).
  const sa = own(pod.spec, 'serviceAccountName') ?? own(pod.spec, 'serviceAccount');
  if (typeof sa !== 'string' || sa === '' || sa === 'default' || isPlaceholder(sa)) return undefined;
  const regular = main.filter((c) => c.kind === 'container');
  return {
    deployment: {
      serviceAccount: sa,
      ready: main.some((c) => own(c.value, 'readinessProbe') !== undefined && own(c.value, 'readinessProbe') !== null),
      containers: regular.map((c) => c.name),
      // A missing probe points at the container (one) or the containers key (several).
      at: anchor(regular.length === 1 ? regular[0]!.path : [...pod.path, 'containers']),
    },
  };
}

/** A role rule that lets its subject list or watch resources of a named custom group. */
function watchesCustomResources(rule: RbacRule): boolean {
  // `*` groups (admin roles) say nothing about which operator this is: only named custom groups count.
  return (
    rule.verbs.some((v) => v === 'watch' || v === 'list' || v === '*') &&
    rule.groups.some((g) => g !== '*' && !BUILTIN_GROUPS.has(g)) &&
    rule.resources.some((r) => !r.includes('/'))
  );
}

/** Kinds of the unit's CRDs that the ServiceAccount may list/watch through the unit's bindings. */
function reconciledKinds(
  run: ObjectIndex,
  unit: ObjectIndex,
  facts: FactsOf,
  crds: Map<string, CrdEntry[]>,
  sa: string,
  namespace: string | undefined,
): string[] {
  const kinds = new Set<string>();
  for (const rule of rulesGrantedTo(run, unit, (s) => facts<Fact>(s), sa, namespace)) {
    if (!watchesCustomResources(rule)) continue;
    for (const [entry] of crds.values()) {
      const { group, plural, kind } = entry!.fact;
      if (!plural) continue;
      if (rule.groups.includes(group) && (rule.resources.includes(plural) || rule.resources.includes('*'))) kinds.add(kind);
    }
  }
  return [...kinds].sort();
}

function listKinds(kinds: string[]): string {
  return kinds.length <= 3 ? kinds.join(', ') : `${kinds.slice(0, 3).join(', ')} and ${kinds.length - 3} more`;
}

export default defineRule({
  id: ID,
  family: 'crd-ordering',
  level: 'note',
  scope: 'general',
  summary: 'The Deployment of an operator whose CRDs are in the same input has no readinessProbe.',
  check: {
    collect(object, pods, ctx): Fact | undefined {
      const crd = crdFact(object);
      if (crd) return crd;
      if (object.kind === 'Deployment' && (object.group === 'apps' || object.group === 'extensions'))
        return deploymentFact(pods, ctx.anchor);
      return rbacFact(object, watchesCustomResources);
    },
    input(run, ctx) {
      // The operator and its CRDs are deployed together, with the binding that lets it watch them
      // (RULES.md "Apply unit"): a sample's Deployment elsewhere is not their controller.
      for (const unit of run.unitIndexes()) {
        const crds = crdsOfInput(unit, ctx.facts);
        if (crds.size === 0) continue;
        for (const group of ['apps', 'extensions']) {
          for (const d of unit.ofKind(group, 'Deployment')) {
            const fact = ctx.facts<Fact>(d)?.deployment;
            if (!fact || fact.ready) continue;
            const kinds = reconciledKinds(run, unit, ctx.facts, crds, fact.serviceAccount, d.namespace);
            if (kinds.length === 0) continue;
            ctx.report({
              object: d,
              range: fact.at,
              message:
                `Deployment "${d.name ?? ''}" runs the controller for ${listKinds(kinds)} (CRDs in its ${unitName(d)}) as ` +
                `ServiceAccount "${fact.serviceAccount}", but no container has a readinessProbe, so it counts as ready before it can ` +
                `reconcile or answer its webhooks: add one (e.g. httpGet /readyz) and wait for kubectl rollout status before applying ` +
                `custom resources.`,
            });
          }
        }
      }
    },
  },
});
