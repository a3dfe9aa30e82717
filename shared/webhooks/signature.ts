import { createHmac, timingSafeEqual } from 'node:crypto';

/** Standard Webhooks signing secrets are base64 keys behind this prefix. */
export const SECRET_PREFIX = 'whsec_';

/** The key bytes of a `whsec_` secret (the prefix is optional, as in the reference libraries). */
export function secretKey(secret: string): Buffer {
  const encoded = secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret;
  const key = Buffer.from(encoded, 'base64');
  if (key.length === 0) throw new Error('The webhook secret is empty or not base64.');
  return key;
}

/** The HMAC-SHA256 of `${id}.${timestamp}.${body}`, as Standard Webhooks defines it. */
function digest(key: Buffer, id: string, timestampSeconds: number, body: string): Buffer {
  return createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest();
}

/** One `v1,<base64>` entry of the `webhook-signature` header. */
export function signatureFor(secret: string, id: string, timestampSeconds: number, body: string): string {
  return `v1,${digest(secretKey(secret), id, timestampSeconds, body).toString('base64')}`;
}

/** The whole `webhook-signature` header: one entry per secret, space-separated (several during rotation). */
export function signatureHeader(
  secrets: string[],
  id: string,
  timestampSeconds: number,
  body: string,
): string {
  return secrets.map((secret) => signatureFor(secret, id, timestampSeconds, body)).join(' ');
}

/** Whether any `v1` entry of `header` was made with the key, compared in constant time. */
export function headerHasSignature(
  header: string,
  key: Buffer,
  id: string,
  timestampSeconds: number,
  body: string,
): boolean {
  const expected = digest(key, id, timestampSeconds, body);
  return header.split(' ').some((entry) => {
    const [version, encoded] = entry.split(',', 2);
    if (version !== 'v1' || !encoded) return false;
    const presented = Buffer.from(encoded, 'base64');
    return presented.length === expected.length && timingSafeEqual(presented, expected);
  });
}
