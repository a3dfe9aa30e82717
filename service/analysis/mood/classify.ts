/** The two trained classifiers: Ekman-7 mood and the emotion groups (used by states and distress). */

import { logits, type SoftmaxModel, softmaxInPlace } from '../model/softmax.js';
import { classesOf, model } from '../model/weights.js';
import { MOODS, type Mood } from '../signal.js';
import { moodFeatures } from './features.js';

const MOOD_MODEL = model('mood');
const EMOTION_MODEL = model('emotion');
export const EMOTIONS: readonly string[] = classesOf('emotion');

if (classesOf('mood').join() !== MOODS.join()) throw new Error('weights file mood classes differ from MOODS');

function predict(m: SoftmaxModel, tokens: readonly string[]): Float64Array {
  const p = new Float64Array(m.classes);
  logits(m, moodFeatures(tokens), p);
  softmaxInPlace(p);
  return p;
}

/** Mood probabilities in MOODS order. */
export function moodProbabilities(tokens: readonly string[]): Float64Array {
  return predict(MOOD_MODEL, tokens);
}

/** Probabilities of the emotion groups (EMOTION_GROUPS) in EMOTIONS order. */
export function emotionProbabilities(tokens: readonly string[]): Float64Array {
  return predict(EMOTION_MODEL, tokens);
}

export function emotionIndex(name: string): number {
  const i = EMOTIONS.indexOf(name);
  if (i < 0) throw new Error(`unknown emotion ${name}`);
  return i;
}

export function argmaxMood(p: ArrayLike<number>): Mood {
  let best = 0;
  for (let k = 1; k < MOODS.length; k++) if (p[k]! > p[best]!) best = k;
  return MOODS[best]!;
}
