import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retryOnConflict } from '../../../shared/runtime/pool.js';
import { startTestService, type TestOrg, type TestService } from '../../support/harness.js';

describe('serialization failures and deadlocks', () => {
  it('should run the work again on 40001 and 40P01, and give up on other errors or after its attempts', async () => {
    let calls = 0;
    const conflicts = ['40001', '40P01'];
    const value = await retryOnConflict(async () => {
      calls++;
      const code = conflicts.shift();
      if (code) throw Object.assign(new Error('conflict'), { code });
      return 'done';
    });
    expect({ value, calls }).toEqual({ value: 'done', calls: 3 });

    calls = 0;
    const other = retryOnConflict(async () => {
      calls++;
      throw Object.assign(new Error('unique'), { code: '23505' });
    });
    await expect(other).rejects.toThrow('unique');
    expect(calls).toBe(1);

    calls = 0;
    const endless = retryOnConflict(async () => {
      calls++;
      throw Object.assign(new Error('still conflicting'), { code: '40001' });
    }, 3);
    await expect(endless).rejects.toThrow('still conflicting');
    expect(calls).toBe(3);
  });

  describe('through the API', () => {
    let service: TestService;
    let org: TestOrg;

    beforeAll(async () => {
      service = await startTestService();
      org = await service.createOrg('signal');
    });
    afterAll(() => service.close());

    it('should answer POST /aggregate and DELETE /users/{uid} running together without a 5xx', async () => {
      const uids = Array.from({ length: 30 }, (_, i) => `erase-me-${i}`);
      const messages = uids.flatMap((uid) =>
        ['so tired of these deadlines', 'good chat with the team today'].map((text) => ({ uid, text })),
      );
      const stored = await service.request('POST', '/v1/affective/ingest/batch', {
        key: org.adminKey,
        body: { source: 'test', messages },
      });
      expect(stored.status).toBe(200);
      const statuses: number[] = [];
      for (const uid of uids) {
        const replies = await Promise.all([
          service.request('POST', '/v1/affective/aggregate', { key: org.adminKey }),
          service.request('DELETE', `/v1/affective/users/${uid}`, { key: org.adminKey }),
        ]);
        statuses.push(...replies.map((r) => r.status));
      }
      expect(statuses.filter((s) => s !== 200)).toEqual([]);
    });
  });
});
