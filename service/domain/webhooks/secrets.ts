import { randomBytes } from 'node:crypto';
import type { Pool } from '../../../shared/runtime/pool.js';
import { SEALED_TEXT_PREFIX, type SecretSealer } from '../../../shared/runtime/secret-sealer.js';
import { SECRET_PREFIX } from '../../../shared/webhooks/signature.js';
import { WebhookEndpointsRepository } from '../../store/repositories/webhook-endpoints.repository.js';

/** 32 random bytes: within the 24 to 64 the Standard Webhooks specification asks for. */
const SECRET_BYTES = 32;

export function generateSecretKey(): Buffer {
  return randomBytes(SECRET_BYTES);
}

/** The form customers see and receivers are given: `whsec_` and the base64 key. */
export function secretText(key: Buffer | string): string {
  return `${SECRET_PREFIX}${typeof key === 'string' ? key : key.toString('base64')}`;
}

/** A signing key from its stored form (see WebhookMessagesRepository.forDelivery). */
export function openStoredKey(sealer: SecretSealer, stored: string): Buffer {
  return stored.startsWith(SEALED_TEXT_PREFIX)
    ? sealer.openBytes(Buffer.from(stored.slice(SEALED_TEXT_PREFIX.length), 'base64'), true)
    : Buffer.from(stored, 'base64');
}

/**
 * Seals every signing key kept unsealed, and reseals those under a previous key, with the current SECRETS_KEY.
 * Idempotent and safe beside running processes: a row changed meanwhile is left for the next run. Returns how
 * many keys it rewrote; none without a key.
 */
export async function resealWebhookSecrets(pool: Pool, sealer: SecretSealer): Promise<number> {
  if (!sealer.enabled) return 0;
  const repository = new WebhookEndpointsRepository(pool);
  let rewritten = 0;
  for (const stored of await repository.allSecrets()) {
    if (!sealer.needsResealing(stored.bytes, stored.sealed)) continue;
    const plain = sealer.openBytes(stored.bytes, stored.sealed);
    await repository.replaceSecret(stored.id, stored, sealer.sealBytes(plain));
    rewritten++;
  }
  return rewritten;
}
