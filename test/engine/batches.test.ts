// A large stream is linted a few documents at a time (documentBatches): what each batch
// allocates dies young. The report must be the one of the whole file read at once: findings of
// file and cross-object rules, comment directives of later batches (document and next-line,
// used and unused), syntax errors, aliases, apply order and document indexes.
import { describe, expect, it } from 'vitest';
import { rules } from '../../rules/index.js';
import { resolveConfig } from '../../src/config/resolve.js';
import { Linter } from '../../src/engine/linter.js';

const deployment = (i: number, extra = '') => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: llm-${i}
  namespace: ml
spec:
  replicas: ${1 + (i % 3)}
  selector: {matchLabels: {app: llm-${i}}}
  template:
    metadata: {labels: {app: llm-${i}}}
    spec:
      priorityClassName: gpu-${i % 4}
      containers:
        - name: server
          image: vllm/vllm-openai:v0.6.0
          args: ["--tensor-parallel-size", "${1 + (i % 2)}"]
          resources:
            limits: {nvidia.com/gpu: 1${extra}}
`;

/** A stream of about 25 KB: Deployments, a PriorityClass at the end, directives, a broken document and an alias. */
function stream(): string {
  const docs: string[] = [];
  for (let i = 0; i < 60; i++) {
    if (i === 7) docs.push('# ai-k8s-lint-disable\n' + deployment(i));
    else if (i === 23) docs.push(deployment(i).replace('      containers:', '      # ai-k8s-lint-disable-next-line\n      containers:'));
    else if (i === 31) docs.push('apiVersion: v1\nkind: ConfigMap\nmetadata: {name: broken\n');
    else if (i === 40)
      docs.push(`${deployment(i).replace('  replicas: 2', '  replicas: &r 2')}\n# ai-k8s-lint-disable-next-line unknown-rule\nx: *r\n`);
    else docs.push(deployment(i));
  }
  docs.push('apiVersion: scheduling.k8s.io/v1\nkind: PriorityClass\nmetadata: {name: gpu-1}\nvalue: 1000\n');
  return docs.join('---\n');
}

function lint(text: string, batchBytes: number): Linter {
  const linter = new Linter({ rules, config: resolveConfig({}), reportUnusedDirectives: true, batchBytes });
  linter.lintText('stream.yaml', text);
  linter.lintText('other.yaml', deployment(99));
  linter.finish();
  return linter;
}

describe('a stream linted in batches', () => {
  const text = stream();
  const whole = lint(text, Infinity);

  it('gives the report of the whole file read at once', () => {
    expect(text.length).toBeGreaterThan(20_000);
    // Enough to mean something: file and cross-object findings, suppressed ones, a syntax error, an unused directive.
    const ids = new Set(whole.findings.map((f) => f.ruleId));
    for (const id of ['yaml-syntax', 'priority-class-undefined', 'unused-disable-directive']) expect(ids).toContain(id);
    expect(whole.findings.some((f) => f.suppressed?.source === 'comment')).toBe(true);
    for (const batchBytes of [1, 2_000, 16_000]) {
      const batched = lint(text, batchBytes);
      expect(batched.stats).toEqual(whole.stats);
      expect(batched.findings).toEqual(whole.findings);
      expect(batched.index.objects.map((o) => `${o.order} ${o.docIndex} ${o.name}`)).toEqual(
        whole.index.objects.map((o) => `${o.order} ${o.docIndex} ${o.name}`),
      );
    }
  });

  it('reads a file with DRA objects whole: claims are learned before its pods', () => {
    const draDeployment = `apiVersion: apps/v1
kind: Deployment
metadata: {name: dra-llm, namespace: ml}
spec:
  replicas: 1
  selector: {matchLabels: {app: dra}}
  template:
    metadata: {labels: {app: dra}}
    spec:
      resourceClaims: [{name: gpu, resourceClaimTemplateName: gpu-claim}]
      containers:
        - name: server
          image: vllm/vllm-openai:v0.6.0
          resources: {claims: [{name: gpu}]}
`;
    const claim = `apiVersion: resource.k8s.io/v1
kind: ResourceClaimTemplate
metadata: {name: gpu-claim, namespace: ml}
spec:
  spec:
    devices:
      requests: [{name: gpu, exactly: {deviceClassName: gpu.nvidia.com}}]
`;
    // The claim comes last: only a reading of the whole file knows the pod's claim is a GPU.
    const withClaims = `${draDeployment}---\n${stream()}---\n${claim}`;
    const batched = lint(withClaims, 1).findings;
    expect(batched).toEqual(lint(withClaims, Infinity).findings);
    expect(batched.some((f) => f.ruleId === 'shm-missing' && f.object?.name === 'dra-llm')).toBe(true);
  });
});
