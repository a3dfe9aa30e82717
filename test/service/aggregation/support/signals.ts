import {
  CRISIS_THEMES,
  type CrisisTheme,
  MOODS,
  type Mood,
  STATES,
  type State,
  TOPICS,
  type Topic,
} from '../../../../service/analysis/signal.js';
import { keyphraseHash } from '../../../../service/domain/ingest/analysed-item.js';
import { SignalWritesRepository } from '../../../../service/store/repositories/signal-writes.repository.js';
import type { Clock } from '../../../../shared/runtime/clock.js';
import type { Queryable } from '../../../../shared/runtime/pool.js';

/** The fixed instant tests run aggregation at: noon UTC, so day offsets never straddle midnight. */
export const RUN_AT = new Date('2026-11-20T12:00:00.000Z');

/** A clock that stands still until a test moves it. */
export class TestClock implements Clock {
  private at: Date;

  constructor(at: Date = RUN_AT) {
    this.at = new Date(at);
  }

  now(): Date {
    return new Date(this.at);
  }

  set(at: Date): void {
    this.at = new Date(at);
  }

  advance(ms: number): void {
    this.at = new Date(this.at.getTime() + ms);
  }
}

export interface SignalSpec {
  /** Null for a Model A item. */
  uid: string | null;
  /** Days before the run day (0 is the run day itself). */
  daysAgo?: number;
  /** Hour of that UTC day. */
  hour?: number;
  mood?: Mood;
  states?: State[];
  topics?: Topic[];
  /** Clear-text phrases; stored as the organisation's keyed hashes, as ingestion does. */
  keyphrases?: string[];
  distress?: number;
  crisis?: CrisisTheme;
  /** The item's source label; `test` unless given. */
  source?: string;
}

export function signalTime(spec: Pick<SignalSpec, 'daysAgo' | 'hour'>, runAt: Date = RUN_AT): Date {
  const day = Date.UTC(runAt.getUTCFullYear(), runAt.getUTCMonth(), runAt.getUTCDate());
  return new Date(day - (spec.daysAgo ?? 0) * 86_400_000 + (spec.hour ?? 9) * 3_600_000);
}

const mask = <T>(names: readonly T[] | undefined, vocabulary: readonly T[]) =>
  (names ?? []).reduce((m, name) => m | (1 << vocabulary.indexOf(name)), 0);

/** Writes generated signals and the activity of their uids with the repositories persisted ingestion uses. */
export async function insertSignals(
  db: Queryable,
  orgId: string,
  specs: SignalSpec[],
  runAt: Date = RUN_AT,
): Promise<void> {
  await new SignalWritesRepository(db).write(orgId, {
    at: runAt,
    seen: specs.flatMap((spec) => (spec.uid ? [{ uid: spec.uid, lastSeen: signalTime(spec, runAt) }] : [])),
    signals: specs.map((spec) => {
      const ts = signalTime(spec, runAt);
      return {
        ts,
        receivedAt: ts,
        uid: spec.uid,
        batchId: null,
        source: spec.source ?? 'test',
        mood: MOODS.indexOf(spec.mood ?? 'neutral'),
        moodConfidence: 0.8,
        states: mask(spec.states, STATES),
        topics: mask(spec.topics, TOPICS),
        keyphraseHashes: (spec.keyphrases ?? []).map((phrase) => keyphraseHash(orgId, phrase)),
        distress: spec.distress ?? 2,
        crisisTheme: spec.crisis ? CRISIS_THEMES.indexOf(spec.crisis) : null,
        piiFound: false,
        lang: 'en',
        modelVersion: 'test',
      };
    }),
  });
}

/** `count` uids named `${prefix}${i}`, each given the spec. */
export function people(prefix: string, count: number, spec: Omit<SignalSpec, 'uid'> = {}): SignalSpec[] {
  return Array.from({ length: count }, (_, i) => ({ ...spec, uid: `${prefix}${i}` }));
}

/** `count` Model A items with the spec. */
export function items(count: number, spec: Omit<SignalSpec, 'uid'> = {}): SignalSpec[] {
  return Array.from({ length: count }, () => ({ ...spec, uid: null }));
}

/** Stores the clear text of a phrase in the vocabulary, as ingestion does once aggregation made it a candidate. */
export async function namePhrase(db: Queryable, orgId: string, phrase: string): Promise<void> {
  await db.query(
    `INSERT INTO keyphrase_vocab (org_id, hash, phrase, named_at) VALUES ($1, $2, $3, now())
     ON CONFLICT (org_id, hash) DO UPDATE SET phrase = excluded.phrase, named_at = excluded.named_at`,
    [orgId, keyphraseHash(orgId, phrase), phrase],
  );
}

/** Gives uids cohort attributes, as PUT /cohort/members does. */
export async function setTeam(db: Queryable, orgId: string, uids: string[], team: string): Promise<void> {
  await db.query(
    `INSERT INTO members (org_id, uid, team, attrs_updated_at) SELECT $1, u, $3, now() FROM unnest($2::text[]) AS u
     ON CONFLICT (org_id, uid) DO UPDATE SET team = excluded.team`,
    [orgId, uids, team],
  );
}
