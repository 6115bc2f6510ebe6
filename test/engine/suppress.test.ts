import { describe, expect, it } from 'vitest';
import { rules } from '../../rules/index.js';
import { resolveConfig } from '../../src/config/resolve.js';
import { Linter } from '../../src/engine/lint.js';

function lint(yaml: string, reportUnused = false) {
  const linter = new Linter({ rules, config: resolveConfig({}), reportUnusedDirectives: reportUnused });
  linter.lintText('t.yaml', yaml);
  return linter.findings.filter((f) => f.ruleId === 'gpu-quantity-invalid' || f.ruleId === 'unused-disable-directive' || f.ruleId === 'yaml-ambiguous-scalar');
}

const pod = (extra: { annotations?: string; before?: string; top?: string } = {}) => `${extra.top ?? ''}apiVersion: v1
kind: Pod
metadata:
  name: p
${extra.annotations ?? ''}spec:
  containers:
    - name: c
      image: busybox
      resources:
        limits:
${extra.before ?? ''}          nvidia.com/gpu: "0.5"
          cpu: "1"
          memory: 1Gi
`;

describe('suppression', () => {
  it('unsuppressed baseline', () => {
    expect(lint(pod()).map((f) => [f.ruleId, !!f.suppressed])).toEqual([['gpu-quantity-invalid', false]]);
  });

  it('annotation with a reason', () => {
    const f = lint(pod({ annotations: '  annotations:\n    ai-k8s-lint.io/ignore: "shm-missing, gpu-quantity-invalid"\n    ai-k8s-lint.io/ignore-reason: MPS sharing is configured\n' }));
    expect(f[0]!.suppressed).toEqual({ kind: 'inSource', source: 'annotation', justification: 'MPS sharing is configured' });
  });

  it('an annotation for another rule does not suppress', () => {
    expect(lint(pod({ annotations: '  annotations:\n    ai-k8s-lint.io/ignore: shm-missing\n' }))[0]!.suppressed).toBeUndefined();
  });

  it('disable-next-line, with comments in between, and a reason after --', () => {
    const f = lint(pod({ before: '          # ai-k8s-lint-disable-next-line gpu-quantity-invalid -- fractional via HAMi\n\n          # unrelated comment\n' }));
    expect(f[0]!.suppressed).toEqual({ kind: 'inSource', source: 'comment', justification: 'fractional via HAMi' });
  });

  it('disable-next-line for other ids does not suppress', () => {
    expect(lint(pod({ before: '          # ai-k8s-lint-disable-next-line shm-missing\n' }))[0]!.suppressed).toBeUndefined();
  });

  it('document-level disable applies to its document only', () => {
    const f = lint(`${pod({ top: '# ai-k8s-lint-disable gpu-quantity-invalid\n' })}---\n${pod()}`);
    expect(f.map((x) => !!x.suppressed)).toEqual([true, false]);
  });

  it('--report-unused-disable-directives', () => {
    const f = lint(`# ai-k8s-lint-disable shm-missing\n${pod({ before: '          # ai-k8s-lint-disable-next-line gpu-quantity-invalid\n' })}`, true);
    expect(f.map((x) => [x.ruleId, x.range.start.line])).toEqual([
      ['gpu-quantity-invalid', 13],
      ['unused-disable-directive', 1],
    ]);
  });
});
