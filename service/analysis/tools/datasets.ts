/** Readers for the public labelled data in ../shared/datasets (evaluation and training tools only). */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rng } from '../model/softmax.js';
import { VALENCE_CLASSES } from '../model/spec.js';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** `$AFFECTIVE_DATASETS`, else `../shared/datasets` beside the repository. */
export function datasetsDir(): string {
  return process.env.AFFECTIVE_DATASETS ?? resolve(REPO_ROOT, '../shared/datasets');
}

export function datasetPath(...parts: string[]): string {
  return join(datasetsDir(), ...parts);
}

export function hasDataset(...parts: string[]): boolean {
  return existsSync(datasetPath(...parts));
}

export interface LabelledText {
  text: string;
  labels: number[];
  /** Sample weight of the item's source in training (1 when absent). */
  weight?: number;
}

/** GoEmotions TSV: text, comma-separated label ids, comment id. */
export function readGoEmotions(
  grouping: 'ekman' | 'group' | 'original',
  split: 'train' | 'dev',
): LabelledText[] {
  const raw = readFileSync(datasetPath('goemotions', grouping, `${split}.tsv`), 'utf8');
  return raw
    .split('\n')
    .filter((l) => l.length > 0)
    .map((line) => {
      const [text, labels] = line.split('\t');
      return { text: text ?? '', labels: (labels ?? '').split(',').map(Number) };
    });
}

export function readTweetEvalEmotion(): LabelledText[] {
  const dir = datasetPath('tweeteval', 'emotion');
  const texts = readFileSync(join(dir, 'train_text.txt'), 'utf8').split('\n');
  const labels = readFileSync(join(dir, 'train_labels.txt'), 'utf8').split('\n');
  const out: LabelledText[] = [];
  for (let i = 0; i < labels.length; i++) {
    const label = labels[i]!.trim();
    if (label !== '') out.push({ text: texts[i] ?? '', labels: [Number(label)] });
  }
  return out;
}

/** RFC 4180 CSV (quoted fields may hold commas, quotes and newlines) into records keyed by header. */
export function parseCsv(raw: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i]!;
    if (quoted) {
      if (c === '"') {
        if (raw[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && raw[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  const [header, ...body] = rows;
  if (!header) return [];
  return body
    .filter((r) => r.length === header.length)
    .map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
}

export interface StressItem {
  text: string;
  stressed: boolean;
}

export function readDreaddit(): StressItem[] {
  return parseCsv(readFileSync(datasetPath('dreaddit', 'dreaddit-train.csv'), 'utf8')).map((r) => ({
    text: r.text ?? '',
    stressed: r.label === '1',
  }));
}

export interface CrisisItem {
  text: string;
  suicidal: boolean;
}

export function readSdcnl(): CrisisItem[] {
  return parseCsv(readFileSync(datasetPath('sdcnl', 'training-set.csv'), 'utf8')).map((r) => ({
    text: `${r.title ?? ''}\n${r.selftext ?? ''}`.trim(),
    suicidal: r.is_suicide === '1',
  }));
}

export interface PiiSpan {
  type: string;
  start: number;
  end: number;
}

export interface PiiSentence {
  text: string;
  spans: PiiSpan[];
}

export function readPresidioSynth(): PiiSentence[] {
  const raw = JSON.parse(
    readFileSync(datasetPath('presidio-synth', 'synth_dataset_v2.dev.json'), 'utf8'),
  ) as {
    full_text: string;
    spans: { entity_type: string; start_position: number; end_position: number }[];
  }[];
  return raw.map((e) => ({
    text: e.full_text,
    spans: e.spans.map((s) => ({ type: s.entity_type, start: s.start_position, end: s.end_position })),
  }));
}

/** A fixed, seeded split: returns [rest, held] where `held` has `fraction` of the items. */
export function seededSplit<T>(items: readonly T[], fraction: number, seed: number): [T[], T[]] {
  const random = rng(seed);
  const order = items.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const cut = Math.round(items.length * fraction);
  const held = new Set(order.slice(0, cut));
  const rest: T[] = [];
  const heldItems: T[] = [];
  items.forEach((item, i) => {
    (held.has(i) ? heldItems : rest).push(item);
  });
  return [rest, heldItems];
}

export const DREADDIT_SPLIT = { fraction: 0.3, seed: 20190101 };

/** XED film subtitle lines; labels 1 anger … 8 trust (Plutchik), see XED_LABELS. */
export const XED_LABELS = [
  'anger',
  'anticipation',
  'disgust',
  'fear',
  'joy',
  'sadness',
  'surprise',
  'trust',
] as const;

/** XED annotated lines, labels as 0-based indexes into XED_LABELS. */
export function readXed(): LabelledText[] {
  return readFileSync(datasetPath('xed', 'en-annotated.train.tsv'), 'utf8')
    .split('\n')
    .filter((l) => l.includes('\t'))
    .map((line) => {
      const [text, labels] = line.split('\t');
      return { text: text ?? '', labels: (labels ?? '').split(',').map((l) => Number(l.trim()) - 1) };
    })
    .filter((r) => r.labels.every((l) => l >= 0 && l < XED_LABELS.length));
}

/** XED's neutral lines (`9<TAB>text`). */
export function readXedNeutral(): string[] {
  return readFileSync(datasetPath('xed', 'neu_en.train.tsv'), 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('9\t'))
    .map((l) => l.slice(2));
}

/** Pull-request polarities: the valence model's classes. */
export const POLARITIES = VALENCE_CLASSES;
export type Polarity = (typeof POLARITIES)[number];

export interface PolarityItem {
  text: string;
  polarity: Polarity;
}

/** Pull-request messages with an agreed polarity (`undefined`, no agreement, is left out). */
export function readPrPolarity(): PolarityItem[] {
  const raw = JSON.parse(readFileSync(datasetPath('workplace', 'pr-polarity', 'dataset.json'), 'utf8')) as {
    raw_message?: string;
    part2_aggregate?: { polarity?: string };
  }[];
  return raw
    .filter((e) => POLARITIES.includes(e.part2_aggregate?.polarity as Polarity) && e.raw_message)
    .map((e) => ({ text: e.raw_message!, polarity: e.part2_aggregate!.polarity as Polarity }));
}

export interface CivilityItem {
  text: string;
  /** The uncivil feature (bitter frustration, impatience, irony, insulting, …), or null for a civil comment. */
  feature: string | null;
}

export function readIncivility(): CivilityItem[] {
  return parseCsv(
    readFileSync(datasetPath('workplace', 'incivility', 'annotated_comment_level.csv'), 'utf8'),
  ).map((r) => ({
    text: r.comment_body ?? '',
    feature: !r.tbdf || r.tbdf === 'None' ? null : r.tbdf.toLowerCase(),
  }));
}

/**
 * Seeded dev splits of the training files that have no dev file: training reads only the rest, evaluation
 * reports the held part.
 */
export const XED_SPLIT = { fraction: 0.2, seed: 20201208 };
export const PR_SPLIT = { fraction: 0.3, seed: 20250101 };
export const INCIVILITY_SPLIT = { fraction: 0.2, seed: 20240415 };
