import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Reply, startTestService, type TestOrg, type TestService } from '../../support/harness.js';

function expectErrorBody(reply: Reply, status: number, code: string) {
  expect(reply.status).toBe(status);
  expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
  expect(Object.keys(reply.body)).toEqual(['error']);
  expect(Object.keys(reply.body.error).sort()).toEqual(['code', 'details', 'message', 'request_id']);
  expect(reply.body.error.code).toBe(code);
  expect(reply.body.error.message).toMatch(/^[A-Z].*\.$/);
  expect(reply.body.error.request_id).toBe(reply.headers.get('x-request-id'));
  expect(JSON.stringify(reply.body)).not.toMatch(/at .*\.(ts|js):\d+/);
}

describe('error bodies', () => {
  let service: TestService;
  let org: TestOrg;

  beforeAll(async () => {
    service = await startTestService();
    org = await service.createOrg('signal');
  });
  afterAll(() => service.close());

  it('should answer 400 invalid_request for malformed JSON', async () => {
    const reply = await service.request('POST', '/v1/affective/configure', {
      key: org.adminKey,
      raw: '{"anon_floor": ',
      headers: { 'content-type': 'application/json' },
    });
    expectErrorBody(reply, 400, 'invalid_request');
  });

  it('should answer 400 with the JSON path of each bad field', async () => {
    const reply = await service.request('POST', '/v1/affective/configure', {
      key: org.adminKey,
      body: { anon_floor: 3, svc_tone: 'loud' },
    });
    expectErrorBody(reply, 400, 'invalid_request');
    expect(reply.body.error.details).toEqual([
      { in: 'body', path: '$.anon_floor', message: expect.any(String) },
      { in: 'body', path: '$.svc_tone', message: expect.any(String) },
    ]);
  });

  it('should answer 400 for a malformed path parameter', async () => {
    const reply = await service.request('DELETE', '/v1/affective/keys/not-a-uuid', { key: org.adminKey });
    expectErrorBody(reply, 400, 'invalid_request');
    expect(reply.body.error.details[0]).toMatchObject({ in: 'path', path: '$.id' });
  });

  it('should answer 401 unauthorized without a key', async () => {
    expectErrorBody(await service.request('GET', '/v1/affective/configure'), 401, 'unauthorized');
  });

  it('should answer 403 forbidden for an ingest key on an admin route', async () => {
    const reply = await service.request('GET', '/v1/affective/keys', { key: org.ingestKey });
    expectErrorBody(reply, 403, 'forbidden');
  });

  it('should answer 404 not_found for an unknown route, with or without a key', async () => {
    expectErrorBody(await service.request('GET', '/v1/affective/nothing-here'), 404, 'not_found');
    expectErrorBody(await service.request('GET', '/elsewhere', { key: org.adminKey }), 404, 'not_found');
  });

  it('should answer 404 not_found for an unknown key id', async () => {
    const reply = await service.request('DELETE', '/v1/affective/keys/00000000-0000-4000-8000-000000000000', {
      key: org.adminKey,
    });
    expectErrorBody(reply, 404, 'not_found');
  });

  it('should answer 413 payload_too_large for a body over 2 MiB', async () => {
    const reply = await service.request('POST', '/v1/affective/configure', {
      key: org.adminKey,
      body: { svc_tone: 'x'.repeat(2 * 1024 * 1024 + 10) },
    });
    expectErrorBody(reply, 413, 'payload_too_large');
  });

  it('should answer 415 unsupported_media_type for a body that is not JSON', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const reply = await service.request('POST', '/v1/affective/configure', {
        key: org.adminKey,
        raw: 'anon_floor=12',
        headers: { 'content-type': type },
      });
      expectErrorBody(reply, 415, 'unsupported_media_type');
    }
  });

  it('should echo a sane X-Request-Id and replace an unsafe one', async () => {
    const echoed = await service.request('GET', '/v1/affective/configure', {
      key: org.adminKey,
      headers: { 'x-request-id': 'trace-123.abc' },
    });
    expect(echoed.headers.get('x-request-id')).toBe('trace-123.abc');
    const replaced = await service.request('GET', '/v1/affective/nope', {
      headers: { 'x-request-id': 'a b<c>' },
    });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(replaced.body.error.request_id).toBe(replaced.headers.get('x-request-id'));
  });

  it('should never log the Authorization header or the body', async () => {
    await service.request('POST', '/v1/affective/configure', {
      key: org.adminKey,
      body: { svc_tone: 'canary-tone-7f3a' },
    });
    const logs = service.logs.join('\n');
    expect(logs).not.toContain(org.adminKey);
    expect(logs).not.toContain('canary-tone-7f3a');
    expect(logs).toContain('"statusCode":400');
  });

  it('should log one line per request with its id, method, route and status, and none for health checks', async () => {
    const before = service.logs.length;
    await service.request('GET', '/v1/affective/pulse?window=30d&canary=q-5e1d', {
      key: org.adminKey,
      headers: { 'x-request-id': 'access-log-1' },
    });
    await service.request('GET', '/healthz');
    const lines = service.logs.slice(before).map((line) => JSON.parse(line));
    const access = lines.filter((line) => line.msg === 'request completed');
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({
      level: 30,
      req: { id: 'access-log-1', method: 'GET', route: '/v1/affective/pulse' },
      // The unknown query parameter is refused; its value must not reach the log either.
      res: { statusCode: 400 },
    });
    expect(access[0].responseTime).toEqual(expect.any(Number));
    expect(JSON.stringify(lines)).not.toContain('q-5e1d');
  });

  it('should log the route pattern of a request, never a uid or another path parameter', async () => {
    const before = service.logs.length;
    const uid = 'uid-canary-91c2';
    await service.request('POST', '/v1/affective/ingest/stream', {
      key: org.ingestKey,
      body: { uid, text: 'a quiet day' },
    });
    const erased = await service.request('DELETE', `/v1/affective/users/${uid}`, { key: org.adminKey });
    expect(erased.status).toBe(200);
    await service.request('DELETE', `/v1/affective/users/${uid}%ff`, { key: org.adminKey });
    await service.request('GET', `/v1/affective/no-such/${uid}`, { key: org.adminKey });
    const lines = service.logs.slice(before);
    expect(lines.join('\n')).not.toContain('canary-91c2');
    const routes = lines
      .map((line) => JSON.parse(line))
      .flatMap((line) => (line.req ? [line.req.route] : []));
    expect(routes).toEqual([
      '/v1/affective/ingest/stream',
      '/v1/affective/users/:uid',
      '/v1/affective/users/:uid',
      null,
    ]);
  });
});
