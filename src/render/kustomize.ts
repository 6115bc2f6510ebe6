// Renders one kustomization with the real tool: `kustomize build <dir>` when a kustomize binary is
// given or on PATH, else `kubectl kustomize <dir>` (kubectl embeds kustomize). No plugin, exec or
// helm flag is passed, and kustomize's default load restrictor stays on (files only from within
// each kustomization's own directory).
//
// Before anything runs, the whole tree of kustomizations reachable from the root is read
// (kustomization.ts) and refused when it names a remote resource, uses `helmCharts:`, or leads
// outside the checkout: a render failure with a clear message, no process started.
//
// Source mapping: every rendered object should carry `config.kubernetes.io/origin` (the resource
// file it came from, or `configuredIn:` the kustomization whose generator made it). A kustomization
// that sets `buildMetadata: [originAnnotations]` is built as it is; otherwise it is built through a
// wrapper kustomization in a temporary directory that lists the user's directory as its one
// resource (by a relative path: kustomize refuses an absolute one) and sets the option. Either way
// the origin paths kustomize writes are relative to the directory it built; they are rewritten in
// the text to display paths (checkout-relative), so `path: ../../../work/repo/base/x.yaml` reads
// `path: base/x.yaml`; originOf(annotation) reads it back. RenderResult.origins.added says whether
// the annotations are the linter's own (then they are not part of what the user applies).
//
// When the wrapped build fails, the directory is built once more as it is, for the message the
// user would see running the tool themselves (and as a fallback for a kustomize too old for
// origin annotations: then the text has none, and `origins` is absent).
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { displayPath } from '../files/display-path.js';
import { isKubectl } from './binaries.js';
import { missingTool, refused, toolFailure } from './failure.js';
import { pathRewrites } from './helm.js';
import { readKustomizationTree } from './kustomization.js';
import type { ToolOutput, ToolRun } from './process.js';
import { RENDER_LIMITS, type RenderFailure, type RenderOptions, type RenderResult, type RenderRoot } from './types.js';

export const ORIGIN_ANNOTATION = 'config.kubernetes.io/origin';

function realpathOr(path: string): string {
  try {
    return realpathSync.native(path);
  } catch {
    return path;
  }
}

/** The program and the arguments before the directory: `kustomize build` or `kubectl kustomize`. */
function command(options: RenderOptions): { file: string; args: string[]; name: string } | undefined {
  const { kustomize, kubectl } = options.tools;
  if (kustomize !== undefined)
    return isKubectl(kustomize)
      ? { file: kustomize, args: ['kustomize'], name: 'kubectl kustomize' }
      : { file: kustomize, args: ['build'], name: 'kustomize build' };
  if (kubectl !== undefined) return { file: kubectl, args: ['kustomize'], name: 'kubectl kustomize' };
  return undefined;
}

/** kustomize's deprecation notices come first on stderr; the error is what follows them. */
function isNotice(line: string): boolean {
  return line.startsWith('# Warning: ');
}

/** The YAML scalar for a path written into an annotation: plain when that is unambiguous, else double-quoted. */
function yamlScalar(text: string): string {
  let plain = text !== '' && !'-?:,[]{}#&*!|>\'"%@`'.includes(text[0]!) && !text.endsWith(' ');
  for (const c of text) {
    if (!plain) break;
    plain = c > ' ' && c !== '#' && c !== ':' && c <= '~';
  }
  return plain ? text : JSON.stringify(text);
}

/** A scalar as written on one line: plain, "double-quoted" or 'single-quoted'. */
function scalarText(written: string): string | undefined {
  const t = written.trim();
  if (t.startsWith('"')) {
    try {
      const v: unknown = JSON.parse(t);
      return typeof v === 'string' ? v : undefined;
    } catch {
      return undefined;
    }
  }
  if (t.startsWith("'")) return t.length >= 2 && t.endsWith("'") ? t.slice(1, -1).split("''").join("'") : undefined;
  return t;
}

function indentOf(line: string): number {
  let i = 0;
  while (i < line.length && line[i] === ' ') i++;
  return i;
}

/**
 * `text` (kustomize's output) with the paths of its origin annotations made display paths:
 * resolved against `buildDir` (where kustomize ran) and made relative to `cwd`. Only annotations in
 * a top-level `metadata.annotations` written as a literal block (kustomize's own style) are
 * touched; one line at a time, no pattern over the text.
 */
export function normaliseOrigins(text: string, buildDir: string, cwd: string): string {
  const realBuild = realpathOr(buildDir);
  const realCwd = realpathOr(cwd);
  const lines = text.split('\n');
  const parents: { indent: number; text: string }[] = [];
  let block: { indent: number; contentIndent?: number } | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const trimmed = line.trim();
    if (line.startsWith('---')) {
      parents.length = 0;
      block = undefined;
      continue;
    }
    if (trimmed === '') continue;
    const indent = indentOf(line);
    if (block) {
      if (indent > block.indent) {
        block.contentIndent ??= indent;
        if (indent === block.contentIndent) {
          const body = line.slice(indent);
          const key = body.startsWith('path: ') ? 'path: ' : body.startsWith('configuredIn: ') ? 'configuredIn: ' : undefined;
          const value = key ? scalarText(body.slice(key.length)) : undefined;
          if (key && value !== undefined && value !== '') {
            lines[i] = `${' '.repeat(indent)}${key}${yamlScalar(displayPath(resolve(realBuild, value), realCwd))}`;
          }
        }
        continue;
      }
      block = undefined;
    }
    while (parents.length > 0 && parents[parents.length - 1]!.indent >= indent) parents.pop();
    const parent = parents[parents.length - 1];
    const grand = parents[parents.length - 2];
    if (
      (trimmed === `${ORIGIN_ANNOTATION}: |` || trimmed === `${ORIGIN_ANNOTATION}: |-` || trimmed === `${ORIGIN_ANNOTATION}: |+`) &&
      parent?.text === 'annotations:' &&
      grand?.text === 'metadata:' &&
      grand.indent === 0 &&
      parents.length === 2
    ) {
      block = { indent };
    }
    parents.push({ indent, text: trimmed });
  }
  return lines.join('\n');
}

/**
 * The file an object came from, by its `config.kubernetes.io/origin` annotation (after
 * normaliseOrigins: a display path): `path` for a resource file, `configuredIn` for an object a
 * generator of that kustomization made. Undefined fields when the annotation says neither.
 */
export function originOf(annotation: string): { path?: string; configuredIn?: string } {
  const out: { path?: string; configuredIn?: string } = {};
  for (const line of annotation.split('\n')) {
    if (line.startsWith('path: ')) out.path ??= scalarText(line.slice('path: '.length));
    else if (line.startsWith('configuredIn: ')) out.configuredIn ??= scalarText(line.slice('configuredIn: '.length));
  }
  return out;
}

function tempHome(): string {
  return mkdtempSync(join(tmpdir(), 'ai-k8s-lint-kustomize-'));
}

/** A kustomization in `wrapperDir` that builds `dir` with origin annotations. */
function writeWrapper(wrapperDir: string, dir: string): void {
  mkdirSync(wrapperDir, { recursive: true });
  // Real paths on both sides: `..` is resolved on the real directory (a symlinked temp dir otherwise miscounts).
  const target = relative(realpathOr(wrapperDir), realpathOr(dir)).split(sep).join('/');
  const text = `# Written by ai-k8s-lint: builds the directory below with origin annotations.\nresources:\n  - ${JSON.stringify(target)}\nbuildMetadata: [originAnnotations]\n`;
  writeFileSync(join(wrapperDir, 'kustomization.yaml'), text);
}

export function* kustomizeRender(root: RenderRoot, options: RenderOptions): Generator<ToolRun, RenderResult, ToolOutput> {
  const base = { kind: 'kustomize' as const, root: root.root, manifest: root.manifest, durationMs: 0 };
  const tree = readKustomizationTree(root.dir, { boundary: root.boundary, cwd: options.cwd });
  if (tree.refusal !== undefined) return { ...base, failure: refused(tree.refusal) };
  // After the refusal: a remote tree is refused whatever is installed.
  const tool = command(options);
  if (tool === undefined) return { ...base, failure: missingTool('kustomize') };

  const limits = {
    timeoutMs: options.timeoutMs ?? RENDER_LIMITS.timeoutMs,
    maxOutputBytes: options.maxOutputBytes ?? RENDER_LIMITS.maxOutputBytes,
  };
  const home = tempHome();
  let durationMs = 0;
  try {
    const rewrites = pathRewrites(options.cwd, home);
    const build = function* (dir: string): Generator<ToolRun, { output: ToolOutput; failure?: RenderFailure }, ToolOutput> {
      const output: ToolOutput = yield { file: tool.file, args: [...tool.args, dir], cwd: home, home, ...limits };
      durationMs += output.durationMs;
      return { output, failure: toolFailure(output, tool.name, limits, rewrites, isNotice) };
    };
    let buildDir = root.dir;
    let added = false;
    let run = undefined as { output: ToolOutput; failure?: RenderFailure } | undefined;
    if (!tree.originAnnotations) {
      const wrapper = join(home, 'wrapper');
      writeWrapper(wrapper, root.dir);
      run = yield* build(wrapper);
      if (run.failure === undefined) {
        buildDir = wrapper;
        added = true;
      } else if (run.failure.reason !== 'tool-error') return { ...base, failure: run.failure, durationMs };
      else run = undefined; // the user's own build says what is wrong
    }
    run ??= yield* build(root.dir);
    if (run.failure) return { ...base, failure: run.failure, durationMs };
    const text = run.output.stdout.toString('utf8');
    const withOrigins = added || tree.originAnnotations;
    return {
      ...base,
      text: withOrigins ? normaliseOrigins(text, buildDir, options.cwd) : text,
      ...(withOrigins ? { origins: { added } } : {}),
      durationMs,
    };
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}
