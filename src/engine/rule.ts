// The shape of a rule: metadata and the check live in rules/<id>/rule.ts, the prose and the doc
// examples beside it (README.md, *.yaml, *.out).
import type { AmbiguousScalar, LoaderProblemKind } from '../yaml/load.js';
import type { ObjectView } from '../k8s/objects.js';
import type { PodSpecView } from '../k8s/pods.js';
import type { KubeletDocument } from '../cluster/model.js';
import type { CompatConfig } from '../compat/overrides.js';
import type { ClusterConfig, Settings } from '../config/types.js';
import type { NodePool } from '../cluster/node-pools.js';
import type { PlacementInput, PoolVerdict } from '../cluster/placement.js';
import type { FactsOf, ObjectIndex, ObjectSummary } from './object-index.js';
import type { RunCache } from '../core/run-cache.js';
import type { ChangeSet, FixKind } from '../core/change-set.js';
import type { Anchor, JsonPath, JsonSchemaObject, Level, LocatedRange, RelatedLocation } from '../core/types.js';

/** Problems of an input itself rather than of its objects: the YAML loader's, and a chart or kustomization that did not render. */
export type InputProblemKind = LoaderProblemKind | 'render';

export const FAMILIES = [
  'input',
  'resources',
  'probes',
  'scheduling',
  'runtime',
  'topology',
  'mig',
  'crd-ordering',
  'compatibility',
  'serving',
  'network-security',
  'schema',
] as const;
export type Family = (typeof FAMILIES)[number];

/** A doc example: rules/<id>/<file> (`invalid-<slug>.yaml` or `valid-<slug>.yaml`) and the files beside it. */
export interface RuleExample {
  file: string;
  title?: string;
  yaml: string;
  /** `.ai-k8s-lint.yaml` content the example needs (`<slug>.config.yaml`; shown in the docs). */
  config?: string;
  /** Invalid examples: what linting the example with this rule alone prints (`<slug>.out`). */
  output?: string;
}

export interface DocumentView {
  index: number;
  objects: ObjectView[];
  ambiguous: AmbiguousScalar[];
}

export interface Report {
  path: JsonPath;
  message: string;
  /** Defaults to the rule's level; a level set in config overrides every finding of the rule. */
  level?: Level;
  related?: { path: JsonPath; message: string }[];
  /** The change that resolves the finding (src/core/change-set.ts): offered by --fix, SARIF and the editor. */
  fix?: ChangeSet;
}

export interface RuleContext<O> {
  options: O;
  /** Memory of this lint run shared by rules and kits (placement inputs, simulations). */
  run: RunCache;
  settings: Settings;
  cluster: ClusterConfig;
  /** Private image CUDA encodings from config `compat:`. */
  compat: CompatConfig;
  report(report: Report): void;
}

export interface InputReport {
  object: ObjectSummary;
  message: string;
  level?: Level;
  /**
   * Where the finding points: an anchor the rule took while collecting (ctx.anchor), or a range of
   * the object index; default: the object's kind line. An anchor also keys the fingerprint.
   */
  range?: Anchor | LocatedRange;
  related?: RelatedLocation[];
  /**
   * The change that resolves the finding, on the object's document (paths from the document's
   * root, as the anchors the rule took); none is offered for an object of a render.
   */
  fix?: ChangeSet;
}

/** What `collect` gets: options, and positions of fields it may want to point at later. */
export interface CollectContext<O> {
  options: O;
  run: RunCache;
  settings: Settings;
  cluster: ClusterConfig;
  /** Private image CUDA encodings from config `compat:`. */
  compat: CompatConfig;
  /**
   * An anchor for a JSON path of the current document, for a finding reported after the file is
   * gone: its range (nearest existing parent for a missing field), code-frame line, and the path.
   */
  anchor(path: JsonPath): Anchor | undefined;
  file: string;
}

/** For cross-object rules, run once after the last file: findings point at an object's kind line. */
export interface InputRuleContext<O> {
  options: O;
  run: RunCache;
  settings: Settings;
  cluster: ClusterConfig;
  /** Private image CUDA encodings from config `compat:`. */
  compat: CompatConfig;
  partial: boolean;
  /** Node pools the manifests of `file` land on (config, overrides, --node-pools, Node objects). */
  nodePools(file: string): readonly NodePool[];
  /**
   * The placement simulation of a pod of `file` over its node pools (or `pools`), with the file's
   * cluster settings (extendedResourceToleration, an override's `cluster:`) and the GPU resources.
   */
  simulate(file: string, pod: PlacementInput, pools?: readonly NodePool[]): readonly PoolVerdict[];
  /** KubeletConfiguration documents of the input. */
  kubeletDocuments: readonly KubeletDocument[];
  /** What this rule's `collect` kept for an object (facts are private to the rule that collected them). */
  facts: FactsOf;
  /** Whether another rule is on for a file: a rule that leaves a cause to that rule says so ("one cause, one finding"). */
  ruleActive(ruleId: string, file: string): boolean;
  report(report: InputReport): void;
}

export interface RuleCheck<O> {
  /**
   * During the file pass, for cross-object rules: extract what `input` will need from one object
   * (small, JSON-like data; `input` reads it back with `ctx.facts(object)`). Return undefined to keep nothing.
   */
  collect?(object: ObjectView, pods: () => PodSpecView[], ctx: CollectContext<O>): unknown;
  /** After every file: the whole input, as compact object summaries. */
  input?(index: ObjectIndex, ctx: InputRuleContext<O>): void;
  document?(doc: DocumentView, ctx: RuleContext<O>): void;
  /** Once per object, with the object's pod templates (computed on first call, shared with the other hooks). */
  object?(object: ObjectView, pods: () => PodSpecView[], ctx: RuleContext<O>): void;
  podSpec?(pod: PodSpecView, ctx: RuleContext<O>): void;
}

export interface Rule<O = Record<string, never>> {
  id: string;
  family: Family;
  level: Level;
  /** `general` rules apply to every object; `ai` rules only to AI workloads (RULES.md "Scope"). */
  scope: 'general' | 'ai';
  /** One line, shown in listings and as SARIF shortDescription. */
  summary: string;
  /** JSON Schema (draft-07) of the rule's options, with defaults. */
  options?: JsonSchemaObject;
  references?: string[];
  /** Silenced by --partial: the finding means "X is not in the input" (RULES.md). */
  needsWholeInput?: true;
  /** For rules the input loader reports (syntax errors, unrendered templates, renders that failed): which problems; they have no visitor. */
  reportedByLoader?: InputProblemKind;
  /** The rule attaches change sets to its findings: their kind and what they write, for the docs. */
  fix?: { kind: FixKind; summary: string };
  check: RuleCheck<O>;
}

export type AnyRule = Rule<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export function defineRule<O = Record<string, never>>(rule: Rule<O>): Rule<O> {
  return rule;
}

/** Option defaults from the rule's schema, overridden by the configured ones. */
export function ruleOptions(rule: AnyRule, configured: Record<string, unknown> | undefined, settings: Settings): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(rule.options?.properties ?? {})) {
    if ('default' in schema) out[key] = schema.default;
    // Options named like a setting inherit it (modelLoadSeconds).
    if (key in settings) out[key] = settings[key as keyof Settings];
  }
  return { ...out, ...configured };
}

/** A rule with the prose of rules/<id>/README.md and its doc examples, as rules/index.ts gives it. */
export type DocumentedRule = AnyRule & {
  /** What triggers the rule, precisely (Markdown). */
  description: string;
  /** Why it matters (Markdown). */
  rationale: string;
  /** How to fix it (Markdown). */
  remediation: string;
  examples: { invalid: RuleExample[]; valid: RuleExample[] };
};
