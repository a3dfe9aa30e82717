import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadServiceConfig } from '../../../service/config.js';
import {
  createTestDatabase,
  startTestService,
  type TestOrg,
  type TestService,
} from '../../support/harness.js';
import { TcpProxy } from '../../support/tcp-proxy.js';

const BIN = path.resolve(import.meta.dirname, '../../../bin/affective.js');
const BATCHES = 16;
const ITEMS = 400;

describe('a worker killed while holding jobs', () => {
  let pg: TcpProxy;
  let service: TestService;
  let org: TestOrg;
  let databaseUrl: string;
  const children: ChildProcess[] = [];

  const startWorker = () => {
    const child = spawn(process.execPath, [BIN, 'worker'], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        REDIS_PREFIX: service.config.REDIS_PREFIX,
        WORKER_LOCK_MS: '2000',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    children.push(child);
    return child;
  };
  const processed = async () => {
    const { rows } = await service.ctx.pool.query(
      "SELECT count(*)::int AS n FROM batches WHERE status = 'processed'",
    );
    return rows[0].n as number;
  };

  beforeAll(async () => {
    pg = await TcpProxy.forUrl(loadServiceConfig().DATABASE_URL, 5432).start();
    const db = await createTestDatabase();
    databaseUrl = db.url;
    service = await startTestService({ env: { DATABASE_URL: pg.rewrite(db.url) } });
    org = await service.createOrg('signal');
    await service.request('GET', '/v1/affective/configure', { key: org.ingestKey });
  });
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await pg.restore();
    await service.close();
    await pg.close();
  });

  it('should lose no queued signal and store none twice', { timeout: 240_000 }, async () => {
    await pg.cut();
    for (let b = 0; b < BATCHES; b++) {
      const texts = Array.from(
        { length: ITEMS },
        (_, i) => `batch ${b} item ${i}: the release slipped again, so tired`,
      );
      const reply = await service.request('POST', '/v1/affective/ingest/batch', {
        key: org.ingestKey,
        body: { source: 'load', batch_id: randomUUID(), texts },
      });
      expect(reply.status).toBe(202);
    }
    await pg.restore();

    const first = startWorker();
    await expect.poll(processed, { timeout: 60_000, interval: 20 }).toBeGreaterThan(0);
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    const whenKilled = await processed();
    expect(whenKilled).toBeLessThan(BATCHES);

    startWorker();
    await expect.poll(processed, { timeout: 120_000, interval: 250 }).toBe(BATCHES);
    const { rows } = await service.ctx.pool.query(
      'SELECT batch_id, count(*)::int AS n FROM signals GROUP BY batch_id',
    );
    expect(rows).toHaveLength(BATCHES);
    expect(rows.every((r) => r.n === ITEMS)).toBe(true);
  });
});
