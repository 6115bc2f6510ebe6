// The message of a failed render, as `render-failed` shows it at Chart.yaml or kustomization.yaml:
// the tool's own first lines (at most MAX_FAILURE_LINES lines, MAX_FAILURE_BYTES characters), with
// the absolute paths of the working directory and the temporary directories made relative (a CI
// log or a PR annotation shows `charts/demo/templates/x.yaml`, not `/home/runner/work/...`), and
// every line printable (src/core/printable.ts): a template or a file name can hold escape
// sequences, and a tool repeats them in its errors.
import { printable } from '../core/printable.js';
import { MAX_FAILURE_BYTES, MAX_FAILURE_LINES, type RenderFailure, type RenderKind } from './types.js';
import type { ToolOutput } from './process.js';

/** A path prefix in the tool's text and what it becomes (`/work/repo/` → ``). */
export type PathRewrite = readonly [from: string, to: string];

/** `text` with every occurrence of each prefix replaced, longest prefix first (plain string search, no patterns). */
export function relativePaths(text: string, rewrites: readonly PathRewrite[]): string {
  let out = text;
  for (const [from, to] of [...rewrites].filter(([f]) => f.length > 1).sort((a, b) => b[0].length - a[0].length))
    out = out.split(from).join(to);
  return out;
}

/**
 * The first lines of a tool's stderr, relative and printable, within the caps. `noise` drops lines
 * that are not the error (deprecation notices, hints about the tool's own flags), unless nothing
 * else is left.
 */
export function firstLines(text: string, rewrites: readonly PathRewrite[] = [], noise: (line: string) => boolean = () => false): string {
  const all = relativePaths(text.replace(/\r\n?/g, '\n'), rewrites)
    .split('\n')
    .map((l) => l.trimEnd())
    .filter((l) => l !== '');
  const lines = (all.some((l) => !noise(l)) ? all.filter((l) => !noise(l)) : all).map(printable);
  const kept: string[] = [];
  let size = 0;
  for (const line of lines.slice(0, MAX_FAILURE_LINES)) {
    const room = MAX_FAILURE_BYTES - size;
    if (room <= 1) break;
    kept.push(line.length > room ? `${line.slice(0, room - 1)}…` : line);
    size += Math.min(line.length, room) + 1;
  }
  if (kept.length < lines.length && !kept[kept.length - 1]?.endsWith('…')) kept.push('…');
  return kept.join('\n');
}

export function missingTool(kind: RenderKind): RenderFailure {
  return {
    reason: 'missing-tool',
    message:
      kind === 'helm'
        ? 'helm is not installed: install it or pass --helm <path>, or set render.helm: false'
        : 'kustomize is not installed (nor kubectl): install one of them or pass --kustomize <path>, or set render.kustomize: false',
  };
}

export function refused(message: string): RenderFailure {
  return { reason: 'refused', message: firstLines(message) };
}

function size(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${bytes} bytes`;
}

function duration(ms: number): string {
  return ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`;
}

/** The failure of a tool run that did not succeed; undefined when it did (exit 0). */
export function toolFailure(
  output: ToolOutput,
  tool: string,
  limits: { timeoutMs: number; maxOutputBytes: number },
  rewrites: readonly PathRewrite[],
  noise?: (line: string) => boolean,
): RenderFailure | undefined {
  switch (output.outcome) {
    case 'timeout':
      return { reason: 'timeout', message: `${tool} did not finish within ${duration(limits.timeoutMs)} and was stopped` };
    case 'output-too-large':
      return {
        reason: 'output-too-large',
        message: `${tool} wrote more than ${size(limits.maxOutputBytes)}, the limit for a render, and was stopped`,
      };
    case 'spawn-error':
      return { reason: 'tool-error', message: `cannot run ${tool}: ${output.spawnError ?? 'unknown error'}` };
    case 'exited': {
      if (output.status === 0) return undefined;
      const message = firstLines(output.stderr, rewrites, noise);
      return {
        reason: 'tool-error',
        message: message === '' ? `${tool} failed (exit status ${String(output.status)}) without a message` : message,
      };
    }
  }
}
