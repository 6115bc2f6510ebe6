// The engine's loop: reads each file, builds the objects and pods once, runs the rules' hooks,
// turns their reports (JSON paths) into findings, and after the last file runs the cross-object
// rules over the object index. Documents live only while their file is linted. The engine knows
// no rule id and no Kubernetes kind: rules, the k8s model and the cluster model know those.
import { applyUnitOfFile, type ApplyUnit } from '../config/apply-units.js';
import type { ResolvedConfig } from '../config/types.js';
import { compatConfig, type CompatConfig } from '../compat/overrides.js';
import { ClusterModel } from '../cluster/model.js';
import { PLACEMENT } from '../cluster/placement.js';
import { memo } from '../core/memo.js';
import { RunCache } from '../core/run-cache.js';
import type { Finding, JsonPath, LevelSetting, LocatedRange, Range, RelatedLocation } from '../core/types.js';
import { learnDraClaims } from '../k8s/dra.js';
import { objectsOfDocument, type ObjectView } from '../k8s/objects.js';
import { podSpecsOf, type DraClaims, type PodSpecView } from '../k8s/pods.js';
import { BUILTIN_WORKLOADS, WorkloadTable } from '../k8s/workload-table.js';
import { BATCH_BYTES, documentBatches, openYaml, type LoadedFile, type ParsedDocument } from '../yaml/load.js';
import { AnchorTable } from './anchors.js';
import {
  byPosition,
  dedupe,
  Fingerprints,
  LegacyFingerprints,
  objectOwners,
  rangeOf,
  snippetOf,
  snippetOfLine,
  SNIPPET_WIDTH,
} from './findings.js';
import type { RenderedDocument, RenderedStream } from './rendered.js';
import { factsOfRule, ObjectIndex, type IndexedObject, type ObjectSummary } from './object-index.js';
import { activeRulesFor, PerOverrides, type ActiveRule } from './rule-set.js';
import type { AnyRule, CollectContext, DocumentView, InputProblemKind, Report, RuleContext } from './rule.js';
import { annotationSuppression, DirectiveSet } from './suppress.js';

/** The engine's own finding: a disable directive that suppressed nothing (--report-unused-disable-directives). */
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

/** A rule that threw: the run goes on without the rule's findings for that object (or pass). */
export interface InternalError {
  ruleId: string;
  /** Where the rule was looking; absent for the cross-object pass. */
  file?: string;
  line?: number;
  message: string;
  /** How many more times the rule threw after this first time. */
  more: number;
}

export interface LinterOptions {
  rules: AnyRule[];
  config: ResolvedConfig;
  /** --rule id=level: wins over the config file and its overrides. */
  cliRules?: Map<string, LevelSetting>;
  reportUnusedDirectives?: boolean;
  /** Documents of a --node-pools file (pools, or Node objects). */
  nodePoolDocuments?: unknown[];
  /** A stream larger than this is linted in batches of about this many bytes (default BATCH_BYTES). */
  batchBytes?: number;
  /** Kits compute every fact; otherwise a run may end needing an eager pass (RunCache). */
  eagerFacts?: boolean;
}

/** A rule with one of the per-file hooks, and the contexts it is called with (built once per rule set). */
interface HookedRule {
  active: ActiveRule;
  /** The rule's hooks (active.rule.check), one load away on the hot path. */
  check: AnyRule['check'];
  /** Scope 'ai': the rule sees only the pods of AI workloads. */
  aiOnly: boolean;
  ctx: RuleContext<unknown>;
  collect: CollectContext<unknown>;
}

/** The rules in effect for some files, grouped by the hooks they have. */
interface RuleSet {
  active: Map<string, ActiveRule>;
  /** The rule that reports each kind of loader problem (yaml-syntax, unrendered templates). */
  byProblem: Map<InputProblemKind, ActiveRule>;
  document: HookedRule[];
  object: HookedRule[];
  collect: HookedRule[];
  podSpec: HookedRule[];
}

/**
 * The same rules with their collect hooks only, for a file linted for what cross-object rules
 * need of it (LintPass.factsOnly): the per-object hooks, whose findings on it nobody reads, do not run.
 */
function collectingOnly(set: RuleSet): RuleSet {
  return memo(collectingOnlyOf, set, () => ({ ...set, document: [], object: [], podSpec: [] }));
}
const collectingOnlyOf = new WeakMap<RuleSet, RuleSet>();

/** How one file is linted. */
export interface LintPass {
  /**
   * Lint the file only for what cross-object rules need of it: its objects, and their facts
   * (collect hooks). The language server's files that no editor shows are linted so: their own
   * findings would be thrown away, and the cross-object rules still see every object of the unit.
   */
  factsOnly?: boolean;
}

interface PendingReport {
  rule: ActiveRule;
  report: Report;
  object?: ObjectView;
}

export class Linter {
  readonly findings: Finding[] = [];
  readonly stats: LintStats = { files: 0, documents: 0, objects: 0, skippedNonKubernetes: 0, skippedTemplates: 0 };
  /** Rules that threw, first time per rule (formatters leave them out; the CLI names them and exits 2). */
  readonly internalErrors: InternalError[] = [];
  private readonly table: WorkloadTable;
  private readonly draClaims: DraClaims = new Map();
  private readonly rulesById: Map<string, AnyRule>;
  private readonly fingerprints = new Fingerprints();
  /** The object-keyed fingerprints cross-object findings had before they were keyed by path (baselines match either). */
  private readonly legacyFingerprints = new LegacyFingerprints();
  /** Every object of the input, for cross-object rules. */
  readonly index = new ObjectIndex();
  /** Node pools: config, --node-pools, and the Node/KubeletConfiguration objects of the input. */
  readonly cluster: ClusterModel;
  private readonly compat: CompatConfig;
  /** Comment directives per file, kept (they are small) for findings of cross-object rules. */
  private readonly directivesByFile = new Map<string, DirectiveSet>();
  /**
   * Objects of a render: the render, its comment directives (matched where they are written in
   * the rendered stream, as Helm keeps comments) and the object's rendered head, for the findings
   * of cross-object rules on them.
   */
  private readonly renderOfObject = new WeakMap<ObjectSummary, { root: string; directives: DirectiveSet; range: Range }>();
  /** The rendered position of each anchor taken in a render (its range is the source's). */
  private readonly renderedRangeOf = new WeakMap<Range, Range>();
  /** The anchors rules take for later, of shared parts; one taken in a render keeps its rendered position. */
  private readonly anchors = new AnchorTable((anchor, range) => {
    const rendered = this.renderedRangeOf.get(range);
    if (rendered) this.renderedRangeOf.set(anchor, rendered);
  });
  private readonly ruleSets: PerOverrides<RuleSet>;
  /** This run's caches, shared by its rules and kits; a new Linter starts with empty ones. */
  readonly run: RunCache;

  // What the rule contexts of the file pass refer to: the file, document and object being linted.
  private currentFile = '';
  private currentObject: ObjectView | undefined;
  private currentLocate: (path: JsonPath) => LocatedRange | undefined = locateNothing;
  private readonly pending: PendingReport[] = [];
  private currentRender: RenderedStream | undefined;
  /** The file being linted came from standard input: its findings get no fix (there is no file to change). */
  private currentStdin = false;
  private currentDirectives: DirectiveSet | undefined;

  constructor(private readonly options: LinterOptions) {
    this.run = new RunCache(options.eagerFacts);
    this.table = new WorkloadTable([...BUILTIN_WORKLOADS, ...options.config.workloads]);
    this.cluster = new ClusterModel(options.config, options.nodePoolDocuments);
    this.compat = compatConfig(options.config.raw);
    this.rulesById = new Map(options.rules.map((r) => [r.id, r]));
    const sources = { rules: options.rules, config: options.config, cliRules: options.cliRules, compat: this.compat, run: this.run };
    this.ruleSets = new PerOverrides(options.config, (file) => this.buildRuleSet(activeRulesFor(file, sources)));
  }

  /** Rules in effect for one file, cached by which overrides match it (most runs have none). */
  private activeRules(file: string): Map<string, ActiveRule> {
    return this.ruleSets.of(file).active;
  }

  private buildRuleSet(active: Map<string, ActiveRule>): RuleSet {
    const set: RuleSet = { active, byProblem: new Map(), document: [], object: [], collect: [], podSpec: [] };
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the contexts are long-lived and read the current file and object
    const linter = this;
    for (const a of active.values()) {
      const { check, reportedByLoader } = a.rule;
      if (reportedByLoader) set.byProblem.set(reportedByLoader, a);
      const hooked: HookedRule = {
        active: a,
        check,
        aiOnly: a.rule.scope === 'ai',
        ctx: { ...a.context, report: (report) => this.pending.push({ rule: a, report, object: this.currentObject }) },
        collect: {
          options: a.context.options,
          settings: a.context.settings,
          cluster: a.context.cluster,
          compat: a.context.compat,
          run: a.context.run,
          anchor: (path) => this.anchors.anchor(this.currentLocate, path),
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

  /**
   * Lints one file; `unit` is the apply unit it belongs to (default: its directory, or config
   * `applyUnits`). A stream the linter rendered comes with `rendered`: its findings, objects and
   * anchors point at the files it was rendered from (`file` is then its manifest, e.g. Chart.yaml).
   * `pass` says how (LintPass).
   */
  lintText(
    file: string,
    text: string,
    unit: ApplyUnit = applyUnitOfFile(file, this.options.config.applyUnits),
    rendered?: RenderedStream,
    pass: LintPass = {},
  ): void {
    this.stats.files++;
    const hooksOf = (set: RuleSet) => (pass.factsOnly ? collectingOnly(set) : set);
    const rules = hooksOf(this.ruleSets.of(file));
    this.currentRender = rendered;
    this.currentStdin = unit.stdin === true;
    const loaded = openYaml(text);
    // The stream whose findings move to their sources (a committed render keeps its own lines).
    const sourcing = rendered?.primary === 'rendered' ? undefined : rendered;
    // A large stream is linted a few documents at a time, so that each batch's documents die
    // young. Read whole: a render (its directives are matched while its documents are linted)
    // and a file with DRA objects (claims are learned from the whole file before its pods).
    const inBatches = rendered === undefined && !text.includes('resource.k8s.io');
    const docRanges: { index: number; start: number; end: number }[] = [];
    let directives: DirectiveSet | undefined;
    const fileFindings: Finding[] = [];
    this.currentFile = file;
    const pending = this.pending;
    // Code-frame lines, copied once per line: many rules locate keys on the same few lines.
    const snippets = new Map<string, Finding['snippet']>();
    const snippetAt = (range: Range): Finding['snippet'] => {
      const key =
        loaded.lines.lineText(range.start.line).length <= SNIPPET_WIDTH
          ? `${range.start.line}`
          : `${range.start.line}:${range.start.column}`;
      return memo(snippets, key, () => snippetOf(loaded, range));
    };
    const lineEnd = (o: number) => loaded.lines.lineEnd(o);

    for (const batch of documentBatches(loaded, { batchBytes: inBatches ? (this.options.batchBytes ?? BATCH_BYTES) : Infinity })) {
      for (const d of batch.documents) docRanges.push({ index: d.index, start: d.range[0], end: d.range[1] });
      if (!inBatches) {
        // One batch, the whole file: its directives are known before its documents are linted.
        directives = new DirectiveSet(loaded, docRanges);
        this.currentDirectives = directives;
      }
      for (const problem of batch.problems) {
        if (problem.kind === 'unrendered-template') this.stats.skippedTemplates++;
        const a = rules.byProblem.get(problem.kind);
        if (!a) continue;
        const at = rangeOf(loaded, problem.start, problem.end);
        if (rendered?.fallback) {
          // The rendered bytes are in no file: the problem goes to the manifest, with where it is in the output.
          const f = this.fingerprints.create(
            a.rule.id,
            a.forcedLevel ?? a.rule.level,
            `${problem.message} (in the output of ${rendered.label}, line ${at.start.line})`,
            rendered.fallback.file,
            plain(rendered.fallback.range),
            { docIndex: problem.docIndex, render: rendered.root },
          );
          if (rendered.fallback.lineText !== undefined) f.snippet = snippetOfLine(rendered.fallback.lineText, rendered.fallback.range);
          fileFindings.push(f);
          continue;
        }
        fileFindings.push(
          this.fingerprints.create(a.rule.id, a.forcedLevel ?? a.rule.level, problem.message, file, at, { docIndex: problem.docIndex }),
        );
      }

      // Arrays this function iterates are built by push, not map(): once this function is
      // optimized, its inlined map() makes holey arrays where the builtin made packed ones, and
      // the loops below, specialized on packed ones, would throw the optimized code away.
      const documents: { doc: (typeof batch.documents)[number]; objects: ObjectView[] }[] = [];
      for (const doc of batch.documents) {
        const { objects, skipped } = objectsOfDocument(doc.value);
        if (skipped) this.stats.skippedNonKubernetes++;
        documents.push({ doc, objects });
      }
      for (const { objects } of documents) for (const o of objects) learnDraClaims(o, this.draClaims);

      for (const { doc, objects } of documents) {
        this.stats.documents++;
        this.stats.objects += objects.length;
        pending.length = 0;
        this.currentObject = undefined;
        // Code frames are shared per line (snippetAt); a range is cheaper to locate again than to
        // cache by a key made from its path.
        const locateHere = (path: JsonPath): LocatedRange | undefined => {
          const source = sourcing && (sourcing.locate(renderedDocument(doc), path) ?? sourcing.fallback);
          if (source) {
            // What a cross-object rule keeps to point at later is the source line, as for every finding of a render.
            const result: LocatedRange = {
              start: source.range.start,
              end: source.range.end,
              file: source.file,
              snippet: source.lineText === undefined ? undefined : snippetOfLine(source.lineText, source.range),
            };
            const at = doc.locate(path, lineEnd);
            if (at) this.renderedRangeOf.set(result, rangeOf(loaded, at.start, at.end));
            return result;
          }
          const at = doc.locate(path, lineEnd);
          if (!at) return undefined;
          const range = rangeOf(loaded, at.start, at.end);
          return { start: range.start, end: range.end, snippet: snippetAt(range) };
        };
        this.currentLocate = locateHere;
        const summaries: IndexedObject[] = [];
        for (const object of objects) {
          const kind = locateHere([...object.path, 'kind']);
          const range = kind ? plain(kind) : rangeOf(loaded, doc.start, doc.start);
          const head = kind && this.renderedRangeOf.get(kind);
          const related =
            sourcing && kind?.file !== undefined ? [renderedHere(sourcing, file, head)] : this.templateOf(rendered, doc, object.path);
          const summary = this.index.add(object, kind?.file ?? file, doc.index, range, unit, related);
          // A render is read as one batch: its directives are known here.
          if (sourcing && kind?.file !== undefined && directives) {
            this.renderOfObject.set(summary, { root: sourcing.root, directives, range: head ?? rangeOf(loaded, doc.start, doc.start) });
          }
          summary.snippet = kind?.file !== undefined ? kind.snippet : snippetAt(summary.range);
          this.cluster.learn(object, summary);
          summaries.push(summary);
        }
        // A render's objects are judged by the rules in effect for their source files (ignore, overrides).
        const docRules = sourcing && summaries[0] ? hooksOf(this.ruleSets.of(summaries[0].file)) : rules;
        const view: DocumentView = { index: doc.index, objects, ambiguous: doc.ambiguous };
        for (const h of docRules.document) {
          try {
            h.check.document!(view, h.ctx);
          } catch (e) {
            this.ruleFailed(h.active.rule, e, file, loaded.lines.position(doc.start).line);
          }
        }
        // Document-level reports belong to the object their path is in (for annotations, identity).
        if (pending.length > 0) {
          const ownerOf = objectOwners(objects);
          for (const p of pending) p.object = ownerOf(p.report.path);
        }
        for (let i = 0; i < objects.length; i++) {
          const object = objects[i]!;
          this.currentObject = object;
          const summary = summaries[i]!;
          let pods: PodSpecView[] | undefined;
          const podsOf = () =>
            (pods ??= podSpecsOf(object, {
              gpuResources: this.options.config.settings.gpuResources,
              table: this.table,
              draClaims: this.draClaims,
            }));
          // Rules of scope 'ai' see only the pods of AI workloads, in collect as in podSpec.
          let aiPods: PodSpecView[] | undefined;
          const aiPodsOf = () => (aiPods ??= podsOf().filter((p) => p.workload.ai));
          for (const h of docRules.object) {
            try {
              h.check.object!(object, podsOf, h.ctx);
            } catch (e) {
              this.ruleFailed(h.active.rule, e, file, summary.range.start.line);
            }
          }
          const facts = summary.facts;
          for (const h of docRules.collect) {
            try {
              const fact = h.check.collect!(object, h.aiOnly ? aiPodsOf : podsOf, h.collect);
              if (fact !== undefined) facts[h.active.rule.id] = fact;
            } catch (e) {
              this.ruleFailed(h.active.rule, e, file, summary.range.start.line);
            }
          }
          if (docRules.podSpec.length === 0) continue;
          for (const pod of podsOf()) {
            for (const h of docRules.podSpec) {
              if (h.aiOnly && !pod.workload.ai) continue;
              try {
                h.check.podSpec!(pod, h.ctx);
              } catch (e) {
                this.ruleFailed(h.active.rule, e, file, summary.range.start.line);
              }
            }
          }
        }
        for (const p of pending) fileFindings.push(this.resolve(p, file, loaded, doc));
      }
    }
    directives ??= new DirectiveSet(loaded, docRanges);
    // A render's directives are matched at rendered positions, not at the source lines its findings have.
    if (loaded.directives.length > 0 && !sourcing) this.directivesByFile.set(file, directives);
    pending.length = 0;
    this.currentObject = undefined;
    // A closure made here would hold this call's scope (the whole file) until the next file.
    this.currentLocate = locateNothing;

    // A render's findings land in several source files: in file order, then by position.
    fileFindings.sort(rendered ? (a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : byPosition(a, b)) : byPosition);
    for (const f of dedupe(fileFindings)) {
      // Findings of a render were matched against its directives and given their source's code frame when resolved.
      if (f.render === undefined) {
        f.suppressed ??= directives.match(f);
        f.snippet = snippetAt(f.range);
      }
      this.findings.push(f);
    }
    this.currentRender = undefined;
    this.currentDirectives = undefined;
    // A render's directives are written in its templates, at lines the rendered stream does not
    // tell: an unused one could only be pointed at in bytes that are in no file of the checkout.
    if (this.options.reportUnusedDirectives && !rendered?.fallback) {
      for (const u of directives.unused()) {
        const start = u.directive.offset;
        const what = `no ${u.directive.ruleIds.join(', ') || 'finding'} reported ${u.directive.kind === 'next-line' ? 'on the next line' : 'in this document'}`;
        this.findings.push(
          this.fingerprints.create(
            UNUSED_DIRECTIVE_ID,
            'warning',
            `Unused ai-k8s-lint-disable directive (${what}).`,
            file,
            rangeOf(loaded, start, loaded.lines.lineEnd(start)),
          ),
        );
      }
    }
  }

  /**
   * A problem of an input as a whole (a chart or kustomization that did not render): one finding
   * on the first line of `file` (its Chart.yaml or kustomization.yaml, whose `text` is given), by
   * the rule that reports that kind of problem.
   */
  reportInputProblem(kind: InputProblemKind, file: string, text: string, message: string): void {
    this.stats.files++;
    const a = this.ruleSets.of(file).byProblem.get(kind);
    if (!a) return;
    const end = text.search(/[\r\n]/);
    const firstLine = (end === -1 ? text : text.slice(0, end)).slice(0, 10_000);
    const range = { start: { line: 1, column: 1 }, end: { line: 1, column: firstLine.length + 1 } };
    const f = this.fingerprints.create(a.rule.id, a.forcedLevel ?? a.rule.level, message, file, range, {});
    f.snippet = snippetOfLine(firstLine, range);
    this.findings.push(f);
  }

  /** Runs the cross-object rules over the whole input; call once, after the last file. */
  finish(): void {
    const { config, rules } = this.options;
    const found: Finding[] = [];
    for (const rule of rules) {
      if (!rule.check.input) continue;
      // A pass that needs an eager one is thrown away (lint-passes.ts): the other rules need not run.
      if (this.run.eagerPassNeeded) return;
      const a = this.activeRules('').get(rule.id);
      if (!a) continue;
      try {
        rule.check.input(this.index, {
          ...a.context,
          partial: config.partial,
          nodePools: (file) => this.cluster.poolsFor(file),
          simulate: (file, pod, pools) => {
            const cluster = this.activeRules(file).get(rule.id)?.context.cluster ?? config.cluster;
            return this.run.get(PLACEMENT).simulate(pod, pools ?? this.cluster.poolsFor(file), {
              extendedResourceToleration: cluster.extendedResourceToleration,
              gpuResources: config.settings.gpuResources,
            });
          },
          kubeletDocuments: this.cluster.kubeletDocuments,
          facts: factsOfRule(rule.id),
          ruleActive: (id, file) => this.activeRules(file).has(id),
          report: ({ object, message, level, range, related, fix }) => {
            // The object's own file decides (overrides per path can turn the rule off there).
            const here = object.file === '' ? a : this.activeRules(object.file).get(rule.id);
            if (!here) return;
            // Anchors from ctx.anchor carry a code-frame snippet; reports carry plain ranges only.
            // Most reports have no related location: no arrays for them.
            const allRelated: RelatedLocation[] | undefined =
              related?.length || object.related?.length
                ? [...(related ?? []), ...(object.related ?? [])].map((r: RelatedLocation) =>
                    r.range ? { ...r, range: { start: r.range.start, end: r.range.end } } : r,
                  )
                : undefined;
            const at: Range | undefined = range && { start: range.start, end: range.end };
            const path = range && 'path' in range ? range.path : undefined;
            const ref = { apiVersion: object.apiVersion, kind: object.kind, namespace: object.namespace, name: object.name };
            // An anchor in a render may lie in another source file than the object's head (a kustomize patch).
            const file = range?.file ?? object.file;
            const render = this.renderOfObject.get(object);
            const f = this.fingerprints.create(rule.id, here.forcedLevel ?? level ?? rule.level, message, file, at ?? object.range, {
              path,
              docIndex: object.docIndex,
              object: ref,
              related: allRelated,
              render: render?.root,
            });
            // Before anchors these findings were keyed by their object alone: keep that key for baselines.
            if (path) this.legacyFingerprints.add(f);
            f.snippet =
              range?.snippet ??
              (!range || (range.start.line === object.range.start.line && file === object.file) ? object.snippet : undefined);
            // A render's directives are where the rendered stream has them: match the rendered position.
            const directives = render ? render.directives : this.directivesByFile.get(file);
            const renderedAt = render && ((range && this.renderedRangeOf.get(range)) ?? render.range);
            f.suppressed = annotationSuppression(object, rule.id) ?? directives?.match(renderedAt ? { ...f, range: renderedAt } : f);
            // A render's text is in no file to edit: its findings carry no change.
            // A fix changes a file: not a render's (a template is not YAML), not standard input.
            if (fix && !render && !object.unit.stdin) f.fix = fix;
            found.push(f);
          },
        });
      } catch (e) {
        this.ruleFailed(rule, e);
      }
    }
    if (found.length === 0) return;
    // Keep the report in file order, then line order, as if the findings came from the file pass.
    const fileOrder = new Map<string, number>();
    for (const f of this.findings) if (!fileOrder.has(f.file)) fileOrder.set(f.file, fileOrder.size);
    for (const o of this.index.objects) if (!fileOrder.has(o.file)) fileOrder.set(o.file, fileOrder.size);
    // A loop, not push(...found): a spread of 125k+ arguments overflows the stack.
    for (const f of found) this.findings.push(f);
    this.findings.sort(
      (a, b) =>
        fileOrder.get(a.file)! - fileOrder.get(b.file)! ||
        a.range.start.line - b.range.start.line ||
        a.range.start.column - b.range.start.column,
    );
  }

  /** A rule threw: remember where (the first time per rule) and go on with the other rules. */
  private ruleFailed(rule: AnyRule, error: unknown, file?: string, line?: number): void {
    const known = this.internalErrors.find((e) => e.ruleId === rule.id);
    if (known) {
      known.more++;
      return;
    }
    const message = error instanceof Error ? error.message : String(error);
    this.internalErrors.push({
      ruleId: rule.id,
      file,
      line,
      message: message.length > 500 ? `${message.slice(0, 500)}…` : message,
      more: 0,
    });
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
    const o = p.object;
    const level = p.rule.forcedLevel ?? p.report.level ?? p.rule.rule.level;
    const object = o && { apiVersion: o.apiVersion, kind: o.kind, namespace: o.namespace, name: o.name };
    const rendered = this.currentRender;
    const source =
      rendered && rendered.primary !== 'rendered'
        ? (rendered.locate(renderedDocument(doc), p.report.path) ?? rendered.fallback)
        : undefined;
    if (rendered && source) {
      // The finding goes to the line the user edits; the rendered position stays as a related
      // location without a code frame (those bytes are in no file of the checkout).
      const rd = renderedDocument(doc);
      // The rendered bytes of a render the linter made are in no file: they are named by the render.
      const output = rendered.fallback ? rendered.label : file;
      const relatedHere: RelatedLocation[] = (p.report.related ?? []).map((r, i) => {
        const at = rendered.locate(rd, r.path);
        return at
          ? { file: at.file, range: plain(at.range), message: r.message }
          : { file: output, range: related[i]!.range, message: r.message, ...(rendered.fallback && { kind: 'render-output' as const }) };
      });
      for (const r of source.related ?? [])
        relatedHere.push({ file: r.file, range: plain(r.range), message: r.message, kind: 'value-source' });
      relatedHere.push(renderedHere(rendered, file, range));
      const finding = this.fingerprints.create(p.rule.rule.id, level, p.report.message, source.file, plain(source.range), {
        path: p.report.path,
        docIndex: doc.index,
        object,
        related: relatedHere,
        render: rendered.root,
      });
      if (source.lineText !== undefined) finding.snippet = snippetOfLine(source.lineText, source.range);
      // Comment directives are matched where they are written in the rendered stream (Helm keeps comments).
      finding.suppressed = annotationSuppression(o, finding.ruleId) ?? this.currentDirectives?.match({ ...finding, range });
      return finding;
    }
    related.push(...(this.templateOf(rendered, doc, p.report.path) ?? []));
    const finding = this.fingerprints.create(p.rule.rule.id, level, p.report.message, file, range, {
      path: p.report.path,
      docIndex: doc.index,
      object,
      related: related.length ? related : undefined,
    });
    finding.suppressed = annotationSuppression(o, finding.ruleId);
    if (p.report.fix && !this.currentStdin) finding.fix = p.report.fix;
    return finding;
  }

  /**
   * Where a document of a Helm render that stays at its own lines (a committed render, an
   * unmapped document on stdin) was rendered from: the template line of the key when a committed
   * render's template is in the checkout, else the `# Source:` path as written.
   */
  private templateOf(rendered: RenderedStream | undefined, doc: ParsedDocument, path: JsonPath): RelatedLocation[] | undefined {
    const at = rendered?.primary === 'rendered' ? rendered.locate(renderedDocument(doc), path) : undefined;
    if (at) return [{ file: at.file, range: plain(at.range), message: `Rendered from the Helm template ${at.file}.` }];
    if (!doc.helmSource) return undefined;
    return [{ file: doc.helmSource.path, message: `Rendered from the Helm template ${doc.helmSource.path}.` }];
  }

  /** The fingerprint a baseline written before findings were keyed by path holds for `finding`, if it had another. */
  legacyFingerprintOf(finding: Finding): string | undefined {
    return this.legacyFingerprints.of(finding);
  }

  ruleById(id: string): AnyRule | undefined {
    return this.rulesById.get(id);
  }
}

/** `internal error in rule <id> at <file>:<line>: <message>`, for stderr and the Action's log. */
export function describeInternalError(e: InternalError): string {
  const where = e.file === undefined ? 'in the cross-object pass' : `at ${e.file}${e.line === undefined ? '' : `:${e.line}`}`;
  const more = e.more > 0 ? ` (and ${e.more} more time${e.more === 1 ? '' : 's'})` : '';
  return `internal error in rule ${e.ruleId} ${where}: ${e.message}${more}`;
}

function locateNothing(): undefined {
  return undefined;
}

/** What a RenderedStream is told of one of its documents. */
function renderedDocument(doc: ParsedDocument): RenderedDocument {
  return { index: doc.index, helmSource: doc.helmSource?.path, value: doc.value };
}

/**
 * The rendered position of a finding moved to its source: named by the render when the linter
 * made it (those bytes are in no file), else the stream's own file or stdin, where it is.
 */
function renderedHere(rendered: RenderedStream, file: string, range: Range | undefined): RelatedLocation {
  if (rendered.fallback)
    return {
      file: rendered.label,
      ...(range && { range: plain(range) }),
      message: `In the output of ${rendered.label}.`,
      kind: 'render-output',
    };
  return { file, ...(range && { range: plain(range) }), message: `Rendered here, in ${rendered.label}.` };
}

/** Only start and end of a range (no snippet, no file). */
function plain(range: Range): Range {
  return { start: range.start, end: range.end };
}

export type { JsonPath };
