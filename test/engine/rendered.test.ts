// A stream the linter rendered (Helm, kustomize): findings, object summaries and anchors point at
// the source files through the RenderedStream the caller gives, with the rendered position as a
// related location and the render in the fingerprint.
import { describe, expect, it } from 'vitest';
import { rules } from '../../rules/index.js';
import { resolveConfig } from '../../src/config/resolve.js';
import type { JsonPath } from '../../src/core/types.js';
import { Linter } from '../../src/engine/linter.js';
import type { RenderedStream, SourceLocation } from '../../src/engine/rendered.js';

const RENDER = `---
# Source: gpu/templates/deployment.yaml
apiVersion: apps/v1
kind: Deployment
metadata: {name: llm, namespace: ml}
spec:
  template:
    spec:
      containers:
        - name: server
          image: vllm/vllm-openai:v0.9.2
          resources:
            requests: {nvidia.com/gpu: 2}
            limits: {nvidia.com/gpu: 1}
`;

const TEMPLATE = 'charts/gpu/templates/deployment.yaml';
const at = (line: number, column: number, endColumn: number) => ({ start: { line, column }, end: { line, column: endColumn } });

/** A render whose Deployment is written in TEMPLATE: its head on line 2, its GPU request on line 20. */
function stream(root: string, calls: JsonPath[] = []): RenderedStream {
  return {
    label: `charts/gpu (helm template, ${root})`,
    root,
    fallback: { file: 'charts/gpu/Chart.yaml', range: at(1, 1, 12), lineText: 'apiVersion: v2' },
    locate(doc, path): SourceLocation | undefined {
      calls.push(path);
      if (doc.index !== 0 || doc.helmSource !== 'gpu/templates/deployment.yaml') return undefined;
      const key = path.join('.');
      if (key.endsWith('requests.nvidia.com/gpu')) {
        return { file: TEMPLATE, range: at(20, 13, 55), lineText: '            nvidia.com/gpu: {{ .Values.gpu.request }}' };
      }
      return { file: TEMPLATE, range: at(2, 1, 17), lineText: 'kind: Deployment' };
    },
  };
}

function lint(ruleIds: string[], files: [string, string, RenderedStream?][]) {
  const linter = new Linter({ rules: rules.filter((r) => ruleIds.includes(r.id)), config: resolveConfig({}) });
  for (const [file, text, rendered] of files) linter.lintText(file, text, undefined, rendered);
  linter.finish();
  return linter;
}

describe('rendered streams', () => {
  it('points a finding at the source line, with the rendered line as a related location and no rendered code frame', () => {
    const calls: JsonPath[] = [];
    const [f, ...rest] = lint(['gpu-requests-limits-mismatch'], [['charts/gpu/Chart.yaml', RENDER, stream('values.yaml', calls)]]).findings;
    expect(rest).toEqual([]);
    expect([f!.file, f!.range]).toEqual([TEMPLATE, at(20, 13, 55)]);
    expect(f!.snippet?.text).toBe('            nvidia.com/gpu: {{ .Values.gpu.request }}');
    expect(f!.related).toEqual([
      {
        file: 'charts/gpu (helm template, values.yaml)',
        range: at(13, 24, 41),
        message: 'In the output of charts/gpu (helm template, values.yaml).',
        kind: 'render-output',
      },
    ]);
    expect(f!.related!.every((r) => !('snippet' in r))).toBe(true);
    expect(calls).toContainEqual(['spec', 'template', 'spec', 'containers', 0, 'resources', 'requests', 'nvidia.com/gpu']);
  });

  it('keys fingerprints by the render: one template rendered with two values files gives two findings', () => {
    const linter = lint(
      ['gpu-requests-limits-mismatch'],
      [
        ['charts/gpu/Chart.yaml', RENDER, stream('values-dev.yaml')],
        ['charts/gpu/Chart.yaml', RENDER, stream('values-prod.yaml')],
      ],
    );
    expect(linter.findings.map((f) => f.file)).toEqual([TEMPLATE, TEMPLATE]);
    expect(new Set(linter.findings.map((f) => f.fingerprint)).size).toBe(2);
    expect(linter.findings.map((f) => f.render)).toEqual(['values-dev.yaml', 'values-prod.yaml']);
  });

  it('puts the object summaries and the anchors of cross-object rules at the source', () => {
    const linter = lint(['service-account-token-automount'], [['charts/gpu/Chart.yaml', RENDER, stream('values.yaml')]]);
    expect(linter.index.objects.map((o) => [o.file, o.range.start.line, o.related?.[0]?.file])).toEqual([
      [TEMPLATE, 2, 'charts/gpu (helm template, values.yaml)'],
    ]);
    expect(linter.findings.map((f) => [f.ruleId, f.file, f.range.start.line])).toEqual([['service-account-token-automount', TEMPLATE, 2]]);
  });

  it('matches comment directives where the rendered stream has them (Helm keeps comments)', () => {
    const suppressed = RENDER.replace(
      '            requests:',
      '            # ai-k8s-lint-disable-next-line gpu-requests-limits-mismatch\n            requests:',
    );
    const [f] = lint(['gpu-requests-limits-mismatch'], [['charts/gpu/Chart.yaml', suppressed, stream('values.yaml')]]).findings;
    expect(f!.suppressed?.source).toBe('comment');
  });

  it('reports a document it cannot parse at the manifest, saying where it is in the output', () => {
    const [f] = lint(['yaml-syntax'], [['charts/gpu/Chart.yaml', `${RENDER}---\nkind: [unclosed\n`, stream('values.yaml')]]).findings;
    expect([f!.ruleId, f!.file, f!.range.start.line]).toEqual(['yaml-syntax', 'charts/gpu/Chart.yaml', 1]);
    expect(f!.message).toMatch(/\(in the output of charts\/gpu \(helm template, values\.yaml\), line 17\)$/);
  });
});

describe('cross-object findings on rendered objects', () => {
  const AUTOMOUNT = 'service-account-token-automount';

  it('carry the render in their fingerprint: one template rendered twice gives two findings', () => {
    const linter = lint(
      [AUTOMOUNT],
      [
        ['charts/gpu/Chart.yaml', RENDER, stream('values-dev.yaml')],
        ['charts/gpu/Chart.yaml', RENDER, stream('values-prod.yaml')],
      ],
    );
    expect(linter.findings.map((f) => [f.ruleId, f.file, f.render])).toEqual([
      [AUTOMOUNT, TEMPLATE, 'values-dev.yaml'],
      [AUTOMOUNT, TEMPLATE, 'values-prod.yaml'],
    ]);
    expect(new Set(linter.findings.map((f) => f.fingerprint)).size).toBe(2);
  });

  it('are suppressed by a comment directive above the anchored key in the rendered stream', () => {
    // The finding is anchored at the pod spec (automountServiceAccountToken is not set).
    const suppressed = RENDER.replace(
      '    spec:\n      containers:',
      `    # ai-k8s-lint-disable-next-line ${AUTOMOUNT}\n    spec:\n      containers:`,
    );
    const above = RENDER.replace('apiVersion: apps/v1', `# ai-k8s-lint-disable-next-line ${AUTOMOUNT}\napiVersion: apps/v1`);
    expect(lint([AUTOMOUNT], [['charts/gpu/Chart.yaml', above, stream('values.yaml')]]).findings[0]!.suppressed).toBeUndefined();
    const [f, ...rest] = lint([AUTOMOUNT], [['charts/gpu/Chart.yaml', suppressed, stream('values.yaml')]]).findings;
    expect(rest).toEqual([]);
    expect([f!.file, f!.suppressed?.source]).toEqual([TEMPLATE, 'comment']);
  });

  it('are suppressed by a document directive of the rendered stream, and not by one of another document', () => {
    const other = `---\n# ai-k8s-lint-disable ${AUTOMOUNT}\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\n`;
    const [kept] = lint([AUTOMOUNT], [['charts/gpu/Chart.yaml', RENDER + other, stream('values.yaml')]]).findings;
    expect(kept!.suppressed).toBeUndefined();
    const inside = RENDER.replace('kind: Deployment', `kind: Deployment\n# ai-k8s-lint-disable ${AUTOMOUNT}`);
    const [f] = lint([AUTOMOUNT], [['charts/gpu/Chart.yaml', inside, stream('values.yaml')]]).findings;
    expect(f!.suppressed?.source).toBe('comment');
  });
});

it('reports no unused directive of a render at its manifest (the directive is in a template, at a line the render does not tell)', () => {
  const linter = new Linter({ rules: [], config: resolveConfig({}), reportUnusedDirectives: true });
  const text = RENDER.replace('kind: Deployment', 'kind: Deployment\n# ai-k8s-lint-disable-next-line gpu-requests-limits-mismatch');
  linter.lintText('charts/gpu/Chart.yaml', text, undefined, stream('values.yaml'));
  linter.lintText('plain.yaml', text);
  linter.finish();
  expect(linter.findings.map((f) => [f.file, f.range.start.line])).toEqual([['plain.yaml', 5]]);
});
