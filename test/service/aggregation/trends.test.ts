import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestOrg, type TestService } from '../../support/harness.js';
import { insertSignals, people, type SignalSpec, TestClock } from './support/signals.js';

describe('windows, trends and the health score', () => {
  let service: TestService;
  const clock = new TestClock();

  beforeAll(async () => {
    service = await startTestService({ clock });
  });
  afterAll(() => service.close());

  const orgWith = async (specs: SignalSpec[]) => {
    const org = await service.createOrg('signal');
    await insertSignals(service.ctx.pool, org.org.id, specs);
    expect((await service.request('POST', '/v1/affective/aggregate', { key: org.adminKey })).status).toBe(
      200,
    );
    return org;
  };
  const pulse = async (org: TestOrg, window: string) => {
    const reply = await service.request('GET', `/v1/affective/pulse?window=${window}`, {
      key: org.ingestKey,
    });
    expect(reply.status).toBe(200);
    return reply.body;
  };
  /** Entries present in the window: one present only in the previous window is shown at 0 %. */
  const names = (entries: { name: string; count: number }[]) =>
    entries
      .filter((e) => e.count > 0)
      .map((e) => e.name)
      .sort();

  it('should end each window with the run day and start it length−1 days before', async () => {
    const org = await orgWith([
      ...people('six', 10, { daysAgo: 6, hour: 0, mood: 'joy' }),
      ...people('seven', 10, { daysAgo: 7, hour: 23, mood: 'sadness' }),
      ...people('twentynine', 10, { daysAgo: 29, hour: 0, mood: 'fear' }),
      ...people('thirty', 10, { daysAgo: 30, hour: 23, mood: 'anger' }),
    ]);
    expect(names((await pulse(org, '7d')).moods)).toEqual(['joy']);
    expect(names((await pulse(org, '30d')).moods)).toEqual(['fear', 'joy', 'sadness']);
    expect(names((await pulse(org, '60d')).moods)).toEqual(['anger', 'fear', 'joy', 'sadness']);
    expect(names((await pulse(org, 'all')).moods)).toEqual(['anger', 'fear', 'joy', 'sadness']);
  });

  it('should report a significant rise against the previous window as up, and mark the state hot', async () => {
    const org = await orgWith([
      ...people('then', 30, { daysAgo: 10, states: ['stress'] }),
      ...people('then-calm', 30, { daysAgo: 10 }),
      ...people('now', 45, { daysAgo: 1, states: ['stress'] }),
      ...people('now-calm', 15, { daysAgo: 1 }),
    ]);
    const body = await pulse(org, '7d');
    expect(body.states).toEqual([{ name: 'stress', pct: 75, trend: 'up', delta: 25, hot: true }]);
    expect(body.actions[0]).toMatchObject({
      priority: 1,
      label: 'Check in with the group',
      because: { layer: 'states', name: 'stress' },
    });
  });

  it('should put the safety action first when crisis language appeared, and keep-doing-this actions last', async () => {
    const org = await orgWith([
      ...people('grateful', 20, { mood: 'joy', states: ['gratitude'] }),
      ...people('stressed', 19, { states: ['stress'] }),
      { uid: 'p-in-crisis', mood: 'sadness', distress: 9.5, crisis: 'self_harm' },
    ]);
    const { actions } = await pulse(org, 'all');
    expect(actions.map((a: { priority: number; because: unknown }) => [a.priority, a.because])).toEqual([
      [1, { layer: 'crisis', name: 'self_harm' }],
      [2, { layer: 'states', name: 'stress' }],
      [3, { layer: 'states', name: 'gratitude' }],
    ]);
    expect(JSON.stringify(actions)).not.toContain('p-in-crisis');
  });

  it('should report a fall as down', async () => {
    const org = await orgWith([
      ...people('then', 40, { daysAgo: 9, mood: 'joy' }),
      ...people('now-joy', 12, { daysAgo: 2, mood: 'joy' }),
      ...people('now-sad', 28, { daysAgo: 2, mood: 'sadness' }),
    ]);
    const body = await pulse(org, '7d');
    expect(body.moods).toContainEqual({ name: 'joy', pct: 30, count: 12, trend: 'down', delta: -70 });
    expect(body.health_trend).toBe('down');
  });

  it('should stay flat when the change is not statistically meaningful', async () => {
    const org = await orgWith([
      ...people('then', 12, { daysAgo: 8, states: ['stress'] }),
      ...people('then-calm', 28, { daysAgo: 8 }),
      ...people('now', 14, { daysAgo: 0, states: ['stress'] }),
      ...people('now-calm', 26, { daysAgo: 0 }),
    ]);
    const [stress] = (await pulse(org, '7d')).states;
    expect(stress).toEqual({ name: 'stress', pct: 35, trend: 'flat', delta: 5, hot: false });
  });

  it('should not compare with a previous window too small to be shown itself', async () => {
    const org = await orgWith([
      ...people('then', 6, { daysAgo: 8, states: ['stress'] }),
      ...people('now', 30, { daysAgo: 0, states: ['stress'] }),
      ...people('now-calm', 10, { daysAgo: 0 }),
    ]);
    const body = await pulse(org, '7d');
    expect(body.states).toEqual([{ name: 'stress', pct: 75, trend: 'flat', delta: 0, hot: false }]);
    expect(body.health_trend).toBe('flat');
    expect((await pulse(org, 'all')).states[0]).toMatchObject({ trend: 'flat', delta: 0 });
  });

  it('should score health from mood balance, distress, the share at risk and the states people express', async () => {
    const content = await orgWith(people('c', 10, { mood: 'joy', distress: 0, states: ['gratitude'] }));
    expect((await pulse(content, '7d')).community_health_score).toBe(100);
    const suffering = await orgWith(people('s', 10, { mood: 'sadness', distress: 10, states: ['stress'] }));
    expect((await pulse(suffering, '7d')).community_health_score).toBe(0);
    // joy at distress 2 with gratitude: 35 + 35·0.8 + 15 + 15 = 93; sadness at 8 (at risk) and stressed:
    // (0 + 35·0.2 + 0 + 0)·0.25 = 1.75; mean 47.4.
    const mixed = await orgWith([
      ...people('j', 5, { mood: 'joy', distress: 2, states: ['gratitude'] }),
      ...people('d', 5, { mood: 'sadness', distress: 8, states: ['stress'] }),
    ]);
    expect((await pulse(mixed, '7d')).community_health_score).toBe(47);
    // Each person weighs the same however many items they write.
    const chatty = await orgWith([
      ...people('j', 5, { mood: 'joy', distress: 2, states: ['gratitude'] }),
      ...people('d', 5, { mood: 'sadness', distress: 8, states: ['stress'] }),
      ...Array.from({ length: 20 }, () => ({ uid: 'j0', mood: 'joy' as const, distress: 2 })),
    ]);
    expect((await pulse(chatty, '7d')).community_health_score).toBe(47);
    // Model A items count one person each, scored the same way.
    const items = await orgWith([
      ...Array.from({ length: 5 }, () => ({
        uid: null,
        mood: 'joy' as const,
        distress: 2,
        states: ['gratitude' as const],
      })),
      ...Array.from({ length: 5 }, () => ({
        uid: null,
        mood: 'sadness' as const,
        distress: 8,
        states: ['stress' as const],
      })),
    ]);
    expect((await pulse(items, '7d')).community_health_score).toBe(47);
  });
});
