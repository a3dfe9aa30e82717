import type { Clock } from '../../../shared/runtime/clock.js';
import type { Logger } from '../../../shared/runtime/logger.js';
import { type Pool, transaction } from '../../../shared/runtime/pool.js';
import { WebhookEndpointsRepository } from '../../store/repositories/webhook-endpoints.repository.js';
import {
  type NewMessage,
  type ScheduledMessage,
  WebhookMessagesRepository,
} from '../../store/repositories/webhook-messages.repository.js';
import { WebhookRelayRepository } from '../../store/repositories/webhook-relay.repository.js';
import type { DeliveryQueue } from './delivery-queue.js';
import { eventBodyFromOutbox, newMessageId } from './events.js';

const DAY = 86_400_000;

export interface RelayOptions {
  /** Outbox rows claimed per transaction. */
  batchSize: number;
  /** A pending message this long past its attempt time is checked for a lost job. */
  overdueAfterMs: number;
  /** Finished messages (with their attempts) and relayed outbox rows are kept this long. */
  keepFinishedMs: number;
  keepRelayedMs: number;
}

export const DEFAULT_RELAY_OPTIONS: RelayOptions = {
  batchSize: 500,
  overdueAfterMs: 60_000,
  keepFinishedMs: 30 * DAY,
  keepRelayedMs: 7 * DAY,
};

/**
 * Turns outbox rows into webhook messages, one per active endpoint of the organisation subscribed to the
 * event's type, in one transaction with marking the rows relayed; then enqueues their delivery. PostgreSQL is
 * the record: a message whose enqueue failed, or whose job Redis lost, is found by `sweep` and enqueued again.
 */
export class OutboxRelay {
  constructor(
    private readonly pool: Pool,
    private readonly clock: Clock,
    private readonly queue: DeliveryQueue,
    private readonly logger: Logger,
    private readonly options: RelayOptions = DEFAULT_RELAY_OPTIONS,
  ) {}

  /** Relays one batch; returns the number of outbox rows it took (fewer than the batch size: none left). */
  async relayBatch(): Promise<number> {
    const now = this.clock.now();
    const { claimed, scheduled } = await transaction(this.pool, async (client) => {
      const outbox = new WebhookRelayRepository(client);
      const rows = await outbox.claim(this.options.batchSize);
      if (rows.length === 0) return { claimed: 0, scheduled: [] as ScheduledMessage[] };
      const endpoints = await new WebhookEndpointsRepository(client).activeOfOrgs([
        ...new Set(rows.map((r) => r.orgId)),
      ]);
      const messages: NewMessage[] = [];
      const relayed: string[] = [];
      for (const row of rows) {
        const event = eventBodyFromOutbox(row.eventType, row.payload, row.orgTier);
        if (!event.ok) {
          this.logger.error(
            { outboxId: row.id, eventType: row.eventType, reason: event.reason },
            'outbox row not relayable',
          );
          await outbox.markUnrelayable(row.id, event.reason, now);
          continue;
        }
        relayed.push(row.id);
        for (const endpoint of endpoints) {
          if (endpoint.orgId !== row.orgId || !endpoint.events.includes(event.eventType as never)) continue;
          messages.push({
            id: newMessageId(),
            orgId: row.orgId,
            endpointId: endpoint.id,
            outboxId: row.id,
            eventType: event.eventType,
            body: event.body,
            at: now,
          });
        }
      }
      const inserted = await new WebhookMessagesRepository(client).insert(messages);
      await outbox.markRelayed(relayed, now);
      return { claimed: rows.length, scheduled: inserted };
    });
    await this.enqueue(scheduled);
    return claimed;
  }

  /** Relays until the outbox has nothing left to relay. */
  async drain(): Promise<void> {
    while ((await this.relayBatch()) >= this.options.batchSize) {}
  }

  /** Enqueues again the pending messages that are overdue and whose job is gone; returns how many. */
  async sweep(): Promise<number> {
    const dueBefore = new Date(this.clock.now().getTime() - this.options.overdueAfterMs);
    const overdue = await new WebhookMessagesRepository(this.pool).overdue(dueBefore, 1_000);
    if (overdue.length === 0) return 0;
    const restored = await this.queue.restore(overdue);
    if (restored > 0)
      this.logger.warn({ restored }, 'webhook messages enqueued again after their job was lost');
    return restored;
  }

  /** Forgets finished messages and relayed outbox rows past their keeping time. */
  async prune(): Promise<void> {
    const now = this.clock.now().getTime();
    await new WebhookMessagesRepository(this.pool).pruneFinished(
      new Date(now - this.options.keepFinishedMs),
      10_000,
    );
    await new WebhookRelayRepository(this.pool).pruneRelayed(
      new Date(now - this.options.keepRelayedMs),
      10_000,
    );
  }

  private async enqueue(messages: ScheduledMessage[]): Promise<void> {
    try {
      await this.queue.enqueue(messages);
    } catch (err) {
      // The messages are safe in PostgreSQL; the sweeper enqueues them once Redis answers again.
      this.logger.warn(
        { pending: messages.length, err: { message: (err as Error).message } },
        'enqueue failed',
      );
    }
  }
}
