// What RBAC in the input grants a ServiceAccount, for the rules that ask "is this the operator of
// that CRD" or "does this controller write its own webhook CA". Rules collect a RoleFact from each
// Role/ClusterRole and a BindingFact from each binding (small JSON kept in the index) and ask here.
// Bindings count only inside the apply unit of the workload; roles exist run-wide (a ClusterRole
// installed by another apply still grants what a binding of this unit refers to).
import type { ObjectIndex, ObjectSummary } from '../engine/object-index.js';
import { isPlaceholder, ownArray, ownObject, ownString } from '../k8s/values.js';

/** One rule of a Role or ClusterRole, with placeholders and non-strings left out. */
export interface RbacRule {
  groups: string[];
  resources: string[];
  verbs: string[];
}

export interface RoleFact {
  rules: RbacRule[];
}

export interface BindingFact {
  roleKind: string;
  roleName: string;
  serviceAccounts: { name: string; namespace?: string }[];
}

const RBAC_GROUP = 'rbac.authorization.k8s.io';

const strings = (value: unknown[]): string[] => value.filter((v): v is string => typeof v === 'string' && !isPlaceholder(v));

/** The rules of a Role/ClusterRole that the predicate keeps; undefined when none (nothing to keep in the index). */
export function roleFact(value: unknown, keep: (rule: RbacRule) => boolean): RoleFact | undefined {
  const rules: RbacRule[] = [];
  for (const raw of ownArray(value, 'rules')) {
    const rule = {
      groups: strings(ownArray(raw, 'apiGroups')),
      resources: strings(ownArray(raw, 'resources')),
      verbs: strings(ownArray(raw, 'verbs')),
    };
    if (keep(rule)) rules.push(rule);
  }
  return rules.length > 0 ? { rules } : undefined;
}

/** The ServiceAccounts a RoleBinding/ClusterRoleBinding binds, and to which role. */
export function bindingFact(value: unknown, namespace: string | undefined, clusterWide: boolean): BindingFact | undefined {
  const roleRef = ownObject(value, 'roleRef');
  const roleKind = ownString(roleRef, 'kind');
  const roleName = ownString(roleRef, 'name');
  if (!roleKind || !roleName || isPlaceholder(roleName)) return undefined;
  const serviceAccounts: BindingFact['serviceAccounts'] = [];
  for (const s of ownArray(value, 'subjects')) {
    const name = ownString(s, 'name');
    if (ownString(s, 'kind') !== 'ServiceAccount' || !name || isPlaceholder(name)) continue;
    const ns = ownString(s, 'namespace') ?? (clusterWide ? undefined : namespace);
    serviceAccounts.push({ name, namespace: ns && !isPlaceholder(ns) ? ns : undefined });
  }
  return serviceAccounts.length > 0 ? { roleKind, roleName, serviceAccounts } : undefined;
}

/** Whether an object is a Role/ClusterRole or a binding, for a rule's collect. */
export function rbacKind(object: Pick<ObjectSummary, 'group' | 'kind'>): 'role' | 'binding' | undefined {
  if (object.group !== RBAC_GROUP) return undefined;
  if (object.kind === 'Role' || object.kind === 'ClusterRole') return 'role';
  if (object.kind === 'RoleBinding' || object.kind === 'ClusterRoleBinding') return 'binding';
  return undefined;
}

/**
 * What a rule keeps of an RBAC object: a Role/ClusterRole's rules that `keep` selects, or a
 * binding's ServiceAccounts; undefined for other objects and for roles with nothing kept.
 */
export function rbacFact(
  object: Pick<ObjectSummary, 'group' | 'kind' | 'namespace'> & { value: unknown },
  keep: (rule: RbacRule) => boolean,
): { role: RoleFact } | { binding: BindingFact } | undefined {
  const kind = rbacKind(object);
  if (kind === 'role') {
    const role = roleFact(object.value, keep);
    return role && { role };
  }
  if (kind === 'binding') {
    const binding = bindingFact(object.value, object.namespace, object.kind === 'ClusterRoleBinding');
    return binding && { binding };
  }
  return undefined;
}

/**
 * The role rules that the bindings of `unit` grant the ServiceAccount `name` of `namespace`;
 * `facts` reads what the asking rule collected from a summary. An unknown namespace on either
 * side matches (a template left it out).
 */
export function rulesGrantedTo(
  run: ObjectIndex,
  unit: ObjectIndex,
  facts: (summary: ObjectSummary) => { role?: RoleFact; binding?: BindingFact } | undefined,
  name: string,
  namespace: string | undefined,
): RbacRule[] {
  const sameNs = (a: string | undefined, b: string | undefined) => a === undefined || b === undefined || a === b;
  const out: RbacRule[] = [];
  for (const bindingKind of ['RoleBinding', 'ClusterRoleBinding']) {
    for (const b of unit.ofKind(RBAC_GROUP, bindingKind)) {
      const binding = facts(b)?.binding;
      if (!binding?.serviceAccounts.some((s) => s.name === name && sameNs(s.namespace, namespace))) continue;
      const roles =
        binding.roleKind === 'ClusterRole'
          ? run.ofKind(RBAC_GROUP, 'ClusterRole').filter((r) => r.name === binding.roleName)
          : run.ofKind(RBAC_GROUP, 'Role').filter((r) => r.name === binding.roleName && sameNs(r.namespace, b.namespace));
      for (const r of roles) out.push(...(facts(r)?.role?.rules ?? []));
    }
  }
  return out;
}
