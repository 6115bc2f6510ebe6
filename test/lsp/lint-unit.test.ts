// The language server's run over a document's apply unit (src/lsp/lint-unit.ts): every file of
// the unit feeds the cross-file rules, only the files an editor shows get their own findings, and
// a lazy run lints a second time, eagerly, when it needs to.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config/resolve.js';
import { lintUnit } from '../../src/lsp/lint-unit.js';
import { DEPLOYMENT, PDB, POD } from '../helpers/lsp-fixtures.js';
import { tempTree } from '../helpers/run-cli.js';

/** A Deployment whose pods use the host's network: pod-security-admission on line 11 where a baseline policy applies. */
const HOST_NETWORK = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
  namespace: serving
spec:
  selector: {matchLabels: {app: web}}
  template:
    metadata: {labels: {app: web}}
    spec:
      hostNetwork: true
      containers:
        - name: web
          image: nginx:1.27
`;

const BASELINE_NAMESPACE = `apiVersion: v1
kind: Namespace
metadata:
  name: serving
  labels: {pod-security.kubernetes.io/enforce: baseline}
`;

/**
 * Lints `document` of a directory of `files` as the server does, with the files of `open` (and
 * the document) open in an editor; the findings of each file as `rule:line`.
 */
function lintIn(files: Record<string, string>, document: string, options: { open?: string[]; eagerFacts?: boolean } = {}) {
  const dir = tempTree(files);
  const shown = new Set([document, ...(options.open ?? [])].map((f) => join(dir, f)));
  const result = lintUnit({
    cwd: dir,
    config: resolveConfig({}),
    document: join(dir, document),
    onDisk: true,
    eagerFacts: options.eagerFacts ?? false,
    openText: (absolute) => (shown.has(absolute) ? readFileSync(absolute, 'utf8') : undefined),
    warn: () => {},
  });
  const ids = (file: string) => (result.findings.get(join(dir, file)) ?? []).map((f) => `${f.ruleId}:${f.range.start.line}`);
  return { result, ids };
}

const UNIT = { 'deploy.yaml': DEPLOYMENT.text, 'pdb.yaml': PDB, 'train.yaml': POD.text };
const PDB_MISSING = `pdb-missing:${DEPLOYMENT.mark.line}`;

describe('lintUnit', () => {
  it('reads every file of the unit for the cross-file rules, and runs the rules of one object on the documents an editor shows only', () => {
    const { result, ids } = lintIn(UNIT, 'deploy.yaml');
    expect(result.alone).toBeUndefined();
    expect(result.files.map((f) => f.slice(f.lastIndexOf('/') + 1))).toEqual(['deploy.yaml', 'pdb.yaml', 'train.yaml']);
    // The PodDisruptionBudget of a file no editor shows still selects the Deployment's pods.
    expect(ids('deploy.yaml')).not.toContain(PDB_MISSING);
    // Its objects are known, as the files that hold Kubernetes objects.
    expect(result.withObjects.size).toBe(3);
    // The training Pod's own problems are not looked for: nobody would see them.
    expect(ids('train.yaml')).toEqual([]);
    // No Pod Security policy anywhere: one lazy pass was enough.
    expect(result.eager).toBe(false);
  });

  it('an open document of the unit gets its own findings from the same run', () => {
    const { ids } = lintIn(UNIT, 'deploy.yaml', { open: ['train.yaml'] });
    expect(ids('train.yaml')).toContain(`shm-missing:${POD.mark.line}`);
    expect(ids('deploy.yaml')).not.toContain(PDB_MISSING);
  });

  it('without the PodDisruptionBudget file, the document gets pdb-missing', () => {
    expect(lintIn({ 'deploy.yaml': DEPLOYMENT.text }, 'deploy.yaml').ids('deploy.yaml')).toContain(PDB_MISSING);
  });

  it('a Pod Security policy in a file read after the document: the run lints again, eagerly, and says so', () => {
    const files = { 'a-web.yaml': HOST_NETWORK, 'z-namespace.yaml': BASELINE_NAMESPACE };
    const lazy = lintIn(files, 'a-web.yaml');
    const eager = lintIn(files, 'a-web.yaml', { eagerFacts: true });
    expect(lazy.ids('a-web.yaml')).toContain('pod-security-admission:11');
    expect(lazy.ids('a-web.yaml')).toEqual(eager.ids('a-web.yaml'));
    expect([lazy.result.eager, eager.result.eager]).toEqual([true, true]);
  });
});
