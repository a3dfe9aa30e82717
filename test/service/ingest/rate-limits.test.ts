import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrgsRepository } from '../../../service/store/repositories/orgs.repository.js';
import { startTestService, type TestService } from '../../support/harness.js';

describe('rate limits per API key', () => {
  let service: TestService;

  beforeAll(async () => {
    service = await startTestService({
      env: { RATE_LIMIT_BATCH_PER_MIN: '3', RATE_LIMIT_STREAM_PER_MIN: '5' },
    });
  });
  afterAll(() => service.close());

  it('should answer 429 with Retry-After past the batch limit, counting each key apart', async () => {
    const org = await service.createOrg('signal');
    const batch = (key: string) =>
      service.request('POST', '/v1/affective/ingest/batch', { key, body: { source: 's', texts: ['hello'] } });
    for (let i = 0; i < 3; i++) expect((await batch(org.ingestKey)).status).toBe(200);
    const limited = await batch(org.ingestKey);
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('rate_limited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    // Like every other answer of a limited call, the refusal carries the RateLimit-* headers.
    expect(limited.headers.get('ratelimit-limit')).toBe('3');
    expect(limited.headers.get('ratelimit-remaining')).toBe('0');
    expect(limited.headers.get('ratelimit-reset')).toBe(limited.headers.get('retry-after'));
    expect((await batch(org.adminKey)).status).toBe(200);
  });

  it('should count stream calls on their own budget', async () => {
    const org = await service.createOrg('signal');
    const stream = () =>
      service.request('POST', '/v1/affective/ingest/stream', {
        key: org.ingestKey,
        body: { uid: 'u', text: 'ok then' },
      });
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await stream()).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const batch = await service.request('POST', '/v1/affective/ingest/batch', {
      key: org.ingestKey,
      body: { source: 's', texts: ['separate budget'] },
    });
    expect(batch.status).toBe(200);
  });

  it('should count a large limit in slices and still stop at it', async () => {
    const org = await service.createOrg('signal');
    await new OrgsRepository(service.ctx.pool).setRateLimits(org.org.id, {
      batchPerMin: null,
      streamPerMin: 400,
    });
    const issued = await service.ctx.keys.issue(org.org.id, 'ingest');
    const stream = () =>
      service.request('POST', '/v1/affective/ingest/stream', {
        key: issued.key,
        body: { uid: 'u', text: 'fine thanks' },
      });
    const first = await stream();
    expect(first.headers.get('ratelimit-remaining')).toBe('399');
    // One Redis call took a slice of two calls (0.5% of 400).
    const counted = await service.ctx.redis.get(
      `${service.config.REDIS_PREFIX}:rate:stream:${issued.info.id}`,
    );
    expect(Number(counted)).toBe(2);
    const statuses: number[] = [];
    for (let i = 1; i < 401; i++) statuses.push((await stream()).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(399);
    expect(statuses.at(-1)).toBe(429);
  });

  it('should take one slice for a burst of calls that arrive together, not one each', async () => {
    const org = await service.createOrg('signal');
    await new OrgsRepository(service.ctx.pool).setRateLimits(org.org.id, {
      batchPerMin: null,
      streamPerMin: 20_000,
    });
    const issued = await service.ctx.keys.issue(org.org.id, 'ingest');
    const auth = await service.ctx.keys.authenticate(issued.key);
    // 300 calls at once: one slice of 100 (0.5% of 20,000) shared, then two more; without sharing, 300 slices
    // of 100 would ask for 30,000 and the later ones would be refused.
    const answers = await Promise.allSettled(
      Array.from({ length: 300 }, () => service.ctx.rateLimits.consume('stream', auth)),
    );
    expect(answers.filter((a) => a.status === 'rejected')).toEqual([]);
    const counted = await service.ctx.redis.get(
      `${service.config.REDIS_PREFIX}:rate:stream:${issued.info.id}`,
    );
    expect(Number(counted)).toBe(300);
  });

  it('should apply an organisation’s own limit', async () => {
    const org = await service.createOrg('signal');
    await new OrgsRepository(service.ctx.pool).setRateLimits(org.org.id, {
      batchPerMin: 1,
      streamPerMin: null,
    });
    const key = (await service.ctx.keys.issue(org.org.id, 'ingest')).key;
    const batch = () =>
      service.request('POST', '/v1/affective/ingest/batch', { key, body: { source: 's', texts: ['x'] } });
    expect((await batch()).headers.get('ratelimit-limit')).toBe('1');
    expect((await batch()).status).toBe(429);
  });
});
