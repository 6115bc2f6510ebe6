import { defineRule, type Report } from '../../src/engine/rule.js';
import { commandLines } from '../../src/k8s/command-line.js';
import { containerLabel } from '../../src/k8s/naming.js';
import type { ObjectView } from '../../src/k8s/objects.js';
import type { ContainerView } from '../../src/k8s/pods.js';
import { isObject, own, ownArray, ownString } from '../../src/k8s/values.js';
import { memo } from '../../src/core/memo.js';

/** A shell reference in an env value: `$NAME` or `${NAME}`. */
interface ShellRef {
  name: string;
  text: string;
}

const IDENT_START = /[A-Za-z_]/;
const IDENT = /[A-Za-z0-9_]/;
/** Env-var names by convention: what a `$NAME` meant as a variable looks like (a password's `$word` does not). */
const ENV_STYLE = /^[A-Z][A-Z0-9_]*$|^_[A-Z0-9_]+$/;
/** At most this many characters of a value are scanned (an env value is a path or a flag list, not a file). */
const MAX_SCAN = 16_384;

/**
 * The `$NAME` and `${NAME}` of a value, by string scanning. `$$` is the Kubernetes escape for a
 * literal `$`, `$(NAME)` is the Kubernetes form; `${NAME:-x}`, `$1`, `$@` are not these forms.
 */
function shellRefs(value: string): ShellRef[] {
  const out: ShellRef[] = [];
  const end = Math.min(value.length, MAX_SCAN);
  let i = value.indexOf('$');
  while (i !== -1 && i < end) {
    const next = value[i + 1] ?? '';
    if (next === '$') {
      i = value.indexOf('$', i + 2);
      continue;
    }
    const braced = next === '{';
    let j = braced ? i + 2 : i + 1;
    if (IDENT_START.test(value[j] ?? '')) {
      const start = j;
      while (j < end && IDENT.test(value[j]!)) j++;
      const name = value.slice(start, j);
      if (!braced) out.push({ name, text: `$${name}` });
      else if (value[j] === '}') out.push({ name, text: `\${${name}}` });
    }
    i = value.indexOf('$', Math.max(j, i + 1));
  }
  return out;
}

/** Variables a shell expands itself when it uses them (prompts, startup files). */
const SHELL_EXPANDED = new Set(['PS0', 'PS1', 'PS2', 'PS3', 'PS4', 'PROMPT_COMMAND', 'BASH_ENV', 'ENV']);
/** A value that tools run through a shell (`GIT_SSH_COMMAND`, `*_CMD`), where `$NAME` is expanded then. */
const COMMAND_NAME = /(_COMMAND|_CMD|_SCRIPT)$/;
/** A value that holds a password or key: a `$` in it is a character of the secret. */
const SECRET_NAME = /PASSWORD|PASSWD|SECRET|PRIVATE_KEY/i;
/** Shell operators: the value is a script some shell runs, and expands. */
const SCRIPT_LIKE = /&&|\|\||;|\||`|\n/;

/** The container runs its values through a shell once more (`eval`, `envsubst`): `$NAME` in them is expanded after all. */
function reexpands(c: ContainerView): boolean {
  return commandLines(c).some(({ argv }) => argv.some((w) => w.text === 'eval' || /(^|\/)envsubst$/.test(w.text)));
}

/**
 * Keys whose strings a shell or the Kubernetes expansion reads: `${VAR}` there is not a template
 * placeholder. kubectl's copy of the applied object holds the env values once more.
 */
const SKIPPED_KEYS = new Set([
  'env',
  'command',
  'args',
  'source',
  'script',
  'entrypoint',
  'kubectl.kubernetes.io/last-applied-configuration',
]);
const MAX_NODES = 5_000;

/**
 * The object is a template that a tool such as envsubst fills in before it is applied: a
 * `${NAME}` outside env values and commands (an image, a name, a namespace, a count).
 */
const templates = new WeakMap<ObjectView, boolean>();
function isTemplate(object: ObjectView): boolean {
  return memo(templates, object, (o) => holdsTemplate(o.value));
}

function holdsTemplate(root: unknown): boolean {
  const stack: unknown[] = [root];
  let budget = MAX_NODES;
  while (stack.length > 0 && budget-- > 0) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (shellRefs(value).some((r) => r.text.startsWith('${') || (r.text === value.trim() && ENV_STYLE.test(r.name)))) return true;
    } else if (Array.isArray(value)) {
      stack.push(...value.slice(0, MAX_NODES));
    } else if (isObject(value)) {
      for (const [k, v] of Object.entries(value)) if (!SKIPPED_KEYS.has(k)) stack.push(v);
    }
  }
  return false;
}

/** Names the container's env defines, with their positions: `$(NAME)` expands only those defined before it. */
function definedNames(c: ContainerView): Map<string, number> {
  const out = new Map<string, number>();
  ownArray(c.value, 'env').forEach((item, i) => {
    const name = ownString(item, 'name');
    if (name !== undefined && !out.has(name)) out.set(name, i);
  });
  return out;
}

/** Variables Kubernetes sets for the Services of the namespace, which $(NAME) also reaches. */
const SERVICE_VAR = /_SERVICE_(HOST|PORT)(_[A-Z0-9_]+)?$/;
const KUBE_RULE = "Kubernetes expands $(NAME) only for variables defined earlier in the container's env";

function fixFor(ref: ShellRef, own: string, at: number, defined: Map<string, number>, envFrom: boolean): string {
  if (ref.name === own) {
    return (
      `$(${own}) cannot extend the image's ${own} either (${KUBE_RULE}, not the image's): write the whole value, or extend it in ` +
      `the container's shell command (export ${own}="$${own}:...")`
    );
  }
  const where = defined.get(ref.name);
  if (where === undefined && SERVICE_VAR.test(ref.name)) {
    return `write $(${ref.name}) instead: Kubernetes expands the variables of Services created before the pod too`;
  }
  if (where !== undefined) return `define ${ref.name} above it and write $(${ref.name}) (${KUBE_RULE})`;
  if (envFrom) return `write $(${ref.name}) if ${ref.name} comes from envFrom, otherwise the value itself (${KUBE_RULE})`;
  return `write the value itself, or $(${ref.name}) after defining ${ref.name} above it (${KUBE_RULE}, not the image's)`;
}

export default defineRule({
  id: 'env-var-not-expanded',
  family: 'network-security',
  level: 'warning',
  scope: 'ai',
  summary: 'An env value uses shell syntax ($NAME, ${NAME}) that Kubernetes does not expand: the process gets the literal text.',
  references: ['https://kubernetes.io/docs/tasks/inject-data-application/define-interdependent-environment-variables/'],
  check: {
    podSpec(pod, ctx) {
      const found: Report[] = [];
      for (const c of pod.containers) {
        const defined = definedNames(c);
        const envFrom = ownArray(c.value, 'envFrom').length > 0;
        let checked: boolean | undefined;
        for (const [i, item] of ownArray(c.value, 'env').entries()) {
          const name = ownString(item, 'name');
          const value = own(item, 'value');
          if (name === undefined || typeof value !== 'string' || !value.includes('$')) continue;
          // Helm and operator templates (`{{ }}`) are filled in before the pod exists.
          if (value.includes('{{') || SHELL_EXPANDED.has(name) || COMMAND_NAME.test(name) || SCRIPT_LIKE.test(value)) continue;
          const definedElsewhere = (r: ShellRef) => r.name !== name && defined.has(r.name);
          const refs = shellRefs(value).filter((r) => ENV_STYLE.test(r.name) || definedElsewhere(r));
          if (refs.length === 0) continue;
          // The whole value one variable that the env does not define: a placeholder to fill in (`value: $HF_TOKEN` in docs),
          // and a sign that the other `$NAME`s of the pod are placeholders too.
          if (refs.length === 1 && refs[0]!.text === value.trim() && !definedElsewhere(refs[0]!)) return;
          if (SECRET_NAME.test(name) && !refs.some(definedElsewhere)) continue;
          checked ??= reexpands(c);
          if (checked) break;
          const named = [...new Set(refs.map((r) => r.text))];
          const definedAbove = (r: ShellRef) => r.name !== name && (defined.get(r.name) ?? i) < i;
          const other = refs.find((r) => !definedAbove(r));
          const fix = other
            ? fixFor(other, name, i, defined, envFrom)
            : `write ${[...new Set(refs.map((r) => `$(${r.name})`))].join(', ')} instead, which Kubernetes expands from the env above it`;
          const shown = value.length > 80 ? `${value.slice(0, 77)}...` : value;
          found.push({
            path: [...c.path, 'env', i, 'value'],
            message:
              `env ${name} of ${containerLabel(pod, c)} uses shell syntax ${named.join(', ')}, which Kubernetes does not ` +
              `expand: the process gets the literal text "${shown}"; ${fix}.`,
          });
        }
      }
      // A template's `${NAME}`s are filled in before it is applied: asked last, as it walks the whole object.
      if (found.length === 0 || isTemplate(pod.object)) return;
      for (const report of found) ctx.report(report);
    },
  },
});
