// Container image references: [registry/]repository[:tag][@digest], normalized the way the
// container runtime resolves them (docker.io default registry, library/ for official images).
import { isImagePlaceholder } from './values.js';

export interface ImageRef {
  raw: string;
  registry: string;
  /** Path inside the registry, e.g. `vllm/vllm-openai`, `library/ubuntu`. */
  repository: string;
  /** registry + '/' + repository: what the image-family table matches. */
  normalized: string;
  tag?: string;
  digest?: string;
  /** The reference holds a template or variable; parts of it are unknown. */
  placeholder: boolean;
}

/** Splits `name[:tag][@digest]`; the tag separator is the last `:` after the last `/` (a registry port is not a tag). */
export function splitReference(reference: string): { name: string; tag?: string; digest?: string } {
  let name = reference.trim();
  let digest: string | undefined;
  const at = name.indexOf('@');
  if (at !== -1) {
    digest = name.slice(at + 1);
    name = name.slice(0, at);
  }
  let tag: string | undefined;
  const colon = name.lastIndexOf(':');
  if (colon > name.lastIndexOf('/')) {
    tag = name.slice(colon + 1);
    name = name.slice(0, colon);
  }
  return { name, tag, digest };
}

export function parseImage(raw: string): ImageRef {
  const placeholder = isImagePlaceholder(raw);
  const { name, tag, digest } = splitReference(raw);
  const parts = name.split('/');
  let registry = 'docker.io';
  const first = parts[0] ?? '';
  if (parts.length > 1 && (first.includes('.') || first.includes(':') || first === 'localhost')) {
    registry = parts.shift()!;
  }
  if (registry === 'index.docker.io' || registry === 'registry-1.docker.io') registry = 'docker.io';
  let repository = parts.join('/');
  if (registry === 'docker.io' && parts.length === 1) repository = `library/${repository}`;
  return { raw, registry, repository, normalized: `${registry}/${repository}`.toLowerCase(), tag, digest, placeholder };
}

/** Tags that name whatever was pushed last, not a release (RULES.md image-tag-mutable). */
const MOVING_TAGS = new Set(['latest', 'main', 'master', 'dev', 'nightly', 'edge']);

/** `latest`, `main`, `nightly`, ... and `*-latest`, `latest-*`: a tag that is pushed again with every build. */
export function isMovingTag(tag: string): boolean {
  const t = tag.toLowerCase();
  return MOVING_TAGS.has(t) || t.endsWith('-latest') || t.startsWith('latest-');
}
