// How far aliases may expand a file. The `yaml` package shares one JS value between an anchor
// and its aliases, so reading stays cheap, but everything after reading (the schema check,
// the rules, the command-line model) walks the value as if every alias were a copy: a 1M-item
// list aliased 95 times in a 2 MB file is 95M items to walk, and exhausted the heap. Counting
// aliases (maxAliasCount) does not see this; counting what they stand for does, as js-yaml's
// and libyaml's expansion limits do.
//
// The budget: the documents of a file, aliases expanded, may hold 1,000,000 nodes or 10 times
// the nodes the file writes, whichever is more. Linting then does at most ten times the work of
// the same file written out without aliases, and a million nodes take well under a second.
// For a single document this is looser than Kubernetes' own reader: go-yaml refuses a
// document ("document contains excessive aliasing") that decodes over 1,000,000 nodes of
// which more than 84 % come from aliases (99 % at 400,000 nodes, falling to 10 % at 4,000,000),
// and past this budget over 90 % do; so a document reported here would not apply either.
import type { DocumentScan } from './document-scan.js';

export const EXPANDED_NODES_FLOOR = 1_000_000;
export const EXPANSION_FACTOR = 10;

export interface BudgetExcess {
  /** The alias that takes the file past the budget. */
  offset: number;
  limit: number;
}

/** The nodes a file's documents read so far write, and hold with aliases expanded. */
export interface AliasBudgetState {
  written: number;
  expanded: number;
}

/**
 * For each document (scans in file order), where it goes over the file's budget, or undefined.
 * A document over budget is not read; the ones after it may still fit. A file read in batches
 * passes the same `state` for each batch: its budget is then what the batches so far write.
 */
export function aliasBudget(scans: DocumentScan[], state: AliasBudgetState = { written: 0, expanded: 0 }): (BudgetExcess | undefined)[] {
  for (const scan of scans) state.written += scan.written;
  const limit = Math.max(EXPANDED_NODES_FLOOR, EXPANSION_FACTOR * state.written);
  return scans.map((scan) => {
    let total = state.expanded + scan.written;
    for (const alias of scan.aliases) {
      total += alias.nodes;
      if (total > limit) return { offset: alias.offset, limit };
    }
    state.expanded = total;
    return undefined;
  });
}

export function budgetMessage(limit: number): string {
  return `Aliases expand this document beyond ${limit.toLocaleString('en-US')} nodes, the most the linter reads from this file (${EXPANDED_NODES_FLOOR.toLocaleString('en-US')}, or ${EXPANSION_FACTOR} times the nodes it writes): this looks like an alias bomb; the document was not linted.`;
}
