import { MOODS, type Mood } from '../../analysis/signal.js';

export type Valence = -1 | 0 | 1;

/**
 * The valence of one item, from its mood: joy is positive; neutral and surprise are neutral; anger, disgust,
 * fear and sadness are negative. This is the one place that says so: the health score's mood balance and the
 * pulse's valence summary both read it (a person is positive, neutral or negative by the sign of the mean
 * valence of their items), so a signal that carries a valence of its own needs only this function changed.
 */
export function itemValence(mood: Mood): Valence {
  if (mood === 'joy') return 1;
  if (mood === 'neutral' || mood === 'surprise') return 0;
  return -1;
}

export const POSITIVE_MOODS: readonly Mood[] = MOODS.filter((m) => itemValence(m) > 0);
export const NEGATIVE_MOODS: readonly Mood[] = MOODS.filter((m) => itemValence(m) < 0);
