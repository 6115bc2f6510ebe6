import { defineRule } from '../src/engine/rule.js';

export default defineRule({
  id: 'yaml-syntax',
  family: 'input',
  level: 'error',
  scope: 'general',
  reportedByLoader: 'syntax',
  summary: 'A document does not parse as YAML, or holds duplicate keys that kubectl rejects.',
  description:
    'Reported at the parser\'s line and column (an unclosed quote where it opens) for every document that does not parse or that Kubernetes would reject: syntax errors, tab indentation, duplicate mapping keys, keys that are lists or mappings, aliases that expand beyond the linter\'s budget (alias bombs), nesting too deep to read safely, and files that are not text. A stream is split at its `---` lines before parsing, as kubectl does, so a broken document never hides the ones after it; they and the other files are still linted.',
  rationale:
    'A document that does not parse is never applied, and in a multi-document stream `kubectl apply` stops at the first broken document, so everything after it silently goes missing. Duplicate keys are worse: many YAML tools keep the last value, but kubectl rejects the object ("mapping key already defined"), so a manifest that looks fine in an editor fails in the pipeline.',
  remediation:
    'Fix the YAML at the reported position. Quote values that start with `{`, `[`, `*`, `&`, `!`, `%` or `@`; indent with spaces, never tabs; keep each key once per mapping.',
  examples: {
    invalid: [
      { title: 'duplicate key', yaml: 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\n  name: b\n', lines: [5] },
      { title: 'a list as a key', yaml: 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\ndata:\n  [a]: b\n', lines: [6] },
      { title: 'unquoted placeholder', yaml: 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\nspec:\n  containers:\n    - name: c\n      image: {username}/torchserve:latest\n', lines: [8] },
    ],
    valid: [{ yaml: 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\ndata:\n  image: "{username}/torchserve:latest"\n' }],
  },
  check: {},
});
