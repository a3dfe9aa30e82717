/**
 * Affect features of one (scrubbed, English) text, shared by states and distress: the models' probabilities and
 * valence, lexicon valence, first-person density and a few cue densities. `stressIndex` combines them with fixed
 * weights after putting each on the scale of general text (means and spreads measured on GoEmotions by
 * `npm run train`).
 */

import type { FusedScorer } from '../model/fused.js';
import { type MoodMixture, mixLogits, mixtureProbabilities } from '../model/mixture.js';
import { logits, type SoftmaxModel, softmaxInPlace } from '../model/softmax.js';
import { moodFeatures } from '../mood/features.js';
import { polarityWords, valence } from '../mood/valence.js';
import { hasTechnicalTrouble, isTroubleWord, maskTechnicalTrouble } from '../text/technical.js';
import { endsClause, isNegator, isWord, tokenize } from '../text/tokens.js';

/** The trained models, passed in so that training can measure features before the weights file exists. */
export interface AffectModels {
  mood: MoodMixture;
  emotion: SoftmaxModel;
  emotionNames: readonly string[];
  /** Negative, neutral, positive; absent while training measures the other features. */
  valence?: SoftmaxModel;
  /**
   * Mood (its source model, then each source's model), emotion and valence scored in one pass (the same numbers;
   * see model/fused.ts).
   */
  fused?: FusedScorer;
}

function probabilities(m: SoftmaxModel, features: readonly number[]): Float64Array {
  const p = new Float64Array(m.classes);
  logits(m, features, p);
  softmaxInPlace(p);
  return p;
}

/** Emotion groups (see EMOTION_GROUPS) that count as negative and as calm. */
export const NEGATIVE_EMOTIONS = ['anxious', 'angry', 'sad', 'confused'] as const;
export const CALM_EMOTIONS = ['grateful', 'warm', 'neutral'] as const;

/** First-person singular words: the author speaking of themselves. */
export const FIRST_PERSON: ReadonlySet<string> = new Set([
  'i',
  'me',
  'my',
  'myself',
  "i'm",
  "i've",
  "i'd",
  "i'll",
  'im',
  'mine',
]);
/** A word list: exact words, and stems written with a trailing `*` that match any word they begin. */
export class WordList {
  private readonly exact: Set<string>;
  private readonly stems: string[];
  constructor(words: string) {
    const all = words.split(/\s+/);
    this.exact = new Set(all.filter((w) => !w.endsWith('*')));
    this.stems = all.filter((w) => w.endsWith('*')).map((w) => w.slice(0, -1));
  }
  has(word: string): boolean {
    if (this.exact.has(word)) return true;
    for (const stem of this.stems) if (word.startsWith(stem)) return true;
    return false;
  }
}

const ANXIETY_WORDS = new WordList(
  `anxious anxiety panic* nervous worry worried worrying worries scared afraid terrified fear* freak* stress*
overwhelm* pressure tense dread* ptsd trauma* trigger* flashback flashbacks nightmare nightmares insomnia shaking
paranoi*`,
);
const SADNESS_WORDS = new WordList(
  `depress* hopeless cry crying cried tears miserable alone lonely hurt* pain* suffer* struggl* exhausted tired
hate hated awful terrible horrible worse worst lost losing sad upset angry helpless worthless useless`,
);

/** Whether a token is one of the index's anxiety words. */
export const isAnxietyWord = (token: string): boolean => ANXIETY_WORDS.has(token);
/** Whether a token is one of the index's sadness words. */
export const isSadnessWord = (token: string): boolean => SADNESS_WORDS.has(token);

/**
 * Whether any token is an anxiety or sadness word, negated or not ("I don't know why I'm so tired"); a game lost or
 * being tired of a nuisance of work is none (noSadnessAt), nor a sadness word for which `besides` holds.
 */
export const holdsAffectWord = (
  tokens: readonly string[],
  besides: (tokens: readonly string[], i: number) => boolean = () => false,
): boolean =>
  tokens.some(
    (t, i) =>
      ANXIETY_WORDS.has(t) || (SADNESS_WORDS.has(t) && !noSadnessAt(tokens, i) && !besides(tokens, i)),
  );

/** Words of an ongoing present ("I can't", "still", "anymore", "every day"): stress is about now. */
const PRESENT_WORDS = new WordList(
  `am i'm im is are isn't aren't can't cant cannot don't dont doesn't now today tonight currently still keep keeps
anymore always never constantly everyday`,
);

/**
 * Life stressors and asking for help: money and housing, illness, legal trouble and danger, struggling, needing,
 * not being able to. Stress is strain about a situation, and many stressed posts name the situation rather
 * than a feeling ("we can't pay the rent", "the vet says she needs surgery").
 */
export const STRESSOR_WORDS = new WordList(
  `money rent bill bills debt debts afford broke evict* homeless overdue owe unemployed fired hospital surgery
diagnosed sick illness cancer police court custody lawyer threat* divorce cheat* lied abuse* unsafe emergency
urgent* desperate* struggl* need help please can't cant cannot`,
);

/** Feature order of `AffectFeatures.vector` and of the normalisation stored in the weights file. */
export const AFFECT_FEATURES = [
  'negative',
  'calm',
  'valence',
  'firstPerson',
  'anxietyWords',
  'sadnessWords',
  'presentFocus',
  'stressors',
  'negativeValence',
] as const;
const STRESS_WEIGHTS = [1, -1, 1, 1, 0.5, 0.5, 0.5, 0.5, 0.5];
const STRESS_SCALE = Math.sqrt(STRESS_WEIGHTS.reduce((a, w) => a + w * w, 0));

export interface AffectFeatures {
  tokens: string[];
  mood: Float64Array;
  /** Emotion-group probabilities (EMOTION_GROUPS order), averaged over sentences for long texts. */
  emotions: Float64Array;
  compound: number;
  /**
   * The lexicon's sums of positive (≥ 0) and negative (≤ 0) word scores over the text the valence model reads
   * (without code blocks and quoted lines).
   */
  lexicon: { positive: number; negative: number };
  /** P(positive) − P(negative) from the valence model, −1 to 1 (0 without one). */
  valence: number;
  words: number;
  vector: number[];
  /** For long texts read sentence by sentence, each sentence's own vector; empty otherwise. */
  sentenceVectors: number[][];
}

/** "Can't" in its spellings. */
export const CANNOT: ReadonlySet<string> = new Set(["can't", 'cant', 'cannot']);
/**
 * "can't believe", astonishment ("can't believe it's already December"), and "can't wait", eagerness ("can't wait
 * for the holidays"): no struggle.
 */
const noStruggle = (tokens: readonly string[], i: number): boolean =>
  (CANNOT.has(tokens[i]!) && (tokens[i + 1] === 'believe' || tokens[i + 1] === 'wait')) ||
  gameCheat(tokens, i) ||
  askingForPerson(tokens, i);

/** Asking a service for a person: "your chatbot is useless, I need a human" (stressed at 8.7). */
const PERSON_ASKED = new Set(['human', 'person', 'agent', 'representative', 'rep', 'manager', 'supervisor']);
const askingForPerson = (tokens: readonly string[], i: number): boolean =>
  tokens[i] === 'need' &&
  (tokens[i + 1] === 'a' || tokens[i + 1] === 'an') &&
  (PERSON_ASKED.has(tokens[i + 2]!) || (tokens[i + 2] === 'real' && PERSON_ASKED.has(tokens[i + 3]!)));

/**
 * Whether the token at `i` is a stressor word where it stands: being "fired up" is eagerness, not losing a job;
 * "can't believe" and "can't wait" are no struggle; a game's cheat is no partner's.
 */
export const isStressorAt = (tokens: readonly string[], i: number): boolean =>
  STRESSOR_WORDS.has(tokens[i]!) &&
  !(tokens[i] === 'fired' && tokens[i + 1] === 'up') &&
  !noStruggle(tokens, i);

/**
 * A cheat in a game ("ugh lost another match to a cheater", stressed at 8.5): a game's word within four words of it,
 * either side. A partner who cheats is a stressor still.
 */
function gameCheat(tokens: readonly string[], i: number): boolean {
  if (!tokens[i]!.startsWith('cheat')) return false;
  for (let k = Math.max(0, i - 4); k < tokens.length && k <= i + 4; k++)
    if (PLAYED.has(tokens[k]!) || GAMING.has(tokens[k]!)) return true;
  return false;
}
const GAMING = new Set(
  `lobby lobbies server servers queue queued ranked aimbot aimbotting wallhack wallhacks hacker hackers hacking
player players enemy enemies opponent opponents team teammate gg`.split(/\s+/),
);

/** The summed probabilities of the named emotion groups. */
function sumOf(names: readonly string[], emotions: Float64Array, emotionNames: readonly string[]): number {
  let sum = 0;
  for (const name of names) sum += emotions[emotionNames.indexOf(name)]!;
  return sum;
}

/** What is lost in a game or a bet, not a person or a job: "we lost 5 games in a row", "losing every match". */
const PLAYED = new Set(
  `game games match matches round rounds ranked rank elo lp mmr set sets bet bets points duel duels raid
scrim`.split(/\s+/),
);
const LOST = new Set(['lost', 'losing']);
/** Nuisances of work one is tired of "being": pulled into meetings, pinged, the only one… (not "being alone"). */
const BEING_PUT_UPON = new Set(
  `the pulled dragged pinged paged interrupted micromanaged ignored overlooked talked cc'd cced looped voluntold`.split(
    /\s+/,
  ),
);
/** …and others' work one is tired of doing: "everyone's code reviews", "all the on-call". */
const OTHERS_WORK = new Set(["everyone's", "everybody's", 'all', 'other', "people's"]);

/**
 * Whether the sadness word at `i` is no sadness: a game or a bet lost ("lost 5 games in a row", at most four words
 * on), or being tired of a nuisance of work ("so tired of being pulled into meetings that could have been an email",
 * "tired of doing everyone's code reviews": irritation, which the states read).
 */
function noSadnessAt(tokens: readonly string[], i: number): boolean {
  if (tokens[i] === 'tired' && tokens[i + 1] === 'of') {
    const next = tokens[i + 2];
    return (
      (next === 'being' && BEING_PUT_UPON.has(tokens[i + 3]!)) ||
      (next === 'doing' && OTHERS_WORK.has(tokens[i + 3]!))
    );
  }
  if (!LOST.has(tokens[i]!)) return false;
  for (let k = i + 1; k < tokens.length && k <= i + 4; k++) if (PLAYED.has(tokens[k]!)) return true;
  return false;
}

const PSEUDO_WORDS = 8;
const PRIOR_FIRST_PERSON = 0.05;
const PER_SENTENCE_FROM = 40;
const SENTENCE = /(?<=[.!?])\s+|\n+/;
const MAX_SENTENCES = 12;

/**
 * The densities and valence of `tokens` with the given emotion probabilities and the whole text's valence-model
 * reading: one feature vector.
 */
function featureVector(
  tokens: readonly string[],
  emotions: Float64Array,
  modelValence: number,
  models: AffectModels,
  technical: boolean,
): { vector: number[]; words: number; compound: number; positive: number; negative: number } {
  let words = 0;
  let firstPerson = 0;
  let anxiety = 0;
  let sadness = 0;
  let present = 0;
  let stressors = 0;
  let negated = false;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (endsClause(t)) negated = false;
    if (!isWord(t)) continue;
    words++;
    if (FIRST_PERSON.has(t)) firstPerson++;
    if (PRESENT_WORDS.has(t)) present++;
    // Being "fired up" is eagerness, not losing a job; "can't believe" and "can't wait" are no struggle.
    if (isStressorAt(tokens, i)) stressors++;
    // "not stressed" is no evidence of stress.
    // …nor is a program's panic ("panic: runtime error") in a text about software.
    if (!negated && ANXIETY_WORDS.has(t) && !(technical && isTroubleWord(t))) anxiety++;
    if (!negated && SADNESS_WORDS.has(t) && !noSadnessAt(tokens, i)) sadness++;
    if (isNegator(t)) negated = true;
  }
  // Short texts are shrunk towards typical text: one word in three says little about a person's state.
  const n = words + PSEUDO_WORDS;
  // In a text about software, technical trouble ("the tests failed on CI") is no sign of the author's strain,
  // nor a negative word.
  const v = valence(technical ? maskTechnicalTrouble(tokens) : tokens);
  const vector = [
    sumOf(NEGATIVE_EMOTIONS, emotions, models.emotionNames),
    sumOf(CALM_EMOTIONS, emotions, models.emotionNames),
    -v.negative / Math.sqrt(n),
    (firstPerson + PSEUDO_WORDS * PRIOR_FIRST_PERSON) / n,
    anxiety / n,
    sadness / n,
    present / n,
    stressors / n,
    -modelValence,
  ];
  return { vector, words, compound: v.compound, positive: v.positive, negative: v.negative };
}

const FENCED = /```[\s\S]*?(?:```|$)/g;
const QUOTED = /^[ \t]*>.*$/gm;
const HAS_QUOTE = /^[ \t]*>/m;
const READABLE = /[\p{L}\p{N}\p{Extended_Pictographic}]/u;

/**
 * What the valence model reads: the text without fenced code blocks and without quoted lines ("> …", someone
 * else's words in a reply), unless nothing readable would be left.
 */
export function valenceText(text: string): string {
  if (!text.includes('```') && !HAS_QUOTE.test(text)) return text;
  const kept = text.replace(FENCED, ' ').replace(QUOTED, ' ');
  return READABLE.test(kept) ? kept : text;
}

export function affectFeatures(text: string, models: AffectModels): AffectFeatures {
  const tokens = tokenize(text);
  const features = moodFeatures(tokens);
  // Code and quoted replies are not the author's tone: the valence model reads the rest.
  const own = models.valence ? valenceText(text) : text;
  // Long texts are read sentence by sentence, so that one calm sentence does not drown the rest.
  const sentences =
    tokens.length > PER_SENTENCE_FROM ? text.split(SENTENCE).filter((s) => s.trim().length > 0) : [];
  let mood: Float64Array;
  let valence = 0;
  let emotions: Float64Array | null = null;
  if (models.fused && models.valence && own === text && sentences.length <= 1) {
    // The common case: every model reads the same features.
    const outs = models.fused.allLogits(features);
    const sources = models.mood.experts.length;
    mood = new Float64Array(models.mood.experts[0]!.classes);
    mixLogits(outs[0]!, outs.slice(1, 1 + sources), mood);
    softmaxInPlace(mood);
    emotions = outs[1 + sources]!;
    softmaxInPlace(emotions);
    const v = outs[2 + sources]!;
    softmaxInPlace(v);
    valence = v[2]! - v[0]!;
  } else {
    mood = mixtureProbabilities(models.mood, features);
    if (models.valence) {
      const p = probabilities(models.valence, own === text ? features : moodFeatures(tokenize(own)));
      valence = p[2]! - p[0]!;
    }
  }
  const sentenceVectors: number[][] = [];
  const technical = hasTechnicalTrouble(tokens, text);
  if (!emotions && sentences.length <= 1) emotions = probabilities(models.emotion, features);
  else if (!emotions) {
    const used = sentences.slice(0, MAX_SENTENCES);
    const mean = new Float64Array(models.emotion.classes);
    for (const s of used) {
      const sentenceTokens = tokenize(s);
      const p = probabilities(models.emotion, moodFeatures(sentenceTokens));
      for (let k = 0; k < p.length; k++) mean[k] = mean[k]! + p[k]! / used.length;
      sentenceVectors.push(featureVector(sentenceTokens, p, valence, models, technical).vector);
    }
    emotions = mean;
  }
  const { vector, words, compound, positive, negative } = featureVector(
    tokens,
    emotions,
    valence,
    models,
    technical,
  );
  // The valence model's text without code or quotes is read again; the whole text's reading serves otherwise.
  const lexicon = polarityWords(own, own === text ? { positive, negative } : undefined);
  return { tokens, mood, emotions, compound, lexicon, valence, words, vector, sentenceVectors };
}

/**
 * Below this many words a text's index is shrunk toward typical text in proportion: the emotion and valence models'
 * readings of two or three words are not shrunk by the pseudo-words, and "I'm tired" read at 5.4 (distress 8.9).
 */
const SHORT_TEXT_WORDS = 8;

export interface AffectNorm {
  mean: number[];
  sd: number[];
}

function indexOf(vector: readonly number[], norm: AffectNorm): number {
  let z = 0;
  for (let i = 0; i < STRESS_WEIGHTS.length; i++) {
    z += (STRESS_WEIGHTS[i]! * (vector[i]! - norm.mean[i]!)) / norm.sd[i]!;
  }
  return z / STRESS_SCALE;
}

/**
 * Stress index: a z-score-like number, 0 for typical general text, higher for more stressed text. The scale was
 * measured on comment-length texts, so a long text also gets the mean index of its sentences, and the two are
 * averaged (a whole-text density of a 200-word post is not on the scale of a 20-word comment).
 */
export function stressIndex(f: AffectFeatures, norm: AffectNorm): number {
  const whole = indexOf(f.vector, norm);
  if (f.sentenceVectors.length === 0)
    return f.words < SHORT_TEXT_WORDS ? (whole * f.words) / SHORT_TEXT_WORDS : whole;
  let sentences = 0;
  for (const v of f.sentenceVectors) sentences += indexOf(v, norm);
  return (whole + sentences / f.sentenceVectors.length) / 2;
}
