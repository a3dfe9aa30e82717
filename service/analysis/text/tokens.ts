/** Tokenisation shared by every classifier, so that training and prediction see the same tokens. */

import { codePointAt, isLetter, isLetterOrNumber, isPictographic, width } from './unicode.js';

/** The mouth of an emoticon, after ":", ";", ":-" or ";-": ":)", ";-(", ":D", ":P", ":/". */
const isMouth = (c: number) =>
  c === 40 || c === 41 || c === 68 || c === 80 || c === 112 || c === 47 || c === 92;
const isCapital = (c: number) => c >= 65 && c <= 90;

/**
 * Lower-cased tokens: words (with inner apostrophes), `!`/`?` runs, clause punctuation, emoji, emoticons. The
 * tokens `/\[[A-Z]+\]|[\p{L}\p{N}]+(?:['’][\p{L}]+)*|[!?]+|[:;]-?[()DPp/\\](?![\p{L}\p{N}])|[.,;:]|\p{Extended_Pictographic}/gu`
 * matches, read by hand (an expression run over every text costs more than the loop): a placeholder, a word, a run of
 * "!" and "?", an emoticon, a comma, stop, colon or semicolon, an emoji.
 */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  // Both apostrophes read alike, so the text's can be straightened once rather than each token's.
  const t = text.replace(/’/g, "'");
  let i = 0;
  while (i < t.length) {
    const c = t.charCodeAt(i);
    if (c === 91) {
      // "[NAME]"
      let j = i + 1;
      while (j < t.length && isCapital(t.charCodeAt(j))) j++;
      if (j > i + 1 && t.charCodeAt(j) === 93) out.push(t.slice(i, j + 1).toLowerCase());
      i = j > i + 1 && t.charCodeAt(j) === 93 ? j + 1 : i + 1;
      continue;
    }
    const cp = codePointAt(t, i);
    if (isLetterOrNumber(cp)) {
      let j = i + width(cp);
      while (j < t.length && isLetterOrNumber(codePointAt(t, j))) j += width(codePointAt(t, j));
      // An apostrophe stays in the word when letters follow it: "don't", "team's".
      while (j + 1 < t.length && t.charCodeAt(j) === 39 && isLetter(codePointAt(t, j + 1))) {
        j++;
        while (j < t.length && isLetter(codePointAt(t, j))) j += width(codePointAt(t, j));
      }
      out.push(t.slice(i, j).toLowerCase());
      i = j;
    } else if (c === 33 || c === 63) {
      let j = i + 1;
      while (t.charCodeAt(j) === 33 || t.charCodeAt(j) === 63) j++;
      out.push(t.slice(i, j));
      i = j;
    } else if (c === 58 || c === 59) {
      const mouth = t.charCodeAt(i + 1) === 45 ? i + 2 : i + 1;
      const emoticon =
        mouth < t.length &&
        isMouth(t.charCodeAt(mouth)) &&
        (mouth + 1 >= t.length || !isLetterOrNumber(codePointAt(t, mouth + 1)));
      const end = emoticon ? mouth + 1 : i + 1;
      out.push(t.slice(i, end).toLowerCase());
      i = end;
    } else if (c === 46 || c === 44) {
      out.push(t[i]!);
      i++;
    } else {
      if (isPictographic(cp)) out.push(t.slice(i, i + width(cp)));
      i += width(cp);
    }
  }
  return out;
}

export function isWord(token: string): boolean {
  const c = token.charCodeAt(0);
  return (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c > 127;
}

const CLAUSE_END = new Set(['.', ',', ';', ':', '!', '?', 'but']);
export function endsClause(token: string): boolean {
  return CLAUSE_END.has(token) || token.startsWith('!') || token.startsWith('?');
}

const NEGATORS = new Set([
  'not',
  'no',
  'never',
  'nothing',
  'nobody',
  'none',
  'neither',
  'nor',
  'cannot',
  'without',
  'hardly',
  'barely',
]);
export function isNegator(token: string): boolean {
  return (
    NEGATORS.has(token) || token.endsWith("n't") || token === 'dont' || token === 'cant' || token === 'wont'
  );
}
