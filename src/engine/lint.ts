// The engine: loads each file, builds the model once, runs the rules, resolves positions,
// applies suppressions. Documents live only while their file is linted.
import { hash } from 'node:crypto';
import type { ResolvedConfig, RuleConfig } from '../config/types.js';
import { objectsOfDocument, type ObjectView } from '../k8s/objects.js';
import { podSpecsOf, type DraClaims, type PodSpecView } from '../k8s/pods.js';
import { isObject, own, ownArray, ownObject, ownString } from '../k8s/values.js';
import { BUILTIN_WORKLOADS, WorkloadTable } from '../k8s/workload-table.js';
import { loadYaml, type LoadedFile, type ParsedDocument } from '../yaml/load.js';
import { matchesAny } from '../core/globs.js';
import { ObjectIndex } from './object-index.js';
import { ClusterModel } from '../cluster/model.js';
import { compatConfig, type CompatConfig } from '../compat/overrides.js';
import { nodeInfo } from '../cluster/node-pools.js';
import { resetPlacementCaches, simulate } from '../cluster/placement.js';
import { ruleOptions, type AnyRule, type CollectContext, type DocumentView, type LocatedRange, type Report, type RuleContext } from './rule.js';
import { annotationSuppression, DirectiveSet } from './suppress.js';
import { detached, flattened } from '../core/strings.js';
import type { Finding, JsonPath, Level, LevelSetting, Range, RelatedLocation } from '../core/types.js';

export const UNUSED_DIRECTIVE_ID = 'unused-disable-directive';

export interface LintStats {
  files: number;
  documents: number;
  objects: number;
  /** Documents that are YAML but not Kubernetes objects (no apiVersion/kind). */
  skippedNonKubernetes: number;
  /** Files skipped as unrendered Helm templates. */
  skippedTemplates: number;
}

export interface LinterOptions {
  rules: AnyRule[];
  config: ResolvedConfig;
  /** --rule id=level: wins over the config file and its overrides. */
  cliRules?: Map<string, LevelSetting>;
  reportUnusedDirectives?: boolean;
  /** Documents of a --node-pools file (pools, or Node objects). */
  nodePoolDocuments?: unknown[];
}

interface ActiveRule {
  rule: AnyRule;
  /** Level from config, which overrides the level of every finding. */
  forcedLevel?: Level;
  context: Omit<RuleContext<unknown>, 'report'>;
}

/** A rule with one of the per-file hooks, and the contexts it is called with (built once per rule set). */
interface HookedRule {
  a: ActiveRule;
  ctx: RuleContext<unknown>;
  collect: CollectContext<unknown>;
}

/** The rules in effect for some files, grouped by the hooks they have. */
interface RuleSet {
  active: Map<string, ActiveRule>;
  document: HookedRule[];
  object: HookedRule[];
  collect: HookedRule[];
  podSpec: HookedRule[];
}

interface PendingReport {
  rule: ActiveRule;
  report: Report;
  object?: ObjectView;
}

export class Linter {
  readonly findings: Finding[] = [];
  readonly stats: LintStats = { files: 0, documents: 0, objects: 0, skippedNonKubernetes: 0, skippedTemplates: 0 };
  private readonly table: WorkloadTable;
  private readonly draClaims: DraClaims = new Map();
  private readonly rulesById: Map<string, AnyRule>;
  private readonly fingerprints = new Set<string>();
  /** For identities that had duplicates: the suffix the next duplicate tries first (see finding()). */
  private readonly nextSuffix = new Map<string, number>();
  /** Every object of the input, for cross-object rules. */
  readonly index = new ObjectIndex();
  /** Node pools: config, --node-pools, and the Node/KubeletConfiguration objects of the input. */
  readonly cluster: ClusterModel;
  private readonly compat: CompatConfig;
  /** Comment directives per file, kept (they are small) for findings of cross-object rules. */
  private readonly directivesByFile = new Map<string, DirectiveSet>();

  constructor(private readonly options: LinterOptions) {
    // Module caches of the placement simulation belong to one run (long-lived API users run many).
    resetPlacementCaches();
    this.table = new WorkloadTable([...BUILTIN_WORKLOADS, ...options.config.workloads]);
    this.cluster = new ClusterModel(options.config, options.nodePoolDocuments);
    this.compat = compatConfig(options.config.raw);
    this.rulesById = new Map(options.rules.map((r) => [r.id, r]));
  }

  private readonly ruleSets = new Map<string, RuleSet>();

  // What the rule contexts of the file pass refer to: the file, document and object being linted.
  private currentFile = '';
  private currentObject: ObjectView | undefined;
  private currentLocate: (path: JsonPath) => LocatedRange | undefined = locateNothing;
  private readonly pending: PendingReport[] = [];

  /** Rules in effect for one file, cached by which overrides match it (most runs have none). */
  private activeRules(file: string): Map<string, ActiveRule> {
    return this.ruleSet(file).active;
  }

  /** Which overrides match a file, as a key of ruleSets; asked per report and per simulation. */
  private readonly overrideKeys = new Map<string, string>();

  private ruleSet(file: string): RuleSet {
    let key = this.overrideKeys.get(file);
    if (key === undefined) this.overrideKeys.set(file, (key = this.options.config.overrides.map((o) => (matchesAny(file, o.files) ? '1' : '0')).join('')));
    let set = this.ruleSets.get(key);
    if (!set) {
      set = this.buildRuleSet(this.computeActiveRules(file));
      this.ruleSets.set(key, set);
    }
    return set;
  }

  private buildRuleSet(active: Map<string, ActiveRule>): RuleSet {
    const set: RuleSet = { active, document: [], object: [], collect: [], podSpec: [] };
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the contexts are long-lived and read the current file and object
    const linter = this;
    for (const a of active.values()) {
      const { check } = a.rule;
      const hooked: HookedRule = {
        a,
        ctx: { ...a.context, report: (report) => this.pending.push({ rule: a, report, object: this.currentObject }) },
        collect: {
          options: a.context.options,
          settings: a.context.settings,
          cluster: a.context.cluster,
          compat: a.context.compat,
          locate: (path) => this.currentLocate(path),
          get file() {
            return linter.currentFile;
          },
        },
      };
      // Visit only the rules that have the hook: most rules look at pods, few at whole objects.
      if (check.document) set.document.push(hooked);
      if (check.object) set.object.push(hooked);
      if (check.collect) set.collect.push(hooked);
      if (check.podSpec) set.podSpec.push(hooked);
    }
    return set;
  }

  /** Rules in effect for one file: config, then matching overrides, then --rule. */
  private computeActiveRules(file: string): Map<string, ActiveRule> {
    const { config, cliRules } = this.options;
    const merged = new Map<string, RuleConfig>(config.rules);
    for (const override of config.overrides) {
      if (!matchesAny(file, override.files)) continue;
      for (const [id, rc] of override.rules) merged.set(id, { ...merged.get(id), ...rc });
    }
    for (const [id, level] of cliRules ?? []) merged.set(id, { ...merged.get(id), level });
    // An override's `cluster:` applies to the files it matches.
    let cluster = config.cluster;
    for (const override of config.overrides) if (override.cluster && matchesAny(file, override.files)) cluster = { ...cluster, ...override.cluster };
    const active = new Map<string, ActiveRule>();
    for (const rule of this.options.rules) {
      const rc = merged.get(rule.id);
      if (rc?.level === 'off') continue;
      if (config.partial && rule.needsWholeInput) continue;
      active.set(rule.id, {
        rule,
        forcedLevel: rc?.level,
        context: { options: ruleOptions(rule, rc?.options, config.settings), settings: config.settings, cluster, compat: this.compat },
      });
    }
    return active;
  }

  lintText(file: string, text: string): void {
    this.stats.files++;
    const rules = this.ruleSet(file);
    const active = rules.active;
    const loaded = loadYaml(text);
    const docRanges = loaded.documents.map((d) => ({ index: d.index, start: d.range[0], end: d.range[1] }));
    const directives = new DirectiveSet(loaded, docRanges);
    if (loaded.directives.length > 0) this.directivesByFile.set(file, directives);
    const fileFindings: Finding[] = [];

    for (const problem of loaded.problems) {
      const a = active.get(problem.ruleId);
      if (problem.ruleId === 'helm-template-unrendered') this.stats.skippedTemplates++;
      if (!a) continue;
      fileFindings.push(this.finding(a.rule.id, a.forcedLevel ?? a.rule.level, problem.message, file, rangeOf(loaded, problem.start, problem.end), { docIndex: problem.docIndex }));
    }

    const documents = loaded.documents.map((doc) => {
      const { objects, skipped } = objectsOfDocument(doc.value);
      if (skipped) this.stats.skippedNonKubernetes++;
      return { doc, objects };
    });
    for (const { objects } of documents) for (const o of objects) this.learnDraClaims(o);

    this.currentFile = file;
    const pending = this.pending;
    // Code-frame lines, copied once per line: many rules locate keys on the same few lines.
    const snippets = new Map<string, Finding['snippet']>();
    const snippetAt = (range: Range): Finding['snippet'] => {
      const key = loaded.lines.lineText(range.start.line).length <= SNIPPET_WIDTH ? `${range.start.line}` : `${range.start.line}:${range.start.column}`;
      let snippet = snippets.get(key);
      if (!snippets.has(key)) snippets.set(key, (snippet = snippetOf(loaded, range)));
      return snippet;
    };
    const lineEnd = (o: number) => loaded.lines.lineEnd(o);
    for (const { doc, objects } of documents) {
      this.stats.documents++;
      this.stats.objects += objects.length;
      pending.length = 0;
      this.currentObject = undefined;
      // Several rules locate the same keys; equal paths share one range (and its snippet).
      const located = new Map<string, LocatedRange | undefined>();
      const locateHere = (path: JsonPath): LocatedRange | undefined => {
        const key = JSON.stringify(path);
        if (located.has(key)) return located.get(key);
        const at = doc.locate(path, lineEnd);
        const range = at && rangeOf(loaded, at.start, at.end);
        const result = range && { ...range, snippet: snippetAt(range) };
        located.set(key, result);
        return result;
      };
      this.currentLocate = locateHere;
      const summaries = objects.map((object) => {
        if (object.group === '' && object.kind === 'Node') this.cluster.addNode(nodeInfo(object.value));
        const kind = locateHere([...object.path, 'kind']);
        const summary = this.index.add(object, file, doc.index, kind ? { start: kind.start, end: kind.end } : rangeOf(loaded, doc.start, doc.start), doc.helmSource?.path);
        summary.snippet = snippetAt(summary.range);
        if (object.kind === 'KubeletConfiguration' && object.group === 'kubelet.config.k8s.io') this.cluster.addKubeletConfiguration(object.value, summary);
        return summary;
      });
      const view: DocumentView = { index: doc.index, objects, ambiguous: doc.ambiguous };
      for (const h of rules.document) h.a.rule.check.document!(view, h.ctx);
      // Document-level reports belong to the object their path is in (for annotations, identity).
      if (pending.length > 0) {
        const ownerOf = objectOwners(objects);
        for (const p of pending) p.object = ownerOf(p.report.path);
      }
      objects.forEach((object, i) => {
        this.currentObject = object;
        let pods: PodSpecView[] | undefined;
        const podsOf = () => (pods ??= podSpecsOf(object, { gpuResources: this.options.config.settings.gpuResources, table: this.table, draClaims: this.draClaims }));
        for (const h of rules.object) h.a.rule.check.object!(object, h.ctx);
        const facts = summaries[i]!.facts;
        for (const h of rules.collect) {
          const fact = h.a.rule.check.collect!(object, podsOf, h.collect);
          if (fact !== undefined) facts[h.a.rule.id] = fact;
        }
        if (rules.podSpec.length === 0) return;
        for (const pod of podsOf()) {
          for (const h of rules.podSpec) {
            if (h.a.rule.scope === 'ai' && !pod.workload.ai) continue;
            h.a.rule.check.podSpec!(pod, h.ctx);
          }
        }
      });
      for (const p of pending) fileFindings.push(this.resolve(p, file, loaded, doc));
    }
    pending.length = 0;
    this.currentObject = undefined;
    // A closure made here would hold this call's scope (the whole file) until the next file.
    this.currentLocate = locateNothing;

    fileFindings.sort((a, b) => a.range.start.line - b.range.start.line || a.range.start.column - b.range.start.column || (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0));
    for (const f of dedupe(fileFindings)) {
      f.suppressed ??= directives.match(f);
      f.snippet = snippetAt(f.range);
      this.findings.push(f);
    }
    if (this.options.reportUnusedDirectives) {
      for (const u of directives.unused()) {
        const start = u.directive.offset;
        this.findings.push(
          this.finding(UNUSED_DIRECTIVE_ID, 'warning', `Unused ai-k8s-lint-disable directive (no ${u.directive.ruleIds.join(', ') || 'finding'} reported ${u.directive.kind === 'next-line' ? 'on the next line' : 'in this document'}).`, file, rangeOf(loaded, start, loaded.lines.lineEnd(start))),
        );
      }
    }
  }

  /** Runs the cross-object rules over the whole input; call once, after the last file. */
  finish(): void {
    const { config, rules } = this.options;
    const found: Finding[] = [];
    for (const rule of rules) {
      if (!rule.check.input) continue;
      const a = this.activeRules('').get(rule.id);
      if (!a) continue;
      rule.check.input(this.index, {
        ...a.context,
        partial: config.partial,
        nodePools: (file) => this.cluster.poolsFor(file),
        simulate: (file, pod, pools) => {
          const cluster = this.activeRules(file).get(rule.id)?.context.cluster ?? config.cluster;
          return simulate(pod, pools ?? this.cluster.poolsFor(file), { extendedResourceToleration: cluster.extendedResourceToleration, gpuResources: config.settings.gpuResources });
        },
        kubeletDocuments: this.cluster.kubeletDocuments,
        report: ({ object, message, level, range, related }) => {
          // The object's own file decides (overrides per path can turn the rule off there).
          const here = object.file === '' ? a : this.activeRules(object.file).get(rule.id);
          if (!here) return;
          // Ranges from ctx.locate carry a code-frame snippet; reports carry plain ranges only.
          const allRelated: RelatedLocation[] = [...(related ?? []), ...(object.related ?? [])].map((r: RelatedLocation) => (r.range ? { ...r, range: { start: r.range.start, end: r.range.end } } : r));
          const at: Range | undefined = range && { start: range.start, end: range.end };
          const f = this.finding(rule.id, here.forcedLevel ?? level ?? rule.level, message, object.file, at ?? object.range, {
            docIndex: object.docIndex,
            object: { apiVersion: object.apiVersion, kind: object.kind, namespace: object.namespace, name: object.name },
            related: allRelated.length ? allRelated : undefined,
          });
          f.snippet = range?.snippet ?? (!range || range.start.line === object.range.start.line ? object.snippet : undefined);
          f.suppressed = annotationSuppression(object, rule.id) ?? this.directivesByFile.get(object.file)?.match(f);
          found.push(f);
        },
      });
    }
    if (found.length === 0) return;
    // Keep the report in file order, then line order, as if the findings came from the file pass.
    const fileOrder = new Map<string, number>();
    for (const f of this.findings) if (!fileOrder.has(f.file)) fileOrder.set(f.file, fileOrder.size);
    for (const o of this.index.objects) if (!fileOrder.has(o.file)) fileOrder.set(o.file, fileOrder.size);
    // A loop, not push(...found): a spread of 125k+ arguments overflows the stack.
    for (const f of found) this.findings.push(f);
    this.findings.sort((a, b) => fileOrder.get(a.file)! - fileOrder.get(b.file)! || a.range.start.line - b.range.start.line || a.range.start.column - b.range.start.column);
  }

  private resolve(p: PendingReport, file: string, loaded: LoadedFile, doc: ParsedDocument): Finding {
    const lineEnd = (offset: number) => loaded.lines.lineEnd(offset);
    const where = doc.locate(p.report.path, lineEnd);
    const range = where ? rangeOf(loaded, where.start, where.end) : rangeOf(loaded, doc.start, doc.start);
    const related: RelatedLocation[] = [];
    for (const r of p.report.related ?? []) {
      const at = doc.locate(r.path, lineEnd);
      related.push({ file, range: at && rangeOf(loaded, at.start, at.end), message: r.message });
    }
    if (doc.helmSource) related.push({ file: doc.helmSource.path, message: `Rendered from the Helm template ${doc.helmSource.path}.` });
    const o = p.object;
    const finding = this.finding(p.rule.rule.id, p.rule.forcedLevel ?? p.report.level ?? p.rule.rule.level, p.report.message, file, range, {
      path: p.report.path,
      docIndex: doc.index,
      object: o && { apiVersion: o.apiVersion, kind: o.kind, namespace: o.namespace, name: o.name },
      related: related.length ? related : undefined,
    });
    finding.suppressed = annotationSuppression(o, finding.ruleId);
    return finding;
  }

  private finding(ruleId: string, level: Level, message: string, file: string, range: Range, extra: Partial<Finding> = {}): Finding {
    // Stable across edits that move lines: an object's identity and the JSON path, not the line.
    // Only findings that belong to no object (syntax errors) fall back to the line.
    const where = extra.path ? JSON.stringify(extra.path) : extra.object ? '' : `${range.start.line}`;
    const identity = [ruleId, file, extra.object ? `${extra.object.kind}/${extra.object.namespace ?? ''}/${extra.object.name ?? ''}` : `doc${extra.docIndex ?? ''}`, where].join('\u0000');
    // Two findings of the same identity (same rule on the same path) stay distinct and stable:
    // the first gets hash(identity), the next the first free hash(identity\0n), n = 1, 2, ...
    // Every suffix below the remembered one is taken for good (the set only grows), so starting
    // there gives the fingerprints a scan from n = 1 gives, without N² hashes for N duplicates.
    let fingerprint = hash('sha256', identity).slice(0, 32);
    if (this.fingerprints.has(fingerprint)) {
      let n = this.nextSuffix.get(identity) ?? 1;
      fingerprint = hash('sha256', `${identity}\u0000${n}`).slice(0, 32);
      while (this.fingerprints.has(fingerprint)) fingerprint = hash('sha256', `${identity}\u0000${++n}`).slice(0, 32);
      this.nextSuffix.set(identity, n + 1);
    }
    this.fingerprints.add(fingerprint);
    return { ruleId, level, message: flattened(message), file, range, ...extra, fingerprint };
  }

  /** ResourceClaims and templates of the input, so pods that use them know whether they get GPUs. */
  private learnDraClaims(o: ObjectView): void {
    if (o.group !== 'resource.k8s.io' || (o.kind !== 'ResourceClaim' && o.kind !== 'ResourceClaimTemplate')) return;
    const spec = o.kind === 'ResourceClaimTemplate' ? ownObject(ownObject(o.value, 'spec'), 'spec') : ownObject(o.value, 'spec');
    // resource.k8s.io/v1alpha2 (classic DRA) names a ResourceClass instead of device requests.
    const classic = ownString(spec, 'resourceClassName');
    const classes: string[] = classic ? [classic] : [];
    for (const request of ownArray(ownObject(spec, 'devices'), 'requests')) {
      const exactly = ownObject(request, 'exactly') ?? (isObject(request) ? request : undefined);
      const name = ownString(exactly, 'deviceClassName');
      if (name) classes.push(name);
      for (const alt of ownArray(request, 'firstAvailable')) {
        const altName = own(alt, 'deviceClassName');
        if (typeof altName === 'string') classes.push(altName);
      }
    }
    this.draClaims.set(`${o.namespace ?? ''}/${o.name ?? ''}`, classes);
  }

  ruleById(id: string): AnyRule | undefined {
    return this.rulesById.get(id);
  }
}

function locateNothing(): undefined {
  return undefined;
}

/**
 * The object a path of the document is in: the first object whose path is a prefix of it. A
 * List's items are looked up by path, not scanned, so a List of 100k items with a report per
 * item stays linear.
 */
function objectOwners(objects: ObjectView[]): (path: JsonPath) => ObjectView | undefined {
  const order = new Map<string, number>();
  objects.forEach((o, i) => {
    const key = JSON.stringify(o.path);
    if (!order.has(key)) order.set(key, i);
  });
  const lengths = [...new Set(objects.map((o) => o.path.length))].sort((a, b) => a - b);
  return (path) => {
    let first: number | undefined;
    for (const length of lengths) {
      if (length > path.length) break;
      const i = order.get(JSON.stringify(path.slice(0, length)));
      if (i !== undefined && (first === undefined || i < first)) first = i;
    }
    return first === undefined ? undefined : objects[first];
  };
}

function rangeOf(loaded: LoadedFile, start: number, end: number): Range {
  const s = onLine(loaded, loaded.lines.position(start));
  const e = onLine(loaded, loaded.lines.position(Math.max(end, start)));
  // A zero-width range (a parser error at a point) still marks one character: the one at the
  // point, or at the end of a line the last one, so the range never ends past its line. An
  // empty line has no character to mark; the range stays zero-width there.
  if (e.line === s.line && e.column <= s.column) {
    const length = loaded.lines.lineText(s.line).length;
    if (s.column <= length) e.column = s.column + 1;
    else if (length > 0) {
      s.column = length;
      e.column = length + 1;
    } else e.column = s.column;
  }
  return { start: s, end: e };
}

/** A position at most just past the last character of its line (an offset on the LF of a CRLF is one further). */
function onLine(loaded: LoadedFile, at: { line: number; column: number }): { line: number; column: number } {
  const length = loaded.lines.lineText(at.line).length;
  if (at.column > length + 1) at.column = length + 1;
  return at;
}

const SNIPPET_WIDTH = 160;

/** The start line for the code frame; a 5 MB one-line file shows a window, not 5 MB. */
function snippetOf(loaded: LoadedFile, range: Range): Finding['snippet'] {
  // The text as written: formatters make control characters visible (formatters/escape.ts printable).
  const text = loaded.lines.lineText(range.start.line);
  if (text.length <= SNIPPET_WIDTH) return { text: detached(text), offset: 0, clipped: false };
  const offset = Math.max(0, Math.min(range.start.column - 1 - 40, text.length - SNIPPET_WIDTH));
  return { text: detached(text.slice(offset, offset + SNIPPET_WIDTH)), offset, clipped: offset + SNIPPET_WIDTH < text.length };
}

function dedupe(findings: Finding[]): Finding[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    const key = `${f.ruleId}|${f.range.start.line}:${f.range.start.column}-${f.range.end.line}:${f.range.end.column}|${f.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export type { JsonPath };
