import type { Queryable } from '../../../shared/runtime/pool.js';
import type { SeenStore } from '../../../shared/webhooks/index.js';

const UNIQUE_VIOLATION = '23505';

/**
 * Webhook ids already handled, in PostgreSQL so a restart or another connector process still knows them.
 * Give it a transaction's client to make `add` commit or roll back with the work the event caused.
 */
export class PgSeenStore implements SeenStore {
  constructor(private readonly db: Queryable) {}

  async has(id: string): Promise<boolean> {
    const { rowCount } = await this.db.query('SELECT 1 FROM connector.seen_webhooks WHERE webhook_id = $1', [
      id,
    ]);
    return rowCount === 1;
  }

  /** Throws DuplicateWebhookError when another process added the id first. */
  async add(id: string): Promise<void> {
    try {
      await this.db.query('INSERT INTO connector.seen_webhooks (webhook_id) VALUES ($1)', [id]);
    } catch (err) {
      if ((err as { code?: string }).code === UNIQUE_VIOLATION) throw new DuplicateWebhookError(id);
      throw err;
    }
  }

  /** Redeliveries stop well within two days (the service's retry schedule is about 28 hours). */
  async forgetOlderThan(cutoff: Date): Promise<number> {
    const { rowCount } = await this.db.query('DELETE FROM connector.seen_webhooks WHERE seen_at < $1', [
      cutoff,
    ]);
    return rowCount ?? 0;
  }
}

export class DuplicateWebhookError extends Error {
  constructor(readonly webhookId: string) {
    super('webhook already handled');
    this.name = 'DuplicateWebhookError';
  }
}

/** Platform event ids (Slack's `event_id`) claimed by the process that handles them. */
export class PlatformEventClaims {
  constructor(
    private readonly db: Queryable,
    private readonly platform: string,
  ) {}

  /** True for the first claim of an id; false for a retry or a repeat of an event already taken. */
  async claim(eventId: string): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `INSERT INTO connector.seen_platform_events (platform, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
      [this.platform, eventId],
    );
    return rowCount === 1;
  }

  /** Gives an id back when handling failed, so the platform's retry is handled. */
  async release(eventId: string): Promise<void> {
    await this.db.query('DELETE FROM connector.seen_platform_events WHERE platform = $1 AND event_id = $2', [
      this.platform,
      eventId,
    ]);
  }

  async forgetOlderThan(cutoff: Date): Promise<number> {
    const { rowCount } = await this.db.query(
      'DELETE FROM connector.seen_platform_events WHERE platform = $1 AND seen_at < $2',
      [this.platform, cutoff],
    );
    return rowCount ?? 0;
  }
}
