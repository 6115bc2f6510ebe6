// A settings.kubernetesVersion without a bundled schema is checked against the nearest bundled
// one, and the run says so once, where its other warnings go: stderr for the command line and
// the programmatic API, a warning annotation in the Action's log. Never a finding, never silent.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Declared from '../../types/api.js';
import { runAction, workspace } from '../helpers/run-action.js';
import { BUNDLE_DIR, runCli, tempTree } from '../helpers/run-cli.js';

const api = (await import(pathToFileURL(join(BUNDLE_DIR, 'api.mjs')).href)) as typeof Declared;

const TYPO = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\ndatа: {a: b}\n';
const config = (version: string) => `settings:\n  kubernetesVersion: "${version}"\n`;
const files = (version: string) => ({ '.ai-k8s-lint.yaml': config(version), 'deploy/a.yaml': TYPO, 'deploy/b.yaml': TYPO });
const NOTICE =
  'settings.kubernetesVersion is 1.40, newer than every bundled Kubernetes schema (1.29 to 1.34): built-in kinds are checked ' +
  'against the nearest, 1.34, so a field added after 1.34 is reported as unknown.';

describe('a settings.kubernetesVersion without a bundled schema', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('command line: one warning on stderr, and the findings of the nearest schema', () => {
    const r = runCli(['-f', 'json', 'deploy'], { cwd: tempTree(files('1.40')) });
    expect(r.stderr).toBe(`ai-k8s-lint: warning: ${NOTICE}\n`);
    const report = JSON.parse(r.stdout) as { findings: { ruleId: string; message: string }[] };
    expect(report.findings.filter((f) => f.ruleId === 'schema-unknown-field').map((f) => f.message)).toEqual(
      Array(2).fill(expect.stringContaining('in the Kubernetes 1.34 schema (the nearest bundled to 1.40)')),
    );
    expect(runCli(['-f', 'json', 'deploy'], { cwd: tempTree(files('1.34')) }).stderr).toBe('');
  });

  it('GitHub Action: one warning annotation in the log', async () => {
    const r = await runAction({ workspace: workspace(files('1.40')), inputs: { path: 'deploy', format: 'none' } });
    expect(r.commands.filter((c) => c.startsWith('::warning::'))).toEqual([`::warning::ai-k8s-lint: ${NOTICE}`]);
    expect(r.stderr).not.toContain('kubernetesVersion');
  });

  it("programmatic API: one warning on stderr, as for the run's other warnings", async () => {
    const written: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    const result = await api.lint('deploy', { cwd: tempTree(files('1.40')) });
    expect(written).toEqual([`ai-k8s-lint: warning: ${NOTICE}\n`]);
    expect(result.findings.filter((f) => f.ruleId === 'schema-unknown-field')).toHaveLength(2);
  });
});
