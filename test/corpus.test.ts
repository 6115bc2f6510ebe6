// The real-world corpus (the shared corpus, see helpers/shared.ts): one run over everything, no
// crash, and the findings that are known to be right (or known to be wrong) stay that way.
import { readdirSync } from 'node:fs';
import { expect, it } from 'vitest';
import { runCli } from './helpers/run-cli.js';
import { describeWithShared, lazy, sharedArg, sharedPath } from './helpers/shared.js';

interface Finding {
  ruleId: string;
  file: string;
  level: string;
  range: { start: { line: number } };
  message: string;
}

const CORPUS = sharedPath('corpus');
/** The corpus as given on the command line (relative to the project), and so in the findings' file. */
const CORPUS_ARG = sharedArg('corpus');
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

describeWithShared('corpus', 'corpus', () => {
  // One run for all the tests, made by the first of them (never while collecting).
  const lint = lazy(() => {
    const run = runCli(['-f', 'json', CORPUS_ARG]);
    return { run, report: JSON.parse(run.stdout) as { summary: Record<string, number>; findings: Finding[] } };
  });
  const rel = (f: Finding) => f.file.replace(`${CORPUS_ARG}/`, '');

  it('lints every file in one run without a crash', () => {
    const { run, report } = lint();
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
    const yamlFiles = readdirSync(CORPUS, { recursive: true }).filter((f) => /\.ya?ml$/.test(String(f)));
    expect(report.summary.files).toBe(yamlFiles.length);
    expect(report.summary.objects).toBeGreaterThan(1500);
  });

  it('reports exactly the ten files that do not parse, each with a hint to quote', () => {
    const syntax = lint().report.findings.filter((f) => f.ruleId === 'yaml-syntax');
    expect(syntax.map(rel).sort()).toEqual([...KNOWN_UNPARSABLE].sort());
    for (const f of syntax) expect(f.message).toMatch(/quote it/);
  });

  it('takes {{ }} inside KServe/Argo/Prometheus strings as data, not Helm', () => {
    expect(lint().report.findings.filter((f) => f.ruleId === 'helm-template-unrendered')).toEqual([]);
  });

  it('says nothing but syntax-level things about CRD files', () => {
    const crdFindings = lint().report.findings.filter((f) => rel(f).includes('/crds/'));
    expect(crdFindings.filter((f) => f.ruleId !== 'yaml-ambiguous-scalar')).toEqual([]);
  });

  it('leaves GPU infrastructure (device plugin, GFD, GPU Operator operands) alone', () => {
    const infra = lint().report.findings.filter((f) => /NVIDIA__k8s-device-plugin\/deployments__static|NVIDIA__gpu-operator\/assets__state-(driver|device-plugin|dcgm|gpu-feature|container-toolkit|operator-validation)/.test(rel(f)));
    // General rules (input, crd-ordering) apply to every object; the workload rules must stay silent.
    expect(infra.filter((f) => f.ruleId !== 'yaml-ambiguous-scalar' && f.ruleId !== 'crd-missing')).toEqual([]);
  });

  it('does not ask CPU builds of vLLM for a GPU', () => {
    expect(lint().report.findings.filter((f) => f.ruleId === 'gpu-resource-missing' && /cpu|tpu|sim/.test(f.message))).toEqual([]);
  });

  it('finds the GPU request that is only in requests (kueue LWS sample)', () => {
    const f = lint().report.findings.filter((x) => x.ruleId === 'gpu-requests-limits-mismatch');
    expect(f.map((x) => [rel(x), x.range.start.line])).toEqual([['kubernetes-sigs__kueue/site__static__examples__serving-workloads__sample-leaderworkerset-tas.yaml', 42]]);
  });
});
