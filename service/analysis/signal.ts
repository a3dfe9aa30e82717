/** The vocabularies of the analysis engine and the shape of one signal. Definitions live in README.md. */

export const MOODS = ['anger', 'disgust', 'fear', 'joy', 'neutral', 'sadness', 'surprise'] as const;
export type Mood = (typeof MOODS)[number];

export const STATES = [
  'stress',
  'anxiety',
  'burnout',
  'loneliness',
  'frustration',
  'overwhelm',
  'disengagement',
  'conflict',
  'hopelessness',
  'engagement',
  'belonging',
  'gratitude',
] as const;
export type State = (typeof STATES)[number];

export const TOPICS = [
  'workload',
  'deadlines',
  'management',
  'pay',
  'career',
  'recognition',
  'team_dynamics',
  'communication',
  'meetings',
  'tools',
  'remote_work',
  'work_life_balance',
  'health',
  'job_security',
  'events',
  'product_feedback',
  'conduct',
  'onboarding',
] as const;
export type Topic = (typeof TOPICS)[number];

export const CRISIS_THEMES = [
  'suicidal_ideation',
  'self_harm',
  'harm_to_others',
  'abuse_disclosure',
] as const;
export type CrisisTheme = (typeof CRISIS_THEMES)[number];

/** `high` alone sets `crisis`; `elevated` is hopelessness, a passive wish to be gone, distress without intent. */
export const RISK_LEVELS = ['none', 'elevated', 'high'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export const PII_TYPES = [
  'email',
  'phone',
  'card',
  'iban',
  'ssn',
  'ip',
  'url',
  'address',
  'name',
  'handle',
] as const;
export type PiiType = (typeof PII_TYPES)[number];

export interface Signal {
  mood: Mood;
  /** A probability for every mood; the seven values sum to 1. */
  mood_scores: Record<Mood, number>;
  /** −1 (negative) to 1 (positive), three decimals: P(positive) − P(negative) of the valence model. */
  valence: number;
  states: State[];
  topics: Topic[];
  /** Normalised 1-3 word phrases, stop-words and PII removed, at most MAX_KEYPHRASES. */
  keyphrases: string[];
  /** 0.0 to 10.0, one decimal. At least 9 when `crisis` is true. */
  distress: number;
  /** True exactly when `risk_level` is `high`. */
  crisis: boolean;
  /** Set when `crisis` is true. */
  crisis_theme: CrisisTheme | null;
  risk_level: RiskLevel;
  pii_found: boolean;
  pii_types: PiiType[];
  /** ISO 639-1 code, or 'und' when no language can be told. */
  lang: string;
  model_version: string;
}
