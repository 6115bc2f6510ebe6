// A rule that throws is a bug in the linter: the run goes on, the other rules still report, and
// the error names the rule and where it was looking.
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config/resolve.js';
import { describeInternalError, Linter } from '../../src/engine/linter.js';
import { defineRule, type AnyRule, type RuleCheck } from '../../src/engine/rule.js';

const testRule = (id: string, check: RuleCheck<Record<string, never>>): AnyRule =>
  defineRule({ id, family: 'input', level: 'warning', scope: 'general', summary: id, check });

const STREAM = `apiVersion: v1
kind: ConfigMap
metadata:
  name: one
---
apiVersion: v1
kind: ConfigMap
metadata:
  name: two
`;

function run(rules: AnyRule[]) {
  const linter = new Linter({ rules, config: resolveConfig({}) });
  linter.lintText('deploy/app.yaml', STREAM);
  linter.finish();
  return linter;
}

const reportsEveryObject = testRule('test-every-object', {
  object(object, _pods, ctx) {
    ctx.report({ path: [...object.path, 'metadata', 'name'], message: `seen ${object.name}` });
  },
});

describe('a rule that throws', () => {
  it('in a per-object hook: named with the file and the object line; the other objects and rules go on', () => {
    const failsOnTwo = testRule('test-fails-on-two', {
      object(object, _pods, ctx) {
        if (object.name === 'two') throw new TypeError('cannot read x of undefined');
        ctx.report({ path: [...object.path, 'kind'], message: 'fine' });
      },
    });
    const linter = run([failsOnTwo, reportsEveryObject]);
    expect(linter.findings.map((f) => `${f.ruleId} ${f.range.start.line}`)).toEqual([
      'test-fails-on-two 2',
      'test-every-object 4',
      'test-every-object 9',
    ]);
    expect(linter.internalErrors.map(describeInternalError)).toEqual([
      'internal error in rule test-fails-on-two at deploy/app.yaml:7: cannot read x of undefined',
    ]);
  });

  it('in every hook: reported once per rule, with a count of the other times', () => {
    const hooks: RuleCheck<Record<string, never>> = {
      document: () => {
        throw new Error('document');
      },
      collect: () => {
        throw new Error('collect');
      },
    };
    const linter = run([
      testRule('test-document', { document: hooks.document }),
      testRule('test-collect', { collect: hooks.collect }),
      reportsEveryObject,
    ]);
    expect(linter.internalErrors.map(describeInternalError)).toEqual([
      'internal error in rule test-document at deploy/app.yaml:1: document (and 1 more time)',
      'internal error in rule test-collect at deploy/app.yaml:2: collect (and 1 more time)',
    ]);
    expect(linter.findings).toHaveLength(2);
  });

  it('in the cross-object pass: named as such, and the next cross-object rule still runs', () => {
    const throwsInInput = testRule('test-input-throws', {
      input() {
        throw new RangeError('Maximum call stack size exceeded');
      },
    });
    const countsObjects = testRule('test-input-counts', {
      input(index, ctx) {
        const first = index.objects[0]!;
        ctx.report({ object: first, message: `${index.objects.length} objects` });
      },
    });
    const linter = run([throwsInInput, countsObjects]);
    expect(linter.internalErrors.map(describeInternalError)).toEqual([
      'internal error in rule test-input-throws in the cross-object pass: Maximum call stack size exceeded',
    ]);
    expect(linter.findings.map((f) => f.message)).toEqual(['2 objects']);
  });

  it('a run without failures has no internal errors', () => {
    expect(run([reportsEveryObject]).internalErrors).toEqual([]);
  });
});
