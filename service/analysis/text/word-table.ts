/**
 * A fixed table of words and their values for the large word lists consulted for every word of every text (the
 * valence lexicon, the training vocabulary). A `Map` or `Set` of strings reaches a word through a bucket, an entry
 * and the key string, each a separate object somewhere on the heap, and a text's words are new strings whose hashes
 * have not been computed yet: for a word the list lacks, that is two or three cache misses. Here the words' hashes
 * sit side by side in one typed array, probed in order: a word the table lacks costs one read of that array, and a
 * word it holds one more, for its key.
 */

import { hashString } from './hash.js';

const EMPTY = 0;

/** 32-bit FNV-1a of the word's UTF-16 code units (hashString), as the signed numbers the Int32Array holds. */
const hashOf = (word: string): number => hashString(word) | 0;

export class WordTable<V> {
  /** Each slot's word hash, and the slot's entry number plus one (EMPTY when free), side by side. */
  private readonly slots: Int32Array;
  private readonly mask: number;
  private readonly keys: string[] = [];
  private readonly values: V[] = [];

  constructor(entries: Iterable<readonly [string, V]>) {
    const unique = new Map(entries);
    const size = 2 ** Math.ceil(Math.log2(Math.max(4, unique.size * 2)));
    this.mask = size - 1;
    this.slots = new Int32Array(size * 2);
    for (const [word, value] of unique) {
      if (value === undefined)
        throw new Error(`no value for "${word}": a table tells a missing word by undefined`);
      const h = hashOf(word);
      let at = h & this.mask;
      while (this.slots[2 * at + 1] !== EMPTY) at = (at + 1) & this.mask;
      this.slots[2 * at] = h;
      this.slots[2 * at + 1] = this.keys.push(word);
      this.values.push(value);
    }
  }

  get size(): number {
    return this.keys.length;
  }

  get(word: string): V | undefined {
    const { slots, mask } = this;
    const h = hashOf(word);
    for (let at = h & mask; ; at = (at + 1) & mask) {
      const entry = slots[2 * at + 1]!;
      if (entry === EMPTY) return undefined;
      if (slots[2 * at] === h && this.keys[entry - 1] === word) return this.values[entry - 1];
    }
  }

  has(word: string): boolean {
    return this.get(word) !== undefined;
  }

  /** The words and their values, in the order they were given. */
  *entries(): IterableIterator<[string, V]> {
    for (let k = 0; k < this.keys.length; k++) yield [this.keys[k]!, this.values[k]!];
  }
}

/** A WordTable of words alone (each word's value is `true`). */
export const wordSet = (words: Iterable<string>): WordTable<true> =>
  new WordTable([...words].map((w) => [w, true] as const));
