import rule from './rule.js';
import { testRule } from '../../test/helpers/rule-tester.js';

const obj = (apiVersion: string, kind: string) => `apiVersion: ${apiVersion}\nkind: ${kind}\nmetadata:\n  name: x\n`;
const at = (kubernetesVersion: string) => ({ settings: { kubernetesVersion } });

testRule(rule, {
  valid: [
    { name: 'a GA API', yaml: obj('flowcontrol.apiserver.k8s.io/v1', 'FlowSchema'), config: at('1.31') },
    { name: 'before the deprecation', yaml: obj('flowcontrol.apiserver.k8s.io/v1beta3', 'FlowSchema'), config: at('1.28') },
    { name: "once removed it is api-removed's", yaml: obj('flowcontrol.apiserver.k8s.io/v1beta3', 'FlowSchema'), config: at('1.32') },
    { name: 'v1 Endpoints before 1.33', yaml: obj('v1', 'Endpoints'), config: at('1.32') },
    { name: 'custom resources are not judged', yaml: obj('ray.io/v1alpha1', 'RayCluster') },
  ],
  invalid: [
    {
      name: 'flowcontrol v1beta3 in 1.31',
      yaml: obj('flowcontrol.apiserver.k8s.io/v1beta3', 'FlowSchema'),
      config: at('1.31'),
      lines: [1],
      messages: [
        new RegExp(
          '^flowcontrol\\.apiserver\\.k8s\\.io\\/v1beta3 FlowSchema is deprecated since Kubernetes 1\\.29 and Kubernetes 1\\.32 ' +
            'stops serving it; use flowcontrol\\.apiserver\\.k8s\\.io\\/v1\\.$',
        ),
      ],
    },
    {
      name: 'the beta ValidatingAdmissionPolicy in 1.33',
      yaml: obj('admissionregistration.k8s.io/v1beta1', 'ValidatingAdmissionPolicy'),
      config: at('1.33'),
      lines: [1],
      messages: [/deprecated since Kubernetes 1\.31 and Kubernetes 1\.34 stops serving it/],
    },
    {
      name: 'the beta SelfSubjectReview in 1.32',
      yaml: obj('authentication.k8s.io/v1beta1', 'SelfSubjectReview'),
      config: at('1.32'),
      lines: [1],
    },
    {
      name: 'v1 Endpoints from 1.33, no removal planned',
      yaml: obj('v1', 'Endpoints'),
      lines: [1],
      messages: [
        /^v1 Endpoints is deprecated since Kubernetes 1\.33 and no removal is scheduled yet; use discovery\.k8s\.io\/v1 EndpointSlice/,
      ],
    },
    {
      name: 'ComponentStatus, with what to use instead',
      yaml: obj('v1', 'ComponentStatus'),
      lines: [1],
      messages: [/use the API server's \/livez and \/readyz endpoints/],
    },
    {
      name: 'batch/v1beta1 CronJob on an old target',
      yaml: obj('batch/v1beta1', 'CronJob'),
      config: at('1.23'),
      lines: [1],
      messages: [/Kubernetes 1\.25 stops serving it; use batch\/v1\./],
    },
  ],
});
