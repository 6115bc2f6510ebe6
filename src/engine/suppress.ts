// Findings silenced by annotations or comment directives are kept, marked, and counted.
import type { DisableDirective, LoadedFile } from '../yaml/load.js';
import type { ObjectView } from '../model/objects.js';
import type { Finding, Suppression } from './types.js';

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

/** Comment directives of one file, placed on lines and documents. */
export class DirectiveSet {
  readonly placed: PlacedDirective[];

  constructor(file: LoadedFile, docRanges: { index: number; start: number; end: number }[]) {
    this.placed = file.directives.map((directive) => {
      if (directive.kind === 'next-line') {
        const line = file.lines.position(directive.offset).line;
        // The next line that is not blank and not a comment.
        let target = line + 1;
        while (target <= file.lines.lineCount && /^\s*(#.*)?$/.test(file.lines.lineText(target))) target++;
        // Above an object's head, the directive covers its apiVersion and kind lines, where
        // object-level findings point, whichever comes first.
        const lines = [target];
        for (let next = target; HEAD.test(file.lines.lineText(next)) && next < target + 2; next++) if (HEAD.test(file.lines.lineText(next + 1))) lines.push(next + 1);
        return { directive, lines, used: false };
      }
      const doc = docRanges.find((d) => directive.offset >= d.start && directive.offset < d.end) ?? docRanges.find((d) => directive.offset < d.start);
      return { directive, docIndex: doc?.index, used: false };
    });
  }

  match(finding: Finding): Suppression | undefined {
    for (const p of this.placed) {
      const ids = p.directive.ruleIds;
      if (ids.length > 0 && !ids.includes(finding.ruleId)) continue;
      const hit = p.directive.kind === 'next-line' ? !!p.lines?.includes(finding.range.start.line) : p.docIndex !== undefined && p.docIndex === finding.docIndex;
      if (hit) {
        p.used = true;
        return { kind: 'inSource', source: 'comment', justification: p.directive.justification };
      }
    }
    return undefined;
  }

  unused(): PlacedDirective[] {
    return this.placed.filter((p) => !p.used);
  }
}
