import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadServiceConfig } from '../../../service/config.js';
import type { Clock } from '../../../shared/runtime/clock.js';
import {
  createTestDatabase,
  startTestService,
  type TestOrg,
  type TestService,
} from '../../support/harness.js';
import { TcpProxy } from '../../support/tcp-proxy.js';
import { startQueueWorkers } from '../../support/workers.js';

const CRISIS = 'I want to kill myself, I cannot do this anymore';

function streamer(service: () => TestService, org: () => TestOrg) {
  return {
    send: (uid: string, text: string, key?: string) =>
      service().request('POST', '/v1/affective/ingest/stream', {
        key: org().ingestKey,
        body: { uid, text },
        headers: key === undefined ? {} : { 'idempotency-key': key },
      }),
    stored: async (uid: string) => {
      const { rows } = await service().ctx.pool.query(
        'SELECT count(*)::int AS n FROM signals WHERE org_id = $1 AND uid = $2',
        [org().org.id, uid],
      );
      return rows[0].n as number;
    },
  };
}

describe('stream Idempotency-Key', () => {
  let now = new Date();
  const clock: Clock = { now: () => now };
  let service: TestService;
  let org: TestOrg;
  const { send, stored } = streamer(
    () => service,
    () => org,
  );

  beforeAll(async () => {
    service = await startTestService({ clock });
    org = await service.createOrg('signal');
  });
  afterAll(() => service.close());

  it('should answer a retry with the first answer and store the item once', async () => {
    const first = await send('idem-1', CRISIS, 'msg-1');
    expect(first.status).toBe(200);
    expect(first.body.alert_fired).toBe(true);
    const retry = await send('idem-1', CRISIS, 'msg-1');
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(await stored('idem-1')).toBe(1);
    const { rows } = await service.ctx.pool.query('SELECT count FROM alerts WHERE org_id = $1', [org.org.id]);
    expect(rows.map((r) => r.count)).toEqual([1]);
  });

  it('should store concurrent requests with one key once, all answered alike', async () => {
    const replies = await Promise.all(Array.from({ length: 6 }, () => send('idem-2', 'fine day', 'msg-2')));
    expect(new Set(replies.map((r) => `${r.status} ${JSON.stringify(r.body)}`)).size).toBe(1);
    expect(replies[0]!.status).toBe(200);
    expect(await stored('idem-2')).toBe(1);
  });

  it('should keep a key per organisation and for 24 hours', async () => {
    const other = await service.createOrg('signal');
    await send('idem-3', 'hello', 'msg-3');
    const elsewhere = await service.request('POST', '/v1/affective/ingest/stream', {
      key: other.ingestKey,
      body: { uid: 'idem-3', text: 'hello' },
      headers: { 'idempotency-key': 'msg-3' },
    });
    expect(elsewhere.status).toBe(200);
    const { rows } = await service.ctx.pool.query(
      "SELECT count(*)::int AS n FROM signals WHERE uid = 'idem-3'",
    );
    expect(rows[0].n).toBe(2);

    now = new Date(now.getTime() + 23 * 3_600_000);
    await send('idem-3', 'hello', 'msg-3');
    expect(await stored('idem-3')).toBe(1);
    now = new Date(now.getTime() + 2 * 3_600_000);
    await send('idem-3', 'hello', 'msg-3');
    expect(await stored('idem-3')).toBe(2);
  });

  it('should store items without a key every time, and refuse an empty or over-long key', async () => {
    await send('idem-4', 'same words');
    await send('idem-4', 'same words');
    expect(await stored('idem-4')).toBe(2);
    for (const key of ['', 'k'.repeat(256)]) {
      const reply = await send('idem-4', 'same words', key);
      expect(reply.status).toBe(400);
      expect(reply.body.error.details).toEqual([
        { in: 'header', path: '$["idempotency-key"]', message: expect.any(String) },
      ]);
    }
    expect((await send('idem-4', 'same words', 'k'.repeat(255))).status).toBe(200);
  });
});

describe('stream Idempotency-Key while PostgreSQL is away', () => {
  const base = loadServiceConfig();
  let pg: TcpProxy;
  let service: TestService;
  let org: TestOrg;
  let stopWorkers: (() => Promise<void>) | null = null;
  const { send, stored } = streamer(
    () => service,
    () => org,
  );

  beforeAll(async () => {
    pg = await TcpProxy.forUrl(base.DATABASE_URL, 5432).start();
    const db = await createTestDatabase();
    service = await startTestService({ env: { DATABASE_URL: pg.rewrite(db.url), PERSIST_ATTEMPTS: '5' } });
    org = await service.createOrg('signal');
    await service.request('GET', '/v1/affective/configure', { key: org.ingestKey });
  });
  afterEach(async () => {
    await pg.restore();
    await stopWorkers?.();
  });
  afterAll(async () => {
    await service.close();
    await pg.close();
  });

  it('should queue the item once, answer retries alike, and store it once when PostgreSQL is back', async () => {
    await pg.cut();
    const first = await send('idem-q', CRISIS, 'msg-q');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'recorded', alert_fired: true });
    const retry = await send('idem-q', CRISIS, 'msg-q');
    expect(retry.body).toEqual(first.body);
    expect(await service.ctx.queues.get('persist-signals').getJobCounts('waiting', 'delayed')).toEqual({
      waiting: 1,
      delayed: 0,
    });

    await pg.restore();
    stopWorkers = startQueueWorkers(service.ctx, ['persist-signals']);
    await expect.poll(() => stored('idem-q'), { timeout: 30_000, interval: 250 }).toBe(1);
    const afterwards = await send('idem-q', CRISIS, 'msg-q');
    expect(afterwards.body).toEqual(first.body);
    expect(await stored('idem-q')).toBe(1);
  });
});
