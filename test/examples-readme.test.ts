// The README's quick start runs as written and prints what the example goldens say: each
// `npx ai-k8s-lint ...` line of its first ```sh block is run (without a shell, so the line may
// hold nothing a shell would expand), its exit code is the one its comment states, and its output
// is the `.out` golden of the example it lints. Linting several examples in one run would make
// them one cluster (the tainted Nodes of examples/cluster/ would apply to all), so each line lints
// one.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runCli } from './helpers/run-cli.js';

interface QuickStartCommand {
  line: string;
  args: string[];
  /** The exit code the line's comment states. */
  exit: number;
}

/** The `npx ai-k8s-lint` commands of the README's quick start. */
function quickStart(): QuickStartCommand[] {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('\n## Quick start\n'));
  const block = /```sh\n([\s\S]*?)\n```/.exec(section)![1]!;
  const commands: QuickStartCommand[] = [];
  for (const line of block.split('\n')) {
    const hash = line.indexOf(' #');
    const [code, comment] = hash === -1 ? [line, ''] : [line.slice(0, hash), line.slice(hash)];
    for (const part of code.split('&&').map((p) => p.trim())) {
      if (!part.startsWith('npx ai-k8s-lint')) continue;
      const args = part.split(/\s+/).slice(2);
      // Plain words only: what the test runs is then exactly what sh would run.
      for (const arg of args) expect(arg, line).toMatch(/^[\w./=-]+$/);
      const exit = /\bexit (\d)\b/.exec(comment);
      expect(exit, `${line}: the comment states the exit code`).not.toBeNull();
      commands.push({ line, args, exit: Number(exit![1]) });
    }
  }
  return commands;
}

describe("the README's quick start", () => {
  const commands = quickStart();

  it('has commands to run', () => {
    expect(commands.length).toBeGreaterThan(0);
  });

  it.each(commands.map((c) => [c.line, c] as const))('%s prints the golden of the example it lints', (_line, command) => {
    // One example per run: a run is one cluster, and the goldens are each example alone.
    expect(command.args).toHaveLength(1);
    const [file] = command.args as [string];
    expect(file).toMatch(/^examples\/[^/]+\.yaml$/);
    const golden = join(ROOT, file.replace(/\.yaml$/, '.out'));
    expect(existsSync(golden), `${file} has a golden`).toBe(true);
    const r = runCli(command.args);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(command.exit);
    expect(`# exit ${r.code}\n${r.stdout}`).toBe(readFileSync(golden, 'utf8'));
  });
});
