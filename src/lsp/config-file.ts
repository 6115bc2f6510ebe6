// The config file itself (.ai-k8s-lint.yaml) as the editor shows it: every problem the CLI would
// stop on (exit 2), at the key it is about. The checks are the CLI's (config/load.ts): YAML syntax,
// a mapping at the top, unknown rule ids with a did-you-mean, then the JSON schema.
import { basename } from 'node:path';
import { DiagnosticSeverity, type Diagnostic } from 'vscode-languageserver';
import { CONFIG_NAMES } from '../config/load.js';
import { closest } from '../config/suggest.js';
import { printable } from '../core/printable.js';
import type { JsonPath } from '../core/types.js';
import { isObject } from '../k8s/values.js';
import { loadYaml, type LoadedFile } from '../yaml/load.js';
import { SOURCE } from './diagnostics.js';
import { startsWithBom, toLspRange } from './positions.js';
import { pointerToPath } from '../config/schema-problems.js';

/** A config with more problems than this shows the first ones: a pasted manifest would give thousands. */
const MAX_PROBLEMS = 100;
/** Characters of a key quoted in a message. */
const KEY_CHARS = 60;

export function isConfigFile(path: string): boolean {
  return CONFIG_NAMES.includes(basename(path));
}

interface Problem {
  path?: JsonPath;
  start?: number;
  end?: number;
  message: string;
}

function quoted(key: string): string {
  return printable(JSON.stringify(key.length > KEY_CHARS ? `${key.slice(0, KEY_CHARS)}…` : key));
}

interface SchemaError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

function explain(error: SchemaError): string {
  switch (error.keyword) {
    case 'additionalProperties':
      return `unknown key ${quoted(String(error.params.additionalProperty))}`;
    case 'enum':
      return `expected one of ${(error.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'type':
      return `expected ${String(error.params.type)}`;
    case 'required':
      return `missing required key "${String(error.params.missingProperty)}"`;
    default:
      return `expected a value that ${error.message ?? 'matches the schema'}`;
  }
}

/** Unknown rule ids under `rules:` and `overrides[].rules:`, at their keys. */
function unknownRules(value: Record<string, unknown>, ruleIds: readonly string[]): Problem[] {
  const maps: { path: JsonPath; rules: unknown }[] = [{ path: ['rules'], rules: value.rules }];
  if (Array.isArray(value.overrides))
    value.overrides.forEach((o, i) => maps.push({ path: ['overrides', i, 'rules'], rules: isObject(o) ? o.rules : undefined }));
  const known = new Set(ruleIds);
  const out: Problem[] = [];
  for (const { path, rules } of maps) {
    if (!isObject(rules)) continue;
    for (const id of Object.keys(rules)) {
      if (known.has(id)) continue;
      const guess = closest(id, ruleIds);
      out.push({ path: [...path, id], message: `unknown rule ${quoted(id)}${guess ? ` (did you mean "${guess}"?)` : ''}` });
    }
  }
  return out;
}

async function schemaProblems(value: Record<string, unknown>): Promise<Problem[]> {
  const { validate } = await import('../generated/config-validator.js');
  if (validate(value)) return [];
  const out: Problem[] = [];
  const seen = new Set<string>();
  const errors = (validate.errors ?? []) as SchemaError[];
  // Of anyOf's branches, the one the value came closest to speaks: a level where [level, options]
  // was written is not "expected one of off, ...", when its options have a mistake deeper down.
  const deeper = (e: SchemaError) => errors.some((o) => o.instancePath.startsWith(`${e.instancePath}/`));
  for (const error of errors) {
    // anyOf repeats what its branches said.
    if (error.keyword === 'anyOf' || ((error.keyword === 'enum' || error.keyword === 'type') && deeper(error))) continue;
    const path = pointerToPath(error.instancePath);
    const at = error.keyword === 'additionalProperties' ? [...path, String(error.params.additionalProperty)] : path;
    const key = JSON.stringify(at);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ path: at, message: explain(error) });
  }
  return out;
}

/** Where a problem is: its key (the nearest existing parent for a missing one), else the file's start. */
function rangeOf(loaded: LoadedFile, p: Problem): { start: number; end: number } {
  if (p.start !== undefined) return { start: p.start, end: p.end ?? p.start };
  const doc = loaded.documents[0];
  const at = p.path && doc?.locate(p.path, (o) => loaded.lines.lineEnd(o));
  return at ?? { start: 0, end: 0 };
}

export async function configFileDiagnostics(text: string, ruleIds: readonly string[]): Promise<Diagnostic[]> {
  const loaded = loadYaml(text, 'core');
  let problems: Problem[];
  if (loaded.problems.length > 0) {
    problems = loaded.problems.map((p) => ({ start: p.start, end: p.end, message: p.message }));
  } else {
    const value = loaded.documents[0]?.value ?? {};
    if (!isObject(value)) problems = [{ path: [], message: 'the config must be a mapping (rules:, settings:, ...)' }];
    else {
      // Unknown rule ids with their did-you-mean; the schema would only call them unknown keys.
      const unknown = unknownRules(value, ruleIds);
      const said = new Set(unknown.map((p) => JSON.stringify(p.path)));
      problems = [...unknown, ...(await schemaProblems(value)).filter((p) => !said.has(JSON.stringify(p.path)))];
      problems.sort((a, b) => rangeOf(loaded, a).start - rangeOf(loaded, b).start);
    }
  }
  const bom = startsWithBom(text);
  return problems.slice(0, MAX_PROBLEMS).map((p) => {
    const { start, end } = rangeOf(loaded, p);
    return {
      range: toLspRange({ start: loaded.lines.position(start), end: loaded.lines.position(end) }, bom),
      severity: DiagnosticSeverity.Error,
      source: SOURCE,
      code: 'config',
      message: p.message,
    };
  });
}
