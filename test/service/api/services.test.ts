import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { loadServiceConfig } from '../../../service/config.js';

const run = promisify(execFile);
const BIN = path.resolve(import.meta.dirname, '../../../bin/affective.js');
const DATA = path.resolve(import.meta.dirname, '../../../.data');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe('affective services', () => {
  const base = loadServiceConfig();
  let startedRedisPort: number | null = null;

  afterAll(async () => {
    if (!startedRedisPort) return;
    const redis = new Redis({ port: startedRedisPort, host: '127.0.0.1', retryStrategy: () => null });
    redis.on('error', () => {});
    await redis.call('SHUTDOWN', 'NOSAVE').catch(() => {});
    redis.disconnect();
    await rm(path.join(DATA, `redis-${startedRedisPort}`), { recursive: true, force: true });
  });

  it('should start a local Redis that is installed but not running, and leave it answering', async () => {
    const port = await freePort();
    const { stdout } = await run(process.execPath, [BIN, 'services'], {
      env: { ...process.env, DATABASE_URL: base.DATABASE_URL, REDIS_URL: `redis://127.0.0.1:${port}` },
    });
    startedRedisPort = port;
    expect(stdout).toContain('Starting Redis…');
    expect(stdout).toContain(`Redis is up at 127.0.0.1:${port}.`);
    const redis = new Redis({ port, host: '127.0.0.1' });
    expect(await redis.ping()).toBe('PONG');
    redis.disconnect();
  });

  it('should say in one sentence what to start when a server it cannot start does not answer', async () => {
    // 127.0.0.2 is on this machine but not a host it would start a server for; nothing listens on port 1.
    const redisDown = await run(process.execPath, [BIN, 'services'], {
      env: { ...process.env, DATABASE_URL: base.DATABASE_URL, REDIS_URL: 'redis://127.0.0.2:1' },
    }).catch((e) => e);
    expect(redisDown.code).toBe(1);
    expect(redisDown.stderr.trim()).toBe(
      'affective: Redis does not answer at 127.0.0.2:1: start it (for example `docker compose up -d redis`) or set REDIS_URL.',
    );
    const postgresDown = await run(process.execPath, [BIN, 'services'], {
      env: { ...process.env, DATABASE_URL: 'postgres://postgres@127.0.0.2:1/affective' },
    }).catch((e) => e);
    expect(postgresDown.code).toBe(1);
    expect(postgresDown.stderr.trim()).toMatch(
      /^affective: PostgreSQL does not answer at 127\.0\.0\.2:1: start it/,
    );
  });
});
