import { closest } from '../../src/config/suggest.js';
import { defineRule } from '../../src/engine/rule.js';
import { completedByOperator } from '../../src/k8s/probes.js';
import { containerLabel } from '../../src/k8s/naming.js';
import { fieldPath, type ContainerView } from '../../src/k8s/pods.js';
import { isObject, isPlaceholder, own } from '../../src/k8s/values.js';

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

export default defineRule({
  id: 'probe-port-unknown',
  family: 'probes',
  level: 'error',
  scope: 'ai',
  summary: "A probe's port is not one of the container's ports.",
  references: ['https://kubernetes.io/docs/reference/kubernetes-api/workload-resources/pod-v1/#Probe'],
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
            const path = fieldPath(c, key, handler, 'port');
            if (typeof port === 'string') {
              if (handler === 'grpc' || isPlaceholder(port) || /^\d+$/.test(port.trim())) continue;
              if (ports.names.has(port) || ports.unknownNames) continue;
              const suggestion = closest(port, [...ports.names.keys()]);
              const elsewhere = pod.containers.find((o) => o !== c && portsOf(o)?.names.has(port));
              const note = elsewhere
                ? ` (${containerLabel(pod, elsewhere)} declares it, but kubelet looks a probe's port name up only ` +
                  `in the probed container)`
                : '';
              const fix = suggestion ? `did you mean "${suggestion}"?` : "declare it in the container's ports or use the port number.";
              ctx.report({
                path,
                message:
                  `The ${key} of ${who} uses the named port "${port}", which is not among the container's ports ` +
                  `(${listPorts(ports)})${note}: kubelet cannot resolve it, so ${UNRESOLVED[key]}; ${fix}`,
              });
            } else if (typeof port === 'number' && Number.isInteger(port)) {
              if (ports.count === 0 || ports.numbers.has(port) || ports.unknownNumbers) continue;
              const declared = [...ports.numbers].join(', ');
              const owner = pod.containers.find((o) => o !== c && portsOf(o)?.numbers.has(port));
              const ownerNote = owner
                ? `; ${containerLabel(pod, owner)} declares it, so this probe checks that ` + `container, not this one`
                : '';
              ctx.report({
                path,
                level: 'note',
                message:
                  `The ${key} of ${who} checks port ${port}, which is not among the container's declared ports ` +
                  `(${declared})${ownerNote}; if the server listens on ${port}, declare it, otherwise fix the probe (a wrong port ` +
                  `fails every check).`,
              });
            }
          }
        }
      }
    },
  },
});
