/**
 * A bereavement said in words: "my grandma passed away last week", "we lost our dog this morning", "the funeral is
 * on Friday". The lexicon has "died" but no "passed away" or "funeral", and the models read such news mildly: "my
 * grandma passed last week" was at valence 0.01 and distress 3.3.
 */

const KIN =
  '(?:mom|mum|mother|dad|father|parents?|grandma|grandmother|grandpa|grandfather|granny|nan|nana|gran|brother|sister|wife|husband|partner|son|daughter|baby|child|aunt|uncle|cousin|friend|best friend|dog|cat|pet)';
/** "Passed" of a life, not of an exam or a check ("my dad passed the bar exam"). */
const DIED = `(?:just |sadly |suddenly |unexpectedly |has |had )?(?:passed away|passed|died)(?! (?:the|my|an?|all|her|his|their|it|out|by|over|on to|through)(?![\\p{L}]))`;

const wordsOf = (sources: readonly string[]) =>
  new RegExp(sources.map((source) => `(?<![\\p{L}'])${source}(?![\\p{L}'])`).join('|'), 'giu');

/** Anyone's bereavement: words of loss the lexicon lacks. */
const LOSS = wordsOf([
  'passed away',
  `(?:my|our|his|her|their) (?:\\w+ )?${KIN} ${DIED}`,
  `(?:lost|losing) (?:my|our|his|her|their) (?:\\w+ )?${KIN}(?! (?:in the|at the|somewhere))`,
  'funeral',
  'in mourning',
  'miscarriage',
]);
/** The author's own: "my grandma passed last week", "we lost our dog", "I'm still grieving". */
const OWN_LOSS = wordsOf([
  `(?:my|our) (?:\\w+ )?${KIN} ${DIED}`,
  `(?:lost|losing) (?:my|our) (?:\\w+ )?${KIN}(?! (?:in the|at the|somewhere))`,
  `(?:my|our) (?:\\w+ )?${KIN}(?:'s|’s) funeral`,
  "(?:i'm|im|i am|we're|we are|i've been|we've been) (?:still )?(?:grieving|in mourning)",
  '(?:i|we) (?:had|have had) a miscarriage',
]);

const MAY_SAY_LOSS = /pass|die|lost|losing|funeral|mourn|griev|miscarr/i;

/** How many bereavements, anyone's, the text says: 0 for most texts. */
export function lossesSaid(text: string): number {
  if (!MAY_SAY_LOSS.test(text)) return 0;
  return text.match(LOSS)?.length ?? 0;
}

/** A loss long past: "my dad passed away last year", "we lost our dog years ago", "when I was a kid". */
const LONG_AGO =
  /^[^.!?]{0,30}?(?<![\p{L}])(?:last year|(?:a|one|two|three|four|five|few|several|many|\d+) years? ago|years ago|in (?:19|20)\d\d|when i was)(?![\p{L}])/iu;

/** Whether the text says a recent bereavement of the author's own. */
export function ownLossSaid(text: string): boolean {
  if (!MAY_SAY_LOSS.test(text)) return false;
  for (const m of text.matchAll(OWN_LOSS)) {
    const end = (m.index ?? 0) + m[0].length;
    if (!LONG_AGO.test(text.slice(end, end + 60))) return true;
  }
  return false;
}
