// The entry point of rendering: one RenderRoot (from discover.ts) in, its RenderResults out: one
// per `render.charts` entry of a chart (values per environment), one for a kustomization. Each
// result is the rendered stream (`text`), to be linted as one apply unit, or a `failure` with the
// tool's message, to be reported as `render-failed` at `manifest`. Nothing here throws for what a
// chart, a kustomization or a tool does.
//
//   const { tools } = resolveTools({ helm: values.helm, kustomize: values.kustomize }, { cwd });
//   const options = { tools, cwd, kubernetesVersion: config.settings.kubernetesVersion };
//   for (const root of discovery.roots) for (const result of renderRootSync(root, options)) ...
//
// renderRootSync runs the tools one after the other (the lint run is synchronous); renderRoot is
// the same with promises, for callers that render several roots at once (renderRoots).
import { helmRender } from './helm.js';
import { kustomizeRender } from './kustomize.js';
import { runTool, runToolSync, type ToolOutput, type ToolRun } from './process.js';
import type { RenderOptions, RenderResult, RenderRoot } from './types.js';

type Flow = Generator<ToolRun, RenderResult, ToolOutput>;

function flows(root: RenderRoot, options: RenderOptions): Flow[] {
  if (root.kind === 'kustomize') return [kustomizeRender(root, options)];
  return (root.charts && root.charts.length > 0 ? root.charts : [{ path: root.dir }]).map((chart) => helmRender(root, chart, options));
}

function driveSync(flow: Flow): RenderResult {
  try {
    let step = flow.next();
    while (!step.done) step = flow.next(runToolSync(step.value));
    return step.value;
  } catch (e) {
    flow.return(undefined as never); // runs the flow's cleanup
    throw e;
  }
}

async function drive(flow: Flow): Promise<RenderResult> {
  try {
    let step = flow.next();
    while (!step.done) step = flow.next(await runTool(step.value));
    return step.value;
  } catch (e) {
    flow.return(undefined as never);
    throw e;
  }
}

/** The renders of one root, one after the other. */
export function renderRootSync(root: RenderRoot, options: RenderOptions): RenderResult[] {
  return flows(root, options).map(driveSync);
}

/** The renders of one root, one after the other, without blocking the event loop. */
export async function renderRoot(root: RenderRoot, options: RenderOptions): Promise<RenderResult[]> {
  const out: RenderResult[] = [];
  for (const flow of flows(root, options)) out.push(await drive(flow));
  return out;
}

/** The renders of several roots, at most `concurrency` tools at a time; results in the roots' order. */
export async function renderRoots(
  roots: readonly RenderRoot[],
  options: RenderOptions & { concurrency?: number },
): Promise<RenderResult[][]> {
  const results: RenderResult[][] = new Array<RenderResult[]>(roots.length);
  let next = 0;
  const worker = async () => {
    while (next < roots.length) {
      const i = next++;
      results[i] = await renderRoot(roots[i]!, options);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency ?? 2, roots.length)) }, worker));
  return results;
}
