import type { Window } from '../../../shared/contract/common.js';
import type { PersonSignal, Profile, ProfileDay, RiskLevel } from '../../../shared/contract/profiles.js';
import { RISK_LEVEL_NAMES } from '../../../shared/contract/profiles.js';
import { CRISIS_THEMES, MOODS, STATES, TOPICS } from '../../analysis/signal.js';
import type { PersonSignalRow } from '../../store/repositories/profiles.repository.js';
import { itemValence } from '../aggregation/valence.js';
import { type Baseline, effectiveBaseline, nextBaseline } from '../ingest/distress-baseline.js';

const DAY_MS = 86_400_000;
const WINDOW_DAYS: Record<Exclude<Window, 'all'>, number> = { '7d': 7, '30d': 30, '60d': 60 };

/** The start of a window ending at `now`: whole UTC days, today included; null for `all`. */
export function windowStart(window: Window, now: Date): Date | null {
  if (window === 'all') return null;
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  return new Date(today - (WINDOW_DAYS[window] - 1) * DAY_MS);
}

const namesOf = <T>(mask: number, vocabulary: readonly T[]) =>
  vocabulary.filter((_, bit) => mask & (2 ** bit));
const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;
const riskName = (level: number): RiskLevel => RISK_LEVEL_NAMES[level] ?? 'none';
const mood = (position: number) => MOODS[position] ?? 'neutral';

/** One stored signal as the API shows it: names instead of positions, no text, no keyphrases. */
export function presentSignal(row: PersonSignalRow): PersonSignal {
  return {
    ts: row.ts.toISOString(),
    received_at: row.receivedAt.toISOString(),
    source: row.source,
    mood: mood(row.mood),
    mood_confidence: round(row.moodConfidence, 3),
    valence: itemValence(mood(row.mood)),
    states: namesOf(row.states, STATES),
    topics: namesOf(row.topics, TOPICS),
    distress: round(row.distress, 1),
    risk_level: riskName(row.riskLevel),
    crisis_theme: row.crisisTheme === null ? null : (CRISIS_THEMES[row.crisisTheme] ?? null),
    lang: row.lang,
    model_version: row.modelVersion,
  };
}

interface DayTally {
  items: number;
  moods: Record<string, number>;
  valence: number;
  states: Record<string, number>;
  topics: Record<string, number>;
  distress: number;
  maxDistress: number;
  baseline: number;
  risk: Record<RiskLevel, number>;
}

const increment = (counts: Record<string, number>, names: readonly string[]) => {
  for (const name of names) counts[name] = (counts[name] ?? 0) + 1;
};

/**
 * A person's days in the window, from every signal they have before its end (oldest first): the baseline is
 * replayed from their first signal, as the alert rule saw it, so a day's baseline is the one its items were
 * compared with by the end of that day.
 */
export function profileDays(signals: PersonSignalRow[], from: Date | null): ProfileDay[] {
  const days = new Map<string, DayTally>();
  let baseline: Baseline | undefined;
  for (const signal of signals) {
    baseline = nextBaseline(baseline, signal.distress, signal.ts);
    if (from && signal.ts < from) continue;
    const day = signal.ts.toISOString().slice(0, 10);
    let tally = days.get(day);
    if (!tally) {
      tally = {
        items: 0,
        moods: {},
        valence: 0,
        states: {},
        topics: {},
        distress: 0,
        maxDistress: 0,
        baseline: 0,
        risk: { none: 0, elevated: 0, high: 0 },
      };
      days.set(day, tally);
    }
    const name = mood(signal.mood);
    tally.items++;
    increment(tally.moods, [name]);
    tally.valence += itemValence(name);
    increment(tally.states, namesOf(signal.states, STATES));
    increment(tally.topics, namesOf(signal.topics, TOPICS));
    tally.distress += signal.distress;
    tally.maxDistress = Math.max(tally.maxDistress, signal.distress);
    tally.baseline = effectiveBaseline(baseline);
    tally.risk[riskName(signal.riskLevel)]++;
  }
  return [...days].map(([day, t]) => ({
    day,
    items: t.items,
    moods: t.moods,
    valence: round(t.valence / t.items, 3),
    states: t.states,
    topics: t.topics,
    distress: { mean: round(t.distress / t.items, 2), max: round(t.maxDistress, 1) },
    baseline: round(t.baseline, 2),
    risk_levels: t.risk,
  }));
}

export type ProfileParts = Pick<Profile, 'items' | 'first_seen' | 'last_seen' | 'days'>;

export function profileSummary(signals: PersonSignalRow[], from: Date | null): ProfileParts {
  const inWindow = from ? signals.filter((s) => s.ts >= from) : signals;
  return {
    items: inWindow.length,
    first_seen: inWindow[0]?.ts.toISOString() ?? null,
    last_seen: inWindow.at(-1)?.ts.toISOString() ?? null,
    days: profileDays(signals, from),
  };
}
