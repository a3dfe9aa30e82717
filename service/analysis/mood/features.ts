import { combine, hashString } from '../text/hash.js';
import { endsClause, isNegator, isWord } from '../text/tokens.js';
import { WordTable } from '../text/word-table.js';
import { LEXICON } from './valence.js';

const SEED_WORD = 0x1234567;
const SEED_NEG = 0x2345678;
const SEED_CHAR = 0x3456789;
const SEED_LEXICON = 0x4567891;
const SEED_CHAR3 = 0x345678c;
/** One feature per rounded VADER valence, and another set for words inside a negation scope. */
const LEXICON_FEATURES = new WordTable<number>(
  [...LEXICON.entries()].map(([word, v]) => [word, hashString(`lex${Math.round(v)}`, SEED_LEXICON)]),
);
const NEGATED_LEXICON_FEATURES = new WordTable<number>(
  [...LEXICON.entries()].map(([word, v]) => [word, hashString(`nlex${Math.round(v)}`, SEED_LEXICON)]),
);
const BIGRAM_SALT = 0x51ed27;
const START = hashString('<s>', SEED_WORD);
const END = hashString('</s>', SEED_WORD);
const LT = 60; // '<'
const GT = 62; // '>'

/** Character n-grams (n = 3 and 4) of words of at least this many letters. */
const CHAR_GRAM_MIN_LENGTH = 3;

/** FNV-1a of the n characters of `<word>` starting at `i` (the brackets are virtual: no string is built). */
function charGram(word: string, i: number, n: number, seed: number): number {
  let h = seed >>> 0;
  const last = word.length + 1;
  for (let j = i; j < i + n; j++) {
    h ^= j === 0 ? LT : j === last ? GT : word.charCodeAt(j - 1);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * Hashed feature ids (unmasked 32-bit) for the mood and emotion models: words, words inside a negation scope,
 * word pairs, character 3- and 4-grams of words of three letters or more (so that rare spellings and
 * inflections share evidence with common ones), and the word's rounded VADER valence (kept apart inside a
 * negation scope). A model keeps the low bits it was sized for.
 * Duplicates are kept (they count twice).
 */
export function moodFeatures(tokens: readonly string[]): number[] {
  const out: number[] = [];
  let prev = START;
  let negated = false;
  for (const tok of tokens) {
    const h = hashString(tok, SEED_WORD);
    out.push(h);
    out.push(combine(prev, h ^ BIGRAM_SALT));
    const word = isWord(tok);
    if (negated && word) out.push(hashString(tok, SEED_NEG));
    const lexical = (negated ? NEGATED_LEXICON_FEATURES : LEXICON_FEATURES).get(tok);
    if (lexical !== undefined) out.push(lexical);
    if (endsClause(tok)) negated = false;
    else if (isNegator(tok)) negated = true;
    if (word && tok.length >= CHAR_GRAM_MIN_LENGTH) {
      for (let i = 0; i + 3 <= tok.length + 2; i++) out.push(charGram(tok, i, 3, SEED_CHAR3));
      for (let i = 0; i + 4 <= tok.length + 2; i++) out.push(charGram(tok, i, 4, SEED_CHAR));
    }
    prev = h;
  }
  out.push(combine(prev, END ^ BIGRAM_SALT));
  return out;
}
