// The `yaml` package's full composer: for the parts of a manifest the fast readers leave to it
// (anchors, aliases, tags, directives, errors) and for the config file. What it says about
// errors is turned into one-line messages here.
import { isAlias, isMap, isPair, isScalar, isSeq, parseAllDocuments, Scalar, type Document } from 'yaml';
import { kubernetesTags, observeAmbiguousScalars, type AmbiguityKind } from './scalars.js';
import type { ComposedDocument } from './reader.js';

/** Deeper than any real manifest; walks stop here so hostile input cannot exhaust the stack. */
export const MAX_WALK_DEPTH = 512;
/** Passed to toJS as maxAliasCount; the expansion budget (alias-budget.ts) bounds the size. */
export const MAX_ALIAS_EXPANSION = 100;

export interface LibraryRead {
  schema: 'kubernetes' | 'core';
  documents: Document.Parsed[];
  /** Plain scalars the Kubernetes resolvers flagged, by node. */
  ambiguous: Map<Scalar, AmbiguityKind>;
  /** The parser threw (deep nesting): the message, and no documents. */
  crash?: string;
}

export function composeWithLibrary(text: string, schema: 'kubernetes' | 'core'): LibraryRead {
  const ambiguous = new Map<Scalar, AmbiguityKind>();
  observeAmbiguousScalars((node, kind) => ambiguous.set(node, kind));
  try {
    // logLevel 'error': the package would print its warnings (a collection used as a key) to
    // stderr; they are findings here (document-scan.ts).
    const options =
      schema === 'core'
        ? ({ schema: 'core', merge: true, uniqueKeys: true, logLevel: 'error' } as const)
        : ({ schema: 'failsafe', customTags: kubernetesTags, merge: true, uniqueKeys: true, logLevel: 'error' } as const);
    const parsed = parseAllDocuments(text, options) as Document.Parsed[] | Document.Parsed;
    return { schema, documents: Array.isArray(parsed) ? parsed : [parsed], ambiguous };
  } catch (error) {
    return { schema, documents: [], ambiguous, crash: parserCrashMessage(error) };
  } finally {
    observeAmbiguousScalars(undefined);
  }
}

export function syntaxMessage(code: string, message: string): string {
  // The parser's message ends with a code frame of its own; ours is printed by the formatter.
  const first = message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
  if (code === 'DUPLICATE_KEY')
    return `${first}: Kubernetes rejects duplicate keys (kubectl apply fails with "mapping key already defined").`;
  if (/call stack/i.test(first)) return 'The document is nested too deeply to read safely; it was not linted.';
  if (code === 'TAB_AS_INDENT' && !/tab/i.test(first)) return `${first}: YAML does not allow tabs for indentation.`;
  return `${first}.`.replace(/\.\.$/, '.');
}

/** `image: {user}/repo:tag` and friends: the usual cause is a value that needed quotes. */
export function quotingHint(line: string): string {
  // No `$` after `(.*)`: `.` stops at U+2028, and `\s+(.*)$` would then backtrack quadratically.
  const value = /^\s*(?:-\s+)?[^\s#'"][^:#]*:\s+(.*)/.exec(line)?.[1] ?? /^\s*-\s+(.*)/.exec(line)?.[1];
  if (!value || !/^[{[*&!%@`]/.test(value)) return '';
  const closed = (value.startsWith('{') && value.trimEnd().endsWith('}')) || (value.startsWith('[') && value.trimEnd().endsWith(']'));
  return closed
    ? ''
    : ` The value \`${value.length > 40 ? `${value.slice(0, 40)}…` : value}\` starts with a YAML indicator (${value[0]}); quote it.`;
}

export function parserCrashMessage(error: unknown): string {
  if (error instanceof RangeError) return 'The document is nested too deeply to read safely; it was not linted.';
  const message = error instanceof Error ? error.message : String(error);
  if (/excessive alias/i.test(message))
    return `Too many alias expansions (more than ${MAX_ALIAS_EXPANSION}): this looks like an alias bomb; the document was not linted.`;
  return `The document could not be read: ${message.split('\n')[0]}`;
}

/**
 * Where an unclosed quote opens. The package reports it where the quoted text runs out (the
 * end of the document), which says nothing about which quote it was.
 */
export function unclosedQuoteStart(doc: Document.Parsed, end: number): number | undefined {
  const stack: { node: unknown; depth: number }[] = [{ node: doc.contents, depth: 0 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (depth > MAX_WALK_DEPTH) continue;
    if (isScalar(node)) {
      if ((node.type === Scalar.QUOTE_SINGLE || node.type === Scalar.QUOTE_DOUBLE) && node.range?.[1] === end) return node.range[0];
    } else if (isMap(node) || isSeq(node)) {
      for (const item of node.items as unknown[]) {
        if (isPair(item)) stack.push({ node: item.key, depth: depth + 1 }, { node: item.value, depth: depth + 1 });
        else stack.push({ node: item, depth: depth + 1 });
      }
    }
  }
  return undefined;
}

/** Paths of the values the scalar resolvers flagged; an iterative, depth-capped walk. */
export function ambiguousScalarsOf(doc: Document.Parsed, flagged: Map<Scalar, AmbiguityKind>): ComposedDocument['ambiguous'] {
  const out: ComposedDocument['ambiguous'] = [];
  const stack: { node: unknown; path: (string | number)[] }[] = [{ node: doc.contents, path: [] }];
  while (stack.length > 0) {
    const { node, path } = stack.pop()!;
    if (path.length > MAX_WALK_DEPTH || isAlias(node)) continue;
    if (isScalar(node)) {
      const kind = flagged.get(node);
      if (kind) out.push({ path, kind, source: String(node.source), value: node.value });
    } else if (isMap(node)) {
      for (const pair of node.items) {
        if (isPair(pair) && isScalar(pair.key)) stack.push({ node: pair.value, path: [...path, String(pair.key.value)] });
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => stack.push({ node: item, path: [...path, i] }));
    }
  }
  return out.reverse();
}
