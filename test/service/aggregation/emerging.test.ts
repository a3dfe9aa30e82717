import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyphraseHash } from '../../../service/domain/ingest/analysed-item.js';
import { startTestService, type TestOrg, type TestService } from '../../support/harness.js';
import { insertSignals, items, namePhrase, people, TestClock } from './support/signals.js';

describe('keyphrases: naming candidates and emerging topics', () => {
  let service: TestService;
  const clock = new TestClock();

  beforeAll(async () => {
    service = await startTestService({ clock });
  });
  afterAll(() => service.close());

  const aggregate = async (org: TestOrg) =>
    expect((await service.request('POST', '/v1/affective/aggregate', { key: org.adminKey })).status).toBe(
      200,
    );
  const pulse = async (org: TestOrg) =>
    (await service.request('GET', '/v1/affective/pulse?window=7d', { key: org.ingestKey })).body;
  const vocabulary = async (org: TestOrg) =>
    (
      await service.ctx.pool.query('SELECT hash::text, phrase FROM keyphrase_vocab WHERE org_id = $1', [
        org.org.id,
      ])
    ).rows;

  it('should make a phrase a naming candidate once 10 distinct people or items used it, never before', async () => {
    const org = await service.createOrg('signal');
    await insertSignals(service.ctx.pool, org.org.id, [
      ...people('a', 10, { keyphrases: ['parking lot'] }),
      // Nine people, however often they repeat it, are not enough.
      ...people('b', 9, { keyphrases: ['quiet corner'] }),
      ...people('b', 9, { daysAgo: 3, keyphrases: ['quiet corner'] }),
      ...items(10, { keyphrases: ['coffee machine'] }),
    ]);
    await aggregate(org);
    expect(await vocabulary(org)).toEqual(
      expect.arrayContaining([
        { hash: keyphraseHash(org.org.id, 'parking lot'), phrase: null },
        { hash: keyphraseHash(org.org.id, 'coffee machine'), phrase: null },
      ]),
    );
    expect((await vocabulary(org)).map((v) => v.hash)).not.toContain(
      keyphraseHash(org.org.id, 'quiet corner'),
    );
  });

  it('should show a named phrase as a hot topic after a planted burst, and not before', async () => {
    const org = await service.createOrg('signal');
    await namePhrase(service.ctx.pool, org.org.id, 'night shifts');
    await insertSignals(service.ctx.pool, org.org.id, [
      ...people('then', 60, { daysAgo: 9 }),
      ...people('then', 2, { daysAgo: 9, keyphrases: ['night shifts'] }),
      ...people('now', 60, { daysAgo: 1 }),
      ...people('now', 2, { daysAgo: 1, keyphrases: ['night shifts'] }),
    ]);
    await aggregate(org);
    const before = await pulse(org);
    expect(before.status).toBe('ok');
    expect(before.topics).toEqual([]);

    await insertSignals(
      service.ctx.pool,
      org.org.id,
      people('now', 17, { daysAgo: 0, keyphrases: ['night shifts'] }).slice(2),
    );
    await aggregate(org);
    const after = await pulse(org);
    expect(after.topics).toEqual([{ name: 'night shifts', trend: 'up', delta: 25, hot: true }]);
    expect(after.actions).toEqual([
      expect.objectContaining({
        priority: 1,
        label: 'Explore new conversation themes',
        because: { layer: 'topics', name: 'emerging' },
      }),
    ]);
    expect(JSON.stringify(after.actions)).not.toContain('night shifts');
  });

  it('should count Model A items one each for emerging topics', async () => {
    const org = await service.createOrg('signal');
    await namePhrase(service.ctx.pool, org.org.id, 'canteen menu');
    await insertSignals(service.ctx.pool, org.org.id, [
      ...items(40, { daysAgo: 9 }),
      ...items(25, { daysAgo: 1 }),
      ...items(15, { daysAgo: 1, keyphrases: ['canteen menu'] }),
    ]);
    await aggregate(org);
    expect((await pulse(org)).topics).toEqual([
      { name: 'canteen menu', trend: 'up', delta: 37.5, hot: true },
    ]);
  });

  it('should not show a burst resting on fewer people than the floor, nor a phrase never named', async () => {
    const org = await service.createOrg('signal');
    await namePhrase(service.ctx.pool, org.org.id, 'rota change');
    await insertSignals(service.ctx.pool, org.org.id, [
      ...people('then', 40, { daysAgo: 8 }),
      ...people('now', 40, { daysAgo: 0 }),
      ...people('now', 9, { daysAgo: 0, keyphrases: ['rota change'] }),
      ...people('now', 30, { daysAgo: 0, keyphrases: ['unnamed phrase'] }).slice(10),
    ]);
    await aggregate(org);
    expect((await pulse(org)).topics).toEqual([]);
  });

  it('should not let a phrase emerge that people used in every earlier stretch of the organisation’s history', async () => {
    const burst = async (history: boolean) => {
      const org = await service.createOrg('signal');
      await namePhrase(service.ctx.pool, org.org.id, 'coffee machine');
      const used = history ? { keyphrases: ['coffee machine'] } : {};
      await insertSignals(service.ctx.pool, org.org.id, [
        ...people('old', 20, { daysAgo: 40 }),
        ...people('old', 1, { daysAgo: 40, ...used }),
        ...people('older', 20, { daysAgo: 20 }),
        ...people('older', 1, { daysAgo: 20, ...used }),
        ...people('then', 40, { daysAgo: 9 }),
        ...people('now', 40, { daysAgo: 1 }),
        ...people('now', 15, { daysAgo: 1, keyphrases: ['coffee machine'] }),
      ]);
      await aggregate(org);
      return (await pulse(org)).topics.map((t: { name: string }) => t.name);
    };
    expect(await burst(false)).toEqual(['coffee machine']);
    expect(await burst(true)).toEqual([]);
  });
});
