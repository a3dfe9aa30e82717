/**
 * `npm run train -- --compare-l2 1e-3,3e-3,1e-2` instead trains only the mood model once per L2 penalty given and
 * prints each one's out-of-fold macro-F1 on GoEmotions train (single-label) and XED's training part, writing
 * nothing: how TRAINING.l2 was chosen (GoEmotions ekman dev is printed beside them for reference only).
 * `npm run train -- --compare-emotion-l2 1e-6,1e-3,1e-2` does the same for the emotion model, printing the
 * stress macro-F1 each gives on the 70% development part of Dreaddit: how TRAINING.emotionL2 was chosen.
 *
 * `npm run train`: trains the Ekman-7 mood model (GoEmotions, XED, workplace/), the emotion-group model
 * (GoEmotions) and the valence model (GoEmotions, TweetEval, XED, workplace/) and writes model/affective.weights.bin.
 * Only permissive data is read (see corpora.ts), and never the dev parts that evaluation reports; Dreaddit and
 * SDCNL are evaluation data and never used here. Seeded and deterministic: the same data gives the same bytes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { AFFECT_FEATURES, type AffectModels, affectFeatures } from '../distress/affect.js';
import { STRESS_THRESHOLD } from '../distress/score.js';
import { type DecodedWeights, decodeWeights, encodeWeights, type NamedModel } from '../model/format.js';
import { type MoodMixture, mixtureLogits } from '../model/mixture.js';
import {
  type Example,
  logits,
  rng,
  type SoftmaxModel,
  softmaxInPlace,
  type TrainOptions,
  trainSoftmax,
} from '../model/softmax.js';
import {
  EMOTION_BITS,
  EMOTION_GROUPS,
  MOOD_BITS,
  MOOD_SOURCES,
  PROBE_TEXTS,
  type Probe,
  TRAINING,
  VALENCE_BITS,
  VALENCE_CLASSES,
  WEIGHTS_FILE,
  type WeightsExtra,
} from '../model/spec.js';
import { moodFeatures } from '../mood/features.js';
import { polarityWords, supportedValence, THANKED_VALENCE, thankedValence } from '../mood/valence.js';
import { MOODS } from '../signal.js';
import { positiveSaid, statesSaid, thanksOpen } from '../states/detect.js';
import { normalise } from '../text/phrases.js';
import { tokenize } from '../text/tokens.js';
import { moodTrainingSet, valenceTrainingSet } from './corpora.js';
import { datasetPath, hasDataset, type LabelledText, readGoEmotions } from './datasets.js';

const ENGLISH_WORDS = 12_000;
const VERSION = 'permissive-lr-9';
const FOLD_SEED = 99;

function examples(rows: readonly LabelledText[], classes: number): Example[] {
  const mass = new Array<number>(classes).fill(0);
  for (const r of rows) for (const l of r.labels) mass[l] = mass[l]! + (r.weight ?? 1) / r.labels.length;
  const classWeight = mass.map((m) => (rows.length / classes / m) ** TRAINING.classWeightPower);
  return rows.map((r) => {
    const target = new Float32Array(classes);
    let weight = 0;
    for (const l of r.labels) {
      target[l] = target[l]! + 1 / r.labels.length;
      weight += classWeight[l]! / r.labels.length;
    }
    return { features: moodFeatures(tokenize(r.text)), target, weight: weight * (r.weight ?? 1) };
  });
}

type Scoring = 'first' | 'any';

/**
 * Macro-F1 of argmax(logits + offsets). `first`: a prediction is right only when it is the item's first label
 * (the strict reading); `any`: when it is any of its labels.
 */
function macroF1(
  rows: readonly LabelledText[],
  logitRows: readonly Float64Array[],
  offsets: readonly number[],
  scoring: Scoring,
): number {
  const k = offsets.length;
  const tp = new Array<number>(k).fill(0);
  const fp = new Array<number>(k).fill(0);
  const fn = new Array<number>(k).fill(0);
  rows.forEach((r, i) => {
    const l = logitRows[i]!;
    let best = 0;
    for (let c = 1; c < k; c++) if (l[c]! + offsets[c]! > l[best]! + offsets[best]!) best = c;
    const gold = scoring === 'any' && r.labels.includes(best) ? best : r.labels[0]!;
    if (gold === best) tp[best]!++;
    else {
      fp[best]!++;
      fn[gold]!++;
    }
  });
  return tp.reduce((a, t, c) => a + (t === 0 ? 0 : (2 * t) / (2 * t + fp[c]! + fn[c]!)), 0) / k;
}

function logitsOf(model: MoodMixture, rows: readonly LabelledText[]): Float64Array[] {
  return rows.map((r) => {
    const p = new Float64Array(MOODS.length);
    mixtureLogits(model, moodFeatures(tokenize(r.text)), p);
    return p;
  });
}

/** Rows whose out-of-fold logits the mood offsets are fitted to, and how a prediction is scored on them. */
interface OffsetTarget {
  name: string;
  rows: readonly LabelledText[];
  logits: readonly Float64Array[];
  scoring: Scoring;
}

const meanMacroF1 = (targets: readonly OffsetTarget[], offsets: readonly number[]) =>
  targets.reduce((a, t) => a + macroF1(t.rows, t.logits, offsets, t.scoring), 0) / targets.length;

/** Per-class offsets maximising the mean macro-F1 over the targets, by coordinate ascent. */
function fitOffsets(targets: readonly OffsetTarget[]): number[] {
  let offsets = new Array<number>(MOODS.length).fill(0);
  let best = meanMacroF1(targets, offsets);
  for (let round = 0; round < 4; round++) {
    for (let c = 0; c < MOODS.length; c++) {
      for (const step of [-1, -0.5, -0.25, -0.1, 0.1, 0.25, 0.5, 1]) {
        const candidate = offsets.map((o, i) => (i === c ? o + step : o));
        const score = meanMacroF1(targets, candidate);
        if (score > best + 1e-4) {
          best = score;
          offsets = candidate;
        }
      }
    }
  }
  return offsets;
}

/** The fold of each row: a seeded shuffle dealt out in turn to TRAINING.folds folds. */
function foldOf(rows: number): number[] {
  const random = rng(FOLD_SEED);
  const order = Array.from({ length: rows }, (_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const fold = new Array<number>(rows);
  order.forEach((row, j) => {
    fold[row] = j % TRAINING.folds;
  });
  return fold;
}

/**
 * What the mood offsets serve, read on the training rows' out-of-fold predictions: GoEmotions comments with a
 * single label (a prediction right when it is that label) and XED's training lines (right when it is any of the
 * line's moods), each counting half: the two readings evaluation reports, on train only.
 */
function moodOffsetTargets(
  set: { rows: readonly LabelledText[]; goemotions: number; xed: [number, number] },
  outOfFold: readonly Float64Array[],
): OffsetTarget[] {
  const single = set.rows.slice(0, set.goemotions).flatMap((r, i) => (r.labels.length === 1 ? [i] : []));
  const targets: OffsetTarget[] = [
    {
      name: 'GoEmotions train, single-label items',
      rows: single.map((i) => set.rows[i]!),
      logits: single.map((i) => outOfFold[i]!),
      scoring: 'first',
    },
  ];
  const [from, to] = set.xed;
  if (to > from) {
    targets.push({
      name: 'XED training part',
      rows: set.rows.slice(from, to),
      logits: outOfFold.slice(from, to),
      scoring: 'any',
    });
  }
  return targets;
}

/**
 * One model per fold, trained on the other folds, averaged into one (an average of linear models is a linear
 * model, so this costs nothing at run time and is steadier than a single fit), with the out-of-fold logits of
 * every row: predictions on rows each fold's model never saw, for fitting offsets on train alone.
 */
function trainFolded(
  rows: readonly LabelledText[],
  classes: number,
  bits: number,
  opts: TrainOptions,
): { model: SoftmaxModel; outOfFold: Float64Array[] } {
  const all = examples(rows, classes);
  const fold = foldOf(rows.length);
  const outOfFold = new Array<Float64Array>(rows.length);
  const models: SoftmaxModel[] = [];
  for (let f = 0; f < TRAINING.folds; f++) {
    const model = trainSoftmax(
      all.filter((_, i) => fold[i] !== f),
      classes,
      bits,
      { ...opts, seed: opts.seed + f },
    );
    models.push(model);
    rows.forEach((_, i) => {
      if (fold[i] !== f) return;
      const p = new Float64Array(classes);
      logits(model, all[i]!.features, p);
      outOfFold[i] = p;
    });
  }
  return { model: averageOf(models), outOfFold };
}

/** The kind of text (an index into MOOD_SOURCES) of each mood training row: Reddit, dialogue, developer threads. */
function moodSources(set: {
  rows: readonly LabelledText[];
  goemotions: number;
  xed: [number, number];
}): number[] {
  return set.rows.map((_, i) => (i < set.goemotions ? 0 : i >= set.xed[0] && i < set.xed[1] ? 1 : 2));
}

/**
 * A mood training row's features: each hashed feature twice, once in the shared rows (the low MOOD_BITS) and once
 * in its source's own rows above them, so that the model learns what every kind of text shares and what each says
 * its own way.
 */
function withSource(features: readonly number[], source: number): number[] {
  const mask = (1 << MOOD_BITS) - 1;
  const own = (source + 1) << MOOD_BITS;
  return [...features.map((f) => f & mask), ...features.map((f) => (f & mask) | own)];
}

/**
 * One model per source from a model trained on `withSource` features: each source's weights are the shared ones
 * plus its own, times 1/√2 (the training features were twice as many, so each logit was scaled by 1/√(2n) where the
 * loaded model scales by 1/√n): the same logits, from one table per source.
 */
function perSource(model: SoftmaxModel, gate: SoftmaxModel): MoodMixture {
  const k = model.classes;
  const size = (1 << MOOD_BITS) * k;
  const experts = MOOD_SOURCES.map((_, d) => {
    const weights = new Float32Array(size);
    const own = (d + 1) * size;
    for (let i = 0; i < size; i++) weights[i] = (model.weights[i]! + model.weights[own + i]!) * Math.SQRT1_2;
    return { classes: k, bits: MOOD_BITS, weights, bias: Float32Array.from(model.bias) };
  });
  return { experts, gate };
}

/** The average of linear models of one shape: itself a linear model. */
function averageOf(models: readonly SoftmaxModel[]): SoftmaxModel {
  const { classes, bits } = models[0]!;
  const weights = new Float32Array(models[0]!.weights.length);
  const bias = new Float32Array(classes);
  for (const m of models) {
    for (let i = 0; i < weights.length; i++) weights[i] = weights[i]! + m.weights[i]!;
    for (let c = 0; c < classes; c++) bias[c] = bias[c]! + m.bias[c]!;
  }
  for (let i = 0; i < weights.length; i++) weights[i] = weights[i]! / models.length;
  for (let c = 0; c < classes; c++) bias[c] = bias[c]! / models.length;
  return { classes, bits, weights, bias };
}

/**
 * The mood model (see model/mixture.ts): per fold, a model over `withSource` features and a source model (which
 * kind of text a row is, each kind weighted by (1/frequency)^0.5), each trained without that fold; the folds'
 * models averaged; the out-of-fold logits read as the loaded mixture reads them, with the source model's
 * probabilities (never the row's known source). Per-class offsets added to each source's bias (the mixture's
 * probabilities sum to 1, so they add once) maximise the macro-F1 of the out-of-fold predictions on the targets
 * given (train only, never dev).
 */
function trainMood(
  rows: readonly LabelledText[],
  sources: readonly number[],
  opts: TrainOptions,
  offsetTargets: (outOfFold: readonly Float64Array[]) => OffsetTarget[] = (outOfFold) => [
    { name: 'train', rows, logits: outOfFold, scoring: 'first' },
  ],
): { model: MoodMixture; offsets: number[]; targets: OffsetTarget[]; sourceAccuracy: number } {
  const plain = examples(rows, MOODS.length);
  const all = plain.map((e, i) => ({ ...e, features: withSource(e.features, sources[i]!) }));
  const count = MOOD_SOURCES.map((_, d) => sources.filter((s) => s === d).length);
  const sourceExamples: Example[] = plain.map((e, i) => {
    const target = new Float32Array(MOOD_SOURCES.length);
    target[sources[i]!] = 1;
    return {
      features: e.features,
      target,
      weight: (rows.length / MOOD_SOURCES.length / count[sources[i]!]!) ** 0.5,
    };
  });
  const fold = foldOf(rows.length);
  const outOfFold = new Array<Float64Array>(rows.length);
  const models: SoftmaxModel[] = [];
  const gates: SoftmaxModel[] = [];
  let sourcesRight = 0;
  for (let f = 0; f < TRAINING.folds; f++) {
    const model = trainSoftmax(
      all.filter((_, i) => fold[i] !== f),
      MOODS.length,
      MOOD_BITS + 2,
      { ...opts, seed: opts.seed + f },
    );
    const gate = trainSoftmax(
      sourceExamples.filter((_, i) => fold[i] !== f),
      MOOD_SOURCES.length,
      MOOD_BITS,
      {
        epochs: TRAINING.sourceEpochs,
        learningRate: opts.learningRate,
        l2: TRAINING.sourceL2,
        seed: opts.seed + 100 + f,
      },
    );
    models.push(model);
    gates.push(gate);
    const mixture = perSource(model, gate);
    const g = new Float64Array(MOOD_SOURCES.length);
    rows.forEach((_, i) => {
      if (fold[i] !== f) return;
      const p = new Float64Array(MOODS.length);
      mixtureLogits(mixture, plain[i]!.features, p);
      outOfFold[i] = p;
      logits(gate, plain[i]!.features, g);
      if (g.indexOf(Math.max(...g)) === sources[i]) sourcesRight++;
    });
  }
  const model = perSource(averageOf(models), averageOf(gates));
  const targets = offsetTargets(outOfFold);
  const offsets = fitOffsets(targets);
  for (const expert of model.experts) {
    for (let c = 0; c < MOODS.length; c++) expert.bias[c] = expert.bias[c]! + offsets[c]!;
  }
  return { model, offsets, targets, sourceAccuracy: sourcesRight / rows.length };
}

/** The mood mixture as the weights file names its models. */
const moodModels = (mood: MoodMixture): NamedModel[] => [
  ...MOOD_SOURCES.map((source, d) => ({
    name: `mood.${source}`,
    classes: [...MOODS],
    model: mood.experts[d]!,
  })),
  { name: 'mood.source', classes: [...MOOD_SOURCES], model: mood.gate },
];

/** The mood mixture of a decoded weights file. */
const moodOf = (weights: DecodedWeights<WeightsExtra>): MoodMixture => ({
  experts: MOOD_SOURCES.map((source) => weights.models.get(`mood.${source}`)!.model),
  gate: weights.models.get('mood.source')!.model,
});

/** Words seen written in lower case: names and brands (always capitalised) stay out of the list. */
const LOWER_WORD = /(?<![\p{L}\p{N}'’])\p{Ll}+(?:['’]\p{Ll}+)?(?![\p{L}\p{N}])/gu;

function englishWords(rows: readonly LabelledText[]): string[] {
  const counts = new Map<string, number>();
  for (const r of rows) {
    for (const m of r.text.matchAll(LOWER_WORD)) counts.set(m[0], (counts.get(m[0]) ?? 0) + 1);
  }
  return [...counts.entries()]
    .filter(([, n]) => n >= 3)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, ENGLISH_WORDS)
    .map(([w]) => w)
    .sort();
}

/** Mean and spread of each affect feature over GoEmotions train: the scale of general text. */
function affectNorm(rows: readonly LabelledText[], models: AffectModels): { mean: number[]; sd: number[] } {
  const k = AFFECT_FEATURES.length;
  const sum = new Array<number>(k).fill(0);
  const sq = new Array<number>(k).fill(0);
  for (const r of rows) {
    const v = affectFeatures(r.text, models).vector;
    for (let i = 0; i < k; i++) {
      sum[i] = sum[i]! + v[i]!;
      sq[i] = sq[i]! + v[i]! * v[i]!;
    }
  }
  const mean = sum.map((s) => s / rows.length);
  const sd = sq.map((s, i) => Math.sqrt(Math.max(1e-12, s / rows.length - mean[i]! ** 2)));
  const round = (x: number) => Math.round(x * 1e6) / 1e6;
  return { mean: mean.map(round), sd: sd.map(round) };
}

const TRAIN_OPTIONS = {
  epochs: TRAINING.epochs,
  learningRate: TRAINING.learningRate,
  l2: TRAINING.l2,
  seed: TRAINING.seed,
};

/** The mood model's options: its own number of epochs (its lighter penalty needs more passes). */
const MOOD_OPTIONS = { ...TRAIN_OPTIONS, epochs: TRAINING.moodEpochs };

/**
 * The mood model under each L2 penalty: the out-of-fold macro-F1 (with the offsets fitted to them) that the
 * penalty is chosen by, and GoEmotions ekman dev without offsets (float weights), for reference only.
 */
function compareMoodL2(penalties: number[]): void {
  if (!hasDataset('goemotions', 'ekman', 'dev.tsv')) {
    console.error(`GoEmotions ekman dev is missing: expected it in ${datasetPath('goemotions')}`);
    process.exit(1);
  }
  const moodSet = moodTrainingSet();
  const dev = readGoEmotions('ekman', 'dev');
  const none = new Array<number>(MOODS.length).fill(0);
  console.log('mood L2   out-of-fold: GoEmotions train single-label, XED training part   dev first label');
  for (const l2 of penalties) {
    const { model, offsets, targets } = trainMood(
      moodSet.rows,
      moodSources(moodSet),
      { ...MOOD_OPTIONS, l2 },
      (oof) => moodOffsetTargets(moodSet, oof),
    );
    const outOfFold = targets.map((t) => macroF1(t.rows, t.logits, offsets, t.scoring).toFixed(4)).join('  ');
    const scores = logitsOf(model, dev);
    const mark = l2 === TRAINING.l2 ? '  <- TRAINING.l2' : '';
    console.log(
      `${l2.toExponential(0).padEnd(9)} ${outOfFold.padStart(20)} ${macroF1(dev, scores, none, 'first').toFixed(4).padStart(47)}${mark}`,
    );
  }
}

/** GoEmotions train with its 28 labels mapped to the emotion groups. */
function emotionTrainingSet(): { rows: LabelledText[]; names: string[] } {
  const names = Object.keys(EMOTION_GROUPS);
  const labelNames = readFileSync(datasetPath('goemotions', 'original', 'labels.txt'), 'utf8')
    .trim()
    .split('\n');
  const groupOf = labelNames.map((label) => names.findIndex((g) => EMOTION_GROUPS[g]!.includes(label)));
  if (groupOf.includes(-1)) throw new Error('a GoEmotions label belongs to no emotion group');
  const rows = readGoEmotions('original', 'train').map((r) => ({
    ...r,
    labels: [...new Set(r.labels.map((l) => groupOf[l]!))],
  }));
  return { rows, names };
}

const trainEmotion = (set: { rows: LabelledText[]; names: string[] }, l2: number) =>
  trainSoftmax(examples(set.rows, set.names.length), set.names.length, EMOTION_BITS, {
    ...TRAIN_OPTIONS,
    l2,
  });

const trainValence = (rows: readonly LabelledText[]) =>
  trainSoftmax(examples(rows, VALENCE_CLASSES.length), VALENCE_CLASSES.length, VALENCE_BITS, {
    ...TRAIN_OPTIONS,
    l2: TRAINING.valenceL2,
  });

/** P(positive) − P(negative) read as a polarity with the ±0.2 dead zone that evaluation uses. */
function polarityMacroF1(
  rows: readonly LabelledText[],
  logitRows: readonly Float64Array[],
  read: (v: number, row: LabelledText) => number = (v) => v,
): number {
  const k = VALENCE_CLASSES.length;
  const tp = new Array<number>(k).fill(0);
  const fp = new Array<number>(k).fill(0);
  const fn = new Array<number>(k).fill(0);
  rows.forEach((r, i) => {
    const p = Float64Array.from(logitRows[i]!);
    softmaxInPlace(p);
    const v = read(p[2]! - p[0]!, r);
    const predicted = v >= 0.2 ? 2 : v <= -0.2 ? 0 : 1;
    const gold = r.labels[0]!;
    if (predicted === gold) tp[gold]!++;
    else {
      fp[predicted]!++;
      fn[gold]!++;
    }
  });
  return tp.reduce((a, t, c) => a + (t === 0 ? 0 : (2 * t) / (2 * t + fp[c]! + fn[c]!)), 0) / k;
}

/**
 * The valence model's out-of-fold predictions on its own training rows (five models, each trained without one
 * fifth), read as evaluation reads the pull-request messages' dev part: how the valence settings are compared,
 * on train alone.
 */
function valenceOutOfFold(): void {
  const set = valenceTrainingSet();
  const { outOfFold } = trainFolded(set.rows, VALENCE_CLASSES.length, VALENCE_BITS, {
    ...TRAIN_OPTIONS,
    l2: TRAINING.valenceL2,
  });
  const [from, to] = set.pr;
  const figures = (read?: (v: number, row: LabelledText) => number) =>
    `pull-request messages' training part ${polarityMacroF1(set.rows.slice(from, to), outOfFold.slice(from, to), read).toFixed(4)}, all rows ${polarityMacroF1(set.rows, outOfFold, read).toFixed(4)}`;
  console.log(`valence out-of-fold macro-F1 (±0.2 dead zone): ${figures()}`);
  // The rows are the text the valence model reads, so the lexicon reads the same words as in `analyse`.
  const bySignal = (v: number, row: LabelledText) =>
    supportedValence(v, polarityWords(row.text), positiveSaid(statesSaid(normalise(row.text))));
  console.log(`as a signal reads it (halved without a word of its polarity): ${figures(bySignal)}`);
  // …and with thanks that open a message, gratitude said and no strain read as positive (mood/valence.ts).
  const thanked = (v: number, row: LabelledText) => {
    const norm = normalise(row.text);
    const read = bySignal(v, row);
    return thanksOpen(norm, [...statesSaid(norm)]) ? thankedValence(read) : read;
  };
  console.log(`and with thanks opening a message at least ${THANKED_VALENCE}: ${figures(thanked)}`);
}

/** The emotion model under each L2 penalty, read through the stress index on Dreaddit's development part. */
async function compareEmotionL2(penalties: number[]): Promise<void> {
  // Loaded here only: it reads the engine, whose loader needs a complete weights file, which training must not.
  const { bestThreshold, developmentEvidence } = await import('./stress-sweep.js');
  if (!hasDataset('dreaddit', 'dreaddit-train.csv')) {
    console.error('--compare-emotion-l2 needs dreaddit/dreaddit-train.csv in the datasets folder.');
    process.exit(1);
  }
  const goemotions = readGoEmotions('ekman', 'train');
  const emotionSet = emotionTrainingSet();
  const moodSet = moodTrainingSet();
  const { model: mood } = trainMood(moodSet.rows, moodSources(moodSet), MOOD_OPTIONS);
  const valence = trainValence(valenceTrainingSet().rows);
  console.log('emotion L2   stress macro-F1 at STRESS_THRESHOLD   best threshold (macro-F1)');
  for (const l2 of penalties) {
    // Quantised as the weights file keeps them, with the feature scale they give, as \`npm run train\` builds it.
    const quantised = decodeWeights<WeightsExtra>(
      encodeWeights(
        VERSION,
        [
          ...moodModels(mood),
          { name: 'emotion', classes: emotionSet.names, model: trainEmotion(emotionSet, l2) },
          { name: 'valence', classes: [...VALENCE_CLASSES], model: valence },
        ],
        { englishWords: [], probes: [], trainedOn: [], affectNorm: { mean: [], sd: [] } },
      ),
    );
    const models: AffectModels = {
      mood: moodOf(quantised),
      emotion: quantised.models.get('emotion')!.model,
      emotionNames: emotionSet.names,
      valence: quantised.models.get('valence')!.model,
    };
    const evidence = developmentEvidence({ models, norm: affectNorm(goemotions, models) });
    const best = bestThreshold(evidence);
    const mark = l2 === TRAINING.emotionL2 ? '  <- TRAINING.emotionL2' : '';
    console.log(
      `${l2.toExponential(0).padEnd(12)} ${evidence.macroF1(STRESS_THRESHOLD).toFixed(4).padStart(32)}   ${best.threshold.toFixed(2)} (${best.f1.toFixed(4)})${mark}`,
    );
  }
}

function penaltiesAfter(flag: string): number[] | null {
  const at = process.argv.indexOf(flag);
  if (at < 0) return null;
  const penalties = (process.argv[at + 1] ?? '').split(',').map(Number);
  if (penalties.some((v) => !(v >= 0))) {
    console.error(`${flag} takes comma-separated penalties, e.g. 1e-6,1e-3,1e-2,1e-1`);
    process.exit(2);
  }
  return penalties;
}

async function main(): Promise<void> {
  if (!hasDataset('goemotions', 'ekman', 'train.tsv')) {
    console.error(`GoEmotions is missing: expected it in ${datasetPath('goemotions')}`);
    process.exit(1);
  }
  const moodPenalties = penaltiesAfter('--compare-l2');
  if (moodPenalties) {
    compareMoodL2(moodPenalties);
    return;
  }
  if (process.argv.includes('--valence-out-of-fold')) {
    valenceOutOfFold();
    return;
  }
  const emotionPenalties = penaltiesAfter('--compare-emotion-l2');
  if (emotionPenalties) {
    await compareEmotionL2(emotionPenalties);
    return;
  }
  const goemotions = readGoEmotions('ekman', 'train');
  const moodSet = moodTrainingSet();
  const valenceSet = valenceTrainingSet();
  const emotionSet = emotionTrainingSet();
  const emotionNames = emotionSet.names;
  const started = performance.now();
  const opts = MOOD_OPTIONS;
  const none = new Array<number>(MOODS.length).fill(0);
  const {
    model: mood,
    offsets,
    targets,
    sourceAccuracy,
  } = trainMood(moodSet.rows, moodSources(moodSet), opts, (oof) => moodOffsetTargets(moodSet, oof));
  console.log(
    `mood source model: right source for ${(sourceAccuracy * 100).toFixed(1)}% of the training rows, out-of-fold`,
  );
  console.log(
    `mood class offsets (from out-of-fold predictions on train): ${offsets.map((o) => o.toFixed(2)).join(' ')}`,
  );
  for (const t of targets) {
    console.log(
      `  out-of-fold macro-F1, ${t.name}: ${macroF1(t.rows, t.logits, none, t.scoring).toFixed(4)} without offsets, ` +
        `${macroF1(t.rows, t.logits, offsets, t.scoring).toFixed(4)} with`,
    );
  }
  // What fitting to GoEmotions alone (as before XED counted) would give, for comparison.
  const alone = fitOffsets(targets.slice(0, 1));
  console.log(
    `  offsets fitted on GoEmotions alone would give: ${targets.map((t) => `${t.name} ${macroF1(t.rows, t.logits, alone, t.scoring).toFixed(4)}`).join(', ')}`,
  );
  const emotion = trainEmotion(emotionSet, TRAINING.emotionL2);
  const valence = trainValence(valenceSet.rows);
  console.log(`trained in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const models = [
    ...moodModels(mood),
    { name: 'emotion', classes: emotionNames, model: emotion },
    { name: 'valence', classes: [...VALENCE_CLASSES], model: valence },
  ];
  const extra: WeightsExtra = {
    englishWords: englishWords(goemotions),
    probes: [],
    trainedOn: [...new Set([...moodSet.sources, 'goemotions/original/train.tsv', ...valenceSet.sources])],
    affectNorm: { mean: [], sd: [] },
  };
  // Probes are computed from the quantised weights, exactly as the loader will see them.
  const quantised = decodeWeights<WeightsExtra>(encodeWeights(VERSION, models, extra));
  const qm = moodOf(quantised);
  const qe = quantised.models.get('emotion')!.model;
  const qv = quantised.models.get('valence')!.model;
  extra.affectNorm = affectNorm(goemotions, { mood: qm, emotion: qe, emotionNames, valence: qv });
  const probes: Probe[] = PROBE_TEXTS.map((text) => {
    const p = new Float64Array(MOODS.length);
    mixtureLogits(qm, moodFeatures(tokenize(text)), p);
    softmaxInPlace(p);
    let best = 0;
    for (let c = 1; c < p.length; c++) if (p[c]! > p[best]!) best = c;
    const v = new Float64Array(VALENCE_CLASSES.length);
    logits(qv, moodFeatures(tokenize(text)), v);
    softmaxInPlace(v);
    return {
      text,
      mood: MOODS[best]!,
      scores: Array.from(p, (x) => Math.round(x * 1e4) / 1e4),
      valence: Math.round((v[2]! - v[0]!) * 1e4) / 1e4,
    };
  });
  extra.probes = probes;
  const bytes = encodeWeights(VERSION, models, extra);
  const out = new URL(`../model/${WEIGHTS_FILE}`, import.meta.url);
  writeFileSync(out, bytes);
  console.log(`wrote model/${WEIGHTS_FILE} (${(bytes.length / 1e6).toFixed(2)} MB)`);

  if (hasDataset('goemotions', 'ekman', 'dev.tsv')) {
    const dev = readGoEmotions('ekman', 'dev');
    const float = logitsOf(mood, dev);
    const int8 = logitsOf(qm, dev);
    console.log(
      `GoEmotions ekman dev macro-F1: first label ${macroF1(dev, float, none, 'first').toFixed(4)} ` +
        `(float) ${macroF1(dev, int8, none, 'first').toFixed(4)} (int8); ` +
        `any label ${macroF1(dev, int8, none, 'any').toFixed(4)} (int8)`,
    );
  }
  console.log('probe predictions (checked by test/service/analysis/model.test.ts):');
  for (const p of probes)
    console.log(
      `  ${p.mood.padEnd(8)} ${p.scores.join(' ')}  valence ${p.valence}  ${JSON.stringify(p.text)}`,
    );
}

await main();
