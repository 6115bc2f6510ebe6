// The vocabulary of rendering (CONFIG.md "Charts and kustomizations are rendered"): what
// discovery finds (a RenderRoot), how one render is set up (ChartSettings, RenderOptions) and
// what it gives back (a RenderResult: the rendered stream, or a failure in the tool's words).
//
// Paths: every `root`, `manifest` and covered path a caller shows is a display path (relative to
// the working directory, `/`-separated, as src/files/display-path.ts spells them); for a render
// inside the checkout that is the checkout-relative path. Absolute paths (`dir`, `boundary`) are
// for the file system only.

export type RenderKind = 'helm' | 'kustomize';

/** A Helm chart or a kustomization that is rendered as one apply unit. */
export interface RenderRoot {
  kind: RenderKind;
  /** The chart or kustomization directory (absolute, spelled under the working directory). */
  dir: string;
  /** The same as a display path: `charts/inference`, `.` for the working directory itself. */
  root: string;
  /** Display path of `Chart.yaml`, or of the kustomization file (`kustomization.yaml|.yml`, `Kustomization`). */
  manifest: string;
  /** Absolute: the render may read nothing outside it (the checkout, or the path the user named outside it). */
  boundary: string;
  /** Named on the command line (the directory or its manifest), not found in a walk. */
  explicit: boolean;
  /**
   * Helm: the renders of this chart, one per config `render.charts` entry whose path is this
   * chart (values per environment), else one with the defaults. Kustomize: absent.
   */
  charts?: ChartSettings[];
  /** Kustomize: the patches that apply to the render, in the order kustomize applies them (see kustomization.ts). */
  patches?: PatchSource[];
}

/** One `render.charts` entry, resolved: absolute paths (the config resolves them against its own directory). */
export interface ChartSettings {
  /** The chart directory (absolute). */
  path: string;
  /** Default: the chart's `name:` (made a valid release name). */
  releaseName?: string;
  /** Default: `default`. */
  namespace?: string;
  /** Values files (absolute), in order: a later file wins, as with `helm -f a -f b`. */
  values?: string[];
  /** `--set key=value`, in order. */
  set?: Record<string, string>;
}

/** A patch of a kustomization, for mapping keys a patch writes back to it. */
export interface PatchSource {
  /** `patchesStrategicMerge`, `patches` or `patchesJson6902`. */
  field: 'patchesStrategicMerge' | 'patches' | 'patchesJson6902';
  /** Display path of the patch file; for an inline patch, of the kustomization that holds it. */
  file: string;
  /** Inline patches: where in that kustomization (`['patches', 0, 'patch']`). */
  inline?: (string | number)[];
  /** The entry's `target:` as written, when it has one. */
  target?: unknown;
}

export type RenderFailureReason =
  /** No helm, kustomize or kubectl binary to run. */
  | 'missing-tool'
  /** Refused before running anything: a remote resource, a helmCharts generator, a path out of the checkout, a limit. */
  | 'refused'
  /** The tool ran and failed (template or values error, missing dependency or resource). */
  | 'tool-error'
  | 'timeout'
  | 'output-too-large';

export interface RenderFailure {
  reason: RenderFailureReason;
  /** The tool's own first lines (at most MAX_FAILURE_LINES / MAX_FAILURE_BYTES), paths relative, printable. */
  message: string;
}

/** One render of a root: the stream the tool wrote, or why there is none. */
export interface RenderResult {
  kind: RenderKind;
  /** Display path of the chart or kustomization directory. */
  root: string;
  /** Display path of `Chart.yaml` or the kustomization file: where a failure is reported. */
  manifest: string;
  /** The rendered YAML stream (only when the render succeeded). */
  text?: string;
  failure?: RenderFailure;
  /** Helm: the settings this render used (release name, namespace, values files as display paths, set). */
  helm?: {
    /** The chart's `name:` in Chart.yaml: the first segment of every `# Source:` comment of the render. */
    chart?: string;
    releaseName: string;
    namespace: string;
    values: string[];
    set: Record<string, string>;
  };
  /**
   * Kustomize: each object of `text` carries `config.kubernetes.io/origin` with `path:` (or
   * `configuredIn:` for generated objects) as a display path. `added` is true when the linter
   * asked for the annotations itself (the user's own build has none of them).
   */
  origins?: { added: boolean };
  /** Wall-clock time of the tool run(s), in milliseconds. */
  durationMs: number;
}

/** Where the binaries are: resolved by the caller from the command line or PATH (binaries.ts), never from the config. */
export interface RenderTools {
  /** An executable `helm`. */
  helm?: string;
  /** An executable `kustomize` (run as `kustomize build`). */
  kustomize?: string;
  /** An executable `kubectl` (run as `kubectl kustomize` when there is no kustomize). */
  kubectl?: string;
}

export interface RenderOptions {
  tools: RenderTools;
  /** The working directory: display paths are relative to it, and failure messages are made so. */
  cwd: string;
  /** `--kube-version` for helm (settings.kubernetesVersion), e.g. "1.34". */
  kubernetesVersion: string;
  /** Default RENDER_LIMITS.timeoutMs. */
  timeoutMs?: number;
  /** Default RENDER_LIMITS.maxOutputBytes. */
  maxOutputBytes?: number;
}

export const RENDER_LIMITS = {
  /** A real chart renders in well under a second; a hung tool must not hang the run. */
  timeoutMs: 60_000,
  /** The manifest cap of src/files/read-file.ts is 256 MB; a render is one of several inputs. */
  maxOutputBytes: 64 * 1024 * 1024,
  /** What is kept of the tool's stderr. */
  maxErrorBytes: 256 * 1024,
} as const;

export const MAX_FAILURE_LINES = 10;
export const MAX_FAILURE_BYTES = 2048;
