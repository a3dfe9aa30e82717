import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StreamResult } from '../../../shared/contract/ingest.js';
import { startTestService, type TestOrg, type TestService } from '../../support/harness.js';

const BIN = path.resolve(import.meta.dirname, '../../../bin/affective.js');
const ITEMS = 300;
const CRISIS = 'I want to kill myself, I cannot do this anymore';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

describe('an API killed while stream items with Idempotency-Keys are in flight', () => {
  let service: TestService;
  let org: TestOrg;
  const children: ChildProcess[] = [];

  /** The API as its own process on a free port, sharing the test's database and Redis prefix. */
  const startApi = async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [BIN, 'api'], {
      env: {
        ...process.env,
        DATABASE_URL: service.config.DATABASE_URL,
        REDIS_PREFIX: service.config.REDIS_PREFIX,
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'error',
        RATE_LIMIT_STREAM_PER_MIN: '1000000',
      },
      stdio: 'ignore',
    });
    children.push(child);
    const url = `http://127.0.0.1:${port}`;
    await expect
      .poll(
        () =>
          fetch(`${url}/readyz`).then(
            (r) => r.ok,
            () => false,
          ),
        { timeout: 60_000, interval: 100 },
      )
      .toBe(true);
    return { child, url };
  };
  const send = (url: string, i: number): Promise<StreamResult | null> =>
    fetch(`${url}/v1/affective/ingest/stream`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${org.ingestKey}`,
        'content-type': 'application/json',
        'idempotency-key': `crash-${i}`,
      },
      // Some items raise alerts and take the transactional path; the others the group's single statement.
      body: JSON.stringify({
        uid: `crash-${i}`,
        text: i % 10 === 0 ? CRISIS : `message ${i}: the release slipped again`,
      }),
    }).then(
      (r) => (r.ok ? (r.json() as Promise<StreamResult>) : null),
      () => null,
    );
  /** As a connector does: on no answer, the same item again with the same key. */
  const sendUntilAnswered = async (url: string, i: number): Promise<StreamResult | null> => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await send(url, i);
      if (answer) return answer;
    }
    return null;
  };

  beforeAll(async () => {
    service = await startTestService();
    org = await service.createOrg('signal');
  });
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await service.close();
  });

  it('should store each item once and answer every retry with the answer given before', {
    timeout: 180_000,
  }, async () => {
    const first = await startApi();
    const answered = new Map<number, StreamResult>();
    const sent: Promise<void>[] = [];
    // The first half at once, the rest a few milliseconds apart: whatever the machine's speed, items are still
    // being sent and stored when the API dies (a fast API answered all 300 sent at once in one group commit).
    const sending = (async () => {
      for (let i = 0; i < ITEMS; i++) {
        sent.push(
          send(first.url, i).then((answer) => {
            if (answer) answered.set(i, answer);
          }),
        );
        if (i >= ITEMS / 2) await new Promise((resolve) => setTimeout(resolve, 2));
      }
    })();
    // Killed amid group commits: some items answered, some stored without their answer reaching the client, some
    // never received.
    await expect.poll(() => answered.size, { timeout: 60_000, interval: 2 }).toBeGreaterThan(20);
    first.child.kill('SIGKILL');
    await sending;
    await Promise.all(sent);
    expect(answered.size).toBeLessThan(ITEMS);

    const second = await startApi();
    const retries = await Promise.all(
      Array.from({ length: ITEMS }, (_, i) => sendUntilAnswered(second.url, i)),
    );
    expect(retries.every((answer) => answer !== null)).toBe(true);
    for (const [i, answer] of answered) expect(retries[i]).toEqual(answer);

    const { rows } = await service.ctx.pool.query(
      `SELECT (SELECT count(DISTINCT uid)::int FROM signals WHERE org_id = $1) AS uids,
              (SELECT count(*)::int FROM signals WHERE org_id = $1) AS signals,
              (SELECT count(*)::int FROM stream_idempotency WHERE org_id = $1) AS keys`,
      [org.org.id],
    );
    expect(rows[0]).toEqual({ uids: ITEMS, signals: ITEMS, keys: ITEMS });
    // Once more, now that every item is stored: all answered from the keys, nothing stored again.
    const again = await Promise.all(
      Array.from({ length: ITEMS }, (_, i) => sendUntilAnswered(second.url, i)),
    );
    expect(again).toEqual(retries);
    const { rows: after } = await service.ctx.pool.query(
      'SELECT count(*)::int AS n FROM signals WHERE org_id = $1',
      [org.org.id],
    );
    expect(after[0].n).toBe(ITEMS);
  });
});
