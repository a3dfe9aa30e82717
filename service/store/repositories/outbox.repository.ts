import type { Queryable } from '../../../shared/runtime/pool.js';

export interface OutboxEvent {
  type: string;
  /** The complete event body that webhook delivery signs and sends. */
  payload: unknown;
}

/** Writers of the outbox. Call inside the transaction that makes the events true, so both commit or neither. */
export class OutboxWriter {
  constructor(private readonly db: Queryable) {}

  async append(orgId: string, events: OutboxEvent[]): Promise<void> {
    if (events.length === 0) return;
    await this.db.query(
      `INSERT INTO outbox (org_id, event_type, payload)
       SELECT $1, e.type, e.payload FROM unnest($2::text[], $3::jsonb[]) AS e(type, payload)`,
      [orgId, events.map((e) => e.type), events.map((e) => JSON.stringify(e.payload))],
    );
  }
}
