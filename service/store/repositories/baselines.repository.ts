import type { Baseline } from '../../domain/ingest/distress-baseline.js';
import type { Queryable } from '../pool.js';

export class BaselinesRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * The baselines of these uids, locked for the rest of the transaction so that concurrent writers for one uid
   * apply their items one after the other. Advisory locks cover uids without a row yet; they are taken in uid
   * order, so two writers never deadlock.
   */
  async lock(orgId: string, uids: string[]): Promise<Map<string, Baseline>> {
    if (uids.length === 0) return new Map();
    const sorted = [...new Set(uids)].sort();
    await this.db.query(
      `SELECT pg_advisory_xact_lock(hashtextextended($1 || ':' || u, 0)) FROM unnest($2::text[]) WITH ORDINALITY AS t(u, i)
        ORDER BY i`,
      [orgId, sorted],
    );
    const { rows } = await this.db.query<{
      uid: string;
      baseline: number;
      recent: number;
      n: number;
      last_ts: Date;
    }>(
      'SELECT uid, baseline, recent, n, last_ts FROM uid_baselines WHERE org_id = $1 AND uid = ANY ($2::text[])',
      [orgId, sorted],
    );
    return new Map(
      rows.map((r) => [r.uid, { baseline: r.baseline, recent: r.recent, n: r.n, lastTs: r.last_ts }]),
    );
  }

  async save(orgId: string, baselines: Map<string, Baseline>): Promise<void> {
    if (baselines.size === 0) return;
    const entries = [...baselines.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
    await this.db.query(
      `INSERT INTO uid_baselines (org_id, uid, baseline, recent, n, last_ts)
       SELECT $1, * FROM unnest($2::text[], $3::real[], $4::real[], $5::integer[], $6::timestamptz[])
       ON CONFLICT (org_id, uid) DO UPDATE SET
         baseline = excluded.baseline, recent = excluded.recent, n = excluded.n, last_ts = excluded.last_ts`,
      [
        orgId,
        entries.map(([uid]) => uid),
        entries.map(([, b]) => b.baseline),
        entries.map(([, b]) => b.recent),
        entries.map(([, b]) => b.n),
        entries.map(([, b]) => b.lastTs),
      ],
    );
  }
}
