import type { MemberAttributes } from '../../../shared/contract/configure.js';
import type { StreamResult } from '../../../shared/contract/ingest.js';
import type { Clock } from '../../../shared/runtime/clock.js';
import { type Pool, transaction } from '../../../shared/runtime/pool.js';
import { BatchesRepository, type BatchRecord } from '../../store/repositories/batches.repository.js';
import {
  type KeyClaim,
  type MemberSeen,
  type SignalRow,
  SignalWritesRepository,
} from '../../store/repositories/signal-writes.repository.js';
import { type ItemAlert, raiseItemAlerts } from '../alerts/raise.js';
import { raiseSupport, type SupportItem } from '../support/raise.js';
import { type AnalysedItem, crisisThemeName } from './analysed-item.js';
import {
  type AlertSeverity,
  alertFor,
  type Baseline,
  effectiveBaseline,
  nextBaseline,
} from './distress-baseline.js';
import { streamAnswer } from './stream-answer.js';

/** Items older than this (a backfill) update baselines but raise no flags and send no events. */
export const ALERT_FRESHNESS_MS = 24 * 3_600_000;
const OPTIMISTIC_ATTEMPTS = 2;
const TRANSACTION_ATTEMPTS = 3;
/** Serialization failure and deadlock: the work is sound, another writer was in the way; try again. */
const RETRYABLE = new Set(['40001', '40P01']);
const retryable = (err: unknown) => RETRYABLE.has((err as { code?: string }).code ?? '');

/** One item ready to be stored: everything but its text. JSON-safe, since it may wait in a job. */
export interface PersistItem {
  ts: string;
  receivedAt: string;
  uid: string | null;
  source: string;
  attrs?: MemberAttributes;
  signal: Omit<AnalysedItem, 'keyphrases'>;
  /** A stream item sent with an Idempotency-Key: stored once, its answer kept with it for retries. */
  idempotency?: IdempotentWrite;
}

export interface PersistBatch {
  id: string;
  contentHash: string;
  source: string;
  model: 'A' | 'B';
  items: number;
  itemsAnalysed: number;
  itemsScrubbed: number;
  processedAt: string;
}

export interface PersistInput {
  orgId: string;
  batch?: PersistBatch;
  items: PersistItem[];
  /** Makes a write without a batch idempotent: a second write with the same key does nothing. */
  writeKey?: string;
  /** The Idempotency-Key of the single item of a queued stream job (as `items[0].idempotency`). */
  idempotency?: IdempotentWrite;
}

export interface IdempotentWrite {
  /** SHA-256 of the Idempotency-Key, in hex. */
  keyHash: string;
  /** The answer already given (the item waited in a queue); without it, the answer is this write's own. */
  answered?: StreamResult;
}

export interface PersistOutcome {
  /** False when a batch with this id, or every item's Idempotency-Key, was already stored; then nothing was written. */
  inserted: boolean;
  /** The alert rule's answer for each item, in input order. */
  alerts: (AlertSeverity | null)[];
  /** For each item sent with an Idempotency-Key, the answer kept under that key: its own, or the first one's. */
  answers?: (StreamResult | null)[];
}

/**
 * Sorts the items of a write by their Idempotency-Keys: `fresh` are stored now; an item whose key has an answer
 * already (stored earlier, or `answered` by the read) or whose key an earlier item of this write carries is a
 * replay and stores nothing. `settle` gives every keyed item its answer once the fresh ones are decided.
 */
function byIdempotency(items: PersistItem[], stored: Map<string, StreamResult>) {
  // Rebuilt, so that a replay is byte for byte the first answer (jsonb does not keep the key order).
  const answered = new Map(
    [...stored].map(([key, a]) => [key, streamAnswer(a.distress_score, a.alert_fired)] as const),
  );
  const firstOfKey = new Map<string, number>();
  const fresh: PersistItem[] = [];
  const freshAt: number[] = [];
  const replayOf: (number | null)[] = items.map((item, i) => {
    const key = item.idempotency?.keyHash;
    if (key !== undefined) {
      if (answered.has(key)) return null;
      const first = firstOfKey.get(key);
      if (first !== undefined) return first;
      firstOfKey.set(key, i);
    }
    freshAt[i] = fresh.length;
    fresh.push(item);
    return i;
  });
  return {
    fresh,
    /** Everything but `fresh` is a replay. */
    replays: items.length - fresh.length,
    /** Maps answers of the fresh items back to input order (replays get none). */
    restore<T>(answers: (T | null)[]): (T | null)[] {
      return items.map((_, i) => (replayOf[i] === i ? (answers[freshAt[i]!] ?? null) : null));
    },
    /** The keys the fresh items take with their answers, and every keyed item's answer, in input order. */
    settle(alerts: (AlertSeverity | null)[]): { claims: KeyClaim[]; answers: (StreamResult | null)[] } {
      const own = (item: PersistItem, i: number) =>
        item.idempotency?.answered ?? streamAnswer(item.signal.distress, Boolean(alerts[i]));
      const claims = items.flatMap((item, i) =>
        item.idempotency && replayOf[i] === i
          ? [{ keyHash: Buffer.from(item.idempotency.keyHash, 'hex'), answer: own(item, i) }]
          : [],
      );
      const answers = items.map((item, i) => {
        const key = item.idempotency?.keyHash;
        if (key === undefined) return null;
        const first = replayOf[i] ?? null;
        return first === null ? (answered.get(key) ?? null) : own(items[first]!, first);
      });
      return { claims, answers };
    },
  };
}

/** The items of a write, each with its own Idempotency-Key (a queued stream job keeps its key beside them). */
function keyedItems(input: PersistInput): PersistItem[] {
  if (!input.idempotency) return input.items;
  return input.items.map((item, i) => (i === 0 ? { ...item, idempotency: input.idempotency } : item));
}

const keyHashesOf = (items: PersistItem[]) => [
  ...new Set(items.flatMap((item) => (item.idempotency ? [item.idempotency.keyHash] : []))),
];

/**
 * The items still to be stored: an item of a uid erased after it was received (it waited in a queue, or was in
 * flight, while the erasure ran) is dropped. `restore` maps answers for the kept items back to input order.
 */
function withoutErased(
  items: PersistItem[],
  erasedAt: Map<string, Date>,
): { kept: PersistItem[]; restore: <T>(answers: (T | null)[]) => (T | null)[] } {
  if (erasedAt.size === 0) return { kept: items, restore: (answers) => answers };
  const keep = items.map((item) => {
    const at = item.uid ? erasedAt.get(item.uid) : undefined;
    return at === undefined || new Date(item.receivedAt).getTime() > at.getTime();
  });
  return {
    kept: items.filter((_, i) => keep[i]),
    restore: (answers) => {
      let k = 0;
      return keep.map((kept) => (kept ? (answers[k++] ?? null) : null));
    },
  };
}

export function batchRecord(batch: PersistBatch, persistedAt: Date | null): BatchRecord {
  return {
    id: batch.id,
    contentHash: Buffer.from(batch.contentHash, 'hex'),
    source: batch.source,
    model: batch.model,
    status: persistedAt ? 'processed' : 'queued',
    items: batch.items,
    itemsAnalysed: batch.itemsAnalysed,
    itemsScrubbed: batch.itemsScrubbed,
    processedAt: new Date(batch.processedAt),
    persistedAt,
  };
}

/**
 * Stores the signals of one batch or stream item in a single transaction with everything they imply: the batch
 * row, per-uid baselines, member activity, and the alerts the items raise with their flags and outbox events
 * (built by domain/alerts). Used by the API and, for work queued while PostgreSQL was away, by the worker.
 */
export class SignalWriter {
  constructor(
    private readonly pool: Pool,
    private readonly clock: Clock,
  ) {}

  async persist(input: PersistInput, names: Map<string, string> = new Map()): Promise<PersistOutcome> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.persistOnce(input, names);
      } catch (err) {
        if (!retryable(err) || attempt >= TRANSACTION_ATTEMPTS) throw err;
      }
    }
  }

  private persistOnce(input: PersistInput, names: Map<string, string>): Promise<PersistOutcome> {
    return transaction(this.pool, async (client) => {
      const now = this.clock.now();
      if (
        input.batch &&
        !(await new BatchesRepository(client).insertIfAbsent(input.orgId, batchRecord(input.batch, now)))
      ) {
        return { inserted: false, alerts: [] };
      }
      if (input.writeKey && !(await new BatchesRepository(client).recordWrite(input.orgId, input.writeKey))) {
        return { inserted: false, alerts: [] };
      }
      const items = keyedItems(input);
      const writes = new SignalWritesRepository(client);
      const uids = [...new Set(items.flatMap((item) => (item.uid ? [item.uid] : [])))];
      const keyHashes = keyHashesOf(items).map((key) => Buffer.from(key, 'hex'));
      const state = await writes.readLocked(input.orgId, uids, keyHashes, now);
      const { settings, baselines: before, erasedAt } = state;
      const newUids = uids.filter((uid) => !before.has(uid)).sort();
      if (newUids.length > 0) {
        // An erasure that committed while this writer waited shows in this second read, under the uid's lock.
        await writes.lockNewUids(input.orgId, newUids);
        const locked = await writes.readLocked(input.orgId, newUids);
        for (const [uid, baseline] of locked.baselines) before.set(uid, baseline);
        for (const [uid, at] of locked.erasedAt) erasedAt.set(uid, at);
      }
      const keyed = byIdempotency(items, state.answered);
      if (keyed.replays > 0 && keyed.fresh.length === 0) {
        return { inserted: false, alerts: items.map(() => null), answers: keyed.settle([]).answers };
      }
      const { kept, restore } = withoutErased(keyed.fresh, erasedAt);
      const { alerts, after, jumps } = evaluate(kept, before, settings.alertThreshold);
      const answered = keyed.restore(restore(alerts));
      const { claims, answers } = keyed.settle(answered);
      // Should another writer take one of these keys meanwhile, this write aborts and the transaction is run
      // again, to find that key's answer in its read.
      await writes.write(input.orgId, {
        signals: kept.map((item) => toRow(item, input.batch)),
        baselines: { read: before, after },
        seen: seenOf(kept),
        names,
        keys: claims,
        at: now,
      });
      await raiseItemAlerts(client, input.orgId, itemAlerts(kept, alerts, jumps, now), settings, now);
      await raiseSupport(client, input.orgId, supportItems(kept, alerts, now), settings, now);
      return {
        inserted: true,
        alerts: answered,
        ...(claims.length > 0 || keyed.replays > 0 ? { answers } : {}),
      };
    });
  }

  /**
   * Stream items without a transaction around them, in two round trips: read the settings, baselines and the
   * answers under the items' Idempotency-Keys, then one statement that writes everything, keys included, and
   * aborts itself if a baseline moved or a key was taken in between (then the read is retried). Items that fire
   * an alert take the transactional path, which also writes the alert.
   */
  async persistStream(
    orgId: string,
    items: PersistItem[],
    names: Map<string, string>,
  ): Promise<PersistOutcome> {
    const writes = new SignalWritesRepository(this.pool);
    const uids = [...new Set(items.flatMap((item) => (item.uid ? [item.uid] : [])))];
    const keyHashes = keyHashesOf(items).map((key) => Buffer.from(key, 'hex'));
    for (let attempt = 0; attempt < OPTIMISTIC_ATTEMPTS; attempt++) {
      const now = this.clock.now();
      const state = await writes.read(orgId, uids, keyHashes, now);
      const { settings, baselines: before, erasedAt } = state;
      const keyed = byIdempotency(items, state.answered);
      // An erasure committing after this read makes the checked write abort: it deleted a baseline that was
      // read, or, for a uid without one, it meets the write at the uid's erasure record.
      const { kept, restore } = withoutErased(keyed.fresh, erasedAt);
      const { alerts, after } = evaluate(kept, before, settings.alertThreshold);
      if (alerts.some((alert) => alert !== null) || callsForSupport(settings.tier, kept)) break;
      const answered = keyed.restore(restore(alerts));
      const { claims, answers } = keyed.settle(answered);
      try {
        await writes.write(orgId, {
          signals: kept.map((item) => toRow(item, undefined)),
          baselines: { read: before, after, checked: true, erasedAt },
          seen: seenOf(kept),
          names,
          keys: claims,
          at: now,
        });
        return {
          inserted: keyed.fresh.length > 0,
          alerts: answered,
          ...(keyHashes.length > 0 ? { answers } : {}),
        };
      } catch (err) {
        if (!retryable(err)) throw err;
      }
    }
    return this.persist({ orgId, items }, names);
  }
}

/** The items that raise alerts: those the rule fired on, unless they are a backfill (older than a day). */
function itemAlerts(
  items: PersistItem[],
  alerts: (AlertSeverity | null)[],
  jumps: number[],
  now: Date,
): ItemAlert[] {
  return items.flatMap((item, i) => {
    const severity = alerts[i];
    if (!severity || now.getTime() - new Date(item.ts).getTime() > ALERT_FRESHNESS_MS) return [];
    if (!item.uid && severity !== 'crisis') return [];
    const theme =
      severity === 'crisis' ? crisisThemeName(item.signal.crisisTheme ?? 0) : item.signal.spikeTheme;
    return [{ uid: item.uid, source: item.source, severity, theme, jump: jumps[i] ?? 0 }];
  });
}

/** Fresh items of people, for direct support (Brain tier) to look at; backfills never call for it. */
function supportItems(items: PersistItem[], alerts: (AlertSeverity | null)[], now: Date): SupportItem[] {
  return items.flatMap((item, i) =>
    item.uid && now.getTime() - new Date(item.ts).getTime() <= ALERT_FRESHNESS_MS
      ? [
          {
            ...item.signal,
            uid: item.uid,
            source: item.source,
            riskLevel: item.signal.riskLevel ?? 0,
            crossedThreshold: alerts[i] === 'spike',
          },
        ]
      : [],
  );
}

/** A Brain organisation's elevated or high-risk item may raise support: it takes the transactional path. */
function callsForSupport(tier: string, items: PersistItem[]): boolean {
  return tier === 'brain' && items.some((item) => item.uid && (item.signal.riskLevel ?? 0) >= 1);
}

function seenOf(items: PersistItem[]): MemberSeen[] {
  return items.flatMap((item) =>
    item.uid
      ? [{ uid: item.uid, lastSeen: new Date(item.ts), ...(item.attrs ? { attrs: item.attrs } : {}) }]
      : [],
  );
}

function toRow(item: PersistItem, batch: PersistBatch | undefined): SignalRow {
  return {
    ts: new Date(item.ts),
    receivedAt: new Date(item.receivedAt),
    uid: item.uid,
    batchId: batch?.id ?? null,
    source: item.source,
    mood: item.signal.mood,
    moodConfidence: item.signal.moodConfidence,
    states: item.signal.states,
    topics: item.signal.topics,
    keyphraseHashes: item.signal.keyphraseHashes,
    distress: item.signal.distress,
    crisisTheme: item.signal.crisisTheme,
    riskLevel: item.signal.riskLevel,
    valence: item.signal.valence,
    piiFound: item.signal.piiFound,
    lang: item.signal.lang,
    modelVersion: item.signal.modelVersion,
  };
}

/**
 * Applies each uid's items in time order: the rule sees the baseline as it was before the item. Returns the
 * rule's answer per item (input order), the baselines after, and each item's distance above its baseline.
 */
function evaluate(
  items: PersistItem[],
  before: Map<string, Baseline>,
  threshold: number,
): { alerts: (AlertSeverity | null)[]; after: Map<string, Baseline>; jumps: number[] } {
  const after = new Map<string, Baseline>();
  const alerts: (AlertSeverity | null)[] = new Array(items.length).fill(null);
  const jumps: number[] = new Array(items.length).fill(0);
  const order = items.map((_, i) => i).sort((a, b) => items[a]!.ts.localeCompare(items[b]!.ts) || a - b);
  for (const i of order) {
    const item = items[i]!;
    const crisis = item.signal.crisisTheme !== null;
    if (!item.uid) {
      alerts[i] = crisis ? 'crisis' : null;
      continue;
    }
    const current = after.get(item.uid) ?? before.get(item.uid);
    alerts[i] = alertFor({ distress: item.signal.distress, crisis }, current, threshold);
    jumps[i] = item.signal.distress - effectiveBaseline(current);
    after.set(item.uid, nextBaseline(current, item.signal.distress, new Date(item.ts)));
  }
  return { alerts, after, jumps };
}
