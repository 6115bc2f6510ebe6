import type { ObjectIndex, ObjectSummary } from '../../src/engine/object-index.js';
import { defineRule } from '../../src/engine/rule.js';
import type { JsonPath, Range } from '../../src/core/types.js';
import type { PodSpecView } from '../../src/k8s/pods.js';
import { isPlaceholder, own, ownArray, ownObject, ownString } from '../../src/k8s/values.js';
import { BUILTIN_GROUPS, crdFact, type CrdFact } from '../../src/k8s/api-groups.js';

const ID = 'operator-not-ready-gate';

interface DeploymentFact {
  deployment: {
    /** The pod's ServiceAccount; undefined when templated. */
    serviceAccount?: string;
    ready: boolean;
    containers: string[];
    at?: Range;
  };
}

/** A Role/ClusterRole rule that lets its subject list or watch resources of a custom group. */
interface WatchGrant {
  groups: string[];
  resources: string[];
}

interface RoleFact {
  role: { grants: WatchGrant[] };
}

interface BindingFact {
  binding: { roleKind: string; roleName: string; serviceAccounts: { name: string; namespace?: string }[] };
}

type Fact = Partial<CrdFact & DeploymentFact & RoleFact & BindingFact>;

const strings = (value: unknown[]): string[] => value.filter((v): v is string => typeof v === 'string' && !isPlaceholder(v));

function deploymentFact(pods: () => PodSpecView[], locate: (path: JsonPath) => Range | undefined): DeploymentFact | undefined {
  const pod = pods()[0];
  if (!pod) return undefined;
  const main = pod.containers.filter((c) => c.kind === 'container' || c.kind === 'sidecar');
  if (main.length === 0) return undefined;
  const sa = own(pod.spec, 'serviceAccountName') ?? own(pod.spec, 'serviceAccount') ?? 'default';
  const regular = main.filter((c) => c.kind === 'container');
  return {
    deployment: {
      serviceAccount: typeof sa === 'string' && sa !== '' && !isPlaceholder(sa) ? sa : undefined,
      ready: main.some((c) => own(c.value, 'readinessProbe') !== undefined && own(c.value, 'readinessProbe') !== null),
      containers: regular.map((c) => c.name),
      // A missing probe points at the container (one) or the containers key (several).
      at: locate(regular.length === 1 ? regular[0]!.path : [...pod.path, 'containers']),
    },
  };
}

function roleFact(value: Record<string, unknown>): RoleFact | undefined {
  const grants: WatchGrant[] = [];
  for (const rule of ownArray(value, 'rules')) {
    const verbs = strings(ownArray(rule, 'verbs'));
    if (!verbs.some((v) => v === 'watch' || v === 'list' || v === '*')) continue;
    // `*` groups (admin roles) say nothing about which operator this is: only named custom groups count.
    const groups = strings(ownArray(rule, 'apiGroups')).filter((g) => g !== '*' && !BUILTIN_GROUPS.has(g));
    const resources = strings(ownArray(rule, 'resources')).filter((r) => !r.includes('/'));
    if (groups.length > 0 && resources.length > 0) grants.push({ groups, resources });
  }
  return grants.length > 0 ? { role: { grants } } : undefined;
}

function bindingFact(value: Record<string, unknown>, namespace: string | undefined, clusterWide: boolean): BindingFact | undefined {
  const roleRef = ownObject(value, 'roleRef');
  const roleKind = ownString(roleRef, 'kind');
  const roleName = ownString(roleRef, 'name');
  if (!roleKind || !roleName || isPlaceholder(roleName)) return undefined;
  const serviceAccounts: BindingFact['binding']['serviceAccounts'] = [];
  for (const s of ownArray(value, 'subjects')) {
    const name = ownString(s, 'name');
    if (ownString(s, 'kind') !== 'ServiceAccount' || !name || isPlaceholder(name)) continue;
    const ns = ownString(s, 'namespace') ?? (clusterWide ? undefined : namespace);
    serviceAccounts.push({ name, namespace: ns && !isPlaceholder(ns) ? ns : undefined });
  }
  return serviceAccounts.length > 0 ? { binding: { roleKind, roleName, serviceAccounts } } : undefined;
}

/** The CRDs of the input (group/plural -> kind). */
function inputCrds(index: ObjectIndex): Map<string, string> {
  const out = new Map<string, string>();
  for (const s of index.ofKind('apiextensions.k8s.io', 'CustomResourceDefinition')) {
    const crd = (s.facts[ID] as Fact | undefined)?.crd;
    if (crd?.plural) out.set(`${crd.group}/${crd.plural}`, crd.kind);
  }
  return out;
}

/** Kinds of the input's CRDs that the ServiceAccount may list/watch through the input's RBAC. */
function reconciledKinds(index: ObjectIndex, crds: Map<string, string>, sa: string, namespace: string | undefined): string[] {
  const kinds = new Set<string>();
  const sameNs = (a: string | undefined, b: string | undefined) => a === undefined || b === undefined || a === b;
  for (const bindingKind of ['RoleBinding', 'ClusterRoleBinding']) {
    for (const b of index.ofKind('rbac.authorization.k8s.io', bindingKind)) {
      const binding = (b.facts[ID] as Fact | undefined)?.binding;
      if (!binding?.serviceAccounts.some((s) => s.name === sa && sameNs(s.namespace, namespace))) continue;
      const roles: readonly ObjectSummary[] =
        binding.roleKind === 'ClusterRole' ? index.ofKind('rbac.authorization.k8s.io', 'ClusterRole')
          .filter((r) => r.name === binding.roleName) : index.ofKind('rbac.authorization.k8s.io', 'Role')
            .filter((r) => r.name === binding.roleName && sameNs(r.namespace, b.namespace));
      for (const r of roles) {
        for (const grant of (r.facts[ID] as Fact | undefined)?.role?.grants ?? []) {
          for (const g of grant.groups) {
            for (const [key, kind] of crds) {
              const [group, plural] = [key.slice(0, key.indexOf('/')), key.slice(key.indexOf('/') + 1)];
              if (group === g && (grant.resources.includes(plural) || grant.resources.includes('*'))) kinds.add(kind);
            }
          }
        }
      }
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
    collect(object, pods, ctx) {
      const crd = crdFact(object);
      if (crd) return crd;
      if (object.kind === 'Deployment' && (object.group === 'apps' || object.group === 'extensions')) return deploymentFact(
        pods, ctx.locate);
      if (object.group !== 'rbac.authorization.k8s.io') return undefined;
      if (object.kind === 'Role' || object.kind === 'ClusterRole') return roleFact(object.value);
      if (object.kind === 'RoleBinding' || object.kind === 'ClusterRoleBinding') return bindingFact(
        object.value, object.namespace, object.kind === 'ClusterRoleBinding');
      return undefined;
    },
    input(index, ctx) {
      const crds = inputCrds(index);
      if (crds.size === 0) return;
      for (const group of ['apps', 'extensions']) {
        for (const d of index.ofKind(group, 'Deployment')) {
          const fact = (d.facts[ID] as Fact | undefined)?.deployment;
          if (!fact || fact.ready || !fact.serviceAccount) continue;
          const kinds = reconciledKinds(index, crds, fact.serviceAccount, d.namespace);
          if (kinds.length === 0) continue;
          ctx.report({
            object: d,
            range: fact.at,
            message: `Deployment "${d.name ?? ''}" runs the controller for ${listKinds(kinds)} (CRDs in this input) but no container has ` +
              `a readinessProbe, so it counts as ready before it can reconcile or answer its webhooks: add one (e.g. httpGet /readyz) ` +
              `and wait for kubectl rollout status before applying custom resources.`,
          });
        }
      }
    },
  },
});
