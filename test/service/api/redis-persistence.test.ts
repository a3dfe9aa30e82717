import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkReadiness } from '../../../service/api/health.js';
import { type RedisPersistence, warnIfRedisVolatile } from '../../../service/jobs/redis-persistence.js';
import { registerSchedules, restoreMissingSchedules } from '../../../service/jobs/schedules.js';
import { createLogger } from '../../../shared/runtime/logger.js';
import { captureLogs, deleteRedisPrefix, startTestService, type TestService } from '../../support/harness.js';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A Redis of the test's own, on its own port and folder, with the persistence settings given. */
async function privateRedis(settings: string[]): Promise<{ url: string; stop(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'affective-redis-'));
  const port = await freePort();
  const server: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, ...settings],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => {});
  for (
    let tries = 0;
    (await probe.connect().then(
      () => probe.ping(),
      () => 'down',
    )) !== 'PONG';
    tries++
  ) {
    if (tries > 100) {
      server.kill('SIGTERM');
      throw new Error('the test Redis did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  probe.disconnect();
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

describe('Redis persistence', () => {
  const setups: Record<Exclude<RedisPersistence, 'unknown'>, string[]> = {
    aof: ['--appendonly', 'yes', '--save', ''],
    snapshots: ['--appendonly', 'no', '--save', '3600 1'],
    none: ['--appendonly', 'no', '--save', ''],
  };
  const servers: { stop(): Promise<void> }[] = [];
  const clients = {} as Record<keyof typeof setups, Redis>;
  /** The API runs on the Redis without persistence; the others are asked through their own clients. */
  let service: TestService;

  beforeAll(async () => {
    for (const [kind, settings] of Object.entries(setups) as [keyof typeof setups, string[]][]) {
      const redis = await privateRedis(settings);
      servers.push(redis);
      clients[kind] = new Redis(redis.url);
    }
    service = await startTestService({
      env: { REDIS_URL: `redis://127.0.0.1:${clients.none.options.port}` },
    });
  });
  afterAll(async () => {
    await service.close();
    for (const client of Object.values(clients)) client.disconnect();
    for (const server of servers) await server.stop();
  });

  it('should say in the /readyz body that Redis has no persistence, still ready', async () => {
    const reply = await service.request('GET', '/readyz');
    expect(reply.status).toBe(200);
    expect(reply.body.checks.redis).toMatchObject({ ok: true, persistence: 'none' });
    expect(reply.body.checks.redis.warning).toMatch(/lost if it restarts\. Set appendonly yes\.$/);
  });

  it.each([
    ['aof', false],
    ['snapshots', true],
    ['none', true],
  ] as const)(
    'should tell %s persistence apart, with a warning unless every write is kept',
    async (kind, warns) => {
      const readiness = await checkReadiness({ pool: service.ctx.pool, redis: clients[kind] });
      expect(readiness.checks.redis).toMatchObject({ ok: true, persistence: kind });
      expect('warning' in readiness.checks.redis).toBe(warns);
    },
  );

  it.each([
    ['aof', 0],
    ['none', 1],
  ] as const)('should warn at start in one line when Redis persistence is %s', async (kind, lines) => {
    const captured = captureLogs();
    const logger = createLogger({ level: 'info' }, captured.stream);
    await warnIfRedisVolatile(clients[kind], logger);
    expect(captured.lines).toHaveLength(lines);
    if (lines) expect(JSON.parse(captured.lines[0]!)).toMatchObject({ level: 40, redisPersistence: 'none' });
  });

  it('should register the job schedules again when Redis lost them', async () => {
    await registerSchedules(service.ctx);
    expect(await restoreMissingSchedules(service.ctx)).toEqual([]);
    await deleteRedisPrefix(service.config.REDIS_URL, service.config.REDIS_PREFIX);
    expect(await restoreMissingSchedules(service.ctx)).toEqual([
      'partitions',
      'retention',
      'aggregation-catch-up',
      'aggregate-nightly',
    ]);
    expect(await service.ctx.queues.get('maintenance').getJobScheduler('retention')).toMatchObject({
      pattern: '45 3 * * *',
    });
    expect(service.logs.some((line) => line.includes('job schedules were missing'))).toBe(true);
    expect(await restoreMissingSchedules(service.ctx)).toEqual([]);
  });
});
