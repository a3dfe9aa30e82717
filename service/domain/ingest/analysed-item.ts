import { createHash } from 'node:crypto';
import { CRISIS_THEMES, MOODS, RISK_LEVELS, type Signal, STATES, TOPICS } from '../../analysis/signal.js';
import { SPIKE_THEMES } from '../alerts/rules.js';

/**
 * One analysed item as the service keeps it: vocabulary positions and bitmasks instead of names, keyphrases
 * as keyed hashes. `keyphrases` holds their clear text for the life of the request only; it never reaches
 * storage, a job payload or a log.
 */
export interface AnalysedItem {
  mood: number;
  moodConfidence: number;
  states: number;
  topics: number;
  keyphraseHashes: string[];
  keyphrases: string[];
  distress: number;
  crisisTheme: number | null;
  /** Position in RISK_LEVELS; absent in items queued before it was kept. */
  riskLevel?: number;
  valence: number;
  piiFound: boolean;
  lang: string;
  modelVersion: string;
  /** The state an individual distress spike is reported under. */
  spikeTheme: string;
}

function bitmask<T>(names: readonly T[], vocabulary: readonly T[]): number {
  let mask = 0;
  for (const name of names) {
    const bit = vocabulary.indexOf(name);
    if (bit >= 0) mask |= 1 << bit;
  }
  return mask >>> 0;
}

/** A keyed 64-bit hash (as a decimal string for a PostgreSQL bigint), separate per organisation. */
export function keyphraseHash(orgId: string, phrase: string): string {
  return createHash('sha256')
    .update(orgId)
    .update('\u0000')
    .update(phrase)
    .digest()
    .readBigInt64BE(0)
    .toString();
}

export function toAnalysedItem(orgId: string, signal: Signal): AnalysedItem {
  return {
    mood: MOODS.indexOf(signal.mood),
    moodConfidence: signal.mood_scores[signal.mood],
    states: bitmask(signal.states, STATES),
    topics: bitmask(signal.topics, TOPICS),
    keyphraseHashes: signal.keyphrases.map((phrase) => keyphraseHash(orgId, phrase)),
    keyphrases: signal.keyphrases,
    distress: signal.distress,
    crisisTheme: signal.crisis_theme ? CRISIS_THEMES.indexOf(signal.crisis_theme) : null,
    riskLevel: RISK_LEVELS.indexOf(signal.risk_level),
    valence: signal.valence,
    piiFound: signal.pii_found,
    lang: signal.lang,
    modelVersion: signal.model_version,
    spikeTheme: SPIKE_THEMES.find((state) => signal.states.includes(state)) ?? 'distress',
  };
}

export function crisisThemeName(index: number): string {
  return CRISIS_THEMES[index] ?? 'crisis';
}
