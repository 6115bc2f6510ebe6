import { defineRule } from '../src/engine/rule.js';
import { schemaCheck } from '../src/kits/schema.js';

const ID = 'schema-unknown-field';

export default defineRule({
  id: ID,
  family: 'schema',
  level: 'error',
  scope: 'general',
  summary: 'A field that the object\'s schema does not have: a typo such as `resource:` or `livenessprobe:`, or a field of another version.',
  description:
    'Checks every key of every object against its schema. Built-in kinds use the Kubernetes OpenAPI of `settings.kubernetesVersion` (bundled for 1.31 to 1.34; a target outside that range is checked against the nearest bundled schema for value types only, with no unknown-field findings, since its fields may differ). Custom resources use the `openAPIV3Schema` of their CustomResourceDefinition when the CRD is in the input (the version the resource\'s `apiVersion` names), honouring `x-kubernetes-preserve-unknown-fields`, `x-kubernetes-embedded-resource` and a CRD-wide `preserveUnknownFields: true`; resources whose CRD is not in the input are not checked. Field names are case-sensitive. Each unknown key is its own finding, on the key, with the closest sibling field as a suggestion. `status` is not checked.',
  rationale:
    'Since Kubernetes 1.27 `kubectl apply` asks the API server for strict field validation, so an unknown field fails the whole apply with `strict decoding error: unknown field "spec.template.spec.containers[0].resource"`. Worse, with `--validate=false`, older clients, Helm, or GitOps controllers that use lenient decoding, the field is silently dropped: a `resource:` typo for `resources:` removes the GPU request (the pod schedules on a CPU node and the model server crashes), and a `livenessprobe:` key means the container never gets a liveness probe.',
  remediation:
    'Rename the key to the suggested field (field names are camelCase and case-sensitive), move it to the level where it belongs, or remove it. For a field that only a newer Kubernetes has, set `settings.kubernetesVersion` to the version of the target cluster.',
  examples: {
    invalid: [
      {
        title: '`resource:` for `resources:` drops the GPU request, and a lower-case `livenessprobe:`',
        yaml: 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: vllm\nspec:\n  selector:\n    matchLabels: {app: vllm}\n  template:\n    metadata:\n      labels: {app: vllm}\n    spec:\n      containers:\n        - name: vllm\n          image: vllm/vllm-openai:v0.9.0\n          resource:\n            limits:\n              nvidia.com/gpu: 1\n          livenessprobe:\n            httpGet: {path: /health, port: 8000}\n',
        lines: [15, 18],
      },
      {
        title: 'a custom resource checked against its CRD in the same input',
        yaml: 'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  name: modelservers.serving.example.com\nspec:\n  group: serving.example.com\n  names: {kind: ModelServer, plural: modelservers}\n  scope: Namespaced\n  versions:\n    - name: v1\n      served: true\n      storage: true\n      schema:\n        openAPIV3Schema:\n          type: object\n          properties:\n            spec:\n              type: object\n              properties:\n                model: {type: string}\n                gpus: {type: integer}\n---\napiVersion: serving.example.com/v1\nkind: ModelServer\nmetadata:\n  name: llama\nspec:\n  model: meta-llama/Llama-3.1-8B-Instruct\n  gpu: 1\n',
        lines: [29],
      },
    ],
    valid: [
      {
        yaml: 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: vllm\nspec:\n  selector:\n    matchLabels: {app: vllm}\n  template:\n    metadata:\n      labels: {app: vllm}\n    spec:\n      containers:\n        - name: vllm\n          image: vllm/vllm-openai:v0.9.0\n          resources:\n            limits:\n              nvidia.com/gpu: 1\n          livenessProbe:\n            httpGet: {path: /health, port: 8000}\n',
      },
    ],
  },
  references: ['https://kubernetes.io/docs/reference/using-api/api-concepts/#field-validation', 'https://kubernetes.io/docs/tasks/extend-kubernetes/custom-resources/custom-resource-definitions/#field-pruning'],
  check: schemaCheck(ID, 'unknown-field'),
});
