// Findings silenced by annotations or comment directives are kept, marked, and counted.
import type { DisableDirective, LoadedFile } from '../yaml/load.js';
import type { ObjectView } from '../k8s/objects.js';
import type { Finding, Suppression } from '../core/types.js';

export const IGNORE_ANNOTATION = 'ai-k8s-lint.io/ignore';
export const IGNORE_REASON_ANNOTATION = 'ai-k8s-lint.io/ignore-reason';

export function annotationSuppression(object: Pick<ObjectView, 'annotations'> | undefined, ruleId: string): Suppression | undefined {
  const ids = object?.annotations[IGNORE_ANNOTATION];
  if (ids === undefined) return undefined;
  const list = ids.split(/[\s,]+/).filter(Boolean);
  if (!list.includes(ruleId) && !list.includes('all')) return undefined;
  return { kind: 'inSource', source: 'annotation', justification: object?.annotations[IGNORE_REASON_ANNOTATION] };
}

const HEAD = /^\s*(-\s+)?(apiVersion|kind)\s*:/;

interface PlacedDirective {
  directive: DisableDirective;
  /** Lines the next-line directive applies to. */
  lines?: number[];
  docIndex?: number;
  used: boolean;
}

/**
 * Which directive applies first (lowest index) to a key (a line, a document index) and a rule:
 * built once, so a finding costs two look-ups, not a scan of every directive of the file.
 */
class FirstDirectives {
  private readonly forAll = new Map<number, number>();
  /** Keyed `key rule-id`: one map for the file, not one per line (20k directives, 20k maps). */
  private readonly forRule = new Map<string, number>();

  /** Call in increasing index order: the first directive for a key and rule wins. */
  add(key: number, ruleIds: string[], index: number): void {
    if (ruleIds.length === 0 && !this.forAll.has(key)) this.forAll.set(key, index);
    for (const id of ruleIds) {
      const k = `${key} ${id}`;
      if (!this.forRule.has(k)) this.forRule.set(k, index);
    }
  }

  first(key: number, ruleId: string): number | undefined {
    return earliest(this.forAll.get(key), this.forRule.size === 0 ? undefined : this.forRule.get(`${key} ${ruleId}`));
  }
}

function earliest(a: number | undefined, b: number | undefined): number | undefined {
  return a === undefined ? b : b === undefined ? a : Math.min(a, b);
}

/** Comment directives of one file, placed on lines and documents. */
export class DirectiveSet {
  readonly placed: PlacedDirective[];
  /** Next-line directives by the lines they apply to. */
  private readonly byLine = new FirstDirectives();
  /** Document directives by document index. */
  private readonly byDocument = new FirstDirectives();

  constructor(file: LoadedFile, docRanges: { index: number; start: number; end: number }[]) {
    const documentAt = documentFinder(docRanges);
    // Directives come in file order; the blank and comment lines one directive skipped to reach
    // its target are not read again for the next (a run of 20k directive lines stays linear).
    let lastLine = 0;
    let lastTarget = 0;
    this.placed = file.directives.map((directive) => {
      if (directive.kind === 'next-line') {
        const line = file.lines.position(directive.offset).line;
        // The next line that is not blank and not a comment.
        let target = line > lastLine && line < lastTarget ? lastTarget : line + 1;
        while (target <= file.lines.lineCount && /^\s*(#.*)?$/.test(file.lines.lineText(target))) target++;
        lastLine = line;
        lastTarget = target;
        // Above an object's head, the directive covers its apiVersion and kind lines, where
        // object-level findings point, whichever comes first.
        const lines = [target];
        for (let next = target; HEAD.test(file.lines.lineText(next)) && next < target + 2; next++)
          if (HEAD.test(file.lines.lineText(next + 1))) lines.push(next + 1);
        return { directive, lines, used: false };
      }
      return { directive, docIndex: documentAt(directive.offset)?.index, used: false };
    });
    this.placed.forEach((p, i) => {
      for (const line of p.lines ?? []) this.byLine.add(line, p.directive.ruleIds, i);
      if (p.docIndex !== undefined) this.byDocument.add(p.docIndex, p.directive.ruleIds, i);
    });
  }

  /** The first directive (in file order) for the finding's rule on its line or in its document. */
  match(finding: Finding): Suppression | undefined {
    const i = earliest(
      this.byLine.first(finding.range.start.line, finding.ruleId),
      finding.docIndex === undefined ? undefined : this.byDocument.first(finding.docIndex, finding.ruleId),
    );
    if (i === undefined) return undefined;
    const p = this.placed[i]!;
    p.used = true;
    return { kind: 'inSource', source: 'comment', justification: p.directive.justification };
  }

  unused(): PlacedDirective[] {
    return this.placed.filter((p) => !p.used);
  }
}

/**
 * The document a directive at an offset belongs to: the one around it, else the next one. The
 * loaders give documents in file order and directives come in file order, so one sweep finds
 * them all; ranges out of order (not seen) fall back to a scan per directive.
 */
function documentFinder<D extends { start: number; end: number }>(docs: D[]): (offset: number) => D | undefined {
  const ordered = docs.every((d, i) => d.start <= d.end && (i === 0 || docs[i - 1]!.end <= d.start));
  if (!ordered) return (offset) => docs.find((d) => offset >= d.start && offset < d.end) ?? docs.find((d) => offset < d.start);
  // The first document that ends after the offset: around it, or (starting after it) the next one.
  let at = 0;
  let last = -1;
  return (offset) => {
    if (offset < last) at = 0;
    last = offset;
    while (at < docs.length && docs[at]!.end <= offset) at++;
    return docs[at];
  };
}
