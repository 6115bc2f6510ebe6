// reviewdog's rdjson (DiagnosticResult). reviewdog publishes a JSON Schema for it, but one that
// allows any extra field, while reviewdog itself parses with protojson, which rejects fields it
// does not know. So the oracle here is stricter: every message of proto/rdf/reviewdog.proto with
// exactly its fields (snake_case, as the proto names them), 1-based int32 lines and columns.
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { runCli, tempTree } from '../helpers/run-cli.js';

const int32 = { type: 'integer', minimum: 1, maximum: 2 ** 31 - 1 };
const position = { type: 'object', additionalProperties: false, required: ['line'], properties: { line: int32, column: int32 } };
const range = { type: 'object', additionalProperties: false, required: ['start'], properties: { start: position, end: position } };
const severity = { enum: ['UNKNOWN_SEVERITY', 'ERROR', 'WARNING', 'INFO'] };
const named = (key: string) => ({
  type: 'object',
  additionalProperties: false,
  required: [key],
  properties: { [key]: { type: 'string', minLength: 1 }, url: { type: 'string', format: 'uri' } },
});
const diagnostic = {
  type: 'object',
  additionalProperties: false,
  required: ['message', 'location', 'severity', 'code'],
  properties: {
    message: { type: 'string', minLength: 1 },
    location: {
      type: 'object',
      additionalProperties: false,
      required: ['path', 'range'],
      properties: { path: { type: 'string', minLength: 1 }, range },
    },
    severity,
    source: named('name'),
    code: named('value'),
    suggestions: { type: 'array' },
    original_output: { type: 'string' },
  },
};
const DIAGNOSTIC_RESULT = {
  type: 'object',
  additionalProperties: false,
  required: ['diagnostics', 'source'],
  properties: { diagnostics: { type: 'array', items: diagnostic }, source: named('name'), severity },
};

function validator() {
  const ajv = new Ajv({ allErrors: true, strict: true });
  addFormats.default(ajv);
  return ajv.compile(DIAGNOSTIC_RESULT);
}

const POD = [
  'apiVersion: v1',
  'kind: Pod',
  'metadata: {name: "é😀", namespace: ml, annotations: {ai-k8s-lint.io/ignore: image-tag-mutable}}',
  'spec:',
  '  containers: [{name: "ü😀", image: busybox, resources: {limits: {nvidia.com/gpu: "0.5", cpu: "1", memory: 1Gi}}}]',
  '',
].join('\n');

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('-f rdjson', () => {
  const unsuppressed = POD.replace(', annotations: {ai-k8s-lint.io/ignore: image-tag-mutable}', '').replace('é😀', 'other');
  const dir = tempTree({ 'deploy/ünï pod.yaml': POD, 'other.yaml': unsuppressed, 'broken.yaml': 'a: [\n' });
  const run = runCli(['-f', 'rdjson', '.'], { cwd: dir });
  const result = JSON.parse(run.stdout) as Json;
  const json = JSON.parse(runCli(['-f', 'json', '.'], { cwd: dir }).stdout) as Json;
  const shown = (json.findings as Json[]).filter((f) => !f.suppressed);

  it('is a DiagnosticResult with only the fields reviewdog knows', () => {
    expect(run.code).toBe(1);
    const validate = validator();
    validate(result);
    expect(validate.errors ?? []).toEqual([]);
  });

  it('the oracle rejects a field reviewdog does not know', () => {
    const validate = validator();
    const extra = structuredClone(result);
    extra.diagnostics[0].related_locations = [];
    expect(validate(extra)).toBe(false);
  });

  it('has one diagnostic per shown finding: severity, path, rule code and its page', () => {
    expect(result.source).toEqual({ name: 'ai-k8s-lint', url: 'https://github.com/ai-k8s-lint/ai-k8s-lint' });
    expect(result.diagnostics.map((d: Json) => [d.code.value, d.location.path, d.message])).toEqual(
      shown.map((f) => [f.ruleId, f.file, f.message]),
    );
    expect(new Set(shown.map((f) => f.level))).toEqual(new Set(['error', 'warning', 'note']));
    const severity = { error: 'ERROR', warning: 'WARNING', note: 'INFO' } as Record<string, string>;
    expect(result.diagnostics.map((d: Json) => d.severity)).toEqual(shown.map((f) => severity[f.level]));
    for (const d of result.diagnostics)
      expect(d.code.url).toBe(`https://github.com/ai-k8s-lint/ai-k8s-lint/blob/v0.1.0/docs/rules/${d.code.value}.md`);
    // The suppressed finding is not a diagnostic; the same one in the other file is.
    expect(result.diagnostics.filter((d: Json) => d.code.value === 'image-tag-mutable').map((d: Json) => d.location.path)).toEqual([
      'other.yaml',
    ]);
  });

  it('counts columns in UTF-8 bytes, as rdjson does, with an exclusive end', () => {
    const line = POD.split('\n')[4]!;
    const finding = shown.find((f) => f.ruleId === 'gpu-quantity-invalid')!;
    const diag = result.diagnostics.find((d: Json) => d.code.value === 'gpu-quantity-invalid');
    const bytes = (column: number) => Buffer.byteLength(line.slice(0, column - 1)) + 1;
    expect(diag.location.range).toEqual({
      start: { line: 5, column: bytes(finding.range.start.column) },
      end: { line: 5, column: bytes(finding.range.end.column) },
    });
    // Three bytes more than UTF-16 units before it (ü: 2 bytes for 1 unit, 😀: 4 for 2).
    expect(diag.location.range.start.column).toBe(finding.range.start.column + 3);
    const text = Buffer.from(line);
    expect(text.subarray(diag.location.range.start.column - 1, diag.location.range.end.column - 1).toString()).toBe(
      line.slice(finding.range.start.column - 1, finding.range.end.column - 1),
    );
  });

  it('a clean run is an empty list', () => {
    const clean = runCli(['-f', 'rdjson', '.'], { cwd: tempTree({ 'cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\n' }) });
    expect(clean.code).toBe(0);
    expect(JSON.parse(clean.stdout)).toEqual({ source: result.source, diagnostics: [] });
  });
});
