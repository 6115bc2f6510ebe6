import { closest } from '../../src/config/suggest.js';
import { defineRule } from '../../src/engine/rule.js';
import type { Range } from '../../src/core/types.js';
import { isPlaceholder, own, ownObject, ownString } from '../../src/k8s/values.js';

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
  references: ['https://kubernetes.io/docs/concepts/containers/runtime-class/'],
  check: {
    collect(object, pods, ctx): Facts | undefined {
      const facts: Facts = {};
      if (object.group === 'nvidia.com' && object.kind === 'ClusterPolicy') facts.defines = clusterPolicyRuntimeClasses(object.value);
      for (const pod of pods()) {
        const name = own(pod.spec, 'runtimeClassName');
        if (typeof name !== 'string' || name === '' || isPlaceholder(name)) continue;
        (facts.refs ??= []).push({ name, range: ctx.anchor([...pod.path, 'runtimeClassName']) });
      }
      return facts.refs || facts.defines ? facts : undefined;
    },
    input(index, ctx) {
      const defined = new Set(ctx.cluster.runtimeClasses);
      for (const rc of index.ofKind('node.k8s.io', 'RuntimeClass')) if (rc.name) defined.add(rc.name);
      for (const o of index.ofKind('nvidia.com', 'ClusterPolicy')) for (const name of ctx.facts<Facts>(o)?.defines ?? []) defined.add(name);
      // A RuntimeClass whose name is a template could be any of the referenced ones.
      if ([...defined].some(isPlaceholder)) return;
      const known = [...defined].sort();
      for (const object of index.objects) {
        for (const ref of ctx.facts<Facts>(object)?.refs ?? []) {
          if (defined.has(ref.name)) continue;
          const guess = closest(ref.name, known);
          const hint = guess ? `did you mean "${guess}"? Otherwise define` : 'define';
          const where =
            known.length > 0
              ? `neither in the input nor in config cluster.runtimeClasses (known: ` + `${known.join(', ')})`
              : 'neither in the input nor in config cluster.runtimeClasses';
          ctx.report({
            object,
            range: ref.range,
            message:
              `runtimeClassName "${ref.name}" names a RuntimeClass that is ${where}, so the API server rejects the pods ` +
              `("RuntimeClass not found"); ${hint} the RuntimeClass, or list it in cluster.runtimeClasses if the cluster already has it.`,
          });
        }
      }
    },
  },
});
