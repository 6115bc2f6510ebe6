import { defineRule } from '../../src/engine/rule.js';
import type { JsonPath } from '../../src/core/types.js';

/** File permission fields (volumes, projected items, Argo artifacts): octal is the intent there. */
const FILE_MODE_KEYS = new Set(['defaultMode', 'mode']);

/** Fields the API types as strings: a YAML 1.1 boolean there is rejected by kubectl. */
function expectsString(path: JsonPath): boolean {
  const n = path.length;
  const parent = path[n - 2];
  const key = path[n - 1];
  if (key === 'value' && typeof parent === 'number' && path[n - 3] === 'env') return true;
  if (parent === 'labels' || parent === 'annotations' || parent === 'nodeSelector' || parent === 'data' || parent === 'stringData')
    return true;
  if (typeof key === 'number' && (parent === 'args' || parent === 'command')) return true;
  return false;
}

function quote(source: string): string {
  return `"${source}"`;
}

export default defineRule({
  id: 'yaml-ambiguous-scalar',
  family: 'input',
  level: 'warning',
  scope: 'general',
  summary: 'An unquoted value that Kubernetes reads differently from YAML 1.2 tools (0444, yes, on).',
  fix: {
    kind: 'fix',
    summary:
      'quotes the value in a string field, writes a YAML 1.1 boolean as `true`/`false` elsewhere, and a leading-zero number in `0o` octal',
  },
  check: {
    document(doc, ctx) {
      for (const s of doc.ambiguous) {
        const key = s.path[s.path.length - 1];
        if (s.kind === 'leading-zero-octal') {
          // A file mode written with a leading zero means octal, which is what the API server gets (RULES.md).
          if (typeof key === 'string' && FILE_MODE_KEYS.has(key) && !expectsString(s.path)) continue;
          const decimal = s.source.replace(/^([-+]?)0+(?=\d)/, '$1');
          const digits = s.source.replace(/^([-+]?)0+/, '$1');
          ctx.report({
            path: s.path,
            // 0o444 is the same number for Kubernetes and for YAML 1.2 tools.
            fix:
              typeof s.value === 'number' && /^\d+$/.test(digits)
                ? {
                    kind: 'fix',
                    description: `Write ${s.source} as 0o${digits}`,
                    changes: [{ op: 'scalar', path: s.path, text: `0o${digits}`, value: s.value }],
                  }
                : undefined,
            message:
              `${s.source} is read as the octal number ${String(s.value)} by Kubernetes but as ${decimal} by YAML 1.2 tools; ` +
              `write 0o${s.source.replace(/^[-+]?0+/, '')} for octal or ${decimal} for decimal so every tool agrees.`,
          });
        } else {
          const stringField = expectsString(s.path);
          ctx.report({
            path: s.path,
            level: stringField ? 'error' : undefined,
            // A string field takes the text as written; elsewhere Kubernetes already reads the boolean, so spell it as one.
            fix: stringField
              ? { kind: 'fix', description: `Quote ${s.source}`, changes: [{ op: 'quote', path: s.path }] }
              : typeof s.value === 'boolean'
                ? {
                    kind: 'fix',
                    description: `Write ${s.source} as ${String(s.value)}`,
                    changes: [{ op: 'scalar', path: s.path, text: String(s.value), value: s.value }],
                  }
                : undefined,
            message: stringField
              ? `Unquoted ${s.source} is the boolean ${String(s.value)} for Kubernetes, but this field is a string and kubectl rejects a ` +
                `boolean here; quote it: ${quote(s.source)}.`
              : `Unquoted ${s.source} is the boolean ${String(s.value)} for Kubernetes but the string "${s.source}" for YAML 1.2 tools; ` +
                `write ${String(s.value)} (or ${quote(s.source)} if a string is meant).`,
          });
        }
      }
    },
  },
});
