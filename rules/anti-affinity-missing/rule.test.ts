import { describe, expect, it } from 'vitest';
import rule from './rule.js';
import { lintYaml, testRule } from '../../test/helpers/rule-tester.js';

/**
 * A GPU serving Deployment with `replicas` and labels app=chat, tier=gpu. The pod spec is line 12;
 * `extra` (indented for the pod spec) starts on line 13.
 */
const deployment = (replicas: string | number, extra = '', opts: { image?: string; gpu?: boolean; meta?: string; ns?: string } = {}) =>
  `apiVersion: apps/v1
kind: Deployment
metadata:
  name: chat
${opts.meta ?? ''}${opts.ns ? `  namespace: ${opts.ns}\n` : ''}spec:
  replicas: ${replicas}
  template:
    metadata:
      labels:
        app: chat
        tier: gpu
    spec:
${extra}      containers:
        - name: server
          image: ${opts.image ?? 'vllm/vllm-openai:v0.9.0'}
${opts.gpu === false ? '' : '          resources:\n            limits:\n              nvidia.com/gpu: 1\n'}`;

const antiAffinity = (term: string, kind: 'required' | 'preferred' = 'required') =>
  kind === 'required'
    ? `      affinity:\n        podAntiAffinity:\n          requiredDuringSchedulingIgnoredDuringExecution:\n${term
        .split('\n')
        .filter(Boolean)
        .map((l, i) => `            ${i === 0 ? '- ' : '  '}${l}`)
        .join('\n')}\n`
    : `      affinity:\n        podAntiAffinity:\n          preferredDuringSchedulingIgnoredDuringExecution:\n            - weight: 100\n` +
      `              podAffinityTerm:\n${term
        .split('\n')
        .filter(Boolean)
        .map((l) => `                ${l}`)
        .join('\n')}\n`;

const spread = (body: string) =>
  `      topologySpreadConstraints:\n${body
    .split('\n')
    .filter(Boolean)
    .map((l, i) => `        ${i === 0 ? '- ' : '  '}${l}`)
    .join('\n')}\n`;

const LWS = (replicas: number, leaderExtra = '') => `apiVersion: leaderworkerset.x-k8s.io/v1
kind: LeaderWorkerSet
metadata:
  name: llama
spec:
  replicas: ${replicas}
  leaderWorkerTemplate:
    size: 2
    leaderTemplate:
      spec:
${leaderExtra}        containers: [{name: leader, image: vllm/vllm-openai:v0.9.0, resources: {limits: {nvidia.com/gpu: 8}}}]
    workerTemplate:
      spec:
        affinity:
          podAntiAffinity:
            requiredDuringSchedulingIgnoredDuringExecution:
              - topologyKey: kubernetes.io/hostname
                labelSelector:
                  matchExpressions:
                    - {key: leaderworkerset.sigs.k8s.io/name, operator: In, values: [llama]}
        containers: [{name: worker, image: vllm/vllm-openai:v0.9.0, resources: {limits: {nvidia.com/gpu: 8}}}]
`;

testRule(rule, {
  valid: [
    { name: 'one replica', yaml: deployment(1) },
    { name: 'replicas unset (defaults to 1)', yaml: deployment(1).replace('  replicas: 1\n', '') },
    { name: 'replicas from a placeholder', yaml: deployment('"{{ .Values.replicas }}"') },
    { name: 'a plain web Deployment', yaml: deployment(5, '', { image: 'nginx:1.27', gpu: false }) },
    {
      name: 'required anti-affinity with matchLabels',
      yaml: deployment(3, antiAffinity('topologyKey: kubernetes.io/hostname\n' + 'labelSelector:\n  matchLabels: {app: chat}')),
    },
    {
      name: 'matchExpressions In',
      yaml: deployment(
        3,
        antiAffinity(
          'topologyKey: kubernetes.io/hostname\nlabelSelector:\n  ' +
            'matchExpressions:\n    - {key: app, operator: In, values: [chat, chat-canary]}\n    - {key: tier, operator: Exists}',
          'preferred',
        ),
      ),
    },
    {
      name: 'an empty selector selects every pod, its own included',
      yaml: deployment(3, antiAffinity('topologyKey: kubernetes.io/hostname\nlabelSelector: {}')),
    },
    {
      name: 'topology spread on the node, soft',
      yaml: deployment(
        3,
        spread(
          'maxSkew: 1\ntopologyKey: kubernetes.io/hostname\n' +
            'whenUnsatisfiable: ScheduleAnyway\nlabelSelector:\n  matchLabels: {app: chat}',
        ),
      ),
    },
    {
      name: 'a soft spread with a large maxSkew still prefers other nodes',
      yaml: deployment(
        3,
        spread(
          'maxSkew: 5\ntopologyKey: kubernetes.io/hostname\nwhenUnsatisfiable: ScheduleAnyway\nlabelSelector:\n  ' +
            'matchLabels: {app: chat}',
        ),
      ),
    },
    {
      name: 'a placeholder topologyKey',
      yaml: deployment(3, antiAffinity('topologyKey: "{{ .Values.topologyKey }}"\nlabelSelector:\n  ' + 'matchLabels: {app: chat}')),
    },
    {
      name: 'a placeholder selector value',
      yaml: deployment(
        3,
        antiAffinity('topologyKey: kubernetes.io/hostname\nlabelSelector:\n  ' + 'matchLabels: {app: "{{ .Release.Name }}"}'),
      ),
    },
    { name: 'topologySpreadConstraints of the wrong type', yaml: deployment(3, '      topologySpreadConstraints: {maxSkew: 1}\n') },
    { name: 'affinity from a placeholder', yaml: deployment(3, '      affinity: "{{ toYaml .Values.affinity }}"\n') },
    {
      name: 'the own namespace listed',
      yaml: deployment(
        3,
        antiAffinity('topologyKey: kubernetes.io/hostname\nnamespaces: [ml]\n' + 'labelSelector:\n  matchLabels: {app: chat}'),
        { ns: 'ml' },
      ),
    },
    { name: 'LeaderWorkerSet: the worker template selects the controller label; single group', yaml: LWS(1) },
    {
      name: 'InferenceService: labels are set by KServe, any selector counts',
      yaml:
        'apiVersion: serving.kserve.io/v1beta1\nkind: InferenceService\nmetadata:\n  name: llm\nspec:\n  predictor:\n    ' +
        'minReplicas: 2\n    affinity:\n      podAntiAffinity:\n        preferredDuringSchedulingIgnoredDuringExecution:\n          - ' +
        'weight: 100\n            podAffinityTerm:\n              topologyKey: kubernetes.io/hostname\n              labelSelector:\n    ' +
        '            matchLabels: {serving.kserve.io/inferenceservice: llm}\n    model:\n      modelFormat: {name: huggingface}\n      ' +
        'resources: {limits: {nvidia.com/gpu: 1}}\n',
    },
    {
      name: 'a training Job with parallelism is not serving',
      yaml:
        'apiVersion: batch/v1\nkind: Job\nmetadata:\n  name: t\nspec:\n  ' +
        'parallelism: 4\n  template:\n    spec:\n      restartPolicy: Never\n      containers: [{name: t, image: ' +
        'nvcr.io/nvidia/pytorch:24.05-py3, resources: {limits: {nvidia.com/gpu: 1}}}]\n',
    },
  ],
  invalid: [
    {
      name: 'no affinity at all',
      yaml: deployment(2),
      lines: [12],
      messages: [
        new RegExp(
          '^Serving Deployment "chat" runs 2 replicas but nothing in its pod template keeps them on different nodes ' +
            "\\(it has neither podAntiAffinity nor topologySpreadConstraints on kubernetes\\.io/hostname\\); the scheduler's default " +
            'spreading \\(PodTopologySpread on kubernetes\\.io/hostname, maxSkew 3, ScheduleAnyway\\) is only a weak score weighed ' +
            'against resource fit and image locality, so replicas can share a GPU node, and one node failure, drain or driver ' +
            'upgrade takes several of them down at once while their models reload elsewhere; add a podAntiAffinity term',
        ),
      ],
    },
    { name: 'only node affinity', yaml: deployment(2, '      affinity:\n        nodeAffinity: {}\n'), lines: [13] },
    {
      name: 'anti-affinity by zone only',
      yaml: deployment(3, antiAffinity('topologyKey: topology.kubernetes.io/zone\nlabelSelector:\n  ' + 'matchLabels: {app: chat}')),
      lines: [14],
      messages: [/per zone but not per node\); the scheduler's default spreading \(/],
    },
    {
      name: 'anti-affinity against other pods',
      yaml: deployment(3, antiAffinity('topologyKey: kubernetes.io/hostname\nlabelSelector:\n  ' + 'matchLabels: {app: training}')),
      lines: [14],
      messages: [/selects other pods, not its own replicas/],
    },
    {
      name: 'NotIn excludes its own label',
      yaml: deployment(
        3,
        antiAffinity(
          'topologyKey: kubernetes.io/hostname\nlabelSelector:\n  ' +
            'matchExpressions:\n    - {key: app, operator: NotIn, values: [chat]}',
        ),
      ),
      lines: [14],
    },
    {
      name: 'DoesNotExist on its own label',
      yaml: deployment(
        3,
        antiAffinity(
          'topologyKey: kubernetes.io/hostname\nlabelSelector:\n  ' + 'matchExpressions:\n    - {key: tier, operator: DoesNotExist}',
          'preferred',
        ),
      ),
      lines: [14],
    },
    {
      name: 'a term without labelSelector selects nothing',
      yaml: deployment(3, antiAffinity('topologyKey: kubernetes.io/hostname')),
      lines: [14],
      messages: [/no labelSelector/],
    },
    {
      name: 'other namespaces only',
      yaml: deployment(
        3,
        antiAffinity('topologyKey: kubernetes.io/hostname\nnamespaces: [batch]\n' + 'labelSelector:\n  matchLabels: {app: chat}'),
        { ns: 'ml' },
      ),
      lines: [15],
      messages: [/namespaces batch, not its own/],
    },
    {
      name: 'a hard spread whose maxSkew allows every replica on one node',
      yaml: deployment(3, spread('maxSkew: 3\ntopologyKey: kubernetes.io/hostname\nlabelSelector:\n  matchLabels: {app: chat}')),
      lines: [13],
      messages: [/maxSkew 3/],
    },
    {
      name: 'a zone spread of its own replaces the default hostname spreading',
      yaml: deployment(3, spread('maxSkew: 1\ntopologyKey: topology.kubernetes.io/zone\nlabelSelector:\n  matchLabels: {app: chat}')),
      lines: [13],
      messages: [/\); its own topologySpreadConstraints replace the scheduler.s default spreading by kubernetes/],
    },
    {
      name: 'LeaderWorkerSet: the leader template of 3 groups',
      yaml: LWS(3),
      lines: [10],
      messages: [/LeaderWorkerSet "llama" \(leader pods\) runs 3 replica groups/],
    },
    {
      name: 'StatefulSet in a List',
      yaml:
        'apiVersion: v1\nkind: List\nitems:\n  - apiVersion: apps/v1\n    kind: StatefulSet\n    metadata: {name: tgi}\n    spec:\n  ' +
        '    replicas: 2\n      template:\n        metadata: {labels: {app: tgi}}\n        spec:\n          containers: [{name: tgi, ' +
        'image: "ghcr.io/huggingface/text-generation-inference:2.4.0", resources: {limits: {nvidia.com/gpu: 1}}}]\n',
      lines: [11],
    },
  ],
});

describe('anti-affinity-missing suppression', () => {
  it('the ignore annotation and a comment directive', () => {
    const annotated = lintYaml(deployment(2, '', { meta: '  annotations: {ai-k8s-lint.io/ignore: anti-affinity-missing}\n' }), [rule]);
    expect(annotated.map((f) => [f.ruleId, !!f.suppressed])).toEqual([['anti-affinity-missing', true]]);
    const commented = lintYaml(
      deployment(2).replace(
        '    spec:\n      containers',
        '    # ai-k8s-lint-disable-next-line ' + 'anti-affinity-missing\n    spec:\n      containers',
      ),
      [rule],
    );
    expect(commented.map((f) => [f.ruleId, f.suppressed?.source])).toEqual([['anti-affinity-missing', 'comment']]);
  });
});
