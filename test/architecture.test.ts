// The layers of ARCHITECTURE.md, beyond what ESLint's import rules and dpdm check: the engine
// knows no rule id and no Kubernetes kind, and every folder of src/ belongs to a layer.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { minimatch } from 'minimatch';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { rules } from '../rules/index.js';

const ROOT = join(import.meta.dirname, '..');

/** The string literals and template-literal pieces of a TypeScript file. */
function stringsOf(file: string): { text: string; line: number }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  const out: { text: string; line: number }[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      out.push({ text: node.text, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

function kubernetesKinds(): Set<string> {
  const schemas = JSON.parse(readFileSync(join(ROOT, 'data/k8s-schemas.json'), 'utf8')) as { kinds: Record<string, unknown> };
  const workloads = JSON.parse(readFileSync(join(ROOT, 'data/workload-templates.json'), 'utf8')) as { entries: { kind: string }[] };
  return new Set([
    ...Object.keys(schemas.kinds).map((k) => k.slice(k.lastIndexOf('/') + 1)),
    ...workloads.entries.map((e) => e.kind),
    'KubeletConfiguration',
    'CustomResourceDefinition',
  ]);
}

describe('architecture', () => {
  const engineFiles = readdirSync(join(ROOT, 'src/engine')).filter((f) => f.endsWith('.ts'));

  it('the engine names no rule id and no Kubernetes kind in its code', () => {
    const ids = new Set(rules.map((r) => r.id));
    const kinds = kubernetesKinds();
    expect(ids.size).toBeGreaterThan(50);
    expect(kinds.has('Deployment') && kinds.has('Node')).toBe(true);
    const named: string[] = [];
    for (const file of engineFiles) {
      for (const s of stringsOf(join(ROOT, 'src/engine', file))) {
        for (const word of s.text.split(/[^A-Za-z0-9-]+/)) {
          if (ids.has(word) || kinds.has(word)) named.push(`src/engine/${file}:${s.line}: ${word}`);
        }
      }
    }
    expect(named).toEqual([]);
  });

  it('the check above finds a kind or a rule id where there is one', () => {
    const probe = join(ROOT, 'test/fixtures/architecture-probe.ts.txt');
    const found = stringsOf(probe).flatMap((s) => s.text.split(/[^A-Za-z0-9-]+/));
    expect(found).toContain('Node');
    expect(found).toContain('yaml-syntax');
  });

  it('every folder of src/ is in a layer whose imports ESLint restricts', async () => {
    type ConfigEntry = { files?: string[]; rules?: Record<string, unknown> };
    const { default: eslintConfig } = (await import(pathToFileURL(join(ROOT, 'eslint.config.js')).href)) as { default: ConfigEntry[] };
    const restricted = eslintConfig.filter((c) => c.rules?.['no-restricted-imports'] && c.files);
    const folders = readdirSync(join(ROOT, 'src'), { withFileTypes: true })
      .filter((d) => d.isDirectory() && d.name !== 'generated' && d.name !== 'app')
      .map((d) => d.name);
    expect(folders.length).toBeGreaterThan(8);
    const unlayered = folders.filter((name) => !restricted.some((c) => c.files!.some((glob) => minimatch(`src/${name}/x.ts`, glob))));
    expect(unlayered).toEqual([]);
  });

  it("rules and kits read only the facts of the rule they serve (ctx.facts), never the engine's store", () => {
    const files = [
      ...readdirSync(join(ROOT, 'rules'), { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => join('rules', d.name, 'rule.ts')),
      ...readdirSync(join(ROOT, 'src/kits'))
        .filter((f) => f.endsWith('.ts'))
        .map((f) => join('src/kits', f)),
    ];
    expect(files.length).toBeGreaterThan(80);
    const offending = files.filter((f) => /\bIndexedObject\b|\bfactsOfRule\b|\.facts\[/.test(readFileSync(join(ROOT, f), 'utf8')));
    expect(offending).toEqual([]);
  });

  it('no line in rules/ is over 140 characters, except lines with a URL and the recorded outputs (.out)', () => {
    const long: string[] = [];
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (!entry.name.endsWith('.out') && entry.name !== 'index.ts') {
          readFileSync(path, 'utf8')
            .split('\n')
            .forEach((line, i) => {
              if (line.length > 140 && !/https?:\/\//.test(line)) long.push(`${path.slice(ROOT.length + 1)}:${i + 1} (${line.length})`);
            });
        }
      }
    };
    walk(join(ROOT, 'rules'));
    expect(long).toEqual([]);
  });
});
