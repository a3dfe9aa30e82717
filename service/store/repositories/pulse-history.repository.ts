import type { Queryable } from '../../../shared/runtime/pool.js';

/** One week of the health history: null score when the week's cohort could not be shown under the floor. */
export interface HistoryPoint {
  /** First and last UTC day of the week, `YYYY-MM-DD`. */
  from: string;
  to: string;
  score: number | null;
}

export interface LatestRun {
  runId: string;
  generatedAt: Date;
}

/** The cached weekly history, keyed by organisation and cohort, valid for one aggregation run. */
export class PulseHistoryRepository {
  constructor(private readonly db: Queryable) {}

  /** The run that wrote the pulse cache of the configuration version, if any. */
  async latestRun(orgId: string, configVersion: number): Promise<LatestRun | null> {
    const { rows } = await this.db.query<{ run_id: string; generated_at: Date }>(
      `SELECT run_id::text AS run_id, generated_at FROM pulse_cache
        WHERE org_id = $1 AND config_version = $2 ORDER BY generated_at DESC LIMIT 1`,
      [orgId, configVersion],
    );
    const row = rows[0];
    return row ? { runId: row.run_id, generatedAt: row.generated_at } : null;
  }

  async read(orgId: string, cohortKey: string, runId: string): Promise<HistoryPoint[] | null> {
    const { rows } = await this.db.query<{ points: HistoryPoint[] }>(
      'SELECT points FROM pulse_history WHERE org_id = $1 AND cohort_key = $2 AND run_id = $3',
      [orgId, cohortKey, runId],
    );
    return rows[0]?.points ?? null;
  }

  async write(orgId: string, cohortKey: string, runId: string, points: HistoryPoint[], at: Date) {
    await this.db.query(
      `INSERT INTO pulse_history (org_id, cohort_key, run_id, points, computed_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (org_id, cohort_key) DO UPDATE SET
         run_id = excluded.run_id, points = excluded.points, computed_at = excluded.computed_at`,
      [orgId, cohortKey, runId, JSON.stringify(points), at],
    );
  }
}
