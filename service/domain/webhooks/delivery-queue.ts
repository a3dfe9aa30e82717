import type { Clock } from '../../../shared/runtime/clock.js';
import type { Queues } from '../../jobs/queues.js';
import type { ScheduledMessage } from '../../store/repositories/webhook-messages.repository.js';

export const DELIVERY_BACKOFF_TYPE = 'webhook';

/**
 * BullMQ's own retry budget for a job. The delivery rules count attempts in PostgreSQL and end a message
 * themselves; this bound only stops a job that keeps failing for other reasons (PostgreSQL away), which the
 * sweeper then enqueues again.
 */
const JOB_ATTEMPTS = 25;

/** What a delivery job carries: names only, never the event body. */
export interface DeliveryJobData {
  orgId: string;
  messageId: string;
}

/**
 * Schedules delivery attempts on the `deliver-webhook` queue. The job id is the message id, so enqueuing a
 * message twice (a relay and a sweep racing) makes one job.
 */
export class DeliveryQueue {
  constructor(
    private readonly queues: Queues,
    private readonly clock: Clock,
  ) {}

  async enqueue(messages: ScheduledMessage[]): Promise<void> {
    if (messages.length === 0) return;
    const now = this.clock.now().getTime();
    await this.queues.get('deliver-webhook').addBulk(
      messages.map((message) => ({
        name: 'deliver',
        data: { orgId: message.orgId, messageId: message.id } satisfies DeliveryJobData,
        opts: {
          jobId: message.id,
          delay: Math.max(0, message.nextAttemptAt.getTime() - now),
          attempts: JOB_ATTEMPTS,
          backoff: { type: DELIVERY_BACKOFF_TYPE },
        },
      })),
    );
  }

  /**
   * Enqueues messages whose job is gone (Redis lost it) or ended while PostgreSQL still has them pending.
   * Jobs waiting, delayed or running are left alone. Returns how many were enqueued again.
   */
  async restore(messages: ScheduledMessage[]): Promise<number> {
    const queue = this.queues.get('deliver-webhook');
    const lost: ScheduledMessage[] = [];
    for (const message of messages) {
      const state = await queue.getJobState(message.id);
      if (state === 'completed' || state === 'failed') await queue.remove(message.id);
      if (state === 'unknown' || state === 'completed' || state === 'failed') lost.push(message);
    }
    await this.enqueue(lost);
    return lost.length;
  }
}
