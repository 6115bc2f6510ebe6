// Container image references: [registry/]repository[:tag][@digest], normalized the way the
// container runtime resolves them (docker.io default registry, library/ for official images).
import { isPlaceholder } from './values.js';

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

export function parseImage(raw: string): ImageRef {
  const placeholder = isPlaceholder(raw);
  let rest = raw.trim();
  let digest: string | undefined;
  const at = rest.indexOf('@');
  if (at !== -1) {
    digest = rest.slice(at + 1);
    rest = rest.slice(0, at);
  }
  let tag: string | undefined;
  const lastSlash = rest.lastIndexOf('/');
  const colon = rest.lastIndexOf(':');
  if (colon > lastSlash) {
    tag = rest.slice(colon + 1);
    rest = rest.slice(0, colon);
  }
  const parts = rest.split('/');
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
