import type { Tone } from '../../../shared/contract/common.js';
import type { Member } from '../../../shared/contract/members.js';
import type { Baseline } from '../../domain/ingest/distress-baseline.js';
import type { Queryable } from '../pool.js';

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
  piiFound: boolean;
  lang: string;
  modelVersion: string;
}

const monthStart = (d: Date) => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-01`;

/** Months whose partition this process has seen to exist; partitions are never dropped while in use. */
const knownMonths = new Set<string>();

export interface AlertSettings {
  tier: string;
  alertThreshold: number;
  svcTone: Tone;
}

export interface MemberSeen {
  uid: string;
  lastSeen: Date;
  attrs?: Omit<Member, 'uid'>;
}

export interface SignalWrite {
  signals: SignalRow[];
  baselines?: Map<string, Baseline>;
  seen?: MemberSeen[];
  /** Clear text of keyphrase hashes met in this write, for naming the ones enough people use. */
  names?: Map<string, string>;
  at: Date;
}

/**
 * The statements of an ingestion transaction, shaped for few round trips: lock, read, write. They are named,
 * so PostgreSQL plans each once per connection.
 */
export class SignalWritesRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Serialises writers of the same uids for the rest of the transaction, including uids without a row yet.
   * Locks are taken in the order given (callers sort), so two writers never deadlock. A separate statement,
   * so that the reads after it see what an earlier holder committed.
   */
  async lockUids(orgId: string, sortedUids: string[]): Promise<void> {
    if (sortedUids.length === 0) return;
    await this.db.query({
      name: 'ingest.lock-uids',
      text: `SELECT pg_advisory_xact_lock(hashtextextended($1 || ':' || u, 0))
               FROM unnest($2::text[]) WITH ORDINALITY AS t(u, i) ORDER BY i`,
      values: [orgId, sortedUids],
    });
  }

  /** The organisation's alert settings and the baselines of these uids, in one round trip. */
  async read(
    orgId: string,
    uids: string[],
  ): Promise<{ settings: AlertSettings; baselines: Map<string, Baseline> }> {
    const { rows } = await this.db.query<{
      tier: string;
      alert_threshold: number;
      svc_tone: Tone;
      uid: string | null;
      baseline: number;
      recent: number;
      n: number;
      last_ts: Date;
    }>({
      name: 'ingest.read',
      text: `SELECT o.tier, c.alert_threshold, c.svc_tone, b.uid, b.baseline, b.recent, b.n, b.last_ts
               FROM orgs o
               JOIN LATERAL (SELECT alert_threshold, svc_tone FROM org_configs
                              WHERE org_id = o.id ORDER BY version DESC LIMIT 1) c ON true
               LEFT JOIN uid_baselines b ON b.org_id = o.id AND b.uid = ANY ($2::text[])
              WHERE o.id = $1`,
      values: [orgId, uids],
    });
    const first = rows[0];
    if (!first) throw new Error(`organisation ${orgId} not found`);
    return {
      settings: { tier: first.tier, alertThreshold: first.alert_threshold, svcTone: first.svc_tone },
      baselines: new Map(
        rows.flatMap((r) =>
          r.uid
            ? [[r.uid, { baseline: r.baseline, recent: r.recent, n: r.n, lastTs: r.last_ts }] as const]
            : [],
        ),
      ),
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
    const written = write.baselines ?? new Map<string, Baseline>();
    if (write.signals.length === 0 && written.size === 0 && !write.seen?.length) return;
    await this.ensurePartitions(write.signals.map((r) => r.ts));
    const baselines = [...written.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
    const seen = new Map<string, { uid: string; last_seen: string; attrs: boolean } & Omit<Member, 'uid'>>();
    for (const entry of write.seen ?? []) {
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
      text: `WITH named AS (
               UPDATE keyphrase_vocab v SET phrase = p.phrase, named_at = $16
                 FROM unnest($17::bigint[], $18::text[]) AS p(hash, phrase)
                WHERE v.org_id = $1 AND v.hash = p.hash
                  AND v.ctid IN (SELECT ctid FROM keyphrase_vocab
                                  WHERE org_id = $1 AND hash = ANY ($17::bigint[]) AND phrase IS NULL
                                  ORDER BY hash FOR UPDATE SKIP LOCKED)
               RETURNING 1
             ), baselines AS (
               INSERT INTO uid_baselines (org_id, uid, baseline, recent, n, last_ts)
               SELECT $1, * FROM unnest($19::text[], $20::real[], $21::real[], $22::integer[], $23::timestamptz[])
               ON CONFLICT (org_id, uid) DO UPDATE SET
                 baseline = excluded.baseline, recent = excluded.recent, n = excluded.n, last_ts = excluded.last_ts
               RETURNING 1
             ), seen AS (
               INSERT INTO members AS m (org_id, uid, team, department, age_range, tenure, tags, attrs_updated_at,
                                         last_seen_at)
               SELECT $1, r.uid, r.team, r.department, r.age_range, r.tenure, r.tags,
                      CASE WHEN r.attrs THEN $16::timestamptz END, r.last_seen
                 FROM jsonb_to_recordset($24::jsonb) AS r(uid text, team text, department text, age_range text,
                                                          tenure text, tags text[], attrs boolean, last_seen timestamptz)
               ON CONFLICT (org_id, uid) DO UPDATE SET
                 team = coalesce(excluded.team, m.team),
                 department = coalesce(excluded.department, m.department),
                 age_range = coalesce(excluded.age_range, m.age_range),
                 tenure = coalesce(excluded.tenure, m.tenure),
                 tags = coalesce(excluded.tags, m.tags),
                 attrs_updated_at = coalesce(excluded.attrs_updated_at, m.attrs_updated_at),
                 last_seen_at = greatest(m.last_seen_at, excluded.last_seen_at)
               RETURNING 1
             )
             INSERT INTO signals (org_id, ts, received_at, uid, batch_id, source, mood, mood_confidence, states,
                                  topics, keyphrases, distress, crisis_theme, pii_found, lang, model_version)
             SELECT $1, r.ts, r.received_at, r.uid, r.batch_id, r.source, r.mood, r.mood_confidence, r.states,
                    r.topics, ARRAY(SELECT jsonb_array_elements_text(r.keyphrases)::bigint), r.distress,
                    r.crisis_theme, r.pii_found, r.lang, r.model_version
               FROM unnest($2::timestamptz[], $3::timestamptz[], $4::text[], $5::uuid[], $6::text[], $7::smallint[],
                           $8::real[], $9::integer[], $10::bigint[], $11::jsonb[], $12::real[], $13::smallint[],
                           $14::boolean[], $15::text[], $25::text[])
                 AS r(ts, received_at, uid, batch_id, source, mood, mood_confidence, states, topics, keyphrases,
                      distress, crisis_theme, pii_found, lang, model_version)`,
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
      ],
    });
  }
}
