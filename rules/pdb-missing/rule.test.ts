import { describe, expect, it } from 'vitest';
import rule from './rule.js';
import { resolveConfig } from '../../src/config/resolve.js';
import { Linter } from '../../src/engine/linter.js';
import { lintYaml, testRule } from '../../test/helpers/rule-tester.js';

/** A GPU serving Deployment with labels app=chat, tier=gpu; `kind:` is line 2. */
const deployment = (replicas: number | string, opts: { ns?: string; image?: string; gpu?: boolean; meta?: string } = {}) =>
  `apiVersion: apps/v1
kind: Deployment
metadata:
  name: chat
${opts.ns ? `  namespace: ${opts.ns}\n` : ''}${opts.meta ?? ''}spec:
  replicas: ${replicas}
  selector:
    matchLabels: {app: chat}
  template:
    metadata:
      labels: {app: chat, tier: gpu}
    spec:
      containers:
        - name: server
          image: ${opts.image ?? 'vllm/vllm-openai:v0.9.0'}
${opts.gpu === false ? '' : '          resources: {limits: {nvidia.com/gpu: 1}}\n'}---
`;

const pdb = (selector: string, opts: { ns?: string; apiVersion?: string } = {}) => `apiVersion: ${opts.apiVersion ?? 'policy/v1'}
kind: PodDisruptionBudget
metadata:
  name: chat
${opts.ns ? `  namespace: ${opts.ns}\n` : ''}spec:
  maxUnavailable: 1
${selector ? `  selector: ${selector}\n` : ''}---
`;

const D = deployment(3);

const LWS = `apiVersion: leaderworkerset.x-k8s.io/v1
kind: LeaderWorkerSet
metadata:
  name: llama
  namespace: ml
spec:
  replicas: 2
  leaderWorkerTemplate:
    size: 4
    leaderTemplate:
      spec:
        containers: [{name: leader, image: vllm/vllm-openai:v0.9.0, resources: {limits: {nvidia.com/gpu: 8}}}]
    workerTemplate:
      spec:
        containers: [{name: worker, image: vllm/vllm-openai:v0.9.0, resources: {limits: {nvidia.com/gpu: 8}}}]
---
`;

testRule(rule, {
  valid: [
    { name: 'matchLabels subset of the template labels', yaml: D + pdb('{matchLabels: {app: chat}}') },
    { name: 'the budget comes first', yaml: pdb('{matchLabels: {tier: gpu}}') + D },
    {
      name: 'matchExpressions In and Exists',
      yaml: D + pdb('{matchExpressions: [{key: app, operator: In, values: [chat, chat-canary]}, ' + '{key: tier, operator: Exists}]}'),
    },
    { name: 'policy/v1 empty selector selects every pod of the namespace', yaml: D + pdb('{}') },
    { name: 'one replica', yaml: deployment(1) },
    { name: 'replicas from a placeholder', yaml: deployment('"{{ .Values.replicas }}"') },
    { name: 'a plain web Deployment', yaml: deployment(5, { image: 'nginx:1.27', gpu: false }) },
    { name: 'a placeholder selector value', yaml: D + pdb('{matchLabels: {app: "{{ .Release.Name }}"}}') },
    { name: 'a selector of the wrong type is unreadable, not missing', yaml: D + pdb('[app, chat]') },
    { name: 'a selector from a placeholder', yaml: D + pdb('"{{ toYaml .Values.pdbSelector }}"') },
    {
      name: 'LeaderWorkerSet selected by the controller label',
      yaml: LWS + pdb('{matchLabels: {leaderworkerset.sigs.k8s.io/name: ' + 'llama}}', { ns: 'ml' }),
    },
    { name: 'missing namespace equals default', yaml: deployment(3, { ns: 'default' }) + pdb('{matchLabels: {app: chat}}') },
  ],
  invalid: [
    {
      name: 'no budget',
      yaml: D,
      lines: [2],
      messages: [
        new RegExp(
          'Serving Deployment "chat" runs 3 replicas but no PodDisruptionBudget of namespace "default" in its apply ' +
            'unit \\.\\/ selects its pods ' +
            '\\(app=chat, tier=gpu\\)',
        ),
      ],
    },
    { name: 'the budget selects other pods', yaml: D + pdb('{matchLabels: {app: chat, track: canary}}'), lines: [2] },
    { name: 'NotIn excludes the pods', yaml: D + pdb('{matchExpressions: [{key: tier, operator: NotIn, values: [gpu]}]}'), lines: [2] },
    { name: 'DoesNotExist excludes the pods', yaml: D + pdb('{matchExpressions: [{key: app, operator: DoesNotExist}]}'), lines: [2] },
    { name: 'policy/v1beta1 empty selector selects nothing', yaml: D + pdb('{}', { apiVersion: 'policy/v1beta1' }), lines: [2] },
    { name: 'no selector selects nothing', yaml: D + pdb(''), lines: [2] },
    {
      name: 'the budget is in another namespace',
      yaml: deployment(3, { ns: 'ml' }) + pdb('{matchLabels: {app: chat}}', { ns: 'web' }),
      lines: [2],
      messages: [/namespace "ml"/],
    },
    {
      name: 'LeaderWorkerSet: leader and worker templates, said once',
      yaml: LWS,
      lines: [2],
      messages: [/runs 2 replica groups \(leader and worker pods\)/],
    },
    {
      name: 'InferenceService in a List: no budget in the namespace at all',
      yaml:
        `apiVersion: v1\nkind: List\nitems:\n  - apiVersion: serving.kserve.io/v1beta1\n    kind: InferenceService\n    metadata: ` +
        `{name: llm, namespace: ml}\n    spec:\n      predictor:\n        minReplicas: 2\n        model: {modelFormat: {name: ` +
        `huggingface}, resources: {limits: {nvidia.com/gpu: 1}}}\n  - apiVersion: policy/v1\n    kind: PodDisruptionBudget\n    ` +
        `metadata: {name: llm, namespace: serving}\n    spec:\n      maxUnavailable: 1\n      selector: {matchLabels: ` +
        `{serving.kserve.io/inferenceservice: llm}}\n`,
      lines: [5],
      messages: [/runs 2 predictor replicas but no PodDisruptionBudget of namespace "ml" in its apply unit \.\/ selects its pods,/],
    },
  ],
});

describe('pdb-missing across files and modes', () => {
  const run = (files: [string, string][], partial = false) => {
    const linter = new Linter({ rules: [rule], config: resolveConfig({}, { partial }) });
    for (const [file, text] of files) linter.lintText(file, text);
    linter.finish();
    return linter.findings.filter((f) => f.ruleId === rule.id);
  };

  it('a budget in another file counts', () => {
    expect(
      run([
        ['deploy.yaml', D],
        ['pdb.yaml', pdb('{matchLabels: {app: chat}}')],
      ]),
    ).toEqual([]);
    expect(
      run([
        ['deploy.yaml', D],
        ['pdb.yaml', pdb('{matchLabels: {app: other}}')],
      ]).map((f) => [f.file, f.range.start.line]),
    ).toEqual([['deploy.yaml', 2]]);
  });

  it('is silenced by --partial', () => {
    expect(run([['deploy.yaml', D]], true)).toEqual([]);
  });

  it('honours the ignore annotation', () => {
    const found = lintYaml(deployment(3, { meta: '  annotations: {ai-k8s-lint.io/ignore: pdb-missing}\n' }), [rule]);
    expect(found.map((f) => [f.ruleId, !!f.suppressed])).toEqual([['pdb-missing', true]]);
  });

  it('a level override applies', () => {
    const found = lintYaml(D, [rule], { config: { rules: { 'pdb-missing': 'warning' } } });
    expect(found.map((f) => f.level)).toEqual(['warning']);
  });
});
