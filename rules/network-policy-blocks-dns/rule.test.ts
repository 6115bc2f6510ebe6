import { describe, expect, it } from 'vitest';
import rule from './rule.js';
import { resolveConfig } from '../../src/config/resolve.js';
import { Linter } from '../../src/engine/linter.js';
import { lintYaml, testRule } from '../../test/helpers/rule-tester.js';

/** A GPU Deployment (app: llm) in `ns`; 19 lines including the separator. */
const gpuDeployment = (ns = 'ml', extra = '') => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: llm
  namespace: ${ns}
${extra}spec:
  selector:
    matchLabels: {app: llm}
  template:
    metadata:
      labels: {app: llm}
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          resources:
            limits:
              nvidia.com/gpu: 1
---
`;

/** A NetworkPolicy in `ns` whose spec is `spec` (indented two spaces); `kind:` is its second line, `spec:` its sixth. */
const policy = (spec: string, ns = 'ml', meta = '') => `apiVersion: networking.k8s.io/v1
kind: NetworkPolicy
metadata:
  name: egress
  namespace: ${ns}
${meta}spec:
${spec}
---
`;

const DENY_ALL = '  podSelector: {}\n  policyTypes: [Egress]';
/** After gpuDeployment() (19 lines), the policy's lines are 20 + n. */
const P = 19;

const dnsRule = (to: string, ports = '[{port: 53, protocol: UDP}, {port: 53, protocol: TCP}]') => `  podSelector: {}
  policyTypes: [Ingress, Egress]
  egress:
    - to: ${to}
      ports: ${ports}`;

testRule(rule, {
  valid: [
    {
      name: 'wrong types: policyTypes as a string, podSelector as a number',
      yaml: gpuDeployment() + policy('  podSelector: 5\n  policyTypes: Egress'),
    },
    { name: 'no NetworkPolicy at all', yaml: gpuDeployment() },
    {
      name: 'port 53 UDP and TCP to anywhere',
      yaml:
        gpuDeployment() +
        policy(
          '  podSelector: {}\n  policyTypes: [Egress]\n  egress:\n   ' + ' - ports: [{port: 53, protocol: UDP}, {port: 53, protocol: TCP}]',
        ),
    },
    { name: 'namespaceSelector {} reaches kube-system', yaml: gpuDeployment() + policy(dnsRule('[{namespaceSelector: {}}]')) },
    {
      name: 'namespace by its automatic name label, without a podSelector',
      yaml: gpuDeployment() + policy(dnsRule('[{namespaceSelector: {matchLabels: {kubernetes.io/metadata.name: kube-system}}}]')),
    },
    { name: 'a rule {} allows everything', yaml: gpuDeployment() + policy('  podSelector: {}\n  policyTypes: [Egress]\n  egress: [{}]') },
    {
      name: 'the policy selects other pods',
      yaml: gpuDeployment() + policy('  podSelector: {matchLabels: {app: web}}\n  ' + 'policyTypes: [Egress]'),
    },
    { name: 'the policy is in another namespace', yaml: gpuDeployment('ml') + policy(DENY_ALL, 'web') },
    { name: 'egress: [] without policyTypes only isolates ingress', yaml: gpuDeployment() + policy('  podSelector: {}\n  egress: []') },
    {
      name: 'a plain web Deployment behind default-deny egress is not an AI workload',
      yaml:
        gpuDeployment()
          .replace('vllm/vllm-openai:v0.9.0', 'nginx:1.27')
          .replace('              nvidia.com/gpu: 1', '              cpu: 1') + policy(DENY_ALL),
    },
    {
      name: 'namespace label unknown (kube-system is not in the input)',
      yaml: gpuDeployment() + policy(dnsRule('[{namespaceSelector: {matchLabels: {name: kube-system}}}]')),
    },
    {
      name: 'namespace label known from the Namespace object',
      yaml:
        gpuDeployment() +
        policy(dnsRule('[{namespaceSelector: {matchLabels: {name: kube-system}}}]')) +
        'apiVersion: v1\nkind: Namespace\nmetadata:\n  name: kube-system\n  labels: {name: kube-system}\n',
    },
    {
      name: 'ipBlock to the DNS (depends on the network plugin)',
      yaml: gpuDeployment() + policy(dnsRule('[{ipBlock: {cidr: 0.0.0.0/0}}]')),
    },
    {
      name: 'named port dns',
      yaml: gpuDeployment() + policy(dnsRule('[{namespaceSelector: {}}]', '[{port: dns, protocol: UDP}, {port: dns-tcp}]')),
    },
    {
      name: 'default-deny plus an allow-dns policy: the union allows it',
      yaml: gpuDeployment() + policy(DENY_ALL) + policy(dnsRule('[{namespaceSelector: {}}]')).replace('name: egress', 'name: allow-dns'),
    },
    {
      name: 'placeholder egress rules',
      yaml: gpuDeployment() + policy('  podSelector: {}\n  policyTypes: [Egress]\n  egress: ' + '"{{ .Values.egress }}"'),
    },
    {
      name: 'placeholder podSelector value',
      yaml: gpuDeployment() + policy('  podSelector: {matchLabels: {app: "{{ .Release.Name }}"}}\n' + '  policyTypes: [Egress]'),
    },
    {
      name: 'host-network pods',
      yaml:
        gpuDeployment().replace('    spec:\n      containers:', '    spec:\n      hostNetwork: ' + 'true\n      containers:') +
        policy(DENY_ALL),
    },
    {
      name: 'the workload opts out with the ignore annotation',
      yaml: gpuDeployment('ml', '  annotations: {ai-k8s-lint.io/ignore: ' + 'network-policy-blocks-dns}\n') + policy(DENY_ALL),
    },
    {
      name: 'OpenShift DNS through options',
      options: { dnsNamespace: 'openshift-dns', dnsPodLabels: { 'dns.operator.openshift.io/daemonset-dns': 'default' }, dnsPort: 5353 },
      yaml:
        gpuDeployment() +
        policy(
          dnsRule(
            '[{namespaceSelector: {matchLabels: {kubernetes.io/metadata.name: openshift-dns}}}]',
            '[{port: 5353, protocol: UDP}, ' + '{port: 5353, protocol: TCP}]',
          ),
        ),
    },
  ],
  invalid: [
    {
      name: 'default-deny egress: points at the Egress policy type',
      yaml: gpuDeployment() + policy(DENY_ALL),
      lines: [P + 8],
      messages: [
        new RegExp(
          '^NetworkPolicy "egress" isolates the egress of the AI pods of Deployment "llm" in namespace "ml" \\(apply ' +
            'unit \\.\\/\\) but allows no ' +
            'egress to the cluster DNS on port 53 \\(neither UDP nor TCP\\), so name resolution fails',
        ),
      ],
    },
    {
      name: 'a podSelector alone only reaches the policy namespace',
      yaml: gpuDeployment() + policy(dnsRule('[{podSelector: {matchLabels: {k8s-app: kube-dns}}}]')),
      lines: [P + 9],
    },
    {
      name: 'AND of namespace and a podSelector that misses the DNS pods',
      yaml:
        gpuDeployment() +
        policy(
          dnsRule(
            '[{namespaceSelector: {matchLabels: {kubernetes.io/metadata.name: kube-system}}, ' +
              'podSelector: {matchLabels: {k8s-app: coredns}}}]',
          ),
        ),
      lines: [P + 9],
    },
    {
      name: 'UDP only: a warning about TCP',
      yaml: gpuDeployment() + policy(dnsRule('[{namespaceSelector: {}}]', '[{port: 53, protocol: UDP}]')),
      lines: [P + 9],
      messages: [/allows UDP but not TCP to the cluster DNS on port 53, so DNS answers too large for UDP/],
    },
    {
      name: 'TCP only (protocol defaults to TCP)',
      yaml: gpuDeployment() + policy(dnsRule('[{namespaceSelector: {}}]', '[{port: 53}]')),
      lines: [P + 9],
      messages: [/allows no egress to the cluster DNS on UDP port 53/],
    },
    {
      name: 'no policyTypes and egress rules: egress is isolated by default',
      yaml: gpuDeployment() + policy('  podSelector: {matchLabels: {app: llm}}\n  egress:\n    - ports: [{port: 443}]'),
      lines: [P + 8],
    },
    {
      name: 'the Namespace object lacks the label the policy selects on',
      yaml:
        gpuDeployment() +
        policy(dnsRule('[{namespaceSelector: {matchLabels: {name: kube-system}}}]')) +
        'apiVersion: v1\nkind: Namespace\nmetadata:\n  name: kube-system\n',
      lines: [P + 9],
    },
    {
      name: 'no namespace on either side means default',
      yaml: gpuDeployment().replace('  namespace: ml\n', '') + policy(DENY_ALL).replace('  namespace: ml\n', ''),
      lines: [P + 6],
    },
    {
      name: 'a List with a RayCluster: only the GPU workers make it an AI workload, one finding per policy',
      yaml: `apiVersion: v1
kind: List
items:
  - apiVersion: ray.io/v1
    kind: RayCluster
    metadata: {name: ray, namespace: ml}
    spec:
      headGroupSpec:
        template:
          spec:
            containers: [{name: head, image: rayproject/ray:2.9.0}]
      workerGroupSpecs:
        - replicas: 2
          template:
            spec:
              containers: [{name: w, image: rayproject/ray:2.9.0-gpu, resources: {limits: {nvidia.com/gpu: 1}}}]
  - apiVersion: networking.k8s.io/v1
    kind: NetworkPolicy
    metadata: {name: ray-deny, namespace: ml}
    spec:
      podSelector: {matchLabels: {ray.io/cluster: ray}}
      policyTypes:
        - Ingress
        - Egress
`,
      lines: [24],
      messages: [/RayCluster "ray"/],
    },
  ],
});

describe('network-policy-blocks-dns across files', () => {
  it('finds the policy and the workload in different files, reports at the policy', () => {
    const linter = new Linter({ rules: [rule], config: resolveConfig({}) });
    linter.lintText('job.yaml', gpuDeployment());
    linter.lintText('netpol.yaml', policy(DENY_ALL));
    linter.finish();
    expect(linter.findings.map((f) => [f.file, f.range.start.line, f.level])).toEqual([['netpol.yaml', 8, 'error']]);
    expect(linter.findings[0]!.related?.map((r) => [r.file, r.range?.start.line])).toEqual([['job.yaml', 2]]);
  });

  it('still runs with --partial (the finding is not "missing from the input")', () => {
    const linter = new Linter({ rules: [rule], config: resolveConfig({}, { partial: true }) });
    linter.lintText('a.yaml', gpuDeployment() + policy(DENY_ALL));
    linter.finish();
    expect(linter.findings).toHaveLength(1);
  });

  it('the ignore annotation on the policy suppresses the finding', () => {
    const found = lintYaml(
      gpuDeployment() +
        policy(
          DENY_ALL,
          'ml',
          '  annotations: {ai-k8s-lint.io/ignore: network-policy-blocks-dns, ' + 'ai-k8s-lint.io/ignore-reason: "egress proxy does DNS"}\n',
        ),
      [rule],
    );
    expect(found.map((f) => [f.ruleId, f.suppressed?.justification])).toEqual([['network-policy-blocks-dns', 'egress proxy does DNS']]);
  });

  it('one finding per policy, naming every workload it blocks', () => {
    const second = gpuDeployment().replace('name: llm', 'name: embed');
    const found = lintYaml(gpuDeployment() + second + policy(DENY_ALL), [rule]);
    expect(found).toHaveLength(1);
    expect(found[0]!.message).toContain('Deployment "llm", Deployment "embed"');
    expect(found[0]!.related).toHaveLength(2);
  });
});
