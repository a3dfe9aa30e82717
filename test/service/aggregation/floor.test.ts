import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestOrg, type TestService } from '../../support/harness.js';
import { insertSignals, items, people, setTeam, TestClock } from './support/signals.js';

describe('the anonymity floor on GET /pulse', () => {
  let service: TestService;
  const clock = new TestClock();

  beforeAll(async () => {
    service = await startTestService({ clock });
  });
  afterAll(() => service.close());

  const aggregate = async (org: TestOrg) => {
    const reply = await service.request('POST', '/v1/affective/aggregate', { key: org.adminKey });
    expect(reply.status).toBe(200);
    return reply.body;
  };
  const pulse = async (org: TestOrg, query = 'window=7d') => {
    const reply = await service.request('GET', `/v1/affective/pulse?${query}`, { key: org.ingestKey });
    expect(reply.status).toBe(200);
    return reply.body;
  };
  const cachedResults = async (org: TestOrg) =>
    (await service.ctx.pool.query('SELECT result FROM pulse_cache WHERE org_id = $1', [org.org.id])).rows.map(
      (r) => r.result,
    );

  it('should surface nothing for 9 people and everything for 10', async () => {
    const org = await service.createOrg('signal');
    await insertSignals(
      service.ctx.pool,
      org.org.id,
      people('p', 9, { mood: 'joy', states: ['gratitude'], topics: ['events'] }),
    );
    await aggregate(org);
    const nine = await pulse(org);
    expect(nine).toMatchObject({
      status: 'below_floor',
      community_health_score: null,
      health_trend: 'flat',
      moods: [],
      states: [],
      topics: [],
      actions: [],
      anon_floor: 10,
    });
    expect(nine.notice).toMatch(/fewer than 10 people/);
    // The floor is applied before the cache is written: nothing of the nine is stored either.
    for (const result of await cachedResults(org)) {
      expect(result).toMatchObject({
        status: 'below_floor',
        moods: [],
        states: [],
        topics: [],
        health: null,
      });
    }

    await insertSignals(service.ctx.pool, org.org.id, [
      { uid: 'p9', mood: 'joy', states: ['gratitude'], topics: ['events'] },
    ]);
    await aggregate(org);
    const ten = await pulse(org);
    expect(ten.status).toBe('ok');
    expect(ten.community_health_score).toEqual(expect.any(Number));
    expect(ten.moods).toEqual([{ name: 'joy', pct: 100, count: 10, trend: 'flat', delta: 0 }]);
    expect(ten.states).toEqual([{ name: 'gratitude', pct: 100, trend: 'flat', delta: 0, hot: false }]);
    expect(ten.topics).toEqual([{ name: 'events', trend: 'flat', delta: 0, hot: false }]);
  });

  it('should count each Model A item as one person', async () => {
    const org = await service.createOrg('pulse');
    await insertSignals(service.ctx.pool, org.org.id, items(9, { mood: 'sadness' }));
    await aggregate(org);
    expect((await pulse(org)).status).toBe('below_floor');
    await insertSignals(service.ctx.pool, org.org.id, items(1, { mood: 'sadness' }));
    await aggregate(org);
    expect(await pulse(org)).toMatchObject({
      status: 'ok',
      layers: ['moods'],
      moods: [{ name: 'sadness', pct: 100, count: 10 }],
    });
  });

  it('should show every entry of a cohort that passes the floor, however few people it rests on', async () => {
    const org = await service.createOrg('signal');
    await insertSignals(service.ctx.pool, org.org.id, [
      // One chatty person writing ten angry messages is still one person.
      ...Array.from({ length: 10 }, () => ({ uid: 'loud', mood: 'anger' as const })),
      ...people('afraid', 2, { mood: 'fear' }),
      ...people('calm', 30, { mood: 'joy' }),
      ...people('burnt', 10, { mood: 'neutral', states: ['burnout'], topics: ['workload'] }),
      ...people('stressed', 3, { mood: 'neutral', states: ['stress'], topics: ['deadlines'] }),
    ]);
    await aggregate(org);
    const body = await pulse(org);
    expect(body.status).toBe('ok');
    expect(body.states).toEqual([
      { name: 'burnout', pct: 21.7, trend: 'flat', delta: 0, hot: false },
      { name: 'stress', pct: 6.5, trend: 'flat', delta: 0, hot: false },
    ]);
    expect(body.topics.map((t: { name: string }) => t.name)).toEqual(['workload', 'deadlines']);
    expect(body.moods).toEqual([
      { name: 'joy', pct: 54.5, count: 30, trend: 'flat', delta: 0 },
      { name: 'neutral', pct: 23.6, count: 13, trend: 'flat', delta: 0 },
      { name: 'anger', pct: 18.2, count: 10, trend: 'flat', delta: 0 },
      { name: 'fear', pct: 3.6, count: 2, trend: 'flat', delta: 0 },
    ]);
    // People, not items: the loud person is one of 46.
    expect(body.valence).toEqual({ positive: 65.2, neutral: 28.3, negative: 6.5 });
  });

  it('should apply the larger of the requested and the configured floor', async () => {
    const org = await service.createOrg('signal');
    await insertSignals(service.ctx.pool, org.org.id, [
      ...people('x', 14, { mood: 'joy' }),
      ...people('y', 11, { mood: 'fear' }),
    ]);
    await aggregate(org);
    expect((await pulse(org)).moods.map((m: { name: string }) => m.name)).toEqual(['joy', 'fear']);
    const stricter = await pulse(org, 'window=7d&anon_floor=12');
    expect(stricter.anon_floor).toBe(12);
    // The cohort of 25 passes 12: fear, resting on 11 people, is shown all the same.
    expect(stricter.moods.map((m: { name: string }) => m.name)).toEqual(['joy', 'fear']);
    expect(await pulse(org, 'window=7d&anon_floor=26')).toMatchObject({
      status: 'below_floor',
      valence: null,
    });

    await service.request('POST', '/v1/affective/configure', { key: org.adminKey, body: { anon_floor: 26 } });
    await aggregate(org);
    const configured = await pulse(org, 'window=7d&anon_floor=10');
    expect(configured).toMatchObject({ anon_floor: 26, status: 'below_floor', moods: [] });
  });

  it('should reject a requested floor under 10', async () => {
    const org = await service.createOrg('signal');
    const reply = await service.request('GET', '/v1/affective/pulse?anon_floor=9', { key: org.ingestKey });
    expect(reply.status).toBe(400);
    expect(reply.body.error.code).toBe('invalid_request');
    expect(reply.body.error.details[0].path).toBe('$.anon_floor');
  });

  describe('the differencing guard', () => {
    const cohortPulse = async (inTeam: number, outside: number) => {
      const org = await service.createOrg('signal');
      const red = people('red', inTeam, { mood: 'joy' });
      await insertSignals(service.ctx.pool, org.org.id, [
        ...red,
        ...people('other', outside, { mood: 'joy' }),
      ]);
      await setTeam(
        service.ctx.pool,
        org.org.id,
        red.map((s) => s.uid!),
        'red',
      );
      await service.request('POST', '/v1/affective/configure', {
        key: org.adminKey,
        body: { cohort_filters: { team: ['red'] } },
      });
      await aggregate(org);
      return pulse(org);
    };

    it('should withhold a filtered cohort that differs from the whole organisation by 1 to 9 people', async () => {
      const body = await cohortPulse(20, 5);
      expect(body).toMatchObject({ status: 'below_floor', moods: [], community_health_score: null });
      expect(body.notice).toMatch(/differs from the whole organisation by fewer than 10 people/);
      expect((await cohortPulse(20, 1)).status).toBe('below_floor');
    });

    it('should show a filtered cohort that differs by none or by at least the floor', async () => {
      expect((await cohortPulse(20, 10)).moods).toEqual([
        { name: 'joy', pct: 100, count: 20, trend: 'flat', delta: 0 },
      ]);
      expect((await cohortPulse(20, 0)).status).toBe('ok');
    });

    it('should guard the cohort, not its entries', async () => {
      const org = await service.createOrg('signal');
      const red = [...people('red-joy', 15, { mood: 'joy' }), ...people('red-fear', 12, { mood: 'fear' })];
      const rest = [...people('out-joy', 15, { mood: 'joy' }), ...people('out-fear', 4, { mood: 'fear' })];
      await insertSignals(service.ctx.pool, org.org.id, [...red, ...rest]);
      await setTeam(
        service.ctx.pool,
        org.org.id,
        red.map((s) => s.uid!),
        'red',
      );
      await service.request('POST', '/v1/affective/configure', {
        key: org.adminKey,
        body: { cohort_filters: { team: ['red'] } },
      });
      await aggregate(org);
      const body = await pulse(org);
      // The rest of the organisation is 19 people, a group in its own right: the cohort's moods are all shown.
      expect(body.status).toBe('ok');
      expect(body.moods.map((m: { name: string }) => m.name)).toEqual(['joy', 'fear']);
    });
  });
});
