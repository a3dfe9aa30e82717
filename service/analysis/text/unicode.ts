/**
 * Unicode character classes of one code point, as the expressions `\p{L}`, `\p{Lu}` and `\p{N}` read them, for
 * scanners written out by hand where an expression run over every word of every text costs more than the loop: ASCII
 * is told by its code, anything else once by the expression and then from a cache.
 */

const LETTER = 1;
const UPPER = 2;
const NUMBER = 4;

const IS_LETTER = /^\p{L}$/u;
const IS_UPPER = /^\p{Lu}$/u;
const IS_NUMBER = /^\p{N}$/u;

/** Classes of code points beyond ASCII, read once each. */
const CLASSES = new Map<number, number>();

function classOf(cp: number): number {
  if (cp < 128) {
    if (cp >= 97 && cp <= 122) return LETTER;
    if (cp >= 65 && cp <= 90) return LETTER | UPPER;
    return cp >= 48 && cp <= 57 ? NUMBER : 0;
  }
  let c = CLASSES.get(cp);
  if (c === undefined) {
    const ch = String.fromCodePoint(cp);
    c =
      (IS_LETTER.test(ch) ? LETTER : 0) | (IS_UPPER.test(ch) ? UPPER : 0) | (IS_NUMBER.test(ch) ? NUMBER : 0);
    CLASSES.set(cp, c);
  }
  return c;
}

/** `\p{L}` */
export const isLetter = (cp: number): boolean => (classOf(cp) & LETTER) !== 0;
/** `\p{Lu}` */
export const isUpperCase = (cp: number): boolean => (classOf(cp) & UPPER) !== 0;
/** `[\p{L}\p{N}]` */
export const isLetterOrNumber = (cp: number): boolean => (classOf(cp) & (LETTER | NUMBER)) !== 0;

/** The code point at `i` (a whole surrogate pair when one starts there), as `codePointAt` gives it. */
export const codePointAt = (text: string, i: number): number => text.codePointAt(i) ?? 0;

/** UTF-16 units of a code point. */
export const width = (cp: number): number => (cp > 0xffff ? 2 : 1);

/** The code point that ends just before `i` (a whole surrogate pair when one ends there), or −1 at the start. */
export function codePointBefore(text: string, i: number): number {
  if (i <= 0) return -1;
  const low = text.charCodeAt(i - 1);
  if (low >= 0xdc00 && low <= 0xdfff && i >= 2) {
    const high = text.charCodeAt(i - 2);
    if (high >= 0xd800 && high <= 0xdbff) return (high - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000;
  }
  return low;
}
