// A CR or LF in a value or a file name never starts a line of a printed report, in any format:
// the runner splits its log on CR, LF and CRLF and reads a line starting with `::` as a command.
import { describe, expect, it } from 'vitest';
import { format, lint } from '../../src/app/api.js';
import { FORMATS } from '../../src/report/load.js';
import { tempTree } from '../helpers/run-cli.js';
import { deployment } from './hostile-input.js';

const FORGED = '\n::error file=README.md,line=1::forged';
const dir = tempTree({
  'a\n::warning title=X::b\r.yaml': deployment({
    name: `web${FORGED}`,
    container: 'c\r::notice::x',
    image: 'vllm/vllm-openai:v0.6.0\r\n::add-mask::y',
  }),
});

describe('CR and LF from values in every format', () => {
  for (const name of FORMATS) {
    it(`${name}: no line starts with a value, and no line but github's own is a workflow command`, async () => {
      const result = await lint('.', { cwd: dir });
      expect(result.findings.length).toBeGreaterThan(3);
      const out = await format(result, name);
      expect(out).not.toContain('\r');
      const lines = out.split('\n');
      const commands = lines.filter((l) => l.trimStart().startsWith('::'));
      if (name === 'github') {
        // One command per finding, each with the whole message on its line.
        expect(commands).toHaveLength(result.findings.length);
        expect(lines.filter((l) => l !== '' && !l.startsWith('::'))).toEqual([]);
      } else expect(commands).toEqual([]);
    });
  }

  it("junit: attribute values and element text show a value's line breaks instead of carrying them", async () => {
    const out = await format(await lint('.', { cwd: dir }), 'junit');
    expect(out).toContain('<testsuite name="a^J::warning title=X::b^M.yaml"');
    expect(out).toMatch(
      /<failure type="\w+" message="[^"\n]*Deployment &quot;web\^J::error file=README\.md,line=1::forged&quot;[^"\n]*">a\^J::warning title=X::b\^M\.yaml:\d+:\d+: [^<\n]*\[[\w-]+\]<\/failure>/,
    );
    // The report's own line breaks: one element (or the declaration) per line.
    for (const line of out.trimEnd().split('\n')) expect(line).toMatch(/^(<\?xml .*\?>|\s*<.*>)$/);
  });
});
