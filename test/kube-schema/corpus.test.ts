// The schema family over the real-world corpus (the shared corpus, 782 files, ~1,550 objects):
// every finding below was checked by hand against the Kubernetes API or the CRD in the corpus
// (see the comments); anything new, in particular a schema-unknown-field on a valid object,
// fails the test. The corpus is linted one repository folder at a time (a test each, as a
// custom resource is checked against the CRDs of its own repository), then judged as a whole.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import apiDeprecated from '../../rules/api-deprecated/rule.js';
import apiRemoved from '../../rules/api-removed/rule.js';
import schemaInvalidValue from '../../rules/schema-invalid-value/rule.js';
import schemaUnknownField from '../../rules/schema-unknown-field/rule.js';
import { resolveConfig } from '../../src/config/resolve.js';
import { Linter } from '../../src/engine/linter.js';
import { describeWithShared, sharedFiles, sharedFolders, sharedPath } from '../helpers/shared.js';

/** The repository folders of the corpus and their YAML files (listed while collecting); [] without it. */
const FOLDERS = sharedFolders('corpus');
const FILES = sharedFiles('corpus', /\.ya?ml$/);

const EXPECTED: Record<string, string[]> = {
  'schema-unknown-field': [
    // PodResourceClaim.source was flattened into resourceClaimName/resourceClaimTemplateName in 1.31.
    'NVIDIA__k8s-dra-driver-gpu/demo__specs__mig+mps__sharing-demo-job-1.yaml:14',
    'NVIDIA__k8s-dra-driver-gpu/demo__specs__mig+mps__sharing-demo-job.yaml:15',
    'NVIDIA__k8s-dra-driver-gpu/demo__specs__mig+mps__sharing-demo-job.yaml:18',
    'NVIDIA__k8s-dra-driver-gpu/demo__specs__mig+mps__sharing-demo-job.yaml:21',
    'NVIDIA__k8s-dra-driver-gpu/demo__specs__mig+mps__sharing-demo-job.yaml:24',
    'NVIDIA__k8s-dra-driver-gpu/demo__specs__selectors__pods.yaml:12',
    'NVIDIA__k8s-dra-driver-gpu/demo__specs__selectors__pods.yaml:38',
    // The sample sets spec.hostPaths.rootFS; the GPUCluster CRD next to it has only driverInstallDir and kubeletRootDir.
    'NVIDIA__gpu-operator/config__samples__nvidia_v1alpha1_gpucluster.yaml:71',
    // LLMInferenceService v1alpha2 has kvCacheOffloading under spec, not spec.workload.
    'kserve__kserve/docs__samples__llmisvc__kv-cache-offloading__llm-inference-service-kv-cache-offloading.yaml:25',
    // InferenceService v1beta1 transformers take containers; `custom:` is the v1alpha2 layout.
    'kserve__kserve/docs__samples__rollout-strategy__rollout-strategy-example.yaml:24',
    // nodeName belongs in spec.predictor, not spec.
    'kserve__kserve/docs__samples__v1beta1__torchserve__v1__bloom__bloom-560m.yaml:14',
  ],
  'schema-invalid-value': [
    // Not base64: 51 characters, which no padding makes valid.
    'kserve__kserve/docs__samples__storage__hf__hf_secret.yaml:7',
    // `volumeID: {volume-id}` is a YAML flow mapping, not a string placeholder.
    'kserve__kserve/docs__samples__v1beta1__custom__torchserve__pv.yaml:13',
    // Workload-aware scheduling (scheduling.k8s.io/v1alpha2) is newer than 1.34.
    'kubernetes-sigs__jobset/site__static__examples__workload-aware-scheduling__dra__podgroup.yaml:1',
    'kubernetes-sigs__jobset/site__static__examples__workload-aware-scheduling__dra__workload.yaml:1',
    // 1.34 serves MutatingAdmissionPolicy as v1alpha1 and v1beta1 only.
    'kubernetes-sigs__kueue/config__components__map__manifests.yaml:1',
    'kubernetes-sigs__kueue/config__components__map__manifests.yaml:29',
  ],
  'api-removed': [
    // resource.k8s.io/v1alpha2 (classic DRA), removed in 1.31.
    'NVIDIA__k8s-dra-driver-gpu/demo__specs__mig+mps__sharing-demo-claims-1.yaml:2',
    'NVIDIA__k8s-dra-driver-gpu/demo__specs__mig+mps__sharing-demo-claims.yaml:2',
    'NVIDIA__k8s-dra-driver-gpu/demo__specs__mig+mps__sharing-demo-claims.yaml:15',
    'NVIDIA__k8s-dra-driver-gpu/demo__specs__mig+mps__sharing-demo-claims.yaml:28',
    'NVIDIA__k8s-dra-driver-gpu/demo__specs__mig+mps__sharing-demo-claims.yaml:41',
    'NVIDIA__k8s-dra-driver-gpu/demo__specs__selectors__claims.yaml:2',
    'NVIDIA__k8s-dra-driver-gpu/demo__specs__selectors__claims.yaml:16',
    // resource.k8s.io/v1alpha3 ResourceClaimTemplate, not served by 1.34.
    'NVIDIA__k8s-dra-driver-gpu/demo__specs__quickstart__v1beta1__gpu-test-vfiopci.yaml:10',
    // extensions/v1beta1 Deployment and DaemonSet (1.16), policy/v1beta1 (1.25), scheduling.k8s.io/v1beta1 (1.22).
    'kserve__kserve/docs__samples__multimodelserving__triton__minio.yaml:2',
    'kubernetes__examples/_archived__cockroachdb__cockroachdb-statefulset.yaml:57',
    'kubernetes__examples/_archived__newrelic-infrastructure__newrelic-infra-daemonset.yaml:1',
    'kubernetes__examples/_archived__podsecuritypolicy__rbac__policies.yaml:1',
    'kubernetes__examples/_archived__podsecuritypolicy__rbac__policies.yaml:26',
    'volcano-sh__volcano/example__kubecon-2019-china__task-priority__high-priority.yaml:1',
  ],
  'api-deprecated': [
    // v1 Endpoints, deprecated in 1.33.
    'kubernetes__examples/_archived__spark__spark-gluster__glusterfs-endpoints.yaml:2',
  ],
};

const inFolder = (folder: string) => (file: string) => file.startsWith(`${folder}/`);

/** One repository folder linted: its files (relative to the corpus), the linter after finish(). */
function lintFolder(folder: string) {
  const files = FILES.filter(inFolder(folder));
  const linter = new Linter({ rules: [schemaUnknownField, schemaInvalidValue, apiRemoved, apiDeprecated], config: resolveConfig({}) });
  for (const f of files) linter.lintText(f, readFileSync(sharedPath('corpus', f), 'utf8'));
  linter.finish();
  return { files, linter };
}

/** `file:line` of the findings of a rule, sorted. */
const where = (findings: { ruleId: string; file: string; range: { start: { line: number } } }[], ruleId: string) =>
  findings
    .filter((f) => f.ruleId === ruleId)
    .map((f) => `${f.file}:${f.range.start.line}`)
    .sort();

describeWithShared('corpus', 'the schema family on the corpus', () => {
  /** folder → its run, for each folder linted so far. */
  const runs = new Map<string, ReturnType<typeof lintFolder>>();
  const run = (folder: string) => {
    if (!runs.has(folder)) runs.set(folder, lintFolder(folder));
    return runs.get(folder)!;
  };
  /** Every folder's run (those not made by the tests per folder, e.g. with -t, are made now). */
  const all = () => FOLDERS.map(run);
  const findings = () => all().flatMap((r) => r.linter.findings);

  // A timeout per folder, so a hang fails and names it. Measured on a loaded 2-core machine:
  // 16 s for the corpus, 6 s for the slowest folder (ray-project__kuberay, 118 files).
  it.each(FOLDERS)('%s: lints every file and reports exactly the findings judged right there', { timeout: 120_000 }, (folder) => {
    const { files, linter } = run(folder);
    expect(linter.stats.files).toBe(files.length);
    for (const ruleId of Object.keys(EXPECTED))
      expect(where(linter.findings, ruleId), ruleId).toEqual(EXPECTED[ruleId]!.filter(inFolder(folder)).sort());
    expect(linter.findings.filter((f) => f.file.includes('/crds/'))).toEqual([]);
  });

  it('lints every file', () => {
    expect(all().reduce((n, r) => n + r.linter.stats.files, 0)).toBe(FILES.length);
    expect(all().reduce((n, r) => n + r.linter.stats.objects, 0)).toBeGreaterThan(1500);
  });

  it.each(Object.keys(EXPECTED))('%s reports exactly the findings judged right', (ruleId) => {
    expect(where(findings(), ruleId)).toEqual([...EXPECTED[ruleId]!].sort());
  });

  it('finds the CRDs themselves valid (53 files, some of them megabytes of openAPIV3Schema)', () => {
    expect(findings().filter((f) => f.file.includes('/crds/'))).toEqual([]);
  });
});
