// Reads a kustomization and everything it reaches (bases, components, patches, generator inputs),
// without running kustomize: discovery needs the files a render covers and the bases that are not
// rendered on their own, and the renderer must refuse a tree that would reach the network or leave
// the checkout before any tool runs.
//
// Refused (KustomizationTree.refusal, reported as a render failure):
// - remote resources, bases and components (`https://…`, `git::…`, `github.com/org/repo//dir?ref=v1`,
//   `git@host:…`, `ssh://…`), and any URL in a file field: kustomize would clone or download them;
// - `helmCharts:` / `helmChartInflationGenerator:` generators: they download and run a chart;
// - a path that leads outside the boundary (the checkout): by `..` or through a symbolic link;
// - a kustomization that does not read as a YAML mapping (what kustomize would make of it is not
//   what this reader saw, so the tree cannot be vouched for), and trees deeper or larger than
//   KUSTOMIZE_LIMITS.
//
//   const tree = readKustomizationTree(dir, { boundary: cwd, cwd });
//   tree.files            // absolute: every kustomization and every file it references
//   tree.kustomizationDirs // absolute: the directories of the kustomizations reached, the root first
//   tree.patches          // PatchSource[] in the order kustomize applies them
//   tree.refusal          // why it must not be rendered, or undefined
import { realpathSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isWithin } from '../files/checkout.js';
import { printablePath } from '../files/describe-fs.js';
import { displayPath } from '../files/display-path.js';
import { FileReadError, MiB, readRegularFile } from '../files/read-file.js';
import { decodeText } from '../files/decode-text.js';
import { loadYaml } from '../yaml/load.js';
import type { PatchSource } from './types.js';
import { isDirectory, isRegularFile } from '../files/stat.js';

/** The names kustomize looks for in a directory, in its order. */
export const KUSTOMIZATION_NAMES = ['kustomization.yaml', 'kustomization.yml', 'Kustomization'] as const;

export const KUSTOMIZE_LIMITS = {
  /** Nesting of bases and components below the root. */
  maxDepth: 20,
  /** Kustomizations read for one root. */
  maxKustomizations: 500,
  /** Files referenced by one root's tree. */
  maxFiles: 20_000,
  /** A kustomization file. */
  maxBytes: 1 * MiB,
} as const;

/** The kustomization file of `dir` (absolute), the first of KUSTOMIZATION_NAMES that is a file. */
export function kustomizationFileIn(dir: string): string | undefined {
  for (const name of KUSTOMIZATION_NAMES) {
    const file = join(dir, name);
    if (isRegularFile(file)) return file;
  }
  return undefined;
}

const REMOTE_PREFIXES = ['git::', 'git@', 'gh:', 'ssh:', 'http:', 'https:', 'file:', 's3:', 'gcs:', 'hg::', 'oci:'];
const REMOTE_QUERIES = ['?ref=', '?version=', '?timeout=', '?submodules=', '&ref='];

/**
 * Whether kustomize would fetch `entry` (a resources/bases/components entry) from elsewhere: a
 * URL or a go-getter/git spec, or a host-like first segment (`github.com/org/repo`) with no such
 * local path. Plain string tests: an entry is at most a line of the user's file.
 */
export function isRemoteReference(entry: string, existsLocally: boolean): boolean {
  const lower = entry.toLowerCase();
  if (lower.includes('://') || REMOTE_PREFIXES.some((p) => lower.startsWith(p)) || REMOTE_QUERIES.some((q) => lower.includes(q)))
    return true;
  if (existsLocally) return false;
  const slash = entry.indexOf('/');
  if (slash <= 0) return false;
  const first = entry.slice(0, slash);
  return first !== '.' && first !== '..' && first.includes('.');
}

interface Reading {
  cwd: string;
  boundary: string;
  realBoundary: string;
  files: Set<string>;
  kustomizationDirs: string[];
  /** Directories of kustomizations reached from another one (bases, components, generator dirs). */
  referencedDirs: Set<string>;
  patches: PatchSource[];
  visiting: Set<string>;
  done: Set<string>;
  refusal?: string;
}

export interface KustomizationTree {
  /** The root's kustomization file (absolute); undefined when the directory has none. */
  file: string | undefined;
  /** Absolute paths of every kustomization file read and every file they reference. */
  files: Set<string>;
  /** Absolute directories of the kustomizations read, the root first. */
  kustomizationDirs: string[];
  /** Absolute directories of the kustomizations that another one of the tree references. */
  referencedDirs: Set<string>;
  /** The patches that apply, in kustomize's order (bases and components first, then SMP, patches, JSON 6902). */
  patches: PatchSource[];
  /** The root kustomization sets `buildMetadata: [originAnnotations]`. */
  originAnnotations: boolean;
  /** Why the tree must not be rendered; undefined when it may be. */
  refusal?: string;
}

function realpathOrUndefined(path: string): string | undefined {
  try {
    return realpathSync.native(path);
  } catch {
    return undefined;
  }
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function objects(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value)
    ? value.filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v))
    : [];
}

/** An inline patch or plugin config rather than a path: several lines, or a flow mapping. */
function isInline(entry: string): boolean {
  return entry.includes('\n') || entry.trimStart().startsWith('{');
}

export function readKustomizationTree(dir: string, options: { boundary: string; cwd: string }): KustomizationTree {
  const reading: Reading = {
    cwd: options.cwd,
    boundary: options.boundary,
    realBoundary: realpathOrUndefined(options.boundary) ?? options.boundary,
    files: new Set(),
    kustomizationDirs: [],
    referencedDirs: new Set(),
    patches: [],
    visiting: new Set(),
    done: new Set(),
  };
  const file = kustomizationFileIn(dir);
  const originAnnotations = file !== undefined && readKustomization(dir, reading, 0)?.origin === true;
  return {
    file,
    files: reading.files,
    kustomizationDirs: reading.kustomizationDirs,
    referencedDirs: reading.referencedDirs,
    patches: reading.patches,
    originAnnotations,
    refusal:
      reading.refusal ?? (file === undefined ? `${printablePath(displayPath(dir, options.cwd))} has no kustomization file` : undefined),
  };
}

function refuse(reading: Reading, message: string): void {
  reading.refusal ??= message;
}

/** `entry` of the kustomization at `where` resolved and checked; undefined (and a refusal) when it may not be used. */
function localPath(reading: Reading, dir: string, entry: string, where: string): string | undefined {
  const path = resolve(dir, entry);
  const shown = printablePath(entry);
  if (!isWithin(path, reading.boundary)) {
    refuse(reading, `${where} ${shown} leads outside the checkout (not rendered)`);
    return undefined;
  }
  const real = realpathOrUndefined(path);
  if (real !== undefined && !isWithin(real, reading.realBoundary)) {
    refuse(reading, `${where} ${shown} leads outside the checkout through a symbolic link (not rendered)`);
    return undefined;
  }
  return path;
}

function addFile(reading: Reading, path: string): void {
  if (reading.files.size >= KUSTOMIZE_LIMITS.maxFiles)
    refuse(reading, `the kustomization references more than ${KUSTOMIZE_LIMITS.maxFiles} files (not rendered)`);
  else reading.files.add(path);
}

/** Reads the kustomization in `dir` and what it references; returns what the caller needs of it. */
function readKustomization(dir: string, reading: Reading, depth: number): { origin: boolean } | undefined {
  const file = kustomizationFileIn(dir);
  const shownFile = printablePath(displayPath(file ?? join(dir, KUSTOMIZATION_NAMES[0]), reading.cwd));
  if (file === undefined) return undefined; // kustomize reports the missing kustomization itself
  if (reading.visiting.has(dir)) return undefined; // a cycle: kustomize reports it
  if (reading.done.has(dir)) return undefined;
  if (depth > KUSTOMIZE_LIMITS.maxDepth) {
    refuse(reading, `${shownFile}: bases nested deeper than ${KUSTOMIZE_LIMITS.maxDepth} levels (not rendered)`);
    return undefined;
  }
  if (reading.kustomizationDirs.length >= KUSTOMIZE_LIMITS.maxKustomizations) {
    refuse(reading, `more than ${KUSTOMIZE_LIMITS.maxKustomizations} kustomizations in one tree (not rendered)`);
    return undefined;
  }
  reading.visiting.add(dir);
  reading.kustomizationDirs.push(dir);
  addFile(reading, file);
  let value: unknown = {};
  try {
    const loaded = loadYaml(decodeText(readRegularFile(file, KUSTOMIZE_LIMITS.maxBytes)), 'kubernetes');
    const problem = loaded.problems.find((p) => p.kind === 'syntax');
    if (problem) {
      const at = loaded.lines.position(problem.start);
      refuse(reading, `${shownFile}:${at.line}:${at.column}: ${problem.message}`);
    } else value = loaded.documents[0]?.value ?? {};
  } catch (e) {
    if (!(e instanceof FileReadError)) throw e;
    refuse(reading, `cannot read ${shownFile}: ${e.reason}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    refuse(reading, `${shownFile}: a kustomization is a mapping (resources:, patches:, ...)`);
    value = {};
  }
  const k = value as Record<string, unknown>;
  if (k.helmCharts !== undefined || k.helmChartInflationGenerator !== undefined) {
    refuse(reading, `${shownFile}: helmCharts generators download and run a chart: not rendered (lint the chart itself instead)`);
  }

  const fileEntry = (entry: string, field: string): string | undefined => {
    if (isRemoteReference(entry, false) && entry.includes(':')) {
      refuse(reading, `${shownFile}: ${field} ${printablePath(entry)} is remote: remote resources are not fetched (not rendered)`);
      return undefined;
    }
    const path = localPath(reading, dir, entry, `${shownFile}: ${field}`);
    if (path !== undefined) addFile(reading, path);
    return path;
  };
  /** resources, bases, components and plugin entries: a file, or a directory with a kustomization. */
  const treeEntry = (entry: string, field: string) => {
    const local = resolve(dir, entry);
    const exists = isRegularFile(local) || isDirectory(local);
    if (isRemoteReference(entry, exists)) {
      refuse(reading, `${shownFile}: ${field} ${printablePath(entry)} is remote: remote resources are not fetched (not rendered)`);
      return;
    }
    const path = localPath(reading, dir, entry, `${shownFile}: ${field}`);
    if (path === undefined) return;
    if (isDirectory(path)) {
      reading.referencedDirs.add(path);
      readKustomization(path, reading, depth + 1);
    } else addFile(reading, path);
  };

  for (const field of ['resources', 'bases', 'components'] as const) for (const entry of strings(k[field])) treeEntry(entry, field);
  for (const field of ['generators', 'transformers', 'validators'] as const) {
    for (const entry of strings(k[field])) if (!isInline(entry)) treeEntry(entry, field);
  }
  for (const field of ['crds', 'configurations'] as const) for (const entry of strings(k[field])) fileEntry(entry, field);
  for (const r of objects(k.replacements)) for (const entry of strings(r.path)) fileEntry(entry, 'replacements');
  if (typeof k.openapi === 'object' && k.openapi !== null)
    for (const entry of strings((k.openapi as Record<string, unknown>).path)) fileEntry(entry, 'openapi');
  for (const field of ['configMapGenerator', 'secretGenerator'] as const) {
    for (const g of objects(k[field])) {
      // `files: [key=path]` or `[path]`; `envs: [path]`; `env: path`.
      for (const entry of strings(g.files)) fileEntry(entry.includes('=') ? entry.slice(entry.indexOf('=') + 1) : entry, field);
      for (const entry of [...strings(g.envs), ...strings(g.env)]) fileEntry(entry, field);
    }
  }

  // Own patches after the bases' and components' (read above), in kustomize's order.
  const shownRel = displayPath(file, reading.cwd);
  strings(k.patchesStrategicMerge).forEach((entry, i) => {
    if (isInline(entry)) reading.patches.push({ field: 'patchesStrategicMerge', file: shownRel, inline: ['patchesStrategicMerge', i] });
    else {
      const path = fileEntry(entry, 'patchesStrategicMerge');
      if (path !== undefined) reading.patches.push({ field: 'patchesStrategicMerge', file: displayPath(path, reading.cwd) });
    }
  });
  for (const field of ['patches', 'patchesJson6902'] as const) {
    const entries = Array.isArray(k[field]) ? (k[field] as unknown[]) : [];
    entries.forEach((p, i) => {
      if (typeof p !== 'object' || p === null) return;
      const patch = p as Record<string, unknown>;
      const target = patch.target;
      if (typeof patch.path === 'string') {
        const path = fileEntry(patch.path, field);
        if (path !== undefined)
          reading.patches.push({ field, file: displayPath(path, reading.cwd), ...(target !== undefined ? { target } : {}) });
      } else if (typeof patch.patch === 'string') {
        reading.patches.push({ field, file: shownRel, inline: [field, i, 'patch'], ...(target !== undefined ? { target } : {}) });
      }
    });
  }

  reading.visiting.delete(dir);
  reading.done.add(dir);
  return { origin: strings(k.buildMetadata).includes('originAnnotations') };
}
