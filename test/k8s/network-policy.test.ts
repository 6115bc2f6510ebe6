import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  and,
  connectionAllows,
  egressAllows,
  evaluate,
  ingressAllows,
  not,
  or,
  parseLabelSelector,
  parseNetworkPolicy,
  podLabelFacts,
  podNamedPorts,
  policyTypesOf,
  selectorMatches,
  selectsPod,
  type Endpoint,
  type LabelsInput,
  type NetworkPolicyModel,
  type PodRef,
  type TrafficQuery,
  type Truth,
  type Verdict,
} from '../../src/k8s/network-policy.js';
import { objectsOfDocument } from '../../src/k8s/objects.js';
import { podSpecsOf, type PodSpecView } from '../../src/k8s/pods.js';
import { BUILTIN_WORKLOADS, WorkloadTable } from '../../src/k8s/workload-table.js';

/** A NetworkPolicy in namespace ml from the YAML of its spec. */
function policy(specYaml: string, namespace = 'ml', name = 'p'): NetworkPolicyModel {
  return parseNetworkPolicy({
    apiVersion: 'networking.k8s.io/v1',
    kind: 'NetworkPolicy',
    metadata: { name, namespace },
    spec: parse(specYaml) as unknown,
  });
}

const trainer: PodRef = { labels: { app: 'trainer' }, namespace: 'ml' };
const dns: Endpoint = { podLabels: { known: { 'k8s-app': 'kube-dns' }, open: true }, namespace: 'kube-system' };
const udp53: TrafficQuery = { port: 53, protocol: 'UDP' };
const tcp53: TrafficQuery = { port: 53, protocol: 'TCP' };

describe('Kleene logic', () => {
  it.each<[Truth[], Truth, Truth]>([
    [[true, true], true, true],
    [[true, false], false, true],
    [[true, undefined], undefined, true],
    [[false, undefined], false, undefined],
    [[undefined, undefined], undefined, undefined],
    [[], true, false],
  ])('and/or %j', (values, conj, disj) => {
    expect(and(...values)).toBe(conj);
    expect(or(...values)).toBe(disj);
  });
  it('not keeps unknown', () => {
    expect([not(true), not(false), not(undefined)]).toEqual([false, true, undefined]);
  });
});

describe('policyTypes defaulting', () => {
  it.each<[string, string, Truth, Truth]>([
    ['absent, no egress', 'podSelector: {}', true, false],
    ['absent, egress: [] (the API server only adds Egress for a non-empty list)', 'podSelector: {}\negress: []', true, false],
    ['absent, egress with a rule', 'podSelector: {}\negress: [{}]', true, true],
    ['empty list is defaulted too', 'podSelector: {}\npolicyTypes: []\negress: [{}]', true, true],
    ['Egress only', 'podSelector: {}\npolicyTypes: [Egress]', false, true],
    ['both', 'podSelector: {}\npolicyTypes: [Ingress, Egress]', true, true],
    ['placeholder list', 'podSelector: {}\npolicyTypes: "{{ .Values.types }}"', undefined, undefined],
    ['placeholder item', 'podSelector: {}\npolicyTypes: [Ingress, "{{ .Values.extra }}"]', true, undefined],
    ['egress placeholder without policyTypes', 'podSelector: {}\negress: "{{ .Values.egress }}"', true, undefined],
  ])('%s', (_name, spec, ingress, egress) => {
    expect(policyTypesOf(parse(spec))).toEqual({ ingress, egress });
  });

  it('a policy without spec isolates ingress of every pod of its namespace', () => {
    const p = parseNetworkPolicy({ apiVersion: 'networking.k8s.io/v1', kind: 'NetworkPolicy', metadata: { name: 'x' } });
    expect(p.namespace).toBe('default');
    expect(p.ingress.isolates).toBe(true);
    expect(p.egress.isolates).toBe(false);
    expect(selectsPod(p, { any: 'thing' }, 'default')).toBe(true);
  });
});

describe('label selectors', () => {
  const labels: LabelsInput = { app: 'trainer', tier: 'gpu' };
  const open: LabelsInput = { known: { app: 'trainer' }, present: ['pod-template-hash'], open: true };
  it.each<[string, string, LabelsInput, Truth]>([
    ['{} matches everything', '{}', labels, true],
    ['matchLabels hit', 'matchLabels: {app: trainer}', labels, true],
    ['matchLabels miss', 'matchLabels: {app: web}', labels, false],
    [
      'matchLabels and expressions are ANDed',
      'matchLabels: {app: trainer}\nmatchExpressions: [{key: tier, operator: In, values: [cpu]}]',
      labels,
      false,
    ],
    ['In', 'matchExpressions: [{key: tier, operator: In, values: [cpu, gpu]}]', labels, true],
    ['NotIn hit', 'matchExpressions: [{key: tier, operator: NotIn, values: [cpu]}]', labels, true],
    ['NotIn on an absent key', 'matchExpressions: [{key: zone, operator: NotIn, values: [a]}]', labels, true],
    ['Exists', 'matchExpressions: [{key: tier, operator: Exists}]', labels, true],
    ['DoesNotExist', 'matchExpressions: [{key: tier, operator: DoesNotExist}]', labels, false],
    ['unknown operator', 'matchExpressions: [{key: tier, operator: Gt, values: ["1"]}]', labels, undefined],
    ['In without values is invalid', 'matchExpressions: [{key: tier, operator: In}]', labels, undefined],
    ['unknown key of open labels', 'matchLabels: {team: ml}', open, undefined],
    ['known key of open labels', 'matchLabels: {app: web}', open, false],
    ['present key with unknown value: Exists', 'matchExpressions: [{key: pod-template-hash, operator: Exists}]', open, true],
    ['present key with unknown value: In', 'matchLabels: {pod-template-hash: abc}', open, undefined],
    ['DoesNotExist on open labels', 'matchExpressions: [{key: team, operator: DoesNotExist}]', open, undefined],
    ['placeholder value', 'matchLabels: {app: "{{ .Values.app }}"}', labels, undefined],
    ['the same placeholder on both sides', 'matchLabels: {app: "{{ .Values.app }}"}', { app: '{{ .Values.app }}' }, true],
    ['numbers are label strings', 'matchLabels: {tier: 1}', { tier: '1' }, true],
    ['not a mapping', '"{{ .Values.selector }}"', labels, undefined],
  ])('%s', (_name, selector, l, expected) => {
    expect(selectorMatches(parseLabelSelector(parse(selector)), l)).toBe(expected);
  });
});

describe('egress', () => {
  const cases: [string, string, PodRef, Endpoint, TrafficQuery, Verdict][] = [
    ['no policy selects the pod', 'podSelector: {matchLabels: {app: web}}\npolicyTypes: [Egress]', trainer, dns, udp53, 'allowed'],
    ['Egress type without rules denies everything', 'podSelector: {}\npolicyTypes: [Egress]', trainer, dns, udp53, 'denied'],
    [
      'egress: [] with the Egress type denies everything',
      'podSelector: {}\npolicyTypes: [Egress]\negress: []',
      trainer,
      dns,
      udp53,
      'denied',
    ],
    ['egress: [] without policyTypes isolates ingress only', 'podSelector: {}\negress: []', trainer, dns, udp53, 'allowed'],
    ['a rule {} allows everything', 'podSelector: {}\npolicyTypes: [Egress]\negress: [{}]', trainer, dns, udp53, 'allowed'],
    ['Ingress-only policy leaves egress open', 'podSelector: {}\npolicyTypes: [Ingress]\negress: []', trainer, dns, udp53, 'allowed'],
    [
      'egress rules of a policy without the Egress type are ignored',
      'podSelector: {}\npolicyTypes: [Ingress]\negress: [{to: [{ipBlock: {cidr: 10.0.0.0/8}}]}]',
      trainer,
      { ip: '8.8.8.8' },
      tcp53,
      'allowed',
    ],
    [
      'port 53 UDP, any destination',
      'podSelector: {}\npolicyTypes: [Egress]\negress: [{ports: [{port: 53, protocol: UDP}]}]',
      trainer,
      dns,
      udp53,
      'allowed',
    ],
    [
      'port 53 UDP does not open TCP',
      'podSelector: {}\npolicyTypes: [Egress]\negress: [{ports: [{port: 53, protocol: UDP}]}]',
      trainer,
      dns,
      tcp53,
      'denied',
    ],
    ['protocol defaults to TCP', 'podSelector: {}\npolicyTypes: [Egress]\negress: [{ports: [{port: 53}]}]', trainer, dns, udp53, 'denied'],
    [
      'protocol defaults to TCP (allowed)',
      'podSelector: {}\npolicyTypes: [Egress]\negress: [{ports: [{port: 53}]}]',
      trainer,
      dns,
      tcp53,
      'allowed',
    ],
    [
      'a protocol without a port opens every port of it',
      'podSelector: {}\npolicyTypes: [Egress]\negress: [{ports: [{protocol: UDP}]}]',
      trainer,
      dns,
      udp53,
      'allowed',
    ],
    [
      'endPort range, inside',
      'podSelector: {}\npolicyTypes: [Egress]\negress: [{ports: [{port: 30000, endPort: 32767}]}]',
      trainer,
      dns,
      { port: 31000 },
      'allowed',
    ],
    [
      'endPort range, outside',
      'podSelector: {}\npolicyTypes: [Egress]\negress: [{ports: [{port: 30000, endPort: 32767}]}]',
      trainer,
      dns,
      { port: 32768 },
      'denied',
    ],
    [
      'named port resolved on the destination',
      'podSelector: {}\npolicyTypes: [Egress]\negress: [{ports: [{port: dns, protocol: UDP}]}]',
      trainer,
      { ...dns, namedPorts: [{ name: 'dns', port: 53, protocol: 'UDP' }] },
      udp53,
      'allowed',
    ],
    [
      'named port with another number',
      'podSelector: {}\npolicyTypes: [Egress]\negress: [{ports: [{port: dns, protocol: UDP}]}]',
      trainer,
      { ...dns, namedPorts: [{ name: 'dns', port: 5353, protocol: 'UDP' }] },
      udp53,
      'denied',
    ],
    [
      'named port, destination ports unknown',
      'podSelector: {}\npolicyTypes: [Egress]\negress: [{ports: [{port: dns, protocol: UDP}]}]',
      trainer,
      dns,
      udp53,
      'unknown',
    ],
    [
      'port as a numeric string is not readable',
      'podSelector: {}\npolicyTypes: [Egress]\negress: [{ports: [{port: "53", protocol: UDP}]}]',
      trainer,
      dns,
      udp53,
      'unknown',
    ],
    [
      'placeholder port',
      'podSelector: {}\npolicyTypes: [Egress]\negress: [{ports: [{port: "{{ .Values.port }}"}]}]',
      trainer,
      dns,
      tcp53,
      'unknown',
    ],
    [
      'lower-case protocol is invalid, so unknown',
      'podSelector: {}\npolicyTypes: [Egress]\negress: [{ports: [{port: 53, protocol: udp}]}]',
      trainer,
      dns,
      udp53,
      'unknown',
    ],
    [
      'namespaceSelector AND podSelector in one peer',
      'podSelector: {}\npolicyTypes: [Egress]\negress: [{to: [{namespaceSelector: {matchLabels: {kubernetes.io/metadata.name: kube-system}}, podSelector: {matchLabels: {k8s-app: kube-dns}}}]}]',
      trainer,
      dns,
      udp53,
      'allowed',
    ],
    [
      'AND: right pod labels in another namespace',
      'podSelector: {}\npolicyTypes: [Egress]\negress: [{to: [{namespaceSelector: {matchLabels: {kubernetes.io/metadata.name: kube-system}}, podSelector: {matchLabels: {k8s-app: kube-dns}}}]}]',
      trainer,
      { podLabels: { 'k8s-app': 'kube-dns' }, namespace: 'other' },
      udp53,
      'denied',
    ],
    [
      'OR: separate peers, the namespace one matches any pod there',
      'podSelector: {}\npolicyTypes: [Egress]\negress: [{to: [{namespaceSelector: {matchLabels: {kubernetes.io/metadata.name: kube-system}}}, {podSelector: {matchLabels: {k8s-app: kube-dns}}}]}]',
      trainer,
      { podLabels: { app: 'metrics' }, namespace: 'kube-system' },
      udp53,
      'allowed',
    ],
    [
      'podSelector alone is the policy namespace only',
      'podSelector: {}\npolicyTypes: [Egress]\negress: [{to: [{podSelector: {matchLabels: {k8s-app: kube-dns}}}]}]',
      trainer,
      dns,
      udp53,
      'denied',
    ],
    [
      'empty podSelector: every pod of the policy namespace',
      'podSelector: {}\npolicyTypes: [Egress]\negress: [{to: [{podSelector: {}}]}]',
      trainer,
      { podLabels: { app: 'x' }, namespace: 'ml' },
      tcp53,
      'allowed',
    ],
    [
      'empty podSelector does not reach other namespaces',
      'podSelector: {}\npolicyTypes: [Egress]\negress: [{to: [{podSelector: {}}]}]',
      trainer,
      dns,
      udp53,
      'denied',
    ],
    [
      'namespaceSelector {} is every namespace',
      'podSelector: {}\npolicyTypes: [Egress]\negress: [{to: [{namespaceSelector: {}}]}]',
      trainer,
      dns,
      udp53,
      'allowed',
    ],
    [
      'namespace label of a namespace not in the input',
      'podSelector: {}\npolicyTypes: [Egress]\negress: [{to: [{namespaceSelector: {matchLabels: {name: kube-system}}}]}]',
      trainer,
      dns,
      udp53,
      'unknown',
    ],
    [
      'namespace label known from a Namespace object',
      'podSelector: {}\npolicyTypes: [Egress]\negress: [{to: [{namespaceSelector: {matchLabels: {name: kube-system}}}]}]',
      trainer,
      { ...dns, namespaceLabels: { name: 'kube-system' } },
      udp53,
      'allowed',
    ],
    [
      'Namespace object without that label',
      'podSelector: {}\npolicyTypes: [Egress]\negress: [{to: [{namespaceSelector: {matchLabels: {name: kube-system}}}]}]',
      trainer,
      { ...dns, namespaceLabels: {} },
      udp53,
      'denied',
    ],
    [
      'ipBlock contains the address',
      'podSelector: {}\npolicyTypes: [Egress]\negress: [{to: [{ipBlock: {cidr: 10.0.0.0/8, except: [10.96.0.0/12]}}]}]',
      trainer,
      { ip: '10.1.2.3' },
      tcp53,
      'allowed',
    ],
    [
      'ipBlock except',
      'podSelector: {}\npolicyTypes: [Egress]\negress: [{to: [{ipBlock: {cidr: 10.0.0.0/8, except: [10.96.0.0/12]}}]}]',
      trainer,
      { ip: '10.96.0.10' },
      tcp53,
      'denied',
    ],
    [
      'ipBlock outside',
      'podSelector: {}\npolicyTypes: [Egress]\negress: [{to: [{ipBlock: {cidr: 10.0.0.0/8}}]}]',
      trainer,
      { ip: '192.168.1.1' },
      tcp53,
      'denied',
    ],
    [
      'ipBlock IPv6',
      'podSelector: {}\npolicyTypes: [Egress]\negress: [{to: [{ipBlock: {cidr: "fd00::/8"}}]}]',
      trainer,
      { ip: 'fd00::10' },
      tcp53,
      'allowed',
    ],
    [
      'ipBlock IPv4 vs an IPv6 address',
      'podSelector: {}\npolicyTypes: [Egress]\negress: [{to: [{ipBlock: {cidr: 0.0.0.0/0}}]}]',
      trainer,
      { ip: 'fd00::10' },
      tcp53,
      'denied',
    ],
    [
      'ipBlock vs a pod whose IP is unknown (depends on the network plugin)',
      'podSelector: {}\npolicyTypes: [Egress]\negress: [{to: [{ipBlock: {cidr: 0.0.0.0/0}}]}]',
      trainer,
      dns,
      udp53,
      'unknown',
    ],
    [
      'selector peers never match an outside address',
      'podSelector: {}\npolicyTypes: [Egress]\negress: [{to: [{namespaceSelector: {}}]}]',
      trainer,
      { ip: '8.8.8.8' },
      udp53,
      'denied',
    ],
    [
      'invalid peer (ipBlock and a selector)',
      'podSelector: {}\npolicyTypes: [Egress]\negress: [{to: [{ipBlock: {cidr: 0.0.0.0/0}, podSelector: {}}]}]',
      trainer,
      { ip: '8.8.8.8' },
      udp53,
      'unknown',
    ],
    ['policy of another namespace', 'podSelector: {}\npolicyTypes: [Egress]', { labels: {}, namespace: 'web' }, dns, udp53, 'allowed'],
    [
      'selection unknown, nothing allowed',
      'podSelector: {matchLabels: {team: ml}}\npolicyTypes: [Egress]',
      { labels: { known: {}, open: true }, namespace: 'ml' },
      dns,
      udp53,
      'unknown',
    ],
    [
      'selection unknown but the traffic is allowed anyway',
      'podSelector: {matchLabels: {team: ml}}\npolicyTypes: [Egress]\negress: [{ports: [{port: 53, protocol: UDP}]}]',
      { labels: { known: {}, open: true }, namespace: 'ml' },
      dns,
      udp53,
      'allowed',
    ],
    ['rules are a placeholder', 'podSelector: {}\npolicyTypes: [Egress]\negress: "{{ .Values.egress }}"', trainer, dns, udp53, 'unknown'],
    ['a rule is a placeholder', 'podSelector: {}\npolicyTypes: [Egress]\negress: ["{{ .Values.rule }}"]', trainer, dns, udp53, 'unknown'],
  ];
  it.each(cases)('%s', (_name, spec, pod, to, query, expected) => {
    expect(egressAllows([policy(spec)], pod, { ...query, to })).toBe(expected);
  });

  it('several policies: isolated by any, allowed by the union', () => {
    const denyAll = policy('podSelector: {}\npolicyTypes: [Egress]', 'ml', 'deny-all');
    const allowDns = policy(
      'podSelector: {matchLabels: {app: trainer}}\npolicyTypes: [Egress]\negress: [{ports: [{port: 53, protocol: UDP}, {port: 53, protocol: TCP}]}]',
      'ml',
      'allow-dns',
    );
    const ingressOnly = policy('podSelector: {}\npolicyTypes: [Ingress]', 'ml', 'ingress');
    expect(egressAllows([denyAll, allowDns], trainer, { ...udp53, to: dns })).toBe('allowed');
    expect(egressAllows([denyAll, allowDns], { labels: { app: 'web' }, namespace: 'ml' }, { ...udp53, to: dns })).toBe('denied');
    expect(egressAllows([ingressOnly], trainer, { ...udp53, to: dns })).toBe('allowed');
    const result = evaluate([denyAll, allowDns, ingressOnly], 'egress', trainer, dns, tcp53);
    expect(result.isolatedBy.map((p) => p.name)).toEqual(['deny-all', 'allow-dns']);
    expect(result.allowedPorts).toEqual([{ from: 53, to: 53 }]);
  });

  it('selection unknown for several policies: allowed only if each allows by itself', () => {
    const maybe: PodRef = { labels: { known: {}, open: true }, namespace: 'ml' };
    const allowsDns = policy(
      'podSelector: {matchLabels: {team: ml}}\npolicyTypes: [Egress]\negress: [{ports: [{port: 53, protocol: UDP}]}]',
      'ml',
      'a',
    );
    const alsoAllows = policy('podSelector: {matchLabels: {tier: gpu}}\npolicyTypes: [Egress]\negress: [{}]', 'ml', 'b');
    const denies = policy('podSelector: {matchLabels: {tier: gpu}}\npolicyTypes: [Egress]', 'ml', 'c');
    expect(egressAllows([allowsDns, alsoAllows], maybe, { ...udp53, to: dns })).toBe('allowed');
    expect(egressAllows([allowsDns, denies], maybe, { ...udp53, to: dns })).toBe('unknown');
    const certain = policy('podSelector: {}\npolicyTypes: [Egress]', 'ml', 'd');
    expect(egressAllows([certain, denies], maybe, { ...udp53, to: dns })).toBe('denied');
    expect(egressAllows([certain, allowsDns], maybe, { ...udp53, to: dns })).toBe('unknown');
  });

  it.each<[string, string, Verdict]>([
    ['no ports: every port', 'egress: [{to: [{podSelector: {}}]}]', 'allowed'],
    ['a protocol without port', 'egress: [{ports: [{protocol: TCP}], to: [{podSelector: {}}]}]', 'allowed'],
    ['1-65535 as a range', 'egress: [{ports: [{port: 1, endPort: 65535}], to: [{podSelector: {}}]}]', 'allowed'],
    [
      'two rules that add up to every port',
      'egress: [{ports: [{port: 1, endPort: 30000}]}, {ports: [{port: 30001, endPort: 65535}], to: [{podSelector: {}}]}]',
      'allowed',
    ],
    ['only the rendezvous port', 'egress: [{ports: [{port: 29500}], to: [{podSelector: {}}]}]', 'denied'],
    ['every UDP port is not every TCP port', 'egress: [{ports: [{protocol: UDP}], to: [{podSelector: {}}]}]', 'denied'],
    ['a named port is one port', 'egress: [{ports: [{port: nccl}], to: [{podSelector: {}}]}]', 'denied'],
    ['an unreadable port entry', 'egress: [{ports: [{port: "{{ .Values.port }}", endPort: 65535}], to: [{podSelector: {}}]}]', 'unknown'],
  ])('port "all": %s', (_name, rules, expected) => {
    const p = policy(`podSelector: {}\npolicyTypes: [Egress]\n${rules}`);
    expect(egressAllows([p], trainer, { port: 'all', to: { podLabels: { app: 'trainer' }, namespace: 'ml' } })).toBe(expected);
  });
});

describe('ingress and connections', () => {
  const worker: PodRef = { labels: { app: 'trainer' }, namespace: 'ml', namedPorts: [{ name: 'rdzv', port: 29500, protocol: 'TCP' }] };
  it('ingress named ports resolve on the selected pod', () => {
    const p = policy('podSelector: {}\ningress: [{ports: [{port: rdzv}], from: [{podSelector: {matchLabels: {app: trainer}}}]}]');
    expect(ingressAllows([p], worker, { port: 29500, from: { podLabels: { app: 'trainer' }, namespace: 'ml' } })).toBe('allowed');
    expect(ingressAllows([p], worker, { port: 29501, from: { podLabels: { app: 'trainer' }, namespace: 'ml' } })).toBe('denied');
    expect(ingressAllows([p], worker, { port: 29500, from: { podLabels: { app: 'web' }, namespace: 'ml' } })).toBe('denied');
  });

  it('a connection needs egress at the sender and ingress at the receiver', () => {
    const egressOpen = policy('podSelector: {}\npolicyTypes: [Egress]\negress: [{}]', 'ml', 'egress-open');
    const ingressClosed = policy('podSelector: {}\npolicyTypes: [Ingress]', 'ml', 'ingress-closed');
    const both = connectionAllows([egressOpen, ingressClosed], worker, worker, { port: 'all' });
    expect([both.verdict, both.egress.verdict, both.ingress.verdict]).toEqual(['denied', 'allowed', 'denied']);
    const sameApp = policy(
      'podSelector: {matchLabels: {app: trainer}}\npolicyTypes: [Ingress, Egress]\ningress: [{from: [{podSelector: {matchLabels: {app: trainer}}}]}]\negress: [{to: [{podSelector: {matchLabels: {app: trainer}}}]}]',
    );
    expect(connectionAllows([sameApp], worker, worker, { port: 'all' }).verdict).toBe('allowed');
    expect(
      connectionAllows([sameApp], worker, { labels: { known: { app: 'trainer' }, open: true }, namespace: 'ml' }, { port: 'all' }).verdict,
    ).toBe('allowed');
  });
});

describe('pods of the input as policies see them', () => {
  const table = new WorkloadTable(BUILTIN_WORKLOADS);
  const podsOf = (yaml: string): PodSpecView[] =>
    objectsOfDocument(parse(yaml)).objects.flatMap((o) => podSpecsOf(o, { gpuResources: [], table, draClaims: new Map() }));

  it('Jobs get job-name labels, Deployments an unknown pod-template-hash', () => {
    const [job] = podsOf(
      'apiVersion: batch/v1\nkind: Job\nmetadata: {name: ft}\nspec:\n  completionMode: Indexed\n  template:\n    metadata: {labels: {app: ft}}\n    spec: {containers: [{name: c, image: busybox}]}\n',
    );
    expect(podLabelFacts(job!)).toEqual({
      known: { app: 'ft', 'job-name': 'ft', 'batch.kubernetes.io/job-name': 'ft' },
      present: ['controller-uid', 'batch.kubernetes.io/controller-uid', 'batch.kubernetes.io/job-completion-index'],
    });
    const [dep] = podsOf(
      'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web}\nspec:\n  template:\n    metadata: {labels: {app: web, pod-template-hash: x}}\n    spec: {containers: [{name: c, image: nginx, ports: [{name: http, containerPort: 80}, {containerPort: 81}]}]}\n',
    );
    expect(podLabelFacts(dep!)).toEqual({ known: { app: 'web' }, present: ['pod-template-hash'] });
    expect(podNamedPorts(dep!)).toEqual([{ name: 'http', port: 80, protocol: 'TCP' }]);
  });

  it('operators: PyTorchJob and JobSet labels are known, the rest is open', () => {
    const pt = podsOf(
      'apiVersion: kubeflow.org/v1\nkind: PyTorchJob\nmetadata: {name: llama}\nspec:\n  pytorchReplicaSpecs:\n    Worker:\n      template:\n        metadata: {labels: {app: llama}}\n        spec: {containers: [{name: pytorch, image: pytorch/pytorch}]}\n',
    );
    expect(podLabelFacts(pt[0]!)).toEqual({
      known: { app: 'llama', 'training.kubeflow.org/job-name': 'llama', 'training.kubeflow.org/replica-type': 'worker' },
      open: true,
    });
    const js = podsOf(
      'apiVersion: jobset.x-k8s.io/v1alpha2\nkind: JobSet\nmetadata: {name: pre}\nspec:\n  replicatedJobs:\n    - name: workers\n      template:\n        spec:\n          template:\n            spec: {containers: [{name: c, image: busybox}]}\n',
    );
    expect(podLabelFacts(js[0]!).known).toEqual({
      'jobset.sigs.k8s.io/jobset-name': 'pre',
      'jobset.sigs.k8s.io/replicatedjob-name': 'workers',
    });
  });
});
