// A rendered stream: its findings point at the files the user edits, not at bytes that exist
// only in memory. The caller (src/app) knows where each rendered document came from (Helm's
// `# Source:` template, kustomize's origin annotation and patches) and answers `locate`; the
// engine resolves every finding, object summary and anchor of the stream through it, keeps the
// rendered position as a related location, and keys fingerprints by the source location plus the
// render (one base rendered by two overlays gives two findings). Three kinds of stream:
// - a render the linter made (a chart, a kustomization): its bytes are in no file, so what has no
//   source goes to the `fallback`, the chart's or kustomization's manifest;
// - a render piped on stdin: what has no source stays on stdin, at its rendered line;
// - a render committed as a file (`primary: 'rendered'`): that file is what a pull request changes,
//   so its own lines stay the findings' locations and the template is a related location.
import type { JsonPath, Range } from '../core/types.js';

/** A place in a file of the checkout; `lineText` is that line as written, for the code frame. */
export interface SourceLocation {
  file: string;
  range: Range;
  lineText?: string;
  /** More places the finding is about: the values-file line a template value comes from. */
  related?: { file: string; range: Range; message: string }[];
}

/** A document of the rendered stream as the caller needs it to find its source. */
export interface RenderedDocument {
  /** Its position in the stream (0-based). */
  index: number;
  /** Helm: the template the `# Source:` comment above it names, as written (`<chart name>/templates/x.yaml`). */
  helmSource?: string;
  /** The document's value (kustomize: its origin annotation names the resource file). */
  value: unknown;
}

export interface RenderedStream {
  /** Names the render in related locations and messages: `charts/gpu (helm template, values-prod.yaml)`. */
  label: string;
  /** The render's identity (chart and values, or overlay), part of every fingerprint of its findings. */
  root: string;
  /**
   * Where the key at `path` of a rendered document is written: the template or resource
   * line, the patch that writes it, else the object's head in its source file. Undefined when the
   * document's source is unknown: the finding then stays at the manifest (Chart.yaml, kustomization.yaml).
   */
  locate(doc: RenderedDocument, path: JsonPath): SourceLocation | undefined;
  /**
   * Where findings with no source go when the linter made the render: the chart's Chart.yaml or
   * the kustomization file, first line. Without it they stay in the stream, at the rendered line.
   */
  fallback?: SourceLocation;
  /** `rendered`: a render committed as a file keeps its own lines as the primary location. Default: `source`. */
  primary?: 'source' | 'rendered';
}
