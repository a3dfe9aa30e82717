/**
 * The three models scored in one pass. Each hashed feature is a random read into each model's weight table, and
 * those reads (cache misses, not arithmetic) are most of a model's cost. Here the int8 rows of all models are laid
 * side by side in one table, so a feature costs one read instead of three. A model with a smaller table is
 * repeated to the largest size (row r of a 2^16-row model is row r & (2^16 − 1)), which gives exactly the rows
 * its own mask would pick: the logits are the same numbers, in the same order of arithmetic, as `logits` gives.
 */
import { featureScale, type SoftmaxModel, softmaxInPlace } from './softmax.js';

export class FusedScorer {
  private readonly table: Int8Array;
  private readonly width: number;
  private readonly mask: number;
  private readonly offsets: number[];
  private readonly sums: Float64Array;

  constructor(private readonly models: readonly SoftmaxModel[]) {
    const bits = Math.max(...models.map((m) => m.bits));
    if (models.some((m) => !m.quantised))
      throw new Error('fused scoring reads the quantised weights of a weights file');
    this.mask = (1 << bits) - 1;
    this.offsets = [];
    let width = 0;
    for (const m of models) {
      this.offsets.push(width);
      width += m.classes;
    }
    this.width = width;
    this.sums = new Float64Array(width);
    this.table = new Int8Array((1 << bits) * width);
    for (let row = 0; row <= this.mask; row++) {
      models.forEach((m, i) => {
        const from = (row & ((1 << m.bits) - 1)) * m.classes;
        this.table.set(m.quantised!.data.subarray(from, from + m.classes), row * width + this.offsets[i]!);
      });
    }
  }

  /** Each model's logits into `outs` (one array per model, in the constructor's order). */
  logits(features: readonly number[], outs: readonly Float64Array[]): void {
    const { table, width, mask, sums } = this;
    sums.fill(0);
    for (const f of features) {
      const base = (f & mask) * width;
      for (let c = 0; c < width; c++) sums[c] = sums[c]! + table[base + c]!;
    }
    const scale = featureScale(features.length);
    this.models.forEach((m, i) => {
      const out = outs[i]!;
      const at = this.offsets[i]!;
      const { scales } = m.quantised!;
      for (let c = 0; c < m.classes; c++) out[c] = sums[at + c]! * scales[c]! * scale + m.bias[c]!;
    });
  }

  /** Each model's class probabilities, in the constructor's order. */
  probabilities(features: readonly number[]): Float64Array[] {
    const outs = this.models.map((m) => new Float64Array(m.classes));
    this.logits(features, outs);
    for (const p of outs) softmaxInPlace(p);
    return outs;
  }
}
