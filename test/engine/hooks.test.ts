// What each hook of a rule is given: the object hook gets the object's pod templates too, the
// same views the podSpec hook gets, so a rule that needs all pods of an object needs no second pass.
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config/resolve.js';
import type { PodSpecView } from '../../src/k8s/pods.js';
import { Linter } from '../../src/engine/linter.js';
import { defineRule } from '../../src/engine/rule.js';

const STREAM = `apiVersion: apps/v1
kind: Deployment
metadata: {name: server}
spec:
  template:
    spec:
      containers:
        - {name: vllm, image: vllm/vllm-openai:v0.9.0, resources: {limits: {nvidia.com/gpu: 2}}}
        - {name: proxy, image: envoyproxy/envoy:v1.31.0}
---
apiVersion: v1
kind: ConfigMap
metadata: {name: settings}
`;

describe('rule hooks', () => {
  it('the object hook gets the pods of the object, the same views as the podSpec hook', () => {
    const seen: string[] = [];
    const fromObject: PodSpecView[] = [];
    const fromPodSpec: PodSpecView[] = [];
    const rule = defineRule({
      id: 'test-hooks',
      family: 'input',
      level: 'note',
      scope: 'general',
      summary: 'test',
      check: {
        object(object, pods) {
          seen.push(
            `${object.kind}: ${
              pods()
                .map((p) => p.containers.map((c) => c.name).join('+'))
                .join(', ') || 'no pods'
            }`,
          );
          fromObject.push(...pods());
        },
        podSpec(pod) {
          fromPodSpec.push(pod);
        },
      },
    });
    const linter = new Linter({ rules: [rule], config: resolveConfig({}) });
    linter.lintText('app.yaml', STREAM);
    linter.finish();
    expect(seen).toEqual(['Deployment: vllm+proxy', 'ConfigMap: no pods']);
    expect(fromObject).toHaveLength(1);
    expect(fromObject[0]).toBe(fromPodSpec[0]);
  });

  it("collect of a rule of scope 'ai' sees only the pods of AI workloads, as podSpec does; a general rule sees all", () => {
    const seen: Record<string, string[]> = { ai: [], general: [] };
    const collector = (scope: 'ai' | 'general') =>
      defineRule({
        id: `test-collect-${scope}`,
        family: 'input',
        level: 'note',
        scope,
        summary: 'test',
        check: {
          collect(object, pods) {
            for (const _pod of pods()) seen[scope]!.push(`${object.name}`);
            return undefined;
          },
        },
      });
    const web =
      'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web}\nspec:\n  template:\n    spec:\n      containers: [{name: nginx, image: nginx:1.27}]\n';
    const linter = new Linter({ rules: [collector('ai'), collector('general')], config: resolveConfig({}) });
    linter.lintText('app.yaml', `${STREAM}---\n${web}`);
    linter.finish();
    expect(seen).toEqual({ ai: ['server'], general: ['server', 'web'] });
  });

  it('each hook is called as a method of the check object the rule defines', () => {
    const receivers: string[] = [];
    const check = {
      name: 'the check object',
      document(this: { name: string }) {
        receivers.push(`document: ${this.name}`);
      },
      object(this: { name: string }) {
        receivers.push(`object: ${this.name}`);
      },
      collect(this: { name: string }) {
        receivers.push(`collect: ${this.name}`);
        return undefined;
      },
      podSpec(this: { name: string }) {
        receivers.push(`podSpec: ${this.name}`);
      },
    };
    const rule = defineRule({ id: 'test-receiver', family: 'input', level: 'note', scope: 'general', summary: 'test', check });
    const linter = new Linter({ rules: [rule], config: resolveConfig({}) });
    linter.lintText('app.yaml', STREAM);
    linter.finish();
    expect(receivers).toEqual([
      'document: the check object',
      'object: the check object',
      'collect: the check object',
      'podSpec: the check object',
      'document: the check object',
      'object: the check object',
      'collect: the check object',
    ]);
  });

  it('a file linted for facts only runs the collect hooks: its objects are indexed, its own rules do not run', () => {
    const calls: string[] = [];
    const rule = defineRule({
      id: 'test-facts-only',
      family: 'input',
      level: 'note',
      scope: 'general',
      summary: 'test',
      check: {
        document: () => void calls.push('document'),
        object: (object) => void calls.push(`object ${object.name}`),
        collect: (object) => {
          calls.push(`collect ${object.name}`);
          return object.kind;
        },
        podSpec: () => void calls.push('podSpec'),
        input: (index, ctx) => void calls.push(`input ${index.objects.map((o) => `${o.name}=${String(ctx.facts(o))}`).join(' ')}`),
      },
    });
    const linter = new Linter({ rules: [rule], config: resolveConfig({}) });
    linter.lintText('app.yaml', STREAM, undefined, undefined, { factsOnly: true });
    linter.finish();
    expect(calls).toEqual(['collect server', 'collect settings', 'input server=Deployment settings=ConfigMap']);
  });
});
