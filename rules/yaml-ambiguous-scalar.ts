import { defineRule } from '../src/engine/rule.js';
import type { JsonPath } from '../src/core/types.js';

const FILE_MODE_KEYS = new Set(['defaultMode', 'mode']);

/** Fields the API types as strings: a YAML 1.1 boolean there is rejected by kubectl. */
function expectsString(path: JsonPath): boolean {
  const n = path.length;
  const parent = path[n - 2];
  const key = path[n - 1];
  if (key === 'value' && typeof parent === 'number' && path[n - 3] === 'env') return true;
  if (parent === 'labels' || parent === 'annotations' || parent === 'nodeSelector' || parent === 'data' || parent === 'stringData') return true;
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
  description:
    'Kubernetes decodes manifests with YAML 1.1 rules: unquoted `yes`/`no`/`on`/`off`/`y`/`n` are booleans and a leading zero makes a number octal (`0444` is 292). YAML 1.2 tools (yq, editors, most linters, Python and JS libraries) read `yes` as a string and `0444` as 444. Octal-looking `defaultMode`/`mode` values are a note, since octal is what is usually meant there; a 1.1 boolean in a field the API types as a string (an env `value`, a label, `args`) is an error because kubectl rejects it.',
  rationale:
    'The same file means two different things depending on which tool reads it. A `defaultMode: 0644` that a templating step rewrites with a YAML 1.2 library becomes 644 (an invalid mode, or 0o1204 permissions); `value: yes` in an env var fails `kubectl apply` with "cannot unmarshal bool into Go struct field EnvVar.value of type string".',
  remediation:
    'Say what you mean explicitly: quote strings (`value: "yes"`), write booleans as `true`/`false`, and write file modes as `0o644` (read the same by every tool) or as the decimal number.',
  examples: {
    invalid: [
      {
        title: 'boolean spelled yes, and a string field given one',
        yaml: 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\nspec:\n  hostNetwork: yes\n  containers:\n    - name: c\n      image: busybox\n      env:\n        - name: DEBUG\n          value: on\n',
        lines: [6, 12],
      },
      {
        title: 'octal file mode',
        yaml: 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\nspec:\n  containers:\n    - name: c\n      image: busybox\n  volumes:\n    - name: cfg\n      configMap:\n        name: cfg\n        defaultMode: 0644\n',
        lines: [13],
      },
    ],
    valid: [
      { yaml: 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\nspec:\n  hostNetwork: true\n  containers:\n    - name: c\n      image: busybox\n      env:\n        - name: DEBUG\n          value: "on"\n  volumes:\n    - name: cfg\n      configMap:\n        name: cfg\n        defaultMode: 0o644\n' },
    ],
  },
  check: {
    document(doc, ctx) {
      for (const s of doc.ambiguous) {
        const key = s.path[s.path.length - 1];
        if (s.kind === 'leading-zero-octal') {
          const decimal = s.source.replace(/^([-+]?)0+(?=\d)/, '$1');
          const fileMode = typeof key === 'string' && FILE_MODE_KEYS.has(key);
          ctx.report({
            path: s.path,
            level: fileMode ? 'note' : undefined,
            message: `${s.source} is read as the octal number ${String(s.value)} by Kubernetes but as ${decimal} by YAML 1.2 tools; write ${fileMode ? `0o${s.source.replace(/^[-+]?0+/, '')}` : `0o${s.source.replace(/^[-+]?0+/, '')} for octal or ${decimal} for decimal`} so every tool agrees.`,
          });
        } else {
          const stringField = expectsString(s.path);
          ctx.report({
            path: s.path,
            level: stringField ? 'error' : undefined,
            message: stringField
              ? `Unquoted ${s.source} is the boolean ${String(s.value)} for Kubernetes, but this field is a string and kubectl rejects a boolean here; quote it: ${quote(s.source)}.`
              : `Unquoted ${s.source} is the boolean ${String(s.value)} for Kubernetes but the string "${s.source}" for YAML 1.2 tools; write ${String(s.value)} (or ${quote(s.source)} if a string is meant).`,
          });
        }
      }
    },
  },
});
