import { defineRule } from '../src/engine/rule.js';

export default defineRule({
  id: 'helm-template-unrendered',
  family: 'input',
  level: 'note',
  scope: 'general',
  reportedByLoader: 'unrendered-template',
  summary: 'The file is an unrendered Helm template; render it and lint the output.',
  description:
    'Reported once per file that holds Helm template actions (`{{ .Values.x }}`, `{{- if }}`) outside string values; the file is skipped. `{{ }}` inside quoted or block string values (KServe runtime templates, Argo parameters, alert texts) is data and does not trigger it.',
  rationale:
    'A chart template is not a manifest: its structure depends on values, so linting it would produce nonsense or miss what is actually applied. The rendered output is what reaches the cluster.',
  remediation:
    'Lint the rendered chart: `helm template my-release ./chart -f values-prod.yaml > rendered.yaml && ai-k8s-lint rendered.yaml`. The `# Source:` comments Helm writes let findings point back to the template. Exclude `templates/` directories with `ignore:` in the config.',
  examples: {
    invalid: [{ yaml: 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: {{ .Release.Name }}\nspec:\n  replicas: {{ .Values.replicas }}\n', lines: [4] }],
    valid: [{ yaml: 'apiVersion: serving.kserve.io/v1alpha1\nkind: ServingRuntime\nmetadata:\n  name: vllm\nspec:\n  containers:\n    - name: kserve-container\n      image: vllm/vllm-openai:v0.9.0\n      args: ["--model", "{{.Name}}"]\n' }],
  },
  check: {},
});
