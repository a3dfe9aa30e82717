/**
 * A fast VADER-style valence scorer. It reads the VADER lexicon (vader_lexicon.txt, Apache-2.0, (c) C.J. Hutto;
 * shipped in the vader-sentiment package by Comcast) once at module load and applies VADER's main rules —
 * negation within three words, booster words, ALL-CAPS emphasis, "but" shifting weight to the second clause,
 * exclamation marks — over the shared tokens. It is an approximation of VADER, about 20 times faster.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { lossesSaid } from '../text/loss.js';
import { hasTechnicalTrouble, maskTechnicalTrouble } from '../text/technical.js';
import { endsClause, isNegator, tokenize } from '../text/tokens.js';
import { WordTable } from '../text/word-table.js';

const B_INCR = 0.293;
const C_INCR = 0.733;
const N_SCALAR = -0.74;
const ALPHA = 15;

function loadLexicon(): Map<string, number> {
  const require = createRequire(import.meta.url);
  const file = require.resolve('vader-sentiment/vader_lexicon.txt');
  const map = new Map<string, number>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [word, score] = line.split('\t');
    if (word && score) map.set(word, Number(score));
  }
  return map;
}

export const LEXICON: WordTable<number> = new WordTable(loadLexicon());

const BOOSTERS = new Map<string, number>([
  ...[
    'absolutely',
    'amazingly',
    'awfully',
    'completely',
    'considerably',
    'deeply',
    'effing',
    'enormously',
    'entirely',
    'especially',
    'exceptionally',
    'extremely',
    'fabulously',
    'fucking',
    'fully',
    'greatly',
    'highly',
    'hugely',
    'incredibly',
    'intensely',
    'majorly',
    'more',
    'most',
    'particularly',
    'purely',
    'quite',
    'really',
    'remarkably',
    'so',
    'substantially',
    'thoroughly',
    'totally',
    'tremendously',
    'uber',
    'unbelievably',
    'unusually',
    'utterly',
    'very',
  ].map((w): [string, number] => [w, B_INCR]),
  ...[
    'almost',
    'barely',
    'hardly',
    'kinda',
    'kindof',
    'less',
    'little',
    'marginally',
    'occasionally',
    'partly',
    'scarcely',
    'slightly',
    'somewhat',
    'sorta',
  ].map((w): [string, number] => [w, -B_INCR]),
]);

/**
 * Words that "pretty" grades rather than qualifies, beside any word of the lexicon and any participle or adverb:
 * "pretty burnt out", "pretty much done", "pretty busy". Graded, "pretty" is a degree adverb like "quite", with no
 * sentiment of its own; before a noun ("a pretty dress") or alone ("it's pretty") it keeps its own.
 */
const GRADED_BY_PRETTY = new Set(
  'much busy burnt worn spent fried beat big long late quick fast slow close heavy intense wild weird normal common simple obvious new old high low short far often rare small large full empty quiet loud solid standard similar different certain serious sick down done over mid chill'.split(
    ' ',
  ),
);

/** Whether "pretty" at `i` is a degree adverb: see GRADED_BY_PRETTY. */
function isDegreePretty(tokens: readonly string[], i: number): boolean {
  const next = tokens[i + 1];
  if (tokens[i] !== 'pretty' || next === undefined) return false;
  return LEXICON.has(next) || GRADED_BY_PRETTY.has(next) || (next.length > 4 && /(?:ed|ly)$/.test(next));
}

/**
 * What stands before "like" the verb ("I like it", "you'd like it", "really like this"); anywhere else "like" is a
 * comparison or a filler ("I feel like I'm invisible", "it's like 3am", "like, why") with no sentiment of its own.
 */
const BEFORE_LIKING = new Set(
  "i we you they he she people who really do does did don't dont doesn't didn't i'd we'd you'd they'd would to also actually genuinely still both all definitely i'll we'll you'll they'll will might may must gonna".split(
    ' ',
  ),
);

/** Whether "like" at `i` is no verb: see BEFORE_LIKING. */
const isComparingLike = (tokens: readonly string[], i: number): boolean =>
  tokens[i] === 'like' && !BEFORE_LIKING.has(tokens[i - 1] ?? '');

/** Idioms whose words carry a misleading score ("killing it", "dying to see it", "to die for"). */
function isIdiom(tokens: readonly string[], i: number): boolean {
  const tok = tokens[i]!;
  const next = tokens[i + 1];
  const prev = tokens[i - 1];
  if (/^(?:kill|kills|killing|killed|nailed|nailing|crushing|crushed)$/.test(tok) && next === 'it')
    return true;
  if (/^(?:dying|die)$/.test(tok) && (next === 'to' || next === 'for') && prev !== 'want' && prev !== 'wanna')
    return true;
  if (tok === 'kill' && next === 'for') return true;
  if (/^(?:sick|insane|crazy|wicked)$/.test(tok) && (next === '!' || next?.startsWith('!'))) return true;
  return false;
}

export interface Valence {
  /** VADER-style compound score in [-1, 1]. */
  compound: number;
  /** Sum of positive and of negative word scores after the rules (negative is <= 0). */
  positive: number;
  negative: number;
}

/**
 * `tokens` are the shared lower-cased tokens; `caps` marks which tokens were written in capitals (for emphasis),
 * or is empty when unknown.
 */
export function valence(tokens: readonly string[], caps: readonly boolean[] = []): Valence {
  const scores: number[] = [];
  const plain: number[] = [];
  let butAt = -1;
  let exclaim = 0;
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i]!;
    if (tok === 'but') butAt = scores.length;
    if (tok.startsWith('!')) exclaim += tok.length;
    let v = LEXICON.get(tok);
    if (v === undefined || BOOSTERS.has(tok) || isIdiom(tokens, i)) continue;
    if (caps[i]) v += v > 0 ? C_INCR : -C_INCR;
    for (let back = 1; back <= 3 && i - back >= 0; back++) {
      const prev = tokens[i - back]!;
      if (endsClause(prev)) break;
      const boost = BOOSTERS.get(prev);
      if (boost !== undefined) {
        const damp = back === 1 ? 1 : back === 2 ? 0.95 : 0.9;
        v += (v > 0 ? boost : -boost) * damp;
      }
      if (isNegator(prev)) {
        v *= N_SCALAR;
        break;
      }
    }
    scores.push(v);
    // The compound and the negative sum are VADER's (the stress index reads them); the positive sum leaves out a
    // word used without its sentiment.
    if (isDegreePretty(tokens, i) || isComparingLike(tokens, i)) plain.push(scores.length - 1);
  }
  if (butAt >= 0) {
    for (let i = 0; i < scores.length; i++) scores[i] = scores[i]! * (i < butAt ? 0.5 : 1.5);
  }
  let positive = 0;
  let negative = 0;
  let sum = 0;
  for (let k = 0, p = 0; k < scores.length; k++) {
    const s = scores[k]!;
    sum += s;
    if (plain[p] === k) p++;
    else if (s > 0) positive += s;
    if (s < 0) negative += s;
  }
  const emphasis = Math.min(exclaim, 4) * 0.292;
  if (sum > 0) sum += emphasis;
  else if (sum < 0) sum -= emphasis;
  const compound = sum === 0 ? 0 : Math.max(-1, Math.min(1, sum / Math.sqrt(sum * sum + ALPHA)));
  return { compound, positive, negative };
}

const POSITIVE_EMOJI = new Set([
  ...'😀😃😄😁😆😊🙂😍🥰😘😎🤩🥳🎉🎊👍👏🙌💪🔥💖💯✅🚀🙏😂🤣♥❤💕💗💙💚💛💜🤗😇😋😉',
]);
const NEGATIVE_EMOJI = new Set([...'😞😔😟😕🙁☹😣😖😫😩😢😭😤😠😡🤬💔👎😱😨😰🤦😒🙄😬']);

/**
 * How many emoji of each polarity a text holds: the lexicon has emoticons (":)", ":(") but no emoji, and a
 * reaction such as "🎉" or "😡" is a word of its polarity for the rule below.
 */
export function emojiPolarity(text: string): { positive: number; negative: number } {
  let positive = 0;
  let negative = 0;
  if (!/[\u2600-\u27bf\u{1f300}-\u{1faff}]/u.test(text)) return { positive, negative };
  for (const c of text) {
    if (POSITIVE_EMOJI.has(c)) positive++;
    else if (NEGATIVE_EMOJI.has(c)) negative++;
  }
  return { positive, negative };
}

/**
 * The words of each polarity a text holds, as `supportedValence` counts them: the lexicon's sums of positive (≥ 0)
 * and negative (≤ 0) word scores, with failure words in talk about software left out (text/technical.ts), its
 * emoji, and words of a bereavement, which the lexicon lacks (text/loss.ts). `lexicon` is the lexicon's reading of `text` when the caller has it already.
 */
export function polarityWords(
  text: string,
  lexicon: { positive: number; negative: number } = plainLexicon(tokenize(text), text),
): { positive: number; negative: number } {
  const emoji = emojiPolarity(text);
  // A bereavement said in words is a negative word the lexicon lacks ("passed away", "funeral").
  return {
    positive: lexicon.positive + emoji.positive,
    negative: lexicon.negative - emoji.negative - lossesSaid(text),
  };
}

/**
 * The lexicon's reading of `tokens`, technical trouble masked in a text about software (`text`, the words as
 * written, may show code the tokens do not: see hasTechnicalTrouble).
 */
export function plainLexicon(tokens: readonly string[], text?: string): Valence {
  return valence(hasTechnicalTrouble(tokens, text) ? maskTechnicalTrouble(tokens) : tokens);
}

/** How much of the valence model's reading a signal keeps when the lexicon finds no word of that polarity. */
export const UNSUPPORTED_VALENCE = 0.5;

/**
 * A signal's valence: the valence model's reading (`model`, −1 to 1), halved when the text the model reads holds
 * no word of its polarity: none in the lexicon, and for a positive reading no positive state said in words either
 * (`positiveSaid`: "can't wait for the offsite" holds no positive word of the lexicon). The model reads technical
 * words as negative ("reverted", "closing": code review holds many critical messages) and plain questions as
 * somewhat negative ("does anyone know how to fix this?" at −0.30), and leans either way on words with no
 * sentiment of their own. Chosen on the valence model's out-of-fold predictions on its training rows (`npm run
 * train -- --valence-out-of-fold`), never on a dev part.
 */
export function supportedValence(
  model: number,
  lexicon: { positive: number; negative: number },
  positiveSaid = false,
): number {
  if (model < 0 && lexicon.negative === 0) return model * UNSUPPORTED_VALENCE;
  if (model > 0 && lexicon.positive === 0 && !positiveSaid) return model * UNSUPPORTED_VALENCE;
  return model;
}

/**
 * Thanks that open a message ("Thanks for the PR! …", "Thank you for taking a look. I'm not sure that…"): raters of
 * pull-request messages read such a message as positive, even when a "no" follows ("Thanks for the PR, but changes to
 * the router need to be made against the router package"); the models read its technical rest as neutral. A signal's
 * valence is at least THANKED_VALENCE when the message opens with thanks, says gratitude, names no strain and does
 * not read as clearly negative (THANKS_OVERRULED; see `thanksOpen` in states/detect.ts and `analyse`). Chosen on the
 * valence model's out-of-fold predictions on its training rows (`npm run train -- --valence-out-of-fold`), never on
 * a dev part.
 */
export const OPENS_WITH_THANKS =
  /^(?:(?:hi|hey|hello|ok|okay|great|awesome|nice|cool|oh|ah|wow)[,!.]? +)?(?:(?:@[\w-]+|\[(?:name|handle)\])[,:]? +)?(?:thanks|thank you|thank u|thx|ty|tyvm|many thanks|cheers)(?![\p{L}'])/u;
export const THANKED_VALENCE = 0.2;
/** Thanks beside a clearly negative reading are sarcasm or bad news ("thanks for ripping me off again"): kept. */
const THANKS_OVERRULED = -0.4;
export const thankedValence = (valence: number): number =>
  valence <= THANKS_OVERRULED ? valence : Math.max(valence, THANKED_VALENCE);
