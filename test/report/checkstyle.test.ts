// Checkstyle XML on hostile names and messages, read back by a strict XML 1.0 parser (Python's
// expat, which rejects what XML cannot hold) and compared with the findings it reports.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { format, lint } from '../../src/app/api.js';
import { printable } from '../../src/core/printable.js';
import { runCli, tempTree } from '../helpers/run-cli.js';
import { deployment } from './hostile-input.js';

const HOSTILE = 'a<b>&c]]>"q\' \u001b[2J\u0000\u0007\u009b\r\n::error::x \ud800 \udfff \u202e\ufffe 名🔴';

/** The document as expat reads it: [file name, [line, column, severity, message, source]...] per <file>. */
function parsed(xml: string): { version: string; files: [string, string[][]][] } | { error: string } {
  const script = [
    'import sys, json, xml.etree.ElementTree as ET',
    'try:',
    '    root = ET.fromstring(sys.stdin.buffer.read())',
    'except ET.ParseError as e:',
    '    print(json.dumps({"error": str(e)})); sys.exit(0)',
    'files = [[f.get("name"), [[e.get(k) for k in ("line", "column", "severity", "message", "source")] for e in f]] for f in root]',
    'print(json.dumps({"root": root.tag, "version": root.get("version"), "files": files}))',
  ].join('\n');
  const r = spawnSync('python3', ['-c', script], { input: Buffer.from(xml, 'utf8'), encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`python3: ${r.stderr}`);
  const out = JSON.parse(r.stdout);
  if (out.root !== undefined) expect(out.root).toBe('checkstyle');
  return out;
}

const havePython = spawnSync('python3', ['-c', 'import xml.etree.ElementTree'], { encoding: 'utf8' }).status === 0;

describe('-f checkstyle', () => {
  it('lists every linted file and one <error> per shown finding, with line, column, severity and rule', () => {
    const dir = tempTree({
      'a.yaml': deployment({ name: 'web' }),
      'clean.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\n',
      'broken.yaml': 'a: [\n',
    });
    const r = runCli(['-f', 'checkstyle', '.'], { cwd: dir });
    expect(r.code).toBe(1);
    const lines = r.stdout.split('\n');
    expect(lines.slice(0, 2)).toEqual(['<?xml version="1.0" encoding="UTF-8"?>', '<checkstyle version="4.3">']);
    expect(lines).toContain('  <file name="clean.yaml"/>');
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^ {4}<error line="2" column="1" severity="error" message="[^"]+ \(yaml-syntax\)" source="ai-k8s-lint\.yaml-syntax"\/>$/,
      ),
    );
    const json = JSON.parse(runCli(['-f', 'json', '.'], { cwd: dir }).stdout) as { findings: { level: string }[] };
    expect(lines.filter((l) => l.startsWith('    <error ')).length).toBe(json.findings.length);
    expect(lines.filter((l) => l.includes('severity="info"')).length).toBe(json.findings.filter((f) => f.level === 'note').length);
  });

  it.skipIf(!havePython)('is well-formed XML 1.0 on hostile file names and messages, and reads back as the shown values', async () => {
    const name = `${HOSTILE.replace(/[/\u0000]/g, '_')}.yaml`;
    const dir = tempTree({
      [name]: deployment({ name: HOSTILE, namespace: HOSTILE, container: HOSTILE, image: `vllm/vllm-openai:${HOSTILE}` }),
    });
    const result = await lint('.', { cwd: dir });
    const shown = result.findings.filter((f) => !f.suppressed);
    expect(shown.length).toBeGreaterThan(3);
    expect(shown.some((f) => f.message.includes('<b>&c]]>'))).toBe(true);
    const xml = await format(result, 'checkstyle');
    expect(xml).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]|]]>/);
    const doc = parsed(xml);
    if ('error' in doc) throw new Error(`not well-formed: ${doc.error}`);
    expect(doc.version).toBe('4.3');
    expect(doc.files).toHaveLength(1);
    const [file, errors] = doc.files[0]!;
    // What a terminal or a log would act on is shown, not passed on; XML noncharacters are dropped.
    const shownText = (s: string) => printable(s).replace(/\ufffe/g, '');
    expect(file).toBe(shownText(result.files[0]!));
    expect(errors).toEqual(
      shown.map((f) => [
        String(f.range.start.line),
        String(f.range.start.column),
        { error: 'error', warning: 'warning', note: 'info' }[f.level],
        shownText(`${f.message} (${f.ruleId})`),
        `ai-k8s-lint.${f.ruleId}`,
      ]),
    );
  });

  it.skipIf(!havePython)('the parser does reject what XML 1.0 cannot hold (the oracle works)', () => {
    expect(parsed('<checkstyle><file name="a\u0001"/></checkstyle>')).toHaveProperty('error');
    expect(parsed('<checkstyle><file name="a&b"/></checkstyle>')).toHaveProperty('error');
    expect(parsed('<checkstyle><file name="a<b"/></checkstyle>')).toHaveProperty('error');
  });
});
