// The real-world corpus (the shared corpus, see helpers/shared.ts) through the CLI: one run per
// repository folder (a test each, with its time), no crash, and the findings that are known to be
// right (or known to be wrong) stay that way. A folder is one project's manifests, which is how
// users lint them; across folders only cross-object findings (crd-missing, pdb-missing) differ
// from one run over everything, and none is judged here.
import { expect, it } from 'vitest';
import { posix } from 'node:path';
import { resolveConfig } from '../src/config/resolve.js';
import { collectFiles } from '../src/files/collect.js';
import { lintFiles } from '../src/app/run.js';
import { runCli } from './helpers/run-cli.js';
import { describeWithShared, sharedArg, sharedCorpusTree, sharedFiles, sharedFolders } from './helpers/shared.js';

interface Finding {
  ruleId: string;
  file: string;
  level: string;
  range: { start: { line: number } };
  message: string;
}

/** The corpus as given on the command line (relative to the project), and so in the findings' file. */
const CORPUS_ARG = sharedArg('corpus');
/** The repository folders and the YAML files of the corpus (listed while collecting); [] without it. */
const FOLDERS = sharedFolders('corpus');
const FILES = sharedFiles('corpus', /\.ya?ml$/);
const KNOWN_UNPARSABLE = [
  'kserve__kserve/docs__samples__bentoml__bentoml.yaml',
  'kserve__kserve/docs__samples__v1beta1__custom__torchserve__autoscale.yaml',
  'kserve__kserve/docs__samples__v1beta1__custom__torchserve__bert-sample__bert.yaml',
  'kserve__kserve/docs__samples__v1beta1__custom__torchserve__canary.yaml',
  'kserve__kserve/docs__samples__v1beta1__custom__torchserve__gpu.yaml',
  'kserve__kserve/docs__samples__v1beta1__custom__torchserve__logger__torchserve-logger.yaml',
  'kserve__kserve/docs__samples__v1beta1__custom__torchserve__metrics.yaml',
  'kserve__kserve/docs__samples__v1beta1__custom__torchserve__torchserve-custom-pv.yaml',
  'kserve__kserve/docs__samples__v1beta1__custom__torchserve__torchserve-custom.yaml',
  'kserve__kserve/docs__samples__v1beta1__torchserve__model-archiver__model-archiver.yaml',
];

interface Run {
  run: ReturnType<typeof runCli>;
  report: { summary: Record<string, number>; findings: Finding[] };
}

describeWithShared('corpus', 'corpus', () => {
  /** folder → its run, for each folder linted so far (never while collecting). */
  const runs = new Map<string, Run>();
  const lint = (folder: string): Run => {
    if (!runs.has(folder)) {
      const run = runCli(['-f', 'json', `${CORPUS_ARG}/${folder}`]);
      runs.set(folder, { run, report: JSON.parse(run.stdout) });
    }
    return runs.get(folder)!;
  };
  /** The findings of every folder (those not linted by the tests per folder, e.g. with -t, are linted now). */
  const findings = () => FOLDERS.flatMap((folder) => lint(folder).report.findings);
  const rel = (f: Finding) => f.file.replace(`${CORPUS_ARG}/`, '');

  // A timeout per folder, so a hang fails and names it. Measured on a loaded 2-core machine:
  // 27 s for the corpus, 8 s for the slowest folder (ray-project__kuberay, 118 files).
  it.each(FOLDERS)('%s: lints every file without a crash', { timeout: 120_000 }, (folder) => {
    const { run, report } = lint(folder);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(report.summary.error! > 0 ? 1 : 0);
    expect(report.summary.files).toBe(FILES.filter((f) => f.startsWith(`${folder}/`)).length);
  });

  it('lints every file of the corpus, with errors found', () => {
    const reports = FOLDERS.map((folder) => lint(folder).report);
    expect(reports.reduce((n, r) => n + r.summary.files!, 0)).toBe(FILES.length);
    expect(reports.reduce((n, r) => n + r.summary.objects!, 0)).toBeGreaterThan(1500);
    expect(reports.some((r) => r.summary.error! > 0)).toBe(true);
  });

  it('reports exactly the ten files that do not parse, each with a hint to quote', () => {
    const syntax = findings().filter((f) => f.ruleId === 'yaml-syntax');
    expect(syntax.map(rel).sort()).toEqual([...KNOWN_UNPARSABLE].sort());
    for (const f of syntax) expect(f.message).toMatch(/quote it/);
  });

  it('takes {{ }} inside KServe/Argo/Prometheus strings as data, not Helm', () => {
    expect(findings().filter((f) => f.ruleId === 'helm-template-unrendered')).toEqual([]);
  });

  it('says nothing but syntax-level things about CRD files', () => {
    const crdFindings = findings().filter((f) => rel(f).includes('/crds/'));
    expect(crdFindings.filter((f) => f.ruleId !== 'yaml-ambiguous-scalar')).toEqual([]);
  });

  it('leaves GPU infrastructure (device plugin, GFD, GPU Operator operands) alone', () => {
    const infra = findings().filter((f) =>
      /NVIDIA__k8s-device-plugin\/deployments__static|NVIDIA__gpu-operator\/assets__state-(driver|device-plugin|dcgm|gpu-feature|container-toolkit|operator-validation)/.test(
        rel(f),
      ),
    );
    // General rules (input, crd-ordering) apply to every object; the workload rules must stay silent.
    expect(infra.filter((f) => f.ruleId !== 'yaml-ambiguous-scalar' && f.ruleId !== 'crd-missing')).toEqual([]);
  });

  it('does not ask CPU builds of vLLM for a GPU', () => {
    expect(findings().filter((f) => f.ruleId === 'gpu-resource-missing' && /cpu|tpu|sim/.test(f.message))).toEqual([]);
  });

  it('finds the GPU request that is only in requests (kueue LWS sample)', () => {
    const f = findings().filter((x) => x.ruleId === 'gpu-requests-limits-mismatch');
    expect(f.map((x) => [rel(x), x.range.start.line])).toEqual([
      ['kubernetes-sigs__kueue/site__static__examples__serving-workloads__sample-leaderworkerset-tas.yaml', 42],
    ]);
  });
});

/** Rules whose findings relate objects applied together (RULES.md "Apply unit"). */
const UNIT_SCOPED = new Set([
  'crd-after-custom-resource',
  'namespace-after-use',
  'operator-not-ready-gate',
  'priority-inversion',
  'kueue-queue-missing',
  'pdb-missing',
  'service-account-token-automount',
  'hpa-cpu-metric-gpu-workload',
  'network-policy-blocks-dns',
  'network-policy-blocks-collective',
  'webhook-failure-policy-risk',
]);

describeWithShared('corpus', 'apply units on the corpus as a repository tree', () => {
  it('lints each directory alone with the unit-scoped findings it gets within the whole tree', { timeout: 300_000 }, async () => {
    const root = sharedCorpusTree();
    const config = resolveConfig({});
    const lint = (paths: string[]) =>
      lintFiles(config, { paths, cwd: root })
        .findings.filter((f) => UNIT_SCOPED.has(f.ruleId))
        .map((f) => `${f.ruleId} ${f.file}:${f.range.start.line}:${f.range.start.column} ${f.message}`);
    const whole = lint(['.']);
    const byDirectory = new Map<string, string[]>();
    for (const f of collectFiles(['.'], root, () => false)) {
      const dir = posix.dirname(f.display);
      byDirectory.set(dir, [...(byDirectory.get(dir) ?? []), f.display]);
    }
    expect(byDirectory.size).toBeGreaterThan(100);
    const alone = [...byDirectory.values()].flatMap((files) => lint(files));
    expect(alone.sort()).toEqual([...whole].sort());
    // The tree has unit-scoped findings to compare, not only silence.
    expect(whole.length).toBeGreaterThan(10);
  });
});
