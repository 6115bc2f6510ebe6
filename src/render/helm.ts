// Renders one Helm chart with the real helm binary:
//
//   helm template --namespace=<ns> --include-crds --kube-version=<v> --values=<file>... --set=k=v... -- <release> <chartDir>
//
// Release name, namespace, values files and `set` come from the chart's config `render.charts`
// entry (ChartSettings), defaults: the chart's `name:` (made a valid release name), namespace
// `default`, and no values file beyond the chart's own values.yaml, which helm reads itself.
// Values files are read in order and a later one wins, as with helm. Dependencies come only from
// the chart's `charts/` folder: no `helm dependency update`, no repository, no network (the
// process environment is scrubbed, process.ts).
//
// Before helm runs, the chart and the values files must be inside the root's boundary (the
// checkout): no `..` above it, and no symbolic link out of it anywhere in the chart's tree (helm's
// loader follows links, and `.Files.Get` would print what they lead to into the render).
//
// helmRender is a flow: it yields the tool run it needs and gets the output back, so the same code
// serves the synchronous and the asynchronous drivers of render.ts.
import { mkdtempSync, readdirSync, realpathSync, rmSync, type Dirent } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { isWithin } from '../files/checkout.js';
import { printablePath } from '../files/describe-fs.js';
import { displayPath } from '../files/display-path.js';
import { decodeText } from '../files/decode-text.js';
import { FileReadError, MiB, readRegularFile } from '../files/read-file.js';
import { loadYaml } from '../yaml/load.js';
import { missingTool, refused, toolFailure, type PathRewrite } from './failure.js';
import type { ToolOutput, ToolRun } from './process.js';
import { RENDER_LIMITS, type ChartSettings, type RenderOptions, type RenderResult, type RenderRoot } from './types.js';
import { isDirectory } from '../files/stat.js';

export const HELM_LIMITS = {
  /** Files and directories of one chart looked at for links out of the checkout. */
  maxChartEntries: 50_000,
  /** Chart.yaml. */
  maxChartFileBytes: 1 * MiB,
} as const;

/** helm's own rule for release names (`helm template` refuses others). */
const RELEASE_NAME = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
const MAX_RELEASE_NAME = 53;

function realpathOr(path: string): string {
  try {
    return realpathSync.native(path);
  } catch {
    return path;
  }
}

/** The chart's `name:` from Chart.yaml, if it can be read. */
export function chartName(chartDir: string): string | undefined {
  try {
    const loaded = loadYaml(decodeText(readRegularFile(join(chartDir, 'Chart.yaml'), HELM_LIMITS.maxChartFileBytes)), 'core');
    const value = loaded.documents[0]?.value;
    const name = typeof value === 'object' && value !== null ? (value as Record<string, unknown>).name : undefined;
    return typeof name === 'string' && name !== '' ? name : undefined;
  } catch (e) {
    if (e instanceof FileReadError) return undefined;
    throw e;
  }
}

/** A release name helm accepts, from a chart name: lower case, other characters as `-`; `release` when nothing is left. */
export function defaultReleaseName(name: string | undefined): string {
  const lowered = (name ?? '').toLowerCase().slice(0, 200);
  let out = '';
  for (const c of lowered) out += (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c === '-' ? c : '-';
  let start = 0;
  let end = Math.min(out.length, MAX_RELEASE_NAME);
  while (start < end && out[start] === '-') start++;
  while (end > start && out[end - 1] === '-') end--;
  return end > start ? out.slice(start, end) : 'release';
}

function isDnsLabel(name: string): boolean {
  if (name.length === 0 || name.length > 63 || name.startsWith('-') || name.endsWith('-')) return false;
  for (const c of name) if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c === '-')) return false;
  return true;
}

/** `--set` value syntax: `,` separates assignments and `\` escapes; both are escaped so the value stays one string. */
function setValue(value: string): string {
  let out = '';
  for (const c of value) out += c === '\\' || c === ',' ? `\\${c}` : c;
  return out;
}

/** Why a path may not be read for this root, or undefined when it may. */
function outsideReason(path: string, boundaries: readonly string[]): string | undefined {
  if (!boundaries.some((b) => isWithin(path, b))) return 'it is outside the checkout';
  const real = realpathOr(path);
  if (!boundaries.some((b) => isWithin(real, realpathOr(b)))) return 'it leads outside the checkout through a symbolic link';
  return undefined;
}

/**
 * The first symbolic link in the chart's tree that leads outside the boundary (or nowhere a
 * boundary holds), as a display path; links to directories inside are followed, as helm does.
 */
function linkOutOfChart(chartDir: string, boundary: string, cwd: string): string | undefined | 'too-large' {
  const realBoundary = realpathOr(boundary);
  const seen = new Set<string>([realpathOr(chartDir)]);
  const pending = [chartDir];
  let entries = 0;
  while (pending.length > 0) {
    const dir = pending.pop()!;
    let listing: Dirent[];
    try {
      listing = readdirSync(dir, { withFileTypes: true });
    } catch {
      continue; // helm reports what it cannot read
    }
    for (const entry of listing) {
      if (++entries > HELM_LIMITS.maxChartEntries) return 'too-large';
      const path = join(dir, entry.name);
      if (entry.isDirectory()) pending.push(path);
      else if (entry.isSymbolicLink()) {
        let real: string;
        try {
          real = realpathSync.native(path);
        } catch {
          continue; // dangling: helm skips or reports it, and it leads nowhere
        }
        if (!isWithin(real, realBoundary)) return displayPath(path, cwd);
        if (isDirectory(real) && !seen.has(real)) {
          seen.add(real);
          pending.push(path);
        }
      }
    }
  }
  return undefined;
}

/** helm's hint after a template error names a flag of its own command line, not of this one. */
function isHint(line: string): boolean {
  return line.startsWith('Use --debug flag');
}

function tempHome(): string {
  return mkdtempSync(join(tmpdir(), 'ai-k8s-lint-helm-'));
}

/** Prefixes of absolute paths in helm's messages and what they become. */
export function pathRewrites(cwd: string, temp: string): PathRewrite[] {
  return [
    [cwd + sep, ''],
    [realpathOr(cwd) + sep, ''],
    [temp + sep, ''],
    [realpathOr(temp) + sep, ''],
  ];
}

export function* helmRender(root: RenderRoot, chart: ChartSettings, options: RenderOptions): Generator<ToolRun, RenderResult, ToolOutput> {
  const base = { kind: 'helm' as const, root: root.root, manifest: root.manifest, durationMs: 0 };
  const name = chartName(root.dir);
  const releaseName = chart.releaseName ?? defaultReleaseName(name);
  const namespace = chart.namespace ?? 'default';
  const values = chart.values ?? [];
  const set = chart.set ?? {};
  const settings = { chart: name, releaseName, namespace, values: values.map((v) => displayPath(v, options.cwd)), set: { ...set } };
  const fail = (failure: RenderResult['failure']): RenderResult => ({ ...base, helm: settings, failure });

  const boundaries = [root.boundary];
  const chartOut = outsideReason(root.dir, boundaries);
  if (chartOut) return fail(refused(`the chart ${printablePath(root.root)}: ${chartOut} (not rendered)`));
  for (const v of values) {
    // Values files may also live in the checkout beside a chart named outside it.
    const out = outsideReason(v, [root.boundary, options.cwd]);
    if (out) return fail(refused(`the values file ${printablePath(displayPath(v, options.cwd))}: ${out} (not rendered)`));
  }
  const link = linkOutOfChart(root.dir, root.boundary, options.cwd);
  if (link === 'too-large')
    return fail(refused(`the chart ${printablePath(root.root)} has more than ${HELM_LIMITS.maxChartEntries} files (not rendered)`));
  if (link !== undefined) return fail(refused(`${printablePath(link)} is a symbolic link that leads outside the checkout (not rendered)`));
  if (!RELEASE_NAME.test(releaseName) || releaseName.length > MAX_RELEASE_NAME) {
    return fail(
      refused(`release name ${JSON.stringify(releaseName)}: helm takes lower-case letters, digits, - and . (at most ${MAX_RELEASE_NAME})`),
    );
  }
  if (!isDnsLabel(namespace))
    return fail(refused(`namespace ${JSON.stringify(namespace)}: a namespace is lower-case letters, digits and - (at most 63)`));
  const badKey = Object.keys(set).find((k) => k === '' || k.includes('=') || k.includes(','));
  if (badKey !== undefined) return fail(refused(`set key ${JSON.stringify(badKey)}: a key may not be empty or hold = or ,`));

  // Refusals first: they hold whatever helm is installed.
  if (options.tools.helm === undefined) return fail(missingTool('helm'));

  // `--flag=value` and `--`: whatever a value or a name holds, it is never read as an option.
  const args = ['template', `--namespace=${namespace}`, '--include-crds', `--kube-version=${options.kubernetesVersion}`];
  for (const v of values) args.push(`--values=${v}`);
  for (const [k, v] of Object.entries(set)) args.push(`--set=${k}=${setValue(v)}`);
  args.push('--', releaseName, root.dir);

  const home = tempHome();
  try {
    const limits = {
      timeoutMs: options.timeoutMs ?? RENDER_LIMITS.timeoutMs,
      maxOutputBytes: options.maxOutputBytes ?? RENDER_LIMITS.maxOutputBytes,
    };
    const output: ToolOutput = yield { file: options.tools.helm, args, cwd: home, home, ...limits };
    const failure = toolFailure(output, 'helm', limits, pathRewrites(options.cwd, home), isHint);
    const result: RenderResult = { ...base, helm: settings, durationMs: output.durationMs };
    if (failure) return { ...result, failure };
    return { ...result, text: output.stdout.toString('utf8') };
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}
