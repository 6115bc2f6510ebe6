// The suppression quick fixes on real findings: each edit, applied as an editor applies it, must
// silence the finding and keep everything else of the file as it was read.
import { describe, expect, it } from 'vitest';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { resolveConfig } from '../../src/config/resolve.js';
import type { Finding } from '../../src/core/types.js';
import { lintFiles } from '../../src/app/run.js';
import { codeActionsFor } from '../../src/lsp/code-actions.js';
import { toDiagnostic } from '../../src/lsp/diagnostics.js';
import { NO_FIXES } from '../../src/lsp/fixes.js';
import { tempTree } from '../helpers/run-cli.js';

const URI = 'file:///m.yaml';

function lint(text: string): Finding[] {
  const dir = tempTree({ 'm.yaml': text });
  return lintFiles(resolveConfig({}), { paths: ['m.yaml'], cwd: dir, warn: () => {} }).findings;
}

/** The edited text of the action titled like `title` for the first active finding of `ruleId`. */
function applied(text: string, ruleId: string, title: RegExp): string | undefined {
  const finding = lint(text).find((f) => f.ruleId === ruleId && !f.suppressed);
  expect(finding, `${ruleId} in the text`).toBeDefined();
  const actions = codeActionsFor(URI, text, [{ finding: finding!, diagnostic: toDiagnostic(finding!, '/') }], NO_FIXES);
  const action = actions.find((a) => title.test(a.title));
  if (!action) return undefined;
  return TextDocument.applyEdits(TextDocument.create(URI, 'yaml', 1, text), action.edit!.changes![URI]!);
}

/** Findings as rule and line, suppressed ones marked. */
const summary = (text: string) => lint(text).map((f) => `${f.ruleId}${f.suppressed ? ' (suppressed)' : ''}`);

const GPU_CONTAINER = `      image: nvcr.io/nvidia/pytorch:24.05-py3
      command: ["python", "train.py"]
      resources:
        limits: {nvidia.com/gpu: 1, cpu: "8", memory: 64Gi}
`;

function pod(metadata: string, containerHead = '    - name: pytorch\n'): string {
  return `apiVersion: v1\nkind: Pod\n${metadata}spec:\n  automountServiceAccountToken: false\n  containers:\n${containerHead}${GPU_CONTAINER}`;
}

describe('ignore annotation', () => {
  it('appends to an annotations block', () => {
    const text = pod('metadata:\n  name: train\n  annotations:\n    team: ml  # owner\n');
    const edited = applied(text, 'shm-missing', /^Ignore/);
    expect(edited).toBe(text.replace('    team: ml  # owner\n', '    team: ml  # owner\n    ai-k8s-lint.io/ignore: "shm-missing"\n'));
    expect(summary(edited!)).toEqual(['shm-missing (suppressed)']);
  });

  it('extends an ignore annotation that names other rules', () => {
    const text = pod("metadata:\n  name: train\n  annotations: {ai-k8s-lint.io/ignore: 'pdb-missing'}\n");
    const edited = applied(text, 'shm-missing', /^Ignore/);
    expect(edited).toContain('annotations: {ai-k8s-lint.io/ignore: "pdb-missing,shm-missing"}');
    expect(summary(edited!)).toEqual(['shm-missing (suppressed)']);
  });

  it('writes into a flow-style metadata', () => {
    const text = pod('metadata: {name: train}\n');
    const edited = applied(text, 'shm-missing', /^Ignore/);
    expect(edited).toContain('metadata: {annotations: {ai-k8s-lint.io/ignore: "shm-missing"}, name: train}');
    expect(summary(edited!)).toEqual(['shm-missing (suppressed)']);
  });

  it('an item of a List, in the second document of a file with CRLF line breaks, keeps them', () => {
    const list = `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\n---\napiVersion: v1\nkind: List\nitems:\n  - ${pod(
      'metadata:\n  name: train\n',
    )
      .split('\n')
      .join('\n    ')
      .trimEnd()}\n`;
    const crlf = list.replace(/\n/g, '\r\n');
    const edited = applied(crlf, 'shm-missing', /^Ignore/);
    expect(edited).toContain('      name: train\r\n      annotations:\r\n        ai-k8s-lint.io/ignore: "shm-missing"\r\n');
    expect(edited!.replace(/\r\n/g, '')).not.toContain('\n');
    expect(summary(edited!)).toEqual(['shm-missing (suppressed)']);
  });
});

describe('disable comment', () => {
  it('goes above the line at its indentation, after a byte order mark on the first line', () => {
    const text = `\ufeff${pod('metadata:\n  name: train\n')}`;
    const edited = applied(text, 'shm-missing', /^Disable/);
    expect(edited).toBe(
      text.replace('    - name: pytorch', '    # ai-k8s-lint-disable-next-line shm-missing -- reason\n    - name: pytorch'),
    );
    expect(summary(edited!)).toEqual(['shm-missing (suppressed)']);
  });

  it('is not offered where a comment line would change a value (inside a block scalar)', () => {
    // A finding on the script's second line (made by hand: no rule reports inside a script), where a comment line would
    // become part of the script.
    const text = `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\ndata:\n  script: |\n    line one\n    enabled: yes\n`;
    const finding: Finding = {
      ruleId: 'shm-missing',
      level: 'warning',
      message: 'm',
      file: 'm.yaml',
      range: { start: { line: 8, column: 5 }, end: { line: 8, column: 17 } },
      docIndex: 0,
      object: { apiVersion: 'v1', kind: 'ConfigMap', name: 'c' },
      fingerprint: 'x',
    };
    const actions = codeActionsFor(URI, text, [{ finding, diagnostic: toDiagnostic(finding, '/') }], NO_FIXES);
    expect(actions.map((a) => a.title)).toEqual(['Ignore shm-missing on ConfigMap c']);
  });
});
