import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestOrg, type TestService } from '../../support/harness.js';

describe('organisation isolation', () => {
  let service: TestService;
  let a: TestOrg;
  let b: TestOrg;

  beforeAll(async () => {
    service = await startTestService();
    a = await service.createOrg('signal');
    b = await service.createOrg('brain');
    await service.request('POST', '/v1/affective/configure', { key: b.adminKey, body: { anon_floor: 42 } });
  });
  afterAll(() => service.close());

  it('should show each organisation only its own configuration', async () => {
    const mine = await service.request('GET', '/v1/affective/configure', { key: a.adminKey });
    const theirs = await service.request('GET', '/v1/affective/configure', { key: b.adminKey });
    expect(mine.body.anon_floor).toBe(10);
    expect(theirs.body.anon_floor).toBe(42);
    expect(mine.body.config_id).not.toBe(theirs.body.config_id);
  });

  it("should change only the caller's configuration", async () => {
    await service.request('POST', '/v1/affective/configure', { key: a.adminKey, body: { anon_floor: 15 } });
    const theirs = await service.request('GET', '/v1/affective/configure', { key: b.adminKey });
    expect(theirs.body.anon_floor).toBe(42);
  });

  it("should neither list nor revoke nor rotate another organisation's keys", async () => {
    const theirKeys = await service.request('GET', '/v1/affective/keys', { key: b.adminKey });
    const myKeys = await service.request('GET', '/v1/affective/keys', { key: a.adminKey });
    const theirIds = theirKeys.body.keys.map((k: { id: string }) => k.id);
    const myIds = myKeys.body.keys.map((k: { id: string }) => k.id);
    expect(myIds.some((id: string) => theirIds.includes(id))).toBe(false);

    const target = theirIds[0];
    const revoke = await service.request('DELETE', `/v1/affective/keys/${target}`, { key: a.adminKey });
    expect(revoke.status).toBe(404);
    const rotate = await service.request('POST', `/v1/affective/keys/${target}/rotate`, { key: a.adminKey });
    expect(rotate.status).toBe(404);
    expect((await service.request('GET', '/v1/affective/configure', { key: b.adminKey })).status).toBe(200);
  });

  it("should count only the caller's members in cohort_size", async () => {
    await service.request('PUT', '/v1/affective/cohort/members', {
      key: b.adminKey,
      body: { members: Array.from({ length: 12 }, (_, i) => ({ uid: `u${i}`, team: 'red' })) },
    });
    await service.ctx.pool.query('UPDATE members SET last_seen_at = now()');
    const mine = await service.request('POST', '/v1/affective/configure', {
      key: a.adminKey,
      body: { cohort_filters: { team: ['red'] } },
    });
    const theirs = await service.request('POST', '/v1/affective/configure', {
      key: b.adminKey,
      body: { cohort_filters: { team: ['red'] } },
    });
    expect(mine.body.cohort_size).toBe(0);
    expect(theirs.body.cohort_size).toBe(12);
  });
});
