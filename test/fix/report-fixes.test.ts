// Reports carry each fix as an edit of the file: JSON (`fix.edit`, in schemas/report.schema.json),
// SARIF `fixes` (valid against the OASIS schema and the Multitool's GitHub rules), and stylish
// marks the fixable findings and counts them at the end.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import Ajv04 from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { multitoolAvailable, validateSarif } from '../helpers/sarif-multitool.js';
import { ROOT, runCli, tempTree } from '../helpers/run-cli.js';

const MANIFEST = `apiVersion: v1
kind: Pod
metadata:
  name: train
spec:
  containers:
    - name: server
      image: vllm/vllm-openai:v0.9.2
      resources:
        requests:
          nvidia.com/gpu: 2   # two
        limits:
          nvidia.com/gpu: 1
`;

interface Range {
  start: { line: number; column: number };
  end: { line: number; column: number };
}

/** Replaces a 1-based, end-exclusive range of a text. */
function replace(text: string, range: Range, by: string): string {
  const lines = text.split('\n');
  const offset = (p: Range['start']) => lines.slice(0, p.line - 1).reduce((n, l) => n + l.length + 1, 0) + p.column - 1;
  return text.slice(0, offset(range.start)) + by + text.slice(offset(range.end));
}

describe('fixes in reports', () => {
  const dir = tempTree({ 'pod.yaml': MANIFEST });

  it('JSON: the fix with its edit, valid against the report schema, and the edit applies', () => {
    const report = JSON.parse(runCli(['-f', 'json', 'pod.yaml'], { cwd: dir }).stdout);
    const f = report.findings.find((x: { ruleId: string }) => x.ruleId === 'gpu-requests-limits-mismatch');
    expect(f.fix).toEqual({
      kind: 'fix',
      description: 'Set the nvidia.com/gpu request to the limit, 1',
      edit: { range: { start: { line: 11, column: 27 }, end: { line: 11, column: 28 } }, text: '1' },
    });
    expect(replace(MANIFEST, f.fix.edit.range, f.fix.edit.text)).toBe(MANIFEST.replace('gpu: 2   # two', 'gpu: 1   # two'));
    const ajv = new Ajv.default({ allErrors: true, strict: false });
    addFormats.default(ajv);
    const validate = ajv.compile(JSON.parse(readFileSync(join(ROOT, 'schemas/report.schema.json'), 'utf8')));
    expect(validate(report), JSON.stringify(validate.errors)).toBe(true);
  });

  it('SARIF: a fix of the result’s file, valid against the OASIS schema and the Multitool’s rules', () => {
    const run = runCli(['-f', 'sarif', 'pod.yaml'], { cwd: dir });
    const log = JSON.parse(run.stdout);
    const result = log.runs[0].results.find((r: { ruleId: string }) => r.ruleId === 'gpu-requests-limits-mismatch');
    expect(result.fixes).toEqual([
      {
        description: { text: 'Set the nvidia.com/gpu request to the limit, 1' },
        artifactChanges: [
          {
            artifactLocation: { uri: 'pod.yaml', uriBaseId: '%SRCROOT%' },
            replacements: [
              { deletedRegion: { startLine: 11, startColumn: 27, endLine: 11, endColumn: 28 }, insertedContent: { text: '1' } },
            ],
          },
        ],
      },
    ]);
    const ajv = new Ajv04.default({ strictRequired: false, allErrors: true, strict: false });
    addFormats.default(ajv);
    const validate = ajv.compile(JSON.parse(readFileSync(join(ROOT, 'test/vendor/sarif/sarif-schema-2.1.0.json'), 'utf8')));
    expect(validate(log), JSON.stringify(validate.errors)).toBe(true);
    if (multitoolAvailable) {
      const file = join(dir, 'out.sarif');
      writeFileSync(file, run.stdout);
      expect(validateSarif(file).filter((r) => r.level === 'error')).toEqual([]);
    }
  });

  it('stylish: fixable findings are marked and counted at the end', () => {
    const out = runCli(['pod.yaml'], { cwd: dir }).stdout;
    expect(out).toMatch(/gpu-requests-limits-mismatch \(fixable\)/);
    expect(out).toMatch(/shm-missing \(fixable\)/);
    // A suggestion is counted apart, and not marked as fixable.
    expect(out).not.toMatch(/service-account-token-automount \(fixable\)/);
    expect(out.trimEnd().split('\n').pop()).toBe('  2 findings fixable with --fix, 1 with --fix --fix-type suggestion');
  });
});
