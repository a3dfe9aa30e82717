/**
 * The mood model as a mixture: one set of weights per kind of text it learned from (MOOD_SOURCES: Reddit comments,
 * film dialogue, developer threads), mixed by a small source model's probabilities that the text is of each
 * kind. Each kind's weights are the shared weights plus that kind's own, learned together (see `npm run train`),
 * so a word that reads differently in dialogue ("I'm sick." to a film line's raters) keeps both readings, and a
 * text is read mostly as the kind it resembles. Mixing the kinds' logits by probabilities that sum to 1 keeps the
 * mixture linear in each kind's weights.
 */
import { logits, type SoftmaxModel, softmaxInPlace } from './softmax.js';

export interface MoodMixture {
  /** One model per source, in MOOD_SOURCES order, all over the same classes. */
  experts: readonly SoftmaxModel[];
  /** The source model: a probability for each source. */
  gate: SoftmaxModel;
}

/**
 * The mixture's logits into `out`, from the source model's logits (turned into probabilities in place) and each
 * source's model's.
 */
export function mixLogits(
  gateLogits: Float64Array,
  expertLogits: readonly Float64Array[],
  out: Float64Array,
): void {
  softmaxInPlace(gateLogits);
  out.fill(0);
  expertLogits.forEach((l, d) => {
    const g = gateLogits[d]!;
    for (let c = 0; c < out.length; c++) out[c] = out[c]! + g * l[c]!;
  });
}

/** The mixture's logits for one item into `out` (length = classes). */
export function mixtureLogits(mix: MoodMixture, features: readonly number[], out: Float64Array): void {
  const gate = new Float64Array(mix.gate.classes);
  logits(mix.gate, features, gate);
  const each = mix.experts.map((m) => {
    const l = new Float64Array(m.classes);
    logits(m, features, l);
    return l;
  });
  mixLogits(gate, each, out);
}

/** The mixture's class probabilities for one item. */
export function mixtureProbabilities(mix: MoodMixture, features: readonly number[]): Float64Array {
  const p = new Float64Array(mix.experts[0]!.classes);
  mixtureLogits(mix, features, p);
  softmaxInPlace(p);
  return p;
}
