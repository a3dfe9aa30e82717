import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadServiceConfig } from '../../../service/config.js';
import { openStoredKey } from '../../../service/domain/webhooks/secrets.js';
import { ConfigError } from '../../../shared/runtime/env.js';
import { SealedSecretError, SecretSealer, sealerFromConfig } from '../../../shared/runtime/secret-sealer.js';

describe('sealing secrets at rest', () => {
  const key = randomBytes(32);
  const sealer = new SecretSealer(key);
  const secret = randomBytes(32);

  it('should seal bytes so that only the key opens them, with a fresh IV each time', () => {
    const once = sealer.sealBytes(secret);
    const twice = sealer.sealBytes(secret);
    expect(once.sealed).toBe(true);
    expect(once.bytes.includes(secret)).toBe(false);
    expect(once.bytes.equals(twice.bytes)).toBe(false);
    expect(sealer.openBytes(once.bytes, true).equals(secret)).toBe(true);
  });

  it('should keep values as they are without a key, and read plain values with one', () => {
    const none = new SecretSealer(null);
    expect(none.enabled).toBe(false);
    expect(none.sealBytes(secret)).toEqual({ bytes: secret, sealed: false });
    expect(none.sealText('whsec_abc')).toBe('whsec_abc');
    expect(sealer.openText('whsec_abc')).toBe('whsec_abc');
    expect(sealer.openBytes(secret, false).equals(secret)).toBe(true);
  });

  it('should seal text as `sealed:` and base64, and open it again', () => {
    const stored = sealer.sealText('xoxb-token-123');
    expect(stored).toMatch(/^sealed:[A-Za-z0-9+/]+=*$/);
    expect(stored).not.toContain('xoxb');
    expect(sealer.openText(stored)).toBe('xoxb-token-123');
  });

  it('should open values of a previous key and say they need resealing', () => {
    const next = new SecretSealer(randomBytes(32), [key]);
    const old = sealer.sealBytes(secret);
    expect(next.openBytes(old.bytes, true).equals(secret)).toBe(true);
    expect(next.needsResealing(old.bytes, true)).toBe(true);
    expect(next.needsResealing(next.sealBytes(secret).bytes, true)).toBe(false);
    expect(next.needsResealing(secret, false)).toBe(true);
    expect(new SecretSealer(null).needsResealing(secret, false)).toBe(false);
    expect(next.needsResealingText('whsec_plain')).toBe(true);
    expect(next.needsResealingText(sealer.sealText('x'))).toBe(true);
    expect(next.needsResealingText(next.sealText('x'))).toBe(false);
  });

  it('should refuse, naming the variable, a value sealed under a key it does not have', () => {
    const { bytes } = sealer.sealBytes(secret);
    expect(() => new SecretSealer(null).openBytes(bytes, true)).toThrow(SealedSecretError);
    expect(() => new SecretSealer(randomBytes(32)).openBytes(bytes, true)).toThrow(/set SECRETS_KEY/);
    expect(() => openStoredKey(new SecretSealer(null), `sealed:${bytes.toString('base64')}`)).toThrow(
      /SECRETS_KEY/,
    );
  });

  it('should refuse a sealed value that was altered, rather than open it wrongly', () => {
    const { bytes } = sealer.sealBytes(secret);
    const altered = Buffer.from(bytes);
    altered[altered.length - 1]! ^= 1;
    expect(() => sealer.openBytes(altered, true)).toThrow(/integrity/);
    expect(() => sealer.openBytes(Buffer.from('not sealed'), true)).toThrow(SealedSecretError);
  });

  it('should read SECRETS_KEY and SECRETS_KEY_PREVIOUS, refusing keys that are not 32 bytes of base64', () => {
    const previous = randomBytes(32);
    const config = loadServiceConfig({
      SECRETS_KEY: key.toString('base64'),
      SECRETS_KEY_PREVIOUS: ` ${previous.toString('base64')} `,
    });
    const fromConfig = sealerFromConfig(config);
    expect(fromConfig.openBytes(sealer.sealBytes(secret).bytes, true).equals(secret)).toBe(true);
    expect(
      fromConfig.openBytes(new SecretSealer(previous).sealBytes(secret).bytes, true).equals(secret),
    ).toBe(true);

    let error: unknown;
    try {
      loadServiceConfig({ SECRETS_KEY: 'too-short', SECRETS_KEY_PREVIOUS: `${key.toString('base64')},nope` });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems.map((p) => p.split('=')[0])).toEqual([
      'SECRETS_KEY',
      'SECRETS_KEY_PREVIOUS',
    ]);
    expect((error as ConfigError).problems[0]).toContain('openssl rand -base64 32');
    expect((error as ConfigError).message).not.toContain('too-short');
  });
});
