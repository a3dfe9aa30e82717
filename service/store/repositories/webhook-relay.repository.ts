import type { Tier } from '../../../shared/contract/common.js';
import type { Queryable } from '../../../shared/runtime/pool.js';

export interface OutboxRow {
  /** bigserial, as a string (`pg` returns int8 so). */
  id: string;
  orgId: string;
  orgTier: Tier;
  eventType: string;
  payload: unknown;
  createdAt: Date;
}

/** The relay's side of the outbox: claiming rows not yet relayed, and marking them. */
export class WebhookRelayRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * The oldest rows not yet relayed, locked until the transaction ends; rows another relay holds are skipped,
   * so several workers relay side by side. Call inside a transaction.
   */
  async claim(limit: number): Promise<OutboxRow[]> {
    const { rows } = await this.db.query<{
      id: string;
      org_id: string;
      tier: Tier;
      event_type: string;
      payload: unknown;
      created_at: Date;
    }>(
      `WITH claimed AS (
         SELECT id, org_id, event_type, payload, created_at FROM outbox
          WHERE relayed_at IS NULL ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED
       )
       SELECT c.id, c.org_id, o.tier, c.event_type, c.payload, c.created_at
         FROM claimed c JOIN orgs o ON o.id = c.org_id ORDER BY c.id`,
      [limit],
    );
    return rows.map((r) => ({
      id: r.id,
      orgId: r.org_id,
      orgTier: r.tier,
      eventType: r.event_type,
      payload: r.payload,
      createdAt: r.created_at,
    }));
  }

  async markRelayed(ids: string[], at: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.db.query('UPDATE outbox SET relayed_at = $2 WHERE id = ANY($1::bigint[])', [ids, at]);
  }

  async markUnrelayable(id: string, reason: string, at: Date): Promise<void> {
    await this.db.query('UPDATE outbox SET relayed_at = $2, relay_error = $3 WHERE id = $1', [
      id,
      at,
      reason,
    ]);
  }

  /** Forgets rows relayed before `before`; their messages hold all that is still needed. */
  async pruneRelayed(before: Date, limit: number): Promise<number> {
    const result = await this.db.query(
      `DELETE FROM outbox WHERE id IN (
         SELECT id FROM outbox WHERE relayed_at < $1 AND relay_error IS NULL LIMIT $2)`,
      [before, limit],
    );
    return result.rowCount ?? 0;
  }
}
