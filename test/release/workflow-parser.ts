// GitHub's own parser of workflow and action files (@actions/workflow-parser, from
// actions/languageservices: what the GitHub Actions extension for VS Code validates with). It imports
// its schema JSON without an import attribute, which bundlers accept and Node refuses, so the tests
// load it through one esbuild bundle.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { ROOT } from '../helpers/run-cli.js';

type WorkflowParser = typeof import('@actions/workflow-parser') & typeof import('@actions/workflow-parser/actions/index');

let loaded: Promise<WorkflowParser> | undefined;

export function workflowParser(): Promise<WorkflowParser> {
  loaded ??= (async () => {
    const outfile = join(mkdtempSync(join(tmpdir(), 'ai-k8s-lint-workflow-parser-')), 'parser.mjs');
    await build({
      stdin: {
        contents: "export * from '@actions/workflow-parser'; export { parseAction } from '@actions/workflow-parser/actions/index';",
        resolveDir: ROOT,
      },
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile,
      logLevel: 'warning',
      // The bundled `yaml` package requires Node modules (process): give the ES module a require.
      banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    });
    return (await import(pathToFileURL(outfile).href)) as WorkflowParser;
  })();
  return loaded;
}

/** The parser's messages for a workflow file: schema errors, then those of the conversion (jobs, needs, cron). */
export async function workflowErrors(name: string, content: string): Promise<string[]> {
  const { parseWorkflow, convertWorkflowTemplate, NoOperationTraceWriter } = await workflowParser();
  const parsed = parseWorkflow({ name, content }, new NoOperationTraceWriter());
  const errors = parsed.context.errors.getErrors().map((e) => e.message);
  if (errors.length > 0 || parsed.value === undefined) return errors;
  const template = await convertWorkflowTemplate(parsed.context, parsed.value);
  return (template.errors ?? []).map((e) => e.Message);
}

/** The parser's messages for an action metadata file (action.yml). */
export async function actionErrors(name: string, content: string): Promise<string[]> {
  const { parseAction, NoOperationTraceWriter } = await workflowParser();
  const parsed = parseAction({ name, content }, new NoOperationTraceWriter());
  return parsed.context.errors.getErrors().map((e) => e.message);
}
