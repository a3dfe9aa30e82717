import type { Job, WorkerOptions } from 'bullmq';
import type { ServiceContext } from '../context.js';
import { WebhookDelivery } from '../domain/webhooks/delivery.js';
import { DELIVERY_BACKOFF_TYPE, type DeliveryJobData } from '../domain/webhooks/delivery-queue.js';
import { DEFAULT_DELIVERY_POLICY } from '../domain/webhooks/retry.js';
import { ssrfPolicyFromConfig } from '../domain/webhooks/ssrf.js';
import { HttpTransport } from '../domain/webhooks/transport.js';
import type { JobHandler } from './registry.js';

/** Thrown to have BullMQ run the job again after `delayMs`, the wait the delivery rules chose. */
export class RetryDelivery extends Error {
  constructor(readonly delayMs: number) {
    super(`delivery attempt failed; next attempt in ${delayMs} ms`);
    this.name = 'RetryDelivery';
  }
}

/** For errors other than a failed attempt (PostgreSQL away): 2 s, doubling, at most a minute. */
const unexpectedErrorDelay = (attemptsMade: number) => Math.min(60_000, 1_000 * 2 ** attemptsMade);

/**
 * Attempts in flight per worker. Most of an attempt is waiting (on the receiver, up to the timeout), and
 * PostgreSQL work is batched across attempts, so many slots cost little and keep one slow receiver from
 * holding up the others.
 */
const DELIVERY_CONCURRENCY = 200;

export function createWebhookDelivery(ctx: ServiceContext): WebhookDelivery {
  return new WebhookDelivery(
    ctx.pool,
    ctx.clock,
    new HttpTransport(ssrfPolicyFromConfig(ctx.config), ctx.config.WEBHOOK_TIMEOUT_MS, () => ctx.clock.now()),
    DEFAULT_DELIVERY_POLICY,
    ctx.logger,
    ctx.sealer,
  );
}

/** Delivers one webhook message per job; the job id is the message id (its `webhook-id`). */
export function deliverWebhookHandler(
  ctx: ServiceContext,
  options: { delivery?: WebhookDelivery; concurrency?: number; workerOptions?: Partial<WorkerOptions> } = {},
): JobHandler {
  const delivery = options.delivery ?? createWebhookDelivery(ctx);
  return {
    queue: 'deliver-webhook',
    concurrency: options.concurrency ?? DELIVERY_CONCURRENCY,
    async process(job: Job<DeliveryJobData>) {
      const outcome = await delivery.attempt(job.data.orgId, job.data.messageId);
      if (outcome.kind === 'retry') throw new RetryDelivery(outcome.delayMs);
      return outcome.kind;
    },
    workerOptions: {
      ...options.workerOptions,
      settings: {
        backoffStrategy: (attemptsMade, type, err) => {
          if (type !== DELIVERY_BACKOFF_TYPE) return unexpectedErrorDelay(attemptsMade);
          return err instanceof RetryDelivery ? err.delayMs : unexpectedErrorDelay(attemptsMade);
        },
      },
    },
  };
}
