// Where the project lives on the web, for links in reports: the repository and the page of each
// rule at the release the report was made with (the rule text matches the tool that reported).
import { VERSION } from '../core/version.js';

export const REPOSITORY_URL = 'https://github.com/ai-k8s-lint/ai-k8s-lint';

/** The rule's page (docs/rules/<id>.md) at the tag of `version`, e.g. …/blob/v0.1.0/docs/rules/shm-missing.md. */
export function ruleDocsUrl(ruleId: string, version: string = VERSION): string {
  return `${REPOSITORY_URL}/blob/v${encodeURIComponent(version)}/docs/rules/${encodeURIComponent(ruleId)}.md`;
}
