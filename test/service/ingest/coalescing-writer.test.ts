import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyse } from '../../../service/analysis/analyse.js';
import { toAnalysedItem } from '../../../service/domain/ingest/analysed-item.js';
import { CoalescingWriter } from '../../../service/domain/ingest/coalescing-writer.js';
import { type PersistItem, SignalWriter } from '../../../service/domain/ingest/persist.js';
import { streamAnswer } from '../../../service/domain/ingest/stream-answer.js';
import { SignalWritesRepository } from '../../../service/store/repositories/signal-writes.repository.js';
import { startTestService, type TestOrg, type TestService } from '../../support/harness.js';

function item(orgId: string, uid: string, text: string): PersistItem {
  const { keyphrases: _k, ...signal } = toAnalysedItem(orgId, analyse(text));
  const now = new Date().toISOString();
  return { ts: now, receivedAt: now, uid, source: 'test', signal };
}

/** The item as sent with an Idempotency-Key. */
const keyed = (item: PersistItem, key: string): PersistItem => ({
  ...item,
  idempotency: { keyHash: createHash('sha256').update(key).digest('hex') },
});

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
  const count = async (sql: string, values: unknown[]) =>
    (await service.ctx.pool.query(`SELECT count(*)::int AS n FROM ${sql}`, values)).rows[0].n as number;
  const signalsOf = (uid: string) => count('signals WHERE org_id = $1 AND uid = $2', [org.org.id, uid]);
  const keysOf = (key: string) =>
    count('stream_idempotency WHERE org_id = $1 AND key_hash = $2', [
      org.org.id,
      createHash('sha256').update(key).digest(),
    ]);
  /** Resolves once `n` statements of this database wait for a lock. */
  const lockWaiters = (n: number) =>
    expect
      .poll(
        () => count("pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'", []),
        { timeout: 10_000, interval: 20 },
      )
      .toBe(n);

  it('should store an item whose key comes twice in one group once, answering both with its answer', async () => {
    const first = keyed(item(org.org.id, 'same-group', 'a quiet day at work'), 'k-group');
    const again = keyed(item(org.org.id, 'same-group', 'other words, same key'), 'k-group');
    const plain = item(org.org.id, 'same-group-plain', 'a quiet day at work');
    const outcome = await service.ctx.writer.persistStream(org.org.id, [first, again, plain], new Map());
    const answer = streamAnswer(first.signal.distress, false);
    expect(outcome.answers).toEqual([answer, answer, null]);
    expect(await signalsOf('same-group')).toBe(1);
    expect(await signalsOf('same-group-plain')).toBe(1);
    expect(await keysOf('k-group')).toBe(1);

    // The transactional path (a crisis raises an alert) keeps the same guarantee, and raises the alert once.
    const crisisAlerts = () => count("alerts WHERE org_id = $1 AND severity = 'crisis'", [org.org.id]);
    const alertsBefore = await crisisAlerts();
    const crisis = keyed(item(org.org.id, 'same-group-crisis', 'I want to kill myself'), 'k-group-crisis');
    const twice = await service.ctx.writer.persistStream(org.org.id, [crisis, crisis], new Map());
    expect(twice.answers).toEqual(Array(2).fill(streamAnswer(crisis.signal.distress, true)));
    expect(await signalsOf('same-group-crisis')).toBe(1);
    expect(await crisisAlerts()).toBe(alertsBefore + 1);
  });

  it('should let a request whose key waits in the lane already join it, and answer both alike', async () => {
    const groups: PersistItem[][] = [];
    const recording = {
      persistStream: (orgId: string, items: PersistItem[], names: Map<string, string>) => {
        groups.push(items);
        return service.ctx.writer.persistStream(orgId, items, names);
      },
    } as SignalWriter;
    const writer = new CoalescingWriter(recording, 1);
    const busy = writer.write(org.org.id, item(org.org.id, 'lane-busy', 'hello'), new Map());
    const key = 'k-lane';
    const replies = await Promise.all([
      writer.writeKeyed(org.org.id, keyed(item(org.org.id, 'lane', 'first of the two'), key), new Map()),
      writer.writeKeyed(org.org.id, keyed(item(org.org.id, 'lane', 'second of the two'), key), new Map()),
      writer.writeKeyed(
        org.org.id,
        keyed(item(org.org.id, 'lane-other', 'another item'), 'k-lane-2'),
        new Map(),
      ),
    ]);
    await busy;
    expect(groups.map((g) => g.length)).toEqual([1, 2]);
    expect(replies[1]).toEqual(replies[0]);
    expect(await signalsOf('lane')).toBe(1);
    expect(await keysOf(key)).toBe(1);
    // Once stored, the key is answered from the database, through the group's read.
    const later = await writer.writeKeyed(
      org.org.id,
      keyed(item(org.org.id, 'lane', 'a retry much later'), key),
      new Map(),
    );
    expect(later).toEqual(replies[0]);
    expect(await signalsOf('lane')).toBe(1);
  });

  it('should store an item once when its key comes again while the first write is in flight, here or in another process', async () => {
    const blocker = await service.ctx.pool.connect();
    const here = new CoalescingWriter(service.ctx.writer);
    // Another API process: its own writer and lanes, meeting this one only in PostgreSQL.
    const elsewhere = new CoalescingWriter(new SignalWriter(service.ctx.pool, { now: () => new Date() }));
    const key = 'k-in-flight';
    let replies: unknown[];
    try {
      await blocker.query('BEGIN');
      // Holds every write of a key back, as a slow commit would.
      await blocker.query('LOCK TABLE stream_idempotency IN EXCLUSIVE MODE');
      const first = here.writeKeyed(
        org.org.id,
        keyed(item(org.org.id, 'in-flight', 'the first attempt'), key),
        new Map(),
      );
      await lockWaiters(1);
      const again = here.writeKeyed(
        org.org.id,
        keyed(item(org.org.id, 'in-flight', 'a retry'), key),
        new Map(),
      );
      const other = elsewhere.writeKeyed(
        org.org.id,
        keyed(item(org.org.id, 'in-flight', 'a retry elsewhere'), key),
        new Map(),
      );
      await lockWaiters(2);
      await blocker.query('COMMIT');
      replies = await Promise.all([first, again, other]);
    } finally {
      blocker.release();
    }
    // Both processes' writes were in flight at once: whichever committed first gave the answer to all.
    expect(replies[1]).toEqual(replies[0]);
    expect(replies[2]).toEqual(replies[0]);
    const { rows } = await service.ctx.pool.query(
      'SELECT distress FROM signals WHERE org_id = $1 AND uid = $2',
      [org.org.id, 'in-flight'],
    );
    expect(rows).toHaveLength(1);
    expect(replies[0]).toEqual(streamAnswer(rows[0].distress, false));
    expect(await keysOf(key)).toBe(1);
  });

  it('should fail every caller of a group that fails, keyed or not, store none of it, and store a retry once', async () => {
    const writer = new CoalescingWriter(service.ctx.writer, 1);
    const busy = writer.write(org.org.id, item(org.org.id, 'failing-busy', 'hello'), new Map());
    // A NUL character cannot be stored in a text column: the statement of the whole group fails.
    const broken = { ...item(org.org.id, 'failing-bad', 'hello'), source: 'bad\u0000source' };
    const good = keyed(item(org.org.id, 'failing-good', 'a fine message'), 'k-failing');
    const settled = await Promise.allSettled([
      writer.writeKeyed(org.org.id, good, new Map()),
      writer.writeKeyed(org.org.id, good, new Map()),
      writer.write(org.org.id, item(org.org.id, 'failing-plain', 'hello'), new Map()),
      writer.write(org.org.id, broken, new Map()),
    ]);
    await busy;
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected']);
    expect((settled[0] as PromiseRejectedResult).reason).toMatchObject({ code: '22021' });
    for (const uid of ['failing-good', 'failing-plain', 'failing-bad']) expect(await signalsOf(uid)).toBe(0);
    expect(await keysOf('k-failing')).toBe(0);

    const retry = await writer.writeKeyed(org.org.id, good, new Map());
    expect(retry).toEqual(streamAnswer(good.signal.distress, false));
    expect(await writer.writeKeyed(org.org.id, good, new Map())).toEqual(retry);
    expect(await signalsOf('failing-good')).toBe(1);
  });
});
