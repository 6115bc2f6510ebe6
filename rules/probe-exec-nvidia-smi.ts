import { defineRule } from '../src/engine/rule.js';
import { containerLabel } from '../src/k8s/naming.js';
import { isObject, own, ownArray } from '../src/k8s/values.js';

const PROBES = ['startupProbe', 'readinessProbe', 'livenessProbe'] as const;

/** `nvidia-smi` as a command word: alone, with a path (`/usr/bin/nvidia-smi`), or inside a shell script. */
const NVIDIA_SMI = /(?:^|[\s/;&|(`'"=])nvidia-smi(?=$|[\s;&|)`'">])/;

const EXAMPLE = (probe: string) => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: sglang
spec:
  selector:
    matchLabels:
      app: sglang
  template:
    metadata:
      labels:
        app: sglang
    spec:
      containers:
        - name: sglang
          image: lmsysorg/sglang:v0.4.6
          command: ["python3", "-m", "sglang.launch_server", "--model-path", "Qwen/Qwen2.5-7B-Instruct", "--port", "30000"]
          startupProbe:
            httpGet: {path: /health, port: 30000}
            failureThreshold: 60
          livenessProbe:
${probe}            timeoutSeconds: 5
          resources:
            limits:
              nvidia.com/gpu: 1
`;

export default defineRule({
  id: 'probe-exec-nvidia-smi',
  family: 'probes',
  level: 'warning',
  scope: 'ai',
  summary: 'An exec probe runs nvidia-smi, which is slow and says nothing about the model.',
  description:
    'Triggers for a `startupProbe`, `readinessProbe` or `livenessProbe` of any app container or native sidecar of an AI workload whose `exec.command` runs `nvidia-smi`: as the program itself (also with a path such as `/usr/bin/nvidia-smi`) or inside a shell script (`sh -c "nvidia-smi && ..."`). The finding points at the first `command` item that mentions it, once per probe. Commands that are not a list, and placeholders, are not read.',
  rationale:
    "`nvidia-smi` initializes NVML and queries every visible GPU: it routinely takes longer than the default `timeoutSeconds` of 1s, longer still on a busy 8-GPU node or while persistence mode is off, so the probe times out for no reason. It fails while the driver or the device nodes are still being set up after a node reboot, and it also fails (or hangs) on exactly the GPU faults a restart cannot fix, so kubelet restarts the container in a loop. Above all, it says nothing about the model: the GPU is present and healthy while the server has crashed, deadlocked or never loaded the weights. GPU health is the device plugin's and DCGM's job; the probe should ask the server.",
  remediation:
    "Probe the model server's own health endpoint (vLLM, TGI, SGLang: `/health`; Triton: `/v2/health/live` and `/v2/health/ready`), and leave GPU health to the device plugin and DCGM health checks:\n\n```yaml\nlivenessProbe:\n  httpGet:\n    path: /health\n    port: 30000\n  periodSeconds: 10\n  timeoutSeconds: 5\n```",
  references: ['https://docs.nvidia.com/datacenter/dcgm/latest/user-guide/feature-overview.html#health-and-diagnostics'],
  examples: {
    invalid: [{ title: 'GPU status as a liveness check', yaml: EXAMPLE('            exec:\n              command: ["sh", "-c", "nvidia-smi > /dev/null"]\n'), lines: [23] }],
    valid: [{ title: "the server's health endpoint", yaml: EXAMPLE('            httpGet: {path: /health, port: 30000}\n') }],
  },
  check: {
    podSpec(pod, ctx) {
      for (const c of pod.containers) {
        if (c.kind !== 'container' && c.kind !== 'sidecar') continue;
        for (const key of PROBES) {
          const exec = own(own(c.value, key), 'exec');
          if (!isObject(exec)) continue;
          const index = ownArray(exec, 'command').findIndex((item) => typeof item === 'string' && NVIDIA_SMI.test(item));
          if (index === -1) continue;
          const who = containerLabel(pod, c, c.kind === 'sidecar' ? 'sidecar container' : 'container');
          ctx.report({
            path: [...c.path, key, 'exec', 'command', index],
            message: `The ${key} of ${who} runs nvidia-smi: it is slow (often over the default 1s timeout), fails while the driver or device is still being set up, and says nothing about whether the model is loaded and serving; probe the server's health endpoint instead (e.g. httpGet /health) and leave GPU health to the device plugin and DCGM.`,
          });
        }
      }
    },
  },
});
