import { combine, hashString } from '../text/hash.js';
import { endsClause, isNegator, isWord } from '../text/tokens.js';

const SEED_WORD = 0x1234567;
const SEED_NEG = 0x2345678;
const SEED_CHAR = 0x3456789;
const BIGRAM_SALT = 0x51ed27;

/**
 * Hashed feature ids for the mood model: words, words inside a negation scope, word pairs and character
 * 4-grams of longer words. `bits` fixes the table size (2^bits rows). Duplicates are kept (they count twice).
 */
export function moodFeatures(tokens: readonly string[], bits: number): number[] {
  const mask = (1 << bits) - 1;
  const out: number[] = [];
  let prev = hashString('<s>', SEED_WORD);
  let negated = false;
  for (const tok of tokens) {
    const h = hashString(tok, SEED_WORD);
    out.push(h & mask);
    out.push(combine(prev, h ^ BIGRAM_SALT) & mask);
    if (negated && isWord(tok)) out.push(hashString(tok, SEED_NEG) & mask);
    if (endsClause(tok)) negated = false;
    else if (isNegator(tok)) negated = true;
    if (tok.length >= 5 && isWord(tok)) {
      const w = `<${tok}>`;
      for (let i = 0; i + 4 <= w.length; i++) out.push(hashString(w.slice(i, i + 4), SEED_CHAR) & mask);
    }
    prev = h;
  }
  out.push(combine(prev, hashString('</s>', SEED_WORD) ^ BIGRAM_SALT) & mask);
  return out;
}
