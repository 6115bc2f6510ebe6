import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config/resolve.js';
import { Linter } from '../../src/engine/linter.js';
import type { IndexedObject } from '../../src/engine/object-index.js';
import { defineRule } from '../../src/engine/rule.js';
import { marked, markOf } from '../helpers/manifests.js';

// A cross-object rule used only here: every ConfigMap needs a Pod in the same namespace.
const orphanConfigMap = defineRule({
  id: 'test-orphan-configmap',
  family: 'input',
  level: 'warning',
  scope: 'general',
  summary: 'test rule',
  check: {
    collect(object, _pods, ctx) {
      return object.kind === 'Pod' ? undefined : { nameAt: ctx.anchor([...object.path, 'metadata', 'name']) };
    },
    input(index, ctx) {
      for (const cm of index.ofKind('', 'ConfigMap')) {
        const pods = index.ofKind('', 'Pod').filter((p) => p.namespace === cm.namespace);
        const at = ctx.facts<{ nameAt?: import('../../src/core/types.js').Range }>(cm)?.nameAt;
        if (pods.length === 0)
          ctx.report({ object: cm, message: `no Pod in ${cm.namespace}`, range: cm.name === 'three' ? at : undefined });
      }
    },
  },
});

describe('object index and cross-object rules', () => {
  // The kind lines are marked, and the range the rule reports `three` at (its name).
  const a = marked`
    apiVersion: v1
    kind: ConfigMap  # <-- here
    metadata: {name: one, namespace: ml}
    ---
    apiVersion: v1
    kind: List
    items:
      - apiVersion: v1
        kind: ConfigMap  # <-- here
        metadata:
          name: two
          namespace: web
          annotations: {ai-k8s-lint.io/ignore: test-orphan-configmap}
  `;
  const b = marked`
    # ai-k8s-lint-disable-next-line test-orphan-configmap
    ---
    apiVersion: v1
    kind: Pod  # <-- here
    metadata: {name: p, namespace: ml}
    ---
    apiVersion: v1
    kind: ConfigMap  # <-- here
    metadata: {⟦name: three⟧, namespace: batch}
  `;
  const linter = new Linter({ rules: [orphanConfigMap], config: resolveConfig({}) });
  linter.lintText('a.yaml', a.text);
  linter.lintText('b.yaml', b.text);
  linter.finish();

  it('indexes every object with apply order and the kind line', () => {
    expect(linter.index.objects.map((o) => [o.kind, o.name, o.file, o.order, o.range.start.line])).toEqual([
      ['ConfigMap', 'one', 'a.yaml', 0, a.lines[0]],
      ['ConfigMap', 'two', 'a.yaml', 1, a.lines[1]],
      ['Pod', 'p', 'b.yaml', 2, b.lines[0]],
      ['ConfigMap', 'three', 'b.yaml', 3, b.lines[1]],
    ]);
    expect(linter.index.get('', 'Pod', 'ml', 'p')).toHaveLength(1);
    expect(linter.index.ofKind('', 'ConfigMap')).toHaveLength(3);
  });

  it('lists the objects of a kind per namespace, a missing namespace counting as default', () => {
    const l = new Linter({ rules: [], config: resolveConfig({}) });
    l.lintText(
      'n.yaml',
      'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\n---\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: b, namespace: default}\n---\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: c, namespace: ml}\n---\napiVersion: v1\nkind: Secret\nmetadata: {name: s, namespace: ml}\n',
    );
    l.finish();
    expect(l.index.inNamespace('', 'ConfigMap', 'default').map((o) => o.name)).toEqual(['a', 'b']);
    expect(l.index.inNamespace('', 'ConfigMap', 'ml').map((o) => o.name)).toEqual(['c']);
    expect(l.index.inNamespace('', 'Secret', 'default')).toEqual([]);
  });

  it('reports cross-object findings at the kind line (or the range the rule gives), with annotation suppression', () => {
    expect(linter.findings.map((f) => [f.file, f.message, !!f.suppressed])).toEqual([
      ['a.yaml', 'no Pod in web', true],
      ['b.yaml', 'no Pod in batch', false],
    ]);
    expect(linter.findings[0]!.range.start.line).toBe(a.lines[1]);
    expect(markOf(linter.findings[1]!.range)).toEqual(b.marks[2]);
    expect(linter.findings[0]!.snippet?.text).toBe('    kind: ConfigMap');
  });

  it('a disable-next-line comment above apiVersion covers the kind line', () => {
    const c = marked`
      # ai-k8s-lint-disable-next-line test-orphan-configmap -- shared config
      apiVersion: v1
      kind: ConfigMap  # <-- here
      metadata: {name: c, namespace: x}
      ---
      apiVersion: v1
      kind: ConfigMap  # <-- here
      metadata: {name: d, namespace: y}
    `;
    const l = new Linter({ rules: [orphanConfigMap], config: resolveConfig({}) });
    l.lintText('c.yaml', c.text);
    l.finish();
    expect(l.findings.map((f) => [f.range.start.line, f.suppressed?.justification])).toEqual([
      [c.lines[0], 'shared config'],
      [c.lines[1], undefined],
    ]);
  });

  it('collect keeps per-object facts only when the rule returns some', () => {
    expect(linter.index.objects.map((o) => Object.keys((o as IndexedObject).facts))).toEqual([
      ['test-orphan-configmap'],
      ['test-orphan-configmap'],
      [],
      ['test-orphan-configmap'],
    ]);
  });
});
