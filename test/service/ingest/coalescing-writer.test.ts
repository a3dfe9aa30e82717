import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyse } from '../../../service/analysis/analyse.js';
import { toAnalysedItem } from '../../../service/domain/ingest/analysed-item.js';
import { CoalescingWriter } from '../../../service/domain/ingest/coalescing-writer.js';
import type { PersistItem, SignalWriter } from '../../../service/domain/ingest/persist.js';
import { SignalWritesRepository } from '../../../service/store/repositories/signal-writes.repository.js';
import { startTestService, type TestOrg, type TestService } from '../../support/harness.js';

function item(orgId: string, uid: string, text: string): PersistItem {
  const { keyphrases: _k, ...signal } = toAnalysedItem(orgId, analyse(text));
  const now = new Date().toISOString();
  return { ts: now, receivedAt: now, uid, source: 'test', signal };
}

describe('group commit of stream items', () => {
  let service: TestService;
  let org: TestOrg;

  beforeAll(async () => {
    service = await startTestService();
    org = await service.createOrg('signal');
  });
  afterAll(() => service.close());

  it('should write items that arrive during a write together, answering each caller its own alert', async () => {
    const transactions: number[] = [];
    const counting = {
      persistStream: (orgId: string, items: PersistItem[], names: Map<string, string>) => {
        transactions.push(items.length);
        return service.ctx.writer.persistStream(orgId, items, names);
      },
    } as SignalWriter;
    const writer = new CoalescingWriter(counting, 1);
    const texts = Array.from({ length: 20 }, (_, i) =>
      i === 7 ? 'I want to kill myself' : `an ordinary message ${i}`,
    );
    const answers = await Promise.all(
      texts.map((t, i) => writer.write(org.org.id, item(org.org.id, `u${i}`, t), new Map())),
    );

    expect(answers.map((a, i) => (a ? i : -1)).filter((i) => i >= 0)).toEqual([7]);
    expect(answers[7]).toBe('crisis');
    expect(transactions[0]).toBe(1);
    expect(transactions.reduce((a, b) => a + b, 0)).toBe(20);
    expect(transactions.length).toBeLessThan(20);
    const { rows } = await service.ctx.pool.query(
      'SELECT count(*)::int AS n FROM signals WHERE org_id = $1',
      [org.org.id],
    );
    expect(rows[0].n).toBe(20);
  });

  it('should keep both contributions when two writers create the same new uid at once', async () => {
    const writes = Array.from({ length: 6 }, () =>
      service.ctx.writer.persist({
        orgId: org.org.id,
        items: [item(org.org.id, 'brand-new', 'so tired of this')],
      }),
    );
    await Promise.all(writes);
    const { rows } = await service.ctx.pool.query(
      'SELECT n FROM uid_baselines WHERE org_id = $1 AND uid = $2',
      [org.org.id, 'brand-new'],
    );
    expect(rows[0].n).toBe(6);
  });

  it('should abort an unlocked write whose baselines moved after it read them, writing nothing', async () => {
    const writes = new SignalWritesRepository(service.ctx.pool);
    const first = item(org.org.id, 'racer', 'first message');
    await service.ctx.writer.persistStream(org.org.id, [first], new Map());
    const { baselines: read } = await writes.read(org.org.id, ['racer']);
    // Another writer gets there in between.
    await service.ctx.writer.persistStream(
      org.org.id,
      [item(org.org.id, 'racer', 'second message')],
      new Map(),
    );
    const late = item(org.org.id, 'racer', 'third message');
    const after = new Map([['racer', { ...read.get('racer')!, n: read.get('racer')!.n + 1 }]]);
    await expect(
      writes.write(org.org.id, {
        signals: [
          {
            ...late.signal,
            ts: new Date(late.ts),
            receivedAt: new Date(late.receivedAt),
            uid: 'racer',
            batchId: null,
            source: 'test',
            keyphraseHashes: [],
          },
        ],
        baselines: { read, after, checked: true },
        at: new Date(),
      }),
    ).rejects.toMatchObject({ code: '40001' });
    const { rows } = await service.ctx.pool.query(
      'SELECT (SELECT count(*)::int FROM signals WHERE org_id = $1 AND uid = $2) AS signals, n FROM uid_baselines WHERE org_id = $1 AND uid = $2',
      [org.org.id, 'racer'],
    );
    expect(rows[0]).toEqual({ signals: 2, n: 2 });
    // Through the writer, the same race is retried and both items count.
    await service.ctx.writer.persistStream(org.org.id, [late], new Map());
    const { rows: final } = await service.ctx.pool.query(
      'SELECT n FROM uid_baselines WHERE org_id = $1 AND uid = $2',
      [org.org.id, 'racer'],
    );
    expect(final[0].n).toBe(3);
  });

  it('should fail every caller of a group whose transaction failed, and go on afterwards', async () => {
    let fail = true;
    const flaky = {
      persistStream: (orgId: string, items: PersistItem[], names: Map<string, string>) =>
        fail ? Promise.reject(new Error('boom')) : service.ctx.writer.persistStream(orgId, items, names),
    } as SignalWriter;
    const writer = new CoalescingWriter(flaky);
    await expect(writer.write(org.org.id, item(org.org.id, 'x', 'hello'), new Map())).rejects.toThrow('boom');
    fail = false;
    await expect(
      writer.write(org.org.id, item(org.org.id, 'x', 'hello again'), new Map()),
    ).resolves.toBeNull();
  });
});
