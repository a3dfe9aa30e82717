import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import { inject } from 'vitest';
import { startApi } from '../../service/api/server.js';
import { loadServiceConfig, type ServiceConfig } from '../../service/config.js';
import { closeServiceContext, createServiceContext, type ServiceContext } from '../../service/context.js';
import type { Org } from '../../service/store/repositories/orgs.repository.js';
import type { Tier } from '../../shared/contract/common.js';
import type { Clock } from '../../shared/runtime/clock.js';
import { createLogger } from '../../shared/runtime/logger.js';
import { cloneDatabase, databaseUrl, dropDatabase, newDatabaseName, withAdmin } from './databases.js';

export interface Reply<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export interface TestOrg {
  org: Org;
  adminKey: string;
  ingestKey: string;
}

export interface TestService {
  ctx: ServiceContext;
  config: ServiceConfig;
  /** The server root, e.g. http://127.0.0.1:PORT */
  url: string;
  /** Every log line written while the service ran. */
  logs: string[];
  createOrg(tier?: Tier, name?: string): Promise<TestOrg>;
  request<T = any>(
    method: string,
    path: string,
    options?: { key?: string; body?: unknown; headers?: Record<string, string>; raw?: string },
  ): Promise<Reply<T>>;
  close(): Promise<void>;
}

/** A fresh database copied from the run's migrated template. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = newDatabaseName(inject('runId'), 'db');
  await cloneDatabase(inject('templateDatabase'), name);
  return { url: databaseUrl(name), drop: () => withAdmin((c) => dropDatabase(c, name)) };
}

export function testRedisPrefix(): string {
  return `t-${randomUUID().slice(0, 12)}`;
}

/** Deletes a test's Redis keys: its own (`prefix:…`) and its queues' (`{prefix}:…`, hash-tagged by BullMQ). */
export async function deleteRedisPrefix(redisUrl: string, prefix: string) {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, retryStrategy: () => null });
  redis.on('error', () => {});
  try {
    for (const pattern of [`${prefix}*`, `{${prefix}}*`]) {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
        cursor = next;
        if (keys.length) await redis.del(...keys);
      } while (cursor !== '0');
    }
  } finally {
    redis.disconnect();
  }
}

export function captureLogs(): { lines: string[]; stream: Writable } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

/** Starts the real API on a loopback port with its own database and Redis prefix. */
export async function startTestService(
  options: { clock?: Clock; env?: Record<string, string> } = {},
): Promise<TestService> {
  const db = await createTestDatabase();
  const config = loadServiceConfig({
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: db.url,
    REDIS_PREFIX: testRedisPrefix(),
    LOG_LEVEL: 'debug',
    ...options.env,
  });
  const captured = captureLogs();
  const logger = createLogger({ level: config.LOG_LEVEL, name: 'test' }, captured.stream);
  const ctx = createServiceContext(config, logger, { clock: options.clock });
  const api = await startApi(ctx, { host: '127.0.0.1', port: 0 });

  const service: TestService = {
    ctx,
    config,
    url: api.url,
    logs: captured.lines,
    async createOrg(tier = 'signal', name = `org-${randomUUID().slice(0, 8)}`) {
      const org = await ctx.orgs.create(name, tier);
      const admin = await ctx.keys.issue(org.id, 'admin');
      const ingest = await ctx.keys.issue(org.id, 'ingest');
      return { org, adminKey: admin.key, ingestKey: ingest.key };
    },
    async request(method, path, opts = {}) {
      const headers: Record<string, string> = { ...opts.headers };
      if (opts.key) headers.authorization = `Bearer ${opts.key}`;
      let body: string | undefined = opts.raw;
      if (opts.body !== undefined) {
        body = JSON.stringify(opts.body);
        headers['content-type'] ??= 'application/json';
      }
      const response = await fetch(`${api.url}${path}`, { method, headers, body });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {}
      return { status: response.status, headers: response.headers, body: parsed as never };
    },
    async close() {
      await api.close();
      await closeServiceContext(ctx);
      await deleteRedisPrefix(config.REDIS_URL, config.REDIS_PREFIX);
      await db.drop();
    },
  };
  return service;
}
