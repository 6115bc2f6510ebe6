// The language server's run over a document's apply unit (src/lsp/lint-unit.ts): every file of
// the unit feeds the cross-file rules, and only the files an editor shows get their own findings.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config/resolve.js';
import { lintUnit } from '../../src/lsp/lint-unit.js';
import { tempTree } from '../helpers/run-cli.js';

/** A serving Deployment of 2 replicas: pdb-missing unless a PodDisruptionBudget selects its pods. */
const DEPLOYMENT = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: llm
spec:
  replicas: 2
  selector: {matchLabels: {app: llm}}
  template:
    metadata: {labels: {app: llm}}
    spec:
      automountServiceAccountToken: false
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          resources:
            limits: {nvidia.com/gpu: 1, cpu: "4", memory: 32Gi}
            requests: {nvidia.com/gpu: 1, cpu: "4", memory: 32Gi}
`;

const PDB = `apiVersion: policy/v1
kind: PodDisruptionBudget
metadata:
  name: llm
spec:
  maxUnavailable: 1
  selector: {matchLabels: {app: llm}}
`;

/** A PyTorch training Pod without /dev/shm: shm-missing, a rule of one object, on line 7. */
const POD = `apiVersion: v1
kind: Pod
metadata:
  name: train
spec:
  automountServiceAccountToken: false
  containers:
    - name: pytorch
      image: nvcr.io/nvidia/pytorch:24.05-py3
      command: ["torchrun", "train.py"]
      resources:
        limits: {nvidia.com/gpu: 1, cpu: "8", memory: 64Gi}
`;

function unitOf(open: string[]) {
  const dir = tempTree({ 'deploy.yaml': DEPLOYMENT, 'pdb.yaml': PDB, 'train.yaml': POD });
  const document = join(dir, 'deploy.yaml');
  const shown = new Set([document, ...open.map((f) => join(dir, f))]);
  const result = lintUnit({
    cwd: dir,
    config: resolveConfig({}),
    document,
    onDisk: true,
    eagerFacts: false,
    openText: (absolute) => (shown.has(absolute) ? readFileSync(absolute, 'utf8') : undefined),
    warn: () => {},
  });
  const ids = (file: string) => (result.findings.get(join(dir, file)) ?? []).map((f) => `${f.ruleId}:${f.range.start.line}`);
  return { result, ids };
}

describe('lintUnit', () => {
  it('reads every file of the unit for the cross-file rules, and runs the rules of one object on the documents an editor shows only', () => {
    const { result, ids } = unitOf([]);
    expect(result.alone).toBeUndefined();
    expect(result.files.map((f) => f.slice(f.lastIndexOf('/') + 1))).toEqual(['deploy.yaml', 'pdb.yaml', 'train.yaml']);
    // The PodDisruptionBudget of a file no editor shows still selects the Deployment's pods.
    expect(ids('deploy.yaml')).not.toContain('pdb-missing:2');
    // Its objects are known, as the files that hold Kubernetes objects.
    expect(result.withObjects.size).toBe(3);
    // The training Pod's own problems are not looked for: nobody would see them.
    expect(ids('train.yaml')).toEqual([]);
    // No Pod Security policy anywhere: one lazy pass was enough.
    expect(result.eager).toBe(false);
  });

  it('an open document of the unit gets its own findings from the same run', () => {
    const { ids } = unitOf(['train.yaml']);
    expect(ids('train.yaml')).toContain('shm-missing:8');
    expect(ids('deploy.yaml')).not.toContain('pdb-missing:2');
  });

  it('without the PodDisruptionBudget file, the document gets pdb-missing', () => {
    const dir = tempTree({ 'deploy.yaml': DEPLOYMENT });
    const document = join(dir, 'deploy.yaml');
    const result = lintUnit({
      cwd: dir,
      config: resolveConfig({}),
      document,
      onDisk: true,
      eagerFacts: false,
      openText: (absolute) => (absolute === document ? DEPLOYMENT : undefined),
      warn: () => {},
    });
    expect((result.findings.get(document) ?? []).map((f) => `${f.ruleId}:${f.range.start.line}`)).toContain('pdb-missing:2');
  });

  it('a Pod Security policy in a file read after the document: the run lints again, eagerly, and says so', () => {
    const web = `apiVersion: apps/v1
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
    const namespace = `apiVersion: v1
kind: Namespace
metadata:
  name: serving
  labels: {pod-security.kubernetes.io/enforce: baseline}
`;
    const dir = tempTree({ 'a-web.yaml': web, 'z-namespace.yaml': namespace });
    const document = join(dir, 'a-web.yaml');
    const lint = (eagerFacts: boolean) =>
      lintUnit({
        cwd: dir,
        config: resolveConfig({}),
        document,
        onDisk: true,
        eagerFacts,
        openText: (absolute) => (absolute === document ? web : undefined),
        warn: () => {},
      });
    const lazy = lint(false);
    const eager = lint(true);
    const found = (r: ReturnType<typeof lint>) => (r.findings.get(document) ?? []).map((f) => `${f.ruleId}:${f.range.start.line}`);
    expect(found(lazy)).toContain('pod-security-admission:11');
    expect(found(lazy)).toEqual(found(eager));
    expect([lazy.eager, eager.eager]).toEqual([true, true]);
  });
});
