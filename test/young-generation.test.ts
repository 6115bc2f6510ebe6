// The command caps V8's young generation (src/app/young-generation.ts); the API, in a process
// that is not the linter's own, leaves it alone. Measured in child processes: V8 flags are
// per process, and the test's own must not change.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LARGE_FILE_CHARS, YOUNG_GENERATION_CAP_BYTES, youngGenerationCap } from '../src/app/young-generation.js';
import { deployment, httpProbe, stream } from './helpers/manifests.js';
import { BUNDLE_DIR, CLI, tempTree } from './helpers/run-cli.js';

/** Prints V8's new space size when the process exits. */
const PROBE = `process.on('exit', () => {
  const young = require('node:v8').getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
  require('node:fs').writeSync(2, 'NEW_SPACE ' + young.space_size + '\\n');
});`;

/** Enough GPU Deployments that an uncapped young generation grows past the cap; `large`: then all of them four times over in one file. */
function workload(large = false): string {
  const files: Record<string, string> = {};
  for (let i = 0; i < 600; i++) {
    const gpu = 1 + (i % 2);
    files[`app-${String(i).padStart(3, '0')}.yaml`] = deployment({
      name: `serve-${i}`,
      namespace: `ml-${i % 7}`,
      replicas: 1 + (i % 3),
      containers: [
        {
          name: 'server',
          image: `vllm/vllm-openai:v0.${5 + (i % 4)}.0`,
          args: ['--model', 'meta-llama/Llama-3.1-8B-Instruct', '--tensor-parallel-size', `"${gpu}"`],
          ports: [8000],
          env: { HF_HOME: '/cache', VARIANT: `v${'x'.repeat(i % 50)}` },
          gpu,
          requests: { 'nvidia.com/gpu': gpu, memory: '32Gi', cpu: '"8"' },
          limits: { memory: '32Gi', cpu: '"8"' },
          readinessProbe: httpProbe('/health', 8000, { periodSeconds: 5 }),
          volumeMounts: [{ name: 'cache', mountPath: '/cache' }],
        },
      ],
      volumes: [{ name: 'cache', emptyDir: {} }],
    });
  }
  if (large) files['zz-large.yaml'] = stream(...Array.from({ length: 4 }, () => Object.values(files)).flat());
  return tempTree(files);
}

function newSpaceOf(r: ReturnType<typeof spawnSync>): number {
  const m = /NEW_SPACE (\d+)/.exec(String(r.stderr));
  if (!m) throw new Error(`no new space size in: ${String(r.stderr).slice(0, 500)}`);
  return Number(m[1]);
}

describe.skipIf(youngGenerationCap() === undefined)('young generation', () => {
  const dir = workload();
  const cache = tempTree({});
  const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', XDG_CACHE_HOME: cache, NO_COLOR: '1' };
  const probe = join(cache, 'probe.cjs');
  writeFileSync(probe, PROBE);

  it('the API grows it past the cap on this workload (the check below is not vacuous)', () => {
    const api = pathToFileURL(join(BUNDLE_DIR, 'api.mjs')).href;
    const script = `const { lint } = await import(${JSON.stringify(api)}); await lint([${JSON.stringify(dir)}], { cwd: ${JSON.stringify(dir)} });`;
    const r = spawnSync(process.execPath, ['-r', probe, '--input-type=module', '-e', script], { encoding: 'utf8', env });
    expect(r.status).toBe(0);
    expect(newSpaceOf(r)).toBeGreaterThan(YOUNG_GENERATION_CAP_BYTES);
  });

  it('the command keeps it at the cap, and the code cache it writes is used by the next run', () => {
    const args = ['-r', probe, CLI, '-f', 'json', '-o', join(cache, 'out.json'), dir];
    const first = spawnSync(process.execPath, args, { encoding: 'utf8', env, cwd: dir });
    expect(first.status, first.stderr).not.toBe(2);
    expect(JSON.parse(readFileSync(join(cache, 'out.json'), 'utf8')).summary.files).toBe(600);
    expect(newSpaceOf(first)).toBeLessThanOrEqual(YOUNG_GENERATION_CAP_BYTES);
    // The flag is set back before the cache is written: a cache made under other flags is
    // rejected, and the next run would write it again.
    const [name] = readdirSync(join(cache, 'ai-k8s-lint')).filter((f) => f.endsWith('.cache'));
    const written = statSync(join(cache, 'ai-k8s-lint', name!)).mtimeMs;
    const second = spawnSync(process.execPath, args, { encoding: 'utf8', env, cwd: dir });
    expect(second.status).toBe(first.status);
    expect(statSync(join(cache, 'ai-k8s-lint', name!)).mtimeMs).toBe(written);
  });

  it('a large file lets it grow again (its batches keep their objects for a while)', () => {
    const mixed = workload(true);
    expect(statSync(join(mixed, 'zz-large.yaml')).size).toBeGreaterThan(LARGE_FILE_CHARS);
    const r = spawnSync(process.execPath, ['-r', probe, CLI, '-f', 'json', '-o', join(cache, 'mixed.json'), mixed], {
      encoding: 'utf8',
      env,
      cwd: mixed,
    });
    expect(r.status, r.stderr).not.toBe(2);
    expect(newSpaceOf(r)).toBeGreaterThan(YOUNG_GENERATION_CAP_BYTES);
  });
});
