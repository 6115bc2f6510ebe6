// NetworkPolicy (networking.k8s.io/v1) semantics, evaluated offline.
//
// The linter sees manifests, not a cluster, so some facts are missing: the labels of namespaces
// that are not in the input, labels an operator adds to the pods it creates, the IP addresses of
// pods, the ports a named port resolves to. Every answer is therefore three-valued:
//
//   - `Truth` (boolean | undefined) for predicates, combined with Kleene logic (`and`, `or`, `not`:
//     false AND unknown = false, true OR unknown = true, anything else with unknown = unknown);
//   - `Verdict` ('allowed' | 'denied' | 'unknown') for traffic.
//
// Rules act on 'denied' only; 'unknown' means "cannot tell offline" and keeps them silent.
//
// What the API server and the network plugins do, and what this module follows:
//   - policyTypes absent (or an empty list): Ingress always, Egress only when `egress` has at least
//     one rule (`egress: []` without policyTypes does not isolate egress; the API server's default).
//   - A direction in policyTypes with no rules (`egress: []` or no `egress` key) denies that whole
//     direction; a rule `{}` allows everything. Rules of a direction that is not in policyTypes are
//     ignored.
//   - `ports` empty or absent: every port and protocol. A port entry: protocol TCP by default; no
//     `port`: every port of the protocol; `endPort`: a range; a named port resolves against the
//     container ports of the destination pod (egress) or of the selected pod (ingress).
//   - `to`/`from` empty or absent: every peer. In one peer, podSelector AND namespaceSelector; the
//     peers of a list are ORed. podSelector alone: pods of the policy's namespace;
//     namespaceSelector alone: every pod of the matching namespaces; `{}` matches everything.
//     Every namespace carries `kubernetes.io/metadata.name: <name>` (set by the API server).
//   - ipBlock: the CIDR minus `except`. Whether an ipBlock matches pod-to-pod traffic depends on
//     the network plugin (the API says ipBlocks are meant for cluster-external addresses), so a
//     destination known only as a pod (no IP given) gets 'unknown' from an ipBlock peer.
//   - Several policies selecting a pod: the pod is isolated for a direction as soon as one policy
//     of that type selects it, and the allowed traffic is the union of their rules.
//   - Metadata without a namespace means the namespace "default".
import type { PodSpecView } from './pods.js';
import { isObject, isPlaceholder, own, ownArray, ownObject, ownString, stringMap } from './values.js';
import { memo } from '../core/memo.js';

// Loaded on the first address a policy names: node:net is socket code that the start of a run
// without one does not need.
const net = () => process.getBuiltinModule('node:net');

export type Truth = boolean | undefined;
export type Verdict = 'allowed' | 'denied' | 'unknown';
export type Direction = 'ingress' | 'egress';

export function and(...values: Truth[]): Truth {
  return allOf(values);
}

export function or(...values: Truth[]): Truth {
  return anyOf(values);
}

/** and() of a list: lists from manifests (selector terms, peers, policies) can be too long to spread into arguments. */
export function allOf(values: readonly Truth[]): Truth {
  if (values.includes(false)) return false;
  return values.every((v) => v === true) ? true : undefined;
}

/** or() of a list. */
export function anyOf(values: readonly Truth[]): Truth {
  if (values.includes(true)) return true;
  return values.every((v) => v === false) ? false : undefined;
}

export function not(value: Truth): Truth {
  return value === undefined ? undefined : !value;
}

export function verdictOf(value: Truth): Verdict {
  return value === true ? 'allowed' : value === false ? 'denied' : 'unknown';
}

export const DEFAULT_NAMESPACE = 'default';
export const NAMESPACE_NAME_LABEL = 'kubernetes.io/metadata.name';
export const MAX_PORT = 65535;

// ---------------------------------------------------------------------------------------------
// Labels and label selectors

/**
 * What is known about the labels of a pod or namespace. `known`: labels with their values (a
 * value may be a template placeholder); `present`: keys that exist with a value that is unknown or
 * differs between the pods of a template (a generated hash, a pod index); `open`: labels other than
 * these may exist (a namespace that is not in the input, an operator whose labels are not modelled).
 */
export interface LabelFacts {
  known: Record<string, string>;
  present?: string[];
  open?: boolean;
}

/** A plain label map (complete: nothing else is set) or LabelFacts. */
export type LabelsInput = Record<string, string> | LabelFacts;

export function labelFacts(labels: LabelsInput | undefined): LabelFacts {
  if (labels === undefined) return { known: {}, open: true };
  if (isObject(labels) && isObject(labels.known)) return labels as unknown as LabelFacts;
  return { known: labels as Record<string, string> };
}

export type SelectorOperator = 'In' | 'NotIn' | 'Exists' | 'DoesNotExist';

/** One requirement; `unreadable` stands for a part of the selector that cannot be evaluated. */
export interface Requirement {
  key: string;
  operator: SelectorOperator | 'unreadable';
  values: string[];
}

export interface LabelSelector {
  requirements: Requirement[];
}

const UNREADABLE: Requirement = { key: '', operator: 'unreadable', values: [] };
const OPERATORS = new Set<string>(['In', 'NotIn', 'Exists', 'DoesNotExist']);

function scalarString(value: unknown): string | undefined {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;
}

/** metav1.LabelSelector: matchLabels and matchExpressions, ANDed; `{}` (or null) matches everything. */
export function parseLabelSelector(raw: unknown): LabelSelector {
  if (raw === undefined || raw === null) return { requirements: [] };
  if (!isObject(raw)) return { requirements: [UNREADABLE] };
  const requirements: Requirement[] = [];
  const matchLabels = own(raw, 'matchLabels');
  if (isObject(matchLabels)) {
    for (const [key, v] of Object.entries(matchLabels)) {
      const value = scalarString(v);
      requirements.push(value === undefined || isPlaceholder(key) ? UNREADABLE : { key, operator: 'In', values: [value] });
    }
  } else if (matchLabels !== undefined && matchLabels !== null) requirements.push(UNREADABLE);
  const expressions = own(raw, 'matchExpressions');
  if (Array.isArray(expressions)) {
    for (const e of expressions) requirements.push(parseRequirement(e));
  } else if (expressions !== undefined && expressions !== null) requirements.push(UNREADABLE);
  return { requirements };
}

function parseRequirement(raw: unknown): Requirement {
  const key = ownString(raw, 'key');
  const operator = ownString(raw, 'operator');
  if (!key || isPlaceholder(key) || !operator || !OPERATORS.has(operator)) return UNREADABLE;
  const rawValues = own(raw, 'values');
  if (rawValues !== undefined && rawValues !== null && !Array.isArray(rawValues)) return UNREADABLE;
  const values = (Array.isArray(rawValues) ? rawValues : []).map(scalarString);
  if (values.some((v) => v === undefined)) return UNREADABLE;
  const needsValues = operator === 'In' || operator === 'NotIn';
  // The API server rejects In/NotIn without values and Exists/DoesNotExist with values.
  if (needsValues !== values.length > 0) return UNREADABLE;
  return { key, operator: operator as SelectorOperator, values: values as string[] };
}

type LabelState = { kind: 'value'; value: string } | { kind: 'present' } | { kind: 'absent' } | { kind: 'unknown' };

function labelState(facts: LabelFacts, key: string): LabelState {
  if (Object.prototype.hasOwnProperty.call(facts.known, key)) return { kind: 'value', value: facts.known[key]! };
  if (facts.present?.includes(key)) return { kind: 'present' };
  return facts.open ? { kind: 'unknown' } : { kind: 'absent' };
}

/** Whether a label value is one of `values`; placeholders compare equal only to the same text. */
function valueIn(value: string, values: string[]): Truth {
  if (values.includes(value)) return true;
  return isPlaceholder(value) || values.some(isPlaceholder) ? undefined : false;
}

function requirementMatches(r: Requirement, facts: LabelFacts): Truth {
  if (r.operator === 'unreadable') return undefined;
  const state = labelState(facts, r.key);
  const exists: Truth = state.kind === 'value' || state.kind === 'present' ? true : state.kind === 'absent' ? false : undefined;
  switch (r.operator) {
    case 'Exists':
      return exists;
    case 'DoesNotExist':
      return not(exists);
    case 'In':
      return state.kind === 'value' ? valueIn(state.value, r.values) : state.kind === 'absent' ? false : undefined;
    case 'NotIn':
      return state.kind === 'value' ? not(valueIn(state.value, r.values)) : state.kind === 'absent' ? true : undefined;
  }
}

export function selectorMatches(selector: LabelSelector, labels: LabelsInput | undefined): Truth {
  const facts = labelFacts(labels);
  return allOf(selector.requirements.map((r) => requirementMatches(r, facts)));
}

// ---------------------------------------------------------------------------------------------
// The policy model (plain data: rules keep it in the object index)

export interface PortSpec {
  /** TCP, UDP or SCTP. */
  protocol: string;
  /** Absent: every port of the protocol; a string is a named port. */
  port?: number | string;
  endPort?: number;
  /** Written in a way this module cannot read (placeholder, wrong type, invalid value). */
  unreadable?: boolean;
}

export interface IpBlock {
  cidr: string;
  except: string[];
}

export interface Peer {
  podSelector?: LabelSelector;
  namespaceSelector?: LabelSelector;
  ipBlock?: IpBlock;
  unreadable?: boolean;
}

export interface PolicyRule {
  /** Absent: every port. */
  ports?: PortSpec[];
  /** Absent: every peer (the rule's `to`/`from` is empty or missing). */
  peers?: Peer[];
  unreadable?: boolean;
}

export interface DirectionPolicy {
  /** The policy's types include this direction. */
  isolates: Truth;
  rules: PolicyRule[];
  /** The list of rules itself cannot be read (a placeholder). */
  unreadable?: boolean;
}

export interface NetworkPolicyModel {
  name?: string;
  namespace: string;
  podSelector: LabelSelector;
  ingress: DirectionPolicy;
  egress: DirectionPolicy;
}

const PROTOCOLS = new Set(['TCP', 'UDP', 'SCTP']);
const PORT_NAME = /^(?=.*[a-z])[a-z0-9]([a-z0-9-]*[a-z0-9])?$/;

function isPortNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_PORT;
}

function parsePort(raw: unknown): PortSpec {
  const bad: PortSpec = { protocol: 'TCP', unreadable: true };
  if (!isObject(raw)) return bad;
  const protocolRaw = own(raw, 'protocol');
  const protocol = protocolRaw === undefined || protocolRaw === null ? 'TCP' : protocolRaw;
  if (typeof protocol !== 'string' || !PROTOCOLS.has(protocol)) return bad;
  const portRaw = own(raw, 'port');
  const endRaw = own(raw, 'endPort');
  const hasEnd = endRaw !== undefined && endRaw !== null;
  if (portRaw === undefined || portRaw === null) return hasEnd ? { ...bad, protocol } : { protocol };
  if (isPortNumber(portRaw)) {
    if (!hasEnd) return { protocol, port: portRaw };
    return isPortNumber(endRaw) && endRaw >= portRaw ? { protocol, port: portRaw, endPort: endRaw } : { ...bad, protocol };
  }
  // A named port (an IANA service name: lower case, at least one letter); a number written as a
  // string is not a valid name and is unreadable like a placeholder.
  if (typeof portRaw === 'string' && !hasEnd && portRaw.length <= 15 && PORT_NAME.test(portRaw) && !portRaw.includes('--'))
    return { protocol, port: portRaw };
  return { ...bad, protocol };
}

function parseCidr(raw: unknown): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } | undefined {
  if (typeof raw !== 'string') return undefined;
  const slash = raw.indexOf('/');
  if (slash === -1) return undefined;
  const address = raw.slice(0, slash);
  const prefixText = raw.slice(slash + 1);
  const version = net().isIP(address);
  if (version === 0 || !/^\d{1,3}$/.test(prefixText)) return undefined;
  const prefix = Number(prefixText);
  if (prefix > (version === 4 ? 32 : 128)) return undefined;
  return { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

function parsePeer(raw: unknown): Peer {
  if (!isObject(raw)) return { unreadable: true };
  const podRaw = own(raw, 'podSelector');
  const nsRaw = own(raw, 'namespaceSelector');
  const ipRaw = own(raw, 'ipBlock');
  const hasPod = podRaw !== undefined && podRaw !== null;
  const hasNs = nsRaw !== undefined && nsRaw !== null;
  const hasIp = ipRaw !== undefined && ipRaw !== null;
  // The API server wants exactly one of ipBlock or the selectors.
  if (hasIp === (hasPod || hasNs)) return { unreadable: true };
  if (hasIp) {
    const cidr = own(ipRaw, 'cidr');
    const exceptRaw = own(ipRaw, 'except');
    if (!parseCidr(cidr) || (exceptRaw !== undefined && exceptRaw !== null && !Array.isArray(exceptRaw))) return { unreadable: true };
    const except = ownArray(ipRaw, 'except');
    if (!except.every((e) => parseCidr(e))) return { unreadable: true };
    return { ipBlock: { cidr: cidr as string, except: except as string[] } };
  }
  return {
    ...(hasPod ? { podSelector: parseLabelSelector(podRaw) } : {}),
    ...(hasNs ? { namespaceSelector: parseLabelSelector(nsRaw) } : {}),
  };
}

function parseRule(raw: unknown, peerKey: 'to' | 'from'): PolicyRule {
  if (raw === null) return {};
  if (!isObject(raw)) return { unreadable: true };
  const rule: PolicyRule = {};
  const ports = own(raw, 'ports');
  if (Array.isArray(ports)) {
    if (ports.length > 0) rule.ports = ports.map(parsePort);
  } else if (ports !== undefined && ports !== null) rule.unreadable = true;
  const peers = own(raw, peerKey);
  if (Array.isArray(peers)) {
    if (peers.length > 0) rule.peers = peers.map(parsePeer);
  } else if (peers !== undefined && peers !== null) rule.unreadable = true;
  return rule;
}

function parseDirection(spec: unknown, key: Direction, isolates: Truth): DirectionPolicy {
  const raw = own(spec, key);
  if (raw === undefined || raw === null) return { isolates, rules: [] };
  if (!Array.isArray(raw)) return { isolates, rules: [], unreadable: true };
  return { isolates, rules: raw.map((r) => parseRule(r, key === 'egress' ? 'to' : 'from')) };
}

/** Which directions the policy isolates, with the API server's defaulting of policyTypes. */
export function policyTypesOf(spec: unknown): { ingress: Truth; egress: Truth } {
  if (spec !== undefined && spec !== null && !isObject(spec)) return { ingress: undefined, egress: undefined };
  const types = own(spec, 'policyTypes');
  if (types === undefined || types === null || (Array.isArray(types) && types.length === 0)) {
    const egress = own(spec, 'egress');
    return {
      ingress: true,
      egress: Array.isArray(egress) ? egress.length > 0 : egress === undefined || egress === null ? false : undefined,
    };
  }
  if (!Array.isArray(types)) return { ingress: undefined, egress: undefined };
  const unreadable = types.some((t) => t !== 'Ingress' && t !== 'Egress');
  const has = (t: string): Truth => (types.includes(t) ? true : unreadable ? undefined : false);
  return { ingress: has('Ingress'), egress: has('Egress') };
}

const parsedPolicies = new WeakMap<object, NetworkPolicyModel>();

/**
 * Reads a NetworkPolicy object (apiVersion/kind/metadata/spec) into the plain-data model; parsed
 * once per object however many rules ask (the model is never mutated).
 */
export function parseNetworkPolicy(object: unknown): NetworkPolicyModel {
  if (!isObject(object)) return readNetworkPolicy(object);
  return memo(parsedPolicies, object, readNetworkPolicy);
}

function readNetworkPolicy(object: unknown): NetworkPolicyModel {
  const metadata = ownObject(object, 'metadata');
  const spec = own(object, 'spec');
  const types = policyTypesOf(spec);
  const specReadable = spec === undefined || spec === null || isObject(spec);
  const podSelectorRaw = own(spec, 'podSelector');
  return {
    name: ownString(metadata, 'name'),
    namespace: ownString(metadata, 'namespace') ?? DEFAULT_NAMESPACE,
    // The field is required but the API server reads a missing one as `{}`: every pod.
    podSelector: specReadable ? parseLabelSelector(podSelectorRaw) : { requirements: [UNREADABLE] },
    ingress: specReadable ? parseDirection(spec, 'ingress', types.ingress) : { isolates: undefined, rules: [], unreadable: true },
    egress: specReadable ? parseDirection(spec, 'egress', types.egress) : { isolates: undefined, rules: [], unreadable: true },
  };
}

// ---------------------------------------------------------------------------------------------
// Evaluation

export interface NamedPort {
  name: string;
  port: number;
  protocol: string;
}

/** The pod a policy may select. */
export interface PodRef {
  labels: LabelsInput;
  namespace: string;
  /** Its container ports with a name (ingress rules may name them); undefined: unknown. */
  namedPorts?: NamedPort[];
}

/**
 * The other side of the traffic. A pod: `podLabels` and/or `namespace` (labels undefined = unknown);
 * an address outside the cluster: only `ip`. `namespaceLabels` default to the automatic
 * `kubernetes.io/metadata.name` label plus unknown others.
 */
export interface Endpoint {
  podLabels?: LabelsInput;
  namespace?: string;
  namespaceLabels?: LabelsInput;
  ip?: string;
  /** Container ports of the destination pod, for named ports in egress rules; undefined: unknown. */
  namedPorts?: NamedPort[];
}

export interface TrafficQuery {
  /** A port, or 'all': is every port (1-65535) of the protocol allowed? */
  port: number | 'all';
  /** TCP by default. */
  protocol?: string;
}

export interface EgressQuery extends TrafficQuery {
  to: Endpoint;
}

export interface IngressQuery extends TrafficQuery {
  from: Endpoint;
}

export interface PortRange {
  from: number;
  to: number;
}

export interface TrafficResult {
  verdict: Verdict;
  /** Policies that certainly select the pod and isolate it in this direction. */
  isolatedBy: NetworkPolicyModel[];
  /** Ports of the query's protocol certainly allowed toward/from the peer (for messages). */
  allowedPorts: PortRange[];
}

/** Whether the policy selects a pod: same namespace and a matching podSelector. */
export function selectsPod(policy: NetworkPolicyModel, podLabels: LabelsInput, namespace: string): Truth {
  if (policy.namespace !== namespace) return false;
  return selectorMatches(policy.podSelector, podLabels);
}

/** Whether the policy isolates the pod in a direction (selects it, and the direction is one of its types). */
export function isolates(policy: NetworkPolicyModel, direction: Direction, pod: PodRef): Truth {
  return and(selectsPod(policy, pod.labels, pod.namespace), policy[direction].isolates);
}

function ipInCidr(ip: string, cidr: string): Truth {
  const block = parseCidr(cidr);
  const version = net().isIP(ip);
  if (!block || version === 0) return undefined;
  if ((version === 4 ? 'ipv4' : 'ipv6') !== block.family) return false;
  const list = new (net().BlockList)();
  list.addSubnet(block.address, block.prefix, block.family);
  return list.check(ip, block.family);
}

function namespaceLabelsOf(endpoint: Endpoint): LabelFacts {
  const base = endpoint.namespaceLabels === undefined ? { known: {}, open: true } : labelFacts(endpoint.namespaceLabels);
  if (endpoint.namespace === undefined) return base;
  return { ...base, known: { ...base.known, [NAMESPACE_NAME_LABEL]: endpoint.namespace } };
}

/** Whether one `to`/`from` entry of a policy matches an endpoint. */
export function peerMatches(policy: NetworkPolicyModel, peer: Peer, endpoint: Endpoint): Truth {
  if (peer.unreadable) return undefined;
  if (peer.ipBlock) {
    if (endpoint.ip === undefined) return undefined;
    return allOf([ipInCidr(endpoint.ip, peer.ipBlock.cidr), ...peer.ipBlock.except.map((e) => not(ipInCidr(endpoint.ip!, e)))]);
  }
  const isPod = endpoint.podLabels !== undefined || endpoint.namespace !== undefined;
  if (!isPod) return endpoint.ip !== undefined ? false : undefined;
  const namespace = peer.namespaceSelector
    ? selectorMatches(peer.namespaceSelector, namespaceLabelsOf(endpoint))
    : endpoint.namespace === undefined
      ? undefined
      : endpoint.namespace === policy.namespace;
  const pod = peer.podSelector ? selectorMatches(peer.podSelector, endpoint.podLabels) : true;
  return and(namespace, pod);
}

interface Coverage {
  definite: PortRange[];
  possible: PortRange[];
}

/** Ports a rule's port list opens for a protocol, given the pod whose named ports apply. */
function rulePorts(
  rule: PolicyRule,
  protocol: string,
  query: PortRange,
  namedPorts: NamedPort[] | undefined,
  out: Coverage,
  certain: boolean,
): void {
  const add = (r: PortRange, sure: boolean): void => {
    (certain && sure ? out.definite : out.possible).push(r);
  };
  if (!rule.ports) {
    add({ from: 1, to: MAX_PORT }, true);
    return;
  }
  for (const p of rule.ports) {
    if (p.unreadable) add(query, false);
    else if (p.protocol !== protocol) continue;
    else if (p.port === undefined) add({ from: 1, to: MAX_PORT }, true);
    else if (typeof p.port === 'number') add({ from: p.port, to: p.endPort ?? p.port }, true);
    else if (namedPorts === undefined) {
      // An unresolved name is some single port: it may be the one asked about.
      if (query.from === query.to) add(query, false);
    } else for (const n of namedPorts) if (n.name === p.port && n.protocol === protocol) add({ from: n.port, to: n.port }, true);
  }
}

function covers(ranges: PortRange[], want: PortRange): boolean {
  let next = want.from;
  for (const r of [...ranges].sort((a, b) => a.from - b.from)) {
    if (r.from > next) break;
    next = Math.max(next, r.to + 1);
    if (next > want.to) return true;
  }
  return next > want.to;
}

function merge(ranges: PortRange[]): PortRange[] {
  const out: PortRange[] = [];
  for (const r of [...ranges].sort((a, b) => a.from - b.from)) {
    const last = out[out.length - 1];
    if (last && r.from <= last.to + 1) last.to = Math.max(last.to, r.to);
    else out.push({ ...r });
  }
  return out;
}

/**
 * Traffic of one direction for a pod, with every policy of the input (others are ignored).
 * Allowed: no policy isolates the pod, or the policies that certainly select it allow the traffic
 * together, or each policy that may select it allows it by itself (whichever of them select it).
 * Denied: a policy certainly isolates the pod and nothing that may apply allows the traffic.
 */
export function evaluate(
  policies: readonly NetworkPolicyModel[],
  direction: Direction,
  pod: PodRef,
  peer: Endpoint,
  query: TrafficQuery,
): TrafficResult {
  const protocol = query.protocol ?? 'TCP';
  const want: PortRange = query.port === 'all' ? { from: 1, to: MAX_PORT } : { from: query.port, to: query.port };
  // Named ports name the destination's container ports: the peer's for egress, the pod's for ingress.
  const namedPorts = direction === 'egress' ? peer.namedPorts : pod.namedPorts;
  const isolation: Truth[] = [];
  const isolatedBy: NetworkPolicyModel[] = [];
  const definite: PortRange[] = [];
  const possible: PortRange[] = [];
  let eachAllows = true;
  for (const policy of policies) {
    const iso = isolates(policy, direction, pod);
    if (iso === false) continue;
    isolation.push(iso);
    if (iso === true) isolatedBy.push(policy);
    // What this policy allows if it applies to the pod.
    const own: Coverage = { definite: [], possible: [] };
    const rules = policy[direction];
    if (rules.unreadable) own.possible.push(want);
    for (const rule of rules.rules) {
      if (rule.unreadable) {
        own.possible.push(want);
        continue;
      }
      const match = rule.peers === undefined ? true : anyOf(rule.peers.map((p) => peerMatches(policy, p, peer)));
      if (match !== false) rulePorts(rule, protocol, want, namedPorts, own, match === true);
    }
    if (!covers(own.definite, want)) eachAllows = false;
    const ranges = iso === true ? definite : possible;
    for (const r of own.definite) ranges.push(r);
    for (const r of own.possible) possible.push(r);
  }
  const isolated = anyOf(isolation);
  const covered: Truth =
    covers(definite, want) || (eachAllows && isolation.length > 0) ? true : covers([...definite, ...possible], want) ? undefined : false;
  return { verdict: verdictOf(or(not(isolated), covered)), isolatedBy, allowedPorts: merge(definite) };
}

/** May the pod send this traffic (its own egress policies only)? */
export function egressAllows(policies: readonly NetworkPolicyModel[], pod: PodRef, query: EgressQuery): Verdict {
  return evaluate(policies, 'egress', pod, query.to, query).verdict;
}

/** May the pod receive this traffic (its own ingress policies only)? */
export function ingressAllows(policies: readonly NetworkPolicyModel[], pod: PodRef, query: IngressQuery): Verdict {
  return evaluate(policies, 'ingress', pod, query.from, query).verdict;
}

function endpointOf(pod: PodRef, namespaceLabels?: LabelsInput): Endpoint {
  return { podLabels: pod.labels, namespace: pod.namespace, namespaceLabels, namedPorts: pod.namedPorts };
}

/** Pod-to-pod traffic needs both the sender's egress and the receiver's ingress to allow it. */
export function connectionAllows(
  policies: readonly NetworkPolicyModel[],
  from: PodRef & { namespaceLabels?: LabelsInput },
  to: PodRef & { namespaceLabels?: LabelsInput },
  query: TrafficQuery,
): { verdict: Verdict; egress: TrafficResult; ingress: TrafficResult } {
  const egress = evaluate(policies, 'egress', from, endpointOf(to, to.namespaceLabels), query);
  const ingress = evaluate(policies, 'ingress', to, endpointOf(from, from.namespaceLabels), query);
  const truth = (v: Verdict): Truth => (v === 'allowed' ? true : v === 'denied' ? false : undefined);
  return { verdict: verdictOf(and(truth(egress.verdict), truth(ingress.verdict))), egress, ingress };
}

export function formatPorts(ranges: PortRange[], protocol = 'TCP'): string {
  return ranges.map((r) => `${protocol} ${r.from === r.to ? r.from : `${r.from}-${r.to}`}`).join(', ');
}

// ---------------------------------------------------------------------------------------------
// Pods and namespaces of the input, as the policies see them

// One definition of "a missing namespace is default" for every rule that matches across objects.
export { namespaceOf } from './label-selector.js';

const TRAINING_OPERATOR_KINDS = new Set(['PyTorchJob', 'TFJob', 'XGBoostJob', 'PaddleJob', 'JAXJob']);

/**
 * The labels the pods of a template will carry: the template's labels plus those the controller
 * adds. Core controllers are modelled exactly (values that vary per pod are `present`); custom
 * resources get the labels their operators are known to add and are `open` for the rest.
 */
export function podLabelFacts(pod: PodSpecView): LabelFacts {
  const o = pod.object;
  const template = stringMap(pod.templateMetadata?.labels);
  const known: Record<string, string> = { ...template };
  const present: string[] = [];
  let open = false;
  const set = (key: string, value: string | undefined) => {
    if (value === undefined) present.push(key);
    else known[key] = value;
  };
  const jobLabels = (jobName: string | undefined, jobSpec: unknown) => {
    for (const key of ['job-name', 'batch.kubernetes.io/job-name']) set(key, jobName);
    present.push('controller-uid', 'batch.kubernetes.io/controller-uid');
    if (own(jobSpec, 'completionMode') === 'Indexed') present.push('batch.kubernetes.io/job-completion-index');
  };
  const spec = ownObject(o.value, 'spec');
  switch (`${o.group}/${o.kind}`) {
    case '/Pod':
    case 'apps/ReplicaSet':
    case '/ReplicationController':
      break;
    case 'apps/Deployment':
      present.push('pod-template-hash');
      break;
    case 'apps/StatefulSet':
      present.push('controller-revision-hash', 'statefulset.kubernetes.io/pod-name', 'apps.kubernetes.io/pod-index');
      break;
    case 'apps/DaemonSet':
      present.push('controller-revision-hash', 'pod-template-generation');
      break;
    case 'batch/Job':
      jobLabels(o.name, spec);
      break;
    case 'batch/CronJob':
      // Jobs of a CronJob get generated names.
      jobLabels(undefined, ownObject(ownObject(spec, 'jobTemplate'), 'spec'));
      break;
    default: {
      open = true;
      const replicaKey = pod.path[pod.path.length - 3];
      if (o.group === 'kubeflow.org' && TRAINING_OPERATOR_KINDS.has(o.kind)) {
        set('training.kubeflow.org/job-name', o.name);
        if (typeof replicaKey === 'string') set('training.kubeflow.org/replica-type', replicaKey.toLowerCase());
      } else if (o.group === 'kubeflow.org' && o.kind === 'MPIJob') set('training.kubeflow.org/job-name', o.name);
      else if (o.group === 'jobset.x-k8s.io' && o.kind === 'JobSet') {
        set('jobset.sigs.k8s.io/jobset-name', o.name);
        const index = pod.path.indexOf('replicatedJobs');
        const rjob = index === -1 ? undefined : ownArray(spec, 'replicatedJobs')[pod.path[index + 1] as number];
        set('jobset.sigs.k8s.io/replicatedjob-name', ownString(rjob, 'name'));
      } else if (o.group === 'leaderworkerset.x-k8s.io' && o.kind === 'LeaderWorkerSet') set('leaderworkerset.sigs.k8s.io/name', o.name);
      else if (o.group === 'ray.io' && (pod.role === 'head' || pod.role === 'worker')) {
        if (o.kind === 'RayCluster') set('ray.io/cluster', o.name);
        set('ray.io/node-type', pod.role);
      }
    }
  }
  // Controller labels win over template labels of the same key.
  for (const key of present) delete known[key];
  return { known, ...(present.length ? { present: [...new Set(present)] } : {}), ...(open ? { open } : {}) };
}

/** Named container ports of a pod template. */
export function podNamedPorts(pod: PodSpecView): NamedPort[] {
  const out: NamedPort[] = [];
  for (const c of pod.containers) {
    if (c.kind === 'init' || c.kind === 'ephemeral') continue;
    for (const p of ownArray(c.value, 'ports')) {
      const name = ownString(p, 'name');
      const port = own(p, 'containerPort');
      const protocol = own(p, 'protocol') ?? 'TCP';
      if (name && isPortNumber(port) && typeof protocol === 'string') out.push({ name, port, protocol });
    }
  }
  return out;
}
