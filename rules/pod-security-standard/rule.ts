import { defineRule } from '../../src/engine/rule.js';
import { controlName, violates } from '../../src/k8s/pod-security.js';
import {
  ADMISSION_MODES,
  clusterMinor,
  collectPodSecurity,
  namespaceOfObject,
  NamespacePolicies,
  podSecurityPassComplete,
  type NamespacePolicy,
  type PodSecurityFacts,
  type ViolationFact,
} from '../../src/kits/pod-security.js';

const ID = 'pod-security-standard';
const ADMISSION = 'pod-security-admission';

/** Whether pod-security-admission reports this violation already (the admission controller's defaults apply to the namespace). */
function admissionReports(v: ViolationFact, policy: NamespacePolicy): boolean {
  return ADMISSION_MODES.some((m) => {
    const p = policy.modes[m];
    return p !== undefined && p.level !== 'privileged' && violates(v.kind, p.level, p.version);
  });
}

export default defineRule({
  id: ID,
  family: 'network-security',
  level: 'warning',
  scope: 'general',
  summary:
    'With settings.podSecurityStandard set, a pod spec in a namespace without a Pod Security label violates that Pod Security level.',
  references: [
    'https://kubernetes.io/docs/concepts/security/pod-security-standards/',
    'https://kubernetes.io/docs/concepts/security/pod-security-admission/',
  ],
  check: {
    collect: (object, pods, ctx) => (ctx.settings.podSecurityStandard ? collectPodSecurity(object, pods, ctx) : undefined),
    input(run, ctx) {
      const level = ctx.settings.podSecurityStandard;
      if (!level || !podSecurityPassComplete(run, ctx.run)) return;
      const version = clusterMinor(ctx.settings.kubernetesVersion);
      const policies = new NamespacePolicies(run, ctx.facts, ctx.settings.kubernetesVersion);
      for (const object of run.objects) {
        const facts = ctx.facts<PodSecurityFacts>(object);
        if (facts?.type !== 'workload') continue;
        const policy = policies.of(object, facts);
        // Unknown namespace or labels (a stand-in name, two Namespaces of the name that differ): say nothing.
        // A labelled namespace is pod-security-admission's; its exemptions hold for the standard too.
        if (!policy || policy.labelled || policy.exempt) continue;
        const admission = ctx.ruleActive(ADMISSION, object.file);
        const where = `the pods of namespace "${namespaceOfObject(object)}", which has no Pod Security label,`;
        for (const v of facts.violations) {
          if (!violates(v.kind, level, version)) continue;
          if (admission && admissionReports(v, policy)) continue;
          const need = v.kind.need ? ` (${v.kind.need.why}: pods that need it belong in a namespace labelled privileged)` : '';
          ctx.report({
            object,
            ...(v.at ? { range: v.at } : {}),
            message:
              `${v.subject} ${v.kind.does} (control "${controlName(v.kind.control)}"), which Pod Security level "${level}" forbids: ` +
              `settings.podSecurityStandard checks ${where} against ${level}; ${v.kind.fix}${need}.`,
          });
        }
      }
    },
  },
});
