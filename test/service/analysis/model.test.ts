import { describe, expect, it } from 'vitest';
import { AFFECT_FEATURES, affectFeatures } from '../../../service/analysis/distress/affect.js';
import { decodeWeights, encodeWeights } from '../../../service/analysis/model/format.js';
import { FusedScorer } from '../../../service/analysis/model/fused.js';
import { mixtureLogits } from '../../../service/analysis/model/mixture.js';
import { logits, softmaxInPlace, trainSoftmax } from '../../../service/analysis/model/softmax.js';
import { EMOTION_GROUPS, MOOD_SOURCES, VALENCE_CLASSES } from '../../../service/analysis/model/spec.js';
import { WEIGHTS } from '../../../service/analysis/model/weights.js';
import { MODELS, moodProbabilities } from '../../../service/analysis/mood/classify.js';
import { moodFeatures } from '../../../service/analysis/mood/features.js';
import { MOODS } from '../../../service/analysis/signal.js';
import { tokenize } from '../../../service/analysis/text/tokens.js';

describe('weights file', () => {
  it('loads the models with the expected classes: mood per source and the source model, emotion, valence', () => {
    for (const source of MOOD_SOURCES)
      expect(WEIGHTS.models.get(`mood.${source}`)?.classes).toEqual([...MOODS]);
    expect(WEIGHTS.models.get('mood.source')?.classes).toEqual([...MOOD_SOURCES]);
    expect(WEIGHTS.models.get('emotion')?.classes).toEqual(Object.keys(EMOTION_GROUPS));
    expect(WEIGHTS.models.get('valence')?.classes).toEqual([...VALENCE_CLASSES]);
    expect(WEIGHTS.extra.trainedOn.join(' ')).toMatch(/xed.*pr-polarity|pr-polarity.*xed/);
    expect(WEIGHTS.extra.trainedOn.join(' ')).not.toMatch(/dreaddit|sdcnl/);
    expect(WEIGHTS.extra.englishWords.length).toBeGreaterThan(5000);
    expect(WEIGHTS.extra.affectNorm.mean).toHaveLength(AFFECT_FEATURES.length);
  });

  it('gives the same predictions as the training run printed', () => {
    expect(WEIGHTS.extra.probes.length).toBeGreaterThan(0);
    for (const probe of WEIGHTS.extra.probes) {
      const p = moodProbabilities(tokenize(probe.text));
      const rounded = Array.from(p, (x) => Math.round(x * 1e4) / 1e4);
      expect(rounded).toEqual(probe.scores);
      expect(MOODS[rounded.indexOf(Math.max(...rounded))]).toBe(probe.mood);
      const valence = affectFeatures(probe.text, MODELS).valence;
      expect(Math.round(valence * 1e4) / 1e4).toBe(probe.valence);
    }
  });

  it("feeds the valence model's reading to the stress index", () => {
    const at = AFFECT_FEATURES.indexOf('negativeValence');
    for (const text of ['Thanks a lot, this is great work', 'I am so stressed, everything is going wrong']) {
      const f = affectFeatures(text, MODELS);
      expect(f.vector[at]).toBe(-f.valence);
    }
    const calm = affectFeatures('Thanks a lot, this is great work', MODELS);
    const strained = affectFeatures('I am so stressed, everything is going wrong', MODELS);
    expect(strained.vector[at]!).toBeGreaterThan(calm.vector[at]!);
  });

  it('round-trips a model through the file format within int8 precision', () => {
    const examples = [
      { features: [1, 2, 3], target: Float32Array.from([1, 0]), weight: 1 },
      { features: [4, 5, 6], target: Float32Array.from([0, 1]), weight: 1 },
    ];
    const model = trainSoftmax(examples, 2, 4, { epochs: 20, learningRate: 0.5, l2: 0, seed: 1 });
    const decoded = decodeWeights<{ note: string }>(
      encodeWeights('test', [{ name: 'm', classes: ['a', 'b'], model }], { note: 'x' }),
    );
    expect(decoded.version).toBe('test');
    expect(decoded.extra.note).toBe('x');
    const m = decoded.models.get('m')!.model;
    const p = new Float64Array(2);
    logits(m, [1, 2, 3], p);
    softmaxInPlace(p);
    expect(p[0]).toBeGreaterThan(0.8);
  });

  it('scores every model in one pass to the same logits as one by one, from the int8 weights', () => {
    const { mood, emotion, valence } = MODELS;
    const all = [mood.gate, ...mood.experts, emotion, valence!];
    for (const m of all) expect(m.quantised?.data).toBeInstanceOf(Int8Array);
    const fused = new FusedScorer(all);
    for (const text of [
      'I am so happy for you!',
      'why is this still broken?',
      "I can't sleep, the deadline is tomorrow",
      // Over 256 features: the 16-bit lanes are read out on the way (see model/fused.ts).
      'the release went out late again and nobody told the support team, so customers waited for hours '.repeat(
        12,
      ),
    ]) {
      const features = moodFeatures(tokenize(text));
      if (text.length > 1000) expect(features.length).toBeGreaterThan(256 * 3);
      const together = fused.allLogits(features);
      all.forEach((m, i) => {
        const alone = new Float64Array(m.classes);
        logits(m, features, alone);
        expect(together[i]).toEqual(alone);
      });
    }
  });

  it("mixes the sources' moods by the source model's probabilities, which sum to 1", () => {
    const { mood } = MODELS;
    const features = moodFeatures(tokenize('we shipped it, I am so proud of this team'));
    const gate = new Float64Array(MOOD_SOURCES.length);
    logits(mood.gate, features, gate);
    softmaxInPlace(gate);
    expect(gate.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    const expected = new Float64Array(MOODS.length);
    mood.experts.forEach((m, d) => {
      const l = new Float64Array(MOODS.length);
      logits(m, features, l);
      for (let c = 0; c < MOODS.length; c++) expected[c] = expected[c]! + gate[d]! * l[c]!;
    });
    const mixed = new Float64Array(MOODS.length);
    mixtureLogits(mood, features, mixed);
    for (let c = 0; c < MOODS.length; c++) expect(mixed[c]).toBeCloseTo(expected[c]!, 12);
  });

  it('reads film dialogue mostly as dialogue and a pull-request message mostly as a developer thread', () => {
    const sourceOf = (text: string) => {
      const gate = new Float64Array(MOOD_SOURCES.length);
      logits(MODELS.mood.gate, moodFeatures(tokenize(text)), gate);
      return MOOD_SOURCES[gate.indexOf(Math.max(...gate))];
    };
    expect(sourceOf('Get out of my house! I never want to see you again, you hear me?')).toBe('dialogue');
    expect(sourceOf('This PR adds a null check before the call; the unit tests pass locally.')).toBe(
      'workplace',
    );
  });

  it('refuses a file that is not a weights file or is truncated', () => {
    expect(() => decodeWeights(new TextEncoder().encode('nope'))).toThrow();
    const bytes = encodeWeights('t', [], {});
    expect(() => decodeWeights(bytes.subarray(0, bytes.length - 1))).toThrow();
  });
});
