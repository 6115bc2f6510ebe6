// How renderers are found and run (src/render/binaries.ts, process.ts): binaries from the command
// line or absolute PATH entries only, and a child environment built from scratch.
import { chmodSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOnPath, resolveTools } from '../../src/render/binaries.js';
import { runTool, runToolSync, type ToolRun } from '../../src/render/process.js';
import { describeWithRenderers, HELM } from './tools.js';

const dir = realpathSync(mkdtempSync(join(tmpdir(), 'ai-k8s-lint-render-process-')));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Node itself as the child: it prints its environment (a probe of the process module, not a renderer). */
function printEnv(extra: Partial<ToolRun> = {}): ToolRun {
  return {
    file: process.execPath,
    args: ['-e', 'process.stdout.write(JSON.stringify(process.env))'],
    cwd: dir,
    home: join(dir, 'home'),
    timeoutMs: 30_000,
    maxOutputBytes: 1 << 20,
    ...extra,
  };
}

describe('the environment of a renderer', () => {
  it('is built from scratch: a private HOME, helm paths inside it, no PATH, no kubeconfig, proxies to a closed port', async () => {
    const saved = { KUBECONFIG: process.env.KUBECONFIG, HTTPS_PROXY: process.env.HTTPS_PROXY, GITHUB_TOKEN: process.env.GITHUB_TOKEN };
    Object.assign(process.env, { KUBECONFIG: '/home/me/.kube/config', HTTPS_PROXY: 'http://corp-proxy:3128', GITHUB_TOKEN: 'ghs_secret' });
    try {
      for (const output of [runToolSync(printEnv()), await runTool(printEnv())]) {
        expect(output.outcome).toBe('exited');
        const env = JSON.parse(output.stdout.toString('utf8')) as Record<string, string>;
        const home = join(dir, 'home');
        expect(env).toMatchObject({
          HOME: home,
          XDG_CONFIG_HOME: join(home, 'config'),
          HELM_CONFIG_HOME: join(home, 'helm', 'config'),
          HELM_CACHE_HOME: join(home, 'helm', 'cache'),
          HELM_PLUGINS: join(home, 'helm', 'plugins'),
          HELM_REPOSITORY_CONFIG: join(home, 'helm', 'repositories.yaml'),
          PATH: '',
          HTTPS_PROXY: 'http://127.0.0.1:9',
          https_proxy: 'http://127.0.0.1:9',
          NO_PROXY: '',
        });
        expect(env.KUBECONFIG).toBeUndefined();
        expect(env.GITHUB_TOKEN).toBeUndefined();
        expect(Object.values(env)).not.toContain('http://corp-proxy:3128');
      }
    } finally {
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    }
  });

  it('a program that cannot start is a spawn error, not an exception', async () => {
    for (const output of [runToolSync(printEnv({ file: join(dir, 'missing') })), await runTool(printEnv({ file: join(dir, 'missing') }))]) {
      expect(output).toMatchObject({ outcome: 'spawn-error', status: null, spawnError: 'no such file' });
    }
  });
});

describeWithRenderers('finding the binaries', () => {
  const bins = join(dir, 'bins');
  const checkout = join(dir, 'checkout');
  beforeAll(() => {
    mkdirSync(bins, { recursive: true });
    mkdirSync(checkout, { recursive: true });
    symlinkSync(HELM!, join(bins, 'helm'));
    // A pull request can commit ./helm: a relative PATH entry must not pick it.
    symlinkSync(HELM!, join(checkout, 'helm'));
    writeFileSync(join(bins, 'kubectl'), 'not executable');
    chmodSync(join(bins, 'kubectl'), 0o644);
  });

  it('PATH: the first executable of that name in an absolute entry; relative and empty entries are skipped', () => {
    const env = { PATH: ['.', '', 'checkout', bins].join(delimiter) };
    expect(findOnPath('helm', env)).toBe(join(bins, 'helm'));
    expect(findOnPath('kubectl', env)).toBeUndefined();
    expect(findOnPath('helm', { PATH: ['.', 'checkout'].join(delimiter) })).toBeUndefined();
  });

  it('an explicit path wins, relative to the working directory; one that is not an executable is a usage error', () => {
    const env = { PATH: bins };
    expect(resolveTools({ helm: 'helm' }, { cwd: checkout, env })).toEqual({
      tools: { helm: join(checkout, 'helm'), kustomize: undefined, kubectl: undefined },
      errors: [],
    });
    expect(resolveTools({}, { cwd: checkout, env })).toEqual({
      tools: { helm: join(bins, 'helm'), kustomize: undefined, kubectl: undefined },
      errors: [],
    });
    expect(resolveTools({ kustomize: 'nope', kubectl: join(bins, 'kubectl') }, { cwd: checkout, env }).errors).toEqual([
      '--kustomize nope: no such file',
      `--kubectl ${join(bins, 'kubectl')}: not an executable file`,
    ]);
  });
});
