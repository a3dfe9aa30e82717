/**
 * The training sets built from the permissive data (GoEmotions, TweetEval, XED, workplace/) and the dev parts of
 * XED and the workplace sets that evaluation reports. Sets without a dev file are split with a fixed seed:
 * training reads only the rest, never the dev part.
 */
import { valenceText } from '../distress/affect.js';
import { VALENCE_CLASSES } from '../model/spec.js';
import { scrubPii } from '../pii/index.js';
import { MOODS, type Mood } from '../signal.js';
import {
  type CivilityItem,
  hasDataset,
  INCIVILITY_SPLIT,
  type LabelledText,
  type PolarityItem,
  PR_SPLIT,
  readGoEmotions,
  readIncivility,
  readPrPolarity,
  readTweetEvalEmotion,
  readXed,
  readXedNeutral,
  seededSplit,
  XED_LABELS,
  XED_SPLIT,
} from './datasets.js';

/** XED's Plutchik labels as Ekman moods: trust counts as joy; anticipation has no Ekman mood. */
const XED_MOOD: Record<(typeof XED_LABELS)[number], Mood | null> = {
  anger: 'anger',
  anticipation: null,
  disgust: 'disgust',
  fear: 'fear',
  joy: 'joy',
  sadness: 'sadness',
  surprise: 'surprise',
  trust: 'joy',
};

const NEGATIVE = 0;
const NEUTRAL = 1;
const POSITIVE = 2;

export interface MoodItem {
  text: string;
  moods: Mood[];
}

export const hasXed = () =>
  hasDataset('xed', 'en-annotated.train.tsv') && hasDataset('xed', 'neu_en.train.tsv');
export const hasPrPolarity = () => hasDataset('workplace', 'pr-polarity', 'dataset.json');
export const hasIncivility = () => hasDataset('workplace', 'incivility', 'annotated_comment_level.csv');

/** XED lines as Ekman moods (lines with only anticipation are left out), neutral lines included. */
function xedMoods(part: 0 | 1): MoodItem[] {
  const annotated = seededSplit(readXed(), XED_SPLIT.fraction, XED_SPLIT.seed)[part];
  const neutral = seededSplit(readXedNeutral(), XED_SPLIT.fraction, XED_SPLIT.seed)[part];
  const out: MoodItem[] = [];
  for (const r of annotated) {
    const moods = [...new Set(r.labels.map((l) => XED_MOOD[XED_LABELS[l]!]).filter((m) => m !== null))];
    if (moods.length > 0) out.push({ text: r.text, moods });
  }
  for (const text of neutral) out.push({ text, moods: ['neutral'] });
  return out;
}

export const xedDev = (): MoodItem[] => xedMoods(1);
export const prPolarityDev = (): PolarityItem[] =>
  seededSplit(readPrPolarity(), PR_SPLIT.fraction, PR_SPLIT.seed)[1];
export const incivilityDev = (): CivilityItem[] =>
  seededSplit(readIncivility(), INCIVILITY_SPLIT.fraction, INCIVILITY_SPLIT.seed)[1];

/**
 * Each source's items are weighted so that its total weight grows with the square root of its size, relative to
 * GoEmotions: a small in-domain set (1,200 pull-request messages) counts, without drowning the large one.
 */
function weighted(rows: LabelledText[], reference: number, scale = 1): LabelledText[] {
  const weight = rows.length === 0 ? 1 : scale * Math.sqrt(reference / rows.length);
  return rows.map((r) => ({ ...r, weight }));
}

/**
 * Subtitle lines are short and their labels noisy (annotators saw no context): in the mood model each counts a
 * quarter of what the square-root rule gives, so that dialogue is learned without unlearning Reddit.
 */
const XED_MOOD_SCALE = 0.25;

/**
 * Heated issue threads: uncivil comments (any uncivil feature) and the civil comments around them, read as
 * neutral. Both are kept, so that a model does not learn that technical discussion itself is negative.
 */
function incivilityRows(negative: number, neutral: number): LabelledText[] {
  return seededSplit(readIncivility(), INCIVILITY_SPLIT.fraction, INCIVILITY_SPLIT.seed)[0].map((r) => ({
    text: r.text,
    labels: [r.feature === null ? neutral : negative],
  }));
}
const INCIVILITY_SOURCE = `workplace/incivility (all but a seeded ${INCIVILITY_SPLIT.fraction * 100}% dev part)`;

const moodIndex = (m: Mood) => MOODS.indexOf(m);

/**
 * Ekman-7 training rows: GoEmotions ekman train (first, `goemotions` rows), XED's training part, heated issue
 * comments (uncivil as anger, civil as neutral), and pull-request messages (neutral as neutral, positive as joy,
 * negative, mostly criticism, as anger).
 */
export function moodTrainingSet(): {
  rows: LabelledText[];
  sources: string[];
  /** GoEmotions rows are rows[0, goemotions); XED's rows are rows[xed[0], xed[1]) (empty without XED). */
  goemotions: number;
  xed: [number, number];
} {
  const goemotions = readGoEmotions('ekman', 'train');
  const rows: LabelledText[] = [...goemotions];
  const sources = ['goemotions/ekman/train.tsv'];
  const n = goemotions.length;
  if (hasXed()) {
    const xed = xedMoods(0).map((r) => ({ text: r.text, labels: r.moods.map(moodIndex) }));
    rows.push(...weighted(xed, n, XED_MOOD_SCALE));
    sources.push(`xed (all but a seeded ${XED_SPLIT.fraction * 100}% dev part)`);
  }
  const xed: [number, number] = [n, rows.length];
  if (hasIncivility()) {
    rows.push(...weighted(incivilityRows(moodIndex('anger'), moodIndex('neutral')), n));
    sources.push(INCIVILITY_SOURCE);
  }
  if (hasPrPolarity()) {
    const asMood: Record<string, Mood> = { negative: 'anger', neutral: 'neutral', positive: 'joy' };
    const pr = seededSplit(readPrPolarity(), PR_SPLIT.fraction, PR_SPLIT.seed)[0].map((r) => ({
      text: r.text,
      labels: [moodIndex(asMood[r.polarity]!)],
    }));
    rows.push(...weighted(pr, n));
    sources.push(`workplace/pr-polarity (all but a seeded ${PR_SPLIT.fraction * 100}% dev part)`);
  }
  return { rows, sources, goemotions: n, xed };
}

/**
 * The pull-request messages count four times what the square-root rule gives in the valence model: developer
 * prose is the engine's domain and these are its only polarity labels of it (out-of-fold macro-F1 on their
 * training part, `npm run train -- --valence-out-of-fold`: 0.662 at 1, 0.670 at 2, 0.679 at 3, 0.685 at 4,
 * 0.678 at 5, 0.676 at 6).
 */
const PR_VALENCE_SCALE = 4;

/**
 * Valence training rows (negative, neutral, positive): GoEmotions' sentiment groups (ambiguous left out),
 * TweetEval (anger and sadness negative, joy and optimism positive), XED (anger, disgust, fear, sadness negative;
 * joy and trust positive; lines of mixed or other emotions left out; neutral lines neutral), pull-request
 * messages (weighted up, above), and heated issue comments (uncivil as negative, civil as neutral); every text
 * read as the engine reads it (PII placeholders, no code blocks or quoted lines: see `valenceText`).
 */
export function valenceTrainingSet(): {
  rows: LabelledText[];
  sources: string[];
  /** The pull-request messages' training rows are rows[pr[0], pr[1]) (empty without them). */
  pr: [number, number];
} {
  const groupPolarity: Record<number, number | null> = { 0: null, 1: NEGATIVE, 2: NEUTRAL, 3: POSITIVE };
  const goemotions: LabelledText[] = [];
  for (const r of readGoEmotions('group', 'train')) {
    const labels = [
      ...new Set(r.labels.map((l) => groupPolarity[l]).filter((l) => l !== null && l !== undefined)),
    ];
    if (labels.length > 0) goemotions.push({ text: r.text, labels: labels as number[] });
  }
  const n = goemotions.length;
  const rows: LabelledText[] = [...goemotions];
  const sources = ['goemotions/group/train.tsv'];
  if (hasDataset('tweeteval', 'emotion', 'train_text.txt')) {
    const tweetPolarity = [NEGATIVE, POSITIVE, POSITIVE, NEGATIVE];
    const tweets = readTweetEvalEmotion().map((r) => ({
      text: r.text,
      labels: [tweetPolarity[r.labels[0]!]!],
    }));
    rows.push(...weighted(tweets, n));
    sources.push('tweeteval/emotion/train');
  }
  if (hasXed()) {
    const xedPolarity = (m: Mood) =>
      m === 'joy' ? POSITIVE : m === 'neutral' ? NEUTRAL : m === 'surprise' ? null : NEGATIVE;
    const xed: LabelledText[] = [];
    for (const r of xedMoods(0)) {
      const labels = [...new Set(r.moods.map(xedPolarity))];
      if (labels.length === 1 && labels[0] !== null) xed.push({ text: r.text, labels: [labels[0]!] });
    }
    rows.push(...weighted(xed, n));
    sources.push(`xed (all but a seeded ${XED_SPLIT.fraction * 100}% dev part)`);
  }
  const prFrom = rows.length;
  if (hasPrPolarity()) {
    const pr = seededSplit(readPrPolarity(), PR_SPLIT.fraction, PR_SPLIT.seed)[0].map((r) => ({
      text: r.text,
      labels: [VALENCE_CLASSES.indexOf(r.polarity)],
    }));
    rows.push(...weighted(pr, n, PR_VALENCE_SCALE));
    sources.push(`workplace/pr-polarity (all but a seeded ${PR_SPLIT.fraction * 100}% dev part)`);
  }
  const pr: [number, number] = [prFrom, rows.length];
  if (hasIncivility()) {
    rows.push(...weighted(incivilityRows(NEGATIVE, NEUTRAL), n));
    sources.push(INCIVILITY_SOURCE);
  }
  // Read as the engine reads a text: scrubbed of PII, then without code blocks and quoted lines.
  const read = rows.map((r) => ({ ...r, text: valenceText(scrubPii(r.text).text) }));
  return { rows: read, sources, pr };
}
