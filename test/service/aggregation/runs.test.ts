import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AggregationRun } from '../../../shared/contract/pulse.js';
import { startTestService, type TestOrg, type TestService } from '../../support/harness.js';
import { insertSignals, people, RUN_AT, TestClock } from './support/signals.js';

describe('aggregation runs', () => {
  let service: TestService;
  const clock = new TestClock();

  beforeAll(async () => {
    service = await startTestService({ clock });
  });
  afterAll(() => service.close());

  const aggregate = (org: TestOrg, key = org.adminKey) =>
    service.request('POST', '/v1/affective/aggregate', { key });
  const pulse = async (org: TestOrg, window = '30d') =>
    (await service.request('GET', `/v1/affective/pulse?window=${window}`, { key: org.ingestKey })).body;
  const status = async (org: TestOrg, batchId: string) =>
    (await service.request('GET', `/v1/affective/ingest/status?batch_id=${batchId}`, { key: org.ingestKey }))
      .body;
  const ingest = async (org: TestOrg, uids: string[]) => {
    const reply = await service.request('POST', '/v1/affective/ingest/batch', {
      key: org.ingestKey,
      body: {
        source: 'team-chat',
        messages: uids.map((uid) => ({ uid, text: 'Another long week, but the team pulled together.' })),
      },
    });
    expect(reply.status).toBe(200);
    return reply.body.batch_id as string;
  };

  it('should answer POST /aggregate when the run has finished, with its timing', async () => {
    const org = await service.createOrg('signal');
    await insertSignals(service.ctx.pool, org.org.id, people('u', 12, { daysAgo: 2 }));
    const reply = await aggregate(org);
    expect(reply.status).toBe(200);
    expect(AggregationRun.strict().parse(reply.body)).toEqual({
      run_id: expect.any(String),
      trigger: 'api',
      status: 'finished',
      started_at: RUN_AT.toISOString(),
      finished_at: RUN_AT.toISOString(),
      duration_ms: 0,
      days_rebuilt: 1,
    });
    const { rows } = await service.ctx.pool.query(
      'SELECT trigger, status FROM aggregation_runs WHERE id = $1',
      [reply.body.run_id],
    );
    expect(rows).toEqual([{ trigger: 'api', status: 'finished' }]);
    expect((await pulse(org)).status).toBe('ok');
  });

  it('should need the admin role', async () => {
    const org = await service.createOrg('signal');
    const reply = await aggregate(org, org.ingestKey);
    expect(reply.status).toBe(403);
    expect(reply.body.error.code).toBe('forbidden');
  });

  it('should turn included_in_cache true once a run that started after the batch was persisted finished', async () => {
    const org = await service.createOrg('signal');
    const first = await ingest(org, ['a', 'b']);
    expect(await status(org, first)).toMatchObject({ status: 'processed', included_in_cache: false });

    clock.advance(1_000);
    expect((await aggregate(org)).status).toBe(200);
    expect((await status(org, first)).included_in_cache).toBe(true);

    clock.advance(1_000);
    const second = await ingest(org, ['c']);
    expect((await status(org, second)).included_in_cache).toBe(false);
    expect((await status(org, first)).included_in_cache).toBe(true);
    clock.advance(1_000);
    await aggregate(org);
    expect((await status(org, second)).included_in_cache).toBe(true);
    clock.set(RUN_AT);
  });

  it('should rebuild only the days whose signals changed, backfills and erasures included', async () => {
    const org = await service.createOrg('signal');
    await insertSignals(service.ctx.pool, org.org.id, [
      ...people('u', 10, { daysAgo: 3, mood: 'joy' }),
      ...people('v', 12, { daysAgo: 5, mood: 'fear' }),
    ]);
    expect((await aggregate(org)).body.days_rebuilt).toBe(2);
    expect((await aggregate(org)).body.days_rebuilt).toBe(0);

    await insertSignals(service.ctx.pool, org.org.id, people('w', 11, { daysAgo: 20, mood: 'sadness' }));
    expect((await aggregate(org)).body.days_rebuilt).toBe(1);
    expect((await pulse(org)).moods.map((m: { name: string }) => m.name).sort()).toEqual([
      'fear',
      'joy',
      'sadness',
    ]);

    const erased = await service.request('DELETE', '/v1/affective/users/u0', { key: org.adminKey });
    expect(erased.status).toBe(200);
    expect((await aggregate(org)).body.days_rebuilt).toBe(1);
    const { rows } = await service.ctx.pool.query(
      'SELECT count(*)::int AS n FROM rollup_uid_days WHERE org_id = $1 AND uid = $2',
      [org.org.id, 'u0'],
    );
    expect(rows[0].n).toBe(0);
    // Nine joyful people are left: their items are counted again, without the erased person's.
    expect((await pulse(org)).moods).toContainEqual(expect.objectContaining({ name: 'joy', count: 9 }));
  });

  it('should drop rollup partitions of months whose signals partitions retention dropped', async () => {
    const org = await service.createOrg('signal');
    await service.ctx.pool.query("SELECT ensure_rollup_partition('2019-03-01')");
    const partition = "to_regclass('rollup_uid_days_2019_03') IS NOT NULL AS found";
    expect((await service.ctx.pool.query(`SELECT ${partition}`)).rows[0].found).toBe(true);
    expect((await aggregate(org)).status).toBe(200);
    expect((await service.ctx.pool.query(`SELECT ${partition}`)).rows[0].found).toBe(false);
    expect(
      (await service.ctx.pool.query("SELECT to_regclass('rollup_uid_days_2026_11') IS NOT NULL AS found"))
        .rows[0].found,
    ).toBe(true);
  });

  it('should keep the runs of two organisations apart', async () => {
    const a = await service.createOrg('signal');
    const b = await service.createOrg('signal');
    await insertSignals(service.ctx.pool, a.org.id, people('u', 12, { mood: 'joy' }));
    await insertSignals(service.ctx.pool, b.org.id, people('u', 12, { mood: 'anger' }));
    await Promise.all([aggregate(a), aggregate(b)]);
    expect((await pulse(a)).moods.map((m: { name: string }) => m.name)).toEqual(['joy']);
    expect((await pulse(b)).moods.map((m: { name: string }) => m.name)).toEqual(['anger']);
  });
});
