import { isGpuPool } from '../../src/cluster/node-pools.js';
import { keptList } from '../../src/core/kept.js';
import type { PlacementInput } from '../../src/cluster/placement.js';
import { placementOf } from '../../src/kits/placement.js';
import { simulatedPods } from '../../src/kits/placement.js';
import { defineRule } from '../../src/engine/rule.js';
import { capitalize, containerKind, containerLabel } from '../../src/k8s/naming.js';
import type { JsonPath, Range } from '../../src/core/types.js';
import type { PodSpecView } from '../../src/k8s/pods.js';
import { parseQuantity, sameQuantity } from '../../src/k8s/quantity.js';
import { isPlaceholder, own, ownObject } from '../../src/k8s/values.js';

const ID = 'topology-alignment-not-guaranteed';
const ALIGNING = new Set(['restricted', 'single-numa-node']);

interface Problem {
  /** What is wrong, as the start of a sentence. */
  text: string;
  at?: Range;
}

interface PodFact {
  placement: PlacementInput;
  problems: readonly Problem[];
}

/** A written quantity the rule can judge. */
function written(value: unknown): boolean {
  return value !== undefined && value !== null && !isPlaceholder(value) && parseQuantity(value) !== undefined;
}

function shown(raw: unknown): string {
  return String(raw);
}

/**
 * What keeps the pod from exclusive, aligned CPUs, judged on written values only: a cpu/memory
 * request that differs from its limit (the pod is not Guaranteed), and a GPU container whose CPU
 * count is not whole. Keys are paths; one problem per key.
 */
function problemsOf(pod: PodSpecView): { path: JsonPath; text: string }[] {
  const byKey = new Map<string, { path: JsonPath; who: string; texts: string[] }>();
  const add = (path: JsonPath, who: string, text: string) => {
    const key = JSON.stringify(path);
    const entry = byKey.get(key) ?? { path, who, texts: [] };
    entry.texts.push(text);
    byKey.set(key, entry);
  };
  const mismatches = (resources: unknown, base: JsonPath, who: string) => {
    for (const name of ['cpu', 'memory']) {
      const request = own(ownObject(resources, 'requests'), name);
      const limit = own(ownObject(resources, 'limits'), name);
      if (!written(request) || !written(limit) || sameQuantity(request, limit) !== false) continue;
      add(
        [...base, 'requests', name],
        who,
        `requests ${name} ${shown(request)} but its limit is ${shown(limit)}, so the ` + `pod is not Guaranteed`,
      );
    }
  };
  const podLevel = ownObject(pod.spec, 'resources');
  if (podLevel && (own(podLevel, 'requests') !== undefined || own(podLevel, 'limits') !== undefined))
    mismatches(podLevel, [...pod.path, 'resources'], 'The pod (spec.resources)');
  for (const c of pod.containers) {
    if (c.kind === 'ephemeral') continue;
    const who = capitalize(containerLabel(pod, c, containerKind(c)));
    if (!podLevel) mismatches(own(c.value, 'resources'), [...c.path, 'resources'], who);
    if (!c.hasGpu) continue;
    // The effective CPU request: the request, else the limit.
    const where = own(c.requests, 'cpu') !== undefined ? 'requests' : 'limits';
    const raw = own(where === 'requests' ? c.requests : c.limits, 'cpu');
    if (!written(raw)) continue;
    const cpus = parseQuantity(raw)!.value;
    if (!Number.isInteger(cpus))
      add(
        [...c.path, 'resources', where, 'cpu'],
        who,
        `asks for cpu ${shown(raw)}, not a whole number of ` + `CPUs, so the static CPU manager gives it no exclusive CPUs`,
      );
  }
  return [...byKey.values()].map((e) => ({ path: e.path, text: `${e.who} ${e.texts.join('; it also ')}` }));
}

export default defineRule({
  id: ID,
  family: 'topology',
  level: 'warning',
  scope: 'ai',
  summary:
    'A GPU pod can land on a restricted/single-numa-node pool but is not Guaranteed with whole CPUs, so its CPUs are not ' +
    'aligned with its GPUs.',
  references: [
    'https://kubernetes.io/docs/tasks/administer-cluster/topology-manager/',
    'https://kubernetes.io/docs/tasks/administer-cluster/cpu-management-policies/#static-policy',
  ],
  check: {
    collect(object, pods, ctx) {
      const out: PodFact[] = [];
      for (const pod of pods()) {
        if (!pod.workload.ai || !pod.containers.some((c) => c.hasGpu && c.kind !== 'ephemeral')) continue;
        const problems = problemsOf(pod).map((p) => ({ text: p.text, at: ctx.anchor(p.path) }));
        if (problems.length > 0) out.push({ placement: placementOf(pod, ctx), problems: keptList(problems) });
      }
      return out.length > 0 ? keptList(out) : undefined;
    },
    input(index, ctx) {
      for (const { object, facts: pod } of simulatedPods<PodFact>(index, ctx.facts, ctx.nodePools)) {
        const aligning = ctx
          .simulate(object.file, pod.placement)
          .filter((v) => v.candidate && v.fits !== false && isGpuPool(v.pool))
          .map((v) => v.pool)
          .filter(
            (p) =>
              p.kubelet.source !== undefined &&
              ALIGNING.has(p.kubelet.topologyManagerPolicy ?? 'none') &&
              (p.kubelet.cpuManagerPolicy ?? 'none').toLowerCase() === 'static',
          );
        if (aligning.length === 0) continue;
        const list = aligning
          .map((p) => `${p.name} (topologyManagerPolicy ${p.kubelet.topologyManagerPolicy}, from ` + `${p.kubelet.source})`)
          .join(', ');
        for (const problem of pod.problems) {
          ctx.report({
            object,
            range: problem.at,
            message:
              `${problem.text}: on pool${aligning.length > 1 ? 's' : ''} ${list} its GPUs ` +
              `get no NUMA-aligned CPUs; set requests equal to limits in every container and whole CPUs in GPU containers.`,
          });
        }
      }
    },
  },
});
