import type { LevelSetting } from '../core/types.js';
import type { WorkloadEntry } from '../k8s/workload-table.js';
import type { ApplyUnitEntry } from './apply-units.js';

export interface Settings {
  modelLoadSeconds: number;
  kubernetesVersion: string;
  cudaCompatibility: 'minor-version' | 'strict';
  gpuResources: string[];
  /** Pod Security Standard to check pods of namespaces without a Pod Security label against (unset: none). */
  podSecurityStandard?: 'baseline' | 'restricted';
}

export type PodSecurityLevel = 'privileged' | 'baseline' | 'restricted';

/**
 * Pod Security levels and policy versions by admission mode, named as the namespace labels
 * (`pod-security.kubernetes.io/<mode>`) and the admission controller's configuration name them.
 */
export interface PodSecurityModes {
  enforce?: PodSecurityLevel;
  'enforce-version'?: string;
  audit?: PodSecurityLevel;
  'audit-version'?: string;
  warn?: PodSecurityLevel;
  'warn-version'?: string;
}

/** A namespace that exists in the cluster but not in the input (CONFIG.md `cluster.namespaces`). */
export interface NamespaceConfig {
  /** Its Pod Security labels. */
  podSecurity?: PodSecurityModes;
}

/** The PodSecurity admission controller's own configuration (CONFIG.md `cluster.podSecurity`). */
export interface PodSecurityConfig {
  /** For namespaces without labels; the Kubernetes default is privileged for every mode. */
  defaults?: PodSecurityModes;
  /** Namespaces the controller does not check. */
  exemptions?: { namespaces?: string[] };
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
  /** Namespaces that exist in the cluster but not in the input, by name. */
  namespaces: Record<string, NamespaceConfig>;
  podSecurity: PodSecurityConfig;
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
  /** Charts and kustomizations among the inputs (CONFIG.md `render:`). */
  render?: RenderConfigFile;
}

/** `render:` as written: renderers on or off, and per chart its release and values. */
export interface RenderConfigFile {
  helm?: boolean;
  kustomize?: boolean;
  charts?: RenderChartEntry[];
}

/** One `render.charts` entry as written: paths relative to the config file's directory. */
export interface RenderChartEntry {
  path: string;
  releaseName?: string;
  namespace?: string;
  values?: string[];
  set?: Record<string, string | number | boolean>;
}

/**
 * `render:` resolved: paths absolute (against the config file's directory), `set` values as
 * strings. The binaries are never configured here: they come from PATH or the command line.
 */
export interface RenderConfig {
  helm: boolean;
  kustomize: boolean;
  /** In the config's order; several entries may name one chart (one render each, e.g. dev and prod values). */
  charts: ResolvedChartEntry[];
}

export interface ResolvedChartEntry {
  /** The chart directory (absolute). */
  path: string;
  releaseName?: string;
  namespace?: string;
  /** Values files (absolute), later ones win. */
  values: string[];
  set: Record<string, string>;
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
  render: RenderConfig;
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
  namespaces: {},
  podSecurity: {},
};

export const DEFAULT_SETTINGS: Settings = {
  modelLoadSeconds: 300,
  kubernetesVersion: '1.34',
  cudaCompatibility: 'minor-version',
  gpuResources: [],
};
