import type { FactsOf, ObjectIndex, ObjectSummary } from '../../src/engine/object-index.js';
import { keptMap } from '../../src/core/kept.js';
import { defineRule } from '../../src/engine/rule.js';
import type { JsonPath, LocatedRange } from '../../src/core/types.js';
import { namespaceOf, podLabelsOf, selectorMatches } from '../../src/k8s/label-selector.js';
import type { ObjectView } from '../../src/k8s/objects.js';
import { isObject, isPlaceholder, own, ownArray, ownObject, ownString, stringMap } from '../../src/k8s/values.js';
import { unitName } from '../../src/kits/apply-units.js';
import { rbacFact, rulesGrantedTo, type BindingFact, type RbacRule, type RoleFact } from '../../src/kits/rbac.js';
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
  return (
    value === undefined ||
    value === null ||
    (isObject(value) && ownArray(value, 'matchExpressions').length === 0 && Object.keys(ownObject(value, 'matchLabels') ?? {}).length === 0)
  );
}

const ID = 'webhook-failure-policy-risk';
const GROUP = 'admissionregistration.k8s.io';

/** A webhook that fails closed with no CA, kept until the unit's controllers and RBAC are known. */
interface MissingCa {
  at?: LocatedRange;
  name: string;
  explicit: string;
  service?: { name: string; namespace: string };
}

interface Fact {
  webhooks?: MissingCa[];
  /** A Service's selector. */
  service?: Record<string, string>;
  /** A workload's pod labels and ServiceAccount. */
  controller?: { serviceAccount: string; labels: Record<string, string> };
  role?: RoleFact;
  binding?: BindingFact;
}

export default defineRule({
  id: ID,
  family: 'crd-ordering',
  level: 'warning',
  scope: 'general',
  summary: 'An admission webhook with failurePolicy Fail has no CA bundle, a timeout above 10s, or also intercepts kube-system.',
  references: [
    'https://kubernetes.io/docs/reference/access-authn-authz/extensible-admission-controllers/',
    'https://cert-manager.io/docs/concepts/ca-injector/',
  ],
  check: {
    object(object, _pods, ctx) {
      if (!isWebhookConfiguration(object)) return;
      const v1beta1 = object.apiVersion.endsWith('/v1beta1');
      for (const { webhook, at, name, explicit } of failingWebhooks(object)) {
        const timeout = own(webhook, 'timeoutSeconds') ?? (v1beta1 ? 30 : undefined);
        if (typeof timeout === 'number' && timeout > MAX_TIMEOUT) {
          ctx.report({
            path: [...at, own(webhook, 'timeoutSeconds') === undefined ? 'name' : 'timeoutSeconds'],
            message:
              `${name} has ${explicit} and timeoutSeconds ${timeout}: a slow or unavailable operator holds every matching request ` +
              `for ${timeout}s before rejecting it; use ${MAX_TIMEOUT} or less.`,
          });
        }

        if (
          interceptsBuiltins(webhook) &&
          isEmptySelector(own(webhook, 'objectSelector')) &&
          ownArray(webhook, 'matchConditions').length === 0
        ) {
          const selector = own(webhook, 'namespaceSelector');
          if (selects(selector, KUBE_SYSTEM_LABELS) === true) {
            ctx.report({
              path: [...at, selector === undefined ? 'name' : 'namespaceSelector'],
              message:
                `${name} has ${explicit} and its namespaceSelector ` +
                `${isEmptySelector(selector) ? 'selects every namespace' : 'does not exclude kube-system'}, so an operator outage also ` +
                `blocks system pods; exclude kube-system and the operator's namespace (key kubernetes.io/metadata.name, operator NotIn).`,
            });
          }
        }
      }
    },
    collect(object, pods, ctx): Fact | undefined {
      if (isWebhookConfiguration(object)) {
        if (injectsCa(object)) return undefined;
        const missing: MissingCa[] = [];
        for (const { webhook, at, name, explicit } of failingWebhooks(object)) {
          const clientConfig = ownObject(webhook, 'clientConfig');
          const ca = own(clientConfig, 'caBundle');
          const hasCa = ca !== undefined && ca !== null && !(typeof ca === 'string' && EMPTY_CA.has(ca.trim()));
          if (hasCa || own(clientConfig, 'url') !== undefined) continue;
          const service = ownObject(clientConfig, 'service');
          const serviceName = ownString(service, 'name');
          const serviceNamespace = ownString(service, 'namespace');
          missing.push({
            at: ctx.anchor([...at, 'clientConfig']),
            name,
            explicit,
            service: serviceName && serviceNamespace ? { name: serviceName, namespace: serviceNamespace } : undefined,
          });
        }
        return missing.length > 0 ? { webhooks: missing } : undefined;
      }
      if (object.group === '' && object.kind === 'Service') {
        const selector = stringMap(own(ownObject(object.value, 'spec'), 'selector'));
        return selector && Object.keys(selector).length > 0 ? { service: selector } : undefined;
      }
      if (object.group === 'apps' && (object.kind === 'Deployment' || object.kind === 'StatefulSet' || object.kind === 'DaemonSet')) {
        const pod = pods()[0];
        const labels = pod && podLabelsOf(pod);
        if (!pod || !labels) return undefined;
        const sa = own(pod.spec, 'serviceAccountName') ?? own(pod.spec, 'serviceAccount') ?? 'default';
        return typeof sa === 'string' && !isPlaceholder(sa) ? { controller: { serviceAccount: sa, labels: keptMap(labels) } } : undefined;
      }
      return rbacFact(object, updatesWebhookConfigurations);
    },
    input(run, ctx) {
      for (const config of [...run.ofKind(GROUP, 'ValidatingWebhookConfiguration'), ...run.ofKind(GROUP, 'MutatingWebhookConfiguration')]) {
        const missing = ctx.facts<Fact>(config)?.webhooks;
        if (!missing) continue;
        const unit = run.unitOf(config);
        for (const w of missing) {
          if (w.service && writesOwnCa(run, unit, w.service, config.kind, ctx.facts)) continue;
          ctx.report({
            object: config,
            range: w.at,
            message:
              `${w.name} has ${w.explicit} but no clientConfig.caBundle, no cert-manager.io/inject-ca-from annotation, and ` +
              `no controller in its ${unitName(config)} allowed to write the CA into ${config.kind}s: until a CA is injected the API ` +
              `server cannot verify the webhook and rejects every request it matches; inject the CA with cert-manager or set caBundle.`,
          });
        }
      }
    },
  },
});

/** The webhooks of a configuration that fail closed (failurePolicy Fail, explicit or defaulted by v1). */
interface FailingWebhook {
  webhook: Record<string, unknown>;
  at: JsonPath;
  name: string;
  explicit: string;
}

function* failingWebhooks(object: ObjectView): Generator<FailingWebhook> {
  const v1beta1 = object.apiVersion.endsWith('/v1beta1');
  const webhooks = ownArray(object.value, 'webhooks');
  for (let i = 0; i < webhooks.length; i++) {
    const webhook = webhooks[i];
    if (!isObject(webhook)) continue;
    const policy = own(webhook, 'failurePolicy') ?? (v1beta1 ? 'Ignore' : 'Fail');
    if (policy !== 'Fail') continue;
    const explicit = own(webhook, 'failurePolicy') === 'Fail' ? 'failurePolicy Fail' : 'failurePolicy Fail (the default)';
    const raw = own(webhook, 'name');
    yield {
      webhook,
      at: [...object.path, 'webhooks', i],
      name: typeof raw === 'string' ? `webhook "${raw}"` : `webhook ` + `#${i + 1}`,
      explicit,
    };
  }
}

function isWebhookConfiguration(object: Pick<ObjectView, 'group' | 'kind'>): boolean {
  return object.group === GROUP && (object.kind === 'ValidatingWebhookConfiguration' || object.kind === 'MutatingWebhookConfiguration');
}

function injectsCa(object: ObjectView): boolean {
  return CA_INJECTION_ANNOTATIONS.some((a) => {
    const value = object.annotations[a];
    return value !== undefined && value !== '' && value !== 'false';
  });
}

/** A role rule that may update or patch webhook configurations, as a controller that rotates its own CA needs. */
function updatesWebhookConfigurations(rule: RbacRule): boolean {
  return (
    rule.verbs.some((v) => v === 'update' || v === 'patch' || v === '*') &&
    rule.groups.some((g) => g === GROUP || g === '*') &&
    rule.resources.some((r) => r === '*' || r === 'validatingwebhookconfigurations' || r === 'mutatingwebhookconfigurations')
  );
}

/**
 * Whether a workload of the unit behind the webhook's Service runs as a ServiceAccount that the
 * unit's bindings allow to update this kind of configuration: a controller that writes its own
 * caBundle (self-rotating certificates, istiod's injector).
 */
function writesOwnCa(
  run: ObjectIndex,
  unit: ObjectIndex,
  service: { name: string; namespace: string },
  kind: string,
  factsOf: FactsOf,
): boolean {
  const resource = `${kind.toLowerCase()}s`;
  const facts = (s: ObjectSummary) => factsOf<Fact>(s);
  for (const svc of unit.get('', 'Service', service.namespace, service.name)) {
    const selector = facts(svc)?.service;
    if (!selector) continue;
    for (const o of unit.objects) {
      const controller = facts(o)?.controller;
      if (!controller || namespaceOf(o) !== service.namespace) continue;
      if (!selectorMatches({ matchLabels: selector }, controller.labels, { emptySelectsAll: false })) continue;
      const granted = rulesGrantedTo(run, unit, facts, controller.serviceAccount, service.namespace);
      const writes = (r: RbacRule) => updatesWebhookConfigurations(r) && (r.resources.includes('*') || r.resources.includes(resource));
      if (granted.some(writes)) return true;
    }
  }
  return false;
}
