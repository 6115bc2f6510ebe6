import { describe, expect, it } from 'vitest';
import { capitalize, containerLabel, containerName, objectLabel } from '../../src/k8s/naming.js';
import { objectsOfDocument } from '../../src/k8s/objects.js';
import { podSpecsOf, type PodSpecView } from '../../src/k8s/pods.js';
import { BUILTIN_WORKLOADS, WorkloadTable } from '../../src/k8s/workload-table.js';
import { loadYaml } from '../../src/yaml/load.js';

const table = new WorkloadTable(BUILTIN_WORKLOADS);

function pods(yaml: string): PodSpecView[] {
  const file = loadYaml(yaml);
  return file.documents.flatMap((d) =>
    objectsOfDocument(d.value).objects.flatMap((o) => podSpecsOf(o, { gpuResources: [], table, draClaims: new Map() })),
  );
}

/** Every container of the input as its label, in pod order. */
function labels(yaml: string, kind?: string): string[] {
  return pods(yaml).flatMap((p) => p.containers.map((c) => containerLabel(p, c, kind)));
}

const ARGO = `apiVersion: argoproj.io/v1alpha1
kind: Workflow
metadata:
  generateName: llama-eval-
spec:
  entrypoint: evaluate
  templates:
    - name: evaluate
      container:
        image: vllm/vllm-openai:v0.9.0
    - name: report
      script:
        image: python:3.12
        source: print(1)
    - container:
        image: busybox
`;

const ISVC = `apiVersion: serving.kserve.io/v1beta1
kind: InferenceService
metadata:
  name: llama
spec:
  predictor:
    model:
      modelFormat: {name: huggingface}
    containers:
      - image: kserve/agent:v0.14.0
`;

describe('containerLabel', () => {
  it('names a container by its name', () => {
    expect(labels('apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers: [{name: vllm, image: x}]\n')).toEqual([
      'container "vllm"',
    ]);
    expect(
      labels('apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  initContainers: [{name: fetch, image: x}]\n', 'init container'),
    ).toEqual(['init container "fetch"']);
  });

  it('names a container without a name by its path in the pod spec, never ""', () => {
    const yaml =
      'apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  initContainers: [{image: a}]\n  containers:\n    - {name: a, ' +
      'image: x}\n    - {image: y}\n    - {name: "", image: z}\n';
    expect(labels(yaml)).toEqual(['container "a"', 'containers[1]', 'containers[2]', 'initContainers[0]']);
  });

  it('names an Argo template container by its template', () => {
    expect(labels(ARGO)).toEqual(['template "evaluate"', 'the container of templates[2]', 'the script of template "report"']);
  });

  it('names a KServe inline container by its role and key', () => {
    expect(labels(ISVC)).toEqual(['containers[0]', 'the predictor model container']);
  });

  it('capitalize leaves a path as written', () => {
    expect(capitalize('containers[1] has no limit')).toBe('containers[1] has no limit');
    expect(capitalize('the predictor model container')).toBe('The predictor model container');
    expect(capitalize('template "evaluate"')).toBe('Template "evaluate"');
  });
});

describe('containerName', () => {
  it('uses the name, else the path', () => {
    const [isvc] = pods(ISVC);
    expect(isvc!.containers.map((c) => containerName(c))).toEqual(['containers[0]', 'the model container']);
    const [argo] = pods(ARGO);
    expect(containerName(argo!.containers[0]!)).toBe('the container');
  });
});

describe('objectLabel', () => {
  it('names an object by its name, else by its generateName prefix', () => {
    const [workflow] = objectsOfDocument(loadYaml(ARGO).documents[0]!.value).objects;
    expect(objectLabel(workflow!)).toBe('Workflow "llama-eval-*"');
    expect(objectLabel({ kind: 'Job', name: 'train' })).toBe('Job "train"');
    expect(objectLabel({ kind: 'Job' })).toBe('Job "(unnamed)"');
    expect(objectLabel({ kind: 'Job', generateName: 'train-' })).toBe('Job "train-*"');
    expect(objectLabel({ kind: 'Job', name: 'train', generateName: 'x-' })).toBe('Job "train"');
  });
});
