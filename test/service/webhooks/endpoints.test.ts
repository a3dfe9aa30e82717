import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestOrg, type TestService } from '../../support/harness.js';
import { useFakeDns, waitFor } from './support.js';

const BASE = '/v1/affective/webhooks';

describe('webhook endpoints API', () => {
  let service: TestService;
  let signal: TestOrg;

  beforeAll(async () => {
    service = await startTestService();
    useFakeDns(service, {
      'hooks.example.com': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
      'internal.example.com': ['10.0.0.5'],
      'rebind.example.com': ['93.184.215.14', '127.0.0.1'],
      'metadata.example.com': ['169.254.169.254'],
      ...Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`h${i}.example.com`, ['93.184.215.14']])),
    });
    signal = await service.createOrg('signal');
  });
  afterAll(() => service.close());

  const create = (body: unknown, key = signal.adminKey) => service.request('POST', BASE, { key, body });

  it('should register an endpoint and show its whsec_ secret once', async () => {
    const reply = await create({
      url: 'https://hooks.example.com/affective',
      events: ['alert.crisis', 'alert.spike'],
      description: 'moderators',
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      url: 'https://hooks.example.com/affective',
      events: ['alert.crisis', 'alert.spike'],
      description: 'moderators',
      status: 'active',
      disabled_reason: null,
      failing_since: null,
    });
    expect(reply.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(reply.body.secret.slice(6), 'base64')).toHaveLength(32);

    const list = await service.request('GET', BASE, { key: signal.adminKey });
    expect(list.status).toBe(200);
    const listed = list.body.webhooks.find((w: { id: string }) => w.id === reply.body.id);
    expect(listed).toEqual({ ...reply.body, secret: undefined });
    expect(JSON.stringify(list.body)).not.toContain(reply.body.secret.slice(6));
  });

  it('should delete an endpoint and then not know it', async () => {
    const { body: created } = await create({
      url: 'https://hooks.example.com/gone',
      events: ['alert.spike'],
    });
    const deleted = await service.request('DELETE', `${BASE}/${created.id}`, { key: signal.adminKey });
    expect(deleted.status).toBe(200);
    expect(deleted.body.id).toBe(created.id);
    const again = await service.request('DELETE', `${BASE}/${created.id}`, { key: signal.adminKey });
    expect(again.status).toBe(404);
    expect(again.body.error.code).toBe('not_found');
  });

  it('should delete an endpoint even when a delivery writing its messages deadlocks with the delete', async () => {
    const { body: created } = await create({
      url: 'https://hooks.example.com/busy',
      events: ['alert.spike'],
    });
    const { pool } = service.ctx;
    await pool.query(
      `INSERT INTO webhook_messages (id, org_id, endpoint_id, event_type, body, status, created_at)
       SELECT 'msg_deadlock', org_id, id, 'alert.spike', '{}', 'pending', now() FROM webhook_endpoints WHERE id = $1`,
      [created.id],
    );
    // A delivery holds its message row, as the worker does while it records an attempt...
    const delivery = await pool.connect();
    try {
      await delivery.query('BEGIN');
      await delivery.query(`SELECT 1 FROM webhook_messages WHERE id = 'msg_deadlock' FOR UPDATE`);
      // ...the delete locks the endpoint and waits for that row to cascade into it...
      const deleting = service.request('DELETE', `${BASE}/${created.id}`, { key: signal.adminKey });
      await waitFor(async () => {
        const { rows } = await pool.query(
          `SELECT 1 FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock'
              AND query LIKE 'DELETE FROM webhook_endpoints%'`,
        );
        return rows.length > 0;
      }, 'the delete to wait for the message row');
      // ...and the delivery then needs the endpoint row: PostgreSQL breaks the cycle by failing the delete.
      const needEndpoint = delivery.query('SELECT 1 FROM webhook_endpoints WHERE id = $1 FOR UPDATE', [
        created.id,
      ]);
      const ended = await Promise.race([needEndpoint.then(() => 'delivery'), deleting.then(() => 'delete')]);
      expect(ended).toBe('delivery');
      await delivery.query('COMMIT');
      const deleted = await deleting;
      expect(deleted.status).toBe(200);
      expect(deleted.body.id).toBe(created.id);
    } finally {
      await delivery.query('ROLLBACK').catch(() => {});
      delivery.release();
    }
    const { rows } = await pool.query(`SELECT 1 FROM webhook_messages WHERE id = 'msg_deadlock'`);
    expect(rows).toEqual([]);
  });

  it('should rotate a secret, keeping the previous one for the grace period', async () => {
    const { body: created } = await create({
      url: 'https://hooks.example.com/rotate',
      events: ['alert.crisis'],
    });
    const rotated = await service.request('POST', `${BASE}/${created.id}/rotate-secret`, {
      key: signal.adminKey,
    });
    expect(rotated.status).toBe(200);
    expect(rotated.body.id).toBe(created.id);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(created.secret);
    const graceMs = Date.parse(rotated.body.previous_secret_expires_at) - Date.now();
    expect(graceMs).toBeGreaterThan(23 * 3_600_000);
    expect(graceMs).toBeLessThanOrEqual(24 * 3_600_000);
  });

  it('should list no deliveries for a new endpoint', async () => {
    const { body: created } = await create({
      url: 'https://hooks.example.com/new',
      events: ['alert.crisis'],
    });
    const reply = await service.request('GET', `${BASE}/${created.id}/deliveries`, { key: signal.adminKey });
    expect(reply).toMatchObject({ status: 200, body: { deliveries: [] } });
  });

  it.each([
    ['no url', { events: ['alert.crisis'] }, '$.url'],
    ['no events', { url: 'https://hooks.example.com/x' }, '$.events'],
    ['an empty events list', { url: 'https://hooks.example.com/x', events: [] }, '$.events'],
    ['an unknown event', { url: 'https://hooks.example.com/x', events: ['alert.other'] }, '$.events[0]'],
    ['a url that is no url', { url: 'not a url', events: ['alert.crisis'] }, '$.url'],
    ['an ftp url', { url: 'ftp://hooks.example.com/x', events: ['alert.crisis'] }, '$.url'],
    ['an unknown field', { url: 'https://hooks.example.com/x', events: ['alert.crisis'], x: 1 }, '$.x'],
  ])('should reject %s with 400', async (_name, body, path) => {
    const reply = await create(body);
    expect(reply.status).toBe(400);
    expect(reply.body.error.code).toBe('invalid_request');
    expect(reply.body.error.details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it.each([
    ['http when http is not allowed', 'http://hooks.example.com/x'],
    ['a loopback literal', 'https://127.0.0.1/x'],
    ['a private literal', 'https://10.1.2.3/x'],
    ['the cloud metadata address', 'https://169.254.169.254/latest/meta-data'],
    ['a decimal loopback', 'https://2130706433/x'],
    ['a hex loopback', 'https://0x7f000001/x'],
    ['an IPv4-mapped private address', 'https://[::ffff:192.168.1.1]/x'],
    ['IPv6 loopback', 'https://[::1]/x'],
    ['a unique-local IPv6 address', 'https://[fd00:ec2::254]/x'],
    ['credentials in the URL', 'https://user:pass@hooks.example.com/x'],
    ['a name resolving to a private address', 'https://internal.example.com/x'],
    ['a name resolving to a public and a loopback address', 'https://rebind.example.com/x'],
    ['a name resolving to the metadata address', 'https://metadata.example.com/x'],
    ['a name that does not resolve', 'https://nowhere.example.com/x'],
  ])('should refuse %s with 400 naming $.url', async (_name, url) => {
    const reply = await create({ url, events: ['alert.crisis'] });
    expect(reply.status).toBe(400);
    expect(reply.body.error.details).toEqual([{ in: 'body', path: '$.url', message: expect.any(String) }]);
  });

  it('should refuse every webhook endpoint to a pulse organisation with 403 tier_restricted', async () => {
    const pulse = await service.createOrg('pulse');
    const id = '00000000-0000-4000-8000-000000000000';
    const calls: [string, string][] = [
      ['POST', BASE],
      ['GET', BASE],
      ['DELETE', `${BASE}/${id}`],
      ['POST', `${BASE}/${id}/rotate-secret`],
      ['POST', `${BASE}/${id}/test`],
      ['GET', `${BASE}/${id}/deliveries`],
    ];
    for (const [method, path] of calls) {
      const body =
        method === 'POST' && path === BASE
          ? { url: 'https://x.example.com/', events: ['alert.spike'] }
          : undefined;
      const reply = await service.request(method, path, { key: pulse.adminKey, body });
      expect([path, reply.status, reply.body.error.code]).toEqual([path, 403, 'tier_restricted']);
    }
  });

  it('should refuse an ingest key with 403 forbidden', async () => {
    const reply = await service.request('GET', BASE, { key: signal.ingestKey });
    expect(reply.status).toBe(403);
    expect(reply.body.error.code).toBe('forbidden');
  });

  it('should answer 400 for a malformed endpoint id', async () => {
    const reply = await service.request('POST', `${BASE}/not-a-uuid/test`, { key: signal.adminKey });
    expect(reply.status).toBe(400);
    expect(reply.body.error.details[0].path).toBe('$.id');
  });

  it('should cap endpoints per organisation with 409', async () => {
    const org = await service.createOrg('brain');
    for (let i = 0; i < 20; i++) {
      expect(
        (await create({ url: `https://h${i}.example.com/`, events: ['alert.spike'] }, org.adminKey)).status,
      ).toBe(200);
    }
    const over = await create({ url: 'https://h20.example.com/', events: ['alert.spike'] }, org.adminKey);
    expect(over.status).toBe(409);
    expect(over.body.error.code).toBe('conflict');
  });

  it('should describe the endpoints in the OpenAPI document', async () => {
    const { body } = await service.request('GET', '/v1/affective/openapi.json');
    for (const path of [
      '/webhooks',
      '/webhooks/{id}',
      '/webhooks/{id}/rotate-secret',
      '/webhooks/{id}/test',
      '/webhooks/{id}/deliveries',
    ]) {
      expect(Object.keys(body.paths)).toContain(path);
    }
  });
});

describe('webhook endpoints of two organisations', () => {
  let service: TestService;
  let a: TestOrg;
  let b: TestOrg;
  let theirs: { id: string };

  beforeAll(async () => {
    service = await startTestService();
    useFakeDns(service, { 'b.example.com': ['93.184.215.14'] });
    a = await service.createOrg('signal');
    b = await service.createOrg('brain');
    theirs = (
      await service.request('POST', BASE, {
        key: b.adminKey,
        body: { url: 'https://b.example.com/hook', events: ['alert.crisis'] },
      })
    ).body;
  });
  afterAll(() => service.close());

  it("should neither list nor touch another organisation's endpoint", async () => {
    const mine = await service.request('GET', BASE, { key: a.adminKey });
    expect(mine.body.webhooks).toEqual([]);
    for (const [method, path] of [
      ['DELETE', `${BASE}/${theirs.id}`],
      ['POST', `${BASE}/${theirs.id}/rotate-secret`],
      ['POST', `${BASE}/${theirs.id}/test`],
      ['GET', `${BASE}/${theirs.id}/deliveries`],
    ] as const) {
      const reply = await service.request(method, path, { key: a.adminKey });
      expect([path, reply.status, reply.body.error.code]).toEqual([path, 404, 'not_found']);
    }
    const still = await service.request('GET', BASE, { key: b.adminKey });
    expect(still.body.webhooks.map((w: { id: string }) => w.id)).toEqual([theirs.id]);
  });
});
