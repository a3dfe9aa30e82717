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

export class SignalsRepository {
  /** Months whose partition this process has seen to exist; partitions are never dropped while in use. */
  private static readonly knownMonths = new Set<string>();

  constructor(private readonly db: Queryable) {}

  async ensurePartitions(dates: Date[]): Promise<void> {
    const months = [...new Set(dates.map(monthStart))].filter((m) => !SignalsRepository.knownMonths.has(m));
    for (const month of months) {
      await this.db.query('SELECT ensure_signal_partition($1::date)', [month]);
      SignalsRepository.knownMonths.add(month);
    }
  }

  /** Inserts every row in one statement; keyphrase hash lists travel as JSON to keep the arrays ragged. */
  async insertMany(orgId: string, rows: SignalRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.ensurePartitions(rows.map((r) => r.ts));
    await this.db.query(
      `INSERT INTO signals (org_id, ts, received_at, uid, batch_id, source, mood, mood_confidence, states, topics,
                            keyphrases, distress, crisis_theme, pii_found, lang, model_version)
       SELECT $1, r.ts, r.received_at, r.uid, r.batch_id, r.source, r.mood, r.mood_confidence, r.states, r.topics,
              ARRAY(SELECT jsonb_array_elements_text(r.keyphrases)::bigint), r.distress, r.crisis_theme, r.pii_found,
              r.lang, r.model_version
         FROM unnest($2::timestamptz[], $3::timestamptz[], $4::text[], $5::uuid[], $6::text[], $7::smallint[],
                     $8::real[], $9::integer[], $10::bigint[], $11::jsonb[], $12::real[], $13::smallint[],
                     $14::boolean[], $15::text[], $16::text[])
           AS r(ts, received_at, uid, batch_id, source, mood, mood_confidence, states, topics, keyphrases, distress,
                crisis_theme, pii_found, lang, model_version)`,
      [
        orgId,
        rows.map((r) => r.ts),
        rows.map((r) => r.receivedAt),
        rows.map((r) => r.uid),
        rows.map((r) => r.batchId),
        rows.map((r) => r.source),
        rows.map((r) => r.mood),
        rows.map((r) => r.moodConfidence),
        rows.map((r) => r.states | 0),
        rows.map((r) => r.topics),
        rows.map((r) => JSON.stringify(r.keyphraseHashes)),
        rows.map((r) => r.distress),
        rows.map((r) => r.crisisTheme),
        rows.map((r) => r.piiFound),
        rows.map((r) => r.lang),
        rows.map((r) => r.modelVersion),
      ],
    );
  }
}
