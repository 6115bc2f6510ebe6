// Node affinity with very long `In` lists: the driver labels a pod pins are read from the first
// values only (at most 16 combinations are kept), not from a product of the whole lists.
import { expect, it } from 'vitest';
import rule from '../../rules/cuda-driver-incompatible/rule.js';
import { expectWithin } from '../helpers/growth.js';
import { lintYaml } from '../helpers/rule-tester.js';

const pod = (values: number) => {
  const list = Array.from({ length: values }, (_, i) => String(500 + i)).join(', ');
  return `apiVersion: v1
kind: Pod
metadata: {name: p}
spec:
  affinity:
    nodeAffinity:
      requiredDuringSchedulingIgnoredDuringExecution:
        nodeSelectorTerms:
          - matchExpressions:
              - {key: nvidia.com/cuda.driver.major, operator: In, values: [${list}]}
              - {key: nvidia.com/cuda.driver.minor, operator: In, values: [${list}]}
  containers:
    - name: c
      image: nvidia/cuda:12.4.0-base-ubuntu22.04
      resources: {limits: {nvidia.com/gpu: 1}}
`;
};

it('300k values in two In lists: the findings of their first 16 values, in seconds (28 s and 2.6 GB before)', () => {
  const messages = (yaml: string) => lintYaml(yaml, [rule]).map((f) => f.message);
  const expected = messages(pod(16));
  expect(expected.length).toBeGreaterThan(0);
  expectWithin(10, () => expect(messages(pod(300_000))).toEqual(expected));
});
