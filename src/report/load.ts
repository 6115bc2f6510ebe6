// The report formats by name. Each loads on demand: a pre-commit run pays only for the one it prints.
import type { Formatter } from './report.js';

export const FORMATS = [
  'stylish',
  'compact',
  'json',
  'sarif',
  'github',
  'markdown',
  'junit',
  'codeclimate',
  'rdjson',
  'checkstyle',
] as const;
export type FormatName = (typeof FORMATS)[number];

export function isFormat(name: string): name is FormatName {
  return (FORMATS as readonly string[]).includes(name);
}

export async function loadFormatter(name: FormatName): Promise<Formatter> {
  switch (name) {
    case 'stylish':
      return (await import('./stylish.js')).stylish;
    case 'compact':
      return (await import('./compact.js')).compact;
    case 'json':
      return (await import('./json.js')).json;
    case 'sarif':
      return (await import('./sarif.js')).sarif;
    case 'github':
      return (await import('./github.js')).github;
    case 'markdown':
      return (await import('./markdown.js')).markdown;
    case 'junit':
      return (await import('./junit.js')).junit;
    case 'codeclimate':
      return (await import('./codeclimate.js')).codeclimate;
    case 'rdjson':
      return (await import('./rdjson.js')).rdjson;
    case 'checkstyle':
      return (await import('./checkstyle.js')).checkstyle;
  }
}
