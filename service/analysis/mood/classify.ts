/**
 * The trained classifiers as loaded from the weights file: Ekman-7 mood (a mixture of one model per kind of text,
 * see model/mixture.ts), the emotion groups, valence.
 */
import type { AffectModels } from '../distress/affect.js';
import { FusedScorer } from '../model/fused.js';
import { type MoodMixture, mixtureProbabilities } from '../model/mixture.js';
import { EMOTION_GROUPS, MOOD_SOURCES, VALENCE_CLASSES } from '../model/spec.js';
import { classesOf, model } from '../model/weights.js';
import { MOODS, type Mood } from '../signal.js';
import { moodFeatures } from './features.js';

for (const source of MOOD_SOURCES) {
  if (classesOf(`mood.${source}`).join() !== MOODS.join()) {
    throw new Error(`weights file mood.${source} classes differ from MOODS`);
  }
}
if (classesOf('mood.source').join() !== MOOD_SOURCES.join()) {
  throw new Error('weights file mood.source classes differ from MOOD_SOURCES');
}
if (classesOf('emotion').join() !== Object.keys(EMOTION_GROUPS).join()) {
  throw new Error('weights file emotion classes differ from EMOTION_GROUPS');
}
if (classesOf('valence').join() !== VALENCE_CLASSES.join()) {
  throw new Error('weights file valence classes differ from VALENCE_CLASSES');
}

const mood: MoodMixture = {
  experts: MOOD_SOURCES.map((source) => model(`mood.${source}`)),
  gate: model('mood.source'),
};
const emotion = model('emotion');
const valence = model('valence');

export const MODELS: AffectModels = {
  mood,
  emotion,
  emotionNames: classesOf('emotion'),
  valence,
  fused: new FusedScorer([mood.gate, ...mood.experts, emotion, valence]),
};

/** Mood probabilities in MOODS order. */
export function moodProbabilities(tokens: readonly string[]): Float64Array {
  return mixtureProbabilities(MODELS.mood, moodFeatures(tokens));
}

export function argmaxMood(p: ArrayLike<number>): Mood {
  let best = 0;
  for (let k = 1; k < MOODS.length; k++) if (p[k]! > p[best]!) best = k;
  return MOODS[best]!;
}
