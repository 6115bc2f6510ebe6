import rule from './rule.js';
import { testRule } from '../../test/helpers/rule-tester.js';

const obj = (apiVersion: string, kind: string, rest = 'spec: {}\n') =>
  `apiVersion: ${apiVersion}\nkind: ${kind}\n` + `metadata:\n  name: x\n${rest}`;
const at = (kubernetesVersion: string) => ({ settings: { kubernetesVersion } });

testRule(rule, {
  valid: [
    {
      name: 'current versions',
      yaml:
        `${obj('batch/v1', 'CronJob')}---\n${obj('autoscaling/v2', 'HorizontalPodAutoscaler')}---\n` +
        `${obj('policy/v1', 'PodDisruptionBudget')}`,
    },
    {
      name: "not removed yet in the target version (deprecated: api-deprecated's)",
      yaml: obj('batch/v1beta1', 'CronJob'),
      config: at('1.24'),
    },
    {
      name: 'flowcontrol v1beta3 is still served in 1.31',
      yaml: obj('flowcontrol.apiserver.k8s.io/v1beta3', 'FlowSchema'),
      config: at('1.31'),
    },
    {
      name: 'resource.k8s.io/v1alpha3 ResourceClaim is served until 1.33',
      yaml: obj('resource.k8s.io/v1alpha3', 'ResourceClaim'),
      config: at('1.33'),
    },
    { name: 'resource.k8s.io/v1alpha3 still serves DeviceTaintRule in 1.34', yaml: obj('resource.k8s.io/v1alpha3', 'DeviceTaintRule') },
    {
      name: 'a removed kind of a version that still serves others',
      yaml: obj('admissionregistration.k8s.io/v1beta1', 'MutatingAdmissionPolicy'),
    },
    { name: "custom resources are the crd-ordering family's business", yaml: obj('kubeflow.org/v1beta1', 'Notebook') },
    { name: 'templated apiVersion', yaml: obj('{{ .Values.apiVersion }}', 'CronJob') },
  ],
  invalid: [
    {
      name: 'batch/v1beta1 CronJob',
      yaml: obj('batch/v1beta1', 'CronJob'),
      lines: [1],
      messages: [/^Kubernetes 1\.34 does not serve batch\/v1beta1 CronJob: it was removed in 1\.25; use batch\/v1\.$/],
    },
    {
      name: 'PodSecurityPolicy has no replacement API',
      yaml: obj('policy/v1beta1', 'PodSecurityPolicy'),
      lines: [1],
      messages: [/removed in 1\.25; use Pod Security Admission .* instead\.$/],
    },
    {
      name: 'autoscaling/v2beta2, with what changes',
      yaml: obj('autoscaling/v2beta2', 'HorizontalPodAutoscaler'),
      lines: [1],
      messages: [/removed in 1\.26; use autoscaling\/v2\./],
    },
    {
      name: 'extensions/v1beta1 Deployment',
      yaml: obj('extensions/v1beta1', 'Deployment'),
      lines: [1],
      messages: [/removed in 1\.16; use apps\/v1 \(apps\/v1 requires spec\.selector/],
    },
    {
      name: '1.31: classic DRA (resource.k8s.io/v1alpha2), replaced by v1alpha3 in that release',
      yaml: obj('resource.k8s.io/v1alpha2', 'ResourceClaimTemplate'),
      config: at('1.31'),
      lines: [1],
      messages: [
        new RegExp(
          'Kubernetes 1\\.31 does not serve resource\\.k8s\\.io\\/v1alpha2 ResourceClaimTemplate: it was removed in 1\\.31; use ' +
            'resource\\.k8s\\.io\\/v1alpha3 ',
        ),
      ],
    },
    {
      name: '1.31: a v1alpha2 ResourceClass becomes a DeviceClass',
      yaml: obj('resource.k8s.io/v1alpha2', 'ResourceClass', 'driverName: gpu.nvidia.com\n'),
      config: at('1.33'),
      lines: [1],
      messages: [/use resource\.k8s\.io\/v1beta2 DeviceClass/],
    },
    {
      name: '1.32: flowcontrol.apiserver.k8s.io/v1beta3',
      yaml: obj('flowcontrol.apiserver.k8s.io/v1beta3', 'PriorityLevelConfiguration'),
      config: at('1.32'),
      lines: [1],
      messages: [/removed in 1\.32; use flowcontrol\.apiserver\.k8s\.io\/v1\./],
    },
    {
      name: '1.32: the alpha ValidatingAdmissionPolicy',
      yaml: obj('admissionregistration.k8s.io/v1alpha1', 'ValidatingAdmissionPolicy'),
      config: at('1.32'),
      lines: [1],
      messages: [/use admissionregistration\.k8s\.io\/v1\./],
    },
    {
      name: '1.33: authentication.k8s.io/v1beta1 SelfSubjectReview',
      yaml: obj('authentication.k8s.io/v1beta1', 'SelfSubjectReview'),
      config: at('1.33'),
      lines: [1],
      messages: [/removed in 1\.33; use authentication\.k8s\.io\/v1\./],
    },
    {
      name: '1.34: the beta ValidatingAdmissionPolicy',
      yaml: obj('admissionregistration.k8s.io/v1beta1', 'ValidatingAdmissionPolicyBinding'),
      lines: [1],
      messages: [/removed in 1\.34; use admissionregistration\.k8s\.io\/v1\./],
    },
    {
      name: '1.34: resource.k8s.io/v1alpha3 claims (DRA is GA)',
      yaml: obj('resource.k8s.io/v1alpha3', 'ResourceClaim'),
      lines: [1],
      messages: [/removed in 1\.34; use resource\.k8s\.io\/v1\./],
    },
    {
      name: 'a target older than the bundled schemas names every candidate',
      yaml: obj('flowcontrol.apiserver.k8s.io/v1beta1', 'FlowSchema'),
      config: at('1.27'),
      lines: [1],
      messages: [/use flowcontrol\.apiserver\.k8s\.io\/v1 or flowcontrol\.apiserver\.k8s\.io\/v1beta3\./],
    },
    {
      name: 'List items',
      yaml:
        `apiVersion: v1\nkind: List\nitems:\n  - apiVersion: policy/v1beta1\n    kind: PodDisruptionBudget\n    ` + `metadata: {name: p}\n`,
      lines: [4],
    },
  ],
});
