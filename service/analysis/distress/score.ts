/**
 * Distress, 0.0 to 10.0: a logistic map of the stress index (see affect.ts) onto 0..8.9, raised by weak crisis
 * evidence; crisis language puts it at 9.0 or above. The stress state uses the same index: an item at the stress
 * threshold has distress STRESS_DISTRESS (more with weak crisis evidence).
 */
import type { CrisisResult } from './crisis.js';

/** Stress-index value from which an item is stressed (chosen on the 70% development part of Dreaddit). */
export const STRESS_THRESHOLD = 1.5;
const SLOPE = 1.5;
const NON_CRISIS_MAX = 8.9;
/** Distress of an item exactly at the stress threshold. */
export const STRESS_DISTRESS = 5;
/**
 * Distress of an item at least, when it says a passive wish, a farewell or hopelessness (risk `elevated`): the top of
 * the scale below crisis, so that no everyday worry reads above it ("I wish I could go to sleep and not wake up" was
 * at 7.0 beside "I'm scared I'll be next if the restructuring continues" at 8.9).
 */
const SAID_RISK_DISTRESS = NON_CRISIS_MAX;
const OFFSET = STRESS_THRESHOLD - Math.log(STRESS_DISTRESS / (NON_CRISIS_MAX - STRESS_DISTRESS)) / SLOPE;

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

export function distressScore(stressIndex: number, crisis: CrisisResult): number {
  if (crisis.crisis) return Math.round((9 + sigmoid(stressIndex)) * 10) / 10;
  const base = NON_CRISIS_MAX * sigmoid(SLOPE * (stressIndex - OFFSET + crisis.weight));
  // An author who says a wish to die or be gone, or hopelessness, is clearly distressed ("everyone would be better
  // off without me" read at 1.9; "thanks for everything, I won't be around much longer" at 5.0 beside its thanks),
  // more than any everyday worry.
  const floor = crisis.said ? SAID_RISK_DISTRESS : 0;
  return Math.round(Math.max(floor, Math.min(NON_CRISIS_MAX, base)) * 10) / 10;
}
