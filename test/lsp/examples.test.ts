// The editor shows what the CLI reports: the findings of examples/vllm-deployment-mistakes.yaml
// opened through the language server have the rule ids, messages, ranges and levels of
// `ai-k8s-lint --format json` run from the same folder. The server lints a document with the
// other files of its apply unit (its directory), as the CLI lints a directory: alone in its
// folder, the file gives the CLI's findings for the file; in examples/, those of the CLI run
// over the directory's files.
import { copyFileSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from 'vscode-languageserver-protocol/node';
import { fileUri, LspClient } from '../helpers/lsp-client.js';
import { ROOT, runCli, tempTree } from '../helpers/run-cli.js';

const EXAMPLE = 'vllm-deployment-mistakes.yaml';
const SEVERITY = { error: 1, warning: 2, note: 3 } as const;

interface JsonFinding {
  ruleId: string;
  level: keyof typeof SEVERITY;
  message: string;
  file: string;
  range: { start: { line: number; column: number }; end: { line: number; column: number } };
  suppressed?: unknown;
}

/** The CLI's active findings of `file`, as the diagnostics should show them. */
function cliFindings(args: string[], cwd: string, file: string) {
  const r = runCli(['--format', 'json', ...args], { cwd });
  expect(r.stderr).toBe('');
  const report = JSON.parse(r.stdout) as { findings: JsonFinding[] };
  return report.findings
    .filter((f) => f.file === file && !f.suppressed)
    .map((f) => ({
      code: f.ruleId,
      severity: SEVERITY[f.level],
      message: f.message,
      range: {
        start: { line: f.range.start.line - 1, character: f.range.start.column - 1 },
        end: { line: f.range.end.line - 1, character: f.range.end.column - 1 },
      },
    }));
}

const shown = (ds: Diagnostic[]) => ds.map((d) => ({ code: d.code, severity: d.severity, message: d.message, range: d.range }));

async function diagnosticsOf(cwd: string, file: string): Promise<Diagnostic[]> {
  const client = new LspClient({ cwd });
  try {
    await client.initialize();
    const published = client.diagnostics(fileUri(file));
    await client.open(file, readFileSync(file, 'utf8'));
    const diagnostics = await published;
    expect(await client.shutdown()).toBe(0);
    return diagnostics;
  } finally {
    client.kill();
  }
}

describe(`${EXAMPLE} in the editor and on the command line`, () => {
  it('alone in its folder: the findings of `ai-k8s-lint <file> --format json`', async () => {
    const dir = tempTree({});
    copyFileSync(join(ROOT, 'examples', EXAMPLE), join(dir, EXAMPLE));
    const expected = cliFindings([EXAMPLE], dir, EXAMPLE);
    expect(expected.length).toBeGreaterThan(10);
    expect(shown(await diagnosticsOf(dir, join(dir, EXAMPLE)))).toEqual(expected);
  });

  it('in examples/ of the repository: the findings of the CLI run over the files of that directory', async () => {
    const siblings = readdirSync(join(ROOT, 'examples'))
      .filter((f) => f.endsWith('.yaml') && !f.startsWith('.'))
      .sort()
      .map((f) => `examples/${f}`);
    const expected = cliFindings(siblings, ROOT, `examples/${EXAMPLE}`);
    expect(expected.length).toBeGreaterThan(10);
    expect(shown(await diagnosticsOf(ROOT, join(ROOT, 'examples', EXAMPLE)))).toEqual(expected);
  });
});
