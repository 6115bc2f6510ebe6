// Helpers for the compatibility tests: small manifests, and the `compat` context the engine
// will pass to rules (until it does, `withCompat` adds it around a rule's checks).
import type { ConfigFile } from '../../src/config/types.js';
import { compatConfig } from '../../src/compat/overrides.js';
import type { AnyRule } from '../../src/engine/rule.js';

/** The rule with `ctx.compat` set from a config's `compat:` section, as the engine will do. */
export function withCompat(rule: AnyRule, compat: ConfigFile['compat']): AnyRule {
  const config = compatConfig({ compat });
  const check = rule.check;
  return {
    ...rule,
    check: {
      ...(check.collect ? { collect: (o, p, ctx) => check.collect!(o, p, { ...ctx, compat: config } as typeof ctx) } : {}),
      ...(check.input ? { input: (i, ctx) => check.input!(i, { ...ctx, compat: config } as typeof ctx) } : {}),
      ...(check.podSpec ? { podSpec: (pod, ctx) => check.podSpec!(pod, { ...ctx, compat: config } as typeof ctx) } : {}),
    },
  };
}

/** A Node object (a one-node pool) with labels. */
export function node(name: string, labels: Record<string, string>, taints = ''): string {
  const lines = Object.entries(labels).map(([k, v]) => `    ${k}: "${v}"`);
  return `apiVersion: v1\nkind: Node\nmetadata:\n  name: ${name}\n  labels:\n${lines.join('\n')}\n${taints ? `spec:\n  taints:\n${taints}\n` : ''}---\n`;
}

export interface PodOptions {
  name?: string;
  namespace?: string;
  nodeSelector?: Record<string, string>;
  /** Raw YAML under spec.affinity (indented by 4). */
  affinity?: string;
  tolerations?: boolean;
  resources?: string;
}

/** A Pod with one GPU container. */
export function pod(image: string, o: PodOptions = {}): string {
  const selector = o.nodeSelector
    ? `  nodeSelector:\n${Object.entries(o.nodeSelector)
        .map(([k, v]) => `    ${k}: "${v}"`)
        .join('\n')}\n`
    : '';
  const affinity = o.affinity ? `  affinity:\n${o.affinity}\n` : '';
  const tolerations = o.tolerations ? '  tolerations:\n    - operator: Exists\n' : '';
  const resources = o.resources ?? '        limits:\n          nvidia.com/gpu: 1';
  return `apiVersion: v1\nkind: Pod\nmetadata:\n  name: ${o.name ?? 'p'}\n${o.namespace ? `  namespace: ${o.namespace}\n` : ''}spec:\n${selector}${affinity}${tolerations}  containers:\n    - name: c\n      image: ${image}\n      resources:\n${resources}\n`;
}

/** 1-based lines of every `image:` key in the text. */
export function imageLines(yaml: string): number[] {
  return yaml.split('\n').flatMap((l, i) => (/^\s*(- )?image:/.test(l) ? [i + 1] : []));
}

export const A100 = 'NVIDIA-A100-SXM4-80GB';
export const FULL = 'nvidia.com/cuda.driver-version.full';
