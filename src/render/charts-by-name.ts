// The charts of the working directory by their Chart.yaml `name:`, for a Helm render the linter
// did not make (piped on stdin, or committed as a file): its `# Source: <chart name>/templates/…`
// comments name the chart, not its folder. The walk is bounded (depth, directories) and follows
// no symbolic link, as the input walk does not: a pull request decides what the tree holds.
import { readdirSync, type Dirent } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { chartName } from './helm.js';
import { appendTo } from '../core/memo.js';

/** Deep enough for monorepos (deploy/charts/<team>/<chart>), shallow enough to stay quick. */
const MAX_DEPTH = 6;
/** Directories read at most: a checkout with more stops the search (the charts found so far count). */
const MAX_DIRECTORIES = 5_000;
const SKIPPED = new Set(['node_modules', 'templates']);

/** Chart directories (cwd-relative POSIX paths, '.' for the cwd itself) by chart name, in walk order. */
export function chartsByName(cwd: string): Map<string, string[]> {
  const charts = new Map<string, string[]>();
  let read = 0;
  let level = [cwd];
  for (let depth = 0; depth <= MAX_DEPTH && level.length > 0; depth++) {
    const next: string[] = [];
    for (const dir of level) {
      if (read++ >= MAX_DIRECTORIES) return charts;
      let entries: Dirent[];
      try {
        entries = readdirSync(dir, { withFileTypes: true });
      } catch {
        continue;
      }
      entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      for (const e of entries) {
        if (e.isFile() && e.name === 'Chart.yaml') {
          const name = chartName(dir);
          if (name === undefined) continue;
          const shown = relative(cwd, dir).split(sep).join('/') || '.';
          appendTo(charts, name, shown);
        }
        // Dot directories (.git, .github) hold no chart a render comes from; links are not followed.
        if (e.isDirectory() && !e.name.startsWith('.') && !SKIPPED.has(e.name)) next.push(join(dir, e.name));
      }
    }
    level = next;
  }
  return charts;
}
