// Command line: parse arguments, load config, lint, print, exit 0/1/2 (CONFIG.md).
import { existsSync, lstatSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { rules } from '../../rules/index.js';
import { BaselineError, baselineText, readBaseline } from '../report/baseline.js';
import { ConfigError, checkRuleIds, findConfig } from '../config/load.js';
import type { ResolvedConfig } from '../config/types.js';
import { printablePath } from '../files/describe-fs.js';
import { printable } from '../core/printable.js';
import { describeInternalError } from '../engine/linter.js';
import { PathError } from '../files/collect.js';
import { MAX_BYTES, namedFileProblem } from '../files/read-file.js';
import type { LevelSetting } from '../core/types.js';
import { writeOutputFile } from '../files/write-file.js';
import { FORMATS, isFormat, loadFormatter, type FormatName } from '../report/load.js';
import { activeFindings, chunksOf, type LintReport } from '../report/report.js';
import { explicitRenderers } from '../render/binaries.js';
import type { FixKind } from '../core/change-set.js';
import type { FixOptions } from './fix-run.js';
import { FAIL_ON, failing, lintFiles, loadConfig, useColor, type FailOn, type LintFilesOptions } from './run.js';
import { TOOL } from '../core/version.js';
import { rawFileUrl } from '../report/links.js';

const LEVELS: LevelSetting[] = ['off', 'note', 'warning', 'error'];

const HELP = `Usage: ai-k8s-lint [paths...] [options]
       ai-k8s-lint matrix [paths...] [--image <ref>] [--format table|markdown|json] [--wide]
Lint Kubernetes manifests of AI/GPU workloads. Paths: files, directories, globs, or - for stdin.

Options:
  -c, --config <file>          config file (default: nearest .ai-k8s-lint.yaml upward from the cwd)
  -f, --format <name>          stylish | compact | json | sarif | github | markdown | junit
                               | codeclimate | rdjson | checkstyle (default: stylish)
      --group-by <key>         stylish: file (default) | rule: the findings under each file or rule
  -o, --output <file>          write the report to a file instead of stdout
      --output-format <name>=<file>
                               also write the report in another format to a file (repeatable),
                               e.g. --output-format sarif=ai-k8s-lint.sarif
      --baseline <file>        findings already in this baseline are unchanged: not shown, not failing
      --write-baseline <file>  write the current findings to a baseline file
      --fail-on <level>        error (default) | warning | note | never
      --max-warnings <n>       exit 1 when there are more than n warnings
      --partial                the input is a subset (pre-commit): silence "not in the input" rules
      --node-pools <file>      node pools (as in the config's nodePools) or saved Node objects
      --helm <path>            the helm binary for charts among the inputs (default: helm on PATH)
      --kustomize <path>       the kustomize (or kubectl) binary for kustomizations (default: PATH)
      --no-render              lint charts and kustomizations as plain files instead of rendering them
      --fail-if-no-objects     exit 2 when a path holds no Kubernetes object (default: a warning)
      --fix                    apply the fixes of fixable findings, then report what is left
      --fix-dry-run            print the fixes as a unified diff and change nothing
      --fix-rule <id>          only this rule's fixes (repeatable)
      --fix-type <type>        fix (default): only fixes | suggestion: suggestions too (they
                               change runtime behaviour: read them before applying)
      --rule <id>=<level>      override one rule's level (repeatable)
      --ignore <glob>          skip paths (repeatable)
      --stdin-filename <name>  file name to report for input read from stdin
      --report-unused-disable-directives
                               report ai-k8s-lint-disable comments that suppress nothing
      --list-rules             print the rule catalog (with --format json: as JSON)
      --explain <rule-id>      print a rule's documentation
      --print-config           print the effective config
      --init                   write a starter .ai-k8s-lint.yaml
      --quiet                  show errors only
      --color / --no-color     force or disable colors (NO_COLOR and FORCE_COLOR are honoured)
  -v, --version                print the version
  -h, --help                   print this help

Exit codes: 0 no finding at or above --fail-on, 1 findings at or above it, 2 usage or config error.
`;

class UsageError extends Error {}

interface Io {
  cwd: string;
  env: NodeJS.ProcessEnv;
  stdout: (s: string) => void;
  stderr: (s: string) => void;
  readStdin: () => string;
  isTTY: boolean;
  /** The terminal's width when stdout is one. */
  columns?: number;
  /** Called before each file (LintFilesOptions.beforeFile). */
  beforeFile?: (chars: number) => void;
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      config: { type: 'string', short: 'c' },
      format: { type: 'string', short: 'f' },
      output: { type: 'string', short: 'o' },
      'output-format': { type: 'string', multiple: true },
      'group-by': { type: 'string' },
      baseline: { type: 'string' },
      'write-baseline': { type: 'string' },
      'fail-on': { type: 'string' },
      'max-warnings': { type: 'string' },
      partial: { type: 'boolean' },
      'node-pools': { type: 'string' },
      helm: { type: 'string' },
      kustomize: { type: 'string' },
      'no-render': { type: 'boolean' },
      'fail-if-no-objects': { type: 'boolean' },
      fix: { type: 'boolean' },
      'fix-dry-run': { type: 'boolean' },
      'fix-rule': { type: 'string', multiple: true },
      'fix-type': { type: 'string', multiple: true },
      rule: { type: 'string', multiple: true },
      ignore: { type: 'string', multiple: true },
      'stdin-filename': { type: 'string' },
      'report-unused-disable-directives': { type: 'boolean' },
      'list-rules': { type: 'boolean' },
      explain: { type: 'string' },
      'print-config': { type: 'boolean' },
      init: { type: 'boolean' },
      quiet: { type: 'boolean' },
      color: { type: 'boolean' },
      'no-color': { type: 'boolean' },
      version: { type: 'boolean', short: 'v' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}

/** A report or baseline to a file: streamed in pieces, never through a link (write-file.ts). */
function writeReport(file: string, text: string | Iterable<string>, cwd: string): void {
  writeOutputFile(file, typeof text === 'string' ? text : batched(text), { cwd });
}

/** Anything at the path counts, a dangling link too: existsSync would say no and follow it. */
function entryExists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}

/** Pieces joined up to about 64 KB: few writes, and never the whole report in one string. */
function* batched(pieces: Iterable<string>): Generator<string> {
  let buffer: string[] = [];
  let size = 0;
  for (const piece of pieces) {
    buffer.push(piece);
    size += piece.length;
    if (size >= 65536) {
      yield buffer.join('');
      buffer = [];
      size = 0;
    }
  }
  if (buffer.length > 0) yield buffer.join('');
}

/** --output-format name=file, repeatable: extra reports written next to the main one. */
function extraOutputs(specs: string[] | undefined): { format: FormatName; file: string }[] {
  return (specs ?? []).map((spec) => {
    const eq = spec.indexOf('=');
    const name = eq < 0 ? spec : spec.slice(0, eq);
    const file = eq < 0 ? '' : spec.slice(eq + 1);
    if (!isFormat(name) || file === '' || file === '-')
      throw new UsageError(
        `--output-format expects <format>=<file> with a format among ${FORMATS.join(', ')} and a file name (stdout is for --format), got "${spec}"`,
      );
    return { format: name, file };
  });
}

function cliRules(specs: string[] | undefined): Map<string, LevelSetting> {
  const out = new Map<string, LevelSetting>();
  const ids = rules.map((r) => r.id);
  for (const spec of specs ?? []) {
    const m = /^([a-z0-9-]+)=([a-z]+)$/.exec(spec);
    if (!m || !LEVELS.includes(m[2] as LevelSetting)) throw new UsageError(`--rule expects <id>=<off|note|warning|error>, got "${spec}"`);
    const unknown = checkRuleIds({ [m[1]!]: true }, ids, '--rule');
    if (unknown.length) throw new UsageError(unknown[0]!);
    out.set(m[1]!, m[2] as LevelSetting);
  }
  return out;
}

/** The config schema's path inside the package. */
const SCHEMA_IN_PACKAGE = 'node_modules/ai-k8s-lint/schemas/config.schema.json';

/**
 * Where the starter config's modeline finds the schema: the installed package's copy, relative to
 * the config (found upward, as Node resolves packages), else the copy released with this version
 * (npx, a global install: no node_modules beside the config).
 */
export function schemaReference(cwd: string): string {
  for (let dir = resolve(cwd); ; dir = dirname(dir)) {
    if (existsSync(join(dir, SCHEMA_IN_PACKAGE))) {
      const rel = relative(cwd, join(dir, SCHEMA_IN_PACKAGE)).split(sep).join('/');
      return rel.startsWith('.') ? rel : `./${rel}`;
    }
    if (dirname(dir) === dir) return rawFileUrl('schemas/config.schema.json');
  }
}

const STARTER_CONFIG = (schema: string) => `# yaml-language-server: $schema=${schema}
# ai-k8s-lint configuration. Every key is optional; \`ai-k8s-lint --list-rules\` shows the rules.
rules: {}
  # probe-timeout-too-short: off
  # shm-missing: error
settings:
  modelLoadSeconds: 300        # how long your largest model takes to load
  kubernetesVersion: "1.34"
ignore: []                     # path globs to skip; charts and kustomizations are rendered, and
                               # their findings point at the templates: do not ignore templates/
cluster:
  crds: []                     # CRDs already installed, e.g. rayclusters.ray.io
  priorityClasses: []
  runtimeClasses: []
nodePools: []
`;

export async function main(argv: string[], io: Io): Promise<number> {
  // The matrix view has options of its own (--image); it loads only when asked for.
  if (argv[0] === 'matrix') return (await import('./matrix-command.js')).runMatrix(argv.slice(1), io);
  let values: ReturnType<typeof parse>['values'];
  let positionals: string[];
  try {
    ({ values, positionals } = parse(argv));
  } catch (e) {
    io.stderr(`ai-k8s-lint: ${(e as Error).message}\nRun ai-k8s-lint --help for usage.\n`);
    return 2;
  }
  try {
    if (values.help) return (io.stdout(HELP), 0);
    if (values.version) return (io.stdout(`${TOOL.version}\n`), 0);

    const format = (values.format ?? 'stylish') as FormatName;
    if (!isFormat(format)) throw new UsageError(`unknown format "${values.format}"; use one of ${FORMATS.join(', ')}`);

    if (values['list-rules']) {
      const list = rules.map((r) => ({ id: r.id, family: r.family, level: r.level, summary: r.summary }));
      if (format === 'json') io.stdout(`${JSON.stringify(list, null, 2)}\n`);
      else io.stdout(list.map((r) => `${r.id.padEnd(34)} ${r.family.padEnd(16)} ${r.level.padEnd(8)} ${r.summary}`).join('\n') + '\n');
      return 0;
    }
    if (values.explain !== undefined) {
      const rule = rules.find((r) => r.id === values.explain);
      if (!rule)
        throw new UsageError(
          checkRuleIds(
            { [values.explain]: true },
            rules.map((r) => r.id),
            '--explain',
          )[0]!,
        );
      const { renderRuleDoc } = await import('../docs/render.js');
      io.stdout(renderRuleDoc(rule));
      return 0;
    }
    if (values.init) {
      if (entryExists(join(io.cwd, '.ai-k8s-lint.yaml'))) throw new UsageError('.ai-k8s-lint.yaml already exists; not overwriting it');
      writeOutputFile('.ai-k8s-lint.yaml', STARTER_CONFIG(schemaReference(io.cwd)), { cwd: io.cwd, exclusive: true });
      io.stdout('Wrote .ai-k8s-lint.yaml\n');
      return 0;
    }

    const groupBy = values['group-by'] ?? 'file';
    if (groupBy !== 'file' && groupBy !== 'rule') throw new UsageError(`--group-by expects file or rule, got "${groupBy}"`);
    if (values['group-by'] !== undefined && format !== 'stylish') throw new UsageError('--group-by applies to the stylish format only');

    const failOn = (values['fail-on'] ?? 'error') as FailOn;
    if (!FAIL_ON.includes(failOn)) throw new UsageError(`--fail-on expects error, warning, note or never, got "${values['fail-on']}"`);
    let maxWarnings: number | undefined;
    if (values['max-warnings'] !== undefined) {
      maxWarnings = Number(values['max-warnings']);
      if (!Number.isInteger(maxWarnings) || maxWarnings < 0)
        throw new UsageError(`--max-warnings expects a whole number, got "${values['max-warnings']}"`);
    }
    // Before the run, so that an unreadable file fails fast (the read itself comes later).
    const nodePoolsProblem =
      values['node-pools'] !== undefined
        ? namedFileProblem(values['node-pools'], { cwd: io.cwd, maxBytes: MAX_BYTES.nodePools })
        : undefined;
    if (nodePoolsProblem) throw new UsageError(`cannot read --node-pools ${printablePath(values['node-pools']!)}: ${nodePoolsProblem}`);
    const outputs = extraOutputs(values['output-format']);
    const baseline = values.baseline !== undefined ? readBaseline(values.baseline, io.cwd) : undefined;

    const partial = values.partial ?? false;
    const config: ResolvedConfig = await loadConfig({ config: values.config, cwd: io.cwd, partial });
    const overrides = cliRules(values.rule);

    if (values['print-config']) {
      const effective = {
        file: config.file ?? null,
        // Without a config file: where the upward search stopped, and why (config/discover.ts).
        ...(config.file === undefined ? { search: findConfig(io.cwd) } : {}),
        settings: config.settings,
        rules: Object.fromEntries(rules.map((r) => [r.id, overrides.get(r.id) ?? config.rules.get(r.id)?.level ?? r.level])),
        ignore: [...config.ignore, ...(values.ignore ?? [])],
        partial,
        ...(config.raw.cluster ? { cluster: config.raw.cluster } : {}),
        ...(config.raw.nodePools ? { nodePools: config.raw.nodePools } : {}),
        ...(config.raw.overrides ? { overrides: config.raw.overrides } : {}),
      };
      io.stdout(`${JSON.stringify(effective, null, 2)}\n`);
      return 0;
    }

    const fixing = fixOptions(values);
    const lintOptions: LintFilesOptions = {
      paths: positionals,
      cwd: io.cwd,
      ignore: values.ignore,
      cliRules: overrides,
      reportUnusedDirectives: values['report-unused-disable-directives'],
      readStdin: io.readStdin,
      stdinFilename: values['stdin-filename'],
      nodePools: values['node-pools'],
      warn: (message) => io.stderr(`ai-k8s-lint: warning: ${message}\n`),
      renderers: explicitRenderers({ helm: values.helm, kustomize: values.kustomize }),
      noRender: values['no-render'],
      beforeFile: io.beforeFile,
    };
    let report: LintReport;
    if (fixing) {
      const { fixRun, unifiedDiff } = await import('./fix-run.js');
      const outcome = fixRun(config, lintOptions, fixing);
      report = outcome.report;
      const files = outcome.files.length;
      if (!fixing.write) {
        io.stdout(unifiedDiff(outcome.files));
        io.stderr(
          `ai-k8s-lint: ${outcome.fixed} fix${outcome.fixed === 1 ? '' : 'es'} in ${files} file${files === 1 ? '' : 's'} (not applied: --fix-dry-run)\n`,
        );
      } else {
        io.stderr(
          `ai-k8s-lint: applied ${outcome.fixed} fix${outcome.fixed === 1 ? '' : 'es'} in ${files} file${files === 1 ? '' : 's'}\n`,
        );
      }
    } else report = lintFiles(config, lintOptions);
    if (baseline) report.baseline = { file: values.baseline!, unchanged: baseline };
    // JSON and SARIF carry each fix as an edit of the file (after --fix: of what is left).
    if ([format, ...outputs.map((o) => o.format)].some((f) => f === 'json' || f === 'sarif'))
      (await import('./report-fixes.js')).planReportFixes(report.findings, io.cwd);
    if (values['write-baseline'] !== undefined) {
      // Everything found now is the baseline: the run reports it as unchanged and passes.
      const current = report.findings.filter((f) => !f.suppressed);
      writeReport(values['write-baseline'], baselineText(current), io.cwd);
      io.stderr(
        `ai-k8s-lint: wrote ${current.length} finding${current.length === 1 ? '' : 's'} to the baseline ${values['write-baseline']}\n`,
      );
      report.baseline = { file: values['write-baseline'], unchanged: new Set(current.map((f) => f.fingerprint)) };
    }
    const shownFindings = values.quiet ? report.findings.filter((f) => f.level === 'error') : report.findings;
    const shown = { ...report, findings: shownFindings };
    // --fix-dry-run prints the diff instead of the report: the exit code still says what would be left.
    const output =
      fixing && !fixing.write
        ? []
        : chunksOf(await loadFormatter(format), shown, {
            color: values.output ? false : useColor(values, io.env, io.isTTY),
            width: !values.output && io.isTTY ? terminalWidth(io) : undefined,
            groupBy,
          });
    if (values.output) writeReport(values.output, output, io.cwd);
    else for (const piece of batched(output)) io.stdout(piece);
    for (const extra of outputs)
      writeReport(extra.file, chunksOf(await loadFormatter(extra.format), shown, { color: false, groupBy }), io.cwd);

    // A rule that threw is a bug in the linter, and the report lacks what it would have found.
    if (report.internalErrors) {
      for (const e of report.internalErrors) io.stderr(`ai-k8s-lint: ${printable(describeInternalError(e))}\n`);
      io.stderr('Please report this with the input that caused it.\n');
      return 2;
    }
    // Paths that held no object at all: a warning (a typo'd path, a chart that rendered nothing),
    // or a usage error with --fail-if-no-objects; a pre-commit run (--partial) stays quiet.
    if (report.emptyPaths && (!partial || values['fail-if-no-objects'])) {
      const list = report.emptyPaths.map((p) => printablePath(p)).join(', ');
      io.stderr(`ai-k8s-lint: ${values['fail-if-no-objects'] ? '' : 'warning: '}no Kubernetes object in ${list}\n`);
      if (values['fail-if-no-objects']) return 2;
    }
    const active = activeFindings(report);
    const tooManyWarnings = maxWarnings !== undefined && active.filter((f) => f.level === 'warning').length > maxWarnings;
    return failing(active, failOn).length > 0 || tooManyWarnings ? 1 : 0;
  } catch (e) {
    if (e instanceof UsageError || e instanceof ConfigError || e instanceof PathError || e instanceof BaselineError) {
      io.stderr(`ai-k8s-lint: ${e.message}\n`);
      return 2;
    }
    throw e;
  }
}

/** --fix, --fix-dry-run, --fix-rule and --fix-type, checked; undefined when not fixing. */
function fixOptions(values: ReturnType<typeof parse>['values']): FixOptions | undefined {
  const fixing = values.fix || values['fix-dry-run'];
  if (!fixing) {
    if (values['fix-rule'] || values['fix-type']) throw new UsageError('--fix-rule and --fix-type go with --fix or --fix-dry-run');
    return undefined;
  }
  const kinds = new Set<FixKind>(['fix']);
  for (const spec of values['fix-type'] ?? []) {
    for (const t of spec.split(',')) {
      if (t === 'suggestion') kinds.add('suggestion');
      else if (t !== 'fix') throw new UsageError(`--fix-type expects fix or suggestion, got "${t}"`);
    }
  }
  let only: Set<string> | undefined;
  if (values['fix-rule']) {
    const ids = rules.map((r) => r.id);
    for (const id of values['fix-rule']) {
      const unknown = checkRuleIds({ [id]: true }, ids, '--fix-rule');
      if (unknown.length) throw new UsageError(unknown[0]!);
    }
    only = new Set(values['fix-rule']);
  }
  return { write: !values['fix-dry-run'], kinds, rules: only };
}

/**
 * The width stylish wraps messages to: only on a terminal, and never in CI, whose runners may give
 * the step a terminal but whose log must keep one message per line (wrapping is for reading).
 */
function terminalWidth(io: Io): number | undefined {
  const ci = io.env.CI;
  if (ci !== undefined && ci !== '' && ci !== '0' && ci !== 'false') return undefined;
  return io.columns !== undefined && io.columns > 0 ? io.columns : 80;
}
