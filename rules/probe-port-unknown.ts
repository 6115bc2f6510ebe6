import { closest } from '../src/config/suggest.js';
import { defineRule } from '../src/engine/rule.js';
import { completedByOperator } from '../src/k8s/probes.js';
import { containerLabel } from '../src/k8s/naming.js';
import type { ContainerView } from '../src/k8s/pods.js';
import { isObject, isPlaceholder, own } from '../src/k8s/values.js';

const PROBES = ['startupProbe', 'readinessProbe', 'livenessProbe'] as const;
type ProbeKey = (typeof PROBES)[number];
const HANDLERS = ['httpGet', 'tcpSocket', 'grpc'] as const;

/** What kubelet does when it cannot resolve a probe's named port: the probe errors, and errors are thrown away. */
const UNRESOLVED: Record<ProbeKey, string> = {
  startupProbe: 'the startupProbe never succeeds: the container never counts as started and never becomes Ready',
  readinessProbe: 'the readinessProbe never succeeds and the pod never becomes Ready',
  livenessProbe: 'the livenessProbe never reports a failure and a hung container is never restarted',
};

interface Ports {
  /** name -> containerPort, for the entries that can be read. */
  names: Map<string, unknown>;
  numbers: Set<number>;
  /** Some entry's name or number is a placeholder or not readable: a miss proves nothing. */
  unknownNames: boolean;
  unknownNumbers: boolean;
  count: number;
}

/** The container's declared ports; undefined when `ports` is not a list (a placeholder). */
function portsOf(c: ContainerView): Ports | undefined {
  const raw = own(c.value, 'ports');
  const out: Ports = { names: new Map(), numbers: new Set(), unknownNames: false, unknownNumbers: false, count: 0 };
  if (raw === undefined || raw === null) return out;
  if (!Array.isArray(raw)) return undefined;
  for (const entry of raw) {
    out.count++;
    if (!isObject(entry)) {
      out.unknownNames = out.unknownNumbers = true;
      continue;
    }
    const name = own(entry, 'name');
    const number = own(entry, 'containerPort');
    if (typeof name === 'string' && !isPlaceholder(name)) out.names.set(name, number);
    else if (name !== undefined && name !== null) out.unknownNames = true;
    if (typeof number === 'number') out.numbers.add(number);
    else out.unknownNumbers = true;
  }
  return out;
}

function listPorts(ports: Ports): string {
  const names = [...ports.names].map(([name, number]) => `"${name}"${typeof number === 'number' ? ` ${number}` : ''}`);
  return names.length ? `its named ports: ${names.join(', ')}` : ports.count ? 'it declares no named port' : 'it declares no ports';
}

const EXAMPLE = (port: string) => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: tgi-mixtral
spec:
  selector:
    matchLabels:
      app: tgi-mixtral
  template:
    metadata:
      labels:
        app: tgi-mixtral
    spec:
      containers:
        - name: tgi
          image: ghcr.io/huggingface/text-generation-inference:2.4.0
          args: ["--model-id", "mistralai/Mixtral-8x7B-Instruct-v0.1", "--num-shard", "2"]
          ports:
            - name: http
              containerPort: 80
          readinessProbe:
            httpGet:
              path: /health
              port: ${port}
            timeoutSeconds: 5
          resources:
            limits:
              nvidia.com/gpu: 2
`;

export default defineRule({
  id: 'probe-port-unknown',
  family: 'probes',
  level: 'error',
  scope: 'ai',
  summary: "A probe's port is not one of the container's ports.",
  description:
    "Triggers for an `httpGet`, `tcpSocket` or `grpc` probe (startup, readiness or liveness) of any app container or native sidecar of an AI workload. A named `port` that is not the `name` of one of the container's own `ports` is an error: kubelet resolves probe port names only in the probed container. A numeric `port` that is not the `containerPort` of one of the container's `ports` is a note, and only when the container declares ports at all (declaring them is optional). The finding points at the `port` field and suggests a close declared name. Silent when the probe sets `host` (it checks another address), when the port or the `ports` list is a placeholder or of the wrong type (a quoted number such as `\"8000\"` or a named gRPC port is a schema error, not this rule), when an entry of `ports` has a placeholder name or number, and for KServe `predictor.model` containers and LLMInferenceService templates, whose operator merges in a container (and ports) of its own.",
  rationale:
    "kubelet looks a named probe port up in the container's `ports`. When the name is not there, the probe errors on every run, and kubelet throws errored results away instead of counting them as failures: a readinessProbe never succeeds, so the pod never becomes Ready and never receives traffic; a startupProbe never succeeds, so the container never counts as started; a livenessProbe never fails, so the check is silently off. The API server accepts such a manifest, and the problem only shows as a pod stuck at 0/1 Ready (or, for liveness, never shows at all). A numeric port that is not declared is often fine (declaring ports is informational), but next to a declared port it is usually a typo or a port the server was moved away from.",
  remediation:
    "Use a name from the container's `ports`, or the port number the server listens on:\n\n```yaml\nports:\n  - name: http\n    containerPort: 80\nreadinessProbe:\n  httpGet:\n    path: /health\n    port: http\n```",
  references: ['https://kubernetes.io/docs/reference/kubernetes-api/workload-resources/pod-v1/#Probe'],
  examples: {
    invalid: [
      { title: 'a named port with a typo', yaml: EXAMPLE('htpp'), lines: [24] },
      { title: 'a numeric port next to a different declared one (a note)', yaml: EXAMPLE('8080'), lines: [24] },
    ],
    valid: [
      { title: 'the declared name', yaml: EXAMPLE('http') },
      { title: 'the declared number', yaml: EXAMPLE('80') },
    ],
  },
  check: {
    podSpec(pod, ctx) {
      for (const c of pod.containers) {
        if ((c.kind !== 'container' && c.kind !== 'sidecar') || completedByOperator(pod, c)) continue;
        const ports = portsOf(c);
        if (!ports) continue;
        const who = containerLabel(pod, c, c.kind === 'sidecar' ? 'sidecar container' : 'container');
        for (const key of PROBES) {
          const probe = own(c.value, key);
          if (!isObject(probe)) continue;
          for (const handler of HANDLERS) {
            const action = own(probe, handler);
            if (!isObject(action)) continue;
            const host = own(action, 'host');
            if (host !== undefined && host !== null && host !== '') continue;
            const port = own(action, 'port');
            const path = [...c.path, key, handler, 'port'];
            if (typeof port === 'string') {
              if (handler === 'grpc' || isPlaceholder(port) || /^\d+$/.test(port.trim())) continue;
              if (ports.names.has(port) || ports.unknownNames) continue;
              const suggestion = closest(port, [...ports.names.keys()]);
              const elsewhere = pod.containers.find((o) => o !== c && portsOf(o)?.names.has(port));
              const note = elsewhere ? ` (${containerLabel(pod, elsewhere)} declares it, but kubelet looks a probe's port name up only in the probed container)` : '';
              const fix = suggestion ? `did you mean "${suggestion}"?` : "declare it in the container's ports or use the port number.";
              ctx.report({
                path,
                message: `The ${key} of ${who} uses the named port "${port}", which is not among the container's ports (${listPorts(ports)})${note}: kubelet cannot resolve it, so ${UNRESOLVED[key]}; ${fix}`,
              });
            } else if (typeof port === 'number' && Number.isInteger(port)) {
              if (ports.count === 0 || ports.numbers.has(port) || ports.unknownNumbers) continue;
              const declared = [...ports.numbers].join(', ');
              const owner = pod.containers.find((o) => o !== c && portsOf(o)?.numbers.has(port));
              const ownerNote = owner ? `; ${containerLabel(pod, owner)} declares it, so this probe checks that container, not this one` : '';
              ctx.report({
                path,
                level: 'note',
                message: `The ${key} of ${who} checks port ${port}, which is not among the container's declared ports (${declared})${ownerNote}; if the server listens on ${port}, declare it, otherwise fix the probe (a wrong port fails every check).`,
              });
            }
          }
        }
      }
    },
  },
});
