// What a rule's fix does to one of its own invalid examples, as the unified diff `--fix-dry-run`
// prints: the example is linted with the rule alone (and its config), and the change sets of its
// findings are made text edits by src/fix, exactly as --fix makes them. Docs show the real output
// of the real code, so a page cannot promise a fix the rule does not make.
import { createTwoFilesPatch, FILE_HEADERS_ONLY } from 'diff';
import type { TextEdit } from '../core/change-set.js';
import type { ConfigFile } from '../config/types.js';
import { resolveConfig } from '../config/resolve.js';
import { lintTexts } from '../engine/lint-passes.js';
import type { AnyRule, RuleExample } from '../engine/rule.js';
import { applyEdits, planFix } from '../fix/plan.js';
import { loadYaml } from '../yaml/load.js';

export interface FixExample {
  example: RuleExample;
  /** The unified diff (`--- a/<file>`, `+++ b/<file>`, hunks with 3 lines of context). */
  diff: string;
}

/** The edits of one --fix pass over the example: each finding's change set, those that overlap an earlier one left out. */
function fixEdits(rule: AnyRule, example: RuleExample): TextEdit[] {
  const file: ConfigFile = example.config === undefined ? {} : ((loadYaml(example.config, 'core').documents[0]?.value ?? {}) as ConfigFile);
  const linter = lintTexts({ rules: [rule], config: resolveConfig(file) }, [[example.file, example.yaml]]);
  const edits: TextEdit[] = [];
  for (const f of linter.findings) {
    if (f.ruleId !== rule.id || !f.fix || f.suppressed) continue;
    const edit = planFix(example.yaml, f.docIndex ?? 0, f.fix);
    if (edit && edit.text !== example.yaml.slice(edit.start, edit.end)) edits.push(edit);
  }
  edits.sort((a, b) => a.start - b.start || a.end - b.end);
  const taken: TextEdit[] = [];
  for (const e of edits) {
    const last = taken[taken.length - 1];
    if (last && (e.start < last.end || (e.start === last.end && e.start === e.end && last.start === last.end))) continue;
    taken.push(e);
  }
  return taken;
}

/** The first invalid example the rule fixes, with the diff of its fixes; undefined when none is fixed. */
export function fixExample(rule: AnyRule & { examples: { invalid: RuleExample[] } }): FixExample | undefined {
  for (const example of rule.examples.invalid) {
    const edits = fixEdits(rule, example);
    if (edits.length === 0) continue;
    const after = applyEdits(example.yaml, edits);
    const diff = createTwoFilesPatch(`a/${example.file}`, `b/${example.file}`, example.yaml, after, undefined, undefined, {
      context: 3,
      headerOptions: FILE_HEADERS_ONLY,
    });
    return { example, diff };
  }
  return undefined;
}
