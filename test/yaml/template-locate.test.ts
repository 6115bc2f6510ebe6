// locateInTemplate: the line of a Helm template that writes a key of a rendered object.
import { describe, expect, it } from 'vitest';
import type { JsonPath } from '../../src/core/types.js';
import { locateInTemplate, matchPieces, templateLocator, type TemplateLocateOptions } from '../../src/yaml/template-locate.js';
import { expectLinearGrowth, expectWithin } from '../helpers/growth.js';

/** The location as `line:column-endColumn`, the text it covers, and what else it says. */
function where(template: string, path: JsonPath, options: TemplateLocateOptions = {}, objectIndex = 0) {
  const found = locateInTemplate(template, objectIndex, path, options);
  if (!found) return undefined;
  const line = template.split('\n')[found.line - 1]!.replace(/\r$/, '');
  return {
    at: `${found.line}:${found.column}-${found.endColumn}`,
    text: line.slice(found.column - 1, found.endColumn - 1),
    via: found.via,
    exact: found.exact,
    ...(found.valueEndColumn === undefined ? {} : { withValue: line.slice(found.column - 1, found.valueEndColumn - 1) }),
    ...(found.valuesRefs ? { refs: found.valuesRefs } : {}),
    document: found.document,
  };
}

const DEPLOYMENT = `{{- /* The model server: one GPU Deployment per release. */ -}}
apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ include "demo.fullname" . }}
  labels:
    {{- include "demo.labels" . | nindent 4 }}
spec:
  replicas: {{ .Values.replicaCount | default 1 }}
  selector:
    matchLabels:
      {{- include "demo.selectorLabels" . | nindent 6 }}
  template:
    metadata:
      labels:
        app.kubernetes.io/name: demo
        {{- with .Values.podLabels }}
        {{- toYaml . | nindent 8 }}
        {{- end }}
    spec:
      {{- with .Values.nodeSelector }}
      nodeSelector:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      {{- if .Values.gpu.enabled }}
      tolerations:
        - key: nvidia.com/gpu
          operator: Exists
          effect: NoSchedule
      {{- end }}
      containers:
        - name: server
          image: "{{ .Values.image.repository }}:{{ .Values.image.tag | default .Chart.AppVersion }}"
          args: ["--tensor-parallel-size", "{{ .Values.gpu.count }}"]
          resources:
            limits:
              nvidia.com/gpu: {{ .Values.gpu.count | int }}
              memory: {{ .Values.memory | quote }}
          env:
            - name: MODEL_ID
              value: {{ .Values.model.id | quote }}
            {{- range $k, $v := .Values.extraEnv }}
            - name: {{ $k }}
              value: {{ $v | quote }}
            {{- end }}
          volumeMounts:
            - name: shm
              mountPath: /dev/shm
        - name: metrics
          image: prom/exporter:v1
          resources:
            {{- toYaml .Values.metrics.resources | nindent 12 }}
      volumes:
        - name: shm
          emptyDir: {medium: Memory, sizeLimit: {{ .Values.shmSize }}}
`;

const POD_SPEC = ['spec', 'template', 'spec'];
const SERVER = [...POD_SPEC, 'containers', 0];

describe('keys written in the template', () => {
  it('points at a GPU limit read from values, with the values path', () => {
    expect(where(DEPLOYMENT, [...SERVER, 'resources', 'limits', 'nvidia.com/gpu'])).toEqual({
      at: '37:15-29',
      text: 'nvidia.com/gpu',
      via: 'key',
      exact: true,
      withValue: 'nvidia.com/gpu: {{ .Values.gpu.count | int }}',
      refs: [['gpu', 'count']],
      document: 0,
    });
  });

  it('gives every values path of a value built from two', () => {
    expect(where(DEPLOYMENT, [...SERVER, 'image'])).toMatchObject({
      at: '33:11-16',
      text: 'image',
      via: 'key',
      refs: [
        ['image', 'repository'],
        ['image', 'tag'],
      ],
    });
  });

  it('reads the values path through default, quote and int', () => {
    expect(where(DEPLOYMENT, ['spec', 'replicas'])).toMatchObject({ at: '9:3-11', text: 'replicas', refs: [['replicaCount']] });
    expect(where(DEPLOYMENT, [...SERVER, 'resources', 'limits', 'memory'])).toMatchObject({ at: '38:15-21', refs: [['memory']] });
    expect(where(DEPLOYMENT, [...SERVER, 'env', 0, 'value'])).toMatchObject({ at: '41:15-20', text: 'value', refs: [['model', 'id']] });
  });

  it('gives no values path for a literal value', () => {
    const found = where(DEPLOYMENT, ['spec', 'template', 'metadata', 'labels', 'app.kubernetes.io/name']);
    expect(found).toEqual({
      at: '16:9-31',
      text: 'app.kubernetes.io/name',
      via: 'key',
      exact: true,
      withValue: 'app.kubernetes.io/name: demo',
      document: 0,
    });
  });

  it('finds keys in a block that an if wraps', () => {
    expect(where(DEPLOYMENT, [...POD_SPEC, 'tolerations', 0, 'effect'])).toMatchObject({
      at: '29:11-17',
      text: 'effect',
      via: 'key',
      exact: true,
    });
  });

  it('counts list items at their indentation and points an item at its name', () => {
    expect(where(DEPLOYMENT, SERVER)).toMatchObject({ at: '32:11-15', text: 'name', withValue: 'name: server', exact: true });
    expect(where(DEPLOYMENT, [...POD_SPEC, 'containers', 1, 'image'])).toMatchObject({
      at: '50:11-16',
      withValue: 'image: prom/exporter:v1',
    });
    expect(where(DEPLOYMENT, [...SERVER, 'volumeMounts', 0, 'mountPath'])).toMatchObject({ at: '48:15-24', text: 'mountPath' });
  });

  it('points into flow collections on one line', () => {
    expect(where(DEPLOYMENT, [...SERVER, 'args', 0])).toMatchObject({ at: '34:18-42', text: '"--tensor-parallel-size"', exact: true });
    expect(where(DEPLOYMENT, [...SERVER, 'args', 1])).toMatchObject({
      at: '34:44-69',
      text: '"{{ .Values.gpu.count }}"',
      refs: [['gpu', 'count']],
    });
    expect(where(DEPLOYMENT, [...POD_SPEC, 'volumes', 0, 'emptyDir', 'medium'])).toMatchObject({
      at: '55:22-28',
      text: 'medium',
      withValue: 'medium: Memory',
    });
    expect(where(DEPLOYMENT, [...POD_SPEC, 'volumes', 0, 'emptyDir', 'sizeLimit'])).toMatchObject({
      at: '55:38-47',
      text: 'sizeLimit',
      refs: [['shmSize']],
    });
  });

  it('points at the nearest written parent of a missing key', () => {
    expect(where(DEPLOYMENT, [...SERVER, 'resources', 'requests', 'cpu'])).toMatchObject({
      at: '35:11-20',
      text: 'resources',
      via: 'key',
      exact: false,
    });
    expect(where(DEPLOYMENT, [...POD_SPEC, 'tolerations', 3])).toMatchObject({ at: '26:7-18', text: 'tolerations', exact: false });
  });

  it('points at the head when nothing below the object matches', () => {
    expect(where(DEPLOYMENT, ['status', 'replicas'])).toEqual({
      at: '3:1-5',
      text: 'kind',
      via: 'head',
      exact: false,
      withValue: 'kind: Deployment',
      document: 0,
    });
    expect(where(DEPLOYMENT, [])).toMatchObject({ at: '3:1-5', via: 'head', exact: true });
  });
});

describe('keys written by actions', () => {
  it('maps a key under toYaml inside with to the action, with the values path below it', () => {
    expect(where(DEPLOYMENT, [...POD_SPEC, 'nodeSelector', 'cloud.google.com/gke-accelerator'])).toEqual({
      at: '23:9-36',
      text: '{{- toYaml . | nindent 8 }}',
      via: 'action',
      exact: true,
      refs: [['nodeSelector', 'cloud.google.com/gke-accelerator']],
      document: 0,
    });
    expect(where(DEPLOYMENT, ['spec', 'template', 'metadata', 'labels', 'team'])).toMatchObject({
      at: '18:9-36',
      via: 'action',
      refs: [['podLabels', 'team']],
    });
  });

  it('maps a key under toYaml .Values.x to the action, with the values path below it', () => {
    expect(where(DEPLOYMENT, [...POD_SPEC, 'containers', 1, 'resources', 'limits', 'cpu'])).toMatchObject({
      at: '52:13-65',
      text: '{{- toYaml .Values.metrics.resources | nindent 12 }}',
      via: 'action',
      exact: true,
      refs: [['metrics', 'resources', 'limits', 'cpu']],
    });
  });

  it('maps a key under include to the action, without a values path', () => {
    expect(where(DEPLOYMENT, ['metadata', 'labels', 'helm.sh/chart'])).toEqual({
      at: '7:5-47',
      text: '{{- include "demo.labels" . | nindent 4 }}',
      via: 'action',
      exact: true,
      document: 0,
    });
    expect(where(DEPLOYMENT, ['spec', 'selector', 'matchLabels', 'app.kubernetes.io/instance'])).toMatchObject({
      at: '12:7-57',
      via: 'action',
    });
  });

  it('maps a key under an action on the key line to that action', () => {
    const template = `apiVersion: v1
kind: Pod
spec:
  containers:
    - name: main
      resources: {{- toYaml .Values.resources | nindent 8 }}
      securityContext: {{ .Values.securityContext }}
`;
    expect(where(template, ['spec', 'containers', 0, 'resources', 'limits', 'nvidia.com/gpu'])).toMatchObject({
      at: '6:18-61',
      text: '{{- toYaml .Values.resources | nindent 8 }}',
      via: 'action',
      refs: [['resources', 'limits', 'nvidia.com/gpu']],
    });
    expect(where(template, ['spec', 'containers', 0, 'securityContext', 'runAsUser'])).toMatchObject({
      at: '7:24-53',
      text: '{{ .Values.securityContext }}',
      via: 'action',
      refs: [['securityContext', 'runAsUser']],
    });
    // The key itself is written on the line.
    expect(where(template, ['spec', 'containers', 0, 'resources'])).toMatchObject({
      at: '6:7-16',
      via: 'key',
      exact: true,
      refs: [['resources']],
    });
  });

  it('reads tpl, $.Values, a dot inside with, and index', () => {
    const template = `apiVersion: apps/v1
kind: Deployment
spec:
  template:
    metadata:
      annotations:
        {{- tpl (toYaml .Values.podAnnotations) . | nindent 8 }}
    spec:
      containers:
        - name: main
          {{- with .Values.gpu }}
          resources:
            limits:
              nvidia.com/gpu: {{ .count }}
              memory: {{ $.Values.memory }}
              cpu: {{ index $.Values "cpu-limit" }}
          {{- end }}
`;
    const main = ['spec', 'template', 'spec', 'containers', 0, 'resources', 'limits'];
    expect(where(template, ['spec', 'template', 'metadata', 'annotations', 'a'])).toMatchObject({
      at: '7:9-65',
      via: 'action',
      refs: [['podAnnotations', 'a']],
    });
    expect(where(template, [...main, 'nvidia.com/gpu'])).toMatchObject({ at: '14:15-29', refs: [['gpu', 'count']] });
    expect(where(template, [...main, 'memory'])).toMatchObject({ at: '15:15-21', refs: [['memory']] });
    expect(where(template, [...main, 'cpu'])).toMatchObject({ at: '16:15-18', refs: [['cpu-limit']] });
    const declared = 'kind: Pod\nspec:\n  {{- with $gpu := .Values.gpu }}\n  gpus: {{ .count }}\n  {{- end }}\n';
    expect(where(declared, ['spec', 'gpus'])).toMatchObject({ at: '4:3-7', refs: [['gpu', 'count']] });
  });

  it('gives no values path where a function hides where the value comes from', () => {
    const template = `kind: ConfigMap
data:
  a: {{ include "demo.name" . }}
  b: {{ printf "%s-x" .Values.name }}
  c: {{ .Release.Name }}
  d: {{ $name }}
  e: {{ .Values.a | default .Values.b }}
`;
    expect(where(template, ['data', 'a'])).not.toHaveProperty('refs');
    expect(where(template, ['data', 'b'])).not.toHaveProperty('refs');
    expect(where(template, ['data', 'c'])).not.toHaveProperty('refs');
    expect(where(template, ['data', 'd'])).not.toHaveProperty('refs');
    expect(where(template, ['data', 'e'])).toMatchObject({ refs: [['a'], ['b']] });
  });

  it('stays at the parent when several actions could write the key', () => {
    const template = `kind: Pod
metadata:
  labels:
    {{- include "demo.labels" . | nindent 4 }}
    {{- with .Values.podLabels }}
    {{- toYaml . | nindent 4 }}
    {{- end }}
`;
    expect(where(template, ['metadata', 'labels', 'team'])).toMatchObject({ at: '3:3-9', text: 'labels', via: 'key', exact: false });
  });

  it('takes the action whose values hold the key, or the one left, when the values are given', () => {
    const template = `kind: Pod
metadata:
  labels:
    {{- include "demo.labels" . | nindent 4 }}
    {{- with .Values.podLabels }}
    {{- toYaml . | nindent 4 }}
    {{- end }}
`;
    const values = { podLabels: { team: 'ml' } };
    expect(where(template, ['metadata', 'labels', 'team'], { values })).toMatchObject({
      at: '6:5-32',
      text: '{{- toYaml . | nindent 4 }}',
      via: 'action',
      refs: [['podLabels', 'team']],
    });
    // podLabels does not set it: the include writes it.
    expect(where(template, ['metadata', 'labels', 'app.kubernetes.io/name'], { values })).toMatchObject({
      at: '4:5-47',
      text: '{{- include "demo.labels" . | nindent 4 }}',
      via: 'action',
    });
    expect(where(template, ['metadata', 'labels', 'team'], { values: { podLabels: { team: 'ml' }, other: 1 } })).toMatchObject({
      at: '6:5-32',
    });
  });

  it('maps a key of a range over values to the templated key', () => {
    const template = `kind: Pod
spec:
  nodeSelector:
    {{- range $key, $value := .Values.nodeSelector }}
    {{ $key }}: {{ $value | quote }}
    {{- end }}
  tolerations:
    - key: gpu-{{ .Values.gpuClass }}
`;
    expect(where(template, ['spec', 'nodeSelector', 'gpu'])).toMatchObject({
      at: '5:5-15',
      text: '{{ $key }}',
      via: 'action',
      exact: true,
    });
    expect(where(template, ['spec', 'tolerations', 0, 'key'])).toMatchObject({ at: '8:7-10', refs: [['gpuClass']] });
  });

  it('maps a whole document written by one include to that action', () => {
    const template = '{{- include "common.deployment" (list . "demo.deployment") }}\n';
    expect(where(template, ['spec', 'replicas'], { kind: 'Deployment' })).toMatchObject({ at: '1:1-62', via: 'action' });
  });
});

describe('branches', () => {
  const BRANCHES = `kind: Deployment
spec:
  template:
    spec:
      containers:
        - name: main
          {{- if .Values.gpu.enabled }}
          resources:
            limits:
              nvidia.com/gpu: {{ .Values.gpu.count }}
          {{- else }}
          resources:
            limits:
              cpu: 4
          {{- end }}
`;
  const limits = ['spec', 'template', 'spec', 'containers', 0, 'resources', 'limits'];

  it('maps a key written in both branches to the first', () => {
    expect(where(BRANCHES, limits)).toMatchObject({ at: '9:13-19', text: 'limits', exact: true });
  });

  it('finds a key written in the else branch only', () => {
    expect(where(BRANCHES, [...limits, 'cpu'])).toMatchObject({ at: '14:15-18', text: 'cpu', exact: true });
    expect(where(BRANCHES, [...limits, 'nvidia.com/gpu'])).toMatchObject({ at: '10:15-29', refs: [['gpu', 'count']] });
  });

  it('prefers a branch that writes the key to one that only writes its parent', () => {
    expect(where(BRANCHES, [...limits, 'memory'])).toMatchObject({ at: '9:13-19', exact: false });
  });
});

describe('list items', () => {
  const ARGS = `kind: Pod
spec:
  containers:
    - name: main
      args:
        - --model
        # the quantization depends on the GPU
        {{- if .Values.quantize }}
        - --quantization=awq
        {{- else }}
        - --dtype=bfloat16
        {{- end }}
        {{/* the port the Service targets */}}
        - --port=8000
      env:
        - name: A
          value: "1"
        - name: B
          value: "2"
        {{- with .Values.extraEnv }}
        {{- toYaml . | nindent 8 }}
        {{- end }}
`;
  const args = ['spec', 'containers', 0, 'args'];

  it('counts an if/else with one item per branch as one item, and skips comments and actions', () => {
    expect(where(ARGS, [...args, 0])).toMatchObject({ at: '6:11-18', text: '--model' });
    expect(where(ARGS, [...args, 1])).toMatchObject({ at: '9:11-29', text: '--quantization=awq' });
    expect(where(ARGS, [...args, 2])).toMatchObject({ at: '14:11-22', text: '--port=8000' });
    expect(where(ARGS, [...args, 3])).toMatchObject({ at: '5:7-11', text: 'args', exact: false });
  });

  it('maps items after the written ones to the action that writes the rest, with the index in the values list', () => {
    const env = ['spec', 'containers', 0, 'env'];
    expect(where(ARGS, [...env, 1, 'value'])).toMatchObject({ at: '19:11-16', withValue: 'value: "2"' });
    expect(where(ARGS, [...env, 2, 'value'])).toMatchObject({ at: '21:9-36', via: 'action', refs: [['extraEnv', '0', 'value']] });
  });

  const SIDECAR = `kind: Pod
spec:
  containers:
    - name: main
      image: vllm/vllm-openai:v0.6.3
    {{- if .Values.sidecar.enabled }}
    - name: sidecar
      image: envoyproxy/envoy:v1.31
    {{- end }}
    - name: tail
      image: busybox:1.36
`;

  it('does not count past an if without else', () => {
    expect(where(SIDECAR, ['spec', 'containers', 0, 'image'])).toMatchObject({ at: '5:7-12' });
    expect(where(SIDECAR, ['spec', 'containers', 1, 'image'])).toMatchObject({ at: '3:3-13', text: 'containers', exact: false });
    expect(where(SIDECAR, ['spec', 'containers', 2, 'image'])).toMatchObject({ at: '3:3-13', exact: false });
  });

  it('matches items by the rendered name', () => {
    const rendered = { kind: 'Pod', spec: { containers: [{ name: 'main' }, { name: 'tail' }] } };
    expect(where(SIDECAR, ['spec', 'containers', 1, 'image'], { rendered })).toMatchObject({
      at: '11:7-12',
      withValue: 'image: busybox:1.36',
    });
    const withSidecar = { kind: 'Pod', spec: { containers: [{ name: 'main' }, { name: 'sidecar' }, { name: 'tail' }] } };
    expect(where(SIDECAR, ['spec', 'containers', 1, 'image'], { rendered: withSidecar })).toMatchObject({
      at: '8:7-12',
      withValue: 'image: envoyproxy/envoy:v1.31',
    });
  });

  it('counts a conditional run at the end of the list', () => {
    const template = SIDECAR.split('\n').slice(0, 9).join('\n') + '\n';
    expect(where(template, ['spec', 'containers', 1, 'image'])).toMatchObject({ at: '8:7-12' });
  });

  it('does not take an item whose literal name differs from the rendered one', () => {
    const rendered = { spec: { containers: [{ name: 'other' }] } };
    expect(where(SIDECAR, ['spec', 'containers', 0, 'image'], { rendered, kind: 'Pod' })).toMatchObject({ at: '3:3-13', exact: false });
  });

  it('stops at the list in a range, where indexes are unknowable', () => {
    expect(where(DEPLOYMENT, [...SERVER, 'env', 1, 'value'])).toMatchObject({ at: '39:11-14', text: 'env', via: 'key', exact: false });
    const rendered = {
      kind: 'Deployment',
      spec: { template: { spec: { containers: [{ name: 'server', env: [{ name: 'MODEL_ID' }, { name: 'HF_HOME' }] }] } } },
    };
    expect(where(DEPLOYMENT, [...SERVER, 'env', 1, 'value'], { rendered })).toMatchObject({ at: '39:11-14', exact: false });
  });

  it('matches a range item by the literal part of its name', () => {
    const template = `kind: Pod
spec:
  containers:
    {{- range $i, $w := .Values.workers }}
    - name: worker-{{ $i }}
      image: {{ $w.image }}
    {{- end }}
`;
    const rendered = { spec: { containers: [{ name: 'worker-0' }, { name: 'worker-1' }] } };
    expect(where(template, ['spec', 'containers', 1, 'image'], { rendered })).toMatchObject({ at: '6:7-12', via: 'key', exact: true });
    expect(where(template, ['spec', 'containers', 1, 'image'])).toMatchObject({ at: '3:3-13', exact: false });
  });

  it("reads a sequence written at its key's indentation", () => {
    const template = `kind: Pod
spec:
  containers:
  - name: a
    image: x
  - name: b
    image: y
  restartPolicy: Never
`;
    expect(where(template, ['spec', 'containers', 1, 'image'])).toMatchObject({ at: '7:5-10' });
    expect(where(template, ['spec', 'restartPolicy'])).toMatchObject({ at: '8:3-16' });
  });
});

describe('documents', () => {
  const SERVICES = `{{- if .Values.serviceAccount.create -}}
apiVersion: v1
kind: ServiceAccount
metadata:
  name: {{ include "demo.serviceAccountName" . }}
{{- end }}
---
apiVersion: v1
kind: Service
metadata:
  name: {{ include "demo.fullname" . }}
spec:
  ports:
    - port: {{ .Values.service.port }}
---
apiVersion: v1
kind: Service
metadata:
  name: {{ include "demo.fullname" . }}-headless
spec:
  clusterIP: None
`;

  it('picks the document by kind when an if around a document left it out', () => {
    expect(where(SERVICES, ['spec', 'ports', 0, 'port'], { kind: 'Service' })).toMatchObject({
      at: '14:7-11',
      refs: [['service', 'port']],
      document: 1,
    });
  });

  it('picks among documents of one kind by the literal part of the name', () => {
    const rendered = { kind: 'Service', metadata: { name: 'rel-demo-headless' }, spec: { clusterIP: 'None' } };
    expect(where(SERVICES, ['spec', 'clusterIP'], { rendered }, 1)).toMatchObject({ at: '21:3-12', document: 2 });
    // A name without the suffix cannot be the headless one.
    expect(where(SERVICES, ['spec'], { kind: 'Service', name: 'rel-demo' }, 1)).toMatchObject({ at: '12:1-5', document: 1 });
  });

  it('uses the position among documents of the kind, then the object index, among equals', () => {
    expect(where(SERVICES, ['spec'], { kind: 'Service', kindIndex: 1 })).toMatchObject({ document: 2 });
    expect(where(SERVICES, ['spec'], { kind: 'Service' }, 2)).toMatchObject({ document: 2 });
    expect(where(SERVICES, ['spec'], { kind: 'Service' }, 0)).toMatchObject({ document: 1 });
  });

  it('uses the object index alone without kind or name', () => {
    expect(where(SERVICES, ['metadata', 'name'], {}, 0)).toMatchObject({ at: '5:3-7', document: 0 });
    expect(where(SERVICES, ['metadata', 'name'], {}, 2)).toMatchObject({ at: '19:3-7', document: 2 });
    expect(where(SERVICES, ['metadata', 'name'], {}, 3)).toBeUndefined();
  });

  it('finds no document for a kind the template does not write', () => {
    expect(where(SERVICES, ['spec'], { kind: 'ConfigMap' })).toBeUndefined();
  });

  it('takes a document whose kind comes from values as a weaker match', () => {
    const template = `apiVersion: apps/v1
kind: {{ .Values.workloadKind | default "Deployment" }}
metadata:
  name: demo
spec:
  replicas: 2
`;
    expect(where(template, ['spec', 'replicas'], { kind: 'StatefulSet' })).toMatchObject({ at: '6:3-11' });
    expect(where(template, ['status'], { kind: 'StatefulSet' })).toMatchObject({ at: '2:1-5', via: 'head' });
  });

  it('reads a kind chosen by an if, and a range that writes one document per item', () => {
    const template = `{{- range .Values.workers }}
---
apiVersion: apps/v1
{{- if .statefulSet }}
kind: StatefulSet
{{- else }}
kind: Deployment
{{- end }}
metadata:
  name: {{ .name }}
spec:
  replicas: {{ .replicas }}
{{- end }}
`;
    expect(where(template, ['spec', 'replicas'], { kind: 'Deployment', name: 'w1' }, 3)).toMatchObject({ at: '12:3-11', document: 1 });
    // Inside range, `.` is an item of the list, not the values: no values path.
    expect(where(template, ['spec', 'replicas'], { kind: 'Deployment' })).not.toHaveProperty('refs');
    expect(where(template, ['status'], { kind: 'Deployment' })).toMatchObject({ at: '7:1-5', via: 'head' });
  });

  it('skips define blocks and does not read block scalars as keys', () => {
    const template = `{{- define "demo.env" -}}
- name: NOT_HERE
  value: x
{{- end }}
apiVersion: v1
kind: ConfigMap
data:
  config.yaml: |
    resources:
      limits: 1
  {{- if .Values.extra }}
  extra.yaml: |-
{{ .Values.extra | indent 4 }}
  {{- end }}
  last: "x"
`;
    expect(where(template, ['data', 'resources'], { kind: 'ConfigMap' })).toMatchObject({ at: '7:1-5', text: 'data', exact: false });
    expect(where(template, ['data', 'last'], { kind: 'ConfigMap' })).toMatchObject({ at: '15:3-7', withValue: 'last: "x"' });
    expect(where(template, ['data', 'extra.yaml'], { kind: 'ConfigMap' })).toMatchObject({ at: '12:3-13' });
    expect(where(template, ['data', 'config.yaml'], { kind: 'ConfigMap' })).toMatchObject({ at: '8:3-14', text: 'config.yaml' });
  });
});

describe('odd text', () => {
  it('reads actions that span lines', () => {
    const template = `kind: Pod
spec:
  {{- if and .Values.gpu.enabled
        (gt (int .Values.gpu.count) 0) }}
  tolerations:
    - key: nvidia.com/gpu
  {{- end }}
  affinity:
    {{- include "demo.affinity" (dict
          "ctx" $
          "zone" .Values.zone) | nindent 4 }}
  priorityClassName: {{ .Values.priority }}
`;
    expect(where(template, ['spec', 'tolerations', 0, 'key'])).toMatchObject({ at: '6:7-10' });
    expect(where(template, ['spec', 'affinity', 'nodeAffinity'])).toMatchObject({
      at: '9:5-38',
      text: '{{- include "demo.affinity" (dict',
      via: 'action',
    });
    expect(where(template, ['spec', 'priorityClassName'])).toMatchObject({ at: '12:3-20', refs: [['priority']] });
  });

  it('reads quoted keys, JSON flow mappings, comments and CRLF line ends', () => {
    const template = [
      'kind: Pod # a pod',
      'spec:',
      '  "nodeSelector": # quoted',
      "    'gpu.product': a100",
      '  overhead: {"nvidia.com/gpu": "{{ .Values.overhead }}", "cpu": 1}',
      '',
    ].join('\r\n');
    expect(where(template, ['spec', 'nodeSelector', 'gpu.product'])).toMatchObject({
      at: '4:5-18',
      text: "'gpu.product'",
      withValue: "'gpu.product': a100",
    });
    expect(where(template, ['spec', 'overhead', 'nvidia.com/gpu'])).toMatchObject({
      at: '5:14-30',
      text: '"nvidia.com/gpu"',
      refs: [['overhead']],
    });
    expect(where(template, ['spec', 'overhead', 'cpu'])).toMatchObject({ at: '5:58-63', text: '"cpu"' });
  });

  it('reads a file with a BOM or lone CR line breaks as the loader does', () => {
    expect(locateInTemplate('\uFEFFkind: Pod\nspec:\n  replicas: 1\n', 0, ['kind'])).toMatchObject({ line: 1, column: 1, endColumn: 5 });
    expect(locateInTemplate('kind: Pod\rspec:\r  replicas: {{ .Values.n }}\r', 0, ['spec', 'replicas'])).toMatchObject({
      line: 3,
      column: 3,
      endColumn: 11,
      valuesRefs: [['n']],
    });
  });

  it('counts columns in UTF-16 code units', () => {
    const template = 'kind: Pod\nmetadata:\n  annotations: {"说明😀": x, gpu: "{{ .Values.gpu }}"}\n';
    expect(where(template, ['metadata', 'annotations', 'gpu'])).toMatchObject({ at: '3:28-31', text: 'gpu' });
    expect(where(template, ['metadata', 'annotations', '说明😀'])).toMatchObject({ at: '3:17-23', text: '"说明😀"' });
  });

  it('never throws on broken templates', () => {
    const broken = [
      '{{ if .Values.x }\nkind: Pod\n',
      'kind: Pod\n{{ end }}{{ end }}{{ else }}\nspec: {a: [1, 2\n  b: }\n',
      'kind: Pod\nspec:\n\tcontainers:\n  - - - name: x\n    : y\n',
      '{{/* never closed\nkind: Pod\n',
      'kind: Pod\nspec: "unclosed\n  more: 1\n',
      '\u0000\uFFFF{{{{}}}}\n---\n---\n...\n- - -\n',
      '',
    ];
    for (const text of broken) {
      for (const path of [[], ['spec'], ['spec', 'containers', 0, 'name'], [0, 'x']] as JsonPath[]) {
        expect(() => locateInTemplate(text, 0, path, { kind: 'Pod' })).not.toThrow();
        expect(() => locateInTemplate(text, 5, path)).not.toThrow();
      }
    }
    expect(where('{{ if .Values.x }\nkind: Pod\n', ['spec'], { kind: 'Pod' })).toBeUndefined();
  });

  it('skips lines over 10 KB', () => {
    const template = `kind: Pod\nspec:\n  long: "${'x'.repeat(11_000)}"\n  short: 1\n`;
    expect(where(template, ['spec', 'long'])).toMatchObject({ at: '2:1-5', exact: false });
    expect(where(template, ['spec', 'short'])).toMatchObject({ at: '4:3-8' });
  });

  it('bounds nesting', () => {
    const deep = `kind: Pod\nspec:\n${Array.from({ length: 500 }, (_, i) => `${' '.repeat(2 * i + 2)}k${i}:`).join('\n')}\n`;
    expect(() => locateInTemplate(deep, 0, ['spec', 'k0', 'k1'])).not.toThrow();
    const flow = `kind: Pod\nspec: ${'['.repeat(5000)}${']'.repeat(5000)}\n`;
    expect(where(flow, ['spec', 0])).toMatchObject({ at: '2:1-5', exact: false });
    const ifs = `kind: Pod\n${'{{ if .a }}\n'.repeat(5000)}spec:\n  x: 1\n${'{{ end }}\n'.repeat(5000)}`;
    expect(where(ifs, ['spec', 'x'])).toMatchObject({ at: `${5003}:3-4` });
  });

  it('reads a template once for many lookups', () => {
    const locate = templateLocator(DEPLOYMENT);
    expect(locate(0, ['spec', 'replicas'])).toMatchObject({ line: 9 });
    expect(locate(0, [...SERVER, 'image'])).toMatchObject({ line: 33 });
  });
});

describe('matchPieces', () => {
  it('matches literal parts around actions', () => {
    expect(matchPieces(['', '-headless'], 'rel-demo-headless')).toBe(9);
    expect(matchPieces(['', '-headless'], 'rel-demo')).toBe(-1);
    expect(matchPieces(['a-', '-', ''], 'a-x-y')).toBe(3);
    expect(matchPieces(['ab', 'ba'], 'aba')).toBe(-1);
    expect(matchPieces(['x'], 'x')).toBe(1);
  });
});

// Sizes sit above the step where the parsed tree outgrows the young generation of the garbage
// collector (the time per item steps up once there, then stays flat).
describe('time grows linearly with the template', () => {
  const template = (n: number) => {
    const items = Array.from(
      { length: n },
      (_, i) =>
        `        - name: c${i}\n          {{- if .Values.x }}\n          image: "{{ .Values.image }}:{{ .Values.tag }}"\n          {{- end }}\n          args: [a, "{{ .Values.b }}", {c: d}]\n`,
    ).join('');
    return `kind: Deployment\nspec:\n  template:\n    spec:\n      containers:\n${items}`;
  };

  it('for many list items, looked up at the end', { timeout: 60_000 }, () => {
    expectLinearGrowth(3_000, template, (text) =>
      locateInTemplate(text, 0, ['spec', 'template', 'spec', 'containers', 0, 'args', 1], {
        rendered: { spec: { template: { spec: { containers: [{ name: 'c499' }] } } } },
      }),
    );
  });

  it('for long lines of actions and many documents', { timeout: 60_000 }, () => {
    const actions = (n: number) =>
      `kind: ConfigMap\ndata:\n${Array.from({ length: n }, (_, i) => `  k${i}: ${'{{ .Values.a }}'.repeat(200)}\n`).join('')}`;
    expectLinearGrowth(200, actions, (text) => locateInTemplate(text, 0, ['data', 'k1']));
    const documents = (n: number) =>
      Array.from({ length: n }, (_, i) => `kind: Service\nmetadata:\n  name: {{ .Release.Name }}-s${i}\n`).join('---\n');
    expectLinearGrowth(8_000, documents, (text) => locateInTemplate(text, 0, ['metadata'], { kind: 'Service', name: 'r-s1' }));
    expectWithin(10, () => locateInTemplate(`kind: Pod\nspec: ${'{{'.repeat(100_000)}\n`, 0, ['spec']));
  });

  it('for long lines of flow items and of values references, up to the longest line read', { timeout: 60_000 }, () => {
    const line = (n: number) => `kind: Pod\nspec:\n${`  args: [${'{{ .a }},'.repeat(n)}x]\n`.repeat(100)}`;
    expectLinearGrowth(250, line, (text) => locateInTemplate(text, 0, ['spec', 'args', 0]));
    const refs = (n: number) =>
      `kind: Pod\nspec:\n${`  image: "${Array.from({ length: n }, (_, i) => `{{ .Values.v${i} }}`).join('')}"\n`.repeat(100)}`;
    expectLinearGrowth(120, refs, (text) => locateInTemplate(text, 0, ['spec', 'image']));
  });
});
