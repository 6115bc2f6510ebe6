import { defineRule } from '../../src/engine/rule.js';
import { namespaceOf } from '../../src/k8s/label-selector.js';
import type { ObjectSummary } from '../../src/engine/object-index.js';
import type { Range } from '../../src/core/types.js';
import { gpuSource, type PodSpecView } from '../../src/k8s/pods.js';
import { isObject, isPlaceholder, own, ownObject, ownString } from '../../src/k8s/values.js';

const ID = 'hpa-cpu-metric-gpu-workload';

/** autoscaling/v1 kept custom metrics in this annotation (v2 round-trips them there). */
const V1_METRICS_ANNOTATION = 'autoscaling.alpha.kubernetes.io/metrics';

interface HpaFacts {
  type: 'hpa';
  /** undefined when scaleTargetRef has no (readable) apiVersion: any group matches. */
  group?: string;
  kind: string;
  name: string;
  /** What the HPA scales on, for the message: `cpu at 70% utilization`. */
  metrics: string;
  range?: Range;
}

interface TargetFacts {
  type: 'gpu-serving';
}

type Facts = HpaFacts | TargetFacts;

function gpuServing(pod: PodSpecView): boolean {
  if (!pod.workload.serving) return false;
  return pod.dra === 'gpu' || pod.containers.some((c) => gpuSource(pod, c) === 'resource');
}

function target(value: unknown): string {
  if (!isObject(value)) return '';
  const utilization = own(value, 'averageUtilization') ?? own(value, 'targetAverageUtilization');
  if (typeof utilization === 'number') return ` at ${utilization}% utilization`;
  const average = own(value, 'averageValue') ?? own(value, 'targetAverageValue') ?? own(value, 'value');
  if (typeof average === 'string' || typeof average === 'number') return ` at ${average}`;
  return '';
}

/** The cpu/memory metrics of a v2 `metrics` list, or undefined when any metric is something else or unreadable. */
function resourceOnly(metrics: unknown[]): string[] | undefined {
  const out: string[] = [];
  for (const m of metrics) {
    const type = ownString(m, 'type');
    const source =
      type === 'Resource' ? ownObject(m, 'resource') : type === 'ContainerResource' ? ownObject(m, 'containerResource') : undefined;
    const name = ownString(source, 'name');
    if (name !== 'cpu' && name !== 'memory') return undefined;
    // v2 nests the target; v2beta1 puts targetAverageUtilization next to the name.
    const container = type === 'ContainerResource' ? ownString(source, 'container') : undefined;
    out.push(`${name}${container ? ` of container "${container}"` : ''}${target(own(source, 'target') ?? source)}`);
  }
  return out;
}

export default defineRule({
  id: ID,
  family: 'scheduling',
  level: 'warning',
  scope: 'ai',
  summary: 'A HorizontalPodAutoscaler scales a GPU serving workload on cpu/memory only.',
  references: [
    'https://kubernetes.io/docs/tasks/run-application/horizontal-pod-autoscale/#autoscaling-on-multiple-metrics-and-custom-metrics',
    'https://docs.vllm.ai/en/latest/usage/metrics.html',
  ],
  check: {
    collect(object, pods, ctx): Facts | undefined {
      if (object.group !== 'autoscaling' || object.kind !== 'HorizontalPodAutoscaler') {
        return pods().some(gpuServing) ? { type: 'gpu-serving' } : undefined;
      }
      const spec = own(object.value, 'spec');
      if (!isObject(spec)) return undefined;
      const ref = own(spec, 'scaleTargetRef');
      const kind = ownString(ref, 'kind');
      const name = ownString(ref, 'name');
      if (!kind || !name || isPlaceholder(kind) || isPlaceholder(name)) return undefined;
      const apiVersion = ownString(ref, 'apiVersion');
      const group =
        apiVersion && !isPlaceholder(apiVersion)
          ? apiVersion.includes('/')
            ? apiVersion.slice(0, apiVersion.lastIndexOf('/'))
            : ''
          : undefined;
      const base = { type: 'hpa' as const, group, kind, name };

      if (object.apiVersion === 'autoscaling/v1') {
        if (object.annotations[V1_METRICS_ANNOTATION] !== undefined) return undefined;
        const percent = own(spec, 'targetCPUUtilizationPercentage');
        const range = ctx.anchor([...object.path, 'spec', 'targetCPUUtilizationPercentage']);
        if (percent === undefined || percent === null)
          return { ...base, metrics: 'the default cpu target of 80% utilization ' + '(targetCPUUtilizationPercentage is unset)', range };
        return { ...base, metrics: `cpu${typeof percent === 'number' ? ` at ${percent}% utilization` : ''}`, range };
      }
      const metrics = own(spec, 'metrics');
      const range = ctx.anchor([...object.path, 'spec', 'metrics']);
      if (metrics === undefined || metrics === null || (Array.isArray(metrics) && metrics.length === 0)) {
        return { ...base, metrics: 'the default cpu target of 80% utilization (no metrics are set)', range };
      }
      if (!Array.isArray(metrics)) return undefined;
      const only = resourceOnly(metrics);
      return only ? { ...base, metrics: only.join(' and '), range } : undefined;
    },
    input(run, ctx) {
      // An HPA scales the workload applied with it (RULES.md "Apply unit").
      for (const index of run.unitIndexes()) {
        // GPU serving workloads by kind, namespace and name.
        const targets = new Map<string, ObjectSummary[]>();
        for (const o of index.objects) {
          if (ctx.facts<Facts>(o)?.type !== 'gpu-serving' || o.name === undefined) continue;
          const key = `${o.kind}\u0000${namespaceOf(o)}\u0000${o.name}`;
          targets.set(key, [...(targets.get(key) ?? []), o]);
        }
        for (const hpa of index.ofKind('autoscaling', 'HorizontalPodAutoscaler')) {
          const facts = ctx.facts<Facts>(hpa);
          if (facts?.type !== 'hpa') continue;
          const found = (targets.get(`${facts.kind}\u0000${namespaceOf(hpa)}\u0000${facts.name}`) ?? []).find(
            (t) => facts.group === undefined || t.group === facts.group,
          );
          if (!found) continue;
          ctx.report({
            object: hpa,
            range: facts.range,
            related: [{ file: found.file, range: found.range, message: `${found.kind} "${found.name}" serves on GPUs.` }],
            message:
              `HorizontalPodAutoscaler "${hpa.name ?? '(unnamed)'}" scales the GPU serving ${found.kind} "${found.name}" only on ` +
              `${facts.metrics}, but GPU inference saturates (requests queue, latency climbs) long before its CPU or memory moves; scale ` +
              `on a Pods or External metric such as the server's waiting-request queue (vllm:num_requests_waiting) or GPU utilization ` +
              `(DCGM_FI_DEV_GPU_UTIL).`,
          });
        }
      }
    },
  },
});
