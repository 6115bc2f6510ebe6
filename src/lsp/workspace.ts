// Where a document belongs: its workspace folder (the working directory of its runs, where config
// discovery starts, CONFIG.md) and the config in effect there. Configs are loaded once and
// reloaded when the file changes: each run looks the config up again (a few stat calls), so a
// config created, edited or deleted outside the editor is picked up without file watchers.
import { statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, discoverConfig } from '../config/load.js';
import type { ResolvedConfig } from '../config/types.js';
import { isWithin } from '../files/checkout.js';
import { loadConfig } from '../app/run.js';

export type ConfigResult = { config: ResolvedConfig } | { error: string; file?: string };

/** Configs remembered at once; a workspace has a few, a session that opens files from everywhere more. */
const MAX_CACHED_CONFIGS = 64;

/** The file path of a `file:` URI; undefined for other schemes (untitled buffers, remote files). */
export function filePathOf(uri: string): string | undefined {
  if (!uri.startsWith('file:')) return undefined;
  try {
    return fileURLToPath(uri);
  } catch {
    return undefined;
  }
}

export class Folders {
  private roots: string[] = [];

  set(uris: readonly string[]): void {
    this.roots = uris.map(filePathOf).filter((p): p is string => p !== undefined);
  }

  add(uri: string): void {
    const path = filePathOf(uri);
    if (path !== undefined && !this.roots.includes(path)) this.roots.push(path);
  }

  remove(uri: string): void {
    const path = filePathOf(uri);
    this.roots = this.roots.filter((r) => r !== path);
  }

  /** The innermost workspace folder holding the file, else its own directory. */
  cwdOf(file: string): string {
    let best: string | undefined;
    for (const root of this.roots) if (isWithin(file, root) && (best === undefined || root.length > best.length)) best = root;
    return best ?? dirname(file);
  }

  /** For a buffer that is no file: the first workspace folder, else the server's working directory. */
  defaultCwd(): string {
    return this.roots[0] ?? process.cwd();
  }
}

interface Cached {
  file: string | undefined;
  stamp: string;
  result: ConfigResult;
}

function stampOf(file: string | undefined): string {
  if (file === undefined) return 'none';
  try {
    const s = statSync(file);
    return `${s.mtimeMs}:${s.ctimeMs}:${s.size}:${s.ino}`;
  } catch {
    return 'missing';
  }
}

export class ConfigCache {
  private readonly byCwd = new Map<string, Cached>();

  /** `explicit`: a --config of the server's command line, relative to the folder. */
  constructor(private readonly explicit?: string) {}

  async get(cwd: string): Promise<ConfigResult> {
    const file = this.explicit !== undefined ? resolve(cwd, this.explicit) : discoverConfig(cwd);
    const stamp = stampOf(file);
    const cached = this.byCwd.get(cwd);
    if (cached && cached.file === file && cached.stamp === stamp) return cached.result;
    let result: ConfigResult;
    try {
      result = { config: await loadConfig({ config: this.explicit, cwd }) };
    } catch (e) {
      if (!(e instanceof ConfigError)) throw e;
      result = { error: e.message, file };
    }
    this.byCwd.delete(cwd);
    this.byCwd.set(cwd, { file, stamp, result });
    if (this.byCwd.size > MAX_CACHED_CONFIGS) this.byCwd.delete(this.byCwd.keys().next().value!);
    return result;
  }

  clear(): void {
    this.byCwd.clear();
  }
}
