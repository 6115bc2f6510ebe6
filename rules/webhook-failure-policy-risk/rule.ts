import { defineRule } from '../../src/engine/rule.js';
import { isObject, isPlaceholder, own, ownArray, ownObject } from '../../src/k8s/values.js';
import { BUILTIN_GROUPS } from '../../src/k8s/api-groups.js';

/** Annotations that make a controller write `caBundle` into every webhook of the object. */
const CA_INJECTION_ANNOTATIONS = [
  'cert-manager.io/inject-ca-from',
  'cert-manager.io/inject-ca-from-secret',
  'cert-manager.io/inject-apiserver-ca',
  'certmanager.k8s.io/inject-ca-from', // cert-manager before 0.11
  'service.beta.openshift.io/inject-cabundle', // OpenShift service CA operator
];

/** `Cg==` (a base64 newline) is the placeholder kubebuilder scaffolds used to ship. */
const EMPTY_CA = new Set(['', 'Cg==']);

/** The labels every kube-system namespace carries (NamespaceDefaultLabelName, Kubernetes 1.21+). */
const KUBE_SYSTEM_LABELS: Record<string, string> = { 'kubernetes.io/metadata.name': 'kube-system' };

const MAX_TIMEOUT = 10;

/** Whether a label selector selects these labels; undefined when it cannot be read (templates, typos). */
function selects(selector: unknown, labels: Record<string, string>): boolean | undefined {
  if (selector === undefined || selector === null) return true;
  if (!isObject(selector)) return undefined;
  const matchLabels = own(selector, 'matchLabels');
  if (matchLabels !== undefined && matchLabels !== null) {
    if (!isObject(matchLabels)) return undefined;
    for (const [k, v] of Object.entries(matchLabels)) {
      if (typeof v !== 'string' || isPlaceholder(v) || isPlaceholder(k)) return undefined;
      if (labels[k] !== v) return false;
    }
  }
  const expressions = own(selector, 'matchExpressions');
  if (expressions !== undefined && expressions !== null && !Array.isArray(expressions)) return undefined;
  for (const e of ownArray(selector, 'matchExpressions')) {
    const key = own(e, 'key');
    const operator = own(e, 'operator');
    const values = ownArray(e, 'values');
    if (typeof key !== 'string' || isPlaceholder(key) || values.some((v) => typeof v !== 'string' || isPlaceholder(v))) return undefined;
    const has = Object.prototype.hasOwnProperty.call(labels, key);
    const value = labels[key];
    let ok: boolean;
    if (operator === 'In') ok = has && values.includes(value);
    else if (operator === 'NotIn') ok = !has || !values.includes(value);
    else if (operator === 'Exists') ok = has;
    else if (operator === 'DoesNotExist') ok = !has;
    else return undefined;
    if (!ok) return false;
  }
  return true;
}

/** The webhook intercepts namespaced built-in resources (Pods, Deployments, ...) or every group. */
function interceptsBuiltins(webhook: unknown): boolean {
  return ownArray(webhook, 'rules').some((rule) => {
    if (own(rule, 'scope') === 'Cluster') return false;
    return ownArray(rule, 'apiGroups').some((g) => g === '*' || (typeof g === 'string' && BUILTIN_GROUPS.has(g)));
  });
}

function isEmptySelector(value: unknown): boolean {
  return value === undefined || value === null ||
    (isObject(value) && ownArray(value, 'matchExpressions').length === 0 && Object.keys(ownObject(value, 'matchLabels') ?? {})
      .length === 0);
}

export default defineRule({
  id: 'webhook-failure-policy-risk',
  family: 'crd-ordering',
  level: 'warning',
  scope: 'general',
  summary: 'An admission webhook with failurePolicy Fail has no CA bundle, a timeout above 10s, or also intercepts kube-system.',
  references: [
    'https://kubernetes.io/docs/reference/access-authn-authz/extensible-admission-controllers/',
    'https://cert-manager.io/docs/concepts/ca-injector/'],
  check: {
    object(object, _pods, ctx) {
      if (object.group !== 'admissionregistration.k8s.io' ||
        (object.kind !== 'ValidatingWebhookConfiguration' && object.kind !== 'MutatingWebhookConfiguration')) return;
      const v1beta1 = object.apiVersion.endsWith('/v1beta1');
      const injected =
        CA_INJECTION_ANNOTATIONS.some(
          (a) => object.annotations[a] !== undefined && object.annotations[a] !== '' && object.annotations[a] !== 'false');
      ownArray(object.value, 'webhooks').forEach((webhook, i) => {
        if (!isObject(webhook)) return;
        const at = [...object.path, 'webhooks', i];
        const policy = own(webhook, 'failurePolicy') ?? (v1beta1 ? 'Ignore' : 'Fail');
        if (policy !== 'Fail') return;
        const explicit = own(webhook, 'failurePolicy') === 'Fail' ? 'failurePolicy Fail' : 'failurePolicy Fail (the default)';
        const raw = own(webhook, 'name');
        const name = typeof raw === 'string' ? `webhook "${raw}"` : `webhook #${i + 1}`;

        const clientConfig = ownObject(webhook, 'clientConfig');
        const ca = own(clientConfig, 'caBundle');
        const hasCa = ca !== undefined && ca !== null && !(typeof ca === 'string' && EMPTY_CA.has(ca.trim()));
        if (!injected && !hasCa && own(clientConfig, 'url') === undefined) {
          ctx.report({
            path: [...at, 'clientConfig'],
            message: `${name} has ${explicit} but no clientConfig.caBundle and no cert-manager.io/inject-ca-from annotation: until a CA ` +
              `is injected the API server cannot verify the webhook and rejects every request it matches; inject the CA with ` +
              `cert-manager or set caBundle.`,
          });
        }

        const timeout = own(webhook, 'timeoutSeconds') ?? (v1beta1 ? 30 : undefined);
        if (typeof timeout === 'number' && timeout > MAX_TIMEOUT) {
          ctx.report({
            path: [...at, own(webhook, 'timeoutSeconds') === undefined ? 'name' : 'timeoutSeconds'],
            message: `${name} has ${explicit} and timeoutSeconds ${timeout}: a slow or unavailable operator holds every matching request ` +
              `for ${timeout}s before rejecting it; use ${MAX_TIMEOUT} or less.`,
          });
        }

        if (interceptsBuiltins(webhook) && isEmptySelector(own(webhook, 'objectSelector')) && ownArray(webhook, 'matchConditions')
          .length === 0) {
          const selector = own(webhook, 'namespaceSelector');
          if (selects(selector, KUBE_SYSTEM_LABELS) === true) {
            ctx.report({
              path: [...at, selector === undefined ? 'name' : 'namespaceSelector'],
              message: `${name} has ${explicit} and its namespaceSelector ` +
                `${isEmptySelector(selector) ? 'selects every namespace' : 'does not exclude kube-system'}, so an operator outage also ` +
                `blocks system pods; exclude kube-system and the operator's namespace (key kubernetes.io/metadata.name, operator NotIn).`,
            });
          }
        }
      });
    },
  },
});
