/** Scores used by the evaluation tool. */

export interface ClassScores {
  macroF1: number;
  accuracy: number;
  perClass: Record<string, number>;
}

/** Single-label macro-F1 over `classes` (predictions outside `classes` only count against recall). */
export function classScores(
  gold: readonly string[],
  predicted: readonly string[],
  classes: readonly string[],
): ClassScores {
  const tp = new Map<string, number>();
  const fp = new Map<string, number>();
  const fn = new Map<string, number>();
  let correct = 0;
  gold.forEach((g, i) => {
    const p = predicted[i]!;
    if (g === p) {
      tp.set(g, (tp.get(g) ?? 0) + 1);
      correct++;
    } else {
      fp.set(p, (fp.get(p) ?? 0) + 1);
      fn.set(g, (fn.get(g) ?? 0) + 1);
    }
  });
  const perClass: Record<string, number> = {};
  for (const c of classes) {
    const t = tp.get(c) ?? 0;
    const denominator = 2 * t + (fp.get(c) ?? 0) + (fn.get(c) ?? 0);
    perClass[c] = denominator === 0 ? 0 : (2 * t) / denominator;
  }
  const macroF1 = classes.reduce((a, c) => a + perClass[c]!, 0) / classes.length;
  return { macroF1, accuracy: gold.length === 0 ? 0 : correct / gold.length, perClass };
}

/** Area under the ROC curve (ties get half credit). */
export function rocAuc(scores: readonly number[], positive: readonly boolean[]): number {
  const order = scores.map((_, i) => i).sort((a, b) => scores[a]! - scores[b]!);
  let rankSum = 0;
  let positives = 0;
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j + 1 < order.length && scores[order[j + 1]!] === scores[order[i]!]) j++;
    const averageRank = (i + j) / 2 + 1;
    for (let k = i; k <= j; k++) {
      if (positive[order[k]!]) {
        rankSum += averageRank;
        positives++;
      }
    }
    i = j + 1;
  }
  const negatives = order.length - positives;
  if (positives === 0 || negatives === 0) return Number.NaN;
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}
