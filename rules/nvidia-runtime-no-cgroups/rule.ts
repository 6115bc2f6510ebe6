import { parse as parseToml } from 'smol-toml';
import { defineRule } from '../../src/engine/rule.js';
import { isObject, ownObject } from '../../src/k8s/values.js';

/** One finding inside a config text: what it says, and where (1-based line of the value). */
interface Hit {
  what: string;
  line?: number;
}

interface Line {
  text: string;
  /** 1-based: the line of the config file as its tool reads it. */
  number: number;
}

function linesOf(text: string): Line[] {
  return text.split('\n').map((line, i) => ({ text: line.endsWith('\r') ? line.slice(0, -1) : line, number: i + 1 }));
}

const isComment = (line: string) => /^\s*(#|\/\/)/.test(line);

/** `--no-cgroups`, `--no-cgroups=true`; not `--no-cgroups=false`. */
const NO_CGROUPS_FLAG = /--no-cgroups(?:=(?:true|1))?(?=$|[\s"',;)\]])/;
/** A TOML assignment `no-cgroups = true`, also as a dotted key or inside an inline table. */
const NO_CGROUPS_TRUE = /(?:^|[\s.{,])["']?no-cgroups["']?\s*=\s*true\b/;

/**
 * `s/pattern/replacement/` with any of the usual delimiters; a backslash escapes the next character.
 * A backslash is only ever the start of an escape, never a plain character too: with both readings
 * a run of backslashes could be split 2^n ways (40 backslashes took minutes).
 */
const SED_SUBSTITUTION = /\bs([/|#@,])((?:\\.|(?!\1)[^\\\n\r\u2028\u2029])*)\1((?:\\.|(?!\1)[^\\\n\r\u2028\u2029])*)\1/;

/**
 * A line that looks like TOML: a `[table]` header or a `key =` assignment. Read line by line
 * with blanks that stay on the line: `\s*` under the m flag ran across blank lines, rescanning
 * every blank line after each one (50k blank lines took 20 s).
 */
const TOML_TABLE = /^[ \t]*\[[^\]]+\][ \t]*$/;
const TOML_KEY = /^[ \t]*["']?[\w.-]+["']?[ \t]*=/;

/** The line that sets `no-cgroups = true` under `[nvidia-container-cli]` (or as `nvidia-container-cli.no-cgroups`). */
function tomlAssignment(lines: Line[]): number | undefined {
  let table = '';
  for (const line of lines) {
    if (isComment(line.text)) continue;
    // `[^\]]+` takes the blanks around the name too (they are dropped below): a lazy name between
    // two `\s*` would try every split of a long run of blanks.
    const header = /^\s*\[([^\]]+)\]\s*(#.*)?$/.exec(line.text);
    if (header) {
      table = header[1]!.replace(/["'\s]/g, '');
      continue;
    }
    if (!NO_CGROUPS_TRUE.test(line.text)) continue;
    if (table === 'nvidia-container-cli' || table.endsWith('.nvidia-container-cli') || line.text.includes('nvidia-container-cli')) {
      return line.number;
    }
  }
  return undefined;
}

/** Lines holding `--no-cgroups` that are not comments, in order. */
function flagLines(lines: Line[]): number[] {
  const out: number[] = [];
  for (const line of lines) if (!isComment(line.text) && NO_CGROUPS_FLAG.test(line.text)) out.push(line.number);
  return out;
}

function dotted(path: string[]): string {
  return path.map((p) => (/^[A-Za-z0-9_-]+$/.test(p) ? p : JSON.stringify(p))).join('.');
}

/**
 * A parsed config (TOML or JSON): `[nvidia-container-cli] no-cgroups = true` at any depth, and
 * argument lists holding `--no-cgroups` (Docker `runtimes.nvidia.runtimeArgs`, OCI hook `args`,
 * runtime options of a containerd config).
 */
function structuredHits(doc: unknown, lines: Line[]): Hit[] {
  const hits: Hit[] = [];
  const flags = flagLines(lines);
  let flagIndex = 0;
  let assignmentUsed = false;
  const walk = (value: unknown, path: string[]): void => {
    if (Array.isArray(value)) {
      if (value.some((v) => typeof v === 'string' && v.trim().startsWith('--no-cgroups') && NO_CGROUPS_FLAG.test(v.trim()))) {
        hits.push({ what: `passes --no-cgroups in ${dotted(path)}`, line: flags[flagIndex++] });
      }
      value.forEach((v, i) => walk(v, [...path.slice(0, -1), `${path[path.length - 1] ?? ''}[${i}]`]));
      return;
    }
    if (!isObject(value)) return;
    for (const [key, child] of Object.entries(value)) {
      if (
        key === 'nvidia-container-cli' &&
        isObject(child) &&
        Object.prototype.hasOwnProperty.call(child, 'no-cgroups') &&
        child['no-cgroups'] === true
      ) {
        hits.push({
          what: `sets ${path.length ? `${dotted(path)}.` : ''}[nvidia-container-cli] no-cgroups = true`,
          line: assignmentUsed ? undefined : tomlAssignment(lines),
        });
        assignmentUsed = true;
      }
      walk(child, [...path, key]);
    }
  };
  walk(doc, []);
  return hits;
}

/**
 * Scripts and texts that do not parse: `nvidia-ctk config --set nvidia-container-cli.no-cgroups`,
 * `nvidia-container-cli ... --no-cgroups`, and lines that write `no-cgroups = true` (a heredoc, or
 * the replacement of a `sed s/.../.../`).
 */
function textHits(lines: Line[]): Hit[] {
  const hits: Hit[] = [];
  for (const line of lines) {
    const text = line.text;
    if (isComment(text) || !text.includes('no-cgroups')) continue;
    const ctk = /--set[\s=]+["']?nvidia-container-cli\.no-cgroups(?:=(?:true)?)?["']?(?=\s|$|;|&|\|)/.exec(text);
    if (ctk) {
      hits.push({ what: `sets nvidia-container-cli.no-cgroups (${ctk[0].trim()})`, line: line.number });
      continue;
    }
    if (NO_CGROUPS_FLAG.test(text)) {
      hits.push({ what: 'passes --no-cgroups', line: line.number });
      continue;
    }
    // sed 's/#no-cgroups = false/no-cgroups = true/': only the replacement counts.
    const sed = SED_SUBSTITUTION.exec(text);
    const base = sed && sed[2]!.includes('no-cgroups') ? sed.index + 3 + sed[2]!.length : 0;
    const judged = text.slice(base, sed && base > 0 ? base + sed[3]!.length : undefined);
    if (NO_CGROUPS_TRUE.test(judged)) hits.push({ what: 'writes no-cgroups = true', line: line.number });
  }
  return hits;
}

/** Findings in one ConfigMap value; cheap for every value that does not mention no-cgroups. */
function noCgroupsHits(key: string, text: string): Hit[] {
  if (!text.includes('no-cgroups')) return [];
  if (!/nvidia/i.test(text) && !/nvidia/i.test(key)) return [];
  const lines = linesOf(text);
  if (/\.(sh|bash)$/i.test(key)) return textHits(lines);
  const trimmed = text.trimStart();
  if (/\.json$/i.test(key) || trimmed.startsWith('{')) {
    try {
      return structuredHits(JSON.parse(text), lines);
    } catch {
      // Not JSON after all: read it as text.
    }
  }
  if (/\.toml$/i.test(key) || lines.some((line) => TOML_TABLE.test(line.text) || TOML_KEY.test(line.text))) {
    try {
      return structuredHits(parseToml(text), lines);
    } catch {
      // A template or a script: read it as text.
    }
  }
  return textHits(lines);
}

export default defineRule({
  id: 'nvidia-runtime-no-cgroups',
  family: 'runtime',
  level: 'error',
  scope: 'ai',
  summary: 'An NVIDIA container runtime config in a ConfigMap turns off device cgroups (no-cgroups = true or --no-cgroups).',
  references: [
    'https://docs.nvidia.com/datacenter/cloud-native/container-toolkit/latest/install-guide.html',
    'https://github.com/NVIDIA/nvidia-container-toolkit',
  ],
  check: {
    object(object, _pods, ctx) {
      if (object.group !== '' || object.kind !== 'ConfigMap') return;
      const data = ownObject(object.value, 'data');
      if (!data) return;
      for (const [key, value] of Object.entries(data)) {
        if (typeof value !== 'string') continue;
        for (const hit of noCgroupsHits(key, value)) {
          const where = hit.line === undefined ? `data[${JSON.stringify(key)}]` : `line ${hit.line} of data[${JSON.stringify(key)}]`;
          ctx.report({
            path: [...object.path, 'data', key],
            message:
              `ConfigMap "${object.name ?? ''}": ${where} ${hit.what}, so the NVIDIA container runtime no longer adds the GPU ` +
              `devices it injects to each container's device cgroup and GPU isolation between containers is lost; remove it (no-cgroups ` +
              `is only for rootless engines).`,
          });
        }
      }
    },
  },
});
