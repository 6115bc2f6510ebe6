// The validator and the CRD compiler on their own: structural-schema semantics, and hostile
// input (deep nesting, huge lists and maps, prototype keys) that must never throw or run away.
import { describe, expect, it } from 'vitest';
import unknownRule from '../../rules/schema-unknown-field/rule.js';
import invalidRule from '../../rules/schema-invalid-value/rule.js';
import { objectsOfDocument } from '../../src/k8s/objects.js';
import { compileCrd } from '../../src/kube-schema/crd.js';
import { ANY, objectNode, scalar, type ObjectNode, type SchemaNode } from '../../src/kube-schema/nodes.js';
import { MAX_ISSUES, validate, type ValidateOptions } from '../../src/kube-schema/validate.js';
import { expectWithin } from '../helpers/growth.js';
import { lintYaml } from '../helpers/rule-tester.js';

const OPTS: ValidateOptions = { base: [], schemaLabel: 'the test schema', unknownFields: true };

function crdObject(value: unknown) {
  const [view] = objectsOfDocument(value).objects;
  return view!;
}

function crdOf(schema: unknown, extra: Record<string, unknown> = {}, apiVersion = 'apiextensions.k8s.io/v1') {
  return crdObject({
    apiVersion,
    kind: 'CustomResourceDefinition',
    metadata: { name: 'things.example.com' },
    spec: {
      group: 'example.com',
      names: { kind: 'Thing', plural: 'things' },
      scope: 'Namespaced',
      versions: [{ name: 'v1', served: true, storage: true, schema: { openAPIV3Schema: schema } }],
      ...extra,
    },
  });
}

describe('CRD schemas', () => {
  it('compiles types, enums, int-or-string, maps, lists and the implicit root fields', () => {
    const compiled = compileCrd(
      crdOf({
        type: 'object',
        properties: {
          spec: {
            type: 'object',
            description: 'dropped',
            properties: {
              size: { type: 'string', enum: ['s', 'm'] },
              port: { 'x-kubernetes-int-or-string': true, anyOf: [{ type: 'integer' }, { type: 'string' }] },
              labels: { type: 'object', additionalProperties: { type: 'string' } },
              items: { type: 'array', items: { type: 'integer' } },
              free: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true },
              json: { 'x-kubernetes-preserve-unknown-fields': true },
              nullable: { type: 'string', nullable: true },
            },
          },
        },
      }),
    )!;
    const root = compiled.schemas.get('v1')!;
    expect(root.embedded).toBe(true);
    expect([...root.fields().keys()].sort()).toEqual(['spec', 'status']);
    const value = {
      apiVersion: 'example.com/v1',
      kind: 'Thing',
      metadata: { name: 'x' },
      spec: {
        size: 'l',
        port: 'http',
        labels: { a: 1 },
        items: [1, 'two'],
        free: { any: { thing: true } },
        json: [1],
        nullable: null,
        extra: 1,
      },
      status: { whatever: 1 },
    };
    expect(validate(value, root, OPTS).map((i) => `${i.kind} ${i.path.join('.')}`)).toEqual([
      'invalid-value spec.size',
      'invalid-value spec.labels.a',
      'invalid-value spec.items.1',
      'unknown-field spec.extra',
    ]);
  });

  it('checks embedded resources: apiVersion, kind and metadata are known, other fields per the schema', () => {
    const meta = objectNode(
      'ObjectMeta',
      new Map<string, SchemaNode>([
        ['name', scalar('string')],
        ['labels', { kind: 'map', values: scalar('string') }],
      ]),
    );
    const compiled = compileCrd(
      crdOf({
        type: 'object',
        properties: {
          spec: {
            type: 'object',
            properties: {
              template: {
                type: 'object',
                'x-kubernetes-embedded-resource': true,
                properties: { spec: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true } },
              },
            },
          },
        },
      }),
    )!;
    const value = {
      spec: { template: { apiVersion: 'v1', kind: 'Pod', metadata: { name: 'p', label: {} }, spec: { anything: 1 }, other: 1 } },
    };
    const issues = validate(value, compiled.schemas.get('v1')!, { ...OPTS, objectMeta: meta });
    expect(issues.map((i) => i.path.join('.'))).toEqual(['spec.template.metadata.label', 'spec.template.other']);
    expect(issues[0]!.message).toMatch(/did you mean "labels"/);
  });

  it('honours preserveUnknownFields (v1beta1 keeps unknown fields unless it says false) and v1beta1 spec.validation', () => {
    const v1beta1 = compileCrd(
      crdObject({
        apiVersion: 'apiextensions.k8s.io/v1beta1',
        kind: 'CustomResourceDefinition',
        metadata: { name: 'things.example.com' },
        spec: {
          group: 'example.com',
          names: { kind: 'Thing', plural: 'things' },
          version: 'v1',
          validation: {
            openAPIV3Schema: { type: 'object', properties: { spec: { type: 'object', properties: { a: { type: 'integer' } } } } },
          },
        },
      }),
    )!;
    expect(v1beta1.preserveUnknownFields).toBe(true);
    expect(v1beta1.schemas.has('v1')).toBe(true);
    expect(compileCrd(crdOf({ type: 'object' }, { preserveUnknownFields: true }))!.preserveUnknownFields).toBe(true);
    expect(compileCrd(crdOf({ type: 'object' }))!.preserveUnknownFields).toBe(false);
  });

  it('keeps one copy of a sub-schema repeated across the CRD', () => {
    const container = {
      type: 'object',
      properties: { name: { type: 'string' }, image: { type: 'string' }, args: { type: 'array', items: { type: 'string' } } },
    };
    const compiled = compileCrd(
      crdOf({
        type: 'object',
        properties: {
          spec: {
            type: 'object',
            properties: { a: container, b: structuredClone(container), c: { type: 'array', items: structuredClone(container) } },
          },
        },
      }),
    )!;
    const spec = compiled.schemas.get('v1')!.fields().get('spec') as ObjectNode;
    const c = spec.fields().get('c')!;
    expect(spec.fields().get('a')).toBe(spec.fields().get('b'));
    expect(c.kind === 'array' && c.items).toBe(spec.fields().get('a'));
  });

  it('compiles a hostile schema (deep, wide) to something bounded, without throwing', () => {
    let deep: Record<string, unknown> = { type: 'string' };
    for (let i = 0; i < 5000; i++) deep = { type: 'object', properties: { a: deep } };
    const wide = {
      type: 'object',
      properties: Object.fromEntries(
        Array.from({ length: 100_000 }, (_, i) => [`f${i}`, { type: 'object', properties: { x: { type: 'integer' } } }]),
      ),
    };
    expectWithin(5, () => {
      expect(compileCrd(crdOf(deep))?.schemas.get('v1')).toBeDefined();
      expect(compileCrd(crdOf(wide))?.schemas.get('v1')).toBeDefined();
      expect(compileCrd(crdOf('not a schema'))?.schemas.has('v1')).toBe(false);
    });
  });
});

describe('hostile values', () => {
  const recursive: ObjectNode = {
    kind: 'object',
    name: 'R',
    open: false,
    fields: () =>
      new Map<string, SchemaNode>([
        ['a', recursive],
        ['n', scalar('integer')],
      ]),
  };

  it('stops at the depth cap on deep nesting', () => {
    let value: Record<string, unknown> = { n: 'x' };
    for (let i = 0; i < 100_000; i++) value = { a: value };
    expect(validate(value, recursive, OPTS)).toEqual([]);
  });

  it('caps the work and the findings on huge lists and maps', () => {
    expectWithin(5, () => {
      const list = { kind: 'array', items: scalar('integer') } as const;
      expect(
        validate(
          Array.from({ length: 1_000_000 }, () => 'x'),
          list,
          OPTS,
        ),
      ).toHaveLength(MAX_ISSUES);
      const wide = Object.fromEntries(Array.from({ length: 300_000 }, (_, i) => [`k${i}`, 1]));
      expect(validate(wide, recursive, OPTS)).toHaveLength(MAX_ISSUES);
      expect(validate(wide, { kind: 'map', values: scalar('integer') }, OPTS)).toEqual([]);
    });
  });

  it('reads prototype-looking keys as plain keys', () => {
    const value = JSON.parse('{"__proto__": {"n": 1}, "constructor": 1, "toString": {}, "n": 2}') as unknown;
    expect(validate(value, recursive, OPTS).map((i) => i.path.join('.'))).toEqual(['__proto__', 'constructor', 'toString']);
    expect(validate(1, ANY, OPTS)).toEqual([]);
  });

  it('lints hostile manifests without a crash', () => {
    const deepAnnotations = `apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\n  annotations:\n${Array.from({ length: 300 }, (_, i) => `${'  '.repeat(i + 2)}a:`).join('\n')} 1\nspec:\n  containers: [{name: c, image: i}]\n`;
    const hugeEnv = `apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers:\n    - name: c\n      image: i\n      env:\n${Array.from({ length: 20_000 }, (_, i) => `        - {name: V${i}, valu: "${i}"}`).join('\n')}\n`;
    const wrongEverywhere =
      'apiVersion: v1\nkind: Pod\nmetadata: [1, 2]\nspec: "abc"\n---\napiVersion: apps/v1\nkind: Deployment\nmetadata: {name: d}\nspec:\n  template:\n    spec:\n      containers: [42, null, "x", {name: c, image: [i], resources: {limits: [1], requests: "x"}}]\n      volumes: 7\n';
    for (const yaml of [deepAnnotations, hugeEnv, wrongEverywhere]) {
      const found = lintYaml(yaml, [unknownRule, invalidRule]);
      expect(found.length).toBeGreaterThan(0);
      expect(found.length).toBeLessThanOrEqual(2 * MAX_ISSUES);
    }
  });
});
