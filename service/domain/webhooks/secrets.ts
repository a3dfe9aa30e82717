import { randomBytes } from 'node:crypto';
import { SECRET_PREFIX } from '../../../shared/webhooks/signature.js';

/** 32 random bytes: within the 24 to 64 the Standard Webhooks specification asks for. */
const SECRET_BYTES = 32;

export function generateSecretKey(): Buffer {
  return randomBytes(SECRET_BYTES);
}

/** The form customers see and receivers are given: `whsec_` and the base64 key. */
export function secretText(key: Buffer | string): string {
  return `${SECRET_PREFIX}${typeof key === 'string' ? key : key.toString('base64')}`;
}
