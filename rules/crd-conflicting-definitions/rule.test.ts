import { describe, expect, it } from 'vitest';
import rule from './rule.js';
import schemaRule from '../schema-unknown-field/rule.js';
import { resolveConfig } from '../../src/config/resolve.js';
import { Linter } from '../../src/engine/linter.js';
import { testRule } from '../../test/helpers/rule-tester.js';

/** A ModelServer CRD; `fields` are the properties of spec (12-space indent in the flow map). */
const crd = (fields = 'model: {type: string}', versions = 'v1') => `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: modelservers.serving.example.com
spec:
  group: serving.example.com
  names: {kind: ModelServer, plural: modelservers}
  scope: Namespaced
  versions:
${versions
  .split(',')
  .map(
    (v, i) => `    - name: ${v}
      served: true
      storage: ${i === 0}
      schema:
        openAPIV3Schema:
          type: object
          properties:
            spec: {type: object, properties: {${fields}}}
`,
  )
  .join('')}`;

const server = (spec = 'model: meta-llama/Llama-3.1-8B') => `apiVersion: serving.example.com/v1
kind: ModelServer
metadata: {name: llama}
spec: {${spec}}
`;

testRule(rule, {
  valid: [
    { name: 'one definition', yaml: crd() },
    { name: 'the same definition twice', yaml: `${crd()}---\n${crd()}` },
    {
      name: 'key order and descriptions differ only',
      yaml: `${crd('model: {type: string, description: a}')}---\n` + `${crd('model: {description: b, type: string}')}`,
    },
    {
      name: 'key order differs in a list item, descriptions differ in nested objects',
      yaml:
        `${crd('model: {type: array, items: {type: string, enum: [a, b], description: x}}, n: {type: integer, description: y}')}---\n` +
        `${crd('n: {description: z, type: integer}, model: {items: {enum: [a, b], type: string}, type: array}')}`,
    },
    {
      name: 'two CRDs of different names',
      yaml: `${crd()}---\n${crd()
        .replace(/modelservers/g, 'modeladapters')
        .replace('ModelServer', 'ModelAdapter')}`,
    },
  ],
  invalid: [
    {
      name: 'a field only one copy has',
      yaml: `${crd('model: {type: string}, maxReplicas: {type: integer}')}---\n${crd()}`,
      lines: [20],
      messages: [/defined differently here and at line 2 \(the schema or settings of v1 differ\)/],
    },
    {
      name: 'another version list',
      yaml: `${crd(undefined, 'v1,v1beta1')}---\n${crd()}`,
      lines: [28],
      messages: [/\(versions v1, v1beta1 there, v1 here\)/],
    },
    {
      name: 'an item of a list differs',
      yaml: `${crd('model: {type: string, enum: [a, b]}')}---\n${crd('model: {type: string, enum: [a, c]}')}`,
      lines: [20],
      messages: [/the schema or settings of v1 differ/],
    },
    {
      name: 'a value differs only in type (a string "1" against the number 1)',
      yaml: `${crd('model: {type: string, maxLength: "1"}')}---\n${crd('model: {type: string, maxLength: 1}')}`,
      lines: [20],
    },
    {
      name: 'three definitions, two different: reported once',
      yaml: `${crd()}---\n${crd()}---\n${crd('model: {type: integer}')}`,
      lines: [38],
    },
  ],
});

describe('crd-conflicting-definitions across apply units', () => {
  const lint = (files: [string, string][]) => {
    const linter = new Linter({ rules: [rule, schemaRule], config: resolveConfig({}) });
    for (const [name, text] of files) linter.lintText(name, text);
    linter.finish();
    return linter.findings.map((f) => `${f.ruleId} ${f.file}:${f.range.start.line}`);
  };
  const withReplicas = crd('model: {type: string}, maxReplicas: {type: integer}');
  const uses = server('model: m, maxReplicas: 4');

  it('is run-wide: copies in different directories are compared', () => {
    expect(
      lint([
        ['config/crd/modelservers.yaml', withReplicas],
        ['charts/server/crds/modelservers.yaml', crd()],
      ]),
    ).toEqual(['crd-conflicting-definitions charts/server/crds/modelservers.yaml:2']);
  });

  it('checks a resource against the definition of its own unit, whatever the argument order', () => {
    // The sample sits with the chart's stale copy: its maxReplicas is unknown there.
    const chart: [string, string][] = [
      ['charts/server/crds.yaml', crd()],
      ['charts/server/sample.yaml', uses],
    ];
    const source: [string, string] = ['config/crd/modelservers.yaml', withReplicas];
    for (const files of [
      [source, ...chart],
      [...chart, source],
    ]) {
      expect(lint(files).filter((f) => f.startsWith('schema-unknown-field'))).toEqual(['schema-unknown-field charts/server/sample.yaml:4']);
    }
  });

  it('without a definition in its unit, a field is accepted when any definition has it, whatever the argument order', () => {
    const files: [string, string][] = [
      ['config/crd/a.yaml', withReplicas],
      ['charts/crds/b.yaml', crd()],
      ['samples/s.yaml', uses],
    ];
    for (const order of [files, [...files].reverse()]) {
      expect(lint(order).filter((f) => f.startsWith('schema-unknown-field'))).toEqual([]);
    }
    // A field neither definition has is still unknown.
    const typo = server('model: m, maxReplica: 4');
    expect(lint([files[0]!, files[1]!, ['samples/s.yaml', typo]]).filter((f) => f.startsWith('schema-unknown-field'))).toEqual([
      'schema-unknown-field samples/s.yaml:4',
    ]);
  });
});
