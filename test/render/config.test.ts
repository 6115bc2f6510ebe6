// The config's `render:` section (CONFIG.md): validated by the schema, paths resolved against the
// config file's directory, `set` values as strings, defaults on.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfigFile } from '../../src/config/load.js';
import { resolveConfig } from '../../src/config/resolve.js';

const dir = realpathSync(mkdtempSync(join(tmpdir(), 'ai-k8s-lint-render-config-')));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function load(text: string, at = '.ai-k8s-lint.yaml') {
  const file = join(dir, at);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, text);
  return loadConfigFile(file, [], { cwd: dir });
}

async function problem(text: string): Promise<string> {
  try {
    await load(text);
  } catch (e) {
    if (e instanceof ConfigError) return e.message;
    throw e;
  }
  throw new Error('the config was accepted');
}

describe('render: in the config', () => {
  it('defaults: both renderers on, no chart entries', () => {
    expect(resolveConfig({}).render).toEqual({ helm: true, kustomize: true, charts: [] });
  });

  it('reads CONFIG.md’s example, with paths relative to the config file’s directory', async () => {
    const config = await load(
      [
        'render:',
        '  helm: true',
        '  kustomize: false',
        '  charts:',
        '    - path: charts/inference',
        '      releaseName: inference',
        '      namespace: serving',
        '      values: [charts/inference/values-prod.yaml]',
        '      set: { replicaCount: "2", gpu.count: 4, debug: false }',
        '    - path: ../common-charts/embedder',
        '',
      ].join('\n'),
      'deploy/.ai-k8s-lint.yaml',
    );
    expect(config.render).toEqual({
      helm: true,
      kustomize: false,
      charts: [
        {
          path: join(dir, 'deploy/charts/inference'),
          releaseName: 'inference',
          namespace: 'serving',
          values: [join(dir, 'deploy/charts/inference/values-prod.yaml')],
          set: { replicaCount: '2', 'gpu.count': '4', debug: 'false' },
        },
        { path: join(dir, 'common-charts/embedder'), values: [], set: {} },
      ],
    });
  });

  it('rejects what is not in the schema, naming the path', async () => {
    expect(await problem('render:\n  helm: yes please\n')).toMatch(/:2:3: render\.helm: expected boolean/);
    expect(await problem('render:\n  charts:\n    - releaseName: x\n')).toMatch(/render\.charts\[0\]: missing required key "path"/);
    expect(await problem('render:\n  charts:\n    - path: c\n      releaseName: Not_Valid\n')).toMatch(/render\.charts\[0\]\.releaseName/);
    expect(await problem('render:\n  charts:\n    - path: c\n      set: { "a=b": "1" }\n')).toMatch(/render\.charts\[0\]\.set/);
    // The config names no program to run.
    expect(await problem('render:\n  helmBinary: /tmp/evil\n')).toMatch(/:2:3: render\.helmBinary: unknown render key/);
  });
});
