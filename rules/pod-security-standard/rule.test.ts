import { describe, expect, it } from 'vitest';
import rule from './rule.js';
import admission from '../pod-security-admission/rule.js';
import { resolveConfig } from '../../src/config/resolve.js';
import type { ConfigFile } from '../../src/config/types.js';
import { Linter } from '../../src/engine/linter.js';
import type { AnyRule } from '../../src/engine/rule.js';
import type { Finding } from '../../src/core/types.js';
import { formatMark, marked, markOf } from '../../test/helpers/manifests.js';
import { testRule } from '../../test/helpers/rule-tester.js';

function namespace(labels: Record<string, string | undefined>, name = 'ml'): string {
  const lines = Object.entries(labels)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `    ${k}: ${v}\n`);
  return `apiVersion: v1\nkind: Namespace\nmetadata:\n  name: ${name}\n${lines.length ? `  labels:\n${lines.join('')}` : ''}`;
}

function lint(files: Record<string, string>, config: ConfigFile, rules: AnyRule[] = [rule]): Finding[] {
  const linter = new Linter({ rules, config: resolveConfig(config) });
  for (const [file, text] of Object.entries(files)) linter.lintText(file, text);
  linter.finish();
  return linter.findings;
}

const RESTRICTED: ConfigFile = { settings: { podSecurityStandard: 'restricted' } };
const BASELINE: ConfigFile = { settings: { podSecurityStandard: 'baseline' } };

/** A training Job with one baseline violation (hostNetwork) and the usual restricted ones. */
const JOB = marked`
  apiVersion: batch/v1
  kind: Job
  metadata:
    name: train
    namespace: ml
  spec:
    template:
      ⟦spec⟧:
        restartPolicy: Never
        ⟦hostNetwork: true⟧
        containers:
          - ⟦name: trainer⟧
            image: nvcr.io/nvidia/pytorch:24.05-py3
            resources: {limits: {nvidia.com/gpu: 8}}
`;
const [SPEC, HOST_NETWORK, NAME] = JOB.marks.map(formatMark) as [string, string, string];
const positions = (found: Finding[]) => found.map((f) => formatMark(markOf(f.range)));
const controls = (found: Finding[]) => found.map((f) => /control "([^"]+)"/.exec(f.message)![1]);

describe('pod-security-standard', () => {
  it('is silent without settings.podSecurityStandard', () => {
    expect(lint({ 'job.yaml': JOB.text }, {})).toEqual([]);
  });

  it('baseline: only the baseline controls', () => {
    const found = lint({ 'job.yaml': JOB.text }, BASELINE);
    expect(positions(found)).toEqual([HOST_NETWORK]);
    expect(found[0]!.message).toBe(
      'The pod template sets hostNetwork: true (control "Host Namespaces"), which Pod Security level "baseline" forbids: ' +
        'settings.podSecurityStandard checks the pods of namespace "ml", which has no Pod Security label, against baseline; ' +
        'remove hostNetwork: true (NCCL over the host interfaces needs hostNetwork: pods that need it belong in a namespace ' +
        'labelled privileged).',
    );
    expect([found[0]!.ruleId, found[0]!.level]).toEqual([rule.id, 'warning']);
  });

  it('restricted: baseline and restricted controls, one finding per control and field', () => {
    const found = lint({ 'job.yaml': JOB.text }, RESTRICTED);
    expect(positions(found)).toEqual([SPEC, SPEC, HOST_NETWORK, NAME, NAME]);
    expect(controls(found)).toEqual(['Seccomp', 'Running as Non-root', 'Host Namespaces', 'Capabilities', 'Privilege Escalation']);
  });

  it('a Namespace without Pod Security labels (other labels only) is checked', () => {
    const ns = namespace({ team: 'research' });
    expect(positions(lint({ 'ns.yaml': ns, 'job.yaml': JOB.text }, BASELINE))).toEqual([HOST_NETWORK]);
  });

  it('labelled namespaces are left to pod-security-admission, whatever the level', () => {
    for (const labels of [
      { 'pod-security.kubernetes.io/enforce': 'privileged' },
      { 'pod-security.kubernetes.io/warn': 'baseline' },
      { 'pod-security.kubernetes.io/audit-version': 'v1.30' },
    ])
      expect(lint({ 'ns.yaml': namespace(labels), 'job.yaml': JOB.text }, RESTRICTED), JSON.stringify(labels)).toEqual([]);
    const config: ConfigFile = { ...RESTRICTED, cluster: { namespaces: { ml: { podSecurity: { enforce: 'privileged' } } } } };
    expect(lint({ 'job.yaml': JOB.text }, config)).toEqual([]);
  });

  it('exempt namespaces, unknown namespaces and Namespaces that differ are skipped', () => {
    expect(lint({ 'job.yaml': JOB.text }, { ...RESTRICTED, cluster: { podSecurity: { exemptions: { namespaces: ['ml'] } } } })).toEqual([]);
    expect(lint({ 'job.yaml': JOB.text.replace('namespace: ml', 'namespace: "{{ .Release.Namespace }}"') }, RESTRICTED)).toEqual([]);
    const files = {
      'a/ns.yaml': namespace({ 'pod-security.kubernetes.io/enforce': 'privileged' }),
      'b/ns.yaml': namespace({}),
      'c/job.yaml': JOB.text,
    };
    expect(lint(files, RESTRICTED)).toEqual([]);
  });

  it('with admission defaults, what pod-security-admission reports is not reported twice', () => {
    const config: ConfigFile = { ...RESTRICTED, cluster: { podSecurity: { defaults: { enforce: 'baseline' } } } };
    const both = lint({ 'job.yaml': JOB.text }, config, [rule, admission]);
    expect(both.map((f) => [f.ruleId, formatMark(markOf(f.range))])).toEqual([
      [rule.id, SPEC],
      [rule.id, SPEC],
      [admission.id, HOST_NETWORK],
      [rule.id, NAME],
      [rule.id, NAME],
    ]);
    // With pod-security-admission off, this rule reports the baseline violation itself.
    const alone = lint({ 'job.yaml': JOB.text }, { ...config, rules: { 'pod-security-admission': 'off' } }, [rule, admission]);
    expect(alone.map((f) => f.ruleId)).toEqual([rule.id, rule.id, rule.id, rule.id, rule.id]);
  });

  it('the policy version is settings.kubernetesVersion', () => {
    const pod = marked`
      apiVersion: v1
      kind: Pod
      metadata: {name: p, namespace: ml}
      spec:
        containers:
          - name: app
            image: busybox
            readinessProbe:
              httpGet: {port: 80, ⟦host: 10.0.0.1⟧}
    `;
    expect(positions(lint({ 'pod.yaml': pod.text }, BASELINE))).toEqual([formatMark(pod.mark)]);
    expect(lint({ 'pod.yaml': pod.text }, { settings: { podSecurityStandard: 'baseline', kubernetesVersion: '1.33' } })).toEqual([]);
  });
});

testRule(rule, {
  valid: [
    { name: 'the setting is unset', yaml: JOB.text },
    {
      name: 'a namespace labelled privileged',
      yaml: `${namespace({ 'pod-security.kubernetes.io/enforce': 'privileged' })}---\n${JOB.text}`,
      config: BASELINE,
    },
  ],
  invalid: [{ name: 'baseline', yaml: JOB.text, config: BASELINE, positions: [HOST_NETWORK] }],
});
