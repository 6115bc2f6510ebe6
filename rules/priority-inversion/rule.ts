import { unitName } from '../../src/kits/apply-units.js';
import { keptList } from '../../src/core/kept.js';
import { defineRule } from '../../src/engine/rule.js';
import { SYSTEM_PRIORITY_CLASSES } from '../../src/k8s/priority-classes.js';
import { objectLabel } from '../../src/k8s/naming.js';
import type { ObjectSummary } from '../../src/engine/object-index.js';
import type { Range, RelatedLocation } from '../../src/core/types.js';
import { gpuSource, type PodSpecView } from '../../src/k8s/pods.js';
import { isPlaceholder, own } from '../../src/k8s/values.js';

const ID = 'priority-inversion';

/** How many outranked serving workloads are listed as related locations. */
const MAX_RELATED = 10;

/** A PriorityClass of the input. */
interface ClassFacts {
  type: 'class';
  value?: number;
  globalDefault: boolean;
  never: boolean;
}

/** One serving or training pod template and the class it asks for. */
interface TemplateFacts {
  side: 'serving' | 'training';
  role?: string;
  /** The class name; null when unset (the globalDefault applies); 'unknown' (a placeholder or not a string) is dropped at collect time. */
  className: string | null;
  /** The `priorityClassName` value, or the pod spec when it is unset. */
  range?: Range;
}

interface WorkloadFacts {
  type: 'workload';
  templates: readonly TemplateFacts[];
}

type Facts = ClassFacts | WorkloadFacts;

/** A training workload, or a batch workload (Argo Workflow) that uses GPUs. */
function trainingLike(pod: PodSpecView): boolean {
  if (pod.workload.training) return true;
  if (pod.workload.class !== 'batch' || pod.workload.infrastructure) return false;
  return pod.dra === 'gpu' || pod.containers.some((c) => gpuSource(pod, c) === 'resource');
}

interface Resolved {
  object: ObjectSummary;
  template: TemplateFacts;
  value: number;
  /** How the value was found, for messages: `PriorityClass "batch" (value 1000)`. */
  how: string;
}

function label(object: ObjectSummary, template: TemplateFacts): string {
  return `${objectLabel(object)}${template.role ? ` (${template.role} pods)` : ''}`;
}

export default defineRule({
  id: ID,
  family: 'scheduling',
  level: 'warning',
  scope: 'ai',
  summary: 'A training or batch workload has a higher PriorityClass value than a serving workload of the input.',
  references: ['https://kubernetes.io/docs/concepts/scheduling-eviction/pod-priority-preemption/'],
  check: {
    collect(object, pods, ctx): Facts | undefined {
      if (object.group === 'scheduling.k8s.io' && object.kind === 'PriorityClass') {
        const value = own(object.value, 'value');
        return {
          type: 'class',
          value: typeof value === 'number' && Number.isInteger(value) ? value : undefined,
          globalDefault: own(object.value, 'globalDefault') === true,
          never: own(object.value, 'preemptionPolicy') === 'Never',
        };
      }
      const templates: TemplateFacts[] = [];
      for (const pod of pods()) {
        const side = pod.workload.serving ? 'serving' : trainingLike(pod) ? 'training' : undefined;
        if (!side) continue;
        const raw = own(pod.spec, 'priorityClassName');
        let className: string | null;
        if (raw === undefined || raw === null || raw === '') className = null;
        else if (typeof raw === 'string' && !isPlaceholder(raw)) className = raw;
        else continue; // unknown
        templates.push({ side, role: pod.role, className, range: ctx.anchor([...pod.path, 'priorityClassName']) });
      }
      return templates.length > 0 ? { type: 'workload', templates: keptList(templates) } : undefined;
    },
    input(index, ctx) {
      // PriorityClass values are immutable: the first definition in apply order is the one that sticks.
      const classes = new Map<string, ClassFacts>();
      let globalDefault: { name: string; value: number } | undefined;
      for (const o of index.ofKind('scheduling.k8s.io', 'PriorityClass')) {
        const facts = ctx.facts<ClassFacts>(o);
        if (!facts || !o.name || classes.has(o.name)) continue;
        classes.set(o.name, facts);
        if (facts.globalDefault && facts.value !== undefined) globalDefault ??= { name: o.name, value: facts.value };
      }
      const resolve = (object: ObjectSummary, template: TemplateFacts): Resolved | undefined => {
        if (template.className === null) {
          return (
            globalDefault && {
              object,
              template,
              value: globalDefault.value,
              how: `no priorityClassName, so the globalDefault ` + `PriorityClass "${globalDefault.name}" (value ${globalDefault.value})`,
            }
          );
        }
        const system = SYSTEM_PRIORITY_CLASSES.get(template.className);
        const value = system ?? classes.get(template.className)?.value;
        return value === undefined ? undefined : { object, template, value, how: `PriorityClass "${template.className}" (value ${value})` };
      };

      // PriorityClasses exist run-wide; a training workload preempts the serving workloads it is
      // deployed with, so the comparison stays inside one apply unit (RULES.md "Apply unit").
      for (const unit of index.unitIndexes()) {
        const serving: Resolved[] = [];
        const training = new Map<ObjectSummary, Resolved[]>();
        for (const object of unit.objects) {
          const facts = ctx.facts<Facts>(object);
          if (facts?.type !== 'workload') continue;
          for (const template of facts.templates) {
            const r = resolve(object, template);
            if (!r) continue;
            if (template.side === 'serving') serving.push(r);
            else training.set(object, [...(training.get(object) ?? []), r]);
          }
        }
        if (serving.length === 0) continue;

        for (const [object, templates] of training) {
          // The template with the highest priority is the one that preempts; ties: the first.
          const top = templates.reduce((a, b) => (b.value > a.value ? b : a));
          const outranked = serving.filter((s) => s.value < top.value).sort((a, b) => a.value - b.value || a.object.order - b.object.order);
          const lowest = outranked[0];
          if (!lowest) continue;
          const others = outranked.length - 1;
          const never = top.template.className !== null && classes.get(top.template.className)?.never === true;
          const effect = never
            ? 'with preemptionPolicy: Never it does not evict them, but its pods still go ahead of pending serving pods in ' +
              'the scheduling queue'
            : 'when GPUs are short the scheduler preempts the serving pods to place the training pods';
          const related: RelatedLocation[] = outranked.slice(0, MAX_RELATED).map((s) => ({
            file: s.object.file,
            range: s.template.range ?? s.object.range,
            message: `Serving ${label(s.object, s.template)} runs with ${s.how}.`,
          }));
          ctx.report({
            object,
            range: top.template.range,
            related,
            message:
              `Training ${label(object, top.template)} has ${top.how}, higher than serving ` +
              `${label(lowest.object, lowest.template)} with ${lowest.how}` +
              `${others > 0 ? ` and ${others} other serving workload${others === 1 ? '' : 's'}` : ''} of the same ${unitName(object)}: ` +
              `${effect}; give training a class with a value of at most ${lowest.value}, or raise the serving class above ${top.value}.`,
          });
        }
      }
    },
  },
});
