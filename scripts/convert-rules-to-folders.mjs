// One-off conversion: each rule module rules/<id>.ts (metadata, check, prose and doc examples in
// one file) becomes a folder rules/<id>/ with
//   rule.ts        the module without description/rationale/remediation/examples
//   README.md      ## What it checks / ## Why it matters / ## How to fix, and the example list
//   invalid-<slug>.yaml, .out, .config.yaml   each invalid doc example, its output and config
//   valid-<slug>.yaml, .config.yaml           each valid doc example
//   rule.test.ts   ← test/rules/<id>.test.ts
// It reads the metadata values by bundling the modules with esbuild, edits the source text with
// the TypeScript parser, and rewrites relative imports by where their targets are (not by name),
// so it runs on any tree whose rules are still single files; other modules that import a rule
// (rules/<x>.js) are pointed at rules/<x>/rule.js. The .out goldens come from
// test/helpers/rule-examples.ts, the same code the rule tests check them with. Lines of rule and
// test code are wrapped at 140 characters without changing a value (long strings and templates
// become concatenations, a regex too long for a line becomes new RegExp). Nothing is written
// unless every rule converts, its README reads back as its prose, and every example's output
// is on the lines the example expects.
//
//   node scripts/convert-rules-to-folders.mjs && npm run build
import { build } from 'esbuild';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, rmdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import ts from 'typescript';
import { stringify } from 'yaml';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const RULES = join(root, 'rules');
const TESTS = join(root, 'test', 'rules');
const LIMIT = 140;
const DOC_PROPS = new Set(['description', 'rationale', 'remediation', 'examples']);
const main = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);

/** Rules still written as one module, rules/<id>.ts. */
const ids = main
  ? readdirSync(RULES)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && f !== 'index.ts')
      .map((f) => f.slice(0, -3))
      .sort()
  : [];
if (main && ids.length === 0) {
  console.log('No rules/<id>.ts left to convert.');
  process.exit(0);
}

// ---------------------------------------------------------------------------------------------
// Metadata values and example outputs: one bundle of every rule module and the example helper.

async function loadModules() {
  const entry = [
    `export * as helper from ${JSON.stringify(join(root, 'test/helpers/rule-examples.ts'))};`,
    ...ids.map((id, i) => `import r${i} from ${JSON.stringify(join(RULES, `${id}.ts`))};`),
    `export const rules = { ${ids.map((id, i) => `${JSON.stringify(id)}: r${i}`).join(', ')} };`,
  ].join('\n');
  // Beside node_modules, so that the bundle's bare imports (yaml, ajv) resolve from the project.
  const out = join(root, 'node_modules', '.cache', 'ai-k8s-lint-convert.mjs');
  await build({
    stdin: { contents: entry, resolveDir: root, loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: out,
    packages: 'external',
    logLevel: 'warning',
  });
  return import(`${pathToFileURL(out).href}?t=${Date.now()}`);
}

// ---------------------------------------------------------------------------------------------
// Source edits with the TypeScript parser.

const parse = (file, text) => ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);

/** Applies [start, end, replacement] edits (non-overlapping). */
function applyEdits(text, edits) {
  let out = text;
  for (const [start, end, replacement] of [...edits].sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + replacement + out.slice(end);
  return out;
}

function walk(node, visit) {
  visit(node);
  ts.forEachChild(node, (child) => walk(child, visit));
}

const lineStart = (text, pos) => text.lastIndexOf('\n', pos - 1) + 1;
function lineEnd(text, pos) {
  const i = text.indexOf('\n', pos);
  return i === -1 ? text.length : i + 1;
}

/** The defineRule({...}) object literal of a rule module. */
function ruleObject(sf) {
  const found = [];
  walk(sf, (n) => {
    if (
      ts.isCallExpression(n) &&
      ts.isIdentifier(n.expression) &&
      n.expression.text === 'defineRule' &&
      n.arguments[0] &&
      ts.isObjectLiteralExpression(n.arguments[0])
    )
      found.push(n.arguments[0]);
  });
  if (found.length !== 1) throw new Error(`${sf.fileName}: expected one defineRule({ ... }), found ${found.length}`);
  return found[0];
}

const propName = (p) => (p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : undefined);

/** Removes the prose and example properties; returns the new text and the removed ranges' text. */
function removeDocProps(file, text) {
  const sf = parse(file, text);
  const obj = ruleObject(sf);
  const edits = [];
  const removed = [];
  for (const p of obj.properties) {
    if (!DOC_PROPS.has(propName(p))) continue;
    const start = lineStart(text, p.getStart(sf));
    let end = p.end;
    const after = text.slice(end).match(/^\s*,/);
    if (after) end += after[0].length;
    end = lineEnd(text, end);
    edits.push([start, end, '']);
    removed.push(text.slice(start, end));
  }
  return { text: applyEdits(text, edits), removed: removed.join('\n') };
}

/** Names declared at the top level (const/let/function/class/type/interface) and imported names. */
function topLevelDeclarations(sf) {
  const out = [];
  for (const st of sf.statements) {
    if (ts.isVariableStatement(st)) {
      const names = st.declarationList.declarations.filter((d) => ts.isIdentifier(d.name)).map((d) => d.name.text);
      if (names.length === st.declarationList.declarations.length && !hasExport(st)) out.push({ names, node: st, kind: 'statement' });
    } else if (
      (ts.isFunctionDeclaration(st) || ts.isClassDeclaration(st) || ts.isInterfaceDeclaration(st) || ts.isTypeAliasDeclaration(st)) &&
      st.name &&
      !hasExport(st)
    ) {
      out.push({ names: [st.name.text], node: st, kind: 'statement' });
    } else if (ts.isImportDeclaration(st) && st.importClause) {
      const c = st.importClause;
      if (c.name) out.push({ names: [c.name.text], node: c.name, kind: 'default', decl: st });
      if (c.namedBindings && ts.isNamedImports(c.namedBindings))
        for (const el of c.namedBindings.elements) out.push({ names: [el.name.text], node: el, kind: 'named', decl: st });
      if (c.namedBindings && ts.isNamespaceImport(c.namedBindings))
        out.push({ names: [c.namedBindings.name.text], node: c.namedBindings, kind: 'namespace', decl: st });
    }
  }
  return out;
}

const hasExport = (st) => (ts.getModifiers?.(st) ?? st.modifiers ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** How often each identifier occurs outside the declaring names themselves. */
function identifierUses(sf, declared) {
  const declNodes = new Set();
  for (const d of declared) {
    if (d.kind === 'statement') {
      if (ts.isVariableStatement(d.node)) d.node.declarationList.declarations.forEach((v) => declNodes.add(v.name));
      else declNodes.add(d.node.name);
    } else declNodes.add(d.kind === 'named' ? d.node.name : d.kind === 'namespace' ? d.node.name : d.node);
  }
  const uses = new Map();
  walk(sf, (n) => {
    if (ts.isIdentifier(n) && !declNodes.has(n)) uses.set(n.text, (uses.get(n.text) ?? 0) + 1);
  });
  return uses;
}

/** The range a top-level statement takes, with the comments right above it and its line end. */
function statementRange(text, sf, node) {
  let start = lineStart(text, node.getStart(sf, true));
  for (;;) {
    const prev = lineStart(text, start - 1);
    if (start === 0 || !/^\s*(\/\/|\/\*|\*)/.test(text.slice(prev, start))) break;
    start = prev;
  }
  return [start, lineEnd(text, node.end)];
}

/** Drops declarations and imports that only the removed properties used (repeatedly). */
function removeUnused(file, text, removedText) {
  const mentioned = (name) => new RegExp(`\\b${name.replace(/\$/g, '\\$')}\\b`).test(removedText);
  for (let round = 0; round < 20; round++) {
    const sf = parse(file, text);
    const declared = topLevelDeclarations(sf);
    const uses = identifierUses(sf, declared);
    const unused = declared.filter((d) => d.names.every((n) => !uses.get(n)) && d.names.some(mentioned));
    if (unused.length === 0) return text;
    const edits = [];
    const imports = new Map();
    for (const d of unused) {
      if (d.kind === 'statement') {
        const [start, end] = statementRange(text, sf, d.node);
        edits.push([start, end, '']);
        removedText += text.slice(start, end);
      } else imports.set(d.decl, [...(imports.get(d.decl) ?? []), d]);
    }
    for (const [decl, gone] of imports) {
      const all = declared.filter((d) => d.decl === decl);
      if (gone.length === all.length) edits.push([lineStart(text, decl.getStart(sf)), lineEnd(text, decl.end), '']);
      else {
        const c = decl.importClause;
        const keepDefault = c.name && !gone.some((g) => g.kind === 'default');
        const named =
          c.namedBindings && ts.isNamedImports(c.namedBindings)
            ? c.namedBindings.elements.filter((el) => !gone.some((g) => g.node === el))
            : [];
        const parts = [];
        if (keepDefault) parts.push(c.name.text);
        if (named.length) parts.push(`{ ${named.map((el) => el.getText(sf)).join(', ')} }`);
        if (c.namedBindings && ts.isNamespaceImport(c.namedBindings) && !gone.some((g) => g.kind === 'namespace'))
          parts.push(c.namedBindings.getText(sf));
        edits.push([c.getStart(sf), c.end, `${c.isTypeOnly ? 'type ' : ''}${parts.join(', ')}`]);
      }
    }
    text = applyEdits(text, edits).replace(/\n{3,}/g, '\n\n');
  }
  throw new Error(`${file}: unused declarations do not settle`);
}

/**
 * Relative module specifiers, rewritten for the file's new place; rules/<x>.ts becomes
 * rules/<x>/rule.ts. `rulesOnly`: a file that stays where it is; only its imports of rules change.
 */
function rewriteImports(file, text, oldPath, newPath, rulesOnly = false) {
  const sf = parse(file, text);
  const edits = [];
  const fix = (lit) => {
    const spec = lit.text;
    if (!spec.startsWith('.')) return;
    let target = resolve(dirname(oldPath), spec);
    const m = /^(.*)[\\/]rules[\\/]([a-z0-9-]+)\.(js|ts)$/.exec(target);
    const rule = m && m[1] === root && ids.includes(m[2]);
    if (rule) target = join(RULES, m[2], `rule.${m[3]}`);
    else if (rulesOnly) return;
    let rel = relative(dirname(newPath), target).split(sep).join('/');
    if (!rel.startsWith('.')) rel = `./${rel}`;
    if (rel !== spec) edits.push([lit.getStart(sf) + 1, lit.end - 1, rel]);
  };
  walk(sf, (n) => {
    if ((ts.isImportDeclaration(n) || ts.isExportDeclaration(n)) && n.moduleSpecifier && ts.isStringLiteral(n.moduleSpecifier))
      fix(n.moduleSpecifier);
    else if (
      ts.isCallExpression(n) &&
      n.expression.kind === ts.SyntaxKind.ImportKeyword &&
      n.arguments[0] &&
      ts.isStringLiteral(n.arguments[0])
    )
      fix(n.arguments[0]);
    else if (ts.isImportTypeNode(n) && ts.isLiteralTypeNode(n.argument) && ts.isStringLiteral(n.argument.literal)) fix(n.argument.literal);
    else if (
      ts.isCallExpression(n) &&
      /^vi\.(mock|doMock|importActual)$/.test(n.expression.getText(sf)) &&
      n.arguments[0] &&
      ts.isStringLiteral(n.arguments[0])
    )
      fix(n.arguments[0]);
  });
  return applyEdits(text, edits);
}

// ---------------------------------------------------------------------------------------------
// Wrapping lines at 140 characters, keeping every value.

const URL = /\bhttps?:\/\//;
const OPEN = new Set([
  ts.SyntaxKind.OpenParenToken,
  ts.SyntaxKind.OpenBracketToken,
  ts.SyntaxKind.OpenBraceToken,
  ts.SyntaxKind.TemplateHead,
]);
const CLOSE = new Set([
  ts.SyntaxKind.CloseParenToken,
  ts.SyntaxKind.CloseBracketToken,
  ts.SyntaxKind.CloseBraceToken,
  ts.SyntaxKind.TemplateTail,
]);
const BREAK_AFTER = new Set([
  ts.SyntaxKind.CommaToken,
  ts.SyntaxKind.OpenParenToken,
  ts.SyntaxKind.OpenBracketToken,
  ts.SyntaxKind.OpenBraceToken,
  ts.SyntaxKind.EqualsGreaterThanToken,
  ts.SyntaxKind.AmpersandAmpersandToken,
  ts.SyntaxKind.BarBarToken,
  ts.SyntaxKind.QuestionQuestionToken,
  ts.SyntaxKind.PlusToken,
  ts.SyntaxKind.EqualsToken,
  ts.SyntaxKind.BarToken,
]);
const STRINGS = new Set([
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
]);

function tokensOf(sf) {
  const out = [];
  const visit = (n) => {
    if (n.kind >= ts.SyntaxKind.FirstToken && n.kind <= ts.SyntaxKind.LastToken) out.push(n);
    else if (ts.isJSDoc?.(n)) return;
    else n.getChildren(sf).forEach(visit);
  };
  visit(sf);
  return out;
}

/** A string or template literal split into pieces reads the same where `'a' + 'b'` needs no parentheses. */
function needsParens(node) {
  const p = node.parent;
  if (ts.isCallExpression(p) || ts.isNewExpression(p)) return p.expression === node;
  if (
    ts.isArrayLiteralExpression(p) ||
    ts.isParenthesizedExpression(p) ||
    ts.isTemplateSpan(p) ||
    ts.isReturnStatement(p) ||
    ts.isSpreadElement(p)
  )
    return false;
  if (ts.isPropertyAssignment(p) || ts.isVariableDeclaration(p) || ts.isParameter(p) || ts.isPropertyDeclaration(p)) return p.name === node;
  if (ts.isConditionalExpression(p)) return p.condition === node;
  if (ts.isArrowFunction(p)) return false;
  if (ts.isBinaryExpression(p)) {
    const op = p.operatorToken.kind;
    const K = ts.SyntaxKind;
    return ![
      K.PlusToken,
      K.EqualsEqualsEqualsToken,
      K.ExclamationEqualsEqualsToken,
      K.EqualsEqualsToken,
      K.ExclamationEqualsToken,
      K.AmpersandAmpersandToken,
      K.BarBarToken,
      K.QuestionQuestionToken,
      K.EqualsToken,
      K.PlusEqualsToken,
      K.CommaToken,
    ].includes(op);
  }
  return true;
}

/** Literals that cannot become a concatenation: types, property names, module names, tagged templates. */
function splittable(node) {
  const p = node.parent;
  if (
    ts.isLiteralTypeNode(p) ||
    ts.isImportDeclaration(p) ||
    ts.isExportDeclaration(p) ||
    ts.isExternalModuleReference(p) ||
    ts.isTaggedTemplateExpression(p)
  )
    return false;
  if (
    (ts.isPropertyAssignment(p) ||
      ts.isPropertyDeclaration(p) ||
      ts.isPropertySignature(p) ||
      ts.isEnumMember(p) ||
      ts.isMethodDeclaration(p)) &&
    p.name === node
  )
    return false;
  if (ts.isElementAccessExpression(p) && p.argumentExpression === node) return false;
  if ((ts.isAsExpression(p) || ts.isSatisfiesExpression?.(p)) && /const/.test(p.type.getText())) return false;
  if (ts.isCaseClause(p) || ts.isImportTypeNode(p)) return false;
  if (ts.isCallExpression(p) && p.expression.kind === ts.SyntaxKind.ImportKeyword) return false;
  return true;
}

/** The literal text span of a string/template token: [start, end) of what is between the delimiters. */
function textSpan(tok) {
  const start = tok.getStart();
  const K = ts.SyntaxKind;
  const closing = tok.kind === K.TemplateHead || tok.kind === K.TemplateMiddle ? 2 : 1;
  return [start + 1, tok.end - closing];
}

const indentOf = (line) => /^\s*/.exec(line)[0];

/** One edit that makes the overlong line at `ls` shorter, or undefined. */
function shortenLine(file, text, ls) {
  const le = text.indexOf('\n', ls) === -1 ? text.length : text.indexOf('\n', ls);
  const line = text.slice(ls, le);
  const indent = indentOf(line);
  const sf = parse(file, text);
  const tokens = tokensOf(sf);
  const K = ts.SyntaxKind;

  // Comments: a whole-line // comment is rewrapped; a one-line /** */ becomes a block.
  const trimmed = line.trim();
  if (trimmed.startsWith('//') && !isInsideToken(tokens, ls + indent.length)) {
    const words = trimmed.replace(/^\/\/\s?/, '').split(' ');
    return [[ls, le, wrapWords(words, `${indent}// `, LIMIT).join('\n')]];
  }
  if (/^\/\*\*.*\*\/$/.test(trimmed) && !isInsideToken(tokens, ls + indent.length)) {
    const words = trimmed
      .replace(/^\/\*\*\s*/, '')
      .replace(/\s*\*\/$/, '')
      .split(' ');
    return [[ls, le, [`${indent}/**`, ...wrapWords(words, `${indent} * `, LIMIT), `${indent} */`].join('\n')]];
  }
  if (/^\* /.test(trimmed) && !isInsideToken(tokens, ls + indent.length)) {
    return [[ls, le, wrapWords(trimmed.slice(2).split(' '), `${indent}* `, LIMIT).join('\n')]];
  }
  // A trailing // comment after code goes on its own line above.
  const lastCode = tokens.filter((t) => t.getStart() >= ls && t.end <= le).pop();
  if (lastCode) {
    const comment = ts.getTrailingCommentRanges(text, lastCode.end)?.find((c) => c.pos < le);
    if (comment && comment.kind === K.SingleLineCommentTrivia) {
      return [
        [lastCode.end, comment.end, ''],
        [ls, ls, `${indent}${text.slice(comment.pos, comment.end)}\n`],
      ];
    }
  }

  // 1. A string or template literal crosses the limit: split it at a space or after a \n escape,
  // else anywhere outside an escape sequence, as far right as the line allows.
  let split;
  for (const tok of tokens) {
    if (!STRINGS.has(tok.kind)) continue;
    const node = tok.kind === K.TemplateHead || tok.kind === K.TemplateMiddle || tok.kind === K.TemplateTail ? templateOf(tok) : tok;
    if (node.getStart() >= ls + LIMIT - 3 || node.end < ls + LIMIT - 10 || !splittable(node) || URL.test(node.getText())) continue;
    const [ts0, te] = textSpan(tok);
    const from = Math.max(ts0 + 1, ls + indent.length + 1);
    // Before a `${` the right piece starts with the substitution; before a closing quote it would be empty.
    const opensSubstitution = tok.kind === K.TemplateHead || tok.kind === K.TemplateMiddle;
    const to = Math.min(opensSubstitution ? te : te - 1, ls + LIMIT - 3);
    const safe = safePositions(text, ts0, te);
    for (let p = to; p >= from; p--) {
      if (!safe.has(p)) continue;
      const word = text[p - 1] === ' ' || (text[p - 1] === 'n' && text[p - 2] === '\\');
      // Words are not cut, unless the literal is one long word (a pattern).
      if (!word && te - ts0 < 80) continue;
      // Neither piece a scrap of a few characters, where another place allows.
      const balanced = p - Math.max(node.getStart(), ls) >= 20 && node.end - p >= 20;
      const rank = (word ? 2 : 0) + (balanced ? 1 : 0);
      if (!split || rank > split.rank || (rank === split.rank && p > split.at))
        split = { at: p, rank, node, quote: tok.kind === K.StringLiteral ? text[tok.getStart()] : '`' };
    }
  }
  // 2. Break between tokens: the shallowest place, then the rightmost, that leaves the line within the limit.
  const best = tokenBreak(tokens, text, ls, le, indent);
  // A literal that only starts near the end of the line moves down whole instead (after `=>`, `=`, `(`...).
  if (split && (split.at - Math.max(split.node.getStart(), ls) >= 30 || !best)) {
    const { at, node, quote } = split;
    // The pieces of one split literal line up.
    const previous = text.slice(lineStart(text, ls - 1), ls - 1);
    const more = /\+$/.test(previous) && /^['"`]/.test(trimmed) ? '' : '  ';
    const edits = [[at, at, `${quote} +\n${indent}${more}${quote}`]];
    if (needsParens(node)) edits.push([node.getStart(), node.getStart(), '('], [node.end, node.end, ')']);
    return edits;
  }

  if (best) {
    let end = best.pos;
    while (text[end] === ' ') end++;
    let start = best.pos;
    while (text[start - 1] === ' ') start--;
    // The next item of a list this line already continues lines up with it.
    const previous = text.slice(lineStart(text, ls - 1), ls - 1).trimEnd();
    const sibling = best.comma && best.depth === 0 && /[[({,]$/.test(previous);
    return [[start, end, `\n${indent}${sibling ? '' : '  '}`]];
  }

  // 2b. Else before a closing bracket, as far right as fits.
  const onLine = tokens.filter((t) => t.getStart() >= ls && t.getStart() < le);
  const closer = onLine
    .filter(
      (t, i) =>
        CLOSE.has(t.kind) && i > 0 && !OPEN.has(onLine[i - 1].kind) && t.getStart() - ls <= LIMIT && t.getStart() - ls > indent.length + 4,
    )
    .pop();
  if (closer && !insideTemplateSpan(closer) && closer.kind !== K.TemplateTail) {
    let start = closer.getStart();
    while (text[start - 1] === ' ') start--;
    return [[start, closer.getStart(), `\n${indent}`]];
  }

  // 3. A regex literal too long for any line: the same pattern through RegExp, whose string step 1 splits.
  for (const tok of tokens) {
    if (tok.kind !== K.RegularExpressionLiteral || tok.end < ls + LIMIT - 10 || tok.getStart() >= le) continue;
    const raw = tok.getText();
    const slash = raw.lastIndexOf('/');
    const source = raw.slice(1, slash);
    const flags = raw.slice(slash + 1);
    const literal = `'${source.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
    return [[tok.getStart(), tok.end, `new RegExp(${literal}${flags ? `, '${flags}'` : ''})`]];
  }
  return undefined;
}

/** The shallowest, then rightmost, place between tokens of the line where a break leaves it within the limit. */
function tokenBreak(tokens, text, ls, le, indent) {
  const K = ts.SyntaxKind;
  let depth = 0;
  let best;
  const onLine = tokens.filter((t) => t.getStart() >= ls && t.getStart() < le);
  for (const [i, tok] of onLine.entries()) {
    const start = tok.getStart();
    if (CLOSE.has(tok.kind) || tok.kind === K.TemplateMiddle) depth--;
    const next = onLine[i + 1];
    const inTemplate = insideTemplateSpan(tok);
    const candidates = [];
    // After an opening bracket counts a little deeper than after a comma beside it.
    if (BREAK_AFTER.has(tok.kind) && next && !inTemplate && breakAfterOk(tok))
      candidates.push([tok.end, OPEN.has(tok.kind) ? depth + 0.5 : depth]);
    if (
      tok.kind === K.DotToken &&
      start > ls + indent.length &&
      ts.isPropertyAccessExpression(tok.parent) &&
      ts.isCallExpression(tok.parent.expression) &&
      !inTemplate
    ) {
      candidates.push([start, depth]);
    }
    if ((tok.kind === K.QuestionToken || tok.kind === K.ColonToken) && ts.isConditionalExpression(tok.parent) && !inTemplate)
      candidates.push([start, depth]);
    for (const [pos, d] of candidates) {
      const col = pos - ls;
      if (col > LIMIT || col <= indent.length + 4) continue;
      if (!best || d < best.depth || (d === best.depth && pos > best.pos)) best = { pos, depth: d, comma: tok.kind === K.CommaToken };
    }
    if (OPEN.has(tok.kind) || tok.kind === K.TemplateMiddle) depth++;
  }
  return best;
}

/** Positions in [start, end] of a literal's text where a split cuts no escape sequence in two. */
function safePositions(text, start, end) {
  const out = new Set();
  for (let i = start; i <= end;) {
    out.add(i);
    if (text[i] !== '\\') i++;
    else if (text[i + 1] === 'x') i += 4;
    else if (text[i + 1] === 'u') i += text[i + 2] === '{' ? text.indexOf('}', i) + 1 - i : 6;
    else if (text[i + 1] === '\r' && text[i + 2] === '\n') i += 3;
    else i += 2;
  }
  return out;
}

function isInsideToken(tokens, pos) {
  return tokens.some((t) => t.getStart() < pos && pos < t.end);
}

function templateOf(tok) {
  let n = tok;
  while (n && !ts.isTemplateExpression(n)) n = n.parent;
  return n;
}

function insideTemplateSpan(tok) {
  for (let n = tok.parent; n; n = n.parent) if (ts.isTemplateSpan(n) && tok.getStart() < n.literal.getStart()) return true;
  return false;
}

/** `=` breaks only in declarations and assignments; `|` only in union types; `+` only between values. */
function breakAfterOk(tok) {
  const K = ts.SyntaxKind;
  const p = tok.parent;
  if (tok.kind === K.EqualsToken) return ts.isVariableDeclaration(p) || (ts.isBinaryExpression(p) && p.operatorToken === tok);
  if (tok.kind === K.BarToken) return ts.isUnionTypeNode(p);
  if (tok.kind === K.PlusToken) return ts.isBinaryExpression(p);
  return true;
}

function wrapWords(words, prefix, limit) {
  const lines = [];
  let cur = '';
  for (const w of words) {
    if (cur && prefix.length + cur.length + 1 + w.length > limit) {
      lines.push(prefix + cur);
      cur = w;
    } else cur = cur ? `${cur} ${w}` : w;
  }
  lines.push(prefix + cur);
  return lines;
}

/** Every line within 140 characters, but lines with a URL; returns the text and the lines left long. */
export function wrapLongLines(file, text) {
  const stuck = new Set();
  for (let guard = 0; guard < 5000; guard++) {
    const lines = text.split('\n');
    let ls = 0;
    let target = -1;
    for (const l of lines) {
      if (l.length > LIMIT && !stuck.has(l)) {
        target = ls;
        break;
      }
      ls += l.length + 1;
    }
    // ESLint's max-len (ignoreUrls) lets a line with a URL be long.
    if (target === -1) return { text, long: [...stuck].filter((l) => !URL.test(l)) };
    const edits = shortenLine(file, text, target);
    const next = edits ? applyEdits(text, edits) : text;
    if (!edits || next === text || parse(file, next).parseDiagnostics.length > 0)
      stuck.add(lines[text.slice(0, target).split('\n').length - 1]);
    else text = next;
  }
  throw new Error(`${file}: wrapping does not settle`);
}

// ---------------------------------------------------------------------------------------------
// One rule.

function examplesOf(rule, helper) {
  const out = [];
  for (const kind of ['invalid', 'valid']) {
    const taken = new Set();
    for (const ex of rule.examples[kind]) {
      const slug = helper.exampleSlug(ex.title);
      let name = slug;
      for (let n = 2; taken.has(name); n++) name = `${slug}-${n}`;
      taken.add(name);
      const config = ex.options ? { ...ex.config, rules: { ...ex.config?.rules, [rule.id]: [rule.level, ex.options] } } : ex.config;
      out.push({ kind, base: `${kind}-${name}`, ex, config });
    }
  }
  return out;
}

/** The files of rules/<id>/ (name → text), checked; nothing is written. */
async function convert(id, mod) {
  const { helper } = mod;
  const rule = mod.rules[id];
  if (rule.id !== id) throw new Error(`rules/${id}.ts defines ${rule.id}`);
  if (existsSync(join(RULES, id))) throw new Error(`rules/${id}/ exists already`);
  const files = new Map();
  const examples = examplesOf(rule, helper);
  for (const e of examples) {
    files.set(`${e.base}.yaml`, e.ex.yaml);
    if (e.config) files.set(`${e.base}.config.yaml`, stringify(e.config));
  }
  const entries = examples.map((e) =>
    e.ex.title === undefined ? { file: `${e.base}.yaml` } : { file: `${e.base}.yaml`, title: e.ex.title },
  );
  const readme = {
    id,
    prose: { description: rule.description, rationale: rule.rationale, remediation: rule.remediation },
    examples: entries,
  };
  const readmeText = helper.renderRuleReadme(readme);
  if (!isDeepStrictEqual(helper.parseRuleReadme(readmeText), readme))
    throw new Error(`rules/${id}: README.md does not read back as the rule's prose`);
  files.set('README.md', readmeText);

  // The outputs: each example linted from a file, with its config read as the CLI reads it.
  const scratch = mkdtempSync(join(tmpdir(), 'ai-k8s-lint-convert-'));
  try {
    for (const [name, content] of files) writeFileSync(join(scratch, name), content);
    for (const e of examples) {
      const configPath = e.config ? join(scratch, `${e.base}.config.yaml`) : undefined;
      const { findings, output } = await helper.lintExample(rule, scratch, { file: `${e.base}.yaml`, configPath });
      const lines = findings.filter((f) => f.ruleId === id).map((f) => f.range.start.line);
      const shown = [...output.matchAll(/^ {2}(\d+):\d+ /gm)].map((m) => Number(m[1]));
      const what = `rules/${id}: ${e.kind} example "${e.ex.title ?? e.base}"`;
      if (e.kind === 'valid' && lines.length) throw new Error(`${what} gives findings on lines ${lines}`);
      if (e.kind === 'invalid') {
        if (!isDeepStrictEqual(lines, e.ex.lines) || !isDeepStrictEqual(shown, e.ex.lines))
          throw new Error(`${what} prints lines ${shown} (findings ${lines}), not ${e.ex.lines}`);
        files.set(`${e.base}.out`, output);
      }
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }

  const long = [];
  const oldPath = join(RULES, `${id}.ts`);
  const rulePath = join(RULES, id, 'rule.ts');
  const { text: stripped, removed } = removeDocProps(rulePath, readFileSync(oldPath, 'utf8'));
  const ruleCode = wrapLongLines(rulePath, rewriteImports(rulePath, removeUnused(rulePath, stripped, removed), oldPath, rulePath));
  files.set('rule.ts', ruleCode.text);
  long.push(...ruleCode.long.map((l) => `rules/${id}/rule.ts: ${l.trim()}`));
  const remove = [oldPath];
  // test/rules/<id>.test.ts becomes rule.test.ts; test/rules/<id>-<what>.test.ts becomes <what>.test.ts.
  for (const [oldTest, name] of testsOf(id)) {
    const testPath = join(RULES, id, name);
    const testCode = wrapLongLines(testPath, rewriteImports(testPath, readFileSync(oldTest, 'utf8'), oldTest, testPath));
    files.set(name, testCode.text);
    long.push(...testCode.long.map((l) => `rules/${id}/${name}: ${l.trim()}`));
    remove.push(oldTest);
  }
  return { id, files, remove, long };
}

/** The test files of a rule under test/rules/, with their names in the rule's folder. */
function testsOf(id) {
  if (!existsSync(TESTS)) return [];
  const out = [];
  for (const f of readdirSync(TESTS).sort()) {
    if (f === `${id}.test.ts`) out.push([join(TESTS, f), 'rule.test.ts']);
    const m = /^(.+)-([a-z0-9-]+)\.test\.ts$/.exec(f);
    // The longest rule id the name starts with owns it (a-b-c.test.ts: rule a-b, not a).
    if (
      m &&
      f.startsWith(`${id}-`) &&
      !ids.some((other) => (other.length > id.length && f.startsWith(`${other}-`)) || f === `${other}.test.ts`)
    ) {
      out.push([join(TESTS, f), `${f.slice(id.length + 1, -'.test.ts'.length)}.test.ts`]);
    }
  }
  return out;
}

const SKIP_DIRS = new Set(['node_modules', 'dist', '.git', '.scratch', 'coverage', 'generated']);

/** Code files outside rules/ (and test/rules/) that may import a rule module. */
function otherCodeFiles(dir = root) {
  const out = [];
  for (const d of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, d.name);
    if (d.isDirectory()) {
      if (!SKIP_DIRS.has(d.name) && path !== RULES && path !== TESTS) out.push(...otherCodeFiles(path));
    } else if (/\.(ts|mts|cts)$/.test(d.name) && !d.name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

if (main) await run();

async function run() {
  const mod = await loadModules();
  // Every rule is converted and checked before anything is written.
  const converted = [];
  for (const id of ids) converted.push(await convert(id, mod));
  // Other modules that import a rule (tests of the engine, of schemas...) import it from its folder.
  const imports = new Map();
  for (const file of otherCodeFiles()) {
    const text = readFileSync(file, 'utf8');
    const fixed = rewriteImports(file, text, file, file, true);
    if (fixed !== text) imports.set(file, fixed);
  }
  for (const [file, text] of imports) writeFileSync(file, text);
  for (const { id, files, remove } of converted) {
    mkdirSync(join(RULES, id));
    for (const [name, content] of files) writeFileSync(join(RULES, id, name), content);
    for (const f of remove) rmSync(f);
  }
  if (existsSync(TESTS) && readdirSync(TESTS).length === 0) rmdirSync(TESTS);
  // The registry names the old modules; `npm run build` writes the new one.
  rmSync(join(RULES, 'index.ts'), { force: true });
  console.log(`Converted ${ids.length} rules into rules/<id>/. Now run \`npm run build\` (registry, docs, dist).`);
  const long = converted.flatMap((c) => c.long);
  if (long.length) console.log(`Lines left over ${LIMIT} characters:\n${long.map((l) => `  ${l}`).join('\n')}`);
}
