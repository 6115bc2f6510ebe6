import type { ClusterConfig } from '../config/types.js';
import type { Range } from '../core/types.js';
import type { ObjectView } from './objects.js';
import { isPlaceholder, own, ownObject, ownString } from './values.js';

// Which API groups need a CustomResourceDefinition, and what the CRDs of the input serve: the
// model behind the crd-ordering family (and later the schema family).

/**
 * API groups that kube-apiserver serves itself: objects of these groups never need a CRD.
 * Source: the groups registered by kube-apiserver (kubernetes/kubernetes
 * `pkg/controlplane/apiserver` and `pkg/controlplane/instance.go` storage providers, plus
 * apiextensions-apiserver and kube-aggregator), as listed by `kubectl api-versions` on a 1.34
 * cluster with every alpha API enabled, and the groups of removed built-in APIs (`extensions`,
 * `settings.k8s.io`) that old manifests still use. Exact names only: `snapshot.storage.k8s.io`,
 * `gateway.networking.k8s.io` and `sparkoperator.k8s.io` end in `.k8s.io` but are CRDs.
 */
export const BUILTIN_GROUPS: ReadonlySet<string> = new Set([
  '', // core (apiVersion: v1)
  'admissionregistration.k8s.io',
  'apiextensions.k8s.io',
  'apiregistration.k8s.io',
  'apps',
  'authentication.k8s.io',
  'authorization.k8s.io',
  'autoscaling',
  'batch',
  'certificates.k8s.io',
  'coordination.k8s.io',
  'discovery.k8s.io',
  'events.k8s.io',
  'extensions', // removed in 1.16-1.22, still in old manifests
  'flowcontrol.apiserver.k8s.io',
  'internal.apiserver.k8s.io',
  'networking.k8s.io',
  'node.k8s.io',
  'policy',
  'rbac.authorization.k8s.io',
  'resource.k8s.io',
  'scheduling.k8s.io',
  'settings.k8s.io', // PodPreset, alpha until 1.20
  'storage.k8s.io',
  'storagemigration.k8s.io',
]);

/**
 * Groups served by well-known aggregated API servers (an APIService, not a CRD): metrics-server,
 * prometheus-adapter, KEDA. Their objects are read-only views nobody applies; the family is silent.
 */
export const AGGREGATED_GROUPS: ReadonlySet<string> = new Set(['metrics.k8s.io', 'custom.metrics.k8s.io', 'external.metrics.k8s.io']);

/**
 * Configuration files of tools and components that carry apiVersion/kind but are never sent to
 * the API server (kustomize, kubelet, kubeadm, scheduler, audit policy, kind, kpt).
 */
export const NOT_API_GROUPS: ReadonlySet<string> = new Set([
  'apiserver.config.k8s.io',
  'apiserver.k8s.io',
  'audit.k8s.io',
  'client.authentication.k8s.io',
  'config.kubernetes.io',
  'kind.x-k8s.io',
  'kpt.dev',
  'kubeadm.k8s.io',
  'kubecontrollermanager.config.k8s.io',
  'kubelet.config.k8s.io',
  'kubeproxy.config.k8s.io',
  'kubescheduler.config.k8s.io',
  'kustomize.config.k8s.io',
]);

/**
 * OpenShift platform APIs: present on every OpenShift 4 cluster (served by openshift-apiserver or
 * by CRDs the platform installs) and on no other cluster. A manifest that uses them targets
 * OpenShift, so `crd-missing` does not ask for their CRD (a CRD for them in the input is still
 * checked for order and versions). Optional OpenShift operators (e.g. `sriovnetwork.openshift.io`)
 * are not in this list: they need their operator like any CRD.
 */
export const OPENSHIFT_PLATFORM_GROUPS: ReadonlySet<string> = new Set([
  'apps.openshift.io',
  'authorization.openshift.io',
  'build.openshift.io',
  'config.openshift.io',
  'console.openshift.io',
  'image.openshift.io',
  'imageregistry.operator.openshift.io',
  'machineconfiguration.openshift.io',
  'monitoring.openshift.io',
  'network.openshift.io',
  'oauth.openshift.io',
  'operator.openshift.io',
  'project.openshift.io',
  'quota.openshift.io',
  'route.openshift.io',
  'samples.operator.openshift.io',
  'security.openshift.io',
  'template.openshift.io',
  'user.openshift.io',
]);

export type GroupClass = 'builtin' | 'aggregated' | 'not-api' | 'openshift' | 'custom' | 'unknown';

export function classifyGroup(group: string): GroupClass {
  if (isPlaceholder(group)) return 'unknown';
  if (BUILTIN_GROUPS.has(group)) return 'builtin';
  if (AGGREGATED_GROUPS.has(group)) return 'aggregated';
  if (NOT_API_GROUPS.has(group)) return 'not-api';
  if (OPENSHIFT_PLATFORM_GROUPS.has(group)) return 'openshift';
  return 'custom';
}

/** An object whose type a CRD may define: not built-in, not aggregated, not a tool config, apiVersion readable. */
export function isCustomResource(o: { group: string; apiVersion: string; kind: string }): boolean {
  const c = classifyGroup(o.group);
  return (c === 'custom' || c === 'openshift') && !isPlaceholder(o.apiVersion) && !isPlaceholder(o.kind);
}

export function versionOf(apiVersion: string): string {
  return apiVersion.slice(apiVersion.lastIndexOf('/') + 1);
}

export interface CrdFact {
  crd: {
    group: string;
    kind: string;
    /** `<plural>.<group>`, as `cluster.crds` names it. */
    name: string;
    plural?: string;
    scope?: string;
    /** Undefined when the versions cannot be read (missing, templated). */
    versions?: { name: string; served: boolean }[];
    /** Where the versions are declared (`spec.versions` or v1beta1 `spec.version`). */
    versionsAt?: Range;
  };
}

function readable(value: string | undefined): string | undefined {
  return value === undefined || value === '' || isPlaceholder(value) ? undefined : value;
}

/** What the family keeps of a CustomResourceDefinition (apiextensions.k8s.io v1 and v1beta1). */
export function crdFact(object: ObjectView, locate?: (path: readonly (string | number)[]) => Range | undefined): CrdFact | undefined {
  if (object.group !== 'apiextensions.k8s.io' || object.kind !== 'CustomResourceDefinition') return undefined;
  const spec = ownObject(object.value, 'spec');
  const names = ownObject(spec, 'names');
  const group = readable(ownString(spec, 'group'));
  const kind = readable(ownString(names, 'kind'));
  if (!group || !kind) return undefined;
  const plural = readable(ownString(names, 'plural'))?.toLowerCase();
  let versions: { name: string; served: boolean }[] | undefined;
  let versionsPath: string[];
  const list = own(spec, 'versions');
  if (Array.isArray(list)) {
    // v1 (and v1beta1 with `versions`): served is required; an unreadable entry makes the list unknown.
    versions = [];
    for (const v of list) {
      const name = readable(ownString(v, 'name'));
      if (!name) {
        versions = undefined;
        break;
      }
      versions.push({ name, served: own(v, 'served') !== false });
    }
    versionsPath = ['spec', 'versions'];
  } else {
    // v1beta1 with the single `spec.version` field: that version is served.
    const single = readable(ownString(spec, 'version'));
    if (single) versions = [{ name: single, served: true }];
    versionsPath = ['spec', 'version'];
  }
  const metaName = readable(object.name);
  return {
    crd: {
      group,
      kind,
      name: metaName ?? `${plural ?? guessPlural(kind)}.${group}`,
      plural: plural ?? (metaName?.endsWith(`.${group}`) ? metaName.slice(0, -group.length - 1) : undefined),
      scope: readable(ownString(spec, 'scope')),
      versions,
      versionsAt: locate?.([...object.path, ...versionsPath]),
    },
  };
}

export function crdKey(group: string, kind: string): string {
  return `${group}\u0000${kind}`;
}

/** The usual plural of a kind, lower-cased (RayCluster -> rayclusters, Policy -> policies, Ingress -> ingresses). */
export function guessPlural(kind: string): string {
  const k = kind.toLowerCase();
  if (/(s|x|z|ch|sh)$/.test(k)) return `${k}es`;
  if (/[^aeiou]y$/.test(k)) return `${k.slice(0, -1)}ies`;
  return `${k}s`;
}

/**
 * Whether `cluster.crds` lists the CRD of group/kind. An entry is `<plural>.<group>`; the plural
 * is known when the input has the CRD, otherwise an entry matches when its group is the object's
 * group and its first label is the guessed plural (`guessPlural`) or starts with the lower-cased
 * kind (`prometheuses` for Prometheus, `rayclusters` for RayCluster).
 */
export function clusterHasCrd(cluster: ClusterConfig, group: string, kind: string, plural?: string): boolean {
  const k = kind.toLowerCase();
  const g = group.toLowerCase();
  for (const raw of cluster.crds) {
    if (typeof raw !== 'string') continue;
    const entry = raw.trim().toLowerCase();
    const dot = entry.indexOf('.');
    if (dot <= 0 || entry.slice(dot + 1) !== g) continue;
    const first = entry.slice(0, dot);
    if (plural !== undefined ? first === plural.toLowerCase() : first === guessPlural(kind) || first.startsWith(k)) return true;
  }
  return false;
}

export function describeObject(o: { kind: string; name?: string }): string {
  return o.name ? `${o.kind} "${o.name}"` : o.kind;
}

// ---------------------------------------------------------------------------------------------
