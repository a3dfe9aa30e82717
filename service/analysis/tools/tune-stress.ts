/**
 * `npm run tune:stress`: how the stress state's macro-F1 changes with STRESS_THRESHOLD, on the 70% development
 * part of Dreaddit train (the 30% that `npm run eval` reports on is never read here). This is how the
 * threshold in distress/score.ts was chosen: the best value on this part.
 */
import { STRESS_THRESHOLD } from '../distress/score.js';
import { hasDataset } from './datasets.js';
import { bestThreshold, developmentEvidence, THRESHOLDS } from './stress-sweep.js';

function main(): number {
  if (!hasDataset('dreaddit', 'dreaddit-train.csv')) {
    console.error('tune:stress needs dreaddit/dreaddit-train.csv in the datasets folder.');
    return 1;
  }
  const evidence = developmentEvidence();
  console.log(`Dreaddit train, the ${evidence.items} items outside the seeded 30% evaluation split`);
  console.log('threshold  stress macro-F1');
  for (const threshold of THRESHOLDS) {
    const mark = Math.abs(threshold - STRESS_THRESHOLD) < 1e-9 ? '  <- STRESS_THRESHOLD' : '';
    console.log(`${threshold.toFixed(2).padStart(9)}  ${evidence.macroF1(threshold).toFixed(4)}${mark}`);
  }
  const best = bestThreshold(evidence);
  console.log(
    `best ${best.threshold.toFixed(2)} (${best.f1.toFixed(4)}); STRESS_THRESHOLD ${STRESS_THRESHOLD} gives ${evidence.macroF1(STRESS_THRESHOLD).toFixed(4)}`,
  );
  return 0;
}

process.exitCode = main();
