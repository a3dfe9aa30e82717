/**
 * Keyphrases: candidate phrases are the runs of content words between stop-words, punctuation, emoji and PII
 * placeholders (RAKE-style); a run of up to three words is a phrase, a longer run gives its three-word windows.
 * Words are lower case with a plural -s dropped. Phrases are ranked by length and word length; at most
 * MAX_KEYPHRASES are kept.
 */
import { FIRST_NAMES } from '../pii/first-names.js';
import { isOrdinaryWord } from '../pii/lexicon.js';
import { type KeyphraseWords, PRODUCTS } from '../pii/names.js';

export const MAX_KEYPHRASES = 8;

const STOP_WORDS = new Set(
  `a about above after again against all almost also am an and any are aren't as at be because been before being
below between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down during each
else even ever every few for from further get gets getting got had hadn't has hasn't have haven't having he he'd
he'll he's her here here's hers herself him himself his how how's however i i'd i'll i'm i've if in into is isn't
it it's its itself just let's like lot lots me more most much must mustn't my myself no nor not now of off on once
only or other ought our ours ourselves out over own really same shan't she she'd she'll she's should shouldn't so
some still such than that that's the their theirs them themselves then there there's these they they'd they'll
they're they've this those though through to too under until up upon us very was wasn't we we'd we'll we're we've
were weren't what what's when when's where where's which while who who's whom why why's will with won't would
wouldn't yet you you'd you'll you're you've your yours yourself yourselves im ive dont cant wont didnt doesnt isnt
thats theres lol lmao lmfao rofl haha tbh tbf ngl imo imho idk btw omg smh fwiw afaik iirc tho fr af anymore
honestly seriously definitely totally absolutely completely lately recently finally currently yeah yes ok okay oh
hey hi hello please thanks thank thx ty u ur gonna wanna gotta
one two three go going goes went gone make makes made know knew think thought want wants say said says see seen
thing things something anything nothing everything someone anyone everyone way ways time times day days today
tomorrow yesterday week weeks right well good bad new old back again always never sometimes maybe probably
actually literally basically pretty kinda sorta quite enough many need needs feel feels felt look looks still
already ago since around via per etc vs amp four five six seven eight nine ten eleven twelve twenty hundred
thousand million billion van von der den ter da de del della di du le la al el bin ibn mrs mr ms dr`.split(
    /\s+/,
  ),
);

function normaliseWord(lower: string): string {
  if (
    lower.length > 4 &&
    lower.endsWith('s') &&
    !lower.endsWith('ss') &&
    !lower.endsWith('us') &&
    !lower.endsWith('is')
  ) {
    return lower.endsWith('ies') ? `${lower.slice(0, -3)}y` : lower.slice(0, -1);
  }
  return lower;
}

function isContent(token: string, guard: KeyphraseWords): boolean {
  if (token.length < 2 || STOP_WORDS.has(token)) return false;
  const c = token.charCodeAt(0);
  if (!((c >= 97 && c <= 122) || c > 127)) return false;
  for (let i = 0; i < token.length; i++) {
    const d = token.charCodeAt(i);
    if (d >= 48 && d <= 57) return false;
  }
  // A name or street that escaped the scrubber is still kept out: only ordinary English words pass.
  const word = token.endsWith("'s") ? token.slice(0, -2) : token;
  return (
    !FIRST_NAMES.has(word) &&
    !guard.excluded.has(word) &&
    (isOrdinaryWord(word) || guard.acronyms.has(word) || PRODUCTS.has(word))
  );
}

/** Street and unit words: with a number beside them, they are part of an address. */
const STREET_WORDS = new Set(
  `street road avenue lane drive court way place square terrace crescent close boulevard highway parkway circle
trail row walk plaza alley mews grove hill park ridge pike loop gate gata vei vej unit suite apartment apt flat floor
box building block`.split(/\s+/),
);

/**
 * A run of words between numbers reads as part of an address or an identifier ("unit 1009 box", "suite 463",
 * "hungary 24743", "12 church road"): a number of three digits or more beside it, or any number with a street or
 * unit word. Counts stay ("3 meetings", "10 years").
 */
function nextToAddressNumber(run: readonly string[], before?: string, after?: string): boolean {
  for (const token of [before, after]) {
    if (token === undefined || !/^\d/.test(token)) continue;
    if (/^\d{3}/.test(token) || run.some((w) => STREET_WORDS.has(w))) return true;
  }
  return false;
}
const isPlaceholder = (token: string) => token.startsWith('[') && token.endsWith(']');
/** Tokens that a list keeps together: a word across one of these from a placeholder still sits next to it. */
const LIST_JOINERS = new Set([',', '&', '-', '/']);

/**
 * The words next to a placeholder, across list punctuation: the rest of a name or street the scrubber only
 * partly replaced ("[NAME] kowalski", "[NAME], nowak and [NAME]", "rua [ADDRESS]") is never a keyphrase.
 */
function besidePlaceholders(tokens: readonly string[]): Set<number> {
  const out = new Set<number>();
  tokens.forEach((token, i) => {
    if (!isPlaceholder(token)) return;
    for (const step of [-1, 1]) {
      let j = i + step;
      while (j >= 0 && j < tokens.length && LIST_JOINERS.has(tokens[j]!)) j += step;
      if (j >= 0 && j < tokens.length) out.add(j);
    }
  });
  return out;
}

/**
 * `tokens` are the shared lower-cased tokens of PII-scrubbed text: placeholders ("[name]"), punctuation and
 * emoji break phrases and are never part of one; neither is any word in `excluded` (see properNouns), any word
 * next to a placeholder, or a known given name in any case.
 */
export function extractKeyphrases(
  tokens: readonly string[],
  guard: KeyphraseWords = { excluded: new Set(), acronyms: new Set() },
  max = MAX_KEYPHRASES,
): string[] {
  const runs: string[][] = [];
  let run: string[] = [];
  const beside = tokens.some(isPlaceholder) ? besidePlaceholders(tokens) : null;
  for (let i = 0; i <= tokens.length; i++) {
    const tok = tokens[i];
    if (tok !== undefined && isContent(tok, guard) && !beside?.has(i)) {
      run.push(normaliseWord(tok));
      continue;
    }
    if (run.length > 0 && !nextToAddressNumber(run, tokens[i - run.length - 1], tok)) runs.push(run);
    run = [];
  }
  // A run of up to three words is one phrase; a longer run gives its overlapping three-word windows.
  const scores = new Map<string, number>();
  for (const r of runs) {
    const n = Math.min(3, r.length);
    for (let i = 0; i + n <= r.length; i++) {
      let score = n * 4;
      for (let j = i; j < i + n; j++) score += Math.min(r[j]!.length, 10);
      const phrase = n === 1 ? r[i]! : r.slice(i, i + n).join(' ');
      if (score > (scores.get(phrase) ?? 0)) scores.set(phrase, score);
    }
  }
  const ranked = [...scores.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  return ranked.slice(0, max).map(([phrase]) => phrase);
}
