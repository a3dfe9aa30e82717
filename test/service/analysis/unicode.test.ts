import { describe, expect, it } from 'vitest';
import { lowerWords } from '../../../service/analysis/lang/detect.js';
import { rng } from '../../../service/analysis/model/softmax.js';
import { casedWordSpans, wordSpans } from '../../../service/analysis/pii/names.js';
import { tokenize } from '../../../service/analysis/text/tokens.js';
import {
  codePointBefore,
  isLetter,
  isLetterOrNumber,
  isPictographic,
  isUpperCase,
} from '../../../service/analysis/text/unicode.js';

/** The expressions the scanners stand for. */
const WORD = /\p{Lu}\.(?=\s)|\p{L}[\p{L}'’-]*|\d+/gu;
const CASED_WORD = /\p{Lu}(?<![\p{L}\p{N}'’]\p{Lu})[\p{L}\p{N}]*(?:['’]\p{L}+)*/gu;
const TOKEN =
  /\[[A-Z]+\]|[\p{L}\p{N}]+(?:['’][\p{L}]+)*|[!?]+|[:;]-?[()DPp/\\](?![\p{L}\p{N}])|[.,;:]|\p{Extended_Pictographic}/gu;
const tokensOf = (text: string) =>
  [...text.replace(/’/g, "'").matchAll(TOKEN)].map((m) => m[0].toLowerCase());
const spansOf = (re: RegExp, text: string) =>
  [...text.matchAll(re)].flatMap((m) => [m.index ?? 0, (m.index ?? 0) + m[0].length]);

/** Letters of many scripts and cases, digits of several, apostrophes, hyphens, dots, spaces, emoji, a lone surrogate. */
const PIECES = [
  ..."aZ9 .-'’\t\n",
  'É',
  'ß',
  'ǅ',
  'Ж',
  'ж',
  'Ω',
  'ı',
  '٣',
  '²',
  'Ⅻ',
  '中',
  'ー',
  '\u00a0',
  '\u3000',
  '😀',
  '𝐀',
  '𝒂',
  '𐐀',
  '\ud800',
  '\udc00',
  'O’Neill',
  "Ravi's",
  'J. ',
  'Dr.',
  '[NAME]',
  '[X',
  '[]',
  ':-)',
  ';P',
  ':D',
  ':-x',
  ':/',
  '!?!',
  ',',
  ';',
  '©',
  '™',
  '❤️',
  '👍🏽',
  '#',
  '_',
];

describe('hand-written scanners', () => {
  it('read tokens as the shared tokenizer always has', () => {
    expect(tokenize("Hey [NAME], don’t :-) it's 2am!!! 😀 ok... :Dx")).toEqual([
      'hey',
      '[name]',
      ',',
      "don't",
      ':-)',
      "it's",
      '2am',
      '!!!',
      '😀',
      'ok',
      '.',
      '.',
      '.',
      ':',
      'dx',
    ]);
  });

  it('find the spans their expressions find', () => {
    const random = rng(11);
    for (let n = 0; n < 5000; n++) {
      const text = Array.from(
        { length: Math.floor(random() * 14) },
        () => PIECES[Math.floor(random() * PIECES.length)],
      ).join('');
      expect(wordSpans(text), text).toEqual(spansOf(WORD, text));
      expect(casedWordSpans(text), text).toEqual(spansOf(CASED_WORD, text));
      expect(tokenize(text), text).toEqual(tokensOf(text));
      const lower = text.toLowerCase();
      expect(lowerWords(lower), text).toEqual(
        lower.replace(/’/g, "'").match(/\p{L}+(?:['’]\p{L}+)?/gu) ?? [],
      );
    }
  });

  it('read words, initials, possessives and numbers', () => {
    const text = "Hi J. Kowalczyk, O’Neill's PR-42 shipped 2024 😀 — Ωmega";
    expect(wordSpans(text).length / 2).toBe(9);
    const cased = casedWordSpans(text);
    const words = [];
    for (let k = 0; k < cased.length; k += 2) words.push(text.slice(cased[k], cased[k + 1]));
    expect(words).toEqual(['Hi', 'J', 'Kowalczyk', "O’Neill's", 'PR', 'Ωmega']);
  });

  it('class code points as the expressions do', () => {
    expect(isLetter('ж'.codePointAt(0)!)).toBe(true);
    expect(isUpperCase('Ж'.codePointAt(0)!)).toBe(true);
    expect(isUpperCase('ǅ'.codePointAt(0)!)).toBe(false);
    expect(isLetterOrNumber('٣'.codePointAt(0)!)).toBe(true);
    expect(isLetter('😀'.codePointAt(0)!)).toBe(false);
    expect(isPictographic('😀'.codePointAt(0)!)).toBe(true);
    expect(isPictographic('©'.codePointAt(0)!)).toBe(true);
    expect(isPictographic('#'.codePointAt(0)!)).toBe(false);
    expect(isUpperCase('𝐀'.codePointAt(0)!)).toBe(true);
    expect(codePointBefore('a𝐀', 3)).toBe('𝐀'.codePointAt(0));
    expect(codePointBefore('a', 0)).toBe(-1);
  });
});
