// Pod Security as the two pod-security rules see it: the violations of each object's pod
// templates (computed once per object, shared by both rules) and the Pod Security policy of a
// namespace, from its labels in the run (RULES.md "Namespace of an object"), config
// `cluster.namespaces`, or the admission controller's defaults (config `cluster.podSecurity`).
import type { CollectContext } from '../engine/rule.js';
import type { FactsOf, ObjectIndex, ObjectSummary } from '../engine/object-index.js';
import type { Anchor } from '../core/types.js';
import { cacheSlot, STRINGS, type RunCache } from '../core/run-cache.js';
import { flattened } from '../core/strings.js';
import type { ClusterConfig, PodSecurityLevel, PodSecurityModes } from '../config/types.js';
import { objectLabel } from '../k8s/naming.js';
import type { ObjectView } from '../k8s/objects.js';
import type { PodSpecView } from '../k8s/pods.js';
import { isClusterScopedTemplate, podSecurityViolations, type PssViolation } from '../k8s/pod-security.js';
import { isPlaceholder, own } from '../k8s/values.js';
import { memo } from '../core/memo.js';

export type AdmissionMode = 'enforce' | 'warn' | 'audit';
export const ADMISSION_MODES: readonly AdmissionMode[] = ['enforce', 'warn', 'audit'];
export const LABEL_PREFIX = 'pod-security.kubernetes.io/';

/**
 * What a violation is, whoever commits it: the control, the levels and versions it counts for and
 * its words. A run has a few dozen of them; the violations of thousands of pods share them.
 */
export interface ViolationKind extends Pick<PssViolation, 'control' | 'level' | 'since' | 'does' | 'fix'> {
  until: number | undefined;
  need: PssViolation['need'];
}

/** A violation as the rules keep it: where it points is an anchor taken while the file was read. */
export interface ViolationFact {
  kind: ViolationKind;
  /** Who commits it (`Container "nccl"`), shared by the objects that name it alike. */
  subject: string;
  at: Anchor | undefined;
}

export interface WorkloadFacts {
  type: 'workload';
  violations: ViolationFact[];
  /** The file's cluster config (an override's `cluster:` may set other namespaces or defaults). */
  cluster: Pick<ClusterConfig, 'namespaces' | 'podSecurity'>;
  /** The pods' namespace cannot be known: a placeholder, or a cluster-scoped template used from any namespace. */
  namespaceUnknown?: true;
}

export interface NamespaceFacts {
  type: 'namespace';
  /** Where each of its Pod Security labels is written, by label key. */
  labels: Record<string, Anchor | undefined>;
}

export type PodSecurityFacts = WorkloadFacts | NamespaceFacts;

const FACTS = cacheSlot('pod-security-facts', () => new WeakMap<ObjectView, PodSecurityFacts | undefined>());
/** What the facts keep of a file's cluster config: one object per config, shared by its workloads. */
const CLUSTERS = cacheSlot('pod-security-clusters', () => new WeakMap<ClusterConfig, WorkloadFacts['cluster']>());

/** The run's violation kinds, one object per distinct kind. */
class ViolationKinds {
  /** By what the violation does, then the fix (strings most violations share). */
  private readonly known = new Map<string, Map<string, ViolationKind[]>>();

  of(v: PssViolation): ViolationKind {
    const byFix = memo(this.known, v.does, () => new Map<string, ViolationKind[]>());
    const kinds = memo(byFix, v.fix, (): ViolationKind[] => []);
    let kind = kinds.find((k) => sameKind(k, v));
    if (!kind) {
      // One shape for every kind (no spread); the words flat, as they are kept to the end of the run.
      kind = {
        control: v.control,
        level: v.level,
        since: v.since,
        until: v.until,
        does: flattened(v.does),
        fix: flattened(v.fix),
        need: v.need,
      };
      kinds.push(kind);
    }
    return kind;
  }
}

function sameKind(k: ViolationKind, v: PssViolation): boolean {
  return (
    k.control === v.control &&
    k.level === v.level &&
    k.since === v.since &&
    k.until === v.until &&
    k.need?.why === v.need?.why &&
    k.need?.use === v.need?.use
  );
}

const KINDS = cacheSlot('pod-security-kinds', () => new ViolationKinds());

/**
 * What a lazy pass (RunCache) knows of its workloads: the namespaces of those whose violations it
 * skipped, as no policy could apply to them when they were read (workloads without one run in
 * their render's namespace or in default: any), and whether a Namespace labelled baseline or
 * restricted was read since (workloads read after it are not skipped).
 */
const PASS = cacheSlot('pod-security-pass', () => ({
  skippedIn: new Set<string>(),
  skippedWithoutNamespace: false,
  restrictiveNamespace: false,
}));

/** What both rules collect of an object, computed once: a Namespace's labels, or its pod templates' violations. */
export function collectPodSecurity(
  object: ObjectView,
  pods: () => PodSpecView[],
  ctx: CollectContext<unknown>,
): PodSecurityFacts | undefined {
  const memo = ctx.run.get(FACTS);
  if (!memo.has(object)) memo.set(object, readFacts(object, pods, ctx));
  return memo.get(object);
}

function readFacts(object: ObjectView, pods: () => PodSpecView[], ctx: CollectContext<unknown>): PodSecurityFacts | undefined {
  if (object.group === '' && object.kind === 'Namespace') {
    const labels: Record<string, Anchor | undefined> = {};
    for (const key of Object.keys(object.labels))
      if (key.startsWith(LABEL_PREFIX)) labels[key] = ctx.anchor([...object.path, 'metadata', 'labels', key]);
    if (restrictive(object.labels)) ctx.run.get(PASS).restrictiveNamespace = true;
    return { type: 'namespace', labels };
  }
  // Most runs have no Pod Security policy anywhere: their violations would never be read.
  if (!ctx.run.eager && !policyMayApply(ctx)) {
    const pass = ctx.run.get(PASS);
    if (object.namespace === undefined) pass.skippedWithoutNamespace = true;
    else pass.skippedIn.add(object.namespace);
    return undefined;
  }
  const all = pods();
  const violations: ViolationFact[] = [];
  // Missing fields of one container or pod share a place (its securityContext or name): one anchor.
  const anchors = new Map<string, Anchor | undefined>();
  const kinds = ctx.run.get(KINDS);
  const strings = ctx.run.get(STRINGS);
  for (const pod of all)
    for (const v of podSecurityViolations(pod, all)) {
      const key = v.path.join('\u0000');
      if (!anchors.has(key)) anchors.set(key, ctx.anchor(v.path));
      violations.push({ kind: kinds.of(v), subject: strings.intern(v.subject), at: anchors.get(key) });
    }
  if (violations.length === 0) return undefined;
  // A namespace that is no DNS label is a stand-in (`FILLED BY THE OPERATOR`, a template): unknown.
  const unknown = (object.namespace !== undefined && !isDnsLabel(object.namespace)) || isClusterScopedTemplate(object);
  return {
    type: 'workload',
    violations,
    cluster: clusterOf(ctx),
    ...(unknown ? { namespaceUnknown: true as const } : {}),
  };
}

/**
 * Whether a policy may apply to a workload read now: settings.podSecurityStandard, a default or a
 * namespace of the file's cluster config, or a Namespace labelled baseline or restricted read
 * before it. One read after it is found at the end of the pass (podSecurityPassComplete).
 */
function policyMayApply(ctx: CollectContext<unknown>): boolean {
  if (ctx.settings.podSecurityStandard !== undefined || ctx.run.get(PASS).restrictiveNamespace) return true;
  const defaults = ctx.cluster.podSecurity.defaults;
  if (defaults && ADMISSION_MODES.some((m) => defaults[m] !== undefined && defaults[m] !== 'privileged')) return true;
  return Object.keys(ctx.cluster.namespaces).length > 0;
}

/**
 * Whether the pass read every violation the run needs. When it skipped workloads and the run
 * has a Namespace labelled baseline or restricted that they may run in after all, the run needs
 * an eager pass (RunCache): the rule reports nothing in this one, whose findings are thrown away.
 */
export function podSecurityPassComplete(index: ObjectIndex, run: RunCache): boolean {
  const pass = run.get(PASS);
  if (run.eager || (pass.skippedIn.size === 0 && !pass.skippedWithoutNamespace)) return true;
  const holdsSkipped = (n: ObjectSummary) => pass.skippedWithoutNamespace || (n.name !== undefined && pass.skippedIn.has(n.name));
  if (!index.ofKind('', 'Namespace').some((n) => restrictive(n.labels) && holdsSkipped(n))) return true;
  run.needsEagerPass();
  return false;
}

/**
 * Labels that may hold a namespace's pods to a level: a mode labelled baseline or restricted.
 * Other values make the mode privileged (the default, or `privileged`) or unknown (a typo, a
 * placeholder): a namespace with no other label checks nothing (namespacePolicy, modePolicy).
 */
function restrictive(labels: Record<string, string>): boolean {
  const modes = podSecurityLabels(labels);
  return ADMISSION_MODES.some((mode) => modes[mode] === 'baseline' || modes[mode] === 'restricted');
}

/** A namespace name as the API accepts it: lower-case letters, digits and `-`, at most 63. */
function isDnsLabel(name: string): boolean {
  if (name.length === 0 || name.length > 63 || name.startsWith('-') || name.endsWith('-')) return false;
  for (const c of name) if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c === '-')) return false;
  return true;
}

function clusterOf(ctx: CollectContext<unknown>): WorkloadFacts['cluster'] {
  const clusters = ctx.run.get(CLUSTERS);
  return memo(clusters, ctx.cluster, (cluster) => ({ namespaces: cluster.namespaces, podSecurity: cluster.podSecurity }));
}

/** Where a mode's level comes from, for messages and related locations. */
export type PolicySource =
  | { kind: 'label'; namespace: ObjectSummary; label: string; at?: Anchor }
  | { kind: 'config'; key: string }
  | { kind: 'default'; key?: string };

export interface ModePolicy {
  level: PodSecurityLevel;
  /** The policy version evaluated: the pinned one, at most the cluster's (settings.kubernetesVersion). */
  version: number;
  /** The pinned version as written (`v1.25`); undefined for latest. */
  pinned?: string;
  source: PolicySource;
}

export interface NamespacePolicy {
  namespace: string;
  /** Config cluster.podSecurity.exemptions.namespaces lists it. */
  exempt: boolean;
  /** It carries a Pod Security label (in the run, or in config cluster.namespaces). */
  labelled: boolean;
  /** The policy of each mode; a mode whose label the linter cannot read is absent. */
  modes: Partial<Record<AdmissionMode, ModePolicy>>;
}

/** The namespace an object's pods run in (RULES.md): its own, else the render's (Helm --namespace), else default. */
export function namespaceOfObject(o: ObjectSummary): string {
  return o.namespace ?? o.unit.namespace ?? 'default';
}

/** The minor of `settings.kubernetesVersion` ("1.34" → 34): the newest policy the API server knows. */
export function clusterMinor(kubernetesVersion: string): number {
  const minor = Number(kubernetesVersion.slice(kubernetesVersion.indexOf('.') + 1));
  return Number.isInteger(minor) ? minor : Number.POSITIVE_INFINITY;
}

const LEVELS = new Set<string>(['privileged', 'baseline', 'restricted']);

/** A version label's value as the admission controller parses it (`latest`, `v1.<minor>`); undefined when invalid. */
function parseVersion(value: string): number | 'latest' | undefined {
  if (value === 'latest') return 'latest';
  if (!value.startsWith('v1.')) return undefined;
  const digits = value.slice(3);
  if (digits === '' || (digits.length > 1 && digits.startsWith('0')) || digits.length > 4) return undefined;
  for (const ch of digits) if (ch < '0' || ch > '9') return undefined;
  return Number(digits);
}

type Labels = Record<string, string | undefined>;

/**
 * The policy of one mode, as the admission controller builds it: the default, overridden by the
 * level label (whose version is then latest unless the version label pins one) and the version label.
 * undefined when a label is there but is not a valid value (a placeholder, a typo): unknown.
 */
function modePolicy(
  mode: AdmissionMode,
  labels: Labels,
  sourceOf: (key: string) => PolicySource,
  defaults: PodSecurityModes,
  cluster: number,
): ModePolicy | undefined {
  const levelKey = mode;
  const versionKey = `${mode}-version` as const;
  const rawLevel = labels[levelKey];
  const rawVersion = labels[versionKey];
  let level: PodSecurityLevel = defaults[levelKey] ?? 'privileged';
  let version: number | 'latest' = parseVersion(defaults[versionKey] ?? 'latest') ?? 'latest';
  let source: PolicySource = { kind: 'default', ...(defaults[levelKey] ? { key: `cluster.podSecurity.defaults.${mode}` } : {}) };
  let pinned = defaults[versionKey] !== undefined && defaults[versionKey] !== 'latest' ? defaults[versionKey] : undefined;
  if (rawLevel !== undefined) {
    if (!LEVELS.has(rawLevel)) return undefined;
    level = rawLevel as PodSecurityLevel;
    version = 'latest';
    pinned = undefined;
    source = sourceOf(levelKey);
  }
  if (rawVersion !== undefined) {
    const parsed = parseVersion(rawVersion);
    if (parsed === undefined) return undefined;
    version = parsed;
    pinned = parsed === 'latest' ? undefined : rawVersion;
  }
  return { level, version: version === 'latest' ? cluster : Math.min(version, cluster), ...(pinned ? { pinned } : {}), source };
}

/** The Pod Security labels of an object's labels, by mode key (`enforce`, `enforce-version`, ...). */
function podSecurityLabels(labels: Record<string, string>): Labels {
  const out: Labels = {};
  for (const mode of ADMISSION_MODES) {
    out[mode] = own(labels, LABEL_PREFIX + mode) as string | undefined;
    out[`${mode}-version`] = own(labels, `${LABEL_PREFIX}${mode}-version`) as string | undefined;
  }
  return out;
}

function samePodSecurityLabels(a: ObjectSummary, b: ObjectSummary): boolean {
  const x = podSecurityLabels(a.labels);
  const y = podSecurityLabels(b.labels);
  return Object.keys(x).every((k) => x[k] === y[k]);
}

/**
 * The Pod Security policy of the namespace the workload's pods run in (RULES.md "Namespace of an
 * object"): the Namespace object of its apply unit, else the one of the run (two that differ say
 * nothing), else config cluster.namespaces, else no labels; modes without a label take the
 * admission controller's defaults. undefined when the namespace or its labels cannot be known.
 */
export function namespacePolicy(
  run: ObjectIndex,
  workload: ObjectSummary,
  facts: WorkloadFacts,
  factsOf: FactsOf,
  kubernetesVersion: string,
): NamespacePolicy | undefined {
  if (facts.namespaceUnknown) return undefined;
  const name = namespaceOfObject(workload);
  const cluster = clusterMinor(kubernetesVersion);
  const defaults = facts.cluster.podSecurity.defaults ?? {};
  let labels: Labels;
  let sourceOf: (key: string) => PolicySource;
  const inUnit = run.unitOf(workload).get('', 'Namespace', undefined, name)[0];
  const inRun = run.get('', 'Namespace', undefined, name);
  const namespace = inUnit ?? (inRun.every((n) => samePodSecurityLabels(n, inRun[0]!)) ? inRun[0] : undefined);
  if (!inUnit && inRun.length > 0 && !namespace) return undefined;
  if (namespace) {
    labels = podSecurityLabels(namespace.labels);
    const anchors = factsOf<PodSecurityFacts>(namespace);
    sourceOf = (key) => {
      const label = LABEL_PREFIX + key;
      const at = anchors?.type === 'namespace' ? anchors.labels[label] : undefined;
      return { kind: 'label', namespace, label, ...(at ? { at } : {}) };
    };
  } else {
    const configured = own(facts.cluster.namespaces, name) as { podSecurity?: PodSecurityModes } | undefined;
    labels = { ...configured?.podSecurity };
    sourceOf = (key) => ({ kind: 'config', key: `cluster.namespaces.${name}.podSecurity.${key}` });
  }
  if (Object.values(labels).some((v) => v !== undefined && isPlaceholder(v))) return undefined;
  const modes: Partial<Record<AdmissionMode, ModePolicy>> = {};
  for (const mode of ADMISSION_MODES) {
    const policy = modePolicy(mode, labels, sourceOf, defaults, cluster);
    if (policy) modes[mode] = policy;
  }
  return {
    namespace: name,
    exempt: (facts.cluster.podSecurity.exemptions?.namespaces ?? []).includes(name),
    labelled: Object.values(labels).some((v) => v !== undefined),
    modes,
  };
}

/**
 * namespacePolicy for the workloads of one input pass, computed once per namespace, apply unit and
 * cluster config (facts of one config share its object): thousands of workloads share a few namespaces.
 */
export class NamespacePolicies {
  private readonly cache = new WeakMap<WorkloadFacts['cluster'], Map<string, NamespacePolicy | undefined>>();

  constructor(
    private readonly run: ObjectIndex,
    private readonly factsOf: FactsOf,
    private readonly kubernetesVersion: string,
  ) {}

  of(workload: ObjectSummary, facts: WorkloadFacts): NamespacePolicy | undefined {
    if (facts.namespaceUnknown) return undefined;
    const byName = memo(this.cache, facts.cluster, () => new Map<string, NamespacePolicy | undefined>());
    const key = `${workload.unit.id}\u0000${namespaceOfObject(workload)}`;
    return memo(byName, key, () => namespacePolicy(this.run, workload, facts, this.factsOf, this.kubernetesVersion));
  }
}

/** `label pod-security.kubernetes.io/enforce on Namespace "ml" in deploy/ns.yaml`, `config cluster.namespaces.ml.podSecurity.enforce`. */
export function sourceText(source: PolicySource): string {
  if (source.kind === 'label')
    return `label ${source.label} on ${objectLabel(source.namespace)} in ${source.at?.file ?? source.namespace.file}`;
  if (source.kind === 'config') return `config ${source.key}`;
  return source.key ? `config ${source.key}` : "the admission controller's default";
}

/** What happens to an object whose pods the API server rejects. */
export function rejectionText(o: ObjectSummary): string {
  if (o.group === '' && o.kind === 'Pod') return 'so the API server rejects the pod and nothing runs';
  const controller = CONTROLLERS.has(`${o.group}/${o.kind}`);
  return controller
    ? `so the API server rejects its pods: ${objectLabel(o)} reports FailedCreate and nothing runs`
    : `so the API server rejects the pods made from ${objectLabel(o)} and nothing runs`;
}

const CONTROLLERS = new Set([
  'apps/Deployment',
  'apps/StatefulSet',
  'apps/DaemonSet',
  'apps/ReplicaSet',
  '/ReplicationController',
  'batch/Job',
  'batch/CronJob',
]);
