import { defineRule } from '../../src/engine/rule.js';
import { keptList } from '../../src/core/kept.js';
import { flattened } from '../../src/core/strings.js';
import { SYSTEM_PRIORITY_CLASSES } from '../../src/k8s/priority-classes.js';
import type { LocatedRange } from '../../src/core/types.js';
import { objectLabel } from '../../src/k8s/naming.js';
import type { PodSpecView } from '../../src/k8s/pods.js';
import { isPlaceholder, own } from '../../src/k8s/values.js';

const ID = 'priority-class-missing';

/** How many classes a message names. */
const NAMED = 3;

/** A serving pod template without a class. */
interface ServingPod {
  label: string;
  range?: LocatedRange;
  /** `priorityClassName: ""`, rather than no key. */
  empty: boolean;
}

type Facts =
  | { type: 'pods'; pods: readonly ServingPod[] }
  /** A PriorityClass; value undefined when it is not a number (a placeholder). */
  | { type: 'class'; value?: number; globalDefault: boolean };

/** A PriorityClass whose pods may outrank the serving pods. */
interface Outranking {
  name: string;
  /** `value 100000`, or where it is known from. */
  shown: string;
  value?: number;
}

/** `Deployment "llm"`, plus the template's role for objects with several pod templates. */
function workloadLabel(pod: PodSpecView): string {
  const name = objectLabel(pod.object);
  return pod.role ? `${name} (${pod.role} pods)` : name;
}

function classList(classes: Outranking[]): string {
  const named = classes.slice(0, NAMED).map((c) => `"${c.name}" (${c.shown})`);
  const more = classes.length - named.length;
  if (classes.length === 1) return `PriorityClass ${named[0]!} exists`;
  const list = more > 0 ? `${named.join(', ')} and ${more} more` : `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]!}`;
  return `PriorityClasses ${list} exist`;
}

export default defineRule({
  id: ID,
  family: 'scheduling',
  level: 'warning',
  scope: 'ai',
  summary: 'A serving workload sets no priorityClassName while PriorityClasses that can preempt it exist.',
  references: ['https://kubernetes.io/docs/concepts/scheduling-eviction/pod-priority-preemption/'],
  check: {
    collect(object, pods, ctx): Facts | undefined {
      if (object.group === 'scheduling.k8s.io' && object.kind === 'PriorityClass') {
        const value = own(object.value, 'value');
        const globalDefault = own(object.value, 'globalDefault') === true;
        return { type: 'class', value: typeof value === 'number' ? value : undefined, globalDefault };
      }
      const found: ServingPod[] = [];
      for (const pod of pods()) {
        if (!pod.workload.serving) continue;
        const value = own(pod.spec, 'priorityClassName');
        const empty = typeof value === 'string' && value.trim() === '';
        if (value !== undefined && value !== null && !empty) continue;
        found.push({ label: flattened(workloadLabel(pod)), range: ctx.anchor([...pod.path, 'priorityClassName']), empty });
      }
      return found.length > 0 ? { type: 'pods', pods: keptList(found) } : undefined;
    },
    input(index, ctx) {
      // The priority a pod without a class gets: the highest globalDefault class of the run, else 0.
      let defaultValue = 0;
      let defaultName: string | undefined;
      const inRun: { name: string; facts: Extract<Facts, { type: 'class' }> }[] = [];
      for (const o of index.ofKind('scheduling.k8s.io', 'PriorityClass')) {
        const facts = ctx.facts<Facts>(o);
        if (facts?.type !== 'class' || !o.name || SYSTEM_PRIORITY_CLASSES.has(o.name)) continue;
        inRun.push({ name: o.name, facts });
        if (facts.globalDefault && facts.value !== undefined && (defaultName === undefined || facts.value > defaultValue)) {
          defaultValue = facts.value;
          defaultName = o.name;
        }
      }
      const outranking: Outranking[] = [];
      const seen = new Set<string>();
      for (const { name, facts } of inRun) {
        if (seen.has(name) || name === defaultName) continue;
        seen.add(name);
        // A class whose value is known and not above the default cannot preempt the pods.
        if (facts.value !== undefined && facts.value <= defaultValue) continue;
        outranking.push({ name, value: facts.value, shown: facts.value === undefined ? 'value unknown' : `value ${facts.value}` });
      }
      const configured = Array.isArray(ctx.cluster.priorityClasses) ? ctx.cluster.priorityClasses : [];
      for (const name of configured) {
        if (typeof name !== 'string' || name.trim() === '' || isPlaceholder(name) || SYSTEM_PRIORITY_CLASSES.has(name) || seen.has(name))
          continue;
        seen.add(name);
        outranking.push({ name, shown: 'config cluster.priorityClasses' });
      }
      // Nothing known can outrank the pods: no finding (RULES.md "Noise is a defect").
      if (outranking.length === 0) return;
      outranking.sort((a, b) => (b.value ?? Number.NEGATIVE_INFINITY) - (a.value ?? Number.NEGATIVE_INFINITY));
      const exist = classList(outranking);
      const priority =
        defaultName === undefined
          ? 'the default priority (0 without a globalDefault PriorityClass)'
          : `the default priority (${defaultValue}, of the globalDefault PriorityClass "${defaultName}")`;
      for (const object of index.objects) {
        const facts = ctx.facts<Facts>(object);
        if (facts?.type !== 'pods') continue;
        for (const pod of facts.pods) {
          ctx.report({
            object,
            range: pod.range,
            message: pod.empty
              ? `Serving ${pod.label} sets an empty priorityClassName while ${exist}, so its pods run at ${priority} and pods of ` +
                `${outranking.length === 1 ? 'that class' : 'those classes'} can preempt them; name an inference class whose value is ` +
                `above every batch and training class.`
              : `Serving ${pod.label} sets no priorityClassName while ${exist}, so its pods run at ${priority} and pods of ` +
                `${outranking.length === 1 ? 'that class' : 'those classes'} can preempt them; set priorityClassName to an inference ` +
                `class whose value is above every batch and training class.`,
          });
        }
      }
    },
  },
});
