// Turns a validated config file into what the engine uses.
import { dirname, resolve } from 'node:path';
import type { ClusterConfig, RenderConfig, RenderConfigFile, Settings } from './types.js';
import type { LevelSetting } from '../core/types.js';
import type { WorkloadEntry } from '../k8s/workload-table.js';
import {
  DEFAULT_CLUSTER,
  DEFAULT_SETTINGS,
  type ConfigFile,
  type ResolvedConfig,
  type RuleConfig,
  type RuleSetting,
  type ShortWorkloadEntry,
} from './types.js';

function ruleConfig(setting: RuleSetting): RuleConfig {
  if (Array.isArray(setting)) return { level: setting[0] as LevelSetting, options: setting[1] };
  return { level: setting };
}

function ruleMap(rules: Record<string, RuleSetting> | undefined): Map<string, RuleConfig> {
  return new Map(Object.entries(rules ?? {}).map(([id, s]) => [id, ruleConfig(s)]));
}

function workloadEntry(entry: WorkloadEntry | ShortWorkloadEntry): WorkloadEntry {
  if (!('podTemplates' in entry)) return entry;
  const slash = entry.apiVersion.lastIndexOf('/');
  return {
    group: slash === -1 ? '' : entry.apiVersion.slice(0, slash),
    kind: entry.kind,
    versions: [entry.apiVersion.slice(slash + 1)],
    class: 'other',
    templates: entry.podTemplates.map((path) => ({ path, type: 'podTemplateSpec' as const, replicas: entry.replicas })),
  };
}

/** `render:` with its paths resolved against `baseDir` (the config file's directory). */
function renderConfig(render: RenderConfigFile | undefined, baseDir: string): RenderConfig {
  return {
    helm: render?.helm ?? true,
    kustomize: render?.kustomize ?? true,
    charts: (render?.charts ?? []).map((c) => ({
      path: resolve(baseDir, c.path),
      ...(c.releaseName !== undefined ? { releaseName: c.releaseName } : {}),
      ...(c.namespace !== undefined ? { namespace: c.namespace } : {}),
      values: (c.values ?? []).map((v) => resolve(baseDir, v)),
      set: Object.fromEntries(Object.entries(c.set ?? {}).map(([k, v]) => [k, String(v)])),
    })),
  };
}

export function resolveConfig(file: ConfigFile, options: { path?: string; partial?: boolean } = {}): ResolvedConfig {
  const settings: Settings = { ...DEFAULT_SETTINGS, ...file.settings };
  return {
    file: options.path,
    settings,
    cluster: { ...DEFAULT_CLUSTER, ...(file.cluster as Partial<typeof DEFAULT_CLUSTER> | undefined) },
    rules: ruleMap(file.rules),
    ignore: file.ignore ?? [],
    overrides: (file.overrides ?? []).map((o) => ({
      files: o.files,
      rules: ruleMap(o.rules),
      nodePools: o.nodePools,
      cluster: o.cluster as Partial<ClusterConfig> | undefined,
    })),
    workloads: (file.workloads ?? []).map(workloadEntry),
    applyUnits: (file.applyUnits ?? []).map((u) => ({ files: u.files })),
    // Without a config file there is no render.charts entry to resolve; the cwd stands in.
    render: renderConfig(file.render, options.path !== undefined ? dirname(options.path) : process.cwd()),
    partial: options.partial ?? false,
    raw: file,
  };
}
