import rule from './rule.js';
import { lintYaml, testRule } from '../../test/helpers/rule-tester.js';
import { expect, it } from 'vitest';

const cm = (data: string) => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\n${data}`;

testRule(rule, {
  valid: [
    cm('data:\n  a: "yes"\n  b: "0644"\n'),
    cm('immutable: true\n'),
    cm('data:\n  mode: "0o644"\n'),
    'apiVersion: v1\nkind: Secret\nmetadata:\n  name: s\ntype: Opaque\nstringData:\n  count: "089"\n',
    'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: d\nspec:\n  replicas: 3\n',
    { name: '08080 is 8080 for both readings', yaml: cm('spec:\n  port: 08080\n') },
    {
      name: 'octal items mode: the octal reading is the intent',
      yaml:
        'apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\nspec:\n  ' +
        'containers: [{name: c, image: x}]\n  volumes:\n    - name: v\n      secret:\n        secretName: s\n        items:\n          - ' +
        'key: k\n            path: p\n            mode: 0400\n',
    },
    {
      name: 'octal defaultMode of a projected volume',
      yaml:
        'apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\nspec:\n  containers: ' +
        '[{name: c, image: x}]\n  volumes:\n    - name: v\n      projected:\n        defaultMode: 0644\n        sources: []\n',
    },
  ],
  invalid: [
    {
      name: 'label value yes is rejected by kubectl',
      yaml: 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\n  ' + 'labels:\n    gpu: yes\n',
      lines: [6],
      messages: [/kubectl rejects/],
    },
    {
      name: 'args item',
      yaml:
        'apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\nspec:\n  containers:\n    - name: c\n      image: ' +
        'vllm/vllm-openai\n      args: ["--trust-remote-code", on]\n',
      lines: [9],
    },
    { name: 'boolean field with y', yaml: cm('immutable: y\n'), lines: [5], messages: [/boolean true for Kubernetes but the string "y"/] },
    {
      name: 'a leading-zero number outside file modes',
      yaml:
        'apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\nspec:\n  ' +
        'securityContext:\n    runAsUser: 01000\n  containers: [{name: c, image: x}]\n',
      positions: ['7:5-7:21'],
      messages: [/^01000 is read as the octal number 512 by Kubernetes but as 1000 by YAML 1\.2 tools; write 0o1000 for octal or 1000/],
    },
  ],
});

it('file modes are silent, string fields an error, others a warning', () => {
  const levels = lintYaml(
    'apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\n  labels: {a: on}\nspec:\n  hostIPC: no\n  volumes:\n    - ' +
      'name: v\n      configMap: {name: c, defaultMode: 0755}\n',
    [rule],
  ).map((f) => [f.range.start.line, f.level]);
  expect(levels).toEqual([
    [5, 'error'],
    [7, 'warning'],
  ]);
});
