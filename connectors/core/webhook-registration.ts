import { AffectiveApiError, type AffectiveClient } from '../../shared/client/index.js';
import { ALERT_EVENT_TYPES, WEBHOOK_EVENT_TYPES } from '../../shared/contract/webhooks.js';
import type { Logger } from '../../shared/runtime/logger.js';
import { type Pool, transaction } from '../../shared/runtime/pool.js';
import type { SecretSealer } from '../../shared/runtime/secret-sealer.js';
import { WebhookEndpointsRepository } from './store/webhook-endpoints.repository.js';

/**
 * Makes sure the service delivers alerts to `url`, and returns a reader of the signing secrets to accept.
 * With an admin key the connector registers the endpoint itself (or finds it; when it has lost the secret
 * of an endpoint it finds, it rotates it; when the service disabled it, after a 410 or days of failures, it
 * enables it again, since the connector answering now is the fix); with an ingest key the operator registers it by hand and gives
 * the secret in AFFECTIVE_WEBHOOK_SECRET. Connectors starting together register once (advisory lock).
 */
export async function ensureWebhookEndpoint(options: {
  client: Pick<AffectiveClient, 'webhooks' | 'configuration'>;
  pool: Pool;
  url: string;
  logger: Logger;
  sealer: SecretSealer;
}): Promise<void> {
  const { client, url, logger } = options;
  try {
    await transaction(options.pool, async (db) => {
      await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`connector-webhook:${url}`]);
      const repository = new WebhookEndpointsRepository(db, options.sealer);
      const known = await repository.secretsFor(url);
      const { webhooks } = await client.webhooks.list();
      let registered =
        webhooks.find((w) => w.url === url && w.status === 'active') ?? webhooks.find((w) => w.url === url);
      if (registered && registered.status !== 'active') {
        logger.warn(
          { endpointId: registered.id, reason: registered.disabled_reason },
          'alert webhook was disabled by the service; enabling it again',
        );
        registered = await client.webhooks.enable(registered.id);
      }
      if (registered && known.some((k) => k.endpointId === registered.id)) {
        logger.info({ endpointId: registered.id }, 'alert webhook already registered');
        return;
      }
      if (registered) {
        const rotated = await client.webhooks.rotateSecret(registered.id);
        await repository.save(registered.id, url, rotated.secret);
        logger.info({ endpointId: registered.id }, 'alert webhook found; its secret was rotated');
        return;
      }
      // Direct support events exist for Brain organisations only.
      const { tier } = await client.configuration();
      const created = await client.webhooks.create({
        url,
        events: [...(tier === 'brain' ? WEBHOOK_EVENT_TYPES : ALERT_EVENT_TYPES)],
        description: 'Chat connector: crisis banners and spike counters',
      });
      await repository.save(created.id, url, created.secret);
      logger.info({ endpointId: created.id }, 'alert webhook registered');
    });
  } catch (err) {
    if (err instanceof AffectiveApiError && (err.status === 403 || err.status === 401)) {
      logger.warn(
        { code: err.code },
        'this API key may not register webhooks: register the endpoint as an admin and set AFFECTIVE_WEBHOOK_SECRET',
      );
      return;
    }
    throw err;
  }
}

/** The secrets alerts may be signed with: the configured one and those of endpoints registered for `url`. */
export function webhookSecrets(options: {
  pool: Pool;
  url: string | undefined;
  configured: string | undefined;
  sealer: SecretSealer;
}): () => Promise<string[]> {
  const repository = new WebhookEndpointsRepository(options.pool, options.sealer);
  return async () => {
    const stored = options.url ? (await repository.secretsFor(options.url)).map((s) => s.secret) : [];
    return options.configured ? [options.configured, ...stored] : stored;
  };
}
