import rule from './rule.js';
import { testRule } from '../../test/helpers/rule-tester.js';

testRule(rule, {
  valid: [
    'apiVersion: argoproj.io/v1alpha1\nkind: Workflow\nmetadata:\n  name: w\nspec:\n  templates:\n    - name: t\n      container:\n      ' +
      '  image: busybox\n        args: ["{{inputs.parameters.message}}"]\n',
    'apiVersion: monitoring.coreos.com/v1\nkind: PrometheusRule\nmetadata:\n  name: r\nspec:\n  groups:\n    - name: g\n      rules:\n   ' +
      '     - alert: GpuHot\n          annotations:\n            summary: |\n              GPU {{ $labels.gpu }} is hot\n',
    'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\ndata:\n  tpl: "{{ .Values.x }}"\n',
  ],
  invalid: [
    {
      name: 'control lines',
      yaml: '{{- if .Values.enabled }}\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  ' + 'name: c\n{{- end }}\n',
      lines: [1],
    },
    {
      name: 'toYaml include',
      yaml:
        'apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\nspec:\n  containers:\n    - name: c\n      ' +
        'resources:\n        {{- toYaml .Values.resources | nindent 8 }}\n',
      lines: [9],
    },
    {
      name: 'unquoted value that parses as a flow map',
      yaml: 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: d\nspec:\n  ' + 'replicas: {{ .Values.replicas }}\n',
      lines: [6],
    },
    {
      name: 'reported once per file',
      yaml: 'metadata:\n  name: {{ .Release.Name }}\n  namespace: {{ .Release.Namespace }}\n' + '{{ include "x" . }}\n',
      lines: [2],
    },
  ],
});
