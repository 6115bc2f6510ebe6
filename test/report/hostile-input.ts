// Manifests and file names that carry injection payloads, linted in process (no spawn), for the
// escaping tests and the output fuzz.
import { resolveConfig } from '../../src/config/resolve.js';
import type { LintReport } from '../../src/report/report.js';
import { lintFiles } from '../../src/app/run.js';
import { tempTree } from '../helpers/run-cli.js';

/** A YAML double-quoted scalar holding exactly `s`: everything outside printable ASCII as an escape. */
export function yamlString(s: string): string {
  return JSON.stringify(s).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A serving Deployment (2 replicas, fractional GPU): its findings quote its name, namespace, container and image. */
export function deployment(v: { name: string; namespace?: string; container?: string; image?: string; label?: string }): string {
  const label = yamlString(v.label ?? 'web');
  return [
    'apiVersion: apps/v1',
    'kind: Deployment',
    'metadata:',
    `  name: ${yamlString(v.name)}`,
    ...(v.namespace !== undefined ? [`  namespace: ${yamlString(v.namespace)}`] : []),
    'spec:',
    '  replicas: 2',
    `  selector: {matchLabels: {app: ${label}}}`,
    '  template:',
    `    metadata: {labels: {app: ${label}}}`,
    '    spec:',
    '      containers:',
    `        - name: ${yamlString(v.container ?? 'c')}`,
    `          image: ${yamlString(v.image ?? 'vllm/vllm-openai:v0.6.0')}`,
    '          resources: {limits: {nvidia.com/gpu: "0.5"}}',
    '',
  ].join('\n');
}

/** A Namespace: created after a Deployment in it, it is a related location of namespace-after-use. */
export function namespace(name: string): string {
  return `apiVersion: v1\nkind: Namespace\nmetadata:\n  name: ${yamlString(name)}\n`;
}

/** The full report (as formatters get it) of a directory holding `files`. */
export function reportOf(files: Record<string, string>): LintReport {
  const dir = tempTree(files);
  return lintFiles(resolveConfig({}), { paths: ['.'], cwd: dir });
}
