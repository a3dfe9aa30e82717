/**
 * `npm run eval [-- --json]`: the engine's quality on the public data in ../shared/datasets (or
 * $AFFECTIVE_DATASETS). Every figure comes from running `analyse` (or `scrubPii`) on each item; sets that are
 * missing are named and skipped. Test splits are held back and never read here.
 */
import { analyse } from '../analyse.js';
import { findPii } from '../pii/index.js';
import { MOODS, type Mood, RISK_LEVELS, type RiskLevel, type Signal } from '../signal.js';
import { incivilityDev, prPolarityDev, xedDev } from './corpora.js';
import {
  DREADDIT_SPLIT,
  datasetsDir,
  hasDataset,
  INCIVILITY_SPLIT,
  POLARITIES,
  PR_SPLIT,
  readDreaddit,
  readGoEmotions,
  readIncivility,
  readPresidioSynth,
  readPrPolarity,
  readSdcnl,
  readTweetEvalEmotion,
  readXed,
  readXedNeutral,
  seededSplit,
  XED_SPLIT,
} from './datasets.js';
import { classScores, rocAuc } from './metrics.js';

type Figures = Record<string, number | string | Record<string, number>>;
const report: Record<string, Figures> = {};
const missing: string[] = [];
const targets: { name: string; value: number; target: string; met: boolean }[] = [];

function target(name: string, value: number, op: '>=' | '<=', bound: number): void {
  targets.push({ name, value, target: `${op} ${bound}`, met: op === '>=' ? value >= bound : value <= bound });
}

function need(name: string, ...path: string[]): boolean {
  if (hasDataset(...path)) return true;
  const entry = `${name} (${path.join('/')})`;
  if (!missing.includes(entry)) missing.push(entry);
  return false;
}

/** GoEmotions ekman dev: a prediction is right when it is one of the item's labels (6% have two or three). */
function mood(): void {
  if (!need('GoEmotions ekman dev', 'goemotions', 'ekman', 'dev.tsv')) return;
  const rows = readGoEmotions('ekman', 'dev');
  const gold: string[] = [];
  const firstLabel: string[] = [];
  const predicted: string[] = [];
  for (const r of rows) {
    const p = analyse(r.text).mood;
    const labels = r.labels.map((l) => MOODS[l]!);
    predicted.push(p);
    gold.push(labels.includes(p) ? p : labels[0]!);
    firstLabel.push(labels[0]!);
  }
  const s = classScores(gold, predicted, MOODS);
  const strict = classScores(firstLabel, predicted, MOODS);
  const single = rows.flatMap((r, i) => (r.labels.length === 1 ? [i] : []));
  const singleScores = classScores(
    single.map((i) => firstLabel[i]!),
    single.map((i) => predicted[i]!),
    MOODS,
  );
  report.mood = {
    set: `GoEmotions ekman dev (${rows.length}; ${single.length} with a single label)`,
    macro_f1_single_label_items: singleScores.macroF1,
    accuracy_single_label_items: singleScores.accuracy,
    macro_f1_any_label: s.macroF1,
    macro_f1_first_label_only: strict.macroF1,
    per_class_f1_single_label_items: singleScores.perClass,
  };
  target('mood macro-F1 (GoEmotions ekman dev, single-label items)', singleScores.macroF1, '>=', 0.62);
}

/** XED dev part: Ekman moods (trust as joy; anticipation-only lines left out), right when any of the item's. */
function xedMood(): void {
  if (!need('XED', 'xed', 'en-annotated.train.tsv') || !need('XED neutral', 'xed', 'neu_en.train.tsv'))
    return;
  const items = xedDev();
  const gold: string[] = [];
  const predicted: string[] = [];
  for (const item of items) {
    const p = analyse(item.text).mood;
    predicted.push(p);
    gold.push(item.moods.includes(p) ? p : item.moods[0]!);
  }
  const s = classScores(gold, predicted, MOODS);
  report.xed = {
    set: `XED, seeded ${XED_SPLIT.fraction * 100}% dev part of the train files (seed ${XED_SPLIT.seed}, ${items.length} lines)`,
    macro_f1: s.macroF1,
    accuracy: s.accuracy,
    per_class_f1: s.perClass,
  };
  target('mood macro-F1 (XED dev part)', s.macroF1, '>=', 0.4);
}

/** A signal's valence read as a polarity: a dead zone of ±VALENCE_NEUTRAL around 0 is neutral. */
const VALENCE_NEUTRAL = 0.2;
const polarityOf = (v: number) =>
  v >= VALENCE_NEUTRAL ? 'positive' : v <= -VALENCE_NEUTRAL ? 'negative' : 'neutral';

function workplace(): void {
  if (need('workplace pull-request messages', 'workplace', 'pr-polarity', 'dataset.json')) {
    const items = prPolarityDev();
    const predicted = items.map((i) => polarityOf(analyse(i.text).valence));
    const s = classScores(
      items.map((i) => i.polarity),
      predicted,
      POLARITIES,
    );
    report.pr_polarity = {
      set: `pull-request messages, seeded ${PR_SPLIT.fraction * 100}% dev part (seed ${PR_SPLIT.seed}, ${items.length} with agreed polarity)`,
      valence_macro_f1: s.macroF1,
      accuracy: s.accuracy,
      per_class_f1: s.perClass,
    };
    target('valence macro-F1 (pull-request messages, dev part)', s.macroF1, '>=', 0.7);
  }
  if (need('workplace incivility', 'workplace', 'incivility', 'annotated_comment_level.csv')) {
    const items = incivilityDev();
    const share = (list: typeof items, test: (s: Signal) => boolean) =>
      list.length === 0 ? Number.NaN : list.filter((i) => test(analyse(i.text))).length / list.length;
    const uncivil = items.filter((i) => i.feature !== null);
    const civil = items.filter((i) => i.feature === null);
    const negative = (s: Signal) => polarityOf(s.valence) === 'negative';
    const irritated = (s: Signal) => s.states.includes('frustration') || s.states.includes('conflict');
    report.incivility = {
      set: `heated issue comments, seeded ${INCIVILITY_SPLIT.fraction * 100}% dev part (seed ${INCIVILITY_SPLIT.seed}; ${uncivil.length} uncivil, ${civil.length} civil)`,
      uncivil_negative_valence: share(uncivil, negative),
      uncivil_negative_mood: share(uncivil, (s) => ['anger', 'disgust'].includes(s.mood)),
      uncivil_frustration_or_conflict: share(uncivil, irritated),
      civil_negative_valence: share(civil, negative),
      civil_frustration_or_conflict: share(civil, irritated),
    };
  }
}

function stress(): void {
  if (!need('Dreaddit train', 'dreaddit', 'dreaddit-train.csv')) return;
  const [, held] = seededSplit(readDreaddit(), DREADDIT_SPLIT.fraction, DREADDIT_SPLIT.seed);
  const gold: string[] = [];
  const predicted: string[] = [];
  const distress: number[] = [];
  for (const item of held) {
    const signal = analyse(item.text);
    gold.push(item.stressed ? 'stress' : 'none');
    predicted.push(signal.states.includes('stress') ? 'stress' : 'none');
    distress.push(signal.distress);
  }
  const s = classScores(gold, predicted, ['stress', 'none']);
  const auc = rocAuc(
    distress,
    held.map((h) => h.stressed),
  );
  report.stress = {
    set: `Dreaddit train, seeded ${DREADDIT_SPLIT.fraction * 100}% split (seed ${DREADDIT_SPLIT.seed}, ${held.length} items)`,
    macro_f1: s.macroF1,
    accuracy: s.accuracy,
    distress_roc_auc: auc,
  };
  target('stress macro-F1 (Dreaddit 30%)', s.macroF1, '>=', 0.77);
  target('distress ROC-AUC (Dreaddit 30%)', auc, '>=', 0.83);
}

/** Share of texts flagged as crisis (`high`), and the share at each risk level. */
function riskLevels(texts: readonly string[]): { flagged: number; levels: Record<RiskLevel, number> } {
  const levels = Object.fromEntries(RISK_LEVELS.map((l) => [l, 0])) as Record<RiskLevel, number>;
  let flagged = 0;
  for (const t of texts) {
    const s = analyse(t);
    if (s.crisis) flagged++;
    levels[s.risk_level]++;
  }
  const n = Math.max(1, texts.length);
  for (const l of RISK_LEVELS) levels[l] /= n;
  return { flagged: flagged / n, levels };
}

function crisis(): void {
  const figures: Figures = {};
  const levels: Figures = {};
  const general = (name: string, key: string, texts: readonly string[], bound: number) => {
    const r = riskLevels(texts);
    figures[key] = r.flagged;
    levels[key.replace(/_flag_rate$/, '')] = r.levels;
    target(`crisis flag rate (${name})`, r.flagged, '<=', bound);
  };
  if (need('SDCNL', 'sdcnl', 'training-set.csv')) {
    const posts = readSdcnl();
    const suicidal = riskLevels(posts.filter((p) => p.suicidal).map((p) => p.text));
    const depression = riskLevels(posts.filter((p) => !p.suicidal).map((p) => p.text));
    figures.sdcnl_suicidal_recall = suicidal.flagged;
    figures.sdcnl_depression_flag_rate = depression.flagged;
    figures.sdcnl_sizes = `${posts.filter((p) => p.suicidal).length} suicidal, ${posts.filter((p) => !p.suicidal).length} depression`;
    levels.sdcnl_suicidal = suicidal.levels;
    levels.sdcnl_depression = depression.levels;
    target('crisis recall (SDCNL is_suicide = 1)', suicidal.flagged, '>=', 0.8);
    target('crisis flag rate (SDCNL depression posts)', depression.flagged, '<=', 0.45);
  }
  if (need('GoEmotions ekman dev', 'goemotions', 'ekman', 'dev.tsv')) {
    general(
      'GoEmotions dev',
      'goemotions_dev_flag_rate',
      readGoEmotions('ekman', 'dev').map((r) => r.text),
      0.001,
    );
  }
  if (need('TweetEval emotion train', 'tweeteval', 'emotion', 'train_text.txt')) {
    general(
      'TweetEval emotion train',
      'tweeteval_emotion_flag_rate',
      readTweetEvalEmotion().map((r) => r.text),
      0.001,
    );
  }
  if (need('XED', 'xed', 'en-annotated.train.tsv')) {
    general(
      'XED dialogue, all lines',
      'xed_flag_rate',
      [...readXed().map((r) => r.text), ...readXedNeutral()],
      0.001,
    );
  }
  if (need('workplace pull-request messages', 'workplace', 'pr-polarity', 'dataset.json')) {
    general(
      'pull-request messages',
      'pr_polarity_flag_rate',
      readPrPolarity().map((r) => r.text),
      0.0005,
    );
  }
  if (need('workplace incivility', 'workplace', 'incivility', 'annotated_comment_level.csv')) {
    general(
      'heated issue comments',
      'incivility_flag_rate',
      readIncivility().map((r) => r.text),
      0.0005,
    );
  }
  if (Object.keys(figures).length > 0) report.crisis = figures;
  if (Object.keys(levels).length > 0) report.risk_level = levels;
}

/** presidio-synth entity types that the scrubber is meant to find, and the PII type it finds them as. */
const PII_ENTITIES: Record<string, string> = {
  EMAIL_ADDRESS: 'email',
  CREDIT_CARD: 'card',
  IBAN_CODE: 'iban',
  US_SSN: 'ssn',
  IP_ADDRESS: 'ip',
  PHONE_NUMBER: 'phone',
  PERSON: 'name',
  STREET_ADDRESS: 'address',
};
/** Types whose every span in a sentence must be found (sentence recall). */
const SENTENCE_RECALL_TYPES = ['email', 'card', 'iban', 'ssn', 'ip', 'phone'];
const PII_TARGETS: Record<string, number> = {
  email: 0.98,
  card: 0.98,
  iban: 0.98,
  ssn: 0.98,
  ip: 0.98,
  phone: 0.98,
  name: 0.85,
  address: 0.85,
};

/**
 * Keyphrases that carry a word (two letters or more) of a gold person, street or other PII value of the sentence:
 * what the keyphrase guard must keep out.
 */
function keyphraseLeaks(sentences: ReturnType<typeof readPresidioSynth>): {
  signals: number;
  phrases: number;
} {
  let signals = 0;
  let phrases = 0;
  for (const sentence of sentences) {
    const words = new Set<string>();
    for (const g of sentence.spans) {
      if (!PII_ENTITIES[g.type]) continue;
      for (const w of sentence.text
        .slice(g.start, g.end)
        .toLowerCase()
        .split(/[^\p{L}\p{N}']+/u)) {
        if (w.length >= 2) {
          words.add(w);
          words.add(w.replace(/s$/, ''));
        }
      }
    }
    if (words.size === 0) continue;
    const leaked = analyse(sentence.text).keyphrases.filter((k) => k.split(' ').some((w) => words.has(w)));
    if (leaked.length > 0) signals++;
    phrases += leaked.length;
  }
  return { signals, phrases };
}

/**
 * Recall: a gold span counts as found when at least half of its non-space characters were replaced (by any
 * placeholder). Precision: the share of replaced non-space characters that lie inside some gold span of any
 * entity type (presidio-synth also labels places, organisations, dates and more as PII).
 */
function pii(): void {
  const figures: Figures = {};
  if (need('presidio-synth', 'presidio-synth', 'synth_dataset_v2.dev.json')) {
    const found = new Map<string, [number, number]>();
    /** Per type: sentences holding that type, and those where every such span was found. */
    const sentencesFound = new Map<string, [number, number]>();
    let replaced = 0;
    let replacedInGold = 0;
    const sentences = readPresidioSynth();
    for (const sentence of sentences) {
      const text = sentence.text;
      const covered = new Uint8Array(text.length);
      for (const s of findPii(text)) covered.fill(1, s.start, s.end);
      const gold = new Uint8Array(text.length);
      for (const g of sentence.spans) gold.fill(1, g.start, g.end);
      const missedIn = new Map<string, boolean>();
      for (const g of sentence.spans) {
        const type = PII_ENTITIES[g.type];
        if (!type) continue;
        let chars = 0;
        let hit = 0;
        for (let i = g.start; i < g.end; i++) {
          if (/\s/.test(text[i]!)) continue;
          chars++;
          if (covered[i]) hit++;
        }
        const tally = found.get(type) ?? [0, 0];
        const spanFound = chars > 0 && hit / chars >= 0.5;
        tally[0] += spanFound ? 1 : 0;
        tally[1]++;
        found.set(type, tally);
        missedIn.set(type, (missedIn.get(type) ?? false) || !spanFound);
      }
      for (const [type, missed] of missedIn) {
        const tally = sentencesFound.get(type) ?? [0, 0];
        tally[0] += missed ? 0 : 1;
        tally[1]++;
        sentencesFound.set(type, tally);
      }
      for (let i = 0; i < text.length; i++) {
        if (!covered[i] || /\s/.test(text[i]!)) continue;
        replaced++;
        if (gold[i]) replacedInGold++;
      }
    }
    const recall: Record<string, number> = {};
    for (const type of Object.values(PII_ENTITIES)) {
      const [hit, total] = found.get(type) ?? [0, 0];
      recall[type] = total === 0 ? Number.NaN : hit / total;
      target(`PII recall ${type} (presidio-synth, ${total} spans)`, recall[type]!, '>=', PII_TARGETS[type]!);
    }
    const sentenceRecall: Record<string, number> = {};
    for (const type of SENTENCE_RECALL_TYPES) {
      const [hit, total] = sentencesFound.get(type) ?? [0, 0];
      sentenceRecall[type] = total === 0 ? Number.NaN : hit / total;
      target(
        `PII sentence recall ${type} (presidio-synth, ${total} sentences)`,
        sentenceRecall[type]!,
        '>=',
        0.99,
      );
    }
    figures.set = `presidio-synth (${sentences.length} sentences)`;
    figures.sentence_recall = sentenceRecall;
    const leaks = keyphraseLeaks(sentences);
    figures.keyphrase_leaks = `${leaks.phrases} keyphrases in ${leaks.signals} signals carry a word of a PII value`;
    target('signals with a keyphrase carrying a PII value (presidio-synth)', leaks.signals, '<=', 0);
    figures.span_recall = recall;
    figures.char_precision = replaced === 0 ? Number.NaN : replacedInGold / replaced;
    target('PII character precision (presidio-synth)', figures.char_precision, '>=', 0.9);
  }
  if (need('GoEmotions ekman dev', 'goemotions', 'ekman', 'dev.tsv')) {
    const rows = readGoEmotions('ekman', 'dev');
    figures.goemotions_dev_changed = rows.filter((r) => findPii(r.text).length > 0).length / rows.length;
    target('share of GoEmotions dev changed by scrubbing', figures.goemotions_dev_changed, '<=', 0.02);
  }
  if (Object.keys(figures).length > 0) report.pii = figures;
}

/**
 * TweetEval emotion (anger, joy, optimism, sadness) through this mapping: the highest-scoring mood other than
 * neutral (every TweetEval item carries an emotion), with anger and disgust → anger, joy and surprise → joy,
 * sadness and fear → sadness; gold optimism is merged into joy, since Ekman's moods have no optimism.
 */
const TWEETEVAL_GOLD = ['anger', 'joy', 'joy', 'sadness'];
const TWEETEVAL_FROM_MOOD: Record<Exclude<Mood, 'neutral'>, string> = {
  anger: 'anger',
  disgust: 'anger',
  joy: 'joy',
  surprise: 'joy',
  sadness: 'sadness',
  fear: 'sadness',
};

function tweeteval(): void {
  if (!need('TweetEval emotion train', 'tweeteval', 'emotion', 'train_text.txt')) return;
  const rows = readTweetEvalEmotion();
  const gold: string[] = [];
  const predicted: string[] = [];
  for (const r of rows) {
    const scores = analyse(r.text).mood_scores;
    let best: Exclude<Mood, 'neutral'> = 'joy';
    for (const m of MOODS) if (m !== 'neutral' && scores[m] > scores[best]) best = m;
    predicted.push(TWEETEVAL_FROM_MOOD[best]);
    gold.push(TWEETEVAL_GOLD[r.labels[0]!]!);
  }
  const s = classScores(gold, predicted, ['anger', 'joy', 'sadness']);
  report.tweeteval = {
    set: `TweetEval emotion train (${rows.length}), optimism merged into joy`,
    macro_f1: s.macroF1,
    accuracy: s.accuracy,
    per_class_f1: s.perClass,
  };
}

function format(v: number | string | Record<string, number>): string {
  if (typeof v === 'number') return Number.isNaN(v) ? 'n/a' : v.toFixed(4);
  if (typeof v === 'string') return v;
  return Object.entries(v)
    .map(([k, x]) => `${k} ${Number.isNaN(x) ? 'n/a' : x.toFixed(3)}`)
    .join(', ');
}

function main(): void {
  const started = performance.now();
  mood();
  xedMood();
  workplace();
  stress();
  crisis();
  pii();
  tweeteval();
  const seconds = (performance.now() - started) / 1000;
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ datasets: datasetsDir(), missing, report, targets, seconds }, null, 2));
    return;
  }
  console.log(`Datasets: ${datasetsDir()}`);
  if (missing.length > 0) console.log(`MISSING (skipped): ${missing.join('; ')}`);
  for (const [section, figures] of Object.entries(report)) {
    console.log(`\n${section}`);
    for (const [k, v] of Object.entries(figures)) console.log(`  ${k.padEnd(30)} ${format(v)}`);
  }
  console.log('\ntargets');
  for (const t of targets) {
    console.log(`  ${t.met ? 'met    ' : 'NOT MET'} ${t.name.padEnd(52)} ${format(t.value)} (${t.target})`);
  }
  console.log(
    `\n${targets.filter((t) => t.met).length} of ${targets.length} targets met (${seconds.toFixed(1)} s)`,
  );
}

main();
