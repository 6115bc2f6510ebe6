// Field names read from pods and containers are checked against the Kubernetes API types at
// compile time (the @ts-expect-error lines fail `tsc` if a misspelt key is ever accepted); the
// values stay unknown until checked, because the manifest is untrusted.
import { describe, expect, it } from 'vitest';
import { objectsOfDocument } from '../../src/k8s/objects.js';
import { podSpecsOf } from '../../src/k8s/pods.js';
import { own, ownArray, ownObject, ownString, untyped } from '../../src/k8s/values.js';
import { BUILTIN_WORKLOADS, WorkloadTable } from '../../src/k8s/workload-table.js';
import { loadYaml } from '../../src/yaml/load.js';

const YAML = `apiVersion: v1
kind: Pod
metadata: {name: p}
spec:
  resources: {limits: {cpu: "8"}}
  containers:
    - name: server
      image: vllm/vllm-openai:v0.9.0
      resources: {limits: {nvidia.com/gpu: 1}}
      ports: [{containerPort: 8000}, "not a port"]
      volumeMounts: 7
`;

function pod() {
  const object = objectsOfDocument(loadYaml(YAML).documents[0]!.value).objects[0]!;
  return podSpecsOf(object, { gpuResources: [], table: new WorkloadTable(BUILTIN_WORKLOADS), draClaims: new Map() })[0]!;
}

describe('typed field readers', () => {
  it('read the fields of the API types, and keys added after kubernetes-types 1.30', () => {
    const p = pod();
    const c = p.containers[0]!;
    expect(ownObject(ownObject(c.value, 'resources'), 'limits')).toEqual({ 'nvidia.com/gpu': 1 });
    expect(ownString(c.value, 'image')).toBe('vllm/vllm-openai:v0.9.0');
    // PodSpec.resources arrived in 1.32: declared in k8s/api-types.ts.
    expect(own(ownObject(ownObject(p.spec, 'resources'), 'limits'), 'cpu')).toBe('8');
  });

  it('keep values unknown: a list item that is not an object, a list that is a number', () => {
    const c = pod().containers[0]!;
    expect(ownArray(c.value, 'ports').map((port) => own(port, 'containerPort'))).toEqual([8000, undefined]);
    expect(ownArray(c.value, 'volumeMounts')).toEqual([]);
  });

  it('reject misspelt keys at compile time, and read an operator key beside a pod spec only through untyped()', () => {
    const p = pod();
    const c = p.containers[0]!;
    // @ts-expect-error -- 'resource' is not a Container field ('resources' is)
    expect(own(c.value, 'resource')).toBeUndefined();
    // @ts-expect-error -- 'livenessprobe' is not a Container field ('livenessProbe' is)
    expect(ownObject(c.value, 'livenessprobe')).toBeUndefined();
    // @ts-expect-error -- 'limit' is not a ResourceRequirements field
    expect(ownObject(ownObject(c.value, 'resources'), 'limit')).toBeUndefined();
    // @ts-expect-error -- 'nodeselector' is not a PodSpec field
    expect(ownString(p.spec, 'nodeselector')).toBeUndefined();
    expect(ownString(untyped(p.spec), 'podSpecPatch')).toBeUndefined();
  });
});
