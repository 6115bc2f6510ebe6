// The Pod Security Standards (data/pod-security.json) applied to one pod template, as the
// PodSecurity admission controller applies them: every init, regular and ephemeral container is
// visited, container-level fields override pod-level ones where the API says so, and each check
// has the policy versions it applies to. The result is every violation the template could have at
// any level and version; which of them count is decided against a namespace's level and version.
import data from '../../data/pod-security.json' with { type: 'json' };
import type { JsonPath } from '../core/types.js';
import { capitalize, containerKind, containerLabel, templateLabel } from './naming.js';
import type { ContainerView, PodSpecView } from './pods.js';
import { isObject, isPlaceholder, own, ownArray, ownObject, ownString, untyped, type JsonObject } from './values.js';
import { memo } from '../core/memo.js';

export type PssLevel = 'baseline' | 'restricted';
export type PssControl = keyof typeof data.controls;

export const PSS_LEVELS: readonly PssLevel[] = ['baseline', 'restricted'];
export const PSS_CONTROLS = Object.keys(data.controls) as PssControl[];

/** The control's name in the Kubernetes documentation ("Host Namespaces"). */
export function controlName(control: PssControl): string {
  return data.controls[control].name;
}

export interface PssViolation {
  control: PssControl;
  /** The lowest level that forbids it: a baseline violation fails restricted too. */
  level: PssLevel;
  /** Policy versions (minors of 1.x) it applies to: `since` ≤ version < `until`. */
  since: number;
  until?: number;
  /** The offending field, or where a missing one belongs (the container's securityContext or name). */
  path: JsonPath;
  /**
   * Who does it (`Container "nccl"`, `The pod template`; one string shared by the violations of a
   * container) and what it does (`adds capability IPC_LOCK`): together, the sentence start.
   */
  subject: string;
  does: string;
  /** The least change to the template that passes. */
  fix: string;
  /**
   * Why a workload may need what it does anyway, and for what (`GPUDirect RDMA needs IPC_LOCK`,
   * `RDMA`): then only a namespace of the privileged level admits it.
   */
  need?: { why: string; use: string };
}

/** A `1.x` version of the data as its minor. */
function minor(version: string): number {
  return Number(version.slice(version.indexOf('.') + 1));
}

const control = data.controls;
const BASELINE_CAPABILITIES = new Set(data.baselineCapabilities);
const RESTRICTED_CAPABILITIES = new Set(data.restrictedCapabilities);
const SAFE_SYSCTLS = new Map(data.safeSysctls.map((s) => [s.name, minor(s.since)]));
const SELINUX_TYPES = new Map(data.seLinuxTypes.map((t) => [t.name, minor(t.since)]));
const ALLOWED_VOLUMES = new Set(data.restrictedVolumes.allowed);
const FORBIDDEN_VOLUMES = new Set(data.restrictedVolumes.forbidden);
const CAPABILITIES_RESTRICTED_SINCE = minor(control.capabilities.restrictedSince);
const SECCOMP_FIELDS_SINCE = minor(control.seccomp.fieldsSince);
const SECCOMP_RESTRICTED_SINCE = minor(control.seccomp.restrictedSince);
const WINDOWS_EXEMPT_SINCE = minor(control.privilegeEscalation.windowsExemptSince);
const USER_NAMESPACE_RELAXED_SINCE = minor(control.runAsNonRoot.userNamespaceRelaxedSince);
const PROC_MOUNT_RELAXED_SINCE = minor(control.procMount.userNamespaceRelaxedSince);
const CLUSTER_SCOPED = new Set(data.clusterScopedTemplates.map((t) => `${t.group}/${t.kind}`));
const OPERATOR_DEFAULTS = new Set(data.operatorSecurityDefaults.map((t) => `${t.group}/${t.kind}`));

/** Capabilities GPUDirect RDMA needs beyond the baseline set (pinning memory for the NIC). */
const RDMA_CAPABILITIES = new Set(['IPC_LOCK', 'CAP_IPC_LOCK']);

const APPARMOR_ANNOTATION = 'container.apparmor.security.beta.kubernetes.io/';
const SECCOMP_POD_ANNOTATION = 'seccomp.security.alpha.kubernetes.io/pod';
const SECCOMP_CONTAINER_ANNOTATION = 'container.seccomp.security.alpha.kubernetes.io/';
const PROFILE_TYPES = new Set(['RuntimeDefault', 'Localhost']);
const PROBES = ['livenessProbe', 'readinessProbe', 'startupProbe'] as const;
const HOOKS = ['postStart', 'preStop'] as const;

/** Whether a violation counts for a namespace that applies `level` at policy version `version`. */
export function violates(v: Pick<PssViolation, 'level' | 'since' | 'until'>, level: PssLevel, version: number): boolean {
  return (level === 'restricted' || v.level === 'baseline') && v.since <= version && (v.until === undefined || version < v.until);
}

/** Pod templates of cluster-scoped objects (ClusterServingRuntime): their pods run in namespaces the object does not name. */
export function isClusterScopedTemplate(o: { group: string; kind: string }): boolean {
  return CLUSTER_SCOPED.has(`${o.group}/${o.kind}`);
}

/** A value the template sets to exactly this (a placeholder or another type is unknown, not a violation). */
const isTrue = (v: unknown) => v === true;

/** A string value that the linter can judge (not a placeholder). */
function judged(v: unknown): v is string {
  return typeof v === 'string' && !isPlaceholder(v);
}

interface Where {
  pod: PodSpecView;
  /** `The pod template`, `The Worker pod template`, `The pod`. */
  podText: string;
  windows: boolean;
  userNamespace: boolean;
  /** The template says everything about its containers' security fields (fullyWritten). */
  complete: boolean;
  /** Each container's name in messages, made once: the violations of a container share the string. */
  names: Map<ContainerView, string>;
  out: PssViolation[];
}

function nameOf(w: Where, c: ContainerView): string {
  return memo(w.names, c, () => capitalize(containerLabel(w.pod, c, containerKind(c))));
}

/**
 * Every violation of the Pod Security Standards in a pod template, at any level and version.
 * `all` are the object's templates (for naming one of several).
 */
export function podSecurityViolations(pod: PodSpecView, all: readonly PodSpecView[]): PssViolation[] {
  const spec = pod.spec;
  const template = templateLabel(pod.object, pod, all);
  const bare = pod.object.kind === 'Pod' && pod.object.group === '';
  const w: Where = {
    pod,
    podText: bare ? 'The pod' : template ? `The ${template} pod template` : 'The pod template',
    windows: ownString(ownObject(spec, 'os'), 'name') === 'windows',
    userNamespace: own(spec, 'hostUsers') === false,
    complete: fullyWritten(pod),
    names: new Map(),
    out: [],
  };
  hostNamespaces(w);
  const podContext = ownObject(spec, 'securityContext');
  const podContextPath = [...pod.path, 'securityContext'];
  if (podContext) {
    hostProcess(w, podContext, podContextPath, w.podText);
    seLinux(w, podContext, podContextPath, w.podText);
    appArmorField(w, podContext, podContextPath, w.podText);
    sysctls(w, podContext, podContextPath);
    if (own(podContext, 'runAsUser') === 0) runAsUserZero(w, [...podContextPath, 'runAsUser'], w.podText, true);
  }
  volumes(w);
  annotations(w);
  for (const c of pod.containers) {
    const sc = ownObject(c.value, 'securityContext');
    const scPath = [...c.path, 'securityContext'];
    const who = nameOf(w, c);
    if (sc) {
      hostProcess(w, sc, scPath, who);
      seLinux(w, sc, scPath, who);
      appArmorField(w, sc, scPath, who);
      if (isTrue(own(sc, 'privileged')))
        w.out.push({
          control: 'privileged',
          level: 'baseline',
          since: 0,
          path: [...scPath, 'privileged'],
          subject: who,
          does: 'runs privileged: true',
          fix: 'remove privileged: true (the device plugin gives containers their GPUs without it)',
        });
      procMount(w, sc, scPath, who);
      if (own(sc, 'runAsUser') === 0) runAsUserZero(w, [...scPath, 'runAsUser'], who, false);
    }
    capabilities(w, c, who);
    hostPorts(w, c, who);
    hostProbes(w, c, who);
    privilegeEscalation(w, c, who);
  }
  seccomp(w);
  runAsNonRoot(w);
  return w.out;
}

function hostNamespaces(w: Where): void {
  for (const key of ['hostNetwork', 'hostPID', 'hostIPC'] as const) {
    if (!isTrue(own(w.pod.spec, key))) continue;
    const need = key === 'hostNetwork' ? { why: 'NCCL over the host interfaces needs hostNetwork', use: 'host networking' } : undefined;
    w.out.push({
      control: 'hostNamespaces',
      level: 'baseline',
      since: 0,
      path: [...w.pod.path, key],
      subject: w.podText,
      does: `sets ${key}: true`,
      fix: `remove ${key}: true`,
      ...(need ? { need } : {}),
    });
  }
}

function hostProcess(w: Where, sc: JsonObject, scPath: JsonPath, who: string): void {
  if (!isTrue(own(ownObject(sc, 'windowsOptions'), 'hostProcess'))) return;
  w.out.push({
    control: 'hostProcess',
    level: 'baseline',
    since: 0,
    path: [...scPath, 'windowsOptions', 'hostProcess'],
    subject: who,
    does: 'sets windowsOptions.hostProcess: true',
    fix: 'remove hostProcess: true',
  });
}

function seLinux(w: Where, sc: JsonObject, scPath: JsonPath, who: string): void {
  const options = ownObject(sc, 'seLinuxOptions');
  if (!options) return;
  const path = [...scPath, 'seLinuxOptions'];
  const type = own(options, 'type');
  if (judged(type) && type !== '') {
    const since = SELINUX_TYPES.get(type);
    if (since !== 0) {
      const allowed = [...SELINUX_TYPES.keys()].filter((t) => SELINUX_TYPES.get(t) === 0).join(', ');
      w.out.push({
        control: 'seLinux',
        level: 'baseline',
        since: 0,
        ...(since !== undefined ? { until: since } : {}),
        path: [...path, 'type'],
        subject: who,
        does: `sets seLinuxOptions.type: ${type}`,
        fix: since !== undefined ? `remove the type, or use policy version v1.${since} or later` : `remove the type or use ${allowed}`,
      });
    }
  }
  for (const key of ['user', 'role'] as const) {
    const v = own(options, key);
    if (!judged(v) || v === '') continue;
    w.out.push({
      control: 'seLinux',
      level: 'baseline',
      since: 0,
      path: [...path, key],
      subject: who,
      does: `sets seLinuxOptions.${key}: ${v}`,
      fix: `remove seLinuxOptions.${key}`,
    });
  }
}

function appArmorField(w: Where, sc: JsonObject, scPath: JsonPath, who: string): void {
  const type = own(ownObject(sc, 'appArmorProfile'), 'type');
  if (!judged(type) || PROFILE_TYPES.has(type)) return;
  w.out.push({
    control: 'appArmor',
    level: 'baseline',
    since: 0,
    path: [...scPath, 'appArmorProfile', 'type'],
    subject: who,
    does: `sets appArmorProfile.type: ${type}`,
    fix: 'use RuntimeDefault or a Localhost profile',
  });
}

function sysctls(w: Where, podContext: JsonObject, podContextPath: JsonPath): void {
  ownArray(podContext, 'sysctls').forEach((s, i) => {
    const name = own(s, 'name');
    if (!judged(name)) return;
    const since = SAFE_SYSCTLS.get(name);
    if (since === 0) return;
    w.out.push({
      control: 'sysctls',
      level: 'baseline',
      since: 0,
      ...(since !== undefined ? { until: since } : {}),
      path: [...podContextPath, 'sysctls', i, 'name'],
      subject: w.podText,
      does: `sets sysctl ${name}`,
      fix:
        since !== undefined
          ? `remove it, or use policy version v1.${since} or later, which counts it as safe`
          : 'remove it: only namespaced sysctls isolated from other pods are allowed',
    });
  });
}

function runAsUserZero(w: Where, path: JsonPath, who: string, pod: boolean): void {
  w.out.push({
    control: 'runAsUser',
    level: 'restricted',
    since: minor(control.runAsUser.since),
    ...(w.userNamespace ? { until: USER_NAMESPACE_RELAXED_SINCE } : {}),
    path,
    subject: who,
    does: 'sets runAsUser: 0',
    fix: pod ? 'run the pod as a non-zero UID' : 'run the container as a non-zero UID',
  });
}

/** The pod's own metadata: the template's, or a bare Pod's, with its path. */
function podMetadata(pod: PodSpecView): { value: unknown; path: JsonPath } | undefined {
  if (pod.templateMetadata) return { value: pod.templateMetadata, path: [...pod.path.slice(0, -1), 'metadata'] };
  if (pod.object.kind === 'Pod' && pod.object.group === '')
    return { value: own(pod.object.value, 'metadata'), path: [...pod.object.path, 'metadata'] };
  return undefined;
}

function annotations(w: Where): void {
  const meta = podMetadata(w.pod);
  const notes = ownObject(meta?.value, 'annotations');
  if (!meta || !notes) return;
  const names = new Set(w.pod.containers.map((c) => c.name));
  for (const [key, value] of Object.entries(notes)) {
    if (!judged(value)) continue;
    const path = [...meta.path, 'annotations', key];
    if (key.startsWith(APPARMOR_ANNOTATION)) {
      if (value === '' || value === 'runtime/default' || value.startsWith('localhost/')) continue;
      w.out.push({
        control: 'appArmor',
        level: 'baseline',
        since: 0,
        path,
        subject: w.podText,
        does: `sets annotation ${key}: ${value}`,
        fix: 'use runtime/default or a localhost/ profile',
      });
    } else if (
      key === SECCOMP_POD_ANNOTATION ||
      (key.startsWith(SECCOMP_CONTAINER_ANNOTATION) && names.has(key.slice(SECCOMP_CONTAINER_ANNOTATION.length)))
    ) {
      if (value === 'runtime/default' || value === 'docker/default' || value.startsWith('localhost/')) continue;
      w.out.push({
        control: 'seccomp',
        level: 'baseline',
        since: 0,
        until: SECCOMP_FIELDS_SINCE,
        path,
        subject: w.podText,
        does: `sets annotation ${key}: ${value}`,
        fix: 'use runtime/default, or set securityContext.seccompProfile',
      });
    }
  }
}

function volumes(w: Where): void {
  ownArray(w.pod.spec, 'volumes').forEach((volume, i) => {
    if (!isObject(volume)) return;
    const name = ownString(volume, 'name');
    const label = name ? `volume "${name}"` : `volumes[${i}]`;
    const path = [...w.pod.path, 'volumes', i];
    const hostPath = ownObject(volume, 'hostPath');
    if (hostPath) {
      const where = own(hostPath, 'path');
      w.out.push({
        control: 'hostPathVolumes',
        level: 'baseline',
        since: 0,
        path: [...path, 'hostPath'],
        subject: w.podText,
        does: `mounts ${judged(where) ? `host path ${where} as ` : ''}hostPath ${label}`,
        fix: 'use a PersistentVolumeClaim, an emptyDir or a CSI volume instead',
      });
      return;
    }
    // The API server defaults a volume without a source to an emptyDir; one allowed source admits it.
    const sources = Object.keys(volume).filter((k) => k !== 'name');
    if (sources.some((k) => ALLOWED_VOLUMES.has(k))) return;
    const forbidden = sources.find((k) => FORBIDDEN_VOLUMES.has(k) && isObject(own(untyped(volume), k)));
    if (!forbidden) return;
    w.out.push({
      control: 'volumeTypes',
      level: 'restricted',
      since: 0,
      path: [...path, forbidden],
      subject: w.podText,
      does: `mounts ${label} as an inline ${forbidden} volume`,
      fix: `mount it through a PersistentVolumeClaim bound to a ${forbidden} PersistentVolume instead`,
    });
  });
}

/**
 * Whether the template says everything about a container's security fields: the pod's containers
 * are all written in its own lists, and its kind's operator neither merges them with another
 * template or an inline container (a KServe `predictor.model` fills the `kserve-container` of the
 * same pod) nor fills unset security fields. Otherwise a missing field is unknown, never a violation.
 */
function fullyWritten(pod: PodSpecView): boolean {
  if (pod.mergedWith || OPERATOR_DEFAULTS.has(`${pod.object.group}/${pod.object.kind}`)) return false;
  return pod.containers.every((c) => {
    const list = c.path[c.path.length - 2];
    const listed = list === 'containers' || list === 'initContainers' || list === 'ephemeralContainers';
    return !c.fieldPaths && typeof c.path[c.path.length - 1] === 'number' && listed;
  });
}

/** Where a missing container field is reported: its securityContext key when there is one, else the container's name. */
function missingAt(c: ContainerView, ...within: string[]): JsonPath {
  const sc = ownObject(c.value, 'securityContext');
  if (!sc) return own(c.value, 'name') !== undefined ? [...c.path, 'name'] : c.path;
  let path: JsonPath = [...c.path, 'securityContext'];
  let value: unknown = sc;
  for (const key of within) {
    if (!isObject(own(value, key))) break;
    value = own(value, key);
    path = [...path, key];
  }
  return path;
}

function capabilities(w: Where, c: ContainerView, who: string): void {
  const sc = own(c.value, 'securityContext');
  const caps = own(sc, 'capabilities');
  const path = [...c.path, 'securityContext', 'capabilities'];
  const restricted = { since: CAPABILITIES_RESTRICTED_SINCE, ...(w.windows ? { until: WINDOWS_EXEMPT_SINCE } : {}) };
  ownArray(caps, 'add').forEach((cap, i) => {
    if (!judged(cap)) return;
    const at = [...path, 'add', i];
    if (!BASELINE_CAPABILITIES.has(cap)) {
      const rdma = RDMA_CAPABILITIES.has(cap);
      w.out.push({
        control: 'capabilities',
        level: 'baseline',
        since: 0,
        path: at,
        subject: who,
        does: `adds capability ${cap}`,
        fix: `remove ${cap} from capabilities.add`,
        ...(rdma ? { need: { why: `GPUDirect RDMA needs ${cap}`, use: 'RDMA' } } : {}),
      });
    } else if (!RESTRICTED_CAPABILITIES.has(cap)) {
      w.out.push({
        control: 'capabilities',
        level: 'restricted',
        ...restricted,
        path: at,
        subject: who,
        does: `adds capability ${cap}`,
        fix: `remove ${cap} from capabilities.add (only ${[...RESTRICTED_CAPABILITIES].join(', ')} may be added)`,
      });
    }
  });
  // drop must include ALL, written exactly so: `all` and `CAP_ALL` are other strings to the check.
  const drop = own(caps, 'drop');
  if ((sc !== undefined && !isObject(sc)) || (caps !== undefined && !isObject(caps)) || (drop !== undefined && !Array.isArray(drop)))
    return;
  const dropped = Array.isArray(drop) ? drop : [];
  if (dropped.includes('ALL') || dropped.some((d) => isPlaceholder(d)) || !w.complete) return;
  const near = dropped.findIndex((d) => typeof d === 'string' && d.trim().toUpperCase().replace(/^CAP_/, '') === 'ALL');
  w.out.push({
    control: 'capabilities',
    level: 'restricted',
    ...restricted,
    path: near !== -1 ? [...path, 'drop', near] : Array.isArray(drop) ? [...path, 'drop'] : missingAt(c, 'capabilities'),
    subject: who,
    does: near !== -1 ? `drops ${String(dropped[near])}, which is not ALL as written` : 'does not drop ALL capabilities',
    fix: near !== -1 ? 'write it as ALL (upper case, no CAP_ prefix)' : 'add capabilities.drop: [ALL] to its securityContext',
  });
}

function hostPorts(w: Where, c: ContainerView, who: string): void {
  ownArray(c.value, 'ports').forEach((port, i) => {
    const hostPort = own(port, 'hostPort');
    if (typeof hostPort !== 'number' || hostPort === 0) return;
    w.out.push({
      control: 'hostPorts',
      level: 'baseline',
      since: 0,
      path: [...c.path, 'ports', i, 'hostPort'],
      subject: who,
      does: `sets hostPort: ${hostPort}`,
      fix: 'remove hostPort and reach the container through a Service',
    });
  });
}

function hostProbes(w: Where, c: ContainerView, who: string): void {
  const since = minor(control.hostProbes.since);
  const check = (handler: unknown, path: JsonPath, what: string) => {
    for (const action of ['httpGet', 'tcpSocket'] as const) {
      const host = own(own(handler, action), 'host');
      if (!judged(host) || host === '') continue;
      w.out.push({
        control: 'hostProbes',
        level: 'baseline',
        since,
        path: [...path, action, 'host'],
        subject: who,
        does: `sets host: ${host} in its ${what}`,
        fix: 'remove host: the kubelet then connects to the pod IP',
      });
    }
  };
  for (const probe of PROBES) check(own(c.value, probe), [...c.path, probe], probe);
  const lifecycle = own(c.value, 'lifecycle');
  for (const hook of HOOKS) check(own(lifecycle, hook), [...c.path, 'lifecycle', hook], `${hook} hook`);
}

function procMount(w: Where, sc: JsonObject, scPath: JsonPath, who: string): void {
  const value = own(sc, 'procMount');
  if (!judged(value) || value === 'Default') return;
  const base = {
    control: 'procMount' as const,
    path: [...scPath, 'procMount'],
    subject: who,
    does: `sets procMount: ${value}`,
    fix: 'remove procMount',
  };
  // From 1.35 baseline admits any /proc mount in a user namespace; restricted never does.
  if (w.userNamespace) {
    w.out.push({ ...base, level: 'baseline', since: 0, until: PROC_MOUNT_RELAXED_SINCE });
    w.out.push({ ...base, level: 'restricted', since: PROC_MOUNT_RELAXED_SINCE });
  } else w.out.push({ ...base, level: 'baseline', since: 0 });
}

function privilegeEscalation(w: Where, c: ContainerView, who: string): void {
  const sc = own(c.value, 'securityContext');
  if (sc !== undefined && !isObject(sc)) return;
  const value = own(sc, 'allowPrivilegeEscalation');
  if (value === false || (value !== undefined && value !== true)) return;
  if (value === undefined && !w.complete) return;
  w.out.push({
    control: 'privilegeEscalation',
    level: 'restricted',
    since: minor(control.privilegeEscalation.since),
    ...(w.windows ? { until: WINDOWS_EXEMPT_SINCE } : {}),
    path: value === true ? [...c.path, 'securityContext', 'allowPrivilegeEscalation'] : missingAt(c),
    subject: who,
    does: value === true ? 'sets allowPrivilegeEscalation: true' : 'does not set allowPrivilegeEscalation: false',
    fix: value === true ? 'set it to false' : 'set allowPrivilegeEscalation: false in its securityContext',
  });
}

/**
 * A field the pod may set for all containers or each container for itself (runAsNonRoot,
 * seccompProfile): explicit bad values are reported where they are written; only without any,
 * containers that neither set it nor inherit it from the pod are (all of them at once at the pod
 * level, when no container sets it), as the admission controller reports them.
 */
interface PodOrContainer {
  control: PssControl;
  since: number;
  until?: number;
  /** The pod's or a container's value: 'ok', 'bad' (a violation already reported, or to report), 'unknown', or undefined (unset). */
  judge(value: unknown): 'ok' | 'bad' | 'unknown' | undefined;
  read(sc: unknown): unknown;
  reportBad(path: JsonPath, who: string, value: unknown): PssViolation | undefined;
  /** Where an unset value belongs, below a securityContext, and what to say. */
  field: string;
  missingPod: string;
  missingContainer: string;
  /** The setting that passes, as written in a securityContext. */
  wanted: string;
}

function podOrContainer(w: Where, rule: PodOrContainer): void {
  const scPath = [...w.pod.path, 'securityContext'];
  const podSc = own(w.pod.spec, 'securityContext');
  if (podSc !== undefined && !isObject(podSc)) return;
  const podVerdict = rule.judge(rule.read(podSc));
  let explicit = false;
  if (podVerdict === 'bad') {
    explicit = true;
    const v = rule.reportBad([...scPath, rule.field], w.podText, rule.read(podSc));
    if (v) w.out.push(v);
  }
  const unset: ContainerView[] = [];
  let anySet = false;
  let unknown = false;
  for (const c of w.pod.containers) {
    const sc = own(c.value, 'securityContext');
    if (sc !== undefined && !isObject(sc)) {
      unknown = true;
      continue;
    }
    const verdict = rule.judge(rule.read(sc));
    const who = nameOf(w, c);
    if (verdict === 'bad') {
      explicit = true;
      const v = rule.reportBad([...c.path, 'securityContext', rule.field], who, rule.read(sc));
      if (v) w.out.push(v);
    } else if (verdict === undefined) {
      if (w.complete) unset.push(c);
      else unknown = true;
    } else if (verdict === 'ok') anySet = true;
    else unknown = true;
  }
  // A pod-level value the linter cannot read may be the one the containers inherit.
  if (explicit || podVerdict === 'ok' || podVerdict === 'unknown' || unset.length === 0) return;
  const base = { control: rule.control, level: 'restricted' as const, since: rule.since, ...(rule.until ? { until: rule.until } : {}) };
  if (!anySet && !unknown) {
    w.out.push({
      ...base,
      path: [...scPath, rule.field],
      subject: w.podText,
      does: `${rule.missingPod}`,
      fix: `set ${rule.wanted} in the pod's securityContext`,
    });
    return;
  }
  for (const c of unset) {
    const who = nameOf(w, c);
    w.out.push({
      ...base,
      path: missingAt(c),
      subject: who,
      does: `${rule.missingContainer}`,
      fix: `set ${rule.wanted} in the pod's or the container's securityContext`,
    });
  }
}

function runAsNonRoot(w: Where): void {
  podOrContainer(w, {
    control: 'runAsNonRoot',
    since: minor(control.runAsNonRoot.since),
    ...(w.userNamespace ? { until: USER_NAMESPACE_RELAXED_SINCE } : {}),
    read: (sc) => own(sc, 'runAsNonRoot'),
    judge: (v) => (v === undefined || v === null ? undefined : v === true ? 'ok' : v === false ? 'bad' : 'unknown'),
    reportBad: (path, who) => ({
      control: 'runAsNonRoot',
      level: 'restricted',
      since: minor(control.runAsNonRoot.since),
      ...(w.userNamespace ? { until: USER_NAMESPACE_RELAXED_SINCE } : {}),
      path,
      subject: who,
      does: 'sets runAsNonRoot: false',
      fix: 'set it to true (the image must then run as a non-zero UID)',
    }),
    field: 'runAsNonRoot',
    missingPod: 'sets runAsNonRoot: true for neither the pod nor any container',
    missingContainer: 'does not set runAsNonRoot: true and the pod does not either',
    wanted: 'runAsNonRoot: true (the image must then run as a non-zero UID)',
  });
}

function seccomp(w: Where): void {
  const readType = (sc: unknown) => {
    const profile = own(sc, 'seccompProfile');
    if (profile === undefined || profile === null) return undefined;
    // A profile without a readable type is unknown (the API server requires the type).
    return isObject(profile) ? (own(profile, 'type') ?? null) : null;
  };
  podOrContainer(w, {
    control: 'seccomp',
    since: SECCOMP_RESTRICTED_SINCE,
    ...(w.windows ? { until: WINDOWS_EXEMPT_SINCE } : {}),
    read: readType,
    judge: (v) => (v === undefined ? undefined : judged(v) ? (PROFILE_TYPES.has(v) ? 'ok' : 'bad') : 'unknown'),
    // An explicit Unconfined (or another type) fails baseline from 1.19, and so restricted too.
    reportBad: (path, who, value) => ({
      control: 'seccomp',
      level: 'baseline',
      since: SECCOMP_FIELDS_SINCE,
      path: [...path, 'type'],
      subject: who,
      does: `sets seccompProfile.type: ${String(value)}`,
      fix: 'use RuntimeDefault or a Localhost profile',
    }),
    field: 'seccompProfile',
    missingPod: 'sets a seccompProfile for neither the pod nor any container',
    missingContainer: 'sets no seccompProfile and the pod does not either',
    wanted: 'seccompProfile: {type: RuntimeDefault}',
  });
}
