// The links the product gives out lead to real pages of the repository: the SARIF driver's
// informationUri, each rule's helpUri (docs/rules/<id>.md at the release tag), the config schema's
// $id; and every file names the repository, never a placeholder.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VERSION } from '../../src/core/version.js';
import { fileUrl, rawFileUrl, releaseTag, repositoryUrl, ruleDocsUrl } from '../../src/report/links.js';
import { ROOT, runCli, tempTree } from '../helpers/run-cli.js';

const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

describe('links', () => {
  it('are built from the repository and the release tag', () => {
    expect(repositoryUrl).toBe('https://github.com/ai-k8s-lint/ai-k8s-lint');
    expect(releaseTag('1.2.3')).toBe('v1.2.3');
    expect(ruleDocsUrl('shm-missing', '1.2.3')).toBe('https://github.com/ai-k8s-lint/ai-k8s-lint/blob/v1.2.3/docs/rules/shm-missing.md');
    expect(ruleDocsUrl('shm-missing')).toBe(`https://github.com/ai-k8s-lint/ai-k8s-lint/blob/v${VERSION}/docs/rules/shm-missing.md`);
    expect(fileUrl('docs/a b#c.md', 'v1.0.0')).toBe('https://github.com/ai-k8s-lint/ai-k8s-lint/blob/v1.0.0/docs/a%20b%23c.md');
    expect(rawFileUrl('schemas/config.schema.json', 'v1.0.0')).toBe(
      'https://raw.githubusercontent.com/ai-k8s-lint/ai-k8s-lint/v1.0.0/schemas/config.schema.json',
    );
  });

  it('SARIF: informationUri is the repository; each rule helpUri is its page, which exists in docs/rules/', () => {
    const dir = tempTree({
      'pod.yaml': 'apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers:\n    - name: c\n      image: busybox\n',
    });
    const log = JSON.parse(runCli(['-f', 'sarif', 'pod.yaml'], { cwd: dir }).stdout);
    const driver = log.runs[0].tool.driver;
    expect(driver.informationUri).toBe(repositoryUrl);
    expect(driver.rules.length).toBeGreaterThan(70);
    for (const rule of driver.rules as { id: string; helpUri: string }[]) {
      expect(rule.helpUri, rule.id).toBe(`${repositoryUrl}/blob/v${driver.version}/docs/rules/${rule.id}.md`);
      const page = join(ROOT, 'docs/rules', `${rule.id}.md`);
      expect(existsSync(page), page).toBe(true);
      expect(readFileSync(page, 'utf8').split('\n')[0], page).toBe(`# ${rule.id}`);
    }
  });

  it("the config schema's $id is its URL at the release tag", () => {
    expect(JSON.parse(read('schemas/config.schema.json')).$id).toBe(
      `https://raw.githubusercontent.com/ai-k8s-lint/ai-k8s-lint/v${VERSION}/schemas/config.schema.json`,
    );
  });

  it('package.json, the README and the hook manifest name the repository', () => {
    const pkg = JSON.parse(read('package.json'));
    expect([pkg.homepage, pkg.repository.url, pkg.bugs.url]).toEqual([
      `${repositoryUrl}#readme`,
      `git+${repositoryUrl}.git`,
      `${repositoryUrl}/issues`,
    ]);
    expect(read('README.md')).toContain(`- repo: ${repositoryUrl}\n`);
    expect(read('README.md')).toContain('uses: ai-k8s-lint/ai-k8s-lint@v');
    expect(read('.pre-commit-hooks.yaml')).toContain(`- repo: ${repositoryUrl}\n`);
  });

  it('no file holds an owner placeholder', () => {
    const placeholder = ['OWN', 'ER'].join('');
    const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
      .split('\0')
      .filter((f) => f !== '' && existsSync(join(ROOT, f)) && !/\.(png|jpe?g|gz|tgz|wasm)$/.test(f));
    expect(tracked.length).toBeGreaterThan(100);
    const hits = tracked.filter((f) => new RegExp(`\\b${placeholder}\\b`).test(read(f)));
    expect(hits).toEqual([]);
  });
});
