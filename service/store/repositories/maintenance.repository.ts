import type { Queryable } from '../../../shared/runtime/pool.js';

export class MaintenanceRepository {
  constructor(private readonly db: Queryable) {}

  /** Makes the signal partitions of this month and the next `monthsAhead`. */
  async ensureSignalPartitions(now: Date, monthsAhead: number): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(
      `SELECT count(ensure_signal_partition((date_trunc('month', $1::timestamptz) + make_interval(months => m))::date))::int AS n
         FROM generate_series(0, $2::int) AS m`,
      [now, monthsAhead],
    );
    return rows[0]!.n;
  }

  /**
   * Deletes what is older than `before`: whole monthly partitions of signals where they lie entirely before
   * it, rows elsewhere; and expired flags and baselines of uids inactive since then. (The webhook relay prunes
   * the outbox rows it has handed on.)
   */
  async purge(before: Date, now: Date) {
    const { rows: partitions } = await this.db.query<{ name: string; upper: string }>(
      `SELECT c.relname AS name, substring(pg_get_expr(c.relpartbound, c.oid) FROM 'TO \\(''([^'']+)''\\)') AS upper
         FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
        WHERE i.inhparent = 'signals'::regclass`,
    );
    let dropped = 0;
    for (const partition of partitions) {
      if (partition.upper && new Date(partition.upper) <= before) {
        await this.db.query(`DROP TABLE IF EXISTS ${partition.name.replace(/[^a-z0-9_]/g, '')}`);
        dropped++;
      }
    }
    const signals = await this.db.query('DELETE FROM signals WHERE ts < $1', [before]);
    await this.db.query('DELETE FROM uid_baselines WHERE last_ts < $1', [before]);
    await this.db.query('DELETE FROM uid_flags WHERE expires_at < $1', [now]);
    await this.db.query('DELETE FROM batches WHERE processed_at < $1', [before]);
    await this.db.query('DELETE FROM uid_erasures WHERE erased_at < $1', [before]);
    await this.db.query(
      "DELETE FROM applied_writes WHERE applied_at < $1::timestamptz - interval '30 days'",
      [now],
    );
    await this.db.query(
      "DELETE FROM stream_idempotency WHERE created_at < $1::timestamptz - interval '24 hours'",
      [now],
    );
    return { partitionsDropped: dropped, signalsDeleted: signals.rowCount ?? 0 };
  }

  /** Organisations with batches stored since the day before yet not covered by a finished aggregation run. */
  async orgsWithUnaggregatedBatches(since: Date): Promise<string[]> {
    const { rows } = await this.db.query<{ org_id: string }>(
      `SELECT DISTINCT b.org_id FROM batches b
        WHERE b.persisted_at >= $1
          AND NOT EXISTS (SELECT 1 FROM aggregation_runs r
                           WHERE r.org_id = b.org_id AND r.status = 'finished' AND r.started_at >= b.persisted_at)`,
      [since],
    );
    return rows.map((r) => r.org_id);
  }
}
