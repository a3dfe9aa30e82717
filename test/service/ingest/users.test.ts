import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestOrg, type TestService } from '../../support/harness.js';

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
});
