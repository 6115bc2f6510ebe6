// Finds the Helm charts and kustomizations among the inputs (CONFIG.md "Charts and kustomizations
// are rendered"): a directory with `Chart.yaml` is a chart, one with a kustomization file
// (`kustomization.yaml`, `kustomization.yml`, `Kustomization`) a kustomization. They are found in
// the directories named on the command line (walked as src/files/collect.ts walks them: sorted, no
// symbolic link followed, `.git` and `node_modules` skipped) and among the files collectFiles
// returned (a glob that matches a Chart.yaml). What a render covers is not linted as plain files:
//
// - a chart covers everything under its directory (templates/, crds/, charts/ with its subcharts,
//   values files); a Chart.yaml below another chart is part of that chart, not a chart of its own;
// - a kustomization covers its kustomization file and every file it references, through its bases
//   and components (kustomization.ts). A kustomization that another discovered one references (a
//   base, a component) is rendered through it, not on its own, unless it was named on the command
//   line. Files of a kustomization's directory that it does not reference stay plain files.
//
// The caller lints `inputs` in order: plain files, and each render where its manifest (else its
// first covered file) is in the walk, so the apply order of collectFiles is kept.
//
//   const files = collectFiles(paths, cwd, ignore);
//   const found = discoverRenders({ args: paths, cwd, files, ignore, charts: config.render.charts });
//   for (const input of found.inputs) input.kind === 'file' ? lintFile(input.file) : render(input.root, ...);
import { readdirSync, type Dirent } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { isWithin, resolveInCheckout } from '../files/checkout.js';
import type { InputFile } from '../files/collect.js';
import { printablePath } from '../files/describe-fs.js';
import { displayPath } from '../files/display-path.js';
import { KUSTOMIZATION_NAMES, kustomizationFileIn, readKustomizationTree, type KustomizationTree } from './kustomization.js';
import type { ChartSettings, RenderRoot } from './types.js';
import { isDirectory, isRegularFile } from '../files/stat.js';

export const DISCOVERY_LIMITS = {
  /** Directories looked into while walking for charts and kustomizations. */
  maxDirectories: 100_000,
  /** Charts and kustomizations found in one run. */
  maxRoots: 2_000,
} as const;

const SKIPPED_DIRECTORIES = new Set(['.git', 'node_modules']);
const CHART_FILE = 'Chart.yaml';
const MARKER_NAMES = new Set<string>([CHART_FILE, ...KUSTOMIZATION_NAMES]);

export interface DiscoverOptions {
  /** The paths of the command line, as given to collectFiles (`-` and globs are left to `files`). */
  args: string[];
  cwd: string;
  /** What collectFiles returned for those paths, in apply order. */
  files: InputFile[];
  /** The ignore test of collectFiles (config `ignore`, --ignore): a chart or kustomization whose manifest it matches is not rendered. */
  ignore?: (display: string) => boolean;
  /** render.helm: false leaves charts alone (their templates are plain files again). Default true. */
  helm?: boolean;
  /** render.kustomize: false leaves kustomizations alone. Default true. */
  kustomize?: boolean;
  /** render.charts, resolved to absolute paths: the renders of each chart. */
  charts?: readonly ChartSettings[];
}

export type RenderInput = { kind: 'file'; file: InputFile } | { kind: 'render'; root: RenderRoot };

export interface Discovery {
  /** The charts and kustomizations to render, in apply order. */
  roots: RenderRoot[];
  /** The plain files and the renders, in apply order: what the caller lints. */
  inputs: RenderInput[];
  /** Whether a file (absolute) is part of a render and not to be linted on its own. */
  isCovered: (absolute: string) => boolean;
  /** Limits reached, one line each (for the run's warnings). */
  warnings: string[];
}

interface Candidate {
  kind: 'helm' | 'kustomize';
  dir: string;
  manifest: string;
  explicit: boolean;
  boundary: string;
}

function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

interface Search {
  cwd: string;
  helm: boolean;
  kustomize: boolean;
  found: Map<string, Candidate>;
  directories: number;
  warnings: string[];
}

/** The candidate of `dir` from its listing, if it holds a chart or a kustomization that is on. */
function candidateIn(dir: string, names: ReadonlySet<string>, search: Search, explicit: boolean, boundary: string): Candidate | undefined {
  if (search.helm && names.has(CHART_FILE)) return { kind: 'helm', dir, manifest: join(dir, CHART_FILE), explicit, boundary };
  if (search.kustomize) {
    const name = KUSTOMIZATION_NAMES.find((n) => names.has(n));
    if (name) return { kind: 'kustomize', dir, manifest: join(dir, name), explicit, boundary };
  }
  return undefined;
}

function add(search: Search, candidate: Candidate): void {
  const known = search.found.get(candidate.dir);
  if (known) {
    known.explicit ||= candidate.explicit;
    return;
  }
  if (search.found.size >= DISCOVERY_LIMITS.maxRoots) {
    if (search.found.size === DISCOVERY_LIMITS.maxRoots)
      search.warnings.push(`more than ${DISCOVERY_LIMITS.maxRoots} charts and kustomizations: the others are not rendered`);
    return;
  }
  search.found.set(candidate.dir, candidate);
}

/** Walks `root` for charts (not looked into further) and kustomizations, in the walk's order. */
function walk(root: string, search: Search, boundary: string): void {
  const visit = (dir: string, explicit: boolean) => {
    if (++search.directories > DISCOVERY_LIMITS.maxDirectories) {
      if (search.directories === DISCOVERY_LIMITS.maxDirectories + 1) {
        search.warnings.push(
          `more than ${DISCOVERY_LIMITS.maxDirectories} directories: charts and kustomizations below ${printablePath(displayPath(dir, search.cwd))} and later are not looked for`,
        );
      }
      return;
    }
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return; // collectFiles reports unreadable directories
    }
    entries.sort((a, b) => byCodeUnit(a.name, b.name));
    const names = new Set(entries.filter((e) => e.isFile() && MARKER_NAMES.has(e.name)).map((e) => e.name));
    const candidate = candidateIn(dir, names, search, explicit, boundary);
    if (candidate) add(search, candidate);
    if (candidate?.kind === 'helm') return; // the chart covers everything below it
    for (const entry of entries) {
      if (entry.isDirectory() && !SKIPPED_DIRECTORIES.has(entry.name)) visit(join(dir, entry.name), false);
    }
  };
  visit(root, true);
}

/** Where a root may read: the checkout when it is inside the working directory, else what the user named. */
function boundaryOf(path: string, cwd: string, named: string): string {
  return isWithin(path, cwd) ? cwd : named;
}

export function discoverRenders(options: DiscoverOptions): Discovery {
  const { cwd } = options;
  const search: Search = {
    cwd,
    helm: options.helm ?? true,
    kustomize: options.kustomize ?? true,
    found: new Map(),
    directories: 0,
    warnings: [],
  };
  const ignored = (c: Candidate) => options.ignore?.(displayPath(c.manifest, cwd)) === true;

  for (const arg of options.args) {
    if (arg === '-') continue;
    let absolute: string;
    try {
      absolute = resolveInCheckout(resolve(cwd, arg), cwd);
    } catch {
      continue; // collectFiles has reported it
    }
    if (isDirectory(absolute)) walk(absolute, search, boundaryOf(absolute, cwd, absolute));
    else if (MARKER_NAMES.has(basename(absolute)) && isRegularFile(absolute)) {
      const dir = dirname(absolute);
      const candidate = candidateIn(dir, new Set([basename(absolute)]), search, true, boundaryOf(dir, cwd, dir));
      if (candidate) add(search, candidate);
    }
  }
  // Charts and kustomizations that a glob reached.
  for (const file of options.files) {
    if (file.absolute === '-' || !MARKER_NAMES.has(basename(file.absolute))) continue;
    const dir = dirname(file.absolute);
    if (search.found.has(dir)) continue;
    const candidate = candidateIn(dir, new Set([basename(file.absolute)]), search, false, boundaryOf(dir, cwd, dir));
    // A Kustomization beside a kustomization.yaml: the one kustomize reads.
    if (candidate?.kind === 'kustomize') candidate.manifest = kustomizationFileIn(dir) ?? candidate.manifest;
    if (candidate) add(search, candidate);
  }

  const candidates = [...search.found.values()].filter((c) => !ignored(c));
  // A Chart.yaml below a chart is a subchart (or a file) of that chart; a kustomization below a chart is chart content.
  const charts = candidates.filter((c) => c.kind === 'helm');
  const inChart = (c: Candidate) => charts.some((chart) => chart !== c && isWithin(c.dir, chart.dir));
  const kept = candidates.filter((c) => !inChart(c));

  const trees = new Map<Candidate, KustomizationTree>();
  for (const c of kept) if (c.kind === 'kustomize') trees.set(c, readKustomizationTree(c.dir, { boundary: c.boundary, cwd }));
  const referencedBy = (c: Candidate) =>
    [...trees].filter(([other, tree]) => other !== c && tree.referencedDirs.has(c.dir)).map(([other]) => other);
  const rendered = new Set(kept.filter((c) => c.kind === 'helm' || c.explicit || referencedBy(c).length === 0));
  // Kustomizations that only reference each other (a cycle) are not all bases: the first is rendered, for kustomize to report the cycle.
  const reached = new Set([...rendered].flatMap((c) => trees.get(c)?.kustomizationDirs ?? []));
  for (const c of kept) {
    if (c.kind !== 'kustomize' || rendered.has(c) || reached.has(c.dir)) continue;
    rendered.add(c);
    for (const d of trees.get(c)?.kustomizationDirs ?? []) reached.add(d);
  }

  const roots = kept.filter((c) => rendered.has(c)).map((c) => rootOf(c, trees.get(c), options));
  const coveredDirs = kept.filter((c) => c.kind === 'helm').map((c) => c.dir);
  const coveredFiles = new Set(kept.flatMap((c) => [...(trees.get(c)?.files ?? [])]));
  for (const c of kept) coveredFiles.add(c.manifest);
  const isCovered = (absolute: string) => coveredFiles.has(absolute) || coveredDirs.some((d) => isWithin(absolute, d));

  return { roots, inputs: inOrder(options.files, roots, trees, kept, isCovered), isCovered, warnings: search.warnings };
}

function rootOf(c: Candidate, tree: KustomizationTree | undefined, options: DiscoverOptions): RenderRoot {
  const root: RenderRoot = {
    kind: c.kind,
    dir: c.dir,
    root: displayPath(c.dir, options.cwd),
    manifest: displayPath(c.manifest, options.cwd),
    boundary: c.boundary,
    explicit: c.explicit,
  };
  if (c.kind === 'helm') {
    const mine = (options.charts ?? []).filter((s) => resolve(s.path) === c.dir);
    root.charts = mine.length > 0 ? [...mine] : [{ path: c.dir }];
  } else root.patches = tree?.patches ?? [];
  return root;
}

/** Plain files and renders in apply order: a render where its manifest is, else at its first covered file, else at the end. */
function inOrder(
  files: InputFile[],
  roots: RenderRoot[],
  trees: Map<Candidate, KustomizationTree>,
  kept: Candidate[],
  isCovered: (absolute: string) => boolean,
): RenderInput[] {
  const index = new Map(files.map((f, i) => [f.absolute, i]));
  const anchored = new Map<number, RenderRoot[]>();
  const unanchored: RenderRoot[] = [];
  for (const root of roots) {
    const c = kept.find((k) => k.dir === root.dir)!;
    const covered =
      c.kind === 'helm' ? files.filter((f) => isWithin(f.absolute, c.dir)).map((f) => f.absolute) : [...(trees.get(c)?.files ?? [])];
    const positions = [c.manifest, ...covered].map((f) => index.get(f)).filter((i): i is number => i !== undefined);
    const at = index.get(c.manifest) ?? (positions.length > 0 ? Math.min(...positions) : undefined);
    if (at === undefined) unanchored.push(root);
    else anchored.set(at, [...(anchored.get(at) ?? []), root]);
  }
  const out: RenderInput[] = [];
  files.forEach((file, i) => {
    for (const root of anchored.get(i) ?? []) out.push({ kind: 'render', root });
    if (file.absolute === '-' || !isCovered(file.absolute)) out.push({ kind: 'file', file });
  });
  for (const root of unanchored) out.push({ kind: 'render', root });
  return out;
}
