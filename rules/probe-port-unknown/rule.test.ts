import { expect, it } from 'vitest';
import rule from './rule.js';
import { lintYaml, testRule } from '../../test/helpers/rule-tester.js';

// `- name: server` is line 9; `ports` (when given) and the probes follow the image line.
const deployment = (body: string, image = 'vllm/vllm-openai:v0.9.0') => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: chat
spec:
  template:
    spec:
      containers:
        - name: server
          image: ${image}
${body}          resources:
            limits:
              nvidia.com/gpu: 1
`;

// Lines 11-15.
const PORTS =
  '          ports:\n            - name: http\n              containerPort: 8000\n            - name: metrics\n              ' +
  'containerPort: 9090\n';
// The probe key is on the first line, `port:` on the third.
const probe = (key: string, handler: string, port: string) => `          ${key}:\n            ${handler}:\n              port: ${port}\n`;

testRule(rule, {
  valid: [
    { name: 'declared name', yaml: deployment(PORTS + probe('readinessProbe', 'httpGet', 'http')) },
    { name: 'declared number', yaml: deployment(PORTS + probe('livenessProbe', 'tcpSocket', '8000')) },
    { name: 'numeric port, no ports declared', yaml: deployment(probe('readinessProbe', 'httpGet', '8000')) },
    { name: 'placeholder port', yaml: deployment(PORTS + probe('readinessProbe', 'httpGet', '"{{ .Values.port }}"')) },
    {
      name: 'placeholder ports list',
      yaml: deployment('          ports: "{{ toYaml .Values.ports }}"\n' + probe('readinessProbe', 'httpGet', 'web')),
    },
    {
      name: 'a ports entry with a placeholder name',
      yaml: deployment(
        '          ports:\n            - name: "${PORT_NAME}"\n            ' +
          '  containerPort: 8000\n' +
          probe('readinessProbe', 'httpGet', 'web'),
      ),
    },
    {
      name: 'a ports entry with a placeholder number',
      yaml: deployment(
        '          ports:\n            - name: http\n              ' +
          'containerPort: "{{ .Values.port }}"\n' +
          probe('readinessProbe', 'httpGet', '8080'),
      ),
    },
    { name: 'a quoted number is a schema problem', yaml: deployment(PORTS + probe('readinessProbe', 'httpGet', '"8080"')) },
    { name: 'a named gRPC port is a schema problem', yaml: deployment(PORTS + probe('readinessProbe', 'grpc', 'grpc')) },
    { name: 'port as a list is unknown', yaml: deployment(PORTS + probe('readinessProbe', 'httpGet', '[8000]')) },
    {
      name: 'a port named __proto__ that is declared',
      yaml: deployment(
        '          ports:\n            - name: __proto__\n              ' +
          'containerPort: 8000\n' +
          probe('readinessProbe', 'httpGet', '__proto__'),
      ),
    },
    {
      name: 'a probe of another host',
      yaml: deployment(
        PORTS + '          readinessProbe:\n            httpGet:\n              host: ' + 'sidecar.local\n              port: admin\n',
      ),
    },
    {
      name: 'KServe predictor.model: the ServingRuntime container may declare the port',
      yaml: `apiVersion: serving.kserve.io/v1beta1
kind: InferenceService
metadata:
  name: llama
spec:
  predictor:
    model:
      modelFormat:
        name: huggingface
      readinessProbe:
        httpGet: {path: /v2/health/ready, port: http}
      resources:
        limits:
          nvidia.com/gpu: 1
`,
    },
    {
      name: 'a plain web Deployment',
      yaml:
        'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  template:\n    ' +
        'spec:\n      containers:\n        - name: web\n          image: nginx:1.27\n          readinessProbe:\n            httpGet: ' +
        '{path: /, port: htpp}\n',
    },
  ],
  invalid: [
    {
      name: 'a typo in a named port, with a suggestion',
      yaml: deployment(PORTS + probe('readinessProbe', 'httpGet', 'htpp')),
      lines: [18],
      messages: [
        new RegExp(
          '^The readinessProbe of container "server" uses the named port "htpp", which is not among the container\'s ports ' +
            '\\(its named ports: "http" 8000, "metrics" 9090\\): kubelet cannot resolve it, so the readinessProbe never succeeds and the ' +
            'pod never becomes Ready; did you mean "http"\\?$',
        ),
      ],
    },
    {
      name: 'a named port and no ports at all',
      yaml: deployment(probe('livenessProbe', 'tcpSocket', 'http')),
      lines: [13],
      messages: [
        new RegExp(
          '\\(it declares no ports\\): kubelet cannot resolve it, so the livenessProbe never reports a failure and a hung ' +
            "container is never restarted; declare it in the container's ports or use the port number\\.$",
        ),
      ],
    },
    {
      name: 'a startupProbe',
      yaml: deployment(PORTS + probe('startupProbe', 'httpGet', 'api')),
      lines: [18],
      messages: [/so the startupProbe never succeeds: the container never counts as started/],
    },
    {
      name: 'a numeric port that is not declared is a note',
      yaml: deployment(PORTS + probe('readinessProbe', 'httpGet', '8080')),
      lines: [18],
      messages: [
        new RegExp(
          '^The readinessProbe of container "server" checks port 8080, which is not among the container\'s declared ports ' +
            '\\(8000, 9090\\); if the server listens on 8080, declare it',
        ),
      ],
    },
    {
      name: 'a port named __proto__ that is not declared',
      yaml: deployment(PORTS + probe('readinessProbe', 'tcpSocket', '__proto__')),
      lines: [18],
      messages: [/uses the named port "__proto__".*; declare it in the container's ports or use the port number\.$/],
    },
    {
      name: 'a numeric gRPC port',
      yaml: deployment(PORTS + probe('livenessProbe', 'grpc', '9000')),
      lines: [18],
    },
    {
      name: 'a port name declared only by another container',
      yaml: `apiVersion: apps/v1
kind: Deployment
metadata:
  name: chat
spec:
  template:
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          ports:
            - containerPort: 8000
          readinessProbe:
            httpGet: {path: /health, port: proxy}
          livenessProbe:
            httpGet: {path: /health, port: 8443}
          resources:
            limits:
              nvidia.com/gpu: 1
        - name: envoy
          image: envoyproxy/envoy:v1.31.0
          ports:
            - name: proxy
              containerPort: 8443
`,
      lines: [14, 16],
      messages: [
        new RegExp(
          '\\(it declares no named port\\) \\(container "envoy" declares it, but kubelet looks a probe\'s port name up only in ' +
            'the probed container\\)',
        ),
        /checks port 8443, .*\(8000\); container "envoy" declares it, so this probe checks that container, not this one/,
      ],
    },
    {
      name: 'LeaderWorkerSet leader and a native sidecar',
      yaml: `apiVersion: leaderworkerset.x-k8s.io/v1
kind: LeaderWorkerSet
metadata:
  name: vllm
spec:
  leaderWorkerTemplate:
    leaderTemplate:
      spec:
        initContainers:
          - name: router
            image: ghcr.io/example/router:1.0
            restartPolicy: Always
            ports:
              - name: route
                containerPort: 8081
            readinessProbe:
              httpGet: {path: /ready, port: routes}
        containers:
          - name: leader
            image: vllm/vllm-openai:v0.9.0
            ports:
              - name: http
                containerPort: 8080
            readinessProbe:
              tcpSocket:
                port: htp
            resources:
              limits:
                nvidia.com/gpu: 8
`,
      lines: [17, 26],
      messages: [
        /^The readinessProbe of sidecar container "router" uses the named port "routes".*did you mean "route"\?/,
        /"leader" uses the named port "htp".*did you mean "http"\?/,
      ],
    },
    {
      name: 'InferenceService custom predictor container',
      yaml: `apiVersion: serving.kserve.io/v1beta1
kind: InferenceService
metadata:
  name: llama
spec:
  predictor:
    containers:
      - name: kserve-container
        image: ghcr.io/huggingface/text-generation-inference:2.4.0
        ports:
          - name: h2c
            containerPort: 8080
        readinessProbe:
          httpGet: {path: /health, port: http}
        resources:
          limits:
            nvidia.com/gpu: 1
`,
      lines: [14],
      messages: [/"kserve-container" uses the named port "http".*\(its named ports: "h2c" 8080\)/],
    },
  ],
});

it('an unknown named port is an error, an undeclared number a note', () => {
  const levels = (port: string) => lintYaml(deployment(PORTS + probe('readinessProbe', 'httpGet', port)), [rule]).map((f) => f.level);
  expect(levels('htpp')).toEqual(['error']);
  expect(levels('8080')).toEqual(['note']);
});
