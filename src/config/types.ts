import type { LevelSetting } from '../core/types.js';
import type { WorkloadEntry } from '../k8s/workload-table.js';
import type { ApplyUnitEntry } from './apply-units.js';

export interface Settings {
  modelLoadSeconds: number;
  kubernetesVersion: string;
  cudaCompatibility: 'minor-version' | 'strict';
  gpuResources: string[];
}

/** What the config says is already installed in the target cluster (CONFIG.md `cluster:`). */
export interface ClusterConfig {
  crds: string[];
  priorityClasses: string[];
  runtimeClasses: string[];
  defaultRuntime: 'nvidia' | 'runc';
  extendedResourceToleration: boolean;
  /** Kueue LocalQueues that exist, as `namespace/name`. */
  localQueues: string[];
}

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
  /** Files applied together (default: one directory's files). */
  applyUnits?: ApplyUnitEntry[];
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
  applyUnits: ApplyUnitEntry[];
  partial: boolean;
  raw: ConfigFile;
}

export const DEFAULT_CLUSTER: ClusterConfig = {
  crds: [],
  priorityClasses: [],
  runtimeClasses: [],
  defaultRuntime: 'nvidia',
  extendedResourceToleration: false,
  localQueues: [],
};

export const DEFAULT_SETTINGS: Settings = {
  modelLoadSeconds: 300,
  kubernetesVersion: '1.34',
  cudaCompatibility: 'minor-version',
  gpuResources: [],
};
