import type { StreamResult } from '../../../shared/contract/ingest.js';
import type { Queryable } from '../../../shared/runtime/pool.js';

/** How long an Idempotency-Key of a stream item holds (DESIGN §7). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 3_600_000;

/** The answers given to stream items sent with an Idempotency-Key, by the key's SHA-256 digest. */
export class StreamIdempotencyRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Takes the key for this write, or returns false when it is taken within its 24 hours (a concurrent
   * claim waits here for the first transaction, then finds the key taken). A key older than that starts over.
   */
  async claim(orgId: string, keyHash: Buffer, at: Date): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `INSERT INTO stream_idempotency (org_id, key_hash, created_at) VALUES ($1, $2, $3)
       ON CONFLICT (org_id, key_hash) DO UPDATE SET answer = NULL, created_at = EXCLUDED.created_at
        WHERE stream_idempotency.created_at <= EXCLUDED.created_at - $4 * interval '1 millisecond'`,
      [orgId, keyHash, at, IDEMPOTENCY_KEY_TTL_MS],
    );
    return rowCount === 1;
  }

  async answer(orgId: string, keyHash: Buffer, answer: StreamResult): Promise<void> {
    await this.db.query('UPDATE stream_idempotency SET answer = $3 WHERE org_id = $1 AND key_hash = $2', [
      orgId,
      keyHash,
      answer,
    ]);
  }

  /** The answer given for this key within its 24 hours, if any. */
  async find(orgId: string, keyHash: Buffer, now: Date): Promise<StreamResult | null> {
    const { rows } = await this.db.query<{ answer: StreamResult | null }>(
      `SELECT answer FROM stream_idempotency
        WHERE org_id = $1 AND key_hash = $2 AND created_at > $3::timestamptz - $4 * interval '1 millisecond'`,
      [orgId, keyHash, now, IDEMPOTENCY_KEY_TTL_MS],
    );
    return rows[0]?.answer ?? null;
  }
}
