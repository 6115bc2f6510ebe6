import rule from './rule.js';
import { testRule } from '../../test/helpers/rule-tester.js';
import { deployment, formatMark, marked, type ContainerOptions } from '../../test/helpers/manifests.js';

/** A GPU vLLM Deployment whose container has the given env (name → YAML source of the value) and options. */
const withEnv = (env: Record<string, string>, o: ContainerOptions = {}) =>
  deployment({ name: 'llm', containers: [{ name: 'vllm', gpu: 1, env, ...o }] });

/** Marked YAML: `yaml` for the case, `positions` of its marks. */
function marks(text: string): { yaml: string; positions: string[] } {
  const m = marked(text);
  return { yaml: m.text, positions: m.marks.map(formatMark) };
}

const at = (env: Record<string, string>, o: ContainerOptions = {}) => marks(withEnv(env, o));

testRule(rule, {
  valid: [
    { name: 'Kubernetes $(NAME) form', yaml: withEnv({ ROOT: '/models', HF_HOME: '"$(ROOT)/hf"' }) },
    { name: '$$ escapes', yaml: withEnv({ NOTE: '"$$HOME and $${HOME} stay literal"' }) },
    { name: 'a whole-value placeholder the env does not define', yaml: withEnv({ HF_TOKEN: '$HF_TOKEN', REGION: '"${OSS_REGION}"' }) },
    {
      name: 'a placeholder to fill in makes the other $NAMEs of the pod placeholders too',
      yaml: withEnv({ HF_TOKEN: '$HF_TOKEN', MODEL_URI: '"s3://$BUCKET/llama"' }),
    },
    { name: 'other shell forms are not these', yaml: withEnv({ A: '"${ROOT:-/models}/x"', B: '"price: $1"', C: '"$@ and $?"' }) },
    { name: 'a password with a $ in it', yaml: withEnv({ DB_PASSWORD: '"hunter$PASSWORD2"' }) },
    { name: 'a lower-case word after $ is not an env var', yaml: withEnv({ GREETING: '"pa$word"', URL: '"http://${grafana_host}"' }) },
    { name: 'a regex', yaml: withEnv({ FILTER: '"^model-[0-9]+$"' }) },
    { name: 'Helm or operator template', yaml: withEnv({ ARGS: '"--topic kv@${POD_IP}@{{ .Name }}"' }) },
    {
      name: 'shell prompt and command variables expand themselves',
      yaml: withEnv({ PS1: '"$HOSTNAME> "', GIT_SSH_COMMAND: '"ssh -i $HOME/.ssh/id_ed25519"' }),
    },
    { name: 'a script a shell runs', yaml: withEnv({ SETUP: '"cd $HOME && pip install -r requirements.txt"' }) },
    {
      name: 'the container re-expands its env with eval',
      yaml: withEnv({ EXTRA: '"--download-dir $CACHE"' }, { command: ['sh', '-c', '"eval vllm serve x/y $EXTRA"'] }),
    },
    {
      name: 'an envsubst template: ${NAME} outside env values',
      yaml: withEnv({ CACHE: '"${ROOT}/cache"' }, { image: '"${REGISTRY}/vllm-openai:v0.9.0"' }),
    },
    {
      name: 'not an AI workload',
      yaml: deployment({ containers: [{ name: 'web', image: 'nginx:1.27', env: { PATH: '"$PATH:/opt/bin"' } }] }),
    },
    { name: 'valueFrom and numbers', yaml: withEnv({ PORT: '8000' }, { extra: { envFrom: [{ configMapRef: { name: 'x' } }] } }) },
  ],
  invalid: [
    {
      name: 'LD_LIBRARY_PATH extends itself',
      ...at({ LD_LIBRARY_PATH: '"$LD_LIBRARY_PATH:/usr/local/nvidia/lib64" # <-- here' }),
      messages: [
        'env LD_LIBRARY_PATH of container "vllm" uses shell syntax $LD_LIBRARY_PATH, which Kubernetes does not expand: the process ' +
          'gets the literal text "$LD_LIBRARY_PATH:/usr/local/nvidia/lib64"; $(LD_LIBRARY_PATH) cannot extend the image\'s ' +
          "LD_LIBRARY_PATH either (Kubernetes expands $(NAME) only for variables defined earlier in the container's env, not the " +
          "image's): write the whole value, or extend it in the container's shell command (export " +
          'LD_LIBRARY_PATH="$LD_LIBRARY_PATH:...").',
      ],
    },
    {
      name: '${NAME} of a variable defined above: write $(NAME)',
      ...at({ MODEL_ROOT: '/models', HF_HOME: '${MODEL_ROOT}/hf # <-- here' }),
      messages: [/uses shell syntax \$\{MODEL_ROOT\}, .*; write \$\(MODEL_ROOT\) instead, which Kubernetes expands from the env above/],
    },
    {
      name: 'a whole value that names a variable defined above',
      ...at({ MODEL: 'meta-llama/Llama-3.1-8B', SERVED_MODEL: '$MODEL # <-- here' }),
      messages: [/write \$\(MODEL\) instead/],
    },
    {
      name: 'a variable defined below',
      ...at({ CACHE: '"$ROOT/cache" # <-- here', ROOT: '/data' }),
      messages: [/define ROOT above it and write \$\(ROOT\) \(Kubernetes expands \$\(NAME\) only for variables defined earlier/],
    },
    {
      name: 'a variable of the image, with envFrom',
      ...at({ HF_HOME: '"$HOME/.cache/huggingface" # <-- here' }, { extra: { envFrom: [{ configMapRef: { name: 'cfg' } }] } }),
      messages: [/write \$\(HOME\) if HOME comes from envFrom, otherwise the value itself/],
    },
    {
      name: 'a variable nobody defines, in braces',
      ...at({ PYTHONPATH: '"${WORKDIR}/src" # <-- here' }),
      messages: [/write the value itself, or \$\(WORKDIR\) after defining WORKDIR above it/],
    },
    {
      name: "kubectl's copy of the applied object is not a template",
      ...marks(
        deployment({
          name: 'llm',
          annotations: {
            'kubectl.kubernetes.io/last-applied-configuration':
              '\'{"spec":{"template":{"spec":{"containers":[{"env":[{"name":"PATH","value":"/opt/venv/bin:${PATH}"}]}]}}}}\'',
          },
          containers: [{ name: 'vllm', gpu: 1, env: { PATH: '"/opt/venv/bin:${PATH}" # <-- here' } }],
        }),
      ),
    },
    {
      name: 'a Service variable: $(NAME) reaches it',
      ...at({ RAY_ADDRESS: '"$RAY_HEAD_SVC_SERVICE_HOST:6379" # <-- here' }),
      messages: [/write \$\(RAY_HEAD_SVC_SERVICE_HOST\) instead: Kubernetes expands the variables of Services created before/],
    },
    {
      name: 'two values in one container; a mixed value names both forms',
      ...at({ A: '/a', B: '"${A}/b:$A/c" # <-- here', C: '"$B:$$D" # <-- here' }),
      messages: [/uses shell syntax \$\{A\}, \$A, /, /uses shell syntax \$B, /],
    },
    {
      name: 'an init container of a GPU pod',
      ...marks(
        deployment({
          name: 'llm',
          containers: [{ name: 'vllm', gpu: 1 }],
          initContainers: [{ name: 'fetch', image: 'python:3.12', env: { TARGET: '"$HOME/models" # <-- here' } }],
        }),
      ),
      messages: [/^env TARGET of init container "fetch"|^env TARGET of container "fetch"/],
    },
  ],
});
