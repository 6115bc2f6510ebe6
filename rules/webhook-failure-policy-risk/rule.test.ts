import { describe, expect, it } from 'vitest';
import rule from './rule.js';
import { resolveConfig } from '../../src/config/resolve.js';
import { Linter } from '../../src/engine/linter.js';
import { lintYaml, testRule } from '../../test/helpers/rule-tester.js';
import { itWithShared, readShared } from '../../test/helpers/shared.js';

interface Options {
  apiVersion?: string;
  kind?: string;
  annotations?: string;
  fields?: string;
  clientConfig?: string;
  rules?: string;
}

/** One webhook; `fields` are extra keys of the webhook entry (6-space indent), from line 8 on. */
function webhook(o: Options = {}): string {
  return `apiVersion: ${o.apiVersion ?? 'admissionregistration.k8s.io/v1'}
kind: ${o.kind ?? 'ValidatingWebhookConfiguration'}
metadata:
  name: kuberay-validating-webhook
${o.annotations ?? ''}webhooks:
  - name: vraycluster.kb.io
    admissionReviewVersions: [v1]
${o.fields ?? ''}    clientConfig:
${o.clientConfig ?? '      service: {name: kuberay-webhook, namespace: kuberay-system, path: /validate}\n'}    rules:
${o.rules ?? '      - {apiGroups: [ray.io], apiVersions: [v1], operations: [CREATE, UPDATE], resources: [rayclusters]}\n'}`;
}

const CA = '      caBundle: LS0tLS1CRUdJTi...\n      service: {name: kuberay-webhook, namespace: kuberay-system, path: /validate}\n';
const PODS = '      - {apiGroups: [""], apiVersions: [v1], operations: [CREATE], resources: [pods]}\n';
const CERT_MANAGER = '  annotations:\n    cert-manager.io/inject-ca-from: kuberay-system/kuberay-serving-cert\n';

testRule(rule, {
  valid: [
    { name: 'cert-manager injects the CA', yaml: webhook({ annotations: CERT_MANAGER }) },
    {
      name: 'OpenShift service CA injects it',
      yaml: webhook({ annotations: '  annotations:\n    service.beta.openshift.io/inject-cabundle: "true"\n' }),
    },
    { name: 'a caBundle; custom resources only, which kube-system has none of', yaml: webhook({ clientConfig: CA }) },
    { name: 'failurePolicy Ignore', yaml: webhook({ fields: '    failurePolicy: Ignore\n    timeoutSeconds: 30\n', rules: PODS }) },
    { name: 'v1beta1 defaults to Ignore', yaml: webhook({ apiVersion: 'admissionregistration.k8s.io/v1beta1' }) },
    {
      name: 'a url webhook may use the system trust roots',
      yaml: webhook({ clientConfig: '      url: https://webhooks.example.com/validate\n' }),
    },
    { name: 'templated failurePolicy', yaml: webhook({ fields: '    failurePolicy: "{{ .Values.failurePolicy }}"\n' }) },
    { name: 'timeoutSeconds 10', yaml: webhook({ clientConfig: CA, fields: '    timeoutSeconds: 10\n' }) },
    {
      name: 'pods webhook excluding kube-system',
      yaml: webhook({
        clientConfig: CA,
        rules: PODS,
        fields:
          '    namespaceSelector:\n      matchExpressions:\n        - {key: ' +
          'kubernetes.io/metadata.name, operator: NotIn, values: [kube-system, kuberay-system]}\n',
      }),
    },
    {
      name: 'pods webhook opted in by label',
      yaml: webhook({ clientConfig: CA, rules: PODS, fields: '    namespaceSelector:\n      ' + 'matchLabels: {gpu-defaults: enabled}\n' }),
    },
    {
      name: 'pods webhook narrowed by objectSelector',
      yaml: webhook({
        clientConfig: CA,
        rules: PODS,
        fields: '    objectSelector:\n      matchExpressions:\n        - {key: ' + 'ray.io/node-type, operator: Exists}\n',
      }),
    },
    {
      name: 'pods webhook narrowed by matchConditions',
      yaml: webhook({
        clientConfig: CA,
        rules: PODS,
        fields: '    matchConditions:\n      - {name: gpu-only, expression: ' + '"has(object.spec.containers)"}\n',
      }),
    },
    {
      name: 'a templated selector is unknown',
      yaml: webhook({
        clientConfig: CA,
        rules: PODS,
        fields: '    namespaceSelector:\n      ' + 'matchLabels: {"{{ .Values.label }}": enabled}\n',
      }),
    },
    { name: 'other kinds', yaml: 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\ndata:\n  failurePolicy: Fail\n' },
  ],
  invalid: [
    {
      name: 'no CA, Fail by default',
      yaml: webhook(),
      lines: [8],
      messages: [/^webhook "vraycluster\.kb\.io" has failurePolicy Fail \(the default\) but no clientConfig\.caBundle/],
    },
    {
      name: 'explicit Fail, scaffold placeholder caBundle',
      yaml: webhook({
        fields: '    failurePolicy: Fail\n',
        clientConfig: '      caBundle: Cg==\n      service: {name: kuberay-webhook, ' + 'namespace: kuberay-system}\n',
      }),
      lines: [9],
      messages: [/has failurePolicy Fail but no clientConfig\.caBundle/],
    },
    {
      name: 'timeout above 10',
      yaml: webhook({ clientConfig: CA, fields: '    timeoutSeconds: 30\n' }),
      lines: [8],
      messages: [/timeoutSeconds 30: .* for 30s .* use 10 or less/],
    },
    {
      name: 'pods in every namespace',
      yaml: webhook({ kind: 'MutatingWebhookConfiguration', clientConfig: CA, rules: PODS }),
      lines: [6],
      messages: [/namespaceSelector selects every namespace/],
    },
    {
      name: 'a selector that does not exclude kube-system',
      yaml: webhook({
        clientConfig: CA,
        rules: '      - {apiGroups: ["*"], apiVersions: ["*"], operations: ["*"], ' + 'resources: ["*"]}\n',
        fields:
          '    namespaceSelector:\n      matchExpressions:\n        - {key: kubernetes.io/metadata.name, ' +
          'operator: NotIn, values: [kuberay-system]}\n',
      }),
      lines: [8],
      messages: [/does not exclude kube-system/],
    },
    {
      name: 'v1beta1 with explicit Fail: the default timeout is 30s',
      yaml: webhook({ apiVersion: 'admissionregistration.k8s.io/v1beta1', fields: '    failurePolicy: Fail\n' }),
      lines: [6, 9],
    },
    {
      name: 'an empty injection annotation does not inject',
      yaml: webhook({ annotations: '  annotations:\n    cert-manager.io/inject-ca-from: ""\n' }),
      lines: [10],
    },
    {
      name: 'List items, one finding per webhook',
      yaml: `apiVersion: v1
kind: List
items:
  - apiVersion: admissionregistration.k8s.io/v1
    kind: MutatingWebhookConfiguration
    metadata: {name: a}
    webhooks:
      - name: one.example.com
        clientConfig: {service: {name: s, namespace: n}}
      - name: two.example.com
        failurePolicy: Ignore
        clientConfig: {service: {name: s, namespace: n}}
      - name: three.example.com
        clientConfig: {service: {name: s, namespace: n}}
`,
      lines: [9, 14],
    },
  ],
});

describe('webhook-failure-policy-risk', () => {
  it('honours the ignore annotation of the configuration', () => {
    const found = lintYaml(
      webhook({
        annotations:
          '  annotations:\n    ai-k8s-lint.io/ignore: webhook-failure-policy-risk\n    ' +
          'ai-k8s-lint.io/ignore-reason: the operator injects its own CA\n',
      }),
      [rule],
    );
    expect(found.map((f) => [f.range.start.line, f.suppressed?.justification])).toEqual([[11, 'the operator injects its own CA']]);
  });

  itWithShared('corpus', 'stays silent on operators that write their own CA (LWS) and on those cert-manager injects (KServe)', () => {
    const lint = (file: string) => lintYaml(readShared('corpus', file), [rule], { file });
    // The LWS manager's ServiceAccount may update and patch both webhook configuration kinds.
    expect(lint('kubernetes-sigs__lws/kustomize-rendered__config__default.yaml')).toEqual([]);
    expect(lint('kserve__kserve/kustomize-rendered__config__default.yaml')).toEqual([]);
  });

  describe('controllers that write their own CA', () => {
    const service = `apiVersion: v1
kind: Service
metadata: {name: kuberay-webhook, namespace: kuberay-system}
spec:
  selector: {app: kuberay-operator}
  ports: [{port: 443, targetPort: 9443}]
`;
    const manager = (sa = 'kuberay-operator', labels = '{app: kuberay-operator}') => `apiVersion: apps/v1
kind: Deployment
metadata: {name: kuberay-operator, namespace: kuberay-system}
spec:
  selector: {matchLabels: ${labels}}
  template:
    metadata: {labels: ${labels}}
    spec:
      serviceAccountName: ${sa}
      containers: [{name: manager, image: quay.io/kuberay/operator:v1.4.2}]
`;
    const role = (resources = 'validatingwebhookconfigurations', verbs = '[get, list, watch, update, patch]') => `apiVersion: \
rbac.authorization.k8s.io/v1
kind: ClusterRole
metadata: {name: webhook-ca-writer}
rules:
  - {apiGroups: [admissionregistration.k8s.io], resources: [${resources}], verbs: ${verbs}}
`;
    const binding = `apiVersion: rbac.authorization.k8s.io/v1
kind: ClusterRoleBinding
metadata: {name: webhook-ca-writer}
roleRef: {apiGroup: rbac.authorization.k8s.io, kind: ClusterRole, name: webhook-ca-writer}
subjects: [{kind: ServiceAccount, name: kuberay-operator, namespace: kuberay-system}]
`;
    const lint = (files: [string, string][]) => {
      const linter = new Linter({ rules: [rule], config: resolveConfig({}) });
      for (const [name, text] of files) linter.lintText(name, text);
      linter.finish();
      return linter.findings.filter((f) => /caBundle/.test(f.message)).map((f) => `${f.file}:${f.range.start.line}`);
    };
    const all = [webhook(), service, manager(), role(), binding].join('---\n');

    it('is silent when the Deployment behind the Service may update the configuration kind', () => {
      expect(lint([['deploy/all.yaml', all]])).toEqual([]);
      // Split across the files of one directory: still one apply unit.
      expect(
        lint([
          ['deploy/webhook.yaml', webhook()],
          ['deploy/manager.yaml', [service, manager()].join('---\n')],
          ['deploy/rbac.yaml', [role(), binding].join('---\n')],
        ]),
      ).toEqual([]);
    });

    it('reports when the grant is missing, is for the other kind, read-only, for another account, or in another apply unit', () => {
      const CA_LINE = 'deploy/webhook.yaml:8'; // clientConfig
      const without = (...docs: string[]) =>
        lint([
          ['deploy/webhook.yaml', webhook()],
          ['deploy/rest.yaml', docs.join('---\n')],
        ]);
      expect(without(service, manager(), role())).toEqual([CA_LINE]);
      expect(without(service, manager(), role('mutatingwebhookconfigurations'), binding)).toEqual([CA_LINE]);
      expect(without(service, manager(), role(undefined, '[get, list, watch]'), binding)).toEqual([CA_LINE]);
      expect(without(service, manager('kuberay-dashboard'), role(), binding)).toEqual([CA_LINE]);
      expect(without(service, manager(undefined, '{app: other}'), role(), binding)).toEqual([CA_LINE]);
      expect(
        lint([
          ['deploy/webhook.yaml', webhook()],
          ['rbac/rest.yaml', [service, manager(), role(), binding].join('---\n')],
        ]),
      ).toEqual([CA_LINE]);
    });
  });
});
