// Which files the js-yaml reader (src/yaml/read-js-yaml.ts) leaves to the slower readers, and
// why: a measurement for the reader's work, not part of the product or of the tests.
//
//   node scripts/yaml-fallback.mjs [--root DIR]... [--constructs] [--detail] [CORPUS_DIR]
//
// Each --root is a checkout of the project (default: this one): its reader is bundled with a
// probe at every place it gives a file up, so one run compares an old and a new reader on the
// same files. Per root it prints the share of files and bytes (UTF-16 characters, as the
// readers count) js-yaml takes whole, the refusals by the source line of the reader that made
// them (the first one per file), and how many bytes each reader then reads in the product's
// order (loadYaml: the whole file, else the CST composer's prefix, else part by part).
// --constructs adds, from the `yaml` package's CST, which constructs the files hold, with the
// files and bytes js-yaml leaves among them; --detail names example files, and for a reader
// that screens the text with a regular expression first (LEFT_TO_YAML), what it matched.
import { build } from 'esbuild';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import YAML from 'yaml';

const here = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const roots = [];
let detail = false;
let constructs = false;
let corpusDir = join(here, '..', 'shared', 'corpus');
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--root') roots.push(args[++i]);
  else if (args[i] === '--detail') detail = true;
  else if (args[i] === '--constructs') constructs = true;
  else corpusDir = args[i];
}
if (roots.length === 0) roots.push(here);

function yamlFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...yamlFiles(path));
    else if (/\.(ya?ml|json)$/.test(name)) out.push(path);
  }
  return out;
}

/**
 * The reader of `root`, bundled with a probe: each `unsupported()`, `libraryOnly()` and
 * `refuse(...)` of read-js-yaml.ts records its line before it acts.
 */
async function probedReader(root) {
  const tmp = mkdtempSync(join(tmpdir(), 'ai-k8s-lint-fallback-'));
  const entry = join(root, 'src/yaml/read-js-yaml.ts');
  const probe = {
    name: 'probe',
    setup(b) {
      b.onLoad({ filter: /read-js-yaml\.ts$/ }, (a) => {
        const lines = readFileSync(a.path, 'utf8').split('\n');
        const tagged = lines.map((line, i) =>
          line
            .replace(/\b(unsupported|libraryOnly)\(\)/g, (m) => `((globalThis.__refusedAt ??= ${i + 1}), ${m})`)
            .replace(/\breturn refuse\(/g, `return (globalThis.__refusedAt ??= ${i + 1}), refuse(`),
        );
        tagged.push(`export const __source = ${JSON.stringify(lines)};`);
        // A reader that screens the text with LEFT_TO_YAML first: where it matches.
        if (lines.some((l) => l.startsWith('const LEFT_TO_YAML')))
          tagged.push('export const __leftToYaml = (t) => { const m = LEFT_TO_YAML.exec(t); return m ? m.index : -1; };');
        return { contents: tagged.join('\n'), loader: 'ts' };
      });
    },
  };
  try {
    const out = join(tmp, 'reader.mjs');
    const cst = join(tmp, 'read-cst.mjs');
    const split = join(tmp, 'document-split.mjs');
    const common = {
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'warning',
      nodePaths: [join(root, 'node_modules')],
      // The CommonJS parts of the bundle (the `yaml` package) require Node's modules.
      banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    };
    await build({ ...common, entryPoints: [entry], outfile: out, plugins: [probe] });
    await build({ ...common, entryPoints: [join(root, 'src/yaml/read-cst.ts')], outfile: cst });
    await build({ ...common, entryPoints: [join(root, 'src/yaml/document-split.ts')], outfile: split });
    return {
      js: await import(pathToFileURL(out).href),
      cst: await import(pathToFileURL(cst).href),
      split: await import(pathToFileURL(split).href),
    };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** What the text has where a pre-check (a regular expression over the text) matched. */
function constructAt(text, at) {
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  const lineEnd = text.indexOf('\n', at);
  return JSON.stringify(
    text
      .slice(lineStart, lineEnd === -1 ? text.length : lineEnd)
      .trim()
      .slice(0, 40),
  );
}

function analyse(reader, files) {
  const { js, cst, split } = reader;
  const why = new Map();
  const inventory = new Map();
  const bytes = { all: 0, whole: 0, jsParts: 0, cst: 0, library: 0 };
  let wholeFiles = 0;
  for (const { path, text: raw } of files) {
    const text = raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
    bytes.all += text.length;
    globalThis.__refusedAt = undefined;
    const refusal = {};
    const taken = js.composeWithJsYaml(text, refusal);
    if (constructs)
      for (const c of constructsOf(text)) {
        const e = inventory.get(c) ?? { files: 0, bytes: 0, fallFiles: 0, fallBytes: 0 };
        e.files++;
        e.bytes += text.length;
        if (!taken) {
          e.fallFiles++;
          e.fallBytes += text.length;
        }
        inventory.set(c, e);
      }
    if (taken) {
      bytes.whole += text.length;
      wholeFiles++;
      continue;
    }
    const line = globalThis.__refusedAt;
    const source = line ? js.__source[line - 1].trim() : '?';
    const key = `${refusal.refusal} at line ${line}: ${source.slice(0, 90)}`;
    const entry = why.get(key) ?? { files: 0, bytes: 0, examples: [] };
    entry.files++;
    entry.bytes += text.length;
    if (entry.examples.length < 3) entry.examples.push(relative(corpusDir, path));
    why.set(key, entry);
    // The product's order (load.ts readParts): the CST composer's prefix, then part by part.
    const prefix = refusal.refusal === 'other' ? cst.composeFromCstPrefix(text) : undefined;
    if (prefix && prefix.rest === undefined) {
      bytes.cst += text.length;
      continue;
    }
    const starts = split.documentPartStarts(text);
    const rest = prefix?.rest ?? 0;
    const from = Math.max(0, starts.indexOf(rest));
    if (from > 0) bytes.cst += starts[from];
    for (let i = from; i < starts.length; i++) {
      const part = text.slice(starts[i], starts[i + 1]);
      const r = {};
      if (starts.length > 1 && js.composeWithJsYaml(part, r)) bytes.jsParts += part.length;
      else if (r.refusal === 'other' && cst.composeFromCst(part)) bytes.cst += part.length;
      else bytes.library += part.length;
    }
  }
  return { why, bytes, wholeFiles, inventory };
}

/**
 * The constructs a text holds that the js-yaml reader once left to others, from the `yaml`
 * package's CST: each kind once per file.
 */
function constructsOf(text) {
  const found = new Set();
  const scalar = (token, inFlow) => {
    const multiLine = token.source.includes('\n');
    if (token.type === 'block-scalar') {
      const header = token.props[0]?.source ?? '';
      found.add(`block scalar ${header.replace(/[1-9]/, 'N')}`);
      const lines = token.source.split('\n');
      // The lexer keeps trailing blank lines in the token of a `+` block only; count them from the text.
      let after = token.offset + token.props.reduce((n, t) => n + t.source.length, 0) + token.source.length;
      let blank = 0;
      while (text[after] === '\n' || (text[after] === '\r' && text[after + 1] === '\n') || text[after] === ' ') {
        if (text[after] === '\n') blank++;
        after++;
      }
      if (blank > 0 || lines.slice(0, -1).some((l) => l.trim() === '')) found.add('block scalar with blank lines');
      if (token.source.includes('\t')) found.add('block scalar with a tab');
      if (!text.endsWith('\n') && after >= text.length) found.add('block scalar at the end without a final newline');
    } else if (multiLine) {
      const style = token.type === 'scalar' ? 'plain scalar' : token.type;
      found.add(`multi-line ${style}${inFlow ? ' in a flow collection' : ''}`);
    } else if (token.source.includes('\t')) found.add('tab in a one-line scalar');
  };
  const walk = (token, inFlow) => {
    if (!token) return;
    switch (token.type) {
      case 'block-map':
      case 'block-seq':
      case 'flow-collection':
        for (const item of token.items) {
          for (const t of [...(item.start ?? []), ...(item.sep ?? [])]) {
            if (t.type === 'explicit-key-ind') found.add('explicit key');
            else if (t.type === 'anchor' || t.type === 'tag') found.add(t.type);
            else if (t.type === 'space' && t.source.includes('\t')) found.add('tab between tokens');
          }
          walk(item.key, inFlow || token.type === 'flow-collection');
          walk(item.value, inFlow || token.type === 'flow-collection');
        }
        return;
      case 'alias':
        found.add('alias');
        return;
      case 'scalar':
      case 'single-quoted-scalar':
      case 'double-quoted-scalar':
      case 'block-scalar':
        return scalar(token, inFlow);
      default:
        found.add(`CST ${token.type}`);
    }
  };
  for (const token of new YAML.Parser().parse(text)) {
    if (token.type === 'document') {
      if (token.start.some((t) => t.type === 'doc-start') && token.value && token.value.offset < text.indexOf('\n', token.offset))
        found.add('content on the --- line');
      walk(token.value, false);
      if (token.end?.some((t) => t.type === 'comment')) found.add('comment after a document');
    } else if (token.type === 'doc-end') found.add('document end marker ...');
    else if (token.type === 'directive') found.add('directive');
    else if (token.type === 'error') found.add('syntax error');
  }
  if (text.includes('\r\n')) found.add('CRLF line ends');
  return found;
}

const pct = (a, b) => `${((100 * a) / b).toFixed(1)}%`;
const mb = (n) => `${(n / 1e6).toFixed(2)} MB`;

const files = yamlFiles(corpusDir).map((path) => ({ path, text: readFileSync(path, 'utf8') }));
console.log(`${files.length} files, ${mb(files.reduce((n, f) => n + f.text.length, 0))} in ${corpusDir}`);
for (const root of roots) {
  const reader = await probedReader(root);
  const { why, bytes, wholeFiles, inventory } = analyse(reader, files);
  console.log(`\n== ${root}`);
  console.log(
    `js-yaml takes ${wholeFiles} of ${files.length} files whole (${pct(wholeFiles, files.length)}), ` +
      `${mb(bytes.whole)} of ${mb(bytes.all)} (${pct(bytes.whole, bytes.all)})`,
  );
  console.log(
    `falls back: ${files.length - wholeFiles} files (${pct(files.length - wholeFiles, files.length)}), ` +
      `${mb(bytes.all - bytes.whole)} (${pct(bytes.all - bytes.whole, bytes.all)}); of those bytes ` +
      `js-yaml by parts ${mb(bytes.jsParts)}, CST ${mb(bytes.cst)}, library ${mb(bytes.library)}`,
  );
  for (const [key, e] of [...why].sort((a, b) => b[1].bytes - a[1].bytes)) {
    console.log(`  ${String(e.files).padStart(4)} files ${mb(e.bytes).padStart(9)}  ${key}`);
    if (detail) console.log(`         e.g. ${e.examples.join(', ')}`);
  }
  if (constructs) {
    console.log('constructs (files and bytes holding them; of those, left to other readers):');
    for (const [c, e] of [...inventory].sort((a, b) => b[1].fallBytes - a[1].fallBytes))
      console.log(
        `  ${String(e.files).padStart(4)} files ${mb(e.bytes).padStart(9)}; ` +
          `left: ${String(e.fallFiles).padStart(4)} files ${mb(e.fallBytes).padStart(9)}  ${c}`,
      );
  }
  if (detail && reader.js.__leftToYaml)
    for (const { path, text } of files) {
      const at = reader.js.__leftToYaml(text);
      if (at >= 0) console.log(`  pre-check ${relative(corpusDir, path)}: ${constructAt(text, at)}`);
    }
}
