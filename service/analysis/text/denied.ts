/**
 * A strain the writer denies ("I'm not worried about the launch", "not stressed at all, just busy", "you're not
 * alone in this"): the models read the strain's word and miss the denial, so the first read as fear at 0.70 with
 * stress and anxiety at distress 5.6, and "I'm not stressed and I feel fine" as sadness at distress 6.8. The readers
 * see what the denial says instead: calm, okay, supported ("fine" reads as sadness in "I feel fine"). It is the
 * mirror of praise said by denying the opposite (text/litotes.ts). Linear in the text.
 *
 * Only a state denied (am, is, feel… not; isn't, don't feel), not a wish or a condition ("I wouldn't be so stressed
 * if…", "not stressed enough to…"), a question ("aren't you worried?", which says the worry), "not just" or "not
 * only" (which add to it), or one side of a contrast (STRAIN_AFTER).
 */

/** Each strain's word and what its denial says. */
const CALM = [
  'stressed out',
  'stressed',
  'worried',
  'anxious',
  'nervous',
  'scared',
  'afraid',
  'panicking',
  'panicked',
  'freaking out',
  'freaked out',
  'on edge',
];
const SUPPORTED = ['lonely', 'alone', 'isolated'];
const FINE = [
  'burnt out',
  'burned out',
  'burnout',
  'exhausted',
  'drained',
  'overwhelmed',
  'swamped',
  'upset',
  'sad',
  'angry',
  'mad',
  'annoyed',
  'frustrated',
  'bothered',
  'offended',
  'depressed',
];
const PLAIN = new Map<string, string>([
  ...CALM.map((w) => [w, 'calm'] as const),
  ...SUPPORTED.map((w) => [w, 'supported'] as const),
  ...FINE.map((w) => [w, 'okay'] as const),
]);

const words = (list: readonly string[]) =>
  [...list].sort((a, b) => b.length - a.length).map((w) => w.replace(/ /g, '\\s+'));

/**
 * The denial: a state verb and "not" or "no longer" (group 1 the verb), its contraction (group 2 the verb), "don't
 * feel" (group 3 the verb), "didn't get" (group 4; "don't get mad at me" asks), or a "not" that opens a sentence,
 * after at most a hedge (group 5: "not stressed, just busy", "honestly not even mad"), then at most two softeners,
 * then the strain's word (group 6). The verb is kept and the rest replaced: "I'm not worried" → "I'm calm", "it
 * isn't stressful" stays (no such word), "I don't feel lonely" → "I feel supported".
 */
const DENIED = new RegExp(
  `(?<![\\p{L}'’])(?:((?:i['’]?m|i am|am|you['’]re|you are|we['’]re|we are|they['’]re|they are|he['’]s|she['’]s|is|are|was|were|be|been|being|feel|feeling|felt|get|getting|got))\\s+(?:not|never|no longer)|(is|are|was|were)n['’]?t|(?:don['’]?t|do not|didn['’]?t|did not|doesn['’]?t|does not)\\s+(feel)|(?:didn['’]?t|did not|doesn['’]?t|does not)\\s+(get)|(?<=(?:^|[.!?])\\s*(?:(?:honestly|tbh|ngl|lol|ok|okay|nah|haha|fr|tho)[,.]?\\s+)?)(not))\\s+(?:(?:really|too|that|very|even|particularly|overly|so|at all|remotely|super|feeling)\\s+){0,2}(${words([...PLAIN.keys()]).join('|')})(?:\\s+(?:at all|anymore|any more))?(?![\\p{L}'’])`,
  'giu',
);

/** What a denial needs: most texts hold no "not" or no strain's word, and skip the expression. */
const MAY_DENY = /not|n['’]?t\b|no longer/i;
const MAY_NAME_STRAIN =
  /\b(?:stress|worr|anxi|nervous|scared|afraid|panic|freak|on edge|lonely|alone|isolated|burn|exhausted|drained|overwhelm|swamped|upset|angry|annoyed|frustrated|bothered|offended|depressed|sad\b|mad\b)/i;

/** After the word: a measure or a condition, not a state ("not stressed enough to…", "…if they planned better"). */
const QUALIFIED_AFTER = /^\s*(?:enough|if|as long as|unless|yet|until|till|before)(?![\p{L}])/iu;
/** Before the denial: a wish or a hypothesis ("I wouldn't be", "you shouldn't be", "try not to get"). */
const HYPOTHETICAL_BEFORE =
  /(?<![\p{L}'’])(?:would|wouldn['’]?t|could|couldn['’]?t|should|shouldn['’]?t|might|may|will|won['’]?t|to|try|trying|hope|hoping|wish|wished|if|when|whether)\s+(?:\p{L}+\s+)?$/iu;
/** The sentence the denial stands in asks ("aren't you worried about the layoffs?"). */
const ASKS = /^[^.!?\n]*\?/u;
/**
 * A strain or something worse said after the denial, in the same sentence and not denied itself: the denial is one
 * side of a contrast ("I'm not sad, I'm furious", "I'm not afraid to love, I'm afraid of not being loved back", "I'm
 * not afraid of people, but my anxiety gets in the way"), and is left as written.
 */
const STRAIN_AFTER = new RegExp(
  `(?<![\\p{L}'’])(?:${words([...PLAIN.keys()]).join('|')}|anxiety|fear|fears|panic|stress|worry|worries|furious|terrified|livid|devastated|suicidal|miserable|enraged|petrified|horrified|heartbroken|destroyed|broken)(?![\\p{L}'’])`,
  'giu',
);
const DENIED_JUST_BEFORE = /(?:not|never|n['’]?t)\s+(?:\p{L}+\s+)?$/iu;
const SENTENCE_END = /[.!?\n]/u;

function strainAfter(rest: string): boolean {
  const end = rest.search(SENTENCE_END);
  const sentence = end === -1 ? rest : rest.slice(0, end);
  for (const m of sentence.matchAll(STRAIN_AFTER))
    if (!DENIED_JUST_BEFORE.test(sentence.slice(Math.max(0, m.index - 20), m.index))) return true;
  return false;
}

/**
 * Consolation said as a denial to someone else: "don't be sad, we'll get them next time" (read as sadness at −0.43)
 * is "cheer up"; "don't be nervous, you'll do great" is "no need to worry". Not a plea ("don't be mad at me"), nor
 * courage asked for ("don't be afraid of the dark" stays).
 */
const CONSOLED: readonly [RegExp, string][] = [
  [
    /(?<![\p{L}'’])(?:don['’]?t|do not|dont) (?:be|feel) (?:so |too )?(?:sad|upset|down|blue)(?! (?:at|with|about) me)(?![\p{L}'’])/giu,
    'cheer up',
  ],
  [
    /(?<![\p{L}'’])(?:don['’]?t|do not|dont) (?:be|feel|get) (?:so |too )?(?:worried|scared|nervous|stressed|anxious)(?! (?:of|at|about me)(?![\p{L}]))(?![\p{L}'’])/giu,
    'no need to worry',
  ],
];
const MAY_CONSOLE = /don['’]?t|do not|dont/i;

export function withStrainDeniedPlain(text: string): string {
  if (!MAY_DENY.test(text) || !MAY_NAME_STRAIN.test(text)) return text;
  let consoled = text;
  if (MAY_CONSOLE.test(text)) for (const [re, plain] of CONSOLED) consoled = consoled.replace(re, plain);
  return consoled.replace(
    DENIED,
    (
      match: string,
      verb: string | undefined,
      contracted: string | undefined,
      felt: string | undefined,
      got: string | undefined,
      opening: string | undefined,
      word: string,
      offset: number,
      whole: string,
    ) => {
      const after = whole.slice(offset + match.length);
      if (QUALIFIED_AFTER.test(after) || ASKS.test(after) || strainAfter(after)) return match;
      if (HYPOTHETICAL_BEFORE.test(whole.slice(Math.max(0, offset - 20), offset))) return match;
      const plain = PLAIN.get(word.toLowerCase().replace(/\s+/g, ' '));
      if (plain === undefined) return match;
      return opening ? plain : `${verb ?? contracted ?? felt ?? (got ? 'stayed' : '')} ${plain}`;
    },
  );
}
