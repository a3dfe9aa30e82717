import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyse } from '../../../service/analysis/analyse.js';
import { toAnalysedItem } from '../../../service/domain/ingest/analysed-item.js';
import { type PersistItem, SignalWriter } from '../../../service/domain/ingest/persist.js';
import { UserDataRepository } from '../../../service/store/repositories/user-data.repository.js';
import { systemClock } from '../../../shared/runtime/clock.js';
import type { Pool } from '../../../shared/runtime/pool.js';
import { startTestService, type TestOrg, type TestService } from '../../support/harness.js';

function item(orgId: string, uid: string, receivedAt: Date): PersistItem {
  const { keyphrases: _k, ...signal } = toAnalysedItem(orgId, analyse('another long day of meetings'));
  return { ts: receivedAt.toISOString(), receivedAt: receivedAt.toISOString(), uid, source: 'test', signal };
}

/**
 * A pool whose first checked stream write waits at a gate: the test decides what happens between the writer's
 * read and its write.
 */
function gatedPool(pool: Pool) {
  let reached!: () => void;
  let open!: () => void;
  const atGate = new Promise<void>((resolve) => {
    reached = resolve;
  });
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  let held = false;
  const gated = new Proxy(pool, {
    get(target, property, receiver) {
      if (property !== 'query') return Reflect.get(target, property, receiver);
      return async (...args: Parameters<Pool['query']>) => {
        const config = args[0] as { name?: string };
        if (!held && typeof config === 'object' && config.name === 'ingest.write') {
          held = true;
          reached();
          await gate;
        }
        return (target.query as (...a: unknown[]) => unknown)(...args);
      };
    },
  });
  return { pool: gated, atGate, open };
}

describe('DELETE /users/{uid}', () => {
  let service: TestService;
  let org: TestOrg;
  let other: TestOrg;

  beforeAll(async () => {
    service = await startTestService();
    org = await service.createOrg('signal');
    other = await service.createOrg('signal');
    for (const o of [org, other]) {
      await service.request('POST', '/v1/affective/ingest/batch', {
        key: o.ingestKey,
        body: {
          source: 's',
          messages: [
            { uid: 'leaver', text: 'I want to hurt myself', attrs: { team: 'ops' } },
            { uid: 'leaver', text: 'Long week' },
            { uid: 'stayer', text: 'Fine here' },
          ],
        },
      });
    }
  });
  afterAll(() => service.close());

  const rowsOf = async (orgId: string, uid: string) => {
    const q = (table: string) =>
      service.ctx.pool.query(`SELECT count(*)::int AS n FROM ${table} WHERE org_id = $1 AND uid = $2`, [
        orgId,
        uid,
      ]);
    return Promise.all(
      ['signals', 'uid_baselines', 'uid_flags', 'members'].map(async (t) => (await q(t)).rows[0].n),
    );
  };

  it('should erase the uid’s signals, baseline, flags and attributes in the caller’s organisation only', async () => {
    expect(await rowsOf(org.org.id, 'leaver')).toEqual([2, 1, 1, 1]);
    const reply = await service.request('DELETE', '/v1/affective/users/leaver', { key: org.adminKey });
    expect(reply).toMatchObject({ status: 200, body: { uid: 'leaver', signals_erased: 2 } });
    expect(await rowsOf(org.org.id, 'leaver')).toEqual([0, 0, 0, 0]);
    expect((await rowsOf(org.org.id, 'stayer'))[0]).toBe(1);
    expect(await rowsOf(other.org.id, 'leaver')).toEqual([2, 1, 1, 1]);
  });

  it('should drop the uid’s daily rollups and ask for the pulse to be rebuilt', async () => {
    const run = await service.request('POST', '/v1/affective/aggregate', { key: org.adminKey, body: {} });
    expect(run.status).toBe(200);
    const rollups = () =>
      service.ctx.pool.query(
        'SELECT count(*)::int AS n FROM rollup_uid_days WHERE org_id = $1 AND uid = $2',
        [org.org.id, 'stayer'],
      );
    expect((await rollups()).rows[0].n).toBeGreaterThan(0);
    const queue = service.ctx.queues.get('aggregate');
    await queue.drain(true);
    expect(
      (await service.request('DELETE', '/v1/affective/users/stayer', { key: org.adminKey })).status,
    ).toBe(200);
    expect((await rollups()).rows[0].n).toBe(0);
    const jobs = await queue.getJobs(['waiting', 'delayed']);
    expect(jobs.map((j) => j.data.orgId)).toContain(org.org.id);
  });

  it('should need the admin role', async () => {
    expect(
      (await service.request('DELETE', '/v1/affective/users/stayer', { key: org.ingestKey })).status,
    ).toBe(403);
  });

  // An erasure racing a stream write of a uid that has no baseline yet.
  /** A stream write of one item received a second ago, stopped after its read and before its write. */
  const writeReadNotWritten = async (uid: string) => {
    const gated = gatedPool(service.ctx.pool);
    const writer = new SignalWriter(gated.pool, systemClock);
    const receivedAt = new Date(Date.now() - 1_000);
    const writing = writer.persistStream(org.org.id, [item(org.org.id, uid, receivedAt)], new Map());
    await gated.atGate;
    return { writing, open: gated.open };
  };

  it('should not store an item received before an erasure that committed between the read and the write', async () => {
    const uid = 'race-committed';
    const { writing, open } = await writeReadNotWritten(uid);
    await service.ctx.users.erase(org.org.id, uid);
    open();
    const outcome = await writing;

    expect(outcome.alerts).toEqual([null]);
    expect(await rowsOf(org.org.id, uid)).toEqual([0, 0, 0, 0]);
  });

  it('should not store it either when the erasure is still in progress as the write runs', async () => {
    const uid = 'race-in-progress';
    const { writing, open } = await writeReadNotWritten(uid);

    const erasing = await service.ctx.pool.connect();
    try {
      await erasing.query('BEGIN');
      await new UserDataRepository(erasing).erase(org.org.id, uid, new Date());
      open();
      // The write now waits for the erasure; let it reach that point before the erasure commits.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await erasing.query('COMMIT');
    } finally {
      erasing.release();
    }
    await writing;

    expect(await rowsOf(org.org.id, uid)).toEqual([0, 0, 0, 0]);
  });

  it('should store items of an erased uid received after its erasure, through the same checked write', async () => {
    const uid = 'race-returns';
    await service.ctx.users.erase(org.org.id, uid);
    const writer = new SignalWriter(service.ctx.pool, systemClock);
    const later = new Date(Date.now() + 1_000);
    await writer.persistStream(org.org.id, [item(org.org.id, uid, later)], new Map());
    await writer.persistStream(org.org.id, [item(org.org.id, uid, later)], new Map());

    expect(await rowsOf(org.org.id, uid)).toEqual([2, 1, 0, 1]);
  });
});
