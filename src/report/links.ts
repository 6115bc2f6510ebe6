// Where this project's pages live: the repository, and its files at a release tag. Reports link
// there (SARIF helpUri, the job summary) and the config schema's $id names its hosted copy.
// Links pin the tag of the running version, so a page says what that version does.
import { VERSION } from '../core/version.js';

/** owner/name of the repository on GitHub. */
export const REPOSITORY = 'ai-k8s-lint/ai-k8s-lint';

export const repositoryUrl = `https://github.com/${REPOSITORY}`;

/** The git tag of a release: `v` and the version, as scripts/release.mjs and the release workflow make it. */
export function releaseTag(version: string = VERSION): string {
  return `v${version}`;
}

/** Each path segment percent-encoded, `/` kept. */
function encodePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

/** A file of the repository as GitHub shows it, at a tag or commit (default: this version's tag). */
export function fileUrl(path: string, ref: string = releaseTag()): string {
  return `${repositoryUrl}/blob/${encodeURIComponent(ref)}/${encodePath(path)}`;
}

/** The file's bytes as served by GitHub (for a schema an editor fetches), at a tag or commit. */
export function rawFileUrl(path: string, ref: string = releaseTag()): string {
  return `https://raw.githubusercontent.com/${REPOSITORY}/${encodeURIComponent(ref)}/${encodePath(path)}`;
}

/** The rule's page, docs/rules/<id>.md, as released with the given version. */
export function ruleDocsUrl(id: string, version: string = VERSION): string {
  return fileUrl(`docs/rules/${id}.md`, releaseTag(version));
}
