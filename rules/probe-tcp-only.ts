import { defineRule } from '../src/engine/rule.js';
import { isServingContainer } from '../src/k8s/probes.js';
import { containerLabel } from '../src/k8s/naming.js';
import { isObject, own } from '../src/k8s/values.js';

const PROBES = ['readinessProbe', 'livenessProbe'] as const;

/** Health endpoints of the serving frameworks, by image family framework: [readiness, liveness]. */
const ENDPOINTS: Record<string, [string, string]> = {
  vllm: ['/health', '/health'],
  tgi: ['/health', '/health'],
  sglang: ['/health', '/health'],
  'tensorrt-llm': ['/health', '/health'],
  triton: ['/v2/health/ready', '/v2/health/live'],
  'ray-serve': ['/-/healthz', '/-/healthz'],
};

const EXAMPLE = (readiness: string) => `apiVersion: leaderworkerset.x-k8s.io/v1
kind: LeaderWorkerSet
metadata:
  name: llama-405b
spec:
  replicas: 1
  leaderWorkerTemplate:
    size: 2
    leaderTemplate:
      spec:
        containers:
          - name: vllm-leader
            image: vllm/vllm-openai:v0.9.0
            command: ["sh", "-c", "ray start --head && vllm serve meta-llama/Llama-3.1-405B-Instruct --tensor-parallel-size 8 --pipeline-parallel-size 2 --port 8080"]
            readinessProbe:
${readiness}              periodSeconds: 10
              timeoutSeconds: 5
            resources:
              limits:
                nvidia.com/gpu: 8
    workerTemplate:
      spec:
        containers:
          - name: vllm-worker
            image: vllm/vllm-openai:v0.9.0
            command: ["sh", "-c", "ray start --address=$(LWS_LEADER_ADDRESS):6379 --block"]
            resources:
              limits:
                nvidia.com/gpu: 8
`;

export default defineRule({
  id: 'probe-tcp-only',
  family: 'probes',
  level: 'warning',
  scope: 'ai',
  summary: 'A model server is probed with tcpSocket: an open port is not a ready model.',
  description:
    'Triggers for the `readinessProbe` or `livenessProbe` of a serving container (an app container of a serving workload that has a GPU or runs a serving image such as vLLM, TGI, SGLang or Triton) that uses a `tcpSocket` handler. The finding points at the `tcpSocket` key; the message names the health endpoint of the framework when the image is known (vLLM, TGI, SGLang, TensorRT-LLM: `/health`; Triton: `/v2/health/ready` and `/v2/health/live`; Ray Serve: `/-/healthz`). A `startupProbe` is not judged, and neither are sidecars (proxies whose job is the open port). Probes written as placeholders are not read.',
  rationale:
    'A TCP probe succeeds as soon as something accepts the connection: a server that binds its port before the weights are loaded, a routing or authentication frontend in the same process, a Ray Serve proxy whose deployments are not up yet. A TCP readinessProbe then sends traffic to a replica that answers every request with an error or a queue timeout. The reverse failure is worse for a liveness probe: when the inference engine dies or deadlocks (a crashed GPU worker, a stuck NCCL collective, an engine loop that raised), the HTTP frontend can keep the port open, so kubelet never restarts a container that cannot serve anything. The health endpoints of the serving frameworks report the state of the engine itself.',
  remediation:
    "Probe the server's health endpoint over HTTP (or gRPC), which reports whether the engine is loaded and running:\n\n```yaml\nreadinessProbe:\n  httpGet:\n    path: /health          # vLLM, TGI, SGLang; Triton: /v2/health/ready\n    port: 8080\n  periodSeconds: 10\n  timeoutSeconds: 5\n```",
  references: ['https://kubernetes.io/docs/tasks/configure-pod-container/configure-liveness-readiness-startup-probes/#define-a-tcp-liveness-probe'],
  examples: {
    invalid: [{ title: 'a port check on a multi-node vLLM leader', yaml: EXAMPLE('              tcpSocket:\n                port: 8080\n'), lines: [16] }],
    valid: [{ title: "vLLM's health endpoint", yaml: EXAMPLE('              httpGet:\n                path: /health\n                port: 8080\n') }],
  },
  check: {
    podSpec(pod, ctx) {
      for (const c of pod.containers) {
        if (!isServingContainer(pod, c)) continue;
        const endpoints = c.family?.framework ? ENDPOINTS[c.family.framework] : undefined;
        for (const key of PROBES) {
          const probe = own(c.value, key);
          if (!isObject(probe) || !isObject(own(probe, 'tcpSocket'))) continue;
          const readiness = key === 'readinessProbe';
          const why = readiness
            ? 'an open port does not mean the model is loaded and serving, so traffic can reach a replica that only answers with errors'
            : 'a dead or hung inference engine can leave the port open, so kubelet never restarts a container that cannot serve';
          const endpoint = endpoints ? `httpGet ${readiness ? endpoints[0] : endpoints[1]}` : "an httpGet or grpc probe of the server's health endpoint";
          ctx.report({
            path: [...c.path, key, 'tcpSocket'],
            message: `The ${key} of ${containerLabel(pod, c)} only checks that a TCP port accepts connections: ${why}; use ${endpoint} instead.`,
          });
        }
      }
    },
  },
});
