import { defineRule } from '../../src/engine/rule.js';
import type { JsonPath } from '../../src/core/types.js';
import { plural } from '../../src/core/strings.js';
import { commandLines, type Word } from '../../src/k8s/command-line.js';
import { containerLabel } from '../../src/k8s/naming.js';
import type { ContainerView } from '../../src/k8s/pods.js';
import { positiveInt } from '../../src/k8s/serving-plan.js';

type Launcher = 'torchrun' | 'deepspeed' | 'accelerate';

/** A launcher flag as written: `--nproc_per_node=8` or `--nproc-per-node 8`. */
interface LauncherFlag {
  /** The name as written (`--nproc_per_node`). */
  name: string;
  value?: string;
  /** The value's word: the `--x=N` word itself, or the word after `--x`. */
  valuePath: JsonPath;
  written: string;
}

/** The flag set to `value` the way the user wrote it: `--nproc_per_node=4` or `--nproc_per_node 4`. */
function writtenWith(flag: LauncherFlag, value: number): string {
  return flag.written.includes('=') ? `${flag.name}=${value}` : `${flag.name} ${value}`;
}

const processes = (n: number) => `${n} ${n === 1 ? 'process' : 'processes'}`;

interface LaunchLine {
  launcher: Launcher;
  /** How the message names the launcher: `torchrun`, `python -m torch.distributed.run`, `accelerate launch`. */
  label: string;
  /** Flags before the training script, by name with `_` read as `-` (the launchers accept both). */
  flags: Map<string, LauncherFlag>;
}

/**
 * Launcher flags that take no value; every other flag takes one (`--x N` or `--x=N`). A word after
 * an unknown valueless flag would otherwise be read as its value: a script (`train.py`) never is.
 */
const SWITCHES: Record<Launcher, Set<string>> = {
  torchrun: new Set(['--standalone', '-m', '--module', '--no-python', '--run-path', '--virtual-local-rank', '--use-env']),
  deepspeed: new Set([
    '--module',
    '--no-python',
    '--no-local-rank',
    '--no-ssh',
    '--no-ssh-check',
    '--force-multi',
    '--save-pid',
    '--elastic-training',
    '--bind-cores-to-rank',
  ]),
  accelerate: new Set([
    '--cpu',
    '--multi-gpu',
    '--tpu',
    '--ipex',
    '--use-cpu',
    '--use-deepspeed',
    '--use-fsdp',
    '--use-megatron-lm',
    '--use-xpu',
    '--use-parallelism-config',
    '-q',
    '--quiet',
    '-m',
    '--module',
    '--no-python',
    '--debug',
    '--same-network',
    '--tpu-cluster',
    '--no-tpu-cluster',
    '--tpu-use-sudo',
    '--downcast-bf16',
    '--dynamo-use-fullgraph',
    '--dynamo-use-dynamic',
    '--enable-cpu-affinity',
    '--fp16',
  ]),
};

const MODULES: Record<string, [Launcher, string]> = {
  'torch.distributed.run': ['torchrun', 'python -m torch.distributed.run'],
  'torch.distributed.launch': ['torchrun', 'python -m torch.distributed.launch'],
  'deepspeed.launcher.runner': ['deepspeed', 'python -m deepspeed.launcher.runner'],
  'accelerate.commands.launch': ['accelerate', 'python -m accelerate.commands.launch'],
};

/** Which launcher a command line runs, and where its own flags start. */
function detect(argv: Word[]): { launcher: Launcher; label: string; from: number } | undefined {
  for (let i = 0; i < argv.length; i++) {
    const w = argv[i]!.text;
    const next = argv[i + 1]?.text;
    // `--launcher torchrun`: the value of another program's flag.
    if (argv[i - 1]?.text.startsWith('--')) continue;
    if (/(^|\/)torchrun$/.test(w)) return { launcher: 'torchrun', label: 'torchrun', from: i + 1 };
    if (/(^|\/)deepspeed$/.test(w)) return { launcher: 'deepspeed', label: 'deepspeed', from: i + 1 };
    if (/(^|\/)accelerate$/.test(w) && next === 'launch') return { launcher: 'accelerate', label: 'accelerate launch', from: i + 2 };
    const module = w === '-m' && next !== undefined ? MODULES[next] : undefined;
    if (module) return { launcher: module[0], label: module[1], from: i + 2 };
  }
  return undefined;
}

const looksLikeScript = (w: string) => /\.(py|sh)$/.test(w);

/** The launcher's flags, up to the training script (what follows it belongs to the script). */
function readFlags(argv: Word[], from: number, launcher: Launcher): Map<string, LauncherFlag> {
  const flags = new Map<string, LauncherFlag>();
  for (let i = from; i < argv.length; i++) {
    const word = argv[i]!;
    if (!word.text.startsWith('-') || word.text === '-' || word.text === '--') break;
    const eq = word.text.indexOf('=');
    const name = eq > 0 ? word.text.slice(0, eq) : word.text;
    const key = name.startsWith('--') ? `--${name.slice(2).replace(/_/g, '-')}` : name;
    if (eq > 0) {
      flags.set(key, { name, value: word.text.slice(eq + 1), valuePath: word.path, written: word.text });
      continue;
    }
    if (SWITCHES[launcher].has(key)) {
      flags.set(key, { name, valuePath: word.path, written: name });
      continue;
    }
    const next = argv[i + 1];
    if (!next || next.text.startsWith('--') || looksLikeScript(next.text)) {
      flags.set(key, { name, valuePath: word.path, written: name });
      continue;
    }
    flags.set(key, { name, value: next.text, valuePath: next.path, written: `${name} ${next.text}` });
    i++;
  }
  return flags;
}

function launchLines(c: ContainerView): LaunchLine[] {
  const out: LaunchLine[] = [];
  for (const { argv } of commandLines(c)) {
    const found = detect(argv);
    if (found) out.push({ launcher: found.launcher, label: found.label, flags: readFlags(argv, found.from, found.launcher) });
  }
  return out;
}

const has = (line: LaunchLine, ...names: string[]) => names.some((n) => line.flags.has(n));

interface PerPod {
  /** Processes the launcher starts in this pod. */
  n: number;
  /** The flag that says so, where the finding points. */
  flag: LauncherFlag;
  /** `--nproc_per_node=8`; `--num_processes 16 over --num_machines 2`. */
  source: string;
  /** What to write instead for `gpus` processes per pod. */
  fix(gpus: number): string;
}

/** Processes started per pod, when the command line says so exactly; undefined otherwise. */
function processesPerPod(line: LaunchLine): PerPod | undefined {
  const { flags } = line;
  switch (line.launcher) {
    case 'torchrun': {
      // `auto`, `gpu`, `cpu`, `xpu` and placeholders are not numbers: nothing to compare.
      const flag = flags.get('--nproc-per-node');
      const n = positiveInt(flag?.value);
      if (!flag || n === undefined) return undefined;
      return { n, flag, source: flag.written, fix: (gpus) => `set ${writtenWith(flag, gpus)} (gpu counts the GPUs the container sees)` };
    }
    case 'deepspeed': {
      // With a hostfile the launcher starts the ranks on the hosts it lists, over ssh or MPI, not in this pod.
      if (has(line, '--hostfile', '-H', '--force-multi', '--include', '-i', '--exclude', '-e')) return undefined;
      const nodes = flags.get('--num-nodes')?.value;
      if (nodes !== undefined && positiveInt(nodes) !== 1) return undefined;
      const flag = flags.get('--num-gpus') ?? flags.get('--num-accelerators');
      const n = positiveInt(flag?.value);
      if (!flag || n === undefined) return undefined;
      const fix = (gpus: number) => `set ${writtenWith(flag, gpus)} (without it deepspeed uses every GPU the container sees)`;
      return { n, flag, source: flag.written, fix };
    }
    case 'accelerate': {
      if (has(line, '--cpu', '--use-cpu', '--tpu', '--use-xpu', '--mpirun-hostfile', '--deepspeed-hostfile')) return undefined;
      const flag = flags.get('--num-processes');
      const total = positiveInt(flag?.value);
      if (!flag || total === undefined) return undefined;
      // --num_processes counts the processes of every machine; a config file may set --num_machines.
      const machinesFlag = flags.get('--num-machines');
      if (!machinesFlag && has(line, '--config-file')) return undefined;
      const machines = machinesFlag ? positiveInt(machinesFlag.value) : 1;
      if (machines === undefined || total % machines !== 0) return undefined;
      if (machines === 1) return { n: total, flag, source: flag.written, fix: (gpus) => `set ${writtenWith(flag, gpus)}` };
      return {
        n: total / machines,
        flag,
        source: `${flag.written} over ${machinesFlag!.written}`,
        fix: (gpus) => `set ${writtenWith(flag, gpus * machines)} (${gpus} per machine × ${machines})`,
      };
    }
  }
}

/** The GPU keys of a container as written: `nvidia.com/gpu: 2`. */
function gpuText(c: ContainerView): string {
  return c.gpu
    .filter((g) => (g.count ?? 0) > 0)
    .map((g) => `${g.resource}: ${g.count}`)
    .join(', ');
}

export default defineRule({
  id: 'training-world-size-gpu-mismatch',
  family: 'serving',
  level: 'error',
  scope: 'ai',
  summary: 'A torchrun, deepspeed or accelerate launcher starts a different number of processes per pod than the container has GPUs.',
  references: [
    'https://docs.pytorch.org/docs/stable/elastic/run.html',
    'https://www.deepspeed.ai/getting-started/#resource-configuration-single-node',
    'https://huggingface.co/docs/accelerate/package_reference/cli#accelerate-launch',
  ],
  check: {
    podSpec(pod, ctx) {
      // DRA GPUs have no count.
      if (pod.dra !== undefined) return;
      for (const c of pod.containers) {
        if (c.kind === 'ephemeral' || c.noGpuByEnv) continue;
        // The limit is the count: extended-resource requests default to it.
        const gpus = c.gpuCount;
        if (!gpus) continue;
        for (const line of launchLines(c)) {
          const per = processesPerPod(line);
          if (!per || per.n === gpus) continue;
          const head =
            `${line.label} in ${containerLabel(pod, c)} starts ${processes(per.n)} per pod (${per.source}), but the ` +
            `container has ${plural(gpus, 'GPU')} (${gpuText(c)})`;
          if (per.n > gpus) {
            ctx.report({
              path: per.flag.valuePath,
              message:
                `${head}: the processes of local rank ${gpus} and up find no GPU of their own and fail with "invalid device ` +
                `ordinal"; ${per.fix(gpus)}, or request ${per.n} GPUs.`,
            });
          } else {
            const idle = gpus - per.n;
            ctx.report({
              path: per.flag.valuePath,
              level: 'warning',
              // One process may spread a model over the GPUs itself (device_map="auto"): said, not assumed.
              message:
                `${head}: ${plural(idle, 'GPU')} ${idle === 1 ? 'stays' : 'stay'} idle` +
                `${per.n === 1 ? ' unless the one process spreads its model over them itself' : ''}; ${per.fix(gpus)}, or request ` +
                `${plural(per.n, 'GPU')}.`,
            });
          }
        }
      }
    },
  },
});
