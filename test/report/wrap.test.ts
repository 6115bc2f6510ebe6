// Wrapping text to a terminal's width (src/report/wrap.ts): where lines break, and that no line
// after the first can read as a GitHub workflow command.
import { describe, expect, it } from 'vitest';
import { columnsOf, wrapText } from '../../src/report/wrap.js';

/** The text back from its lines, given how each break was made (a space, or none inside a cut word). */
const words = (lines: string[]) => lines.join(' ').split(' ').filter(Boolean);

describe('wrapText', () => {
  it('breaks at spaces, the first line and the others at their own widths', () => {
    expect(wrapText('aaa bbb ccc ddd eee', 7, 11)).toEqual(['aaa bbb', 'ccc ddd eee']);
    expect(wrapText('aaa bbb ccc ddd eee', 3, 3)).toEqual(['aaa', 'bbb', 'ccc', 'ddd', 'eee']);
    expect(wrapText('short', 80, 80)).toEqual(['short']);
    expect(wrapText('', 80, 80)).toEqual(['']);
  });

  it('cuts a word longer than a line, and counts code points, not UTF-16 units', () => {
    expect(wrapText('x abcdefghij y', 4, 4)).toEqual(['x', 'abcd', 'efgh', 'ij y']);
    const emoji = '😀'.repeat(6);
    const lines = wrapText(emoji, 4, 4);
    expect(lines).toEqual(['😀😀😀😀', '😀😀']);
    expect(lines.every((l) => columnsOf(l) <= 4)).toBe(true);
  });

  it('no line after the first starts with `::`, even after white space: it joins the line before', () => {
    const text = 'see ::error::forged and \u00a0::warning::too then ::notice file=x::y ok';
    for (let width = 1; width <= text.length + 1; width++) {
      const lines = wrapText(text, width, width);
      for (const line of lines.slice(1)) expect(line.trimStart().startsWith('::'), `width ${width}: ${JSON.stringify(lines)}`).toBe(false);
      // Nothing is lost: the same characters but white space.
      expect(lines.join('').replace(/\s/g, '')).toBe(text.replace(/\s/g, ''));
    }
    // A cut inside a run of colons moves to where the piece does not start with `::`.
    for (let width = 1; width <= 12; width++) {
      const lines = wrapText('abc::::::::::::::::def', width, width);
      expect(lines.join('')).toBe('abc::::::::::::::::def');
      for (const line of lines.slice(1)) expect(line.startsWith('::')).toBe(false);
    }
  });

  it('keeps every word that fits a line, in order', () => {
    const text = 'The livenessProbe of container "vllm" allows 10s (initialDelaySeconds 0 + 1 x 10s) but the budget is 300s';
    for (const width of [20, 21, 33, 60]) expect(words(wrapText(text, width, width))).toEqual(text.split(' '));
  });
});
