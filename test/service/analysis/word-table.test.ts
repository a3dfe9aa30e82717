import { describe, expect, it } from 'vitest';
import { WordTable, wordSet } from '../../../service/analysis/text/word-table.js';

describe('WordTable', () => {
  it('gives each word its value and nothing for a word it lacks', () => {
    const table = new WordTable([
      ['great', 3.1],
      ['awful', -2.5],
      ['', 0],
    ]);
    expect(table.get('great')).toBe(3.1);
    expect(table.get('awful')).toBe(-2.5);
    expect(table.get('')).toBe(0);
    expect(table.get('grea')).toBeUndefined();
    expect(table.has('great ')).toBe(false);
    expect(table.size).toBe(3);
  });

  it('holds many words, the later value of a word given twice, in their order', () => {
    const words = Array.from({ length: 20_000 }, (_, i) => `w${i.toString(36)}`);
    const table = new WordTable([...words.map((w, i) => [w, i] as const), ['w0', -1] as const]);
    expect(table.size).toBe(words.length);
    for (const [i, w] of words.entries()) expect(table.get(w)).toBe(i === 0 ? -1 : i);
    for (const w of words) expect(table.has(`${w}!`)).toBe(false);
    expect([...table.entries()].slice(0, 2)).toEqual([
      ['w0', -1],
      ['w1', 1],
    ]);
  });

  it('reads words of any script and emoji', () => {
    const set = wordSet(['żółw', 'ёлка', '😂', 'naïve']);
    for (const w of ['żółw', 'ёлка', '😂', 'naïve']) expect(set.has(w)).toBe(true);
    expect(set.has('naive')).toBe(false);
  });

  it('refuses a word without a value, which it could not tell from a missing word', () => {
    expect(() => new WordTable<number | undefined>([['x', undefined]])).toThrow(/no value/);
  });
});
