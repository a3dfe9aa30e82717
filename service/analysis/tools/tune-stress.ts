/**
 * `npm run tune:stress`: how the stress state's macro-F1 changes with STRESS_THRESHOLD, on the 70% development
 * part of Dreaddit train (the 30% that `npm run eval` reports on is never read here). This is how the
 * threshold in distress/score.ts was chosen: the best value on this part, preferring the current one on a tie.
 */
import { stressEvidence } from '../analyse.js';
import { STRESS_THRESHOLD } from '../distress/score.js';
import { DREADDIT_SPLIT, hasDataset, readDreaddit, seededSplit } from './datasets.js';
import { classScores } from './metrics.js';

const FROM = 0.6;
const TO = 1.8;
const STEP = 0.05;

function main(): number {
  if (!hasDataset('dreaddit', 'dreaddit-train.csv')) {
    console.error('tune:stress needs dreaddit/dreaddit-train.csv in the datasets folder.');
    return 1;
  }
  const [development] = seededSplit(readDreaddit(), DREADDIT_SPLIT.fraction, DREADDIT_SPLIT.seed);
  const items = development.map((item) => ({ stressed: item.stressed, evidence: stressEvidence(item.text) }));
  const gold = items.map((i) => (i.stressed ? 'stress' : 'none'));
  const scoreAt = (threshold: number) =>
    classScores(
      gold,
      items.map(({ evidence: e }) => (e && (e.cued || e.index >= threshold) ? 'stress' : 'none')),
      ['stress', 'none'],
    ).macroF1;

  console.log(`Dreaddit train, the ${development.length} items outside the seeded 30% evaluation split`);
  console.log('threshold  stress macro-F1');
  const rows: { threshold: number; f1: number }[] = [];
  for (let k = 0; FROM + k * STEP <= TO + 1e-9; k++) {
    const threshold = Math.round((FROM + k * STEP) * 100) / 100;
    const f1 = scoreAt(threshold);
    rows.push({ threshold, f1 });
    const mark = Math.abs(threshold - STRESS_THRESHOLD) < 1e-9 ? '  <- STRESS_THRESHOLD' : '';
    console.log(`${threshold.toFixed(2).padStart(9)}  ${f1.toFixed(4)}${mark}`);
  }
  const best = rows.reduce((a, b) => (b.f1 > a.f1 + 1e-12 ? b : a));
  const current = scoreAt(STRESS_THRESHOLD);
  console.log(
    `best ${best.threshold.toFixed(2)} (${best.f1.toFixed(4)}); STRESS_THRESHOLD ${STRESS_THRESHOLD} gives ${current.toFixed(4)}`,
  );
  return 0;
}

process.exitCode = main();
