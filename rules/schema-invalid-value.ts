import { defineRule } from '../src/engine/rule.js';
import { schemaCheck } from '../src/kits/schema.js';

const ID = 'schema-invalid-value';

export default defineRule({
  id: ID,
  family: 'schema',
  level: 'error',
  scope: 'general',
  summary: 'A value of the wrong type or format for its field (a list where a mapping goes, `replicas: three`, a quantity that does not parse, an enum value the API does not accept).',
  description:
    'Checks every value against its schema, as the API server decodes it: strings, integers, booleans, lists and mappings; quantities (`resources.limits.*`, `emptyDir.sizeLimit`: a number, or a string such as `500m` or `16Gi`); int-or-strings (ports, `maxSurge`); RFC 3339 times; base64 in Secret `data`; and the enums of the API (`imagePullPolicy`, `restartPolicy`, `protocol`, taint effects...). Also reports a built-in `apiVersion`/`kind` that `settings.kubernetesVersion` does not serve and that api-removed does not explain (a misspelled kind, `apps/v1beta3`, an API added in a later release). Built-in kinds use the bundled OpenAPI of 1.31 to 1.34; custom resources the `openAPIV3Schema` of their CRD when it is in the input (types, `x-kubernetes-int-or-string`, enums). Placeholders (`{{ .Values.x }}`, `${VAR}`, `$(VAR)`, `<your-value>`) are unknown, never invalid. An unquoted `yes`/`on`/`0644` is left to yaml-ambiguous-scalar, and GPU quantities to gpu-quantity-invalid. One finding per value, on the value.',
  rationale:
    'The API server refuses the whole object: `cannot unmarshal string into Go struct field DeploymentSpec.spec.replicas of type int32`, `quantities must match the regular expression`, `Unsupported value: "always": supported values: "Always", "IfNotPresent", "Never"`. In a pipeline that applies many manifests, the first invalid value stops the rollout halfway, often long after the change was reviewed; an LLM server whose memory limit reads `16 GB` never starts.',
  remediation:
    'Write the value in the type the field takes: numbers unquoted for integer fields, quantities without spaces or a trailing `B` (`16Gi`, `500m`), enum values with their exact capitalisation, lists as YAML sequences. For an apiVersion the target version does not serve, use the one the message names.',
  examples: {
    invalid: [
      {
        title: 'a quantity with a space, and a lower-case enum value',
        yaml: 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: tgi\nspec:\n  containers:\n    - name: tgi\n      image: ghcr.io/huggingface/text-generation-inference:3.0.1\n      imagePullPolicy: always\n      resources:\n        limits:\n          memory: 16 GB\n          nvidia.com/gpu: 1\n',
        lines: [9, 12],
      },
      {
        title: 'replicas as a word, limits as a list',
        yaml: 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: triton\nspec:\n  replicas: three\n  selector:\n    matchLabels: {app: triton}\n  template:\n    metadata:\n      labels: {app: triton}\n    spec:\n      containers:\n        - name: triton\n          image: nvcr.io/nvidia/tritonserver:24.08-py3\n          resources:\n            limits:\n              - nvidia.com/gpu: 1\n',
        lines: [6, 17],
      },
    ],
    valid: [
      {
        yaml: 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: tgi\nspec:\n  containers:\n    - name: tgi\n      image: ghcr.io/huggingface/text-generation-inference:3.0.1\n      imagePullPolicy: Always\n      resources:\n        limits:\n          memory: 16Gi\n          cpu: 4\n          nvidia.com/gpu: 1\n',
      },
    ],
  },
  references: ['https://kubernetes.io/docs/reference/kubernetes-api/common-definitions/quantity/', 'https://kubernetes.io/docs/reference/using-api/api-concepts/#field-validation'],
  check: schemaCheck(ID, 'invalid-value'),
});
