/**
 * The text with each lone CR made an LF. YAML reads a lone CR as a line break, and so do go-yaml
 * (Kubernetes) and js-yaml, but the `yaml` package does not: made LF, every reader, the line
 * index and the document split see the same lines. The length is the same, so every offset
 * still points into the file as it is; CRLF stays.
 */
export function lfForLoneCr(text: string): string {
  return text.includes('\r') ? text.replace(/\r(?!\n)/g, '\n') : text;
}

/**
 * Maps string offsets to 1-based line/column (UTF-16 code units, as JS strings index). Line
 * breaks are LF and CRLF: loadYaml turns lone CRs into LFs first (lfForLoneCr).
 */
export class LineIndex {
  private starts: number[] | undefined;
  constructor(private readonly text: string) {}

  private lineStarts(): number[] {
    if (!this.starts) {
      const starts = [0];
      let i = this.text.indexOf('\n');
      while (i !== -1) {
        starts.push(i + 1);
        i = this.text.indexOf('\n', i + 1);
      }
      this.starts = starts;
    }
    return this.starts;
  }

  position(offset: number): { line: number; column: number } {
    const starts = this.lineStarts();
    const clamped = Math.max(0, Math.min(offset, this.text.length));
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= clamped) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: clamped - starts[lo]! + 1 };
  }

  /** The text of a 1-based line without its line break. */
  lineText(line: number): string {
    const starts = this.lineStarts();
    const start = starts[line - 1];
    if (start === undefined) return '';
    const next = starts[line];
    let end = next === undefined ? this.text.length : next - 1;
    if (end > start && this.text.charCodeAt(end - 1) === 13) end--;
    return this.text.slice(start, end);
  }

  /** Offset just past the last character of the line holding `offset` (before CR/LF). */
  lineEnd(offset: number): number {
    let end = this.text.indexOf('\n', offset);
    if (end === -1) end = this.text.length;
    if (end > offset && this.text.charCodeAt(end - 1) === 13) end--;
    return end;
  }

  get lineCount(): number {
    return this.lineStarts().length;
  }
}
