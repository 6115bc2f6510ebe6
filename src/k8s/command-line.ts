// What a container runs: command + args, `$(VAR)` expanded from its env as the kubelet does,
// and the commands inside `sh -c "..."` scripts split into words as a POSIX shell would.
import type { JsonPath } from '../core/types.js';
import { memo } from '../core/memo.js';
import { own, type JsonObject } from './values.js';

/** What a command line is read from: a container's fields, env and path (a ContainerView, or one being built). */
export interface CommandSource {
  value: JsonObject;
  env: Map<string, { value?: string }>;
  path: JsonPath;
}

export interface Word {
  text: string;
  /** Where the word was written: an item of command/args (a script's words share its path). */
  path: JsonPath;
}

export interface CommandLine {
  argv: Word[];
  /** The command came from a shell script (`sh -c`), not directly from command/args. */
  fromScript: boolean;
}

const SHELLS = /(^|\/)(sh|bash|dash|ash|zsh)$/;

/** Kubernetes expands `$(VAR)` from the container's env (literal values only); `$$(VAR)` is a literal `$(VAR)`. */
export function expandKubeVars(text: string, env: Map<string, { value?: string }>): string {
  // Both forms hold `$(`: most words hold none.
  if (!text.includes('$(')) return text;
  return text.replace(/\$(\$)?\(([A-Za-z_][A-Za-z0-9_]*)\)/g, (whole, escaped: string | undefined, name: string) => {
    if (escaped) return `$(${name})`;
    const value = env.get(name)?.value;
    return value === undefined ? whole : value;
  });
}

/**
 * Splits a shell script into simple commands (on `;`, `&&`, `||`, `|`, `&` and newlines) and
 * words (quotes, backslashes, line continuations). `$VAR`/`${VAR}` are expanded from `vars`
 * when known, else kept as written. Not a full shell: enough to find `vllm serve ... --flag`.
 */
export function splitScript(script: string, vars: Map<string, { value?: string }>): string[][] {
  const commands: string[][] = [];
  let words: string[] = [];
  let word = '';
  let inWord = false;
  const endWord = () => {
    if (inWord) words.push(word);
    word = '';
    inWord = false;
  };
  const endCommand = () => {
    endWord();
    if (words.length) commands.push(words);
    words = [];
  };
  const expandVar = (i: number): [string, number] => {
    const braced = /^\$\{([A-Za-z_][A-Za-z0-9_]*)(?::?[-=+?][^}]*)?\}/.exec(script.slice(i));
    const plain = /^\$([A-Za-z_][A-Za-z0-9_]*)/.exec(script.slice(i));
    const m = braced ?? plain;
    if (!m) return ['$', i + 1];
    const value = vars.get(m[1]!)?.value;
    return [value ?? m[0], i + m[0].length];
  };
  let i = 0;
  while (i < script.length) {
    const c = script[i]!;
    if (c === '\\' && script[i + 1] === '\n') {
      i += 2;
      continue;
    }
    if (c === '\\') {
      word += script[i + 1] ?? '';
      inWord = true;
      i += 2;
      continue;
    }
    if (c === "'") {
      const end = script.indexOf("'", i + 1);
      word += script.slice(i + 1, end === -1 ? undefined : end);
      inWord = true;
      i = end === -1 ? script.length : end + 1;
      continue;
    }
    if (c === '"') {
      i++;
      inWord = true;
      while (i < script.length && script[i] !== '"') {
        if (script[i] === '\\' && /["\\$`\n]/.test(script[i + 1] ?? '')) {
          if (script[i + 1] !== '\n') word += script[i + 1];
          i += 2;
        } else if (script[i] === '$') {
          const [text, next] = expandVar(i);
          word += text;
          i = next;
        } else word += script[i++];
      }
      i++;
      continue;
    }
    if (c === '$') {
      const [text, next] = expandVar(i);
      word += text;
      inWord = true;
      i = next;
      continue;
    }
    if (c === '#' && !inWord) {
      const end = script.indexOf('\n', i);
      i = end === -1 ? script.length : end;
      continue;
    }
    if (c === '\n' || c === ';' || c === '|' || c === '&') {
      endCommand();
      i += c !== '\n' && script[i + 1] === c ? 2 : 1;
      continue;
    }
    if (c === ' ' || c === '\t' || c === '\r') {
      endWord();
      i++;
      continue;
    }
    word += c;
    inWord = true;
    i++;
  }
  endCommand();
  return commands;
}

const linesOf = new WeakMap<CommandSource, CommandLine[]>();

/** Every command line the container runs: its argv, or the commands of its `sh -c` script. */
export function commandLines(c: CommandSource): CommandLine[] {
  return memo(linesOf, c, readCommandLines);
}

/** A string of a container's `command` or `args`, as written, and where. */
export interface CommandString {
  text: string;
  key: 'command' | 'args';
  index: number;
}

const stringsOf = new WeakMap<CommandSource, readonly CommandString[]>();

/**
 * The strings of `command`, then of `args`, as written (no variable expanded, other values left
 * out), at most MAX_COMMAND_WORDS of each: for rules that look for a word or a flag in them
 * without reading them as command lines.
 */
export function commandStrings(c: CommandSource): readonly CommandString[] {
  return memo(stringsOf, c, readCommandStrings);
}

function readCommandStrings(c: CommandSource): readonly CommandString[] {
  const out: CommandString[] = [];
  forEachItem(c, (item, key, index) => {
    if (typeof item === 'string') out.push({ text: item, key, index });
  });
  return out;
}

/**
 * Items of `command` and of `args` read per container: hundreds of times what a real command
 * line holds. Every rule that looks at command lines works per word, so without a cap a
 * million-item list aliased into each container costs millions of words per container.
 */
export const MAX_COMMAND_WORDS = 10_000;

/** Each item of `command`, then of `args`, up to MAX_COMMAND_WORDS of each. */
function forEachItem(c: CommandSource, visit: (item: unknown, key: 'command' | 'args', index: number) => void): void {
  for (const key of ['command', 'args'] as const) {
    const list = own(c.value, key);
    if (!Array.isArray(list)) continue;
    const count = Math.min(list.length, MAX_COMMAND_WORDS);
    for (let index = 0; index < count; index++) visit(list[index], key, index);
  }
}

function readCommandLines(c: CommandSource): CommandLine[] {
  const words: Word[] = [];
  forEachItem(c, (item, key, index) => {
    if (item === null || item === undefined || typeof item === 'object') return;
    words.push({ text: expandKubeVars(String(item), c.env), path: [...c.path, key, index] });
  });
  const shellAt = words.findIndex((w) => SHELLS.test(w.text));
  if (shellAt === 0 || (shellAt === 1 && /(^|\/)(env|tini|dumb-init)$/.test(words[0]!.text))) {
    const flagAt = words.findIndex((w, i) => i > shellAt && /^-[a-z]*c[a-z]*$/.test(w.text));
    const script = flagAt === -1 ? undefined : words[flagAt + 1];
    if (script)
      return splitScript(script.text, c.env).map((argv) => ({ argv: argv.map((text) => ({ text, path: script.path })), fromScript: true }));
  }
  return [{ argv: words, fromScript: false }];
}
