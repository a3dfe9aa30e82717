import type { Tone } from '../../../shared/contract/common.js';
import type { ToneOverride } from '../../../shared/contract/configure.js';
import type { StreamResult } from '../../../shared/contract/ingest.js';
import type { Member } from '../../../shared/contract/members.js';
import type { Queryable } from '../../../shared/runtime/pool.js';
import type { Baseline } from '../../domain/ingest/distress-baseline.js';
import { byUid, MERGE_MEMBER_ATTRIBUTES } from './members.repository.js';

/** A signal row as stored: no text, keyphrases only as keyed hashes. */
export interface SignalRow {
  ts: Date;
  receivedAt: Date;
  uid: string | null;
  batchId: string | null;
  source: string;
  mood: number;
  moodConfidence: number;
  states: number;
  topics: number;
  keyphraseHashes: string[];
  distress: number;
  crisisTheme: number | null;
  /** Position in RISK_LEVELS; without one, high exactly when there is a crisis theme. Valence −1 to 1, null when unknown. */
  riskLevel?: number;
  valence?: number | null;
  piiFound: boolean;
  lang: string;
  modelVersion: string;
}

/** How long an Idempotency-Key of a stream item holds (DESIGN §7); keys are kept as SHA-256 digests. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 3_600_000;

const monthStart = (d: Date) => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-01`;

/** Months whose partition this process has seen to exist; partitions are never dropped while in use. */
const knownMonths = new Set<string>();

export interface AlertSettings {
  tier: string;
  alertThreshold: number;
  svcTone: Tone;
  toneOverrides: ToneOverride[];
}

/** What a writer reads before writing: the organisation's alert settings, the uids' baselines and erasures. */
export interface WriteState {
  settings: AlertSettings;
  baselines: Map<string, Baseline>;
  /** When each of these uids was last erased (only those ever erased). */
  erasedAt: Map<string, Date>;
  /** The answers stored within 24 hours under the Idempotency-Keys asked about, by key digest in hex. */
  answered: Map<string, StreamResult>;
}

/** An Idempotency-Key taken by a write, with the answer a retry gets back. */
export interface KeyClaim {
  /** SHA-256 of the key. */
  keyHash: Buffer;
  answer: StreamResult;
}

/** The key under which `uid_erasures` records a uid: a digest, so the table never holds the uid itself. */
export const UID_DIGEST_SQL = (org: string, uid: string) =>
  `sha256(convert_to(${org}::text || ':' || ${uid}, 'UTF8'))`;

export interface MemberSeen {
  uid: string;
  lastSeen: Date;
  attrs?: Omit<Member, 'uid'>;
}

export interface SignalWrite {
  signals: SignalRow[];
  /**
   * Baselines after this write. `read` holds the rows the writer read, updated in place. With `checked`, the
   * rows were read without locks: the statement then aborts with a serialization failure (for the caller to
   * retry) should any of them have changed, or a row have appeared for a uid that had none, or should any of
   * the uids have been erased since `erasedAt` was read.
   */
  baselines?: {
    read: Map<string, Baseline>;
    after: Map<string, Baseline>;
    checked?: boolean;
    erasedAt?: Map<string, Date>;
  };
  seen?: MemberSeen[];
  /** Clear text of keyphrase hashes met in this write, for naming the ones enough people use. */
  names?: Map<string, string>;
  /**
   * Idempotency-Keys of stream items, distinct, each stored with its answer in this statement. Should any of
   * them be taken within its 24 hours (by a writer that committed after the read), the statement aborts with a
   * serialization failure, for the caller to read again and find the key's answer.
   */
  keys?: KeyClaim[];
  at: Date;
}

/**
 * The statements of an ingestion transaction, shaped for few round trips: lock, read, write. They are named,
 * so PostgreSQL plans each once per connection.
 */
export class SignalWritesRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * The organisation's alert settings and the baselines of these uids, in one round trip. The baseline rows are
   * locked for the rest of the transaction, in uid order so two writers never deadlock; a writer that waited for
   * a lock reads the row as the previous holder left it.
   */
  readLocked(orgId: string, uids: string[], keyHashes: Buffer[] = [], at = new Date()): Promise<WriteState> {
    return this.readWith('ingest.read-locked', 'ORDER BY uid FOR UPDATE', orgId, uids, keyHashes, at);
  }

  /**
   * Serialises writers of uids that have no baseline row yet, which `readLocked` cannot lock. Taken in the
   * order given (callers sort), so two writers never deadlock. A separate statement, so that reads after it
   * see what an earlier holder committed.
   */
  async lockNewUids(orgId: string, sortedUids: string[]): Promise<void> {
    await this.db.query({
      name: 'ingest.lock-new-uids',
      text: `SELECT pg_advisory_xact_lock(hashtextextended($1 || ':' || u, 0))
               FROM unnest($2::text[]) WITH ORDINALITY AS t(u, i) ORDER BY i`,
      values: [orgId, sortedUids],
    });
  }

  /** The same without locks, for a `checked` write to confirm. */
  read(orgId: string, uids: string[], keyHashes: Buffer[] = [], at = new Date()): Promise<WriteState> {
    return this.readWith('ingest.read', '', orgId, uids, keyHashes, at);
  }

  /** Also reads the answers stored under `keyHashes` within 24 hours of `at`, in the same round trip. */
  private async readWith(
    name: string,
    locking: string,
    orgId: string,
    uids: string[],
    keyHashes: Buffer[],
    at: Date,
  ): Promise<WriteState> {
    const { rows } = await this.db.query<{
      erased: Record<string, string> | null;
      answered: Record<string, StreamResult> | null;
      tier: string;
      alert_threshold: number;
      svc_tone: Tone;
      tone_overrides: ToneOverride[];
      uid: string | null;
      baseline: number;
      recent: number;
      n: number;
      last_ts: Date;
    }>({
      name,
      text: `WITH locked AS (
               SELECT uid, baseline, recent, n, last_ts FROM uid_baselines
                WHERE org_id = $1 AND uid = ANY ($2::text[]) ${locking}
             )
             SELECT (SELECT jsonb_object_agg(x.u, e.erased_at)
                       FROM unnest($2::text[]) AS x(u)
                       JOIN uid_erasures e ON e.org_id = $1 AND e.uid_digest = ${UID_DIGEST_SQL('$1::uuid', 'x.u')}
                                          AND e.erased_at > '-infinity') AS erased,
                    (SELECT jsonb_object_agg(encode(k.key_hash, 'hex'), k.answer)
                       FROM stream_idempotency k
                      WHERE k.org_id = $1 AND k.key_hash = ANY ($3::bytea[]) AND k.answer IS NOT NULL
                        AND k.created_at > $4::timestamptz - $5 * interval '1 millisecond') AS answered,
                    o.tier, c.alert_threshold, c.svc_tone, c.tone_overrides, l.uid, l.baseline, l.recent, l.n, l.last_ts
               FROM orgs o
               JOIN LATERAL (SELECT alert_threshold, svc_tone, tone_overrides FROM org_configs
                              WHERE org_id = o.id ORDER BY version DESC LIMIT 1) c ON true
               LEFT JOIN locked l ON true
              WHERE o.id = $1`,
      values: [orgId, uids, keyHashes, at, IDEMPOTENCY_KEY_TTL_MS],
    });
    const first = rows[0];
    if (!first) throw new Error(`organisation ${orgId} not found`);
    return {
      settings: {
        tier: first.tier,
        alertThreshold: first.alert_threshold,
        svcTone: first.svc_tone,
        toneOverrides: first.tone_overrides,
      },
      baselines: new Map(
        rows.flatMap((r) =>
          r.uid
            ? [[r.uid, { baseline: r.baseline, recent: r.recent, n: r.n, lastTs: r.last_ts }] as const]
            : [],
        ),
      ),
      erasedAt: new Map(Object.entries(first.erased ?? {}).map(([uid, at]) => [uid, new Date(at)])),
      answered: new Map(Object.entries(first.answered ?? {})),
    };
  }

  private async ensurePartitions(dates: Date[]): Promise<void> {
    for (const month of new Set(dates.map(monthStart))) {
      if (knownMonths.has(month)) continue;
      await this.db.query('SELECT ensure_signal_partition($1::date)', [month]);
      knownMonths.add(month);
    }
  }

  /**
   * Signals, baselines, member activity and keyphrase names in a single statement. Naming skips rows another
   * transaction is naming, so concurrent writers never wait on each other there.
   */
  async write(orgId: string, write: SignalWrite): Promise<void> {
    const names = write.names ?? new Map<string, string>();
    const after = write.baselines?.after ?? new Map<string, Baseline>();
    const read = write.baselines?.read ?? new Map<string, Baseline>();
    const checked = write.baselines?.checked ?? false;
    const erasedAt = write.baselines?.erasedAt ?? new Map<string, Date>();
    const keys = [...(write.keys ?? [])].sort((a, b) => Buffer.compare(a.keyHash, b.keyHash));
    if (write.signals.length === 0 && after.size === 0 && !write.seen?.length && keys.length === 0) return;
    await this.ensurePartitions(write.signals.map((r) => r.ts));
    const baselines = [...after.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
    const seen = new Map<string, { uid: string; last_seen: string; attrs: boolean } & Omit<Member, 'uid'>>();
    // In uid order, as the baseline locks: upserts of the same new uids by two writers never deadlock.
    const seenInOrder = [...(write.seen ?? [])].sort(byUid);
    for (const entry of seenInOrder) {
      const previous = seen.get(entry.uid);
      const lastSeen = entry.lastSeen.toISOString();
      seen.set(entry.uid, {
        ...previous,
        ...entry.attrs,
        uid: entry.uid,
        last_seen: previous && previous.last_seen > lastSeen ? previous.last_seen : lastSeen,
        attrs: Boolean(previous?.attrs || entry.attrs),
      });
    }
    const s = write.signals;
    await this.db.query({
      name: 'ingest.write',
      // The guard reads the counts of the baseline CTEs, so they complete before it; an assertion that fails
      // aborts the whole statement, and with it every CTE's changes.
      text: `WITH named AS (
               UPDATE keyphrase_vocab v SET phrase = p.phrase, named_at = $16
                 FROM unnest($17::bigint[], $18::text[]) AS p(hash, phrase)
                WHERE v.org_id = $1 AND v.hash = p.hash
                  AND v.ctid IN (SELECT ctid FROM keyphrase_vocab
                                  WHERE org_id = $1 AND hash = ANY ($17::bigint[]) AND phrase IS NULL
                                  ORDER BY hash FOR UPDATE SKIP LOCKED)
               RETURNING 1
             ), updated AS (
               UPDATE uid_baselines b SET baseline = u.baseline, recent = u.recent, n = u.n, last_ts = u.last_ts
                 FROM unnest($19::text[], $20::real[], $21::real[], $22::integer[], $23::timestamptz[], $26::boolean[],
                             $27::integer[])
                   AS u(uid, baseline, recent, n, last_ts, known, read_n)
                WHERE u.known AND b.org_id = $1 AND b.uid = u.uid AND (NOT $28::boolean OR b.n = u.read_n)
               RETURNING 1
             ), created AS (
               -- A new uid. Should another writer have created its row meanwhile, both contributions are kept,
               -- weighted by their item counts.
               INSERT INTO uid_baselines AS b (org_id, uid, baseline, recent, n, last_ts)
               SELECT $1, u.uid, u.baseline, u.recent, u.n, u.last_ts
                 FROM unnest($19::text[], $20::real[], $21::real[], $22::integer[], $23::timestamptz[], $26::boolean[])
                   AS u(uid, baseline, recent, n, last_ts, known)
                WHERE NOT u.known
               ON CONFLICT (org_id, uid) DO UPDATE SET
                 baseline = (b.baseline * b.n + excluded.baseline * excluded.n) / (b.n + excluded.n),
                 recent = excluded.recent,
                 n = b.n + excluded.n,
                 last_ts = greatest(b.last_ts, excluded.last_ts)
               RETURNING (xmax = 0) AS inserted
             ), seen AS (
               INSERT INTO members AS m (org_id, uid, team, department, age_range, tenure, tags, attrs_updated_at,
                                         last_seen_at)
               SELECT $1, r.uid, r.team, r.department, r.age_range, r.tenure, r.tags,
                      CASE WHEN r.attrs THEN $16::timestamptz END, r.last_seen
                 FROM jsonb_to_recordset($24::jsonb) AS r(uid text, team text, department text, age_range text,
                                                          tenure text, tags text[], attrs boolean, last_seen timestamptz)
               ON CONFLICT (org_id, uid) DO UPDATE SET
                 ${MERGE_MEMBER_ATTRIBUTES},
                 last_seen_at = greatest(m.last_seen_at, excluded.last_seen_at)
               -- Activity is kept to the hour (cohort sizes count 30 days): most items leave the row alone
               -- instead of rewriting an indexed column.
               WHERE excluded.attrs_updated_at IS NOT NULL OR m.last_seen_at IS NULL
                  OR excluded.last_seen_at > m.last_seen_at + interval '1 hour'
               RETURNING 1
             ), activity AS (
               UPDATE org_activity SET last_received_at = $16
                WHERE org_id = $1 AND last_received_at < $16::timestamptz - interval '1 second'
               RETURNING 1
             ), claimed AS (
               -- A checked write of a uid that has no baseline row has no row to conflict on with an erasure
               -- of that uid. Its erasure record is that row: claimed here ('-infinity': never erased), it makes
               -- an erasure in progress wait for this statement, or this statement wait for the erasure and
               -- then see its time, whichever came first.
               INSERT INTO uid_erasures AS e (org_id, uid_digest, erased_at)
               SELECT $1, ${UID_DIGEST_SQL('$1::uuid', 'u.uid')}, '-infinity'
                 FROM unnest($19::text[], $26::boolean[]) AS u(uid, known)
                WHERE $28::boolean AND NOT u.known
                ORDER BY 2
               ON CONFLICT (org_id, uid_digest) DO UPDATE SET erased_at = e.erased_at
               RETURNING e.uid_digest, e.erased_at
             ), keyed AS (
               -- In key order, so that two writers of the same keys never deadlock. A key taken by a transaction
               -- in flight makes this wait for it, then count as taken.
               INSERT INTO stream_idempotency AS k (org_id, key_hash, answer, created_at)
               SELECT $1, x.key_hash, x.answer, $16 FROM unnest($32::bytea[], $33::jsonb[]) AS x(key_hash, answer)
               ORDER BY x.key_hash
               ON CONFLICT (org_id, key_hash) DO UPDATE SET answer = excluded.answer, created_at = excluded.created_at
                WHERE k.created_at <= excluded.created_at - $34 * interval '1 millisecond'
               RETURNING 1
             ), erasures AS (
               SELECT ${UID_DIGEST_SQL('$1::uuid', 'r.uid')} AS uid_digest, coalesce(r.read, '-infinity') AS read
                 FROM unnest($19::text[], $29::timestamptz[]) AS r(uid, read)
                WHERE $28::boolean
             ), guard AS (
               SELECT affective_assert(
                        NOT $28::boolean
                          OR (SELECT count(*) FROM updated) + (SELECT count(*) FROM created WHERE inserted)
                             = cardinality($19::text[]),
                        'a baseline changed since it was read')
                  AND affective_assert(
                        NOT EXISTS (SELECT 1 FROM erasures r
                                      JOIN uid_erasures e ON e.org_id = $1 AND e.uid_digest = r.uid_digest
                                     WHERE date_trunc('milliseconds', e.erased_at) > r.read)
                          AND NOT EXISTS (SELECT 1 FROM erasures r JOIN claimed c USING (uid_digest)
                                           WHERE date_trunc('milliseconds', c.erased_at) > r.read),
                        'a uid was erased since it was read')
                  AND affective_assert(
                        (SELECT count(*) FROM keyed) = cardinality($32::bytea[]),
                        'an Idempotency-Key was taken since it was read') AS ok
             )
             INSERT INTO signals (org_id, ts, received_at, uid, batch_id, source, mood, mood_confidence, states,
                                  topics, keyphrases, distress, crisis_theme, pii_found, lang, model_version,
                                  risk_level, valence)
             SELECT $1, r.ts, r.received_at, r.uid, r.batch_id, r.source, r.mood, r.mood_confidence, r.states,
                    r.topics, ARRAY(SELECT jsonb_array_elements_text(r.keyphrases)::bigint), r.distress,
                    r.crisis_theme, r.pii_found, r.lang, r.model_version, r.risk_level, r.valence
               FROM unnest($2::timestamptz[], $3::timestamptz[], $4::text[], $5::uuid[], $6::text[], $7::smallint[],
                           $8::real[], $9::integer[], $10::bigint[], $11::jsonb[], $12::real[], $13::smallint[],
                           $14::boolean[], $15::text[], $25::text[], $30::smallint[], $31::real[])
                 AS r(ts, received_at, uid, batch_id, source, mood, mood_confidence, states, topics, keyphrases,
                      distress, crisis_theme, pii_found, lang, model_version, risk_level, valence)
              WHERE (SELECT ok FROM guard)`,
      values: [
        orgId,
        s.map((r) => r.ts),
        s.map((r) => r.receivedAt),
        s.map((r) => r.uid),
        s.map((r) => r.batchId),
        s.map((r) => r.source),
        s.map((r) => r.mood),
        s.map((r) => r.moodConfidence),
        s.map((r) => r.states | 0),
        s.map((r) => r.topics),
        s.map((r) => JSON.stringify(r.keyphraseHashes)),
        s.map((r) => r.distress),
        s.map((r) => r.crisisTheme),
        s.map((r) => r.piiFound),
        s.map((r) => r.lang),
        write.at,
        [...names.keys()],
        [...names.values()],
        baselines.map(([uid]) => uid),
        baselines.map(([, b]) => b.baseline),
        baselines.map(([, b]) => b.recent),
        baselines.map(([, b]) => b.n),
        baselines.map(([, b]) => b.lastTs),
        JSON.stringify([...seen.values()]),
        s.map((r) => r.modelVersion),
        baselines.map(([uid]) => read.has(uid)),
        baselines.map(([uid]) => read.get(uid)?.n ?? 0),
        checked,
        baselines.map(([uid]) => erasedAt.get(uid) ?? null),
        s.map((r) => r.riskLevel ?? (r.crisisTheme === null ? 0 : 2)),
        s.map((r) => r.valence ?? null),
        keys.map((k) => k.keyHash),
        keys.map((k) => JSON.stringify(k.answer)),
        IDEMPOTENCY_KEY_TTL_MS,
      ],
    });
  }
}
