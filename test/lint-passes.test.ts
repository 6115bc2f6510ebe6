// A run whose lazy pass skipped facts that a file read later needed (src/engine/lint-passes.ts):
// the command's run lints again, eagerly, with standard input read once and each warning given once.
import { mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lintFiles } from '../src/app/run.js';
import { resolveConfig } from '../src/config/resolve.js';

const POD = `apiVersion: v1
kind: Pod
metadata:
  name: nccl
  namespace: training
spec:
  hostNetwork: true
  containers:
    - name: nccl
      image: nvcr.io/nvidia/pytorch:24.05-py3
`;
const NAMESPACE = `apiVersion: v1
kind: Namespace
metadata:
  name: training
  labels:
    pod-security.kubernetes.io/enforce: baseline
`;

describe('a labelled Namespace after its workloads', () => {
  let dir: string;
  beforeEach(() => {
    dir = realpathSync(mkdtempSync(join(tmpdir(), 'ai-k8s-lint-passes-')));
    writeFileSync(join(dir, 'b-namespace.yaml'), NAMESPACE);
    writeFileSync(join(dir, 'c-ignored.yaml'), POD);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is found through the second pass; standard input is read once and each warning given once', () => {
    let stdinReads = 0;
    const warnings: string[] = [];
    const report = lintFiles(resolveConfig({}), {
      paths: ['-', 'b-namespace.yaml', 'c-ignored.yaml'],
      cwd: dir,
      ignore: ['c-ignored.yaml'],
      readStdin: () => {
        stdinReads++;
        return POD;
      },
      stdinFilename: 'a-pod.yaml',
      warn: (message) => warnings.push(message),
    });
    const admission = report.findings.filter((f) => f.ruleId === 'pod-security-admission');
    expect(admission.map((f) => [f.file, f.level, f.range.start.line])).toEqual([['a-pod.yaml', 'error', 7]]);
    expect(stdinReads).toBe(1);
    expect(warnings).toEqual(["c-ignored.yaml is not linted: it matches an ignore pattern (the config's ignore or --ignore)"]);
  });
});
