/** Multinomial logistic regression over hashed sparse features: training (offline) and scoring. */

export interface SoftmaxModel {
  classes: number;
  bits: number;
  /** Row-major: weights[row * classes + k], where row = feature & (2^bits - 1). */
  weights: Float32Array;
  bias: Float32Array;
  /**
   * The same weights as int8 with one scale per class, when loaded from a weights file. Scoring reads these
   * (a quarter of the memory, so far fewer cache misses) and gives the same logits as `weights`.
   */
  quantised?: { data: Int8Array; scales: Float64Array };
}

export interface Example {
  features: readonly number[];
  /** Target distribution over the classes (sums to 1). */
  target: Float32Array;
  /** Sample weight (class balancing). */
  weight: number;
}

export interface TrainOptions {
  epochs: number;
  learningRate: number;
  l2: number;
  seed: number;
}

/** Deterministic PRNG (mulberry32) so that training is reproducible. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function featureScale(count: number): number {
  return count === 0 ? 0 : 1 / Math.sqrt(count);
}

/** Logits for one item into `out` (length = classes). */
export function logits(model: SoftmaxModel, features: readonly number[], out: Float64Array): void {
  const k = model.classes;
  if (model.quantised) {
    const { data, scales } = model.quantised;
    const mask = (1 << model.bits) - 1;
    const scale = featureScale(features.length);
    for (let c = 0; c < k; c++) out[c] = 0;
    for (const f of features) {
      const base = (f & mask) * k;
      for (let c = 0; c < k; c++) out[c] = out[c]! + data[base + c]!;
    }
    for (let c = 0; c < k; c++) out[c] = out[c]! * scales[c]! * scale + model.bias[c]!;
    return;
  }
  const w = model.weights;
  const mask = (1 << model.bits) - 1;
  const scale = featureScale(features.length);
  for (let c = 0; c < k; c++) out[c] = 0;
  for (const f of features) {
    const base = (f & mask) * k;
    for (let c = 0; c < k; c++) out[c] = out[c]! + w[base + c]!;
  }
  for (let c = 0; c < k; c++) out[c] = out[c]! * scale + model.bias[c]!;
}

export function softmaxInPlace(v: Float64Array): void {
  let max = Number.NEGATIVE_INFINITY;
  for (const x of v) if (x > max) max = x;
  let sum = 0;
  for (let i = 0; i < v.length; i++) {
    const e = Math.exp(v[i]! - max);
    v[i] = e;
    sum += e;
  }
  for (let i = 0; i < v.length; i++) v[i] = v[i]! / sum;
}

/** Plain SGD with Adagrad step sizes; shuffled each epoch with a seeded PRNG. */
export function trainSoftmax(
  examples: readonly Example[],
  classes: number,
  bits: number,
  opts: TrainOptions,
): SoftmaxModel {
  const size = (1 << bits) * classes;
  const model: SoftmaxModel = {
    classes,
    bits,
    weights: new Float32Array(size),
    bias: new Float32Array(classes),
  };
  const g2 = new Float32Array(size);
  const g2b = new Float64Array(classes);
  const random = rng(opts.seed);
  const order = examples.map((_, i) => i);
  const p = new Float64Array(classes);
  const grad = new Float64Array(classes);
  for (let epoch = 0; epoch < opts.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const idx of order) {
      const ex = examples[idx]!;
      logits(model, ex.features, p);
      softmaxInPlace(p);
      for (let c = 0; c < classes; c++) grad[c] = (p[c]! - ex.target[c]!) * ex.weight;
      const scale = featureScale(ex.features.length);
      const mask = (1 << bits) - 1;
      for (const f of ex.features) {
        const base = (f & mask) * classes;
        for (let c = 0; c < classes; c++) {
          const wi = base + c;
          const g = grad[c]! * scale + opts.l2 * model.weights[wi]!;
          g2[wi] = g2[wi]! + g * g;
          model.weights[wi] = model.weights[wi]! - (opts.learningRate * g) / Math.sqrt(g2[wi]! + 1e-8);
        }
      }
      for (let c = 0; c < classes; c++) {
        const g = grad[c]!;
        g2b[c] = g2b[c]! + g * g;
        model.bias[c] = model.bias[c]! - (opts.learningRate * g) / Math.sqrt(g2b[c]! + 1e-8);
      }
    }
  }
  return model;
}
