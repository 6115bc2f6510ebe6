// The suppression comments of a file: `# ai-k8s-lint-disable-next-line rule-a -- reason` for
// the line after it, `# ai-k8s-lint-disable rule-a` for the whole document. Found in the text
// itself, before and apart from the YAML readers; the engine (src/engine/suppress.ts) places
// each one on its line or document.

export interface DisableDirective {
  kind: 'next-line' | 'document';
  ruleIds: string[];
  justification?: string;
  /** Offset of the `#`. */
  offset: number;
}

const DIRECTIVE = /#\s*ai-k8s-lint-disable(-next-line)?(?=\s|$)[ \t]*([^\r\n]*)/g;

export function scanDirectives(text: string): DisableDirective[] {
  if (!text.includes('ai-k8s-lint-disable')) return [];
  const out: DisableDirective[] = [];
  for (const m of text.matchAll(DIRECTIVE)) {
    const [ids, reason] = m[2]!.split(/\s--\s?/, 2) as [string, string | undefined];
    out.push({
      kind: m[1] ? 'next-line' : 'document',
      ruleIds: ids.split(/[\s,]+/).filter(Boolean),
      justification: reason?.trim() || undefined,
      offset: m.index,
    });
  }
  return out;
}
