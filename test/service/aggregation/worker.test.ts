import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeServiceContext,
  createRedis,
  createServiceContext,
  type ServiceContext,
} from '../../../service/context.js';
import { aggregateHandler, NIGHTLY_AGGREGATION_SCHEDULER } from '../../../service/jobs/aggregate.job.js';
import { requestAggregation } from '../../../service/jobs/aggregate-requests.js';
import { queuePrefix } from '../../../service/jobs/queues.js';
import { startWorkers } from '../../../service/jobs/registry.js';
import { startWorker } from '../../../service/jobs/worker.js';
import { createLogger } from '../../../shared/runtime/logger.js';
import { startTestService, type TestOrg, type TestService } from '../../support/harness.js';
import { insertSignals, people } from './support/signals.js';

const BIN = path.resolve(import.meta.dirname, '../../../bin/affective.js');

describe('the aggregate queue', () => {
  let service: TestService;

  beforeAll(async () => {
    service = await startTestService({ env: { AGGREGATE_CRON: '30 3 * * *' } });
  });
  afterAll(() => service.close());

  const runsOf = async (org: TestOrg) =>
    (
      await service.ctx.pool.query(
        'SELECT trigger, status, error FROM aggregation_runs WHERE org_id = $1 ORDER BY id',
        [org.org.id],
      )
    ).rows;
  const moods = async (org: TestOrg) =>
    (await service.request('GET', '/v1/affective/pulse?window=all', { key: org.ingestKey })).body.moods.map(
      (m: { name: string; count: number }) => `${m.name}:${m.count}`,
    );
  const aggregateWorker = (ctx: ServiceContext) => {
    const workers = startWorkers({
      handlers: [aggregateHandler(ctx)],
      connection: () => createRedis(ctx.config.REDIS_URL, ctx.logger, { failFast: false }),
      prefix: queuePrefix(ctx.config),
      logger: ctx.logger,
    });
    return () => Promise.all(workers.map((w) => w.close()));
  };

  it('should register the nightly scheduler once however many workers start', async () => {
    const second = createServiceContext(service.config, createLogger({ level: 'silent' }));
    const stops = [await startWorker(service.ctx), await startWorker(second)];
    try {
      const schedulers = (await service.ctx.queues.get('aggregate').getJobSchedulers()).filter(
        (s) => s.key === NIGHTLY_AGGREGATION_SCHEDULER,
      );
      expect(schedulers).toEqual([expect.objectContaining({ pattern: '30 3 * * *', tz: 'UTC' })]);
    } finally {
      for (const stop of stops) await stop();
      await closeServiceContext(second);
    }
  });

  it('should run the aggregation an ingestion asked for', async () => {
    const org = await service.createOrg('signal');
    await insertSignals(service.ctx.pool, org.org.id, people('u', 12, { mood: 'joy' }), new Date());
    const stop = aggregateWorker(service.ctx);
    try {
      await requestAggregation(service.ctx.queues, org.org.id, 0);
      await expect
        .poll(() => runsOf(org), { timeout: 20_000, interval: 50 })
        .toEqual([{ trigger: 'ingest', status: 'finished', error: null }]);
      expect(await moods(org)).toEqual(['joy:12']);
    } finally {
      await stop();
    }
  });

  it('should fan the nightly job out to every organisation', async () => {
    const orgs = [await service.createOrg('signal'), await service.createOrg('pulse')];
    const stop = aggregateWorker(service.ctx);
    try {
      await service.ctx.queues.get('aggregate').add('aggregate-all', { trigger: 'nightly' });
      for (const org of orgs) {
        await expect
          .poll(() => runsOf(org), { timeout: 20_000, interval: 50 })
          .toContainEqual({ trigger: 'nightly', status: 'finished', error: null });
      }
    } finally {
      await stop();
    }
  });

  describe('a worker killed mid-run', () => {
    let child: ChildProcess | undefined;
    afterAll(() => {
      child?.kill('SIGKILL');
    });

    it('should leave the previous cache intact, and the next run should complete', async () => {
      const org = await service.createOrg('signal');
      await insertSignals(service.ctx.pool, org.org.id, people('u', 12, { mood: 'joy' }), new Date());
      expect((await service.request('POST', '/v1/affective/aggregate', { key: org.adminKey })).status).toBe(
        200,
      );
      expect(await moods(org)).toEqual(['joy:12']);
      await insertSignals(service.ctx.pool, org.org.id, people('v', 12, { mood: 'fear' }), new Date());

      // Holding back writes to the cache stops the worker's run after its rollups, before its cache write.
      const blocker = new pg.Client({ connectionString: service.config.DATABASE_URL });
      // The database is dropped with its connections at the end; an error then must not escape.
      blocker.on('error', () => {});
      await blocker.connect();
      try {
        await blocker.query('BEGIN');
        await blocker.query('LOCK TABLE pulse_cache IN EXCLUSIVE MODE');
        child = spawn(process.execPath, [BIN, 'worker'], {
          env: {
            ...process.env,
            DATABASE_URL: service.config.DATABASE_URL,
            REDIS_PREFIX: service.config.REDIS_PREFIX,
            ANALYSIS_THREADS: '1',
            LOG_LEVEL: 'warn',
          },
          stdio: 'ignore',
        });
        await requestAggregation(service.ctx.queues, org.org.id, 0);
        const waitingOnCache = async () =>
          (
            await blocker.query(
              `SELECT count(*)::int AS n FROM pg_locks
                WHERE relation = 'pulse_cache'::regclass AND NOT granted`,
            )
          ).rows[0].n;
        await expect.poll(waitingOnCache, { timeout: 30_000, interval: 50 }).toBe(1);
        child.kill('SIGKILL');
        await new Promise((resolve) => child!.once('exit', resolve));
        expect(await moods(org)).toEqual(['joy:12']);
        await blocker.query('COMMIT');
      } finally {
        await blocker.end();
      }

      const next = await service.request('POST', '/v1/affective/aggregate', { key: org.adminKey });
      expect(next.status).toBe(200);
      expect(await moods(org)).toEqual(['fear:12', 'joy:12']);
      expect((await runsOf(org)).map((r) => `${r.trigger}:${r.status}:${r.error}`)).toEqual([
        'api:finished:null',
        'ingest:failed:interrupted',
        'api:finished:null',
      ]);
    });
  });
});
