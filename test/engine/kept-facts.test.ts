// Facts stay from their file to the end of the run, for every object: what equal workloads keep
// alike is kept once (anchors' parts, Pod Security violation kinds, container names), and the
// summaries keep small copies of labels, not the maps the documents were read into.
import { describe, expect, it } from 'vitest';
import { rules } from '../../rules/index.js';
import { resolveConfig } from '../../src/config/resolve.js';
import { Linter } from '../../src/engine/linter.js';
import type { IndexedObject } from '../../src/engine/object-index.js';
import type { PodSecurityFacts, WorkloadFacts } from '../../src/kits/pod-security.js';

const deployment = (name: string) => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: ${name}
  namespace: ml
  labels: {app: ${name}, tier: serving}
spec:
  replicas: 1
  selector: {matchLabels: {app: ${name}}}
  template:
    metadata: {labels: {app: ${name}}}
    spec:
      containers:
        - name: server
          image: vllm/vllm-openai:v0.6.0
          resources:
            limits: {nvidia.com/gpu: 1}
`;

describe('facts of equal workloads', () => {
  // Eager: a run without any Pod Security policy skips the violations these facts are about.
  const linter = new Linter({ rules, config: resolveConfig({}), eagerFacts: true });
  linter.lintText('a.yaml', deployment('llm-a'));
  linter.lintText('b.yaml', deployment('llm-b'));
  linter.finish();
  const [a, b] = linter.index.objects as IndexedObject[];
  const violations = (o: IndexedObject) => {
    const facts = o.facts['pod-security-admission'] as PodSecurityFacts;
    expect(facts.type).toBe('workload');
    return (facts as WorkloadFacts).violations;
  };

  it('share the parts of their anchors and their violation kinds', () => {
    const [va, vb] = [violations(a!), violations(b!)];
    expect(va.length).toBeGreaterThan(1);
    expect(vb.length).toBe(va.length);
    va.forEach((v, i) => {
      const w = vb[i]!;
      expect(w.kind).toBe(v.kind);
      expect(w.subject).toBe(v.subject);
      expect(w.at).not.toBe(v.at);
      expect(w.at!.path).toBe(v.at!.path);
      expect(w.at!.start).toBe(v.at!.start);
      expect(w.at!.snippet).toBe(v.at!.snippet);
    });
    // Violations of one container point at one anchor (its name).
    const server = va.filter((v) => v.subject === 'Container "server"');
    expect(server.length).toBeGreaterThan(1);
    expect(new Set(server.map((v) => v.at)).size).toBe(1);
  });

  it('keep labels as maps without prototype keys', () => {
    expect(a!.labels).toEqual({ app: 'llm-a', tier: 'serving' });
    expect(a!.labels['constructor']).toBeUndefined();
    expect(a!.annotations).toEqual({});
  });
});
