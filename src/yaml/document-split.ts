// Where the documents of a stream start, found in the text before any parsing, the way kubectl
// splits a stream. YAML forbids a `---` line at column 0 inside any scalar or flow collection,
// so such a line always starts a document: reading each part on its own keeps one broken
// document (an unclosed quote, say) from hiding the documents after it, and lets the parts
// that parse keep the fast readers when another part needs the `yaml` package.

/** Document start markers, as js-yaml and the `yaml` package both see them. */
export const DOC_START = /^---(?=[ \t\r\n]|$)/gm;

/**
 * Offsets where the parts of a stream start: 0, then every `---` line, moved up over the `%`
 * directive lines just above it (and the comments and blank lines among them), which belong
 * to the document that marker starts. The first part may hold no document (only comments).
 */
export function documentPartStarts(text: string): number[] {
  const starts = [0];
  for (const m of text.matchAll(DOC_START)) {
    const previous = starts[starts.length - 1]!;
    const start = directivesAbove(text, m.index, previous);
    // A marker with only directives above it in the first part starts that part.
    if (start > previous) starts.push(start);
  }
  return starts;
}

/** The start of the first `%` line in the run of directive, comment and blank lines above `marker`. */
function directivesAbove(text: string, marker: number, floor: number): number {
  let start = marker;
  let at = marker;
  // Each line is looked at for one marker only (the walk stops at the previous part): linear.
  while (at > floor) {
    const lineStart = at >= 2 ? text.lastIndexOf('\n', at - 2) + 1 : 0;
    if (lineStart < floor) break;
    if (text.charCodeAt(lineStart) === 37 /* % */) start = lineStart;
    else if (!isBlankOrComment(text, lineStart, at)) break;
    at = lineStart;
  }
  return start;
}

function isBlankOrComment(text: string, from: number, to: number): boolean {
  let i = from;
  while (i < to && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9 || text.charCodeAt(i) === 13)) i++;
  return i >= to || text.charCodeAt(i) === 10 || text.charCodeAt(i) === 35; /* # */
}
