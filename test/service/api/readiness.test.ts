import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../support/harness.js';

describe('health and readiness', () => {
  let healthy: TestService;
  let noRedis: TestService;

  beforeAll(async () => {
    healthy = await startTestService();
    // Port 1 on loopback: nothing listens there, so every connection is refused.
    noRedis = await startTestService({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
  });
  afterAll(async () => {
    await healthy.close();
    await noRedis.close().catch(() => {});
  });

  it('should answer healthz while the process is up', async () => {
    expect(await healthy.request('GET', '/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect((await noRedis.request('GET', '/healthz')).status).toBe(200);
  });

  it('should be ready when PostgreSQL and Redis answer', async () => {
    const reply = await healthy.request('GET', '/readyz');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      ready: true,
      checks: {
        postgres: { ok: true },
        redis: expect.objectContaining({ ok: true, persistence: expect.any(String) }),
      },
    });
  });

  it('should answer 503 when Redis is unreachable', async () => {
    const reply = await noRedis.request('GET', '/readyz');
    expect(reply.status).toBe(503);
    expect(reply.body.ready).toBe(false);
    expect(reply.body.checks.postgres.ok).toBe(true);
    expect(reply.body.checks.redis.ok).toBe(false);
  });
});
