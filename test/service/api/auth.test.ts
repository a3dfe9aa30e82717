import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateApiKey } from '../../../service/domain/api-key-format.js';
import type { Clock } from '../../../shared/runtime/clock.js';
import { startTestService, type TestOrg, type TestService } from '../../support/harness.js';

const HOUR = 3_600_000;

describe('authentication', () => {
  let now = new Date('2026-11-22T10:00:00Z');
  const clock: Clock = { now: () => now };
  let service: TestService;
  let acme: TestOrg;

  beforeAll(async () => {
    service = await startTestService({ clock, env: { KEY_ROTATION_GRACE_HOURS: '24' } });
    acme = await service.createOrg('signal');
  });
  afterAll(() => service.close());

  const getConfig = (headers: Record<string, string>) =>
    service.request('GET', '/v1/affective/configure', { headers });

  function expectUnauthorized(reply: Awaited<ReturnType<typeof getConfig>>) {
    expect(reply.status).toBe(401);
    expect(reply.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(reply.body.error.code).toBe('unauthorized');
    expect(reply.body.error.request_id).toBe(reply.headers.get('x-request-id'));
  }

  it('should reject a request without an Authorization header', async () => {
    expectUnauthorized(await getConfig({}));
  });

  it('should reject a scheme other than Bearer', async () => {
    expectUnauthorized(await getConfig({ authorization: `Basic ${acme.adminKey}` }));
  });

  it('should reject a malformed key', async () => {
    expectUnauthorized(await getConfig({ authorization: 'Bearer not-a-key' }));
  });

  it('should reject a key whose checksum does not match, before any lookup', async () => {
    const tampered = acme.adminKey.replace(/_(.)/, (_m, c: string) => `_${c === 'a' ? 'b' : 'a'}`);
    const flipped = `${acme.adminKey.slice(0, 12)}${acme.adminKey[12] === 'X' ? 'Y' : 'X'}${acme.adminKey.slice(13)}`;
    for (const key of [tampered, flipped]) {
      const reply = await getConfig({ authorization: `Bearer ${key}` });
      expectUnauthorized(reply);
      expect(reply.body.error.message).toMatch(/malformed/);
    }
  });

  it('should reject a well-formed key that was never issued', async () => {
    const reply = await getConfig({ authorization: `Bearer ${generateApiKey('admin').key}` });
    expectUnauthorized(reply);
    expect(reply.body.error.message).toMatch(/unknown/);
  });

  it('should accept an issued key of either role on a non-admin route', async () => {
    expect((await service.request('GET', '/v1/affective/configure', { key: acme.adminKey })).status).toBe(
      200,
    );
    expect((await service.request('GET', '/v1/affective/configure', { key: acme.ingestKey })).status).toBe(
      200,
    );
  });

  it('should forbid an ingest key on an admin route', async () => {
    const reply = await service.request('POST', '/v1/affective/configure', { key: acme.ingestKey, body: {} });
    expect(reply.status).toBe(403);
    expect(reply.body.error.code).toBe('forbidden');
  });

  it('should reject a revoked key at once', async () => {
    const { body: created } = await service.request('POST', '/v1/affective/keys', {
      key: acme.adminKey,
      body: { role: 'ingest', name: 'to revoke' },
    });
    expect((await getConfig({ authorization: `Bearer ${created.key}` })).status).toBe(200);
    const revoked = await service.request('DELETE', `/v1/affective/keys/${created.id}`, {
      key: acme.adminKey,
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body.revoked_at).not.toBeNull();
    expectUnauthorized(await getConfig({ authorization: `Bearer ${created.key}` }));
  });

  it('should keep a rotated key working during the grace period and reject it after', async () => {
    const { body: created } = await service.request('POST', '/v1/affective/keys', {
      key: acme.adminKey,
      body: { role: 'ingest' },
    });
    const rotated = await service.request('POST', `/v1/affective/keys/${created.id}/rotate`, {
      key: acme.adminKey,
    });
    expect(rotated.status).toBe(200);
    expect(rotated.body.new_key.key).toMatch(/^aff_ingest_/);
    expect(new Date(rotated.body.old_key.expires_at).getTime()).toBe(now.getTime() + 24 * HOUR);

    now = new Date(now.getTime() + 23 * HOUR);
    expect((await getConfig({ authorization: `Bearer ${created.key}` })).status).toBe(200);
    expect((await getConfig({ authorization: `Bearer ${rotated.body.new_key.key}` })).status).toBe(200);

    now = new Date(now.getTime() + 2 * HOUR);
    expectUnauthorized(await getConfig({ authorization: `Bearer ${created.key}` }));
    expect((await getConfig({ authorization: `Bearer ${rotated.body.new_key.key}` })).status).toBe(200);
  });

  it('should refuse to rotate a revoked key', async () => {
    const { body: created } = await service.request('POST', '/v1/affective/keys', {
      key: acme.adminKey,
      body: { role: 'ingest' },
    });
    await service.request('DELETE', `/v1/affective/keys/${created.id}`, { key: acme.adminKey });
    const reply = await service.request('POST', `/v1/affective/keys/${created.id}/rotate`, {
      key: acme.adminKey,
    });
    expect(reply.status).toBe(409);
    expect(reply.body.error.code).toBe('conflict');
  });

  it('should let a rotated admin key authenticate but neither create, rotate nor revoke keys', async () => {
    const { body: admin } = await service.request('POST', '/v1/affective/keys', {
      key: acme.adminKey,
      body: { role: 'admin' },
    });
    const { body: other } = await service.request('POST', '/v1/affective/keys', {
      key: acme.adminKey,
      body: { role: 'ingest' },
    });
    const rotated = await service.request('POST', `/v1/affective/keys/${admin.id}/rotate`, {
      key: acme.adminKey,
    });
    expect(rotated.status).toBe(200);
    const old = admin.key as string;
    expect((await service.request('GET', '/v1/affective/keys', { key: old })).status).toBe(200);
    const attempts = [
      await service.request('POST', '/v1/affective/keys', { key: old, body: { role: 'admin' } }),
      await service.request('POST', `/v1/affective/keys/${other.id}/rotate`, { key: old }),
      await service.request('DELETE', `/v1/affective/keys/${other.id}`, { key: old }),
      await service.request('DELETE', `/v1/affective/keys/${rotated.body.new_key.id}`, { key: old }),
    ];
    expect(attempts.map((r) => [r.status, r.body.error.code])).toEqual(
      Array.from({ length: 4 }, () => [403, 'forbidden']),
    );
    const successor = rotated.body.new_key.key as string;
    expect(
      (await service.request('POST', '/v1/affective/keys', { key: successor, body: { role: 'ingest' } }))
        .status,
    ).toBe(201);
  });

  it('should refuse to rotate a rotated key, so that a key never has two live successors', async () => {
    const { body: created } = await service.request('POST', '/v1/affective/keys', {
      key: acme.adminKey,
      body: { role: 'ingest' },
    });
    const rotate = () =>
      service.request('POST', `/v1/affective/keys/${created.id}/rotate`, { key: acme.adminKey });
    const racing = await Promise.all([rotate(), rotate(), rotate()]);
    expect(racing.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const again = await rotate();
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('conflict');
    const { body } = await service.request('GET', '/v1/affective/keys', { key: acme.adminKey });
    const successors = body.keys.filter(
      (k: { name: string | null; created_at: string; id: string }) =>
        k.id !== created.id && k.created_at >= created.created_at && k.name === created.name,
    );
    expect(successors.filter((k: { role: string }) => k.role === 'ingest')).toHaveLength(1);
  });

  it('should list keys without their secrets or hashes', async () => {
    const reply = await service.request('GET', '/v1/affective/keys', { key: acme.adminKey });
    expect(reply.status).toBe(200);
    expect(reply.body.keys.length).toBeGreaterThanOrEqual(2);
    const serialised = JSON.stringify(reply.body);
    expect(serialised).not.toContain(acme.adminKey);
    expect(serialised).not.toContain(acme.ingestKey);
    expect(Object.keys(reply.body.keys[0]).sort()).toEqual(
      ['created_at', 'expires_at', 'id', 'last_used_at', 'name', 'prefix', 'revoked_at', 'role'].sort(),
    );
  });

  it('should store only the SHA-256 hash of a key', async () => {
    const { rows } = await service.ctx.pool.query('SELECT * FROM api_keys');
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(acme.adminKey);
    expect(dump).not.toContain(acme.adminKey.split('_')[2]);
  });
});
