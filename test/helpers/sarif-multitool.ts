// Microsoft's SARIF Multitool with GitHub's ingestion rules (`--rule-kind Gh;Sarif`).
import { spawnSync } from 'node:child_process';
import { accessSync, chmodSync, constants, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './run-cli.js';

const TOOL = join(ROOT, 'node_modules/@microsoft/sarif-multitool-linux/Sarif.Multitool');

/** The validator runs on linux-x64 only (the package ships that binary). */
export const multitoolAvailable = process.platform === 'linux' && process.arch === 'x64';

/** npm 11 does not run the package's postinstall (chmod) unless approved; do its job. */
function executable(): string {
  try {
    accessSync(TOOL, constants.X_OK);
  } catch {
    chmodSync(TOOL, 0o755);
  }
  return TOOL;
}

/**
 * The validator's results (empty when the file is clean): errors and warnings, or with
 * `withNotes` its notes too (some of its SARIF rules report at that level).
 */
export function validateSarif(sarifFile: string, withNotes = false): { ruleId: string; level: string; message: unknown }[] {
  const out = join(mkdtempSync(join(tmpdir(), 'ai-k8s-lint-smt-')), 'report.sarif');
  const levels = withNotes ? ['--level', 'Error;Warning;Note'] : [];
  const args = ['validate', sarifFile, '-o', out, '--rule-kind', 'Gh;Sarif', ...levels, '--log', 'ForceOverwrite'];
  const r = spawnSync(executable(), args, {
    encoding: 'utf8',
    // The validator looks up the report's github.com help URIs. Where DNS never answers (a
    // closed network, as in CI here) each lookup waits out the resolver's 5 s timeout; glibc's
    // RES_OPTIONS makes it fail at once. The lookups fail either way: the results are the same.
    env: { ...process.env, DOTNET_CLI_TELEMETRY_OPTOUT: '1', RES_OPTIONS: 'timeout:0 attempts:1' },
  });
  if (r.error) throw r.error;
  const report = JSON.parse(readFileSync(out, 'utf8'));
  return report.runs[0].results.map((x: { ruleId: string; level: string; message: { arguments?: unknown } }) => ({
    ruleId: x.ruleId,
    level: x.level,
    message: x.message.arguments,
  }));
}
