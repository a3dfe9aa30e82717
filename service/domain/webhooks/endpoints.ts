import dns from 'node:dns';
import type {
  CreatedWebhookEndpoint,
  CreateWebhookRequest,
  Delivery,
  RotatedSecret,
  TestEventSent,
  WebhookEndpoint,
} from '../../../shared/contract/webhooks.js';
import type { Clock } from '../../../shared/runtime/clock.js';
import { type Pool, retryOnConflict, transaction } from '../../../shared/runtime/pool.js';
import type { SecretSealer } from '../../../shared/runtime/secret-sealer.js';
import type { ServiceConfig } from '../../config.js';
import type { Queues } from '../../jobs/queues.js';
import type { Org } from '../../store/repositories/orgs.repository.js';
import {
  type WebhookEndpointRecord,
  WebhookEndpointsRepository,
} from '../../store/repositories/webhook-endpoints.repository.js';
import { WebhookMessagesRepository } from '../../store/repositories/webhook-messages.repository.js';
import { Conflict, InvalidRequest, NotFound, TierRestricted } from '../errors.js';
import { tierHasModelB } from '../tiers.js';
import { DeliveryQueue } from './delivery-queue.js';
import { newMessageId, testEventBody } from './events.js';
import { generateSecretKey, secretText } from './secrets.js';
import {
  BlockedDestination,
  checkResolvedAddresses,
  checkWebhookUrl,
  type SsrfPolicy,
  ssrfPolicyFromConfig,
} from './ssrf.js';

/** Resolves a host name to its addresses; `null` when the name does not exist. */
export type Resolver = (host: string) => Promise<string[] | null>;

export const systemResolver: Resolver = async (host) => {
  try {
    return (await dns.promises.lookup(host, { all: true })).map((a) => a.address);
  } catch (err) {
    if ((err as { code?: string }).code === 'ENOTFOUND') return null;
    throw err;
  }
};

export interface WebhooksOptions {
  ssrf: SsrfPolicy;
  /** How long a rotated secret keeps signing beside the new one. */
  secretGraceMs: number;
  maxEndpointsPerOrg: number;
  resolve: Resolver;
  /** Seals signing keys before they are stored. */
  sealer: SecretSealer;
}

const DEFAULT_DELIVERIES_LIMIT = 50;
const MAX_ENDPOINTS_PER_ORG = 20;

export function toWebhookEndpoint(record: WebhookEndpointRecord): WebhookEndpoint {
  return {
    id: record.id,
    url: record.url,
    events: record.events,
    description: record.description,
    status: record.status,
    disabled_reason: record.disabledReason,
    failing_since: record.failingSince?.toISOString() ?? null,
    created_at: record.createdAt.toISOString(),
  };
}

function requireWebhookTier(org: Org) {
  if (!tierHasModelB(org.tier)) {
    throw new TierRestricted(
      `The ${org.tier} tier does not include webhooks; they come with Signal and Brain.`,
    );
  }
}

function badUrl(message: string): InvalidRequest {
  return new InvalidRequest(`The webhook URL is not allowed: ${message}`, [
    { in: 'body', path: '$.url', message },
  ]);
}

/** Registration and management of an organisation's webhook endpoints (admin, Signal and Brain tiers). */
export class WebhooksService {
  constructor(
    private readonly pool: Pool,
    private readonly clock: Clock,
    private readonly queue: DeliveryQueue,
    private readonly options: WebhooksOptions,
  ) {}

  async create(org: Org, request: CreateWebhookRequest): Promise<CreatedWebhookEndpoint> {
    requireWebhookTier(org);
    const url = await this.checkUrl(request.url);
    const key = generateSecretKey();
    const at = this.clock.now();
    const endpoint = await transaction(this.pool, async (client) => {
      const endpoints = new WebhookEndpointsRepository(client);
      // Serialises registrations of one organisation, so the limit holds under concurrent calls.
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`webhooks:${org.id}`]);
      if ((await endpoints.countByOrg(org.id)) >= this.options.maxEndpointsPerOrg) {
        throw new Conflict(
          `An organisation may have at most ${this.options.maxEndpointsPerOrg} webhook endpoints.`,
        );
      }
      const created = await endpoints.create({
        orgId: org.id,
        url,
        events: [...new Set(request.events)],
        description: request.description ?? null,
        at,
      });
      await endpoints.addSecret(org.id, created.id, this.options.sealer.sealBytes(key), at);
      return created;
    });
    return { ...toWebhookEndpoint(endpoint), secret: secretText(key) };
  }

  async list(org: Org): Promise<WebhookEndpoint[]> {
    requireWebhookTier(org);
    return (await new WebhookEndpointsRepository(this.pool).listByOrg(org.id)).map(toWebhookEndpoint);
  }

  async delete(org: Org, id: string): Promise<WebhookEndpoint> {
    requireWebhookTier(org);
    // The delete cascades to the endpoint's messages and attempts, which a delivery may be writing: should the
    // two deadlock, the delete runs again.
    const deleted = await retryOnConflict(() => new WebhookEndpointsRepository(this.pool).delete(org.id, id));
    if (!deleted) throw notFound(id);
    return toWebhookEndpoint(deleted);
  }

  /**
   * Turns a disabled endpoint (410, or five days of failures) back on once its receiver is fixed. Its URL is
   * checked again; events raised while it was disabled are not replayed, new ones are delivered.
   */
  async enable(org: Org, id: string): Promise<WebhookEndpoint> {
    requireWebhookTier(org);
    const repository = new WebhookEndpointsRepository(this.pool);
    const endpoint = await repository.find(org.id, id);
    if (!endpoint) throw notFound(id);
    await this.checkUrl(endpoint.url);
    const enabled = await repository.enable(org.id, id);
    if (!enabled) throw notFound(id);
    return toWebhookEndpoint(enabled);
  }

  /** A new current secret now; the previous one keeps signing too until the grace period ends. */
  async rotateSecret(org: Org, id: string): Promise<RotatedSecret> {
    requireWebhookTier(org);
    const key = generateSecretKey();
    const at = this.clock.now();
    const expiresAt = new Date(at.getTime() + this.options.secretGraceMs);
    await transaction(this.pool, async (client) => {
      const endpoints = new WebhookEndpointsRepository(client);
      if (!(await endpoints.lock(org.id, id))) throw notFound(id);
      await endpoints.retireCurrentSecret(org.id, id, at, expiresAt);
      await endpoints.addSecret(org.id, id, this.options.sealer.sealBytes(key), at);
    });
    return { id, secret: secretText(key), previous_secret_expires_at: expiresAt.toISOString() };
  }

  /** Queues a `webhook.test` event to the endpoint; its attempts show in the deliveries like any other. */
  async sendTest(org: Org, id: string): Promise<TestEventSent> {
    requireWebhookTier(org);
    const endpoint = await new WebhookEndpointsRepository(this.pool).find(org.id, id);
    if (!endpoint) throw notFound(id);
    if (endpoint.status !== 'active') {
      throw new Conflict(
        `Webhook endpoint ${id} is disabled (${endpoint.disabledReason}); enable it with POST /webhooks/${id}/enable.`,
      );
    }
    const at = this.clock.now();
    const scheduled = await new WebhookMessagesRepository(this.pool).insert([
      {
        id: newMessageId(),
        orgId: org.id,
        endpointId: id,
        outboxId: null,
        eventType: 'webhook.test',
        body: testEventBody(id, at),
        at,
      },
    ]);
    // Without Redis the message waits in PostgreSQL and the relay's sweeper enqueues it later.
    await this.queue.enqueue(scheduled).catch(() => {});
    return { message_id: scheduled[0]!.id };
  }

  async deliveries(org: Org, id: string, limit = DEFAULT_DELIVERIES_LIMIT): Promise<Delivery[]> {
    requireWebhookTier(org);
    if (!(await new WebhookEndpointsRepository(this.pool).find(org.id, id))) throw notFound(id);
    const attempts = await new WebhookMessagesRepository(this.pool).listAttempts(org.id, id, limit);
    return attempts.map((a) => ({
      id: a.id,
      message_id: a.messageId,
      event_type: a.eventType,
      attempt: a.attempt,
      attempted_at: a.attemptedAt.toISOString(),
      status_code: a.statusCode,
      duration_ms: a.durationMs,
      error: a.error,
      outcome: a.outcome,
    }));
  }

  /** The SSRF guard at registration: the URL itself, then every address its host name resolves to now. */
  private async checkUrl(raw: string): Promise<string> {
    try {
      const target = checkWebhookUrl(raw, this.options.ssrf);
      if (target.address === null) {
        const addresses = await this.options.resolve(target.host).catch(() => undefined);
        if (addresses === null) throw new BlockedDestination(`The host ${target.host} does not resolve.`);
        // A lookup failing for another reason (DNS away) is no verdict; every delivery checks again anyway.
        if (addresses !== undefined) checkResolvedAddresses(target.host, addresses, this.options.ssrf);
      }
      return target.url.toString();
    } catch (err) {
      if (err instanceof BlockedDestination) throw badUrl(err.message);
      throw err;
    }
  }
}

function notFound(id: string): NotFound {
  return new NotFound(`No webhook endpoint with id ${id}.`);
}

/** The service as configured; `resolve` is replaceable so that tests never query a real DNS server. */
export function createWebhooksService(deps: {
  config: ServiceConfig;
  pool: Pool;
  clock: Clock;
  queues: Queues;
  sealer: SecretSealer;
  resolve?: Resolver;
}): WebhooksService {
  return new WebhooksService(deps.pool, deps.clock, new DeliveryQueue(deps.queues, deps.clock), {
    ssrf: ssrfPolicyFromConfig(deps.config),
    secretGraceMs: deps.config.WEBHOOK_SECRET_GRACE_HOURS * 3_600_000,
    maxEndpointsPerOrg: MAX_ENDPOINTS_PER_ORG,
    resolve: deps.resolve ?? systemResolver,
    sealer: deps.sealer,
  });
}
