import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import {
  createWebhookReceiver,
  MemorySeenStore,
  signatureHeader,
  verifyWebhook,
  WebhookVerificationError,
} from '../../../shared/webhooks/index.js';

const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

const event = {
  type: 'alert.crisis',
  timestamp: '2026-03-01T10:00:00.000Z',
  data: {
    alert_id: '6f1c1e0e-8d1f-4a53-9d55-0c1a2b3c4d5e',
    severity: 'crisis',
    theme: 'self_harm',
    count: 1,
    delta: 3.5,
    recommended_action: 'Reach out to the member privately and share support resources.',
    source: 'general',
  },
};
const body = JSON.stringify(event);
const now = new Date('2026-03-01T10:00:05Z');
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** Headers signed by the standardwebhooks reference library, so the helper is checked against it. */
function signedByReference(secret: string, id = 'msg_1', at = now, payload = body) {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(seconds(at)),
    'webhook-signature': new Webhook(secret).sign(id, at, payload),
  };
}

function reasonOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (err) {
    if (err instanceof WebhookVerificationError) return err.reason;
    throw err;
  }
  return undefined;
}

describe('verifyWebhook', () => {
  it('should accept a delivery signed by the standardwebhooks library and return the typed event', () => {
    const secret = newSecret();
    const verified = verifyWebhook({ headers: signedByReference(secret), body, secrets: [secret], now });
    expect(verified).toEqual(event);
  });

  it('should produce the same signature as the standardwebhooks library', () => {
    const secret = newSecret();
    const at = new Date('2026-03-01T10:00:00Z');
    expect(signatureHeader([secret], 'msg_x', seconds(at), body)).toBe(
      new Webhook(secret).sign('msg_x', at, body),
    );
  });

  it('should accept any matching entry of a signature list and any of several secrets', () => {
    const [oldSecret, newer, unrelated] = [newSecret(), newSecret(), newSecret()];
    const headers = {
      'Webhook-Id': 'msg_2',
      'Webhook-Timestamp': String(seconds(now)),
      'Webhook-Signature': signatureHeader([newer, oldSecret], 'msg_2', seconds(now), body),
    };
    expect(verifyWebhook({ headers, body, secrets: [oldSecret], now }).type).toBe('alert.crisis');
    expect(verifyWebhook({ headers, body, secrets: [unrelated, newer], now }).type).toBe('alert.crisis');
    expect(reasonOf(() => verifyWebhook({ headers, body, secrets: [unrelated], now }))).toBe(
      'no_matching_signature',
    );
  });

  it('should read headers given as lists', () => {
    const secret = newSecret();
    const signed = signedByReference(secret);
    const headers = { ...signed, 'webhook-signature': ['v1,bm90IGl0', signed['webhook-signature']] };
    expect(verifyWebhook({ headers, body, secrets: [secret], now }).type).toBe('alert.crisis');
  });

  it('should reject a body changed after signing', () => {
    const secret = newSecret();
    const tampered = body.replace('"count":1', '"count":9');
    expect(
      reasonOf(() =>
        verifyWebhook({ headers: signedByReference(secret), body: tampered, secrets: [secret], now }),
      ),
    ).toBe('no_matching_signature');
  });

  it('should reject timestamps outside the tolerance, either way', () => {
    const secret = newSecret();
    const old = signedByReference(secret, 'msg_3', new Date(now.getTime() - 301_000));
    const future = signedByReference(secret, 'msg_4', new Date(now.getTime() + 301_000));
    expect(reasonOf(() => verifyWebhook({ headers: old, body, secrets: [secret], now }))).toBe(
      'timestamp_too_old',
    );
    expect(reasonOf(() => verifyWebhook({ headers: future, body, secrets: [secret], now }))).toBe(
      'timestamp_too_new',
    );
    expect(verifyWebhook({ headers: old, body, secrets: [secret], now, toleranceSeconds: 600 }).type).toBe(
      'alert.crisis',
    );
  });

  it('should name missing headers, a malformed timestamp, a bad secret and a body that is no event', () => {
    const secret = newSecret();
    const signed = signedByReference(secret);
    const { 'webhook-id': _, ...noId } = signed;
    expect(reasonOf(() => verifyWebhook({ headers: noId, body, secrets: [secret], now }))).toBe(
      'missing_headers',
    );
    expect(
      reasonOf(() =>
        verifyWebhook({ headers: { ...signed, 'webhook-timestamp': '12abc' }, body, secrets: [secret], now }),
      ),
    ).toBe('invalid_timestamp');
    expect(reasonOf(() => verifyWebhook({ headers: signed, body, secrets: ['whsec_'], now }))).toBe(
      'invalid_secret',
    );
    const notAnEvent = JSON.stringify({ type: 'something.else', data: {} });
    expect(
      reasonOf(() =>
        verifyWebhook({
          headers: signedByReference(secret, 'm', now, notAnEvent),
          body: notAnEvent,
          secrets: [secret],
          now,
        }),
      ),
    ).toBe('invalid_payload');
  });

  it('should drop fields the contract does not know', () => {
    const secret = newSecret();
    const extended = JSON.stringify({ ...event, data: { ...event.data, extra: 'x' } });
    const verified = verifyWebhook({
      headers: signedByReference(secret, 'msg_5', now, extended),
      body: extended,
      secrets: [secret],
      now,
    });
    expect(verified.data).not.toHaveProperty('extra');
  });
});

describe('createWebhookReceiver', () => {
  it('should report a redelivered webhook-id as a duplicate', async () => {
    const secret = newSecret();
    const receive = createWebhookReceiver({ secrets: () => [secret], seen: new MemorySeenStore() });
    const headers = signedByReference(secret, 'msg_dup', new Date());
    expect((await receive(headers, body)).duplicate).toBe(false);
    expect((await receive(headers, body)).duplicate).toBe(true);
    expect((await receive(signedByReference(secret, 'msg_other', new Date()), body)).duplicate).toBe(false);
  });

  it('should not remember a request that failed verification', async () => {
    const secret = newSecret();
    const seen = new MemorySeenStore();
    const receive = createWebhookReceiver({ secrets: async () => [secret], seen });
    const forged = signedByReference(newSecret(), 'msg_forged', new Date());
    await expect(receive(forged, body)).rejects.toBeInstanceOf(WebhookVerificationError);
    expect(await seen.has('msg_forged')).toBe(false);
  });
});

describe('MemorySeenStore', () => {
  it('should forget ids after the TTL', async () => {
    let clock = 0;
    const store = new MemorySeenStore({ ttlMs: 1_000, now: () => clock });
    await store.add('a');
    clock = 999;
    expect(await store.has('a')).toBe(true);
    clock = 1_000;
    expect(await store.has('a')).toBe(false);
  });

  it('should hold at most maxEntries, forgetting the oldest first', async () => {
    const store = new MemorySeenStore({ maxEntries: 3 });
    for (const id of ['a', 'b', 'c', 'd']) await store.add(id);
    expect(store.size).toBe(3);
    expect(await store.has('a')).toBe(false);
    expect(await store.has('d')).toBe(true);
  });
});
