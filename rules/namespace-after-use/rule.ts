import type { ObjectSummary } from '../../src/engine/object-index.js';
import { defineRule } from '../../src/engine/rule.js';
import { isPlaceholder } from '../../src/k8s/values.js';
import { crdFact, crdKey, describeObject } from '../../src/k8s/api-groups.js';
import { unitName } from '../../src/kits/apply-units.js';
import { crdsOfInput, plainRange, where } from '../../src/kits/crds.js';

const ID = 'namespace-after-use';

/**
 * Built-in cluster-scoped kinds (`kubectl api-resources --namespaced=false`, Kubernetes 1.34):
 * kubectl ignores a `metadata.namespace` on them, so they never wait for a Namespace.
 */
const CLUSTER_SCOPED = new Set([
  '/Namespace',
  '/Node',
  '/PersistentVolume',
  '/ComponentStatus',
  'admissionregistration.k8s.io/MutatingWebhookConfiguration',
  'admissionregistration.k8s.io/ValidatingWebhookConfiguration',
  'admissionregistration.k8s.io/ValidatingAdmissionPolicy',
  'admissionregistration.k8s.io/ValidatingAdmissionPolicyBinding',
  'admissionregistration.k8s.io/MutatingAdmissionPolicy',
  'admissionregistration.k8s.io/MutatingAdmissionPolicyBinding',
  'apiextensions.k8s.io/CustomResourceDefinition',
  'apiregistration.k8s.io/APIService',
  'certificates.k8s.io/CertificateSigningRequest',
  'certificates.k8s.io/ClusterTrustBundle',
  'flowcontrol.apiserver.k8s.io/FlowSchema',
  'flowcontrol.apiserver.k8s.io/PriorityLevelConfiguration',
  'internal.apiserver.k8s.io/StorageVersion',
  'networking.k8s.io/IngressClass',
  'networking.k8s.io/IPAddress',
  'networking.k8s.io/ServiceCIDR',
  'node.k8s.io/RuntimeClass',
  'policy/PodSecurityPolicy',
  'extensions/PodSecurityPolicy',
  'rbac.authorization.k8s.io/ClusterRole',
  'rbac.authorization.k8s.io/ClusterRoleBinding',
  'resource.k8s.io/DeviceClass',
  'resource.k8s.io/ResourceSlice',
  'resource.k8s.io/DeviceTaintRule',
  'scheduling.k8s.io/PriorityClass',
  'storage.k8s.io/StorageClass',
  'storage.k8s.io/CSIDriver',
  'storage.k8s.io/CSINode',
  'storage.k8s.io/VolumeAttachment',
  'storage.k8s.io/VolumeAttributesClass',
  'storagemigration.k8s.io/StorageVersionMigration',
]);

export default defineRule({
  id: ID,
  family: 'crd-ordering',
  level: 'warning',
  scope: 'general',
  summary: 'An object in namespace N comes before the Namespace N that the input creates.',
  references: ['docs/apply-order.md'],
  check: {
    collect(object) {
      return crdFact(object);
    },
    input(run, ctx) {
      // Only a Namespace applied with the object orders it (RULES.md "Apply unit").
      for (const index of run.unitIndexes()) {
        const namespaces = new Map<string, ObjectSummary>();
        for (const ns of index.ofKind('', 'Namespace')) if (ns.name && !namespaces.has(ns.name)) namespaces.set(ns.name, ns);
        if (namespaces.size === 0) continue;
        const crds = crdsOfInput(index, ctx.facts);
        for (const o of index.objects) {
          const n = o.namespace;
          if (n === undefined || isPlaceholder(n)) continue;
          const ns = namespaces.get(n);
          if (!ns || ns.order < o.order) continue;
          if (CLUSTER_SCOPED.has(`${o.group}/${o.kind}`)) continue;
          if (crds.get(crdKey(o.group, o.kind))?.some((c) => c.fact.scope === 'Cluster')) continue;
          ctx.report({
            object: o,
            message:
              `${describeObject(o)} is in namespace "${n}", which the Namespace at ${where(ns, o)} (same ${unitName(o)}) ` +
              `creates only later, so kubectl fails with namespaces "${n}" not found: apply the Namespace first.`,
            related: [
              {
                file: ns.file,
                range: plainRange(ns.range),
                message: `The Namespace ${n} is created here, after the ` + `objects that use it.`,
              },
            ],
          });
        }
      }
    },
  },
});
