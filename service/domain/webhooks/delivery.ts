import type { Clock } from '../../../shared/runtime/clock.js';
import type { Logger } from '../../../shared/runtime/logger.js';
import { type Pool, transaction } from '../../../shared/runtime/pool.js';
import type { SecretSealer } from '../../../shared/runtime/secret-sealer.js';
import { signatureHeader } from '../../../shared/webhooks/signature.js';
import { WebhookEndpointsRepository } from '../../store/repositories/webhook-endpoints.repository.js';
import {
  type AttemptInput,
  type MessageForDelivery,
  WebhookMessagesRepository,
} from '../../store/repositories/webhook-messages.repository.js';
import { MicroBatcher } from './micro-batcher.js';
import { type DeliveryPolicy, honoursRetryAfter, nextRetryDelay, verdictOf } from './retry.js';
import { openStoredKey, secretText } from './secrets.js';
import type { PostResult, WebhookTransport } from './transport.js';

const USER_AGENT = 'Affective-Webhooks/1';

/** How one run of a delivery job ended. `retry` asks the queue to run it again after `delayMs`. */
export type DeliveryOutcome =
  | { kind: 'delivered' }
  | { kind: 'retry'; delayMs: number }
  | { kind: 'dead_lettered' }
  | { kind: 'skipped'; reason: string };

function describeFailure(result: PostResult): string {
  if (result.error !== null) return result.error;
  const code = result.statusCode!;
  return code >= 300 && code < 400 ? `HTTP ${code} (redirects are not followed)` : `HTTP ${code}`;
}

/**
 * One delivery attempt of one message: sign it afresh (the `webhook-id` stays, the timestamp is now), send it,
 * record the attempt, and decide what follows (done, a later attempt, dead letter, endpoint disabled).
 * PostgreSQL holds the attempt count, so the decision survives a lost queue.
 */
export class WebhookDelivery {
  /** Many jobs run at once: their reads and their success records go to PostgreSQL in shared statements. */
  private readonly loads: MicroBatcher<{ orgId: string; id: string; at: Date }, MessageForDelivery | null>;
  private readonly deliveries: MicroBatcher<{ orgId: string; id: string; attempt: AttemptInput }, undefined>;

  constructor(
    private readonly pool: Pool,
    private readonly clock: Clock,
    private readonly transport: WebhookTransport,
    private readonly policy: DeliveryPolicy,
    private readonly logger: Logger,
    private readonly sealer: SecretSealer,
  ) {
    const messages = new WebhookMessagesRepository(pool);
    this.loads = new MicroBatcher((keys) => messages.forDelivery(keys));
    this.deliveries = new MicroBatcher(async (records) => {
      await messages.recordDelivered(records);
      return records.map(() => undefined);
    });
  }

  async attempt(orgId: string, messageId: string): Promise<DeliveryOutcome> {
    const attemptedAt = this.clock.now();
    const message = await this.loads.add({ orgId, id: messageId, at: attemptedAt });
    if (!message) return { kind: 'skipped', reason: 'message or endpoint deleted' };
    if (message.status !== 'pending') return { kind: 'skipped', reason: `message ${message.status}` };
    if (message.endpointStatus !== 'active') {
      await new WebhookMessagesRepository(this.pool).cancel(orgId, messageId, attemptedAt);
      return { kind: 'skipped', reason: 'endpoint disabled' };
    }

    const result = await this.send(message, attemptedAt);
    const delivered = verdictOf(result.statusCode) === 'delivered';
    const attempt: AttemptInput = {
      attemptedAt,
      statusCode: result.statusCode,
      durationMs: result.durationMs,
      error: delivered ? null : describeFailure(result),
    };
    if (delivered) {
      await this.deliveries.add({ orgId, id: messageId, attempt });
      return { kind: 'delivered' };
    }
    return this.recordFailure(message, attempt, result);
  }

  private send(message: MessageForDelivery, at: Date): Promise<PostResult> {
    const timestamp = Math.floor(at.getTime() / 1000);
    return this.transport.post(
      message.url,
      {
        'content-type': 'application/json',
        'user-agent': USER_AGENT,
        'webhook-id': message.id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signatureHeader(
          message.secrets.map((stored) => secretText(openStoredKey(this.sealer, stored))),
          message.id,
          timestamp,
          message.body,
        ),
      },
      message.body,
    );
  }

  private async recordFailure(
    message: MessageForDelivery,
    attempt: AttemptInput,
    result: PostResult,
  ): Promise<DeliveryOutcome> {
    const { orgId, id, endpointId } = message;
    const at = attempt.attemptedAt;
    const decision = await transaction<{ outcome: DeliveryOutcome; disableReason: string | null }>(
      this.pool,
      async (client) => {
        const messages = new WebhookMessagesRepository(client);
        const endpoints = new WebhookEndpointsRepository(client);
        const current = await messages.lock(orgId, id);
        if (!current) return { outcome: { kind: 'skipped', reason: 'message deleted' }, disableReason: null };
        if (current.status !== 'pending') {
          // A concurrent run finished the message; this attempt is still on record.
          await messages.recordFailed(orgId, id, attempt, { status: 'unchanged' });
          return { outcome: { kind: 'skipped', reason: `message ${current.status}` }, disableReason: null };
        }
        const failingSince = await endpoints.markFailing(orgId, endpointId, at);
        let disableReason: string | null = null;
        if (verdictOf(result.statusCode) === 'gone') {
          disableReason = 'The endpoint answered 410 Gone.';
        } else if (
          failingSince &&
          at.getTime() - failingSince.getTime() >= this.policy.disableAfterFailingMs
        ) {
          const days = Math.round(this.policy.disableAfterFailingMs / 86_400_000);
          disableReason = `Every attempt since ${failingSince.toISOString()} failed (${days} days or more); the last: ${attempt.error}.`;
        }
        const delayMs = disableReason
          ? null
          : nextRetryDelay(
              this.policy,
              current.attempts + 1,
              honoursRetryAfter(result.statusCode) ? result.retryAfterMs : null,
            );
        if (delayMs === null) {
          await messages.recordFailed(orgId, id, attempt, { status: 'dead_lettered' });
        } else {
          const nextAttemptAt = new Date(at.getTime() + delayMs);
          await messages.recordFailed(orgId, id, attempt, { status: 'pending', nextAttemptAt });
        }
        if (disableReason) await endpoints.disable(orgId, endpointId, disableReason, at);
        return {
          outcome: delayMs === null ? { kind: 'dead_lettered' } : { kind: 'retry', delayMs },
          disableReason,
        };
      },
    );
    if (decision.disableReason) {
      // Outside the transaction: the endpoint is already disabled, so any message missed here is cancelled
      // when its own job runs.
      const cancelled = await new WebhookMessagesRepository(this.pool).cancelPendingOfEndpoint(
        orgId,
        endpointId,
        at,
      );
      this.logger.warn({ orgId, endpointId, cancelled }, 'webhook endpoint disabled');
    }
    return decision.outcome;
  }
}
