// The workflow files and action.yml are valid for GitHub (its own parser, see workflow-parser.ts),
// every third-party action is pinned by commit SHA, and the release and CI workflows do what the
// release process (CHANGELOG.md, scripts/release.mjs) relies on.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT } from '../helpers/run-cli.js';
import { actionErrors, workflowErrors } from './workflow-parser.js';

const WORKFLOWS = join(ROOT, '.github/workflows');
const workflowFiles = readdirSync(WORKFLOWS).filter((f) => /\.ya?ml$/.test(f));
const text = (file: string) => readFileSync(join(WORKFLOWS, file), 'utf8');

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, unknown>;
}
interface Job {
  uses?: string;
  permissions?: Record<string, string>;
  steps?: Step[];
  needs?: string | string[];
}
interface Workflow {
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
}
const workflow = (file: string) => parse(text(file)) as Workflow;
const steps = (w: Workflow) => Object.values(w.jobs).flatMap((j) => j.steps ?? []);

/** Every `uses:` of a workflow: steps' actions and jobs' reusable workflows. */
function usesOf(w: Workflow): string[] {
  return Object.values(w.jobs).flatMap((j) => [...(j.uses ? [j.uses] : []), ...(j.steps ?? []).flatMap((s) => (s.uses ? [s.uses] : []))]);
}

describe('GitHub workflows', () => {
  it('there are the CI and release workflows', () => {
    expect(workflowFiles.sort()).toEqual(['ci.yml', 'release.yml']);
  });

  it.each(workflowFiles)('%s is a valid workflow', async (file) => {
    expect(await workflowErrors(file, text(file))).toEqual([]);
  });

  it('the validation catches a misspelt key, a wrong permission and a broken expression', async () => {
    const broken = text('ci.yml')
      .replace('runs-on: ubuntu-latest', 'run-on: ubuntu-latest')
      .replace('contents: read', 'contents: raed')
      .replace('${{ steps.lint.outputs.errors }}', '${{ steps.lint.outputs.errors ');
    const errors = await workflowErrors('ci.yml', broken);
    expect(errors.join('\n')).toMatch(/run-on/);
    expect(errors.join('\n')).toMatch(/raed/);
    expect(errors.length).toBeGreaterThanOrEqual(3);
    // The job graph is checked too.
    const graph = await workflowErrors('release.yml', text('release.yml').replace('needs: test', 'needs: tst'));
    expect(graph.join('\n')).toMatch(/Job 'publish' depends on unknown job 'tst'/);
  });

  it('action.yml is valid action metadata, and the validation would catch a mistake', async () => {
    const action = readFileSync(join(ROOT, 'action.yml'), 'utf8');
    expect(await actionErrors('action.yml', action)).toEqual([]);
    expect((await actionErrors('action.yml', action.replace('using: node24', 'usin: node24'))).join('\n')).toMatch(/usin/);
  });

  it.each(workflowFiles)('%s: every third-party action is pinned by a commit SHA, with its version in a comment', (file) => {
    const uses = usesOf(workflow(file));
    expect(uses.length).toBeGreaterThan(0);
    for (const ref of uses.filter((u) => !u.startsWith('./'))) {
      // A tag or branch can be moved to other code; a full commit SHA cannot.
      expect(ref, `${file}: ${ref}`).toMatch(/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_./-]+@[0-9a-f]{40}$/);
      const line = text(file)
        .split('\n')
        .find((l) => l.includes(`uses: ${ref}`));
      expect(line, `${file}: ${ref} needs a "# vX.Y.Z" comment for people and Dependabot`).toMatch(/ # v[0-9]+\.[0-9]+\.[0-9]+$/);
    }
  });

  it.each(workflowFiles)('%s: no ${{ }} expression inside a run script (values reach the shell through env)', (file) => {
    for (const step of steps(workflow(file))) if (step.run) expect(step.run, `${file}: ${step.run}`).not.toContain('${{');
  });

  it.each(workflowFiles)('%s: the token is read-only unless a job asks for more', (file) => {
    expect(workflow(file).permissions).toEqual({ contents: 'read' });
  });

  it('CI runs on pull requests: npm ci and npm test, and the Action of the checkout on the examples', () => {
    const ci = workflow('ci.yml');
    expect(Object.keys(ci.on)).toContain('pull_request');
    const runs = steps(ci).map((s) => s.run);
    expect(runs).toContain('npm ci');
    expect(runs).toContain('npm test');
    const action = steps(ci).find((s) => s.uses === './');
    expect(action?.with?.path).toBe('examples/');
  });

  it('the release runs on v* tags: the tests, then npm publish with provenance, then the major tag', () => {
    const release = workflow('release.yml');
    expect(release.on).toEqual({ push: { tags: ['v[0-9]+.[0-9]+.[0-9]+'] } });
    const { test, publish, 'major-tag': majorTag } = release.jobs;
    expect(test?.steps?.map((s) => s.run)).toEqual(
      expect.arrayContaining(['npm ci', 'npm test', 'node scripts/release.mjs --check "$TAG"']),
    );
    expect(publish?.needs).toBe('test');
    expect(publish?.permissions).toEqual({ contents: 'read', 'id-token': 'write' });
    expect(publish?.steps?.map((s) => s.run)).toContain('npm publish --provenance --access public');
    expect(majorTag?.needs).toBe('publish');
    expect(majorTag?.permissions).toEqual({ contents: 'write' });
    expect(majorTag?.steps?.some((s) => s.run?.includes('git push --force origin "refs/tags/$major"'))).toBe(true);
  });
});
