import { describe, expect, it } from 'vitest';
import { expandKubeVars, splitScript } from '../../src/k8s/command-line.js';
import { parameterCount, precisionOf, weightBytes } from '../../src/k8s/model-size.js';
import { objectsOfDocument } from '../../src/k8s/objects.js';
import { podSpecsOf } from '../../src/k8s/pods.js';
import { servingArgsOf } from '../../src/k8s/serving-args.js';
import { BUILTIN_WORKLOADS, WorkloadTable } from '../../src/k8s/workload-table.js';
import { loadYaml } from '../../src/yaml/load.js';

const table = new WorkloadTable(BUILTIN_WORKLOADS);
function container(yaml: string) {
  const doc = `apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers:\n    - name: c\n${yaml.replace(/^/gm, '      ')}\n`;
  const [pod] = podSpecsOf(objectsOfDocument(loadYaml(doc).documents[0]!.value).objects[0]!, {
    gpuResources: [],
    table,
    draClaims: new Map(),
  });
  return pod!.containers[0]!;
}
const values = (yaml: string) => {
  const a = servingArgsOf(container(yaml));
  return (
    a && {
      framework: a.framework,
      ...Object.fromEntries(
        Object.entries(a)
          .filter(([k]) => k !== 'framework' && k !== 'commandPath')
          .map(([k, v]) => [k, (v as { value: string }).value]),
      ),
    }
  );
};

describe('shell scripts', () => {
  it('splits commands and words like a shell', () => {
    expect(
      splitScript(`pip install x && vllm serve "meta-llama/Llama 3" --tp 2; echo 'a b' | tee c\nexport X=1 \\\n  Y=2`, new Map()),
    ).toEqual([
      ['pip', 'install', 'x'],
      ['vllm', 'serve', 'meta-llama/Llama 3', '--tp', '2'],
      ['echo', 'a b'],
      ['tee', 'c'],
      ['export', 'X=1', 'Y=2'],
    ]);
  });
  it('expands shell variables it knows and keeps the others', () => {
    expect(
      splitScript(
        'serve $MODEL ${TP:-1} $UNKNOWN "${MODEL}"',
        new Map([
          ['MODEL', { value: 'm' }],
          ['TP', { value: '4' }],
        ]),
      ),
    ).toEqual([['serve', 'm', '4', '$UNKNOWN', 'm']]);
  });
  it('expands $(VAR) as the kubelet does, and $$(VAR) stays literal', () => {
    expect(expandKubeVars('--model $(MODEL) $$(MODEL) $(NOPE)', new Map([['MODEL', { value: 'x' }]]))).toBe('--model x $(MODEL) $(NOPE)');
  });
});

describe('serving arguments', () => {
  it('vllm serve with a positional model and = flags', () => {
    expect(
      values(
        'image: vllm/vllm-openai:v0.9.0\ncommand: ["vllm", "serve", "meta-llama/Llama-3.1-70B-Instruct", "--tensor-parallel-size=4", "--max-model-len", "8192"]',
      ),
    ).toEqual({ framework: 'vllm', model: 'meta-llama/Llama-3.1-70B-Instruct', tensorParallel: '4', maxModelLen: '8192' });
  });
  it('the vLLM image entrypoint: args are flags', () => {
    expect(
      values('image: vllm/vllm-openai:v0.9.0\nargs: ["--model", "Qwen/Qwen2.5-7B", "-tp", "2", "--gpu-memory-utilization", "0.97"]'),
    ).toEqual({ framework: 'vllm', model: 'Qwen/Qwen2.5-7B', tensorParallel: '2', gpuMemoryUtilization: '0.97' });
  });
  it('python -m vllm.entrypoints.openai.api_server inside sh -c with $(VAR)', () => {
    expect(
      values(
        'image: my/image\nenv: [{name: TP, value: "8"}]\ncommand: ["/bin/bash", "-lc"]\nargs: ["pip list && exec python3 -m vllm.entrypoints.openai.api_server --model $MODEL --tensor-parallel-size $(TP) --pipeline-parallel-size 2"]',
      ),
    ).toEqual({ framework: 'vllm', model: '$MODEL', tensorParallel: '8', pipelineParallel: '2' });
  });
  it('SGLang', () => {
    expect(
      values(
        'image: lmsysorg/sglang:v0.5.2-cu126\ncommand: ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3", "--tp", "8", "--dp-size", "2"]',
      ),
    ).toEqual({ framework: 'sglang', model: 'deepseek-ai/DeepSeek-V3', tensorParallel: '8', dataParallel: '2' });
  });
  it('TGI from env', () => {
    expect(
      values(
        'image: ghcr.io/huggingface/text-generation-inference:3.0.1\nenv: [{name: MODEL_ID, value: mistralai/Mixtral-8x7B-Instruct-v0.1}, {name: NUM_SHARD, value: "2"}, {name: QUANTIZE, value: awq}]',
      ),
    ).toEqual({ framework: 'tgi', model: 'mistralai/Mixtral-8x7B-Instruct-v0.1', tensorParallel: '2', quantization: 'awq' });
  });
  it('not a serving command', () => {
    expect(values('image: busybox\ncommand: ["sh", "-c", "echo hi"]')).toBeUndefined();
    expect(values('image: vllm/vllm-openai:v0.9.0\ncommand: ["python3", "download.py"]')).toBeUndefined();
  });
});

describe('model size', () => {
  it.each([
    ['meta-llama/Llama-3.1-70B-Instruct', 70e9],
    ['meta-llama/Meta-Llama-3-8B', 8e9],
    ['Qwen/Qwen2.5-1.5B-Instruct', 1.5e9],
    ['meta-llama/Llama-3.1-405B-Instruct-FP8', 405e9],
    ['mistralai/Mixtral-8x7B-Instruct-v0.1', 46.7e9],
    ['mistralai/Mixtral-8x22B-v0.1', 141e9],
    ['some/moe-8x3b', 24e9],
    ['facebook/opt-125m', 125e6],
    ['llama3.1:8b', 8e9],
    ['/models/llama3', undefined],
    ['gpt2', undefined],
    ['Qwen/Qwen3-30B-A3B', 30e9],
  ])('%s has %s parameters', (id, n) => expect(parameterCount(id)).toBe(n));

  it('precision from quantization, name suffixes and dtype', () => {
    expect(precisionOf('x/Llama-70B', undefined, 'awq')?.bytesPerParameter).toBe(0.5);
    expect(precisionOf('x/Llama-70B-AWQ', undefined, undefined)).toEqual({ bytesPerParameter: 0.5, source: 'model name suffix AWQ' });
    expect(precisionOf('x/Llama-405B-FP8', undefined, undefined)?.bytesPerParameter).toBe(1);
    expect(precisionOf('x/Llama-8B', 'float32', undefined)?.bytesPerParameter).toBe(4);
    expect(precisionOf('x/Llama-8B', undefined, undefined)?.bytesPerParameter).toBe(2);
    expect(precisionOf('x/Llama-8B', undefined, 'mystery')).toBeUndefined();
  });

  it('weights of a 70B model in bf16 are 140 GB', () => {
    expect(weightBytes('meta-llama/Llama-3.1-70B-Instruct', 'bfloat16')?.bytes).toBe(140e9);
  });
});
