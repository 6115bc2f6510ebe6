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
import { schemaProblems } from './schema-problems.js';
import { printable } from '../core/printable.js';

export { CONFIG_NAMES, discoverConfig, findConfig } from './discover.js';

export class ConfigError extends Error {}

/** A config with more problems than this lists the first ones and counts the rest. */
export const MAX_CONFIG_PROBLEMS = 50;
/** Characters of one key shown in a config path. */
const KEY_CHARS = 60;
/** Characters of one problem line: a config from a pull request cannot flood the log. */
const LINE_CHARS = 400;

function clip(s: string, max: number): string {
  if (s.length <= max) return s;
  // Never cut a surrogate pair in two: printable() would show the half as an escape.
  const cut = /[\ud800-\udbff]/.test(s[max - 1]!) ? max - 1 : max;
  return `${s.slice(0, cut)}…`;
}

/**
 * A config path as `nodePools[0].gpu.count`. Keys come from the file (a pull request may hold
 * anything): a key that is not a plain name is shown quoted, `settings["a\u001b[31m"]`, and
 * printable() makes whatever a terminal would act on visible.
 */
export function describePath(path: readonly (string | number)[]): string {
  if (path.length === 0) return '(top level)';
  const parts = path.map((p, i) => {
    if (typeof p === 'number') return `[${p}]`;
    const key = clip(p, KEY_CHARS);
    if (/^[A-Za-z0-9_./-]+$/.test(key)) return i === 0 ? key : `.${key}`;
    return `[${printable(JSON.stringify(key))}]`;
  });
  return parts.join('');
}

/** Unknown rule ids of --rule, --explain and the API's rules, with a did-you-mean. */
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
  const at = (offset: number) => loaded.lines.position(offset);
  if (loaded.problems.length > 0)
    throw invalid(
      file,
      loaded.problems.map((p) => ({ at: at(p.start), text: p.message })),
    );
  const doc = loaded.documents[0];
  const value = doc?.value ?? {};
  if (!isObject(value)) throw new ConfigError(`${file}:1:1: the config must be a mapping (rules:, settings:, ...)`);
  // The precompiled validator is large; only runs that have a config file load it.
  const { validate: validateSchema } = await import('../generated/config-validator.js');
  if (!validateSchema(value)) {
    const located = schemaProblems(validateSchema.errors ?? [], ruleIds).map((p) => {
      const range = doc?.locate(p.path, (o) => loaded.lines.lineEnd(o));
      return { at: range ? at(range.start) : { line: 1, column: 1 }, text: `${describePath(p.path)}: ${p.message}` };
    });
    throw invalid(file, located);
  }
  return resolveConfig(value as ConfigFile, { path: resolve(cwd, path), partial: options.partial });
}

/** Every problem of the file in one error, in file order, each line bounded and printable. */
function invalid(file: string, problems: { at: { line: number; column: number }; text: string }[]): ConfigError {
  const sorted = problems.map((p, i) => ({ ...p, i })).sort((a, b) => a.at.line - b.at.line || a.at.column - b.at.column || a.i - b.i);
  const lines = sorted
    .slice(0, MAX_CONFIG_PROBLEMS)
    .map((p) => `  ${clip(printable(`${file}:${p.at.line}:${p.at.column}: ${p.text}`), LINE_CHARS)}`);
  const more = sorted.length - MAX_CONFIG_PROBLEMS;
  if (more > 0) lines.push(`  … and ${more} more ${more === 1 ? 'problem' : 'problems'}`);
  return new ConfigError(`Invalid config:\n${lines.join('\n')}`);
}
