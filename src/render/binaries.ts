// Which helm, kustomize and kubectl to run: a path given on the command line (--helm, --kustomize,
// --kubectl, or the Action's inputs), else the first executable of that name on PATH. Never from
// the config file: a pull request can change the config, and must not choose a program to run.
//
// PATH entries that are not absolute (`.`, `bin`, an empty entry, which means `.`) are skipped:
// they name directories of the working directory, which is the checkout, so a committed `./helm`
// would otherwise run.
//
//   const { tools, errors } = resolveTools({ helm: values.helm }, { cwd });
//   // errors: "--helm ./bin/helm: no such file" (a usage error for the caller)
//   // tools: { helm?, kustomize?, kubectl? } absolute paths, for RenderOptions.tools
import { accessSync, constants, statSync } from 'node:fs';
import { basename, delimiter, isAbsolute, join, resolve } from 'node:path';
import { printablePath } from '../files/describe-fs.js';
import type { RenderTools } from './types.js';

export type ToolName = keyof RenderTools;

function executable(path: string): boolean {
  try {
    if (!statSync(path).isFile()) return false;
    if (process.platform !== 'win32') accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first executable `name` in the PATH of `env` (absolute entries only); undefined when there is none. */
export function findOnPath(name: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const path = env.PATH ?? env.Path ?? '';
  const extensions = process.platform === 'win32' ? (env.PATHEXT ?? '.EXE;.CMD;.BAT').split(';').filter((e) => e !== '') : [''];
  for (const dir of path.split(delimiter)) {
    if (dir === '' || !isAbsolute(dir)) continue;
    for (const ext of extensions) {
      const candidate = join(dir, name + ext);
      if (executable(candidate)) return candidate;
    }
  }
  return undefined;
}

/** `--kustomize /usr/bin/kubectl` means `kubectl kustomize`. */
export function isKubectl(path: string): boolean {
  return basename(path).replace(/\.exe$/i, '') === 'kubectl';
}

/** The paths given for helm and kustomize (--helm/--kustomize, the Action's inputs), by tool; a kustomize path named kubectl is kubectl. */
export function explicitRenderers(given: { helm?: string; kustomize?: string }): Partial<Record<ToolName, string>> {
  const out: Partial<Record<ToolName, string>> = {};
  if (given.helm !== undefined) out.helm = given.helm;
  if (given.kustomize !== undefined) {
    if (isKubectl(given.kustomize)) out.kubectl = given.kustomize;
    else out.kustomize = given.kustomize;
  }
  return out;
}

export interface ResolvedTools {
  tools: RenderTools;
  /** Explicit paths that are not executables, one line each (`--helm x: no such file`): usage errors. */
  errors: string[];
}

/**
 * The binaries to render with. An explicit path is resolved against `cwd` and must be an
 * executable file; without one, PATH is searched. A missing binary is left undefined: the render
 * of a chart or kustomization that needs it reports `missing-tool`.
 */
export function resolveTools(
  explicit: Partial<Record<ToolName, string>>,
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): ResolvedTools {
  const tools: RenderTools = {};
  const errors: string[] = [];
  for (const name of ['helm', 'kustomize', 'kubectl'] as const) {
    const given = explicit[name];
    if (given !== undefined) {
      const path = resolve(options.cwd, given);
      if (executable(path)) tools[name] = path;
      else errors.push(`--${name} ${printablePath(given)}: ${statOrNothing(path) ? 'not an executable file' : 'no such file'}`);
    } else {
      tools[name] = findOnPath(name, options.env);
    }
  }
  return { tools, errors };
}

function statOrNothing(path: string): boolean {
  try {
    statSync(path);
    return true;
  } catch {
    return false;
  }
}
