// Finds, reads and validates the config file. Every problem is a ConfigError (exit code 2)
// naming the file, the line, the config path and what was expected.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { displayPath } from '../engine/files.js';
import { loadYaml } from '../yaml/load.js';
import { isObject } from '../model/values.js';
import type { ConfigFile, ResolvedConfig } from './types.js';
import { resolveConfig } from './resolve.js';
import { closest } from './suggest.js';

export const CONFIG_NAMES = ['.ai-k8s-lint.yaml', '.ai-k8s-lint.yml'];

export class ConfigError extends Error {}

/** Nearest config file from `start` upward, stopping at the repository root (the directory with .git). */
export function discoverConfig(start: string): string | undefined {
  let dir = resolve(start);
  for (;;) {
    for (const name of CONFIG_NAMES) {
      const candidate = join(dir, name);
      if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
    }
    if (existsSync(join(dir, '.git'))) return undefined;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

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
  return path.length === 0 ? '(top level)' : path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`)).join('').replace(/^\./, '');
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

export async function loadConfigFile(path: string, ruleIds: readonly string[], options: { partial?: boolean; cwd?: string } = {}): Promise<ResolvedConfig> {
  const file = displayPath(resolve(path), options.cwd ?? process.cwd());
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    throw new ConfigError(`${file}: cannot read the config file (${(e as NodeJS.ErrnoException).code ?? String(e)})`);
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
    ...(Array.isArray(value.overrides) ? value.overrides.flatMap((o, i) => checkRuleIds(isObject(o) ? o.rules : undefined, ruleIds, where(['overrides', i, 'rules']))) : []),
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
  return resolveConfig(value as ConfigFile, { path: resolve(path), partial: options.partial });
}
