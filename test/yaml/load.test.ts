import { describe, expect, it } from 'vitest';
import { loadYaml } from '../../src/yaml/load.js';
import { objectsOfDocument } from '../../src/k8s/objects.js';

describe('loadYaml', () => {
  it('reads multi-document streams and keeps going after a broken document', () => {
    const file = loadYaml('apiVersion: v1\nkind: A\n---\nkind: [\n---\napiVersion: v1\nkind: B\n');
    expect(file.documents.map((d) => d.index)).toEqual([0, 2]);
    expect(file.problems).toHaveLength(1);
    expect(file.problems[0]).toMatchObject({ kind: 'syntax', docIndex: 1 });
  });

  it('strips a BOM and handles CRLF line ends', () => {
    const file = loadYaml('\uFEFFapiVersion: v1\r\nkind: ConfigMap\r\nmetadata:\r\n  name: x\r\n');
    expect(file.documents[0]!.value).toEqual({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'x' } });
    expect(file.lines.lineText(2)).toBe('kind: ConfigMap');
  });

  it('reports duplicate keys as syntax errors at the duplicate', () => {
    const file = loadYaml('a: 1\nb: 2\na: 3\n');
    expect(file.problems[0]!.kind).toBe('syntax');
    expect(file.lines.position(file.problems[0]!.start).line).toBe(3);
    expect(file.problems[0]!.message).toMatch(/duplicate/i);
  });

  it('keeps the Helm # Source: path of each document', () => {
    const file = loadYaml(
      '---\n# Source: chart/templates/a.yaml\napiVersion: v1\nkind: A\n---\n# Source: chart/templates/b.yaml\napiVersion: v1\nkind: B\n',
    );
    expect(file.documents.map((d) => d.helmSource?.path)).toEqual(['chart/templates/a.yaml', 'chart/templates/b.yaml']);
  });

  it('reports an unrendered Helm template once and skips the file', () => {
    const file = loadYaml(
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {{ .Release.Name }}\n{{- if .Values.x }}\ndata:\n  a: b\n{{- end }}\n',
    );
    expect(file.problems.map((p) => p.kind)).toEqual(['unrendered-template']);
    expect(file.documents).toEqual([]);
  });

  it('treats a template that happens to parse (flow-map keys) as unrendered too', () => {
    const file = loadYaml('apiVersion: apps/v1\nkind: Deployment\nspec:\n  replicas: {{ .Values.replicas }}\n');
    expect(file.problems.map((p) => p.kind)).toEqual(['unrendered-template']);
  });

  it('leaves {{ }} inside string values alone (KServe, Argo)', () => {
    const file = loadYaml('apiVersion: v1\nkind: ConfigMap\ndata:\n  a: "{{.Name}}"\n  b: |\n    {{ inputs.parameters.x }}\n');
    expect(file.problems).toEqual([]);
    expect(file.documents).toHaveLength(1);
  });

  it('finds disable directives with ids and reasons', () => {
    const file = loadYaml(
      '# ai-k8s-lint-disable shm-missing\na: 1\n# ai-k8s-lint-disable-next-line gpu-quantity-invalid, shm-missing -- vendor default\nb: 2\n',
    );
    expect(file.directives.map((d) => [d.kind, d.ruleIds, d.justification])).toEqual([
      ['document', ['shm-missing'], undefined],
      ['next-line', ['gpu-quantity-invalid', 'shm-missing'], 'vendor default'],
    ]);
  });

  it('splits List items into objects and skips non-Kubernetes YAML', () => {
    const file = loadYaml(
      'apiVersion: v1\nkind: List\nitems:\n  - apiVersion: v1\n    kind: ConfigMap\n    metadata: {name: a}\n  - just: data\n  - apiVersion: v1\n    kind: Secret\n    metadata: {name: b}\n',
    );
    const { objects } = objectsOfDocument(file.documents[0]!.value);
    expect(objects.map((o) => [o.kind, o.name, o.path])).toEqual([
      ['ConfigMap', 'a', ['items', 0]],
      ['Secret', 'b', ['items', 2]],
    ]);
    expect(objectsOfDocument({ foo: 1 }).skipped).toBe(true);
    expect(objectsOfDocument({ apiVersion: 'v1', kind: 42 }).skipped).toBe(true);
  });

  it('reads JSON documents', () => {
    const file = loadYaml('{"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "x"}}');
    expect(objectsOfDocument(file.documents[0]!.value).objects[0]!.name).toBe('x');
  });
});
