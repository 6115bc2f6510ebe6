// A small reader for the Markdown the formatters write: table cells split the way GFM splits
// them, and what a cell holding a value must (not) contain to render as plain text.

/** The cells of a GFM table row, split at pipes no backslash escapes; undefined for other lines. */
export function tableCells(row: string): string[] | undefined {
  if (!row.startsWith('|')) return undefined;
  const cells: string[] = [];
  let cell = '';
  for (let i = 0; i < row.length; i++) {
    const c = row[i]!;
    if (c === '\\' && i + 1 < row.length) {
      cell += c + row[++i]!;
    } else if (c === '|') {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  cells.push(cell);
  // The row's own leading and trailing pipes leave an empty piece at each end.
  return cells.slice(1, -1).map((s) => s.trim());
}

/** Characters that mean something in (GitHub's) Markdown when not backslash-escaped. */
const SPECIAL = new Set(['\\', '`', '*', '_', '[', ']', '(', ')', '!', '#', '~', '|', '$', '<', '>']);

/**
 * What in `text` (a value as the formatter wrote it) a Markdown renderer would not show as
 * text: unescaped special characters, entities other than the three the escaping writes, and
 * raw line breaks or control characters. Empty when the text renders as itself.
 */
export function markupIn(text: string): string[] {
  const found: string[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\\') {
      // Backslash escapes work for ASCII punctuation only; before anything else it is literal.
      if (/[!-/:-@[-`{-~]/.test(text[i + 1] ?? '')) i++;
      else found.push(`unescaped \\ at ${i}`);
    } else if (c === '&') {
      const entity = /^&(lt|gt|amp);/.exec(text.slice(i, i + 5));
      if (entity) i += entity[0].length - 1;
      else found.push(`raw & at ${i}`);
    } else if (SPECIAL.has(c)) found.push(`unescaped ${c} at ${i}`);
    else if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/.test(c))
      found.push(`raw U+${c.charCodeAt(0).toString(16).padStart(4, '0')} at ${i}`);
  }
  return found;
}

/** The text a renderer shows for a cell without markup: backslash escapes and entities undone. */
export function renderedText(text: string): string {
  return text.replace(
    /\\([!-/:-@[-`{-~])|&(lt|gt|amp);/g,
    (_m, c: string | undefined, e: string | undefined) => c ?? { lt: '<', gt: '>', amp: '&' }[e!]!,
  );
}

/** `[text](url)` taken apart: the link text ends at the first unescaped `]`. */
export function link(cell: string): { text: string; url: string } | undefined {
  if (!cell.startsWith('[')) return undefined;
  for (let i = 1; i < cell.length; i++) {
    if (cell[i] === '\\') i++;
    else if (cell[i] === ']') {
      const rest = /^\(([^()\s<>]*)\)$/.exec(cell.slice(i + 1));
      return rest ? { text: cell.slice(1, i), url: rest[1]! } : undefined;
    }
  }
  return undefined;
}

/** The HTML the summary writes itself; any other tag would have come from a value. */
const OWN_TAGS = ['<wbr>', '<br>', '<sub>', '</sub>', '<details>', '</details>', '<summary>', '</summary>', '<b>', '</b>'];

/** The text without the summary's own tags: what is left must hold no `<`. */
export function withoutOwnTags(text: string): string {
  let out = text;
  for (const tag of OWN_TAGS) out = out.replaceAll(tag, '');
  return out;
}

/** A finding row of the summary (`| where | finding |`), taken apart. */
export interface SummaryRow {
  /** `file:line` as written (escaped), and the link's address when it is a link. */
  place: string;
  url?: string;
  /** The render the finding was made on, as written. */
  render?: string;
  /** The values-file line that sets the value. */
  value?: { place: string; url?: string };
  rule: string;
  ruleUrl?: string;
  /** The message as written (escaped). */
  message: string;
}

function placeOf(text: string): { place: string; url?: string } {
  const unbroken = text.replaceAll('<wbr>', '');
  const parsed = link(unbroken);
  return parsed ? { place: parsed.text, url: parsed.url } : { place: unbroken };
}

/** The finding rows of a summary, in order; the per-rule table and the matrix have more cells. */
export function summaryRows(md: string): SummaryRow[] {
  const rows: SummaryRow[] = [];
  for (const line of md.split('\n')) {
    const cells = tableCells(line);
    if (!cells || cells.length !== 2 || line === '| where | finding |' || line === '|---|---|') continue;
    const [where, finding] = cells as [string, string];
    const [first, ...subs] = where.split('<br>');
    const row: SummaryRow = { ...placeOf(first!), rule: '', message: '' };
    for (const sub of subs) {
      const inner = /^<sub>(.*)<\/sub>$/.exec(sub)?.[1];
      if (inner === undefined) throw new Error(`not a sub line: ${sub}`);
      if (inner.startsWith('in ')) row.render = inner.slice(3).replaceAll('<wbr>', '');
      else if (inner.startsWith('value set at ')) row.value = placeOf(inner.slice('value set at '.length));
      else throw new Error(`unknown sub line: ${sub}`);
    }
    const linked = /^\[`([a-z0-9-]+)`\]\(([^()\s]+)\) /.exec(finding);
    const plain = /^`([a-z0-9-]+)` /.exec(finding);
    const m = linked ?? plain;
    if (!m) throw new Error(`no rule at the start of ${finding}`);
    row.rule = m[1]!;
    if (linked) row.ruleUrl = linked[2];
    row.message = finding.slice(m[0].length);
    rows.push(row);
  }
  return rows;
}
