/**
 * The models scored in one pass. Each hashed feature is a random read into each model's weight table, and those
 * reads (cache misses, not arithmetic) are most of a model's cost. Here the int8 rows of all models are laid side
 * by side in one table, so a feature costs one read instead of one per model. A model with a smaller table is
 * repeated to the largest size (row r of a 2^16-row model is row r & (2^16 − 1)), which gives exactly the rows
 * its own mask would pick: the logits are the same numbers as `logits` gives.
 *
 * The row's weights are summed four at a time: each int8 is stored offset by 128 (as a byte from 0 to 255), four to
 * a 32-bit word, and a word's bytes 0 and 2 and its bytes 1 and 3 are added as two pairs of 16-bit lanes. Up to 256
 * features fit in a lane before it is read out; the offset (128 per feature) is taken off at the end. The sums are
 * the same integers as adding the int8 weights one by one.
 */
import { featureScale, type SoftmaxModel, softmaxInPlace } from './softmax.js';

/** Features added to the 16-bit lanes before they are read out: 256 × 255 < 2^16. */
const LANE_FEATURES = 256;
const LOW_BYTES = 0x00ff00ff;

export class FusedScorer {
  /** Four weights (each + 128) per word, `words` words per row. */
  private readonly table: Uint32Array;
  private readonly words: number;
  private readonly mask: number;
  private readonly offsets: number[];
  private readonly sums: Float64Array;
  private readonly even: Uint32Array;
  private readonly odd: Uint32Array;

  constructor(private readonly models: readonly SoftmaxModel[]) {
    if (new Uint8Array(Uint32Array.of(1).buffer)[0] !== 1) {
      throw new Error('fused scoring reads four weights per word in little-endian order');
    }
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
    this.words = Math.ceil(width / 4);
    this.sums = new Float64Array(this.words * 4);
    this.even = new Uint32Array(this.words);
    this.odd = new Uint32Array(this.words);
    this.table = new Uint32Array((1 << bits) * this.words);
    const bytes = new Uint8Array(this.table.buffer);
    bytes.fill(128);
    const rowBytes = this.words * 4;
    for (let row = 0; row <= this.mask; row++) {
      models.forEach((m, i) => {
        const from = (row & ((1 << m.bits) - 1)) * m.classes;
        const at = row * rowBytes + this.offsets[i]!;
        const data = m.quantised!.data;
        for (let c = 0; c < m.classes; c++) bytes[at + c] = data[from + c]! + 128;
      });
    }
  }

  /** What `touch` read, kept where the compiler must keep it, so that its reads are not optimised away. */
  touched = 0;

  /**
   * Reads the first and last word of every feature's row and nothing else, in a loop so short that the processor has
   * many of these reads (cache misses, most of them: the table is megabytes, the rows random) under way at once; the
   * summing loop then finds its rows in the cache instead of waiting for each in turn.
   */
  private touch(features: readonly number[]): void {
    const { table, words, mask } = this;
    let touched = 0;
    for (const f of features) {
      const base = (f & mask) * words;
      touched ^= table[base]! ^ table[base + words - 1]!;
    }
    this.touched = touched;
  }

  /** Each model's logits into `outs` (one array per model, in the constructor's order). */
  logits(features: readonly number[], outs: readonly Float64Array[]): void {
    this.touch(features);
    const { table, words, mask, sums, even, odd } = this;
    sums.fill(0);
    let pending = 0;
    for (const f of features) {
      const base = (f & mask) * words;
      for (let j = 0; j < words; j++) {
        const w = table[base + j]!;
        even[j] = even[j]! + (w & LOW_BYTES);
        odd[j] = odd[j]! + ((w >>> 8) & LOW_BYTES);
      }
      if (++pending === LANE_FEATURES) {
        this.readLanes();
        pending = 0;
      }
    }
    this.readLanes();
    const offset = 128 * features.length;
    const scale = featureScale(features.length);
    this.models.forEach((m, i) => {
      const out = outs[i]!;
      const at = this.offsets[i]!;
      const { scales } = m.quantised!;
      for (let c = 0; c < m.classes; c++) out[c] = (sums[at + c]! - offset) * scales[c]! * scale + m.bias[c]!;
    });
  }

  /** Adds the 16-bit lanes to the sums and empties them. */
  private readLanes(): void {
    const { words, sums, even, odd } = this;
    for (let j = 0; j < words; j++) {
      const e = even[j]!;
      const o = odd[j]!;
      sums[4 * j] = sums[4 * j]! + (e & 0xffff);
      sums[4 * j + 1] = sums[4 * j + 1]! + (o & 0xffff);
      sums[4 * j + 2] = sums[4 * j + 2]! + (e >>> 16);
      sums[4 * j + 3] = sums[4 * j + 3]! + (o >>> 16);
      even[j] = 0;
      odd[j] = 0;
    }
  }

  /** Each model's logits, in the constructor's order. */
  allLogits(features: readonly number[]): Float64Array[] {
    const outs = this.models.map((m) => new Float64Array(m.classes));
    this.logits(features, outs);
    return outs;
  }

  /** Each model's class probabilities, in the constructor's order. */
  probabilities(features: readonly number[]): Float64Array[] {
    const outs = this.allLogits(features);
    for (const p of outs) softmaxInPlace(p);
    return outs;
  }
}
