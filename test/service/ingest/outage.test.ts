import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadServiceConfig } from '../../../service/config.js';
import {
  createTestDatabase,
  startTestService,
  type TestOrg,
  type TestService,
} from '../../support/harness.js';
import { TcpProxy } from '../../support/tcp-proxy.js';
import { startQueueWorkers } from '../../support/workers.js';

const CRISIS = 'I want to kill myself, I cannot do this anymore';

describe('PostgreSQL and Redis going away', () => {
  const base = loadServiceConfig();
  let pg: TcpProxy;
  let redis: TcpProxy;
  let service: TestService;
  let org: TestOrg;
  let stopWorkers: (() => Promise<void>) | null = null;

  const batch = (body: unknown) =>
    service.request('POST', '/v1/affective/ingest/batch', { key: org.ingestKey, body });
  const status = (id: string) =>
    service.request('GET', `/v1/affective/ingest/status?batch_id=${id}`, { key: org.ingestKey });
  const count = async (sql: string, params: unknown[] = []) => {
    const { rows } = await service.ctx.pool.query(`SELECT count(*)::int AS n FROM (${sql}) q`, params);
    return rows[0].n as number;
  };

  beforeAll(async () => {
    pg = await TcpProxy.forUrl(base.DATABASE_URL, 5432).start();
    redis = await TcpProxy.forUrl(base.REDIS_URL, 6379).start();
    const db = await createTestDatabase();
    service = await startTestService({
      env: {
        DATABASE_URL: pg.rewrite(db.url),
        REDIS_URL: redis.rewrite(base.REDIS_URL),
        PERSIST_ATTEMPTS: '3',
      },
    });
    org = await service.createOrg('signal');
    // The key is known to the API before anything goes away.
    await service.request('GET', '/v1/affective/configure', { key: org.ingestKey });
  });
  afterEach(async () => {
    await pg.restore();
    await redis.restore();
    // The service's clients reconnect on their own; the next test starts once they have.
    await expect
      .poll(async () => (await service.request('GET', '/readyz')).status, { timeout: 15_000 })
      .toBe(200);
    await stopWorkers?.();
    stopWorkers = null;
  });
  afterAll(async () => {
    await service.close();
    await pg.close();
    await redis.close();
  });

  it('should queue signals while PostgreSQL is away and store them exactly once when it is back', async () => {
    const batchId = randomUUID();
    const body = {
      source: 'slack:T1:C1',
      batch_id: batchId,
      messages: [
        { uid: 'q1', text: CRISIS },
        { uid: 'q2', text: 'The sprint review went fine' },
        { uid: 'q3', text: '   ' },
        { uid: 'q4', text: 'Reach me on +1 415 555 0137 about payroll' },
      ],
    };
    await pg.cut();
    const queued = await batch(body);
    expect(queued.status).toBe(202);
    expect(queued.body).toMatchObject({
      batch_id: batchId,
      status: 'queued',
      items_analysed: 3,
      items_scrubbed: 1,
    });
    expect(await status(batchId)).toMatchObject({
      status: 200,
      body: { status: 'queued', items: 4, included_in_cache: false },
    });
    const replay = await batch(body);
    expect(replay).toMatchObject({ status: 202, body: queued.body });
    expect((await batch({ ...body, source: 'elsewhere' })).status).toBe(409);

    const streamed = await service.request('POST', '/v1/affective/ingest/stream', {
      key: org.ingestKey,
      body: { uid: 'q5', text: CRISIS, source: 'slack:T1:C2' },
    });
    expect(streamed).toMatchObject({ status: 200, body: { status: 'recorded', alert_fired: true } });

    await pg.restore();
    stopWorkers = startQueueWorkers(service.ctx, ['persist-signals']);
    await expect
      .poll(async () => (await status(batchId)).body.status, { timeout: 30_000, interval: 250 })
      .toBe('processed');
    await expect
      .poll(() => count('SELECT 1 FROM signals WHERE uid = $1', ['q5']), { timeout: 30_000 })
      .toBe(1);

    expect(await count('SELECT 1 FROM signals WHERE batch_id = $1', [batchId])).toBe(3);
    expect(await count("SELECT 1 FROM outbox WHERE event_type = 'alert.crisis'")).toBe(2);
    expect(await count("SELECT 1 FROM uid_flags WHERE severity = 'crisis'")).toBe(2);
  });

  it('should never store queued signals of a uid erased after they were accepted', async () => {
    const batchId = randomUUID();
    await pg.cut();
    const queued = await batch({
      source: 'slack:T1:C3',
      batch_id: batchId,
      messages: [
        { uid: 'erased', text: CRISIS, attrs: { team: 'ops' } },
        { uid: 'erased', text: 'Long week' },
        { uid: 'kept', text: 'The sprint review went fine' },
      ],
    });
    expect(queued).toMatchObject({ status: 202, body: { status: 'queued', items_analysed: 3 } });
    await pg.restore();
    await expect
      .poll(async () => (await service.request('GET', '/readyz')).status, { timeout: 15_000 })
      .toBe(200);
    const crisesBefore = await count("SELECT 1 FROM outbox WHERE event_type = 'alert.crisis'");
    const erased = await service.request('DELETE', '/v1/affective/users/erased', { key: org.adminKey });
    expect(erased).toMatchObject({ status: 200, body: { uid: 'erased', signals_erased: 0 } });

    stopWorkers = startQueueWorkers(service.ctx, ['persist-signals']);
    await expect
      .poll(async () => (await status(batchId)).body.status, { timeout: 30_000, interval: 250 })
      .toBe('processed');
    for (const table of ['signals', 'uid_baselines', 'uid_flags', 'members'])
      expect(await count(`SELECT 1 FROM ${table} WHERE uid = 'erased'`), table).toBe(0);
    expect(await count('SELECT 1 FROM signals WHERE batch_id = $1', [batchId])).toBe(1);
    expect(await count("SELECT 1 FROM outbox WHERE event_type = 'alert.crisis'")).toBe(crisesBefore);
    // The erasure table holds a digest, never the uid.
    expect(await count("SELECT 1 FROM uid_erasures WHERE position('erased'::bytea IN uid_digest) > 0")).toBe(
      0,
    );

    // The same person writing again after the erasure is a new start, and is recorded.
    const again = await service.request('POST', '/v1/affective/ingest/stream', {
      key: org.ingestKey,
      body: { uid: 'erased', text: 'Back from holiday, all good' },
    });
    expect(again).toMatchObject({ status: 200, body: { status: 'recorded' } });
    expect(await count("SELECT 1 FROM signals WHERE uid = 'erased'")).toBe(1);
  });

  it('should answer 503 and write nothing when PostgreSQL and Redis are both away', async () => {
    const batchId = randomUUID();
    const body = { source: 's', batch_id: batchId, texts: ['written once or not at all'] };
    await pg.cut();
    await redis.cut();
    const reply = await batch(body);
    expect(reply.status).toBe(503);
    expect(reply.body.error.code).toBe('unavailable');
    expect(reply.headers.get('retry-after')).toBeTruthy();
    await pg.restore();
    await redis.restore();
    expect((await status(batchId)).status).toBe(404);
    expect(await count('SELECT 1 FROM signals WHERE batch_id = $1', [batchId])).toBe(0);
    await expect.poll(async () => (await batch(body)).status, { timeout: 10_000 }).toBe(200);
    expect(await count('SELECT 1 FROM signals WHERE batch_id = $1', [batchId])).toBe(1);
  });

  it('should mark a queued batch failed once its retries run out', async () => {
    const batchId = randomUUID();
    await pg.cut();
    expect((await batch({ source: 's', batch_id: batchId, texts: ['never stored'] })).status).toBe(202);
    stopWorkers = startQueueWorkers(service.ctx, ['persist-signals']);
    await expect
      .poll(async () => (await status(batchId)).body.status, { timeout: 30_000, interval: 250 })
      .toBe('failed');
    await pg.restore();
    expect((await status(batchId)).body.status).toBe('failed');
  });
});
