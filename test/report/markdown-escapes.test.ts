// S6: `-f markdown` and the CUDA matrix's Markdown show every value and file name as text: no
// link, image, raw HTML, emphasis, heading, code span break or table row break from a manifest.
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config/resolve.js';
import { printable } from '../../src/core/printable.js';
import { markdown } from '../../src/report/markdown.js';
import { activeFindings } from '../../src/report/report.js';
import { matrixOf, renderMarkdown } from '../../src/app/matrix-command.js';
import { summaryMatrixMarkdown } from '../../src/app/matrix-summary.js';
import { tempTree } from '../helpers/run-cli.js';
import { deployment, reportOf, yamlString } from './hostile-input.js';
import { link, markupIn, renderedText, summaryRows, tableCells, withoutOwnTags } from './markdown-check.js';

const LINK_AND_IMAGE = '[click here](https://evil.example/phish) ![p](https://evil.example/pixel.png)';
const CR_BLOCKS = 'x **bold**\r# HEADING-VIA-CR\r- list';
const HTML = '<img src=x onerror=alert(1)></details><a href="https://evil.example">';

describe('-f markdown', () => {
  const files = {
    'x](https:%2F%2Fevil.example%2F)[y.yaml': deployment({ name: LINK_AND_IMAGE }),
    'a`b`` | c.yaml': deployment({ name: 'ok', namespace: CR_BLOCKS, container: HTML }),
    'd\r# H\n.yaml': deployment({ name: 'pipes|`x`|~~s~~ $m$ _e_ &lt;', label: 'w\u001b[2J' }),
  };
  const report = reportOf(files);
  const out = markdown(report, { color: false });
  const rows = summaryRows(out);

  it('the review: links, images, raw HTML and CR-started blocks from names stay text', () => {
    // The only tags are the summary's own, and the only links its rule pages.
    expect(withoutOwnTags(out)).not.toContain('<');
    expect(out).not.toContain('\r');
    expect(out.replaceAll(/\[`[a-z0-9-]+`\]\(https:\/\/github\.com\/ai-k8s-lint\/ai-k8s-lint\/blob\/v[^)]+\.md\)/g, '')).not.toMatch(
      /[^\\]\]\(/,
    );
    // The only headings are the report's own, and the only line breaks are LF.
    expect(out.split('\n').filter((l) => l.startsWith('#'))).toEqual([
      expect.stringMatching(/^### ai-k8s-lint: \d+ errors?, /),
      expect.stringMatching(/^#### 🔴 \d+ errors?$/),
      '#### Findings per rule',
    ]);
    expect(out).toContain('\\[click here\\]\\(https://evil.example/phish\\) \\!\\[p\\]\\(https://evil.example/pixel.png\\)');
    expect(out).toContain('x \\*\\*bold\\*\\*^M\\# HEADING-VIA-CR^M- list');
    expect(out).toContain('&lt;img src=x onerror=alert\\(1\\)&gt;&lt;/details&gt;');
  });

  it('every row has its cells, and the file and message cells render as exactly the value', () => {
    expect(rows.length).toBeGreaterThan(10);
    const messages = new Set(activeFindings(report).map((f) => printable(f.message)));
    const names = new Set(report.files.map(printable));
    for (const row of rows) {
      const file = row.place.replace(/:\d+$/, '');
      expect(row.url, row.place).toBeUndefined();
      expect(markupIn(file), row.place).toEqual([]);
      expect(names).toContain(renderedText(file));
      // A message over 300 characters is cut, with an ellipsis.
      const cut = row.message.endsWith('…');
      const text = cut ? row.message.slice(0, -1) : row.message;
      expect(markupIn(text), row.message).toEqual([]);
      if (cut) expect([...messages].some((m) => m.startsWith(renderedText(text)))).toBe(true);
      else expect(messages).toContain(renderedText(text));
    }
    // Each file name was rendered, backticks and brackets included: no code span to break out of.
    const shown = new Set(rows.map((r) => renderedText(r.place.replace(/:\d+$/, ''))));
    expect(shown).toEqual(new Set(Object.keys(files).map(printable)));
  });
});

describe('the CUDA matrix as Markdown', () => {
  const pool = {
    name: 'pool](https://evil.example)<b>',
    labels: { 'nvidia.com/gpu.product': 'NVIDIA-A100-SXM4-80GB', 'nvidia.com/cuda.driver-version.full': '535.104.05' },
    gpu: { count: 8 },
  };
  const yaml = [
    'apiVersion: v1',
    'kind: Pod',
    'metadata:',
    `  name: ${yamlString(LINK_AND_IMAGE)}`,
    `  namespace: ${yamlString(CR_BLOCKS)}`,
    'spec:',
    '  containers:',
    `    - name: ${yamlString(HTML)}`,
    `      image: ${yamlString('vllm/vllm-openai:v0.6.0`</details>|x')}`,
    '      resources: {limits: {nvidia.com/gpu: 1}}',
    '',
  ].join('\n');
  const dir = tempTree({ '<img src=x onerror=alert(1)>.yaml': yaml });
  const model = matrixOf(['.'], { cwd: dir, config: resolveConfig({ nodePools: [pool] }) });
  const out = renderMarkdown(model);

  it('the review: no raw HTML from a container name, and no stray </details>', () => {
    expect(model.rows).toHaveLength(1);
    // The only tags are the matrix's own.
    expect(out.match(/<[^>]*>/g)).toEqual(['<br>', '<details>', '<summary>', '</summary>', '</details>']);
    expect(out).not.toContain('\r');
    expect(out).not.toMatch(/[^\\]\]\(/);
    expect(out).toContain('&lt;img src=x onerror=alert\\(1\\)&gt;&lt;/details&gt;');
  });

  it('the table rows keep their cells, and values are text, not code spans', () => {
    const table = out.split('\n').filter((l) => l.startsWith('|') && !l.startsWith('|---'));
    expect(table).toHaveLength(2);
    const [head, row] = table.map((l) => tableCells(l)!);
    expect(head).toHaveLength(6);
    expect(row).toHaveLength(6);
    const [, workload, container, image] = row as string[];
    expect(renderedText(workload!)).toBe(printable(`Pod/${CR_BLOCKS}/${LINK_AND_IMAGE}`));
    expect(renderedText(container!)).toBe(HTML);
    expect(renderedText(image!)).toBe('vllm/vllm-openai:v0.6.0`</details>|x');
    for (const cell of [workload!, container!, image!]) expect(markupIn(cell), cell).toEqual([]);
  });

  it("the job summary's matrix: its own tags only, the workload, image and reasons as text", () => {
    const md = summaryMatrixMarkdown(model, (file, line) => `https://github.com/o/r/blob/sha/${encodeURIComponent(file)}#L${line}`);
    expect(md.match(/<[^>]*>/g)).toEqual(['<details>', '<summary>', '<b>', '</b>', '</summary>', '</details>']);
    expect(md).not.toContain('\r');
    const [row] = md
      .split('\n')
      .filter((l) => l.startsWith('| ') && !l.startsWith('| workload '))
      .map((l) => tableCells(l)!);
    const workload = link(row![0]!)!;
    expect(renderedText(workload.text)).toBe(printable(`Pod/${CR_BLOCKS}/${LINK_AND_IMAGE}`));
    expect(markupIn(workload.text)).toEqual([]);
    expect(workload.url).toBe('https://github.com/o/r/blob/sha/%3Cimg%20src%3Dx%20onerror%3Dalert%281%29%3E.yaml#L9');
    // The pool's name and every list line (pools, reasons, CUDA sources) are text.
    expect(md).toContain('- **P1** pool\\]\\(https://evil.example\\)&lt;b&gt;: A100-80GB, driver 535.104.05');
    for (const line of md.split('\n').filter((l) => l.startsWith('- ')))
      expect(markupIn(line.replace(/^- (?:\S+ \*\*[P0-9, ]+\*\* |\*\*P\d+\*\* )?/u, '')), line).toEqual([]);
  });

  it('the notes under the table are text too', () => {
    const notes = out.split('\n').filter((l) => /^(\d+\. |- )/.test(l));
    expect(notes.length).toBeGreaterThan(0);
    for (const line of notes) expect(markupIn(line.replace(/^(\d+\. |- )/, '')), line).toEqual([]);
  });
});
