import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** Envelope: magic, key id (first 4 bytes of the key's SHA-256), 12-byte IV, 16-byte GCM tag, ciphertext. */
const MAGIC = Buffer.from('AFS1');
const ID_BYTES = 4;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = MAGIC.length + ID_BYTES + IV_BYTES + TAG_BYTES;
/** Marks a sealed value kept in a text column, where a plain one never starts like this. */
export const SEALED_TEXT_PREFIX = 'sealed:';

export class SealedSecretError extends Error {}

/** A `SECRETS_KEY` value: 32 bytes in base64, as `openssl rand -base64 32` prints them. */
export function parseSecretsKey(value: string): Buffer | null {
  const key = Buffer.from(value, 'base64');
  return key.length === 32 && /^[A-Za-z0-9+/]+=*$/.test(value.trim()) ? key : null;
}

const keyId = (key: Buffer) => createHash('sha256').update(key).digest().subarray(0, ID_BYTES);

/**
 * Seals secrets kept at rest (webhook signing keys, platform tokens) with AES-256-GCM under `SECRETS_KEY`.
 * Without a key, values are kept as they are. `previous` keys only open: a value sealed under one of them is
 * resealed under the current key by `needsResealing` callers. Opening a sealed value with no key that fits
 * fails with a sentence saying which variable to set, never with a wrong plaintext.
 */
export class SecretSealer {
  private readonly current: { id: Buffer; key: Buffer } | null;
  private readonly keys: Map<string, Buffer>;

  constructor(current: Buffer | null, previous: Buffer[] = []) {
    this.current = current ? { id: keyId(current), key: current } : null;
    this.keys = new Map(
      [...(current ? [current] : []), ...previous].map((k) => [keyId(k).toString('hex'), k]),
    );
  }

  get enabled(): boolean {
    return this.current !== null;
  }

  /** The bytes to store, and whether they are sealed. */
  sealBytes(plain: Buffer): { bytes: Buffer; sealed: boolean } {
    if (!this.current) return { bytes: plain, sealed: false };
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.current.key, iv);
    cipher.setAAD(MAGIC);
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return { bytes: Buffer.concat([MAGIC, this.current.id, iv, cipher.getAuthTag(), body]), sealed: true };
  }

  openBytes(bytes: Buffer, sealed: boolean): Buffer {
    if (!sealed) return bytes;
    if (bytes.length < HEADER_BYTES || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) {
      throw new SealedSecretError('A stored secret is marked sealed but is not a sealed value.');
    }
    const id = bytes.subarray(MAGIC.length, MAGIC.length + ID_BYTES);
    const key = this.keys.get(id.toString('hex'));
    if (!key) {
      throw new SealedSecretError(
        `A stored secret is sealed under a key this process does not have (key id ${id.toString('hex')}); set SECRETS_KEY (or SECRETS_KEY_PREVIOUS) to that key.`,
      );
    }
    const ivAt = MAGIC.length + ID_BYTES;
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(ivAt, ivAt + IV_BYTES));
    decipher.setAAD(MAGIC);
    decipher.setAuthTag(bytes.subarray(ivAt + IV_BYTES, HEADER_BYTES));
    try {
      return Buffer.concat([decipher.update(bytes.subarray(HEADER_BYTES)), decipher.final()]);
    } catch {
      throw new SealedSecretError('A stored secret failed its integrity check: it was altered or damaged.');
    }
  }

  /** For text columns: `sealed:` and the base64 envelope, or the text itself without a key. */
  sealText(plain: string): string {
    const { bytes, sealed } = this.sealBytes(Buffer.from(plain, 'utf8'));
    return sealed ? `${SEALED_TEXT_PREFIX}${bytes.toString('base64')}` : plain;
  }

  openText(stored: string): string {
    if (!stored.startsWith(SEALED_TEXT_PREFIX)) return stored;
    return this.openBytes(Buffer.from(stored.slice(SEALED_TEXT_PREFIX.length), 'base64'), true).toString(
      'utf8',
    );
  }

  /** True when a key is configured and the value is plain or sealed under another key. */
  needsResealing(bytes: Buffer, sealed: boolean): boolean {
    if (!this.current) return false;
    return !sealed || !bytes.subarray(MAGIC.length, MAGIC.length + ID_BYTES).equals(this.current.id);
  }

  needsResealingText(stored: string): boolean {
    if (!stored.startsWith(SEALED_TEXT_PREFIX)) return this.enabled;
    return this.needsResealing(Buffer.from(stored.slice(SEALED_TEXT_PREFIX.length), 'base64'), true);
  }
}

/** The sealer a process's environment asks for (`SECRETS_KEY`, and `SECRETS_KEY_PREVIOUS` while rotating). */
export function sealerFromConfig(config: {
  SECRETS_KEY?: string;
  SECRETS_KEY_PREVIOUS?: string;
}): SecretSealer {
  const parse = (value: string | undefined) => (value ? parseSecretsKey(value) : null);
  const previous = (config.SECRETS_KEY_PREVIOUS ?? '')
    .split(',')
    .map((v) => parse(v.trim()))
    .filter((k): k is Buffer => k !== null);
  return new SecretSealer(parse(config.SECRETS_KEY), previous);
}
