import type { Logger } from '../../shared/runtime/logger.js';
import type { Pool } from '../../shared/runtime/pool.js';
import type { SecretSealer } from '../../shared/runtime/secret-sealer.js';
import { InstallationsRepository } from './store/installations.repository.js';
import { WebhookEndpointsRepository } from './store/webhook-endpoints.repository.js';

/**
 * At start, seals the platform's installation records and the alert webhook secrets kept unsealed (or under a
 * previous key) with SECRETS_KEY. Safe with several connectors starting at once: a row changed meanwhile is
 * left as the other wrote it.
 */
export async function resealConnectorSecrets(options: {
  pool: Pool;
  platform: string;
  sealer: SecretSealer;
  logger: Logger;
}): Promise<void> {
  const { pool, platform, sealer, logger } = options;
  if (!sealer.enabled) return;
  const installations = await new InstallationsRepository(pool, platform, sealer).reseal();
  const endpoints = await new WebhookEndpointsRepository(pool, sealer).reseal();
  if (installations + endpoints > 0) {
    logger.info({ installations, webhookSecrets: endpoints }, 'stored secrets sealed under SECRETS_KEY');
  }
}
