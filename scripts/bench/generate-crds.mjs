// A deterministic synthetic corpus of large CRDs and operator installs, shaped like the
// controller-gen output of GPU operators and schedulers (KubeRay, LWS, Kueue, JobSet, KServe):
// deep openAPIV3Schema trees whose descriptions are wrapped plain scalars over several lines,
// `|-` blocks and quoted strings, with enums, patterns, int-or-string and CEL validations. Every
// file holds scalars over several lines, which the js-yaml reader leaves to the next one.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

let seed = 7;
function rand(n) {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  // The high bits: the low ones of this generator repeat with a short period.
  return (seed >>> 12) % n;
}
const pick = (list) => list[rand(list.length)];

const WORDS = (
  'the of a to is for and be in this field that it by or if not are when set with must pod node container ' +
  'resource value name default used specifies defines which will may can should from an as on only each list of keys ' +
  'controller replica worker leader group template policy selector label annotation volume claim scheduling gpu'
).split(' ');
const FIELDS = [
  'replicas',
  'template',
  'selector',
  'workers',
  'leader',
  'rollout',
  'scheduling',
  'resources',
  'limits',
  'requests',
  'tolerations',
  'affinity',
  'volumes',
  'claims',
  'priority',
  'timeout',
  'strategy',
  'startup',
  'readiness',
  'metrics',
  'autoscaling',
  'network',
  'storage',
  'runtime',
];

function words(n) {
  const out = [];
  for (let i = 0; i < n; i++) out.push(pick(WORDS));
  out[0] = out[0][0].toUpperCase() + out[0].slice(1);
  return `${out.join(' ')}.`;
}

/** Wraps at about 80 columns as go-yaml v2 writes long plain scalars: continuation lines indented by two. */
function wrapped(text, indent) {
  const lines = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && indent + line.length + word.length > 78) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  lines.push(line);
  return lines.join(`\n${' '.repeat(indent + 2)}`);
}

function description(indent) {
  const pad = ' '.repeat(indent);
  switch (rand(6)) {
    case 0:
      return `${pad}description: ${words(3 + rand(5))}\n`;
    case 1:
    case 2:
      return `${pad}description: ${wrapped(words(12 + rand(30)), indent)}\n`;
    case 3:
      return `${pad}description: '${wrapped(`Optional: ${words(10 + rand(20))}`, indent)}'\n`;
    default:
      return `${pad}description: |-\n${Array.from({ length: 2 + rand(5) }, () => `${pad}  ${words(6 + rand(8))}`).join('\n')}\n`;
  }
}

const QUANTITY = '^(\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$';

function leaf(indent) {
  const pad = ' '.repeat(indent);
  switch (rand(7)) {
    case 0:
      return `${description(indent)}${pad}format: int32\n${pad}type: integer\n`;
    case 1:
      return `${description(indent)}${pad}type: boolean\n`;
    case 2:
      return `${pad}anyOf:\n${pad}- type: integer\n${pad}- type: string\n${description(indent)}${pad}pattern: ${QUANTITY}\n${pad}x-kubernetes-int-or-string: true\n`;
    case 3:
      return `${description(indent)}${pad}enum:\n${pad}- Always\n${pad}- Never\n${pad}- IfNotPresent\n${pad}type: string\n`;
    case 4:
      return `${description(indent)}${pad}type: string\n${pad}x-kubernetes-validations:\n${pad}- message: ${wrapped(`the value must be either 'ray.io/kuberay-operator' or 'kueue.x-k8s.io/multikueue' ${words(4)}`, indent + 2)}\n${pad}  rule: self in ['ray.io/kuberay-operator', 'kueue.x-k8s.io/multikueue']\n`;
    case 5:
      return `${pad}additionalProperties:\n${pad}  type: string\n${description(indent)}${pad}type: object\n`;
    default:
      return `${description(indent)}${pad}maxLength: 253\n${pad}pattern: ^[a-z0-9]([-a-z0-9]*[a-z0-9])?$\n${pad}type: string\n`;
  }
}

/** An object schema of about `width ** depth` leaves; lists of objects now and then. */
function object(indent, depth, width) {
  const pad = ' '.repeat(indent);
  let out = `${description(indent)}${pad}properties:\n`;
  const names = new Set();
  while (names.size < width) names.add(`${pick(FIELDS)}${names.size}`);
  for (const name of [...names].sort()) {
    out += `${pad}  ${name}:\n`;
    if (depth > 0 && rand(3) !== 0) {
      if (rand(4) === 0)
        out += `${description(indent + 4)}${pad}    items:\n${object(indent + 6, depth - 1, width)}${pad}    type: array\n${pad}    x-kubernetes-list-type: atomic\n`;
      else out += object(indent + 4, depth - 1, width);
    } else out += leaf(indent + 4);
  }
  return `${out}${pad}required:\n${pad}- ${[...names][0]}\n${pad}type: object\n`;
}

function crd(i, depth, width) {
  const kind = `Model${i}Set`;
  const plural = `model${i}sets`;
  const version = (name) => `  - name: ${name}
    schema:
      openAPIV3Schema:
${object(8, depth, width)}    served: true
    storage: ${name === 'v1'}
    subresources:
      status: {}
`;
  return `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  annotations:
    controller-gen.kubebuilder.io/version: v0.17.2
  name: ${plural}.serving.example.com
spec:
  group: serving.example.com
  names:
    kind: ${kind}
    listKind: ${kind}List
    plural: ${plural}
    singular: model${i}set
  scope: Namespaced
  versions:
${version('v1alpha1')}${version('v1')}`;
}

function controller(i) {
  return `apiVersion: apps/v1
kind: Deployment
metadata:
  name: operator-${i}-controller-manager
  namespace: operator-${i}-system
spec:
  replicas: 1
  selector:
    matchLabels:
      control-plane: controller-manager
  template:
    metadata:
      labels:
        control-plane: controller-manager
    spec:
      containers:
      - args:
        - --leader-elect
        - --health-probe-bind-address=:8081
        image: registry.example.com/operator-${i}:v1.${i}.0
        name: manager
        resources:
          limits:
            cpu: 500m
            memory: 512Mi
          requests:
            cpu: 10m
            memory: 64Mi
        securityContext:
          allowPrivilegeEscalation: false
      serviceAccountName: operator-${i}-controller-manager
`;
}

/** `files` files: single CRDs of 0.2 to 2.5 MB, and every fourth an install (three CRDs and their controller). */
export function generateCrds(dir, files = 12) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  seed = 7;
  let bytes = 0;
  let documents = 0;
  for (let i = 0; i < files; i++) {
    const docs = i % 4 === 3 ? [crd(i, 3, 6), crd(i + 100, 3, 5), crd(i + 200, 3, 7), controller(i)] : [crd(i, 4, 4 + (i % 3))];
    const text = `---\n${docs.join('---\n')}`;
    writeFileSync(join(dir, `crds-${String(i).padStart(3, '0')}.yaml`), text);
    bytes += text.length;
    documents += docs.length;
  }
  return { files, documents, bytes };
}
