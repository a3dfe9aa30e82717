import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActionKey } from '../../../service/domain/pulse/action-catalogue.js';
import { ACTION_CATALOGUE } from '../../../service/domain/pulse/action-catalogue.js';
import type { Tone } from '../../../shared/contract/common.js';
import { type ActionEntry, PulsePayload } from '../../../shared/contract/pulse.js';
import { startTestService, type TestOrg, type TestService } from '../../support/harness.js';
import {
  insertSignals,
  items,
  people,
  RUN_AT,
  type SignalSpec,
  setTeam,
  TestClock,
} from './support/signals.js';

/** Stress and workload rising sharply against the week before: hot in the 7d window. */
const RISING: SignalSpec[] = [
  ...people('then', 30, { daysAgo: 9, mood: 'neutral', states: ['stress'], topics: ['workload'] }),
  ...people('then-calm', 30, { daysAgo: 9, mood: 'joy' }),
  ...people('now', 50, { daysAgo: 1, mood: 'fear', states: ['stress'], topics: ['workload'] }),
  ...people('now-calm', 10, { daysAgo: 1, mood: 'joy' }),
];

describe('GET /pulse', () => {
  let service: TestService;
  const clock = new TestClock();
  let signal: TestOrg;

  beforeAll(async () => {
    service = await startTestService({ clock });
    signal = await service.createOrg('signal');
    await insertSignals(service.ctx.pool, signal.org.id, RISING);
    await aggregate(signal);
  });
  afterAll(() => service.close());

  async function aggregate(org: TestOrg) {
    expect((await service.request('POST', '/v1/affective/aggregate', { key: org.adminKey })).status).toBe(
      200,
    );
  }
  const get = (org: TestOrg, query = '') =>
    service.request('GET', `/v1/affective/pulse${query ? `?${query}` : ''}`, { key: org.ingestKey });
  const configure = async (org: TestOrg, body: unknown) =>
    expect(
      (await service.request('POST', '/v1/affective/configure', { key: org.adminKey, body })).status,
    ).toBe(200);

  it('should answer exactly the payload of the spec, plus its documented extras', async () => {
    const { status, body } = await get(signal, 'window=7d');
    expect(status).toBe(200);
    expect(PulsePayload.strict().parse(body)).toEqual(body);
    expect(Object.keys(body).sort()).toEqual(
      [
        'actions',
        'anon_floor',
        'community_health_score',
        'generated_at',
        'health_trend',
        'layers',
        'moods',
        'stale',
        'states',
        'status',
        'topics',
        'valence',
        'window',
      ].sort(),
    );
    expect(Object.keys(body.moods[0]).sort()).toEqual(['count', 'delta', 'name', 'pct', 'trend']);
    expect(Object.keys(body.states[0]).sort()).toEqual(['delta', 'hot', 'name', 'pct', 'trend']);
    expect(Object.keys(body.topics[0]).sort()).toEqual(['delta', 'hot', 'name', 'trend']);
    expect(Object.keys(body.actions[0]).sort()).toEqual(['action', 'because', 'label', 'priority']);
    expect(body).toMatchObject({
      window: '7d',
      layers: ['moods', 'states', 'topics', 'actions'],
      anon_floor: 10,
      status: 'ok',
      stale: false,
      generated_at: RUN_AT.toISOString(),
      states: [{ name: 'stress', trend: 'up', hot: true }],
      topics: [{ name: 'workload', trend: 'up', hot: true }],
    });
    expect(body.community_health_score).toBeGreaterThanOrEqual(0);
    expect(body.community_health_score).toBeLessThanOrEqual(100);
    const priorities = body.actions.map((a: { priority: number }) => a.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
    expect(JSON.stringify(body)).not.toMatch(/"(now|then)[-\w]*\d"/);
  });

  it('should default to the 30d window and every layer', async () => {
    const { body } = await get(signal);
    expect(body).toMatchObject({ window: '30d', layers: ['moods', 'states', 'topics', 'actions'] });
    expect(body.moods.length).toBeGreaterThan(0);
  });

  it('should include only the requested layers, `all` meaning every allowed one', async () => {
    const some = (await get(signal, 'window=7d&layers=topics,moods')).body;
    expect(some.layers).toEqual(['moods', 'topics']);
    expect(some.moods.length).toBeGreaterThan(0);
    expect(some.topics.length).toBeGreaterThan(0);
    expect(some.states).toEqual([]);
    expect(some.actions).toEqual([]);
    expect((await get(signal, 'window=7d&layers=all')).body.layers).toEqual([
      'moods',
      'states',
      'topics',
      'actions',
    ]);
  });

  it.each([
    ['layers=feelings', '$.layers'],
    ['layers=moods,', '$.layers'],
    ['window=90d', '$.window'],
    ['anon_floor=ten', '$.anon_floor'],
    ['colour=red', '$.colour'],
  ])('should reject %s with 400 naming %s', async (query, path) => {
    const reply = await get(signal, query);
    expect(reply.status).toBe(400);
    expect(reply.body.error.code).toBe('invalid_request');
    expect(reply.body.error.details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it('should word actions in the configured tone, keeping their priorities', async () => {
    const org = await service.createOrg('signal');
    await insertSignals(service.ctx.pool, org.org.id, RISING);
    const byTone: Record<string, { priority: number; label: string; action: string }[]> = {};
    for (const tone of ['community', 'corporate', 'clinical']) {
      await configure(org, { svc_tone: tone });
      await aggregate(org);
      byTone[tone] = (await get(org, 'window=7d&layers=actions')).body.actions;
    }
    const [community, corporate, clinical] = [byTone.community!, byTone.corporate!, byTone.clinical!];
    expect(community.length).toBeGreaterThan(0);
    expect(corporate.map((a) => a.priority)).toEqual(community.map((a) => a.priority));
    expect(clinical.map((a) => a.priority)).toEqual(community.map((a) => a.priority));
    for (const [a, b] of [
      [community, corporate],
      [corporate, clinical],
      [community, clinical],
    ] as const) {
      a.forEach((action, i) => {
        expect(action.action).not.toBe(b[i]!.action);
        expect(action.label).not.toBe(b[i]!.label);
      });
    }
  });

  it('should respect active_layers, answering nothing for a layer switched off', async () => {
    const org = await service.createOrg('signal');
    await insertSignals(service.ctx.pool, org.org.id, RISING);
    await configure(org, { active_layers: ['moods', 'actions'] });
    await aggregate(org);
    const all = (await get(org, 'window=7d')).body;
    expect(all.layers).toEqual(['moods', 'actions']);
    expect(all.states).toEqual([]);
    expect(all.topics).toEqual([]);
    expect(all.actions.length).toBeGreaterThan(0);
    const off = (await get(org, 'window=7d&layers=states')).body;
    expect(off).toMatchObject({ layers: [], states: [], status: 'ok' });
  });

  describe('on the pulse tier', () => {
    let pulse: TestOrg;
    beforeAll(async () => {
      pulse = await service.createOrg('pulse');
      await insertSignals(service.ctx.pool, pulse.org.id, items(12, { mood: 'joy', states: ['gratitude'] }));
      await aggregate(pulse);
    });

    it('should default to the moods layer, with the valence summary (its mood spectrum)', async () => {
      const { body } = await get(pulse, 'window=7d');
      expect(body.layers).toEqual(['moods']);
      expect(body.moods).toEqual([{ name: 'joy', pct: 100, count: 12, trend: 'flat', delta: 0 }]);
      expect(body.valence).toEqual({ positive: 100, neutral: 0, negative: 0 });
      expect(body.states).toEqual([]);
      expect((await get(pulse, 'window=7d&layers=all')).body.layers).toEqual(['moods']);
    });

    it.each(['layers=states', 'layers=moods,actions', 'window=60d', 'window=all'])(
      'should answer %s with 403 tier_restricted',
      async (query) => {
        const reply = await get(pulse, query);
        expect(reply.status).toBe(403);
        expect(reply.body.error.code).toBe('tier_restricted');
      },
    );
  });

  it('should say honestly when no aggregation has run, and ask for one', async () => {
    const org = await service.createOrg('signal');
    const empty = (await get(org)).body;
    expect(empty).toMatchObject({ status: 'no_data', stale: false, moods: [], community_health_score: null });

    await insertSignals(service.ctx.pool, org.org.id, people('u', 12));
    const pending = (await get(org)).body;
    expect(pending).toMatchObject({ status: 'no_data', stale: true, moods: [] });
    expect(pending.notice).toMatch(/requested/);
    const job = await service.ctx.queues.get('aggregate').getDeduplicationJobId(`aggregate:${org.org.id}`);
    expect(job).toBeTruthy();

    await aggregate(org);
    expect((await get(org)).body).toMatchObject({ status: 'ok', stale: false });
  });

  it('should never serve a cache computed under another configuration', async () => {
    const org = await service.createOrg('signal');
    await insertSignals(service.ctx.pool, org.org.id, people('u', 12, { mood: 'joy' }));
    await aggregate(org);
    expect((await get(org)).body.status).toBe('ok');
    await configure(org, { anon_floor: 20 });
    expect((await get(org)).body).toMatchObject({ status: 'no_data', stale: true, anon_floor: 20 });
    await aggregate(org);
    expect((await get(org)).body).toMatchObject({ status: 'below_floor', anon_floor: 20 });
  });

  it('should mark the cache stale when newer signals arrive or its day is over', async () => {
    const org = await service.createOrg('signal');
    await insertSignals(service.ctx.pool, org.org.id, people('u', 12, { daysAgo: 1 }));
    await aggregate(org);
    expect((await get(org)).body.stale).toBe(false);
    // A little later, a new signal is stored.
    await insertSignals(
      service.ctx.pool,
      org.org.id,
      [{ uid: 'u1', daysAgo: 0 }],
      new Date(RUN_AT.getTime() + 5_000),
    );
    try {
      expect((await get(org)).body.stale).toBe(true);
      // Reading a stale pulse asks for a refresh.
      await expect
        .poll(() => service.ctx.queues.get('aggregate').getDeduplicationJobId(`aggregate:${org.org.id}`))
        .toBeTruthy();
      clock.advance(10_000);
      await aggregate(org);
      expect((await get(org)).body.stale).toBe(false);
      clock.advance(86_400_000);
      expect((await get(org)).body.stale).toBe(true);
    } finally {
      clock.set(RUN_AT);
    }
  });

  describe('tone per source (brain tier)', () => {
    const EXEC = 'slack:T1:CEXEC';
    const GENERAL = 'slack:T1:CGENERAL';
    const overrides = (tone: string) => ({
      svc_tone: 'community',
      tone_overrides: [{ source_prefix: EXEC, tone }],
    });
    /** A brain organisation with RISING, this week's messages in `now` and the week before's in `then`. */
    const rising = async (now: string, then: string) => {
      const org = await service.createOrg('brain');
      const specs = RISING.map((spec) => ({ ...spec, source: spec.daysAgo === 1 ? now : then }));
      await insertSignals(service.ctx.pool, org.org.id, specs);
      return org;
    };
    const actionsOf = async (org: TestOrg, window: string) => {
      const { body } = await get(org, `window=${window}&layers=actions`);
      expect(body.actions.length).toBeGreaterThan(0);
      return body.actions as ActionEntry[];
    };
    /** Every action is the catalogue's wording, in `tone`, of what it answers. */
    const expectTone = (actions: ActionEntry[], tone: Tone) =>
      expect(actions.map(({ label, action }) => ({ label, action }))).toEqual(
        actions.map((a) => ACTION_CATALOGUE[a.because.name as ActionKey].wording[tone]),
      );

    it('should word the actions in the tone every source of the window shares, else svc_tone', async () => {
      const org = await rising(EXEC, GENERAL);
      await configure(org, overrides('corporate'));
      await aggregate(org);
      // The last week was written in the exec channel only; the month in both channels.
      expectTone(await actionsOf(org, '7d'), 'corporate');
      expectTone(await actionsOf(org, '30d'), 'community');
    });

    it('should count only the sources of the cohort’s people under cohort filters', async () => {
      const org = await rising(EXEC, GENERAL);
      const recent = RISING.filter((spec) => spec.daysAgo === 1).map((spec) => spec.uid!);
      await setTeam(service.ctx.pool, org.org.id, recent, 'exec');
      await configure(org, { ...overrides('corporate'), cohort_filters: { team: ['exec'] } });
      await aggregate(org);
      expectTone(await actionsOf(org, '30d'), 'corporate');
    });

    it('should follow a changed override from the next pulse, never serving one in the old tone', async () => {
      const org = await rising(EXEC, EXEC);
      await configure(org, overrides('corporate'));
      await aggregate(org);
      expectTone(await actionsOf(org, '30d'), 'corporate');
      await configure(org, overrides('clinical'));
      expect((await get(org, 'window=30d')).body).toMatchObject({ status: 'no_data', actions: [] });
      await aggregate(org);
      expectTone(await actionsOf(org, '30d'), 'clinical');
      await configure(org, { tone_overrides: [] });
      await aggregate(org);
      expectTone(await actionsOf(org, '30d'), 'community');
    });
  });

  it('should show each organisation only its own cohort', async () => {
    const other = await service.createOrg('signal');
    const mine = (await get(signal, 'window=7d')).body;
    const theirs = (await get(other, 'window=7d')).body;
    expect(mine.status).toBe('ok');
    expect(theirs).toMatchObject({ status: 'no_data', moods: [] });
  });
});
