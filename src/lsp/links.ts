// The web page of a rule, for codeDescription.href and hovers. A stand-in until the reports get
// their own link builder (src/report/links.ts): the same address, docs/rules/<id>.md at the
// release tag of the running version, so that the page describes the rule as this version has it.
import { VERSION } from '../core/version.js';

const REPOSITORY_URL = 'https://github.com/ai-k8s-lint/ai-k8s-lint';

export function ruleDocsUrl(id: string, version: string = VERSION): string {
  return `${REPOSITORY_URL}/blob/v${encodeURIComponent(version)}/docs/rules/${encodeURIComponent(id)}.md`;
}
