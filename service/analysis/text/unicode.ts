/**
 * Unicode character classes of one code point, as the expressions `\p{L}`, `\p{Lu}`, `\p{N}` and
 * `\p{Extended_Pictographic}` read them, for
 * scanners written out by hand where an expression run over every word of every text costs more than the loop: ASCII
 * is told by its code, anything else once by the expression and then from a cache.
 */

const LETTER = 1;
const UPPER = 2;
const NUMBER = 4;
const PICTOGRAPHIC = 8;

const IS_LETTER = /^\p{L}$/u;
const IS_UPPER = /^\p{Lu}$/u;
const IS_NUMBER = /^\p{N}$/u;
const IS_PICTOGRAPHIC = /^\p{Extended_Pictographic}$/u;

/** Classes of the code points of the Basic Multilingual Plane read so far (KNOWN set once read). */
const KNOWN = 16;
const BMP_CLASSES = new Uint8Array(0x10000);
/** …and of those beyond it, up to ASTRAL_CACHE of them (emoji, mostly): a text cannot make this grow without end. */
const ASTRAL_CLASSES = new Map<number, number>();
const ASTRAL_CACHE = 4096;

function read(cp: number): number {
  const ch = String.fromCodePoint(cp);
  return (
    (IS_LETTER.test(ch) ? LETTER : 0) |
    (IS_UPPER.test(ch) ? UPPER : 0) |
    (IS_NUMBER.test(ch) ? NUMBER : 0) |
    (IS_PICTOGRAPHIC.test(ch) ? PICTOGRAPHIC : 0)
  );
}

function classOf(cp: number): number {
  if (cp < 128) {
    if (cp >= 97 && cp <= 122) return LETTER;
    if (cp >= 65 && cp <= 90) return LETTER | UPPER;
    return cp >= 48 && cp <= 57 ? NUMBER : 0;
  }
  if (cp < 0x10000) {
    let c = BMP_CLASSES[cp]!;
    if (c === 0) {
      c = read(cp) | KNOWN;
      BMP_CLASSES[cp] = c;
    }
    return c;
  }
  let c = ASTRAL_CLASSES.get(cp);
  if (c === undefined) {
    c = read(cp);
    if (ASTRAL_CLASSES.size < ASTRAL_CACHE) ASTRAL_CLASSES.set(cp, c);
  }
  return c;
}

/** `\p{L}` */
export const isLetter = (cp: number): boolean => (classOf(cp) & LETTER) !== 0;
/** `\p{Lu}` */
export const isUpperCase = (cp: number): boolean => (classOf(cp) & UPPER) !== 0;
/** `\p{Extended_Pictographic}` (no ASCII character is one) */
export const isPictographic = (cp: number): boolean => (classOf(cp) & PICTOGRAPHIC) !== 0;
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
