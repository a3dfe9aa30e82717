/** The trained classifiers as loaded from the weights file: Ekman-7 mood, the emotion groups, valence. */
import type { AffectModels } from '../distress/affect.js';
import { FusedScorer } from '../model/fused.js';
import { logits, softmaxInPlace } from '../model/softmax.js';
import { EMOTION_GROUPS, VALENCE_CLASSES } from '../model/spec.js';
import { classesOf, model } from '../model/weights.js';
import { MOODS, type Mood } from '../signal.js';
import { moodFeatures } from './features.js';

if (classesOf('mood').join() !== MOODS.join()) throw new Error('weights file mood classes differ from MOODS');
if (classesOf('emotion').join() !== Object.keys(EMOTION_GROUPS).join()) {
  throw new Error('weights file emotion classes differ from EMOTION_GROUPS');
}
if (classesOf('valence').join() !== VALENCE_CLASSES.join()) {
  throw new Error('weights file valence classes differ from VALENCE_CLASSES');
}

const mood = model('mood');
const emotion = model('emotion');
const valence = model('valence');

export const MODELS: AffectModels = {
  mood,
  emotion,
  emotionNames: classesOf('emotion'),
  valence,
  fused: new FusedScorer([mood, emotion, valence]),
};

/** Mood probabilities in MOODS order. */
export function moodProbabilities(tokens: readonly string[]): Float64Array {
  const p = new Float64Array(MOODS.length);
  logits(MODELS.mood, moodFeatures(tokens), p);
  softmaxInPlace(p);
  return p;
}

export function argmaxMood(p: ArrayLike<number>): Mood {
  let best = 0;
  for (let k = 1; k < MOODS.length; k++) if (p[k]! > p[best]!) best = k;
  return MOODS[best]!;
}
