// Finds, reads and validates the config file. Every problem is a ConfigError (exit code 2)
// naming the file, the line, the config path and what was expected.
import { resolve } from 'node:path';
import { printablePath } from '../files/describe-fs.js';
import { displayPath } from '../files/display-path.js';
import { FileReadError, MAX_BYTES, readNamedTextFile } from '../files/read-file.js';
import { loadYaml } from '../yaml/load.js';
import { isObject } from '../k8s/values.js';
import type { ConfigFile, ResolvedConfig } from './types.js';
import { resolveConfig } from './resolve.js';
import { closest } from './suggest.js';

export { CONFIG_NAMES, discoverConfig, findConfig } from './discover.js';

export class ConfigError extends Error {}

interface AjvError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

function pointerToPath(pointer: string): (string | number)[] {
  if (!pointer) return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

function describePath(path: (string | number)[]): string {
  return path.length === 0
    ? '(top level)'
    : path
        .map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`))
        .join('')
        .replace(/^\./, '');
}

function explain(error: AjvError): string {
  switch (error.keyword) {
    case 'additionalProperties':
      return `unknown key "${String(error.params.additionalProperty)}"`;
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

/** Unknown rule ids, with a did-you-mean, before the schema says "unknown key". */
export function checkRuleIds(rules: unknown, known: readonly string[], where: string): string[] {
  if (!isObject(rules)) return [];
  return Object.keys(rules)
    .filter((id) => !known.includes(id))
    .map((id) => {
      const guess = closest(id, known);
      return `${where}: unknown rule "${id}"${guess ? ` (did you mean "${guess}"?)` : ''}`;
    });
}

export async function loadConfigFile(
  path: string,
  ruleIds: readonly string[],
  options: { partial?: boolean; cwd?: string } = {},
): Promise<ResolvedConfig> {
  const cwd = options.cwd ?? process.cwd();
  const file = printablePath(displayPath(resolve(cwd, path), cwd));
  let text: string;
  try {
    text = readNamedTextFile(path, { cwd, maxBytes: MAX_BYTES.config });
  } catch (e) {
    if (!(e instanceof FileReadError)) throw e;
    throw new ConfigError(e.code === 'ENOENT' ? `${file}: config file not found` : `${file}: cannot read the config file (${e.reason})`);
  }
  const loaded = loadYaml(text, 'core');
  const syntax = loaded.problems[0];
  if (syntax) {
    const at = loaded.lines.position(syntax.start);
    throw new ConfigError(`${file}:${at.line}:${at.column}: ${syntax.message}`);
  }
  const doc = loaded.documents[0];
  const value = doc?.value ?? {};
  if (!isObject(value)) throw new ConfigError(`${file}:1:1: the config must be a mapping (rules:, settings:, ...)`);
  const where = (path: (string | number)[]) => {
    const at = doc?.locate(path, (o) => loaded.lines.lineEnd(o));
    const pos = at ? loaded.lines.position(at.start) : { line: 1, column: 1 };
    return `${file}:${pos.line}:${pos.column}: ${describePath(path)}`;
  };
  const problems = [
    ...checkRuleIds(value.rules, ruleIds, where(['rules'])),
    ...(Array.isArray(value.overrides)
      ? value.overrides.flatMap((o, i) => checkRuleIds(isObject(o) ? o.rules : undefined, ruleIds, where(['overrides', i, 'rules'])))
      : []),
  ];
  // The precompiled validator is large; only runs that have a config file load it.
  const { validate: validateSchema } = await import('../generated/config-validator.js');
  if (problems.length === 0 && !validateSchema(value)) {
    const seen = new Set<string>();
    for (const error of (validateSchema.errors ?? []) as AjvError[]) {
      // anyOf branches repeat the same complaint; keep the first per path.
      if (error.keyword === 'anyOf') continue;
      const path = pointerToPath(error.instancePath);
      const key = error.keyword === 'additionalProperties' ? [...path, String(error.params.additionalProperty)] : path;
      const line = `${where(key)}: ${explain(error)}`;
      if (seen.has(describePath(path))) continue;
      seen.add(describePath(path));
      problems.push(line);
    }
  }
  if (problems.length > 0) throw new ConfigError(`Invalid config:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return resolveConfig(value as ConfigFile, { path: resolve(cwd, path), partial: options.partial });
}
