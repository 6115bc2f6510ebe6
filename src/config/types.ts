import type { ClusterConfig, Settings } from '../engine/rule.js';
import type { LevelSetting } from '../engine/types.js';
import type { WorkloadEntry } from '../model/workload-table.js';

export type RuleSetting = LevelSetting | [LevelSetting] | [LevelSetting, Record<string, unknown>];

export interface ConfigOverride {
  files: string[];
  rules?: Record<string, RuleSetting>;
  nodePools?: unknown[];
  cluster?: Record<string, unknown>;
}

/** The config file as written (validated against schemas/config.schema.json). */
export interface ConfigFile {
  rules?: Record<string, RuleSetting>;
  settings?: Partial<Settings>;
  ignore?: string[];
  cluster?: Record<string, unknown>;
  nodePools?: unknown[];
  compat?: Record<string, unknown>;
  workloads?: (WorkloadEntry | ShortWorkloadEntry)[];
  overrides?: ConfigOverride[];
}

/** The short form of CONFIG.md: `{ apiVersion, kind, podTemplates, replicas }`. */
export interface ShortWorkloadEntry {
  apiVersion: string;
  kind: string;
  podTemplates: string[];
  replicas?: string;
}

export interface RuleConfig {
  level?: LevelSetting;
  options?: Record<string, unknown>;
}

export interface ResolvedConfig {
  /** Absolute path of the config file, when one was used. */
  file?: string;
  settings: Settings;
  cluster: ClusterConfig;
  rules: Map<string, RuleConfig>;
  ignore: string[];
  overrides: { files: string[]; rules: Map<string, RuleConfig>; nodePools?: unknown[]; cluster?: Partial<ClusterConfig> }[];
  workloads: WorkloadEntry[];
  partial: boolean;
  raw: ConfigFile;
}

export const DEFAULT_CLUSTER: ClusterConfig = {
  crds: [],
  priorityClasses: [],
  runtimeClasses: [],
  defaultRuntime: 'nvidia',
  extendedResourceToleration: false,
};

export const DEFAULT_SETTINGS: Settings = {
  modelLoadSeconds: 300,
  kubernetesVersion: '1.34',
  cudaCompatibility: 'minor-version',
  gpuResources: [],
};
