import { defineRule } from '../../src/engine/rule.js';
import type { RelatedLocation } from '../../src/core/types.js';
import { controlName, violates } from '../../src/k8s/pod-security.js';
import {
  ADMISSION_MODES,
  collectPodSecurity,
  NamespacePolicies,
  podSecurityPassComplete,
  rejectionText,
  sourceText,
  type AdmissionMode,
  type ModePolicy,
  type NamespacePolicy,
  type PodSecurityFacts,
  type ViolationKind,
} from '../../src/kits/pod-security.js';

const ID = 'pod-security-admission';

/** `baseline`, `baseline:v1.25`: the level and pinned version as the admission controller names them. */
function levelText(p: ModePolicy): string {
  return p.pinned ? `${p.level}:${p.pinned}` : p.level;
}

const VERB: Record<AdmissionMode, string> = { enforce: 'enforces', warn: 'warns on', audit: 'audits' };

/** `namespace "ml" enforces baseline (label ... on Namespace "ml" in ns.yaml)`; modes of one level and source share the words. */
function modesText(policy: NamespacePolicy, modes: AdmissionMode[]): string {
  const parts = modes.map((m) => {
    const p = policy.modes[m]!;
    return `${VERB[m]} ${levelText(p)} (${sourceText(p.source)})`;
  });
  return `namespace "${policy.namespace}" ${parts.join(' and ')}`;
}

/** The least change that passes; for what only a privileged namespace admits, that namespace as the way out. */
function fixText(v: ViolationKind, enforced: boolean): string {
  if (!enforced || v.level !== 'baseline') return v.fix;
  if (v.need)
    return (
      `${v.need.why}: if the pods need it, this namespace must be privileged for ${v.need.use}: label it privileged and ` +
      `restrict who can deploy there; otherwise ${v.fix}`
    );
  return `${v.fix}, or, if the pods need it, label the namespace privileged and restrict who can deploy there`;
}

export default defineRule({
  id: ID,
  family: 'network-security',
  level: 'error',
  scope: 'general',
  summary:
    'A pod spec violates the Pod Security Standard its namespace enforces (or warns on, or audits), so the API server rejects its pods.',
  references: [
    'https://kubernetes.io/docs/concepts/security/pod-security-standards/',
    'https://kubernetes.io/docs/concepts/security/pod-security-admission/',
    'https://kubernetes.io/docs/tasks/configure-pod-container/enforce-standards-namespace-labels/',
  ],
  check: {
    collect: (object, pods, ctx) => collectPodSecurity(object, pods, ctx),
    input(run, ctx) {
      if (!podSecurityPassComplete(run, ctx.run)) return;
      const policies = new NamespacePolicies(run, ctx.facts, ctx.settings.kubernetesVersion);
      for (const object of run.objects) {
        const facts = ctx.facts<PodSecurityFacts>(object);
        if (facts?.type !== 'workload') continue;
        const policy = policies.of(object, facts);
        // Privileged in every mode (the Kubernetes default for unlabelled namespaces): nothing to check.
        if (!policy || policy.exempt || ADMISSION_MODES.every((m) => (policy.modes[m]?.level ?? 'privileged') === 'privileged')) continue;
        const reported = new Set<string>();
        for (const v of facts.violations) {
          const by = ADMISSION_MODES.filter((m) => {
            const p = policy.modes[m];
            return p !== undefined && p.level !== 'privileged' && violates(v.kind, p.level, p.version);
          });
          if (by.length === 0) continue;
          // Two checks of one field for different versions (a /proc mount) are one finding.
          const key = `${v.kind.control}\u0000${JSON.stringify(v.at?.path ?? [])}`;
          if (reported.has(key)) continue;
          reported.add(key);
          const enforced = by.includes('enforce');
          const modes: AdmissionMode[] = enforced ? ['enforce'] : by;
          const level = policy.modes[modes[0]!]!.level;
          const consequence = enforced
            ? rejectionText(object)
            : modes.length === 2
              ? 'so the API server admits the pods but warns on every apply and records the violation in the audit log'
              : modes[0] === 'warn'
                ? 'so the API server admits the pods but warns on every apply'
                : 'so the API server admits the pods and records the violation in the audit log';
          const related: RelatedLocation[] = [];
          for (const m of modes) {
            const source = policy.modes[m]!.source;
            if (source.kind === 'label' && source.at)
              related.push({
                file: source.at.file ?? source.namespace.file,
                range: source.at,
                message: `Namespace "${policy.namespace}" sets ${source.label}: ${source.namespace.labels[source.label] ?? ''}.`,
              });
          }
          ctx.report({
            object,
            ...(v.at ? { range: v.at } : {}),
            level: enforced ? 'error' : 'warning',
            message:
              `${v.subject} ${v.kind.does} (control "${controlName(v.kind.control)}"), which Pod Security level "${level}" forbids: ` +
              `${modesText(policy, modes)}, ${consequence}; ${fixText(v.kind, enforced)}.`,
            ...(related.length ? { related } : {}),
          });
        }
      }
    },
  },
});
