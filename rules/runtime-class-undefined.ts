import { closest } from '../src/config/suggest.js';
import { defineRule } from '../src/engine/rule.js';
import type { Range } from '../src/core/types.js';
import { isPlaceholder, own, ownObject, ownString } from '../src/k8s/values.js';

const ID = 'runtime-class-undefined';

/** What the rule keeps of one object during the file pass. */
interface Facts {
  /** runtimeClassName values of the object's pod specs, with where they are written. */
  refs?: { name: string; range?: Range }[];
  /** RuntimeClasses a GPU Operator ClusterPolicy makes the operator create. */
  defines?: string[];
}

/**
 * The GPU Operator creates the RuntimeClass named by `spec.operator.runtimeClass` (default
 * `nvidia`), and with CDI enabled also `nvidia-cdi` and `nvidia-legacy` (gpu-domain.md 5.2).
 */
function clusterPolicyRuntimeClasses(value: unknown): string[] {
  const spec = ownObject(value, 'spec');
  const named = ownString(ownObject(spec, 'operator'), 'runtimeClass');
  const out = [named && named.trim() !== '' ? named : 'nvidia'];
  if (own(ownObject(spec, 'cdi'), 'enabled') === true) out.push('nvidia-cdi', 'nvidia-legacy');
  return out;
}

export default defineRule({
  id: ID,
  family: 'runtime',
  level: 'error',
  scope: 'general',
  needsWholeInput: true,
  summary: 'runtimeClassName names a RuntimeClass that is neither in the input nor in the config.',
  description:
    'Triggers on the `runtimeClassName` of any pod spec (Pods, workload controllers and the pod templates of AI custom resources, GPU or not) whose value is not the name of a `RuntimeClass` (`node.k8s.io/v1`, or the older `v1beta1`/`v1alpha1`) anywhere in the input, in any file and in any order, nor listed in config `cluster.runtimeClasses`. A GPU Operator `ClusterPolicy` (`nvidia.com/v1`) in the input counts as defining the RuntimeClass the operator creates: `spec.operator.runtimeClass` (default `nvidia`), plus `nvidia-cdi` and `nvidia-legacy` when `spec.cdi.enabled` is true. Placeholder values (`{{ .Values.runtimeClass }}`, `${RUNTIME_CLASS}`) are unknown and stay silent, and so does every reference when a RuntimeClass in the input has a placeholder name. The message suggests the closest known name. Silenced by `--partial`: a RuntimeClass in a file that is not staged is not missing.',
  rationale:
    'The RuntimeClass admission controller rejects every pod whose `runtimeClassName` names a RuntimeClass that does not exist ("pod rejected: RuntimeClass \\"nvida\\" not found"). For a Deployment, Job or training operator the object itself is accepted, so the mistake shows up only as controller events (`FailedCreate`) while no pod ever starts. A typo in a GPU RuntimeClass name is easy to make and hard to see, because the workload looks healthy in `kubectl apply` output.',
  remediation:
    'Use the name of an existing RuntimeClass (the GPU Operator creates `nvidia`), or ship the RuntimeClass with the workload:\n\n```yaml\napiVersion: node.k8s.io/v1\nkind: RuntimeClass\nmetadata:\n  name: nvidia\nhandler: nvidia\n```\n\nIf the RuntimeClass is installed in the cluster by other means, list it in the config:\n\n```yaml\ncluster:\n  runtimeClasses: [nvidia]\n```',
  references: ['https://kubernetes.io/docs/concepts/containers/runtime-class/'],
  examples: {
    invalid: [
      {
        title: 'a typo in the RuntimeClass name',
        yaml: 'apiVersion: node.k8s.io/v1\nkind: RuntimeClass\nmetadata:\n  name: nvidia\nhandler: nvidia\n---\napiVersion: v1\nkind: Pod\nmetadata:\n  name: chat\nspec:\n  runtimeClassName: nvida\n  containers:\n    - name: vllm\n      image: vllm/vllm-openai:v0.9.0\n      resources:\n        limits:\n          nvidia.com/gpu: 1\n',
        lines: [12],
      },
    ],
    valid: [
      {
        title: 'the RuntimeClass is defined in the input',
        yaml: 'apiVersion: node.k8s.io/v1\nkind: RuntimeClass\nmetadata:\n  name: nvidia\nhandler: nvidia\n---\napiVersion: v1\nkind: Pod\nmetadata:\n  name: chat\nspec:\n  runtimeClassName: nvidia\n  containers:\n    - name: vllm\n      image: vllm/vllm-openai:v0.9.0\n      resources:\n        limits:\n          nvidia.com/gpu: 1\n',
      },
    ],
  },
  check: {
    collect(object, pods, ctx): Facts | undefined {
      const facts: Facts = {};
      if (object.group === 'nvidia.com' && object.kind === 'ClusterPolicy') facts.defines = clusterPolicyRuntimeClasses(object.value);
      for (const pod of pods()) {
        const name = own(pod.spec, 'runtimeClassName');
        if (typeof name !== 'string' || name === '' || isPlaceholder(name)) continue;
        (facts.refs ??= []).push({ name, range: ctx.locate([...pod.path, 'runtimeClassName']) });
      }
      return facts.refs || facts.defines ? facts : undefined;
    },
    input(index, ctx) {
      const defined = new Set(ctx.cluster.runtimeClasses);
      for (const rc of index.ofKind('node.k8s.io', 'RuntimeClass')) if (rc.name) defined.add(rc.name);
      for (const o of index.ofKind('nvidia.com', 'ClusterPolicy')) for (const name of (o.facts[ID] as Facts | undefined)?.defines ?? []) defined.add(name);
      // A RuntimeClass whose name is a template could be any of the referenced ones.
      if ([...defined].some(isPlaceholder)) return;
      const known = [...defined].sort();
      for (const object of index.objects) {
        for (const ref of (object.facts[ID] as Facts | undefined)?.refs ?? []) {
          if (defined.has(ref.name)) continue;
          const guess = closest(ref.name, known);
          const hint = guess ? `did you mean "${guess}"? Otherwise define` : 'define';
          const where = known.length > 0 ? `neither in the input nor in config cluster.runtimeClasses (known: ${known.join(', ')})` : 'neither in the input nor in config cluster.runtimeClasses';
          ctx.report({
            object,
            range: ref.range,
            message: `runtimeClassName "${ref.name}" names a RuntimeClass that is ${where}, so the API server rejects the pods ("RuntimeClass not found"); ${hint} the RuntimeClass, or list it in cluster.runtimeClasses if the cluster already has it.`,
          });
        }
      }
    },
  },
});
