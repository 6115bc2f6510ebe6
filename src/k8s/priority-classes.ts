// The PriorityClasses built into every cluster, with their values (gpu-domain.md 6.1): they exist
// without being in the input, and no workload class outranks them.
export const SYSTEM_PRIORITY_CLASSES: ReadonlyMap<string, number> = new Map([
  ['system-cluster-critical', 2000000000],
  ['system-node-critical', 2000001000],
]);
