import type { Queryable } from '../../../shared/runtime/pool.js';

/**
 * Aggregation runs. A batch is in the pulse cache once a run of its organisation that started after the batch
 * was persisted has finished, so every run is recorded, and `started_at` is taken before the run's snapshot.
 */
export class AggregationRunsRepository {
  constructor(private readonly db: Queryable) {}

  /** Marks as failed the runs left `running` by a process that died; call holding the organisation's lock. */
  async abandonInterrupted(orgId: string, at: Date): Promise<number> {
    const { rowCount } = await this.db.query(
      `UPDATE aggregation_runs SET status = 'failed', finished_at = $2, error = 'interrupted'
        WHERE org_id = $1 AND status = 'running'`,
      [orgId, at],
    );
    return rowCount ?? 0;
  }

  async start(orgId: string, trigger: string, startedAt: Date): Promise<string> {
    const { rows } = await this.db.query<{ id: string }>(
      `INSERT INTO aggregation_runs (org_id, trigger, started_at, status) VALUES ($1, $2, $3, 'running')
       RETURNING id`,
      [orgId, trigger, startedAt],
    );
    return rows[0]!.id;
  }

  async finish(id: string, finishedAt: Date): Promise<void> {
    await this.db.query(`UPDATE aggregation_runs SET status = 'finished', finished_at = $2 WHERE id = $1`, [
      id,
      finishedAt,
    ]);
  }

  /** Records a failure; the message is the error's own and never carries signal content. */
  async fail(id: string, message: string, at: Date): Promise<void> {
    await this.db.query(
      `UPDATE aggregation_runs SET status = 'failed', finished_at = $2, error = $3 WHERE id = $1 AND status = 'running'`,
      [id, at, message.slice(0, 500)],
    );
  }
}
