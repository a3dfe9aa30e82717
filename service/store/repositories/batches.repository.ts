import type { Queryable } from '../../../shared/runtime/pool.js';

export type BatchState = 'processed' | 'queued' | 'failed';

export interface BatchRecord {
  id: string;
  contentHash: Buffer;
  source: string;
  model: 'A' | 'B';
  status: BatchState;
  items: number;
  itemsAnalysed: number;
  itemsScrubbed: number;
  processedAt: Date;
  persistedAt: Date | null;
}

interface BatchRow {
  id: string;
  content_hash: Buffer;
  source: string;
  model: 'A' | 'B';
  status: BatchState;
  items: number;
  items_analysed: number;
  items_scrubbed: number;
  processed_at: Date;
  persisted_at: Date | null;
}

const COLUMNS =
  'id, content_hash, source, model, status, items, items_analysed, items_scrubbed, processed_at, persisted_at';

function toBatch(row: BatchRow): BatchRecord {
  return {
    id: row.id,
    contentHash: row.content_hash,
    source: row.source,
    model: row.model,
    status: row.status,
    items: row.items,
    itemsAnalysed: row.items_analysed,
    itemsScrubbed: row.items_scrubbed,
    processedAt: row.processed_at,
    persistedAt: row.persisted_at,
  };
}

export class BatchesRepository {
  constructor(private readonly db: Queryable) {}

  /** Inserts the batch unless its id is taken in this organisation; true when this call inserted it. */
  async insertIfAbsent(orgId: string, batch: BatchRecord): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `INSERT INTO batches (org_id, ${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (org_id, id) DO NOTHING`,
      [
        orgId,
        batch.id,
        batch.contentHash,
        batch.source,
        batch.model,
        batch.status,
        batch.items,
        batch.itemsAnalysed,
        batch.itemsScrubbed,
        batch.processedAt,
        batch.persistedAt,
      ],
    );
    return rowCount === 1;
  }

  /** Records a queued write's key; false when it was applied before. */
  async recordWrite(orgId: string, key: string): Promise<boolean> {
    const { rowCount } = await this.db.query(
      'INSERT INTO applied_writes (org_id, key) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [orgId, key],
    );
    return rowCount === 1;
  }

  async find(orgId: string, id: string): Promise<BatchRecord | null> {
    const { rows } = await this.db.query<BatchRow>(
      `SELECT ${COLUMNS} FROM batches WHERE org_id = $1 AND id = $2`,
      [orgId, id],
    );
    return rows[0] ? toBatch(rows[0]) : null;
  }

  /** A batch is in the pulse cache once a run of its organisation that started after it was persisted finished. */
  async isIncludedInCache(orgId: string, persistedAt: Date): Promise<boolean> {
    const { rows } = await this.db.query<{ included: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM aggregation_runs
                       WHERE org_id = $1 AND status = 'finished' AND started_at >= $2) AS included`,
      [orgId, persistedAt],
    );
    return rows[0]!.included;
  }

  async markFailed(orgId: string, batch: BatchRecord, reason: string): Promise<void> {
    await this.insertIfAbsent(orgId, { ...batch, status: 'failed', persistedAt: null });
    await this.db.query(
      `UPDATE batches SET status = 'failed', failed_reason = $3 WHERE org_id = $1 AND id = $2 AND status <> 'processed'`,
      [orgId, batch.id, reason],
    );
  }
}
