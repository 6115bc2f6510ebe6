import { closest } from '../../src/config/suggest.js';
import { objectLabel } from '../../src/k8s/naming.js';
import { defineRule } from '../../src/engine/rule.js';
import { SYSTEM_PRIORITY_CLASSES } from '../../src/k8s/priority-classes.js';
import type { JsonPath, Range } from '../../src/core/types.js';
import { isPlaceholder, own } from '../../src/k8s/values.js';

const ID = 'priority-class-undefined';

/** One `priorityClassName` the object uses, and where it is written. */
interface Reference {
  name: string;
  range?: Range;
  /** What goes wrong, for the message. */
  effect: string;
}

interface Facts {
  refs: Reference[];
}

/**
 * Object-level references outside pod specs: the PodGroup of a Volcano Job, the gang-scheduling
 * PodGroup of the Kubeflow training operator, a Volcano PodGroup.
 */
function objectLevelPaths(group: string, kind: string): JsonPath[] {
  if (group === 'batch.volcano.sh' && kind === 'Job') return [['spec', 'priorityClassName']];
  if (group === 'scheduling.volcano.sh' && kind === 'PodGroup') return [['spec', 'priorityClassName']];
  if (group === 'kubeflow.org' && kind.endsWith('Job')) return [['spec', 'runPolicy', 'schedulingPolicy', 'priorityClass']];
  return [];
}

function referenced(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '' || isPlaceholder(value)) return undefined;
  return value;
}

export default defineRule({
  id: ID,
  family: 'scheduling',
  level: 'warning',
  scope: 'general',
  summary: 'priorityClassName names a PriorityClass that is not in the input, not a system class and not in the config.',
  references: ['https://kubernetes.io/docs/concepts/scheduling-eviction/pod-priority-preemption/#priorityclass'],
  needsWholeInput: true,
  check: {
    collect(object, pods, ctx) {
      const refs: Reference[] = [];
      const seen = new Set<string>();
      const add = (path: JsonPath, value: unknown, effect: string) => {
        const name = referenced(value);
        const key = JSON.stringify(path);
        if (name === undefined || seen.has(key)) return;
        seen.add(key);
        refs.push({ name, range: ctx.anchor(path), effect });
      };
      for (const pod of pods()) {
        const name = referenced(own(pod.spec, 'priorityClassName'));
        add(
          [...pod.path, 'priorityClassName'],
          name,
          `the API server rejects its ${pod.role ? `${pod.role} ` : ''}pods ("no ` + `PriorityClass with name ${name} was found")`,
        );
      }
      for (const rel of objectLevelPaths(object.group, object.kind)) {
        let value: unknown = object.value;
        for (const segment of rel) value = own(value, String(segment));
        add([...object.path, ...rel], value, 'the gang scheduler cannot give its PodGroup that priority');
      }
      return refs.length > 0 ? ({ refs } satisfies Facts) : undefined;
    },
    input(index, ctx) {
      if (ctx.partial) return;
      const inInput = index.ofKind('scheduling.k8s.io', 'PriorityClass').flatMap((o) => (o.name ? [o.name] : []));
      const configured = Array.isArray(ctx.cluster.priorityClasses)
        ? ctx.cluster.priorityClasses.filter((n): n is string => typeof n === 'string')
        : [];
      const known = new Set([...SYSTEM_PRIORITY_CLASSES.keys(), ...inInput, ...configured]);
      const candidates = [...known];
      for (const object of index.objects) {
        const facts = ctx.facts<Facts>(object);
        for (const ref of facts?.refs ?? []) {
          if (known.has(ref.name)) continue;
          const guess = closest(ref.name, candidates);
          const hint = guess ? `did you mean "${guess}"? Otherwise ` : '';
          ctx.report({
            object,
            range: ref.range,
            message:
              `priorityClassName "${ref.name}" of ${objectLabel(object)} names no PriorityClass of the input, no system class and ` +
              `nothing in config cluster.priorityClasses, so ${ref.effect}; ${hint}add the PriorityClass manifest, or list it under ` +
              `cluster.priorityClasses if the cluster already has it.`,
          });
        }
      }
    },
  },
});
