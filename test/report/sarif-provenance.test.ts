// SARIF's versionControlProvenance from the CI's variables: the repository and commit Azure DevOps
// Advanced Security files results against. Checked against the OASIS schema and with Microsoft's
// SARIF Multitool (SARIF2003 asks for it, SARIF2007 for its mappedTo); hostile values are dropped.
import Ajv04 from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { versionControlProvenance } from '../../src/report/sarif.js';
import { ROOT, runCli, tempTree } from '../helpers/run-cli.js';
import { multitoolAvailable, validateSarif } from '../helpers/sarif-multitool.js';

const SHA = '0123456789abcdef0123456789abcdef01234567';
const GITHUB = { GITHUB_ACTIONS: 'true', GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'acme/models', GITHUB_SHA: SHA };
const AZURE = {
  TF_BUILD: 'True',
  BUILD_REPOSITORY_URI: 'https://acme@dev.azure.com/acme/ml/_git/models',
  BUILD_SOURCEVERSION: SHA,
  BUILD_SOURCEBRANCH: 'refs/heads/release/1.2',
};
const POD =
  'apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers: [{name: c, image: busybox, resources: {limits: {nvidia.com/gpu: 0.5}}}]\n';

function sarifRun(env: Record<string, string>, cwd: string) {
  const r = runCli(['-f', 'sarif', '-o', 'out.sarif', '.'], { cwd, env });
  expect(r.stderr).toBe('');
  return JSON.parse(readFileSync(join(cwd, 'out.sarif'), 'utf8'));
}

describe('SARIF versionControlProvenance', () => {
  it('is absent outside a CI that names the repository and commit', () => {
    const dir = tempTree({ 'pod.yaml': POD });
    expect(sarifRun({}, dir).runs[0].versionControlProvenance).toBeUndefined();
    expect(sarifRun({ GITHUB_ACTIONS: 'true' }, dir).runs[0].versionControlProvenance).toBeUndefined();
  });

  it('GitHub Actions: repository, commit and branch, mapped to %SRCROOT% when the run is in the checkout root', () => {
    const dir = tempTree({ 'pod.yaml': POD });
    const log = sarifRun({ ...GITHUB, GITHUB_REF: 'refs/heads/main', GITHUB_WORKSPACE: dir }, dir);
    expect(log.runs[0].versionControlProvenance).toEqual([
      { repositoryUri: 'https://github.com/acme/models', revisionId: SHA, branch: 'main', mappedTo: { uriBaseId: '%SRCROOT%' } },
    ]);
    const schema = JSON.parse(readFileSync(join(ROOT, 'test/vendor/sarif/sarif-schema-2.1.0.json'), 'utf8'));
    const ajv = new Ajv04.default({ strictRequired: false, allErrors: true, strict: false });
    addFormats.default(ajv);
    const validate = ajv.compile(schema);
    validate(log);
    expect(validate.errors ?? []).toEqual([]);
  });

  it('Azure Pipelines: no user name in the URI; a pull request merge ref is no branch', () => {
    expect(versionControlProvenance(AZURE, '/w')).toEqual({
      repositoryUri: 'https://dev.azure.com/acme/ml/_git/models',
      revisionId: SHA,
      branch: 'release/1.2',
    });
    expect(versionControlProvenance({ ...AZURE, BUILD_SOURCEBRANCH: 'refs/pull/7/merge', BUILD_SOURCESDIRECTORY: '/w/s' }, '/w/s')).toEqual(
      {
        repositoryUri: 'https://dev.azure.com/acme/ml/_git/models',
        revisionId: SHA,
        mappedTo: { uriBaseId: '%SRCROOT%' },
      },
    );
    expect(versionControlProvenance({ ...GITHUB, GITHUB_REF: 'refs/pull/7/merge', GITHUB_WORKSPACE: '/w' }, '/w/sub')).toEqual({
      repositoryUri: 'https://github.com/acme/models',
      revisionId: SHA,
    });
  });

  it('passes on no credential and no value that is not what the CI writes there', () => {
    const uri = (env: Record<string, string>) => versionControlProvenance(env, '/')?.repositoryUri;
    expect(uri({ ...AZURE, BUILD_REPOSITORY_URI: 'https://user:s3cret@host.example/r.git?token=x#f' })).toBe('https://host.example/r.git');
    expect(uri({ ...AZURE, BUILD_REPOSITORY_URI: 'file:///etc/passwd' })).toBeUndefined();
    expect(uri({ ...AZURE, BUILD_REPOSITORY_URI: 'not a url' })).toBeUndefined();
    expect(uri({ ...GITHUB, GITHUB_SERVER_URL: 'javascript:alert(1)' })).toBeUndefined();
    expect(uri({ ...GITHUB, GITHUB_SERVER_URL: `https://x.example/${'/'.repeat(100_000)}` })).toBeUndefined();
    for (const repository of ['acme/../../x', 'acme/models\n::error::x', 'acme', 'a/b/c'])
      expect(uri({ ...GITHUB, GITHUB_REPOSITORY: repository })).toBeUndefined();
    for (const sha of ['$(id)', `${SHA}\n`, 'x'.repeat(65), ''])
      expect(versionControlProvenance({ ...GITHUB, GITHUB_SHA: sha }, '/')).toBeUndefined();
    for (const ref of ['refs/heads/a\u001b[2Jb', 'refs/heads/a b', `refs/heads/${'b'.repeat(300)}`, 'refs/tags/v1'])
      expect(versionControlProvenance({ ...GITHUB, GITHUB_REF: ref }, '/')).not.toHaveProperty('branch');
  });
});

/** The Multitool's SARIF rules, notes included. */
const multitoolRules = (sarifFile: string) => validateSarif(sarifFile, true).map((x) => x.ruleId);

describe.skipIf(!multitoolAvailable)('sarif-multitool on versionControlProvenance', () => {
  it('asks for it without (SARIF2003) and is satisfied with it, mappedTo included (SARIF2007)', () => {
    const dir = tempTree({ 'pod.yaml': POD });
    sarifRun({}, dir);
    expect(multitoolRules(join(dir, 'out.sarif'))).toContain('SARIF2003');
    sarifRun({ ...GITHUB, GITHUB_REF: 'refs/heads/main', GITHUB_WORKSPACE: dir }, dir);
    const rules = multitoolRules(join(dir, 'out.sarif'));
    expect(rules).not.toContain('SARIF2003');
    expect(rules).not.toContain('SARIF2007');
    expect(rules.filter((id) => id.startsWith('GH'))).toEqual([]);
  });
});
