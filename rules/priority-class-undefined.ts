import { closest } from '../src/config/suggest.js';
import { objectLabel } from '../src/k8s/naming.js';
import { defineRule } from '../src/engine/rule.js';
import type { JsonPath, Range } from '../src/core/types.js';
import { isPlaceholder, own } from '../src/k8s/values.js';

const ID = 'priority-class-undefined';

/** Built into every cluster (gpu-domain.md 6.1). */
const SYSTEM_CLASSES = ['system-cluster-critical', 'system-node-critical'];

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
  description:
    'Triggers for every `priorityClassName` of a pod spec (any workload, AI or not, including the pod templates of custom resources), of a Volcano Job or PodGroup (`spec.priorityClassName`) and of a Kubeflow training job (`spec.runPolicy.schedulingPolicy.priorityClass`) that names a PriorityClass which is not defined by a `scheduling.k8s.io` PriorityClass anywhere in the input (any file, any order), is not one of the built-in `system-cluster-critical` and `system-node-critical`, and is not listed in the config under `cluster.priorityClasses`. The finding points at the value. Placeholders (`{{ .Values.priorityClass }}`) and empty values are silent. Silenced by `--partial`, since the PriorityClass may live in a file that is not part of the input.',
  rationale:
    'The Priority admission plugin rejects a pod whose `priorityClassName` does not exist ("no PriorityClass with name ... was found"). A bare Pod fails to apply; a Deployment, StatefulSet or Job applies fine, but its controller then fails to create any pod (a `FailedCreate` event on the ReplicaSet or Job), so the workload silently never starts. A typo in the class name, or a chart that expects the class to be installed by another chart, is enough.',
  remediation:
    'Add the PriorityClass to the manifests (it is cluster-scoped, so one definition serves every namespace), fix the name, or, when the class is installed in the cluster by other means, declare it in `.ai-k8s-lint.yaml`:\n\n```yaml\napiVersion: scheduling.k8s.io/v1\nkind: PriorityClass\nmetadata:\n  name: inference-high\nvalue: 100000\n```\n\n```yaml\n# .ai-k8s-lint.yaml\ncluster:\n  priorityClasses: [inference-high]\n```',
  references: ['https://kubernetes.io/docs/concepts/scheduling-eviction/pod-priority-preemption/#priorityclass'],
  needsWholeInput: true,
  examples: {
    invalid: [
      {
        title: 'the class is defined nowhere',
        yaml: 'apiVersion: batch/v1\nkind: Job\nmetadata:\n  name: finetune\nspec:\n  template:\n    spec:\n      priorityClassName: training-high\n      restartPolicy: Never\n      containers:\n        - name: train\n          image: nvcr.io/nvidia/pytorch:24.05-py3\n          resources:\n            limits:\n              nvidia.com/gpu: 8\n',
        lines: [8],
      },
    ],
    valid: [
      {
        title: 'the class is part of the input',
        yaml: 'apiVersion: scheduling.k8s.io/v1\nkind: PriorityClass\nmetadata:\n  name: training-high\nvalue: 1000\n---\napiVersion: batch/v1\nkind: Job\nmetadata:\n  name: finetune\nspec:\n  template:\n    spec:\n      priorityClassName: training-high\n      restartPolicy: Never\n      containers:\n        - name: train\n          image: nvcr.io/nvidia/pytorch:24.05-py3\n          resources:\n            limits:\n              nvidia.com/gpu: 8\n',
      },
      {
        title: 'a system class',
        yaml: 'apiVersion: apps/v1\nkind: DaemonSet\nmetadata:\n  name: node-agent\nspec:\n  selector:\n    matchLabels:\n      app: node-agent\n  template:\n    metadata:\n      labels:\n        app: node-agent\n    spec:\n      priorityClassName: system-node-critical\n      containers:\n        - name: agent\n          image: registry.example.com/node-agent:1.0\n',
      },
    ],
  },
  check: {
    collect(object, pods, ctx) {
      const refs: Reference[] = [];
      const seen = new Set<string>();
      const add = (path: JsonPath, value: unknown, effect: string) => {
        const name = referenced(value);
        const key = JSON.stringify(path);
        if (name === undefined || seen.has(key)) return;
        seen.add(key);
        refs.push({ name, range: ctx.locate(path), effect });
      };
      for (const pod of pods()) {
        const name = referenced(own(pod.spec, 'priorityClassName'));
        add([...pod.path, 'priorityClassName'], name, `the API server rejects its ${pod.role ? `${pod.role} ` : ''}pods ("no PriorityClass with name ${name} was found")`);
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
      const configured = Array.isArray(ctx.cluster.priorityClasses) ? ctx.cluster.priorityClasses.filter((n): n is string => typeof n === 'string') : [];
      const known = new Set([...SYSTEM_CLASSES, ...inInput, ...configured]);
      const candidates = [...known];
      for (const object of index.objects) {
        const facts = object.facts[ID] as Facts | undefined;
        for (const ref of facts?.refs ?? []) {
          if (known.has(ref.name)) continue;
          const guess = closest(ref.name, candidates);
          const hint = guess ? `did you mean "${guess}"? Otherwise ` : '';
          ctx.report({
            object,
            range: ref.range,
            message: `priorityClassName "${ref.name}" of ${objectLabel(object)} names no PriorityClass of the input, no system class and nothing in config cluster.priorityClasses, so ${ref.effect}; ${hint}add the PriorityClass manifest, or list it under cluster.priorityClasses if the cluster already has it.`,
          });
        }
      }
    },
  },
});
