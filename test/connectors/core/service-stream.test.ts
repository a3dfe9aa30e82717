import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceStream } from '../../../connectors/core/service-stream.js';
import { startApi } from '../../../service/api/server.js';
import { AffectiveClient } from '../../../shared/client/index.js';
import { createLogger } from '../../../shared/runtime/logger.js';
import { captureLogs, startTestService, type TestService } from '../../support/harness.js';

const FAST = { baseMs: 20, maxMs: 200 };

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function item(n: number) {
  return { uid: `uid-${n}`, text: `message number ${n} about the release`, source: 'test:stream' };
}

describe('ServiceStream', () => {
  let service: TestService;
  let ingestKey: string;

  beforeAll(async () => {
    service = await startTestService();
    ({ ingestKey } = await service.createOrg('signal'));
  });
  afterAll(() => service?.close());

  const logger = () => {
    const captured = captureLogs();
    return { lines: captured.lines, logger: createLogger({ level: 'debug' }, captured.stream) };
  };

  it('should hold messages while the service is unreachable and deliver them once it is back', async () => {
    const port = await freePort();
    const { logger: log } = logger();
    const stream = new ServiceStream({
      client: new AffectiveClient({ baseUrl: `http://127.0.0.1:${port}`, apiKey: ingestKey }),
      capacity: 100,
      logger: log,
      backoff: FAST,
    });
    for (let n = 1; n <= 3; n++) stream.push(item(n));
    await expect.poll(() => stream.metrics().retried).toBeGreaterThan(0);
    expect(stream.metrics()).toMatchObject({ sent: 0, buffered: 3, dropped: 0 });

    const api = await startApi(service.ctx, { host: '127.0.0.1', port });
    try {
      await stream.idle();
      expect(stream.metrics()).toMatchObject({ sent: 3, buffered: 0, dropped: 0, rejected: 0 });
      const { rows } = await service.ctx.pool.query<{ uid: string }>(
        "SELECT uid FROM signals WHERE uid LIKE 'uid-%' ORDER BY uid",
      );
      expect(rows.map((r) => r.uid)).toEqual(['uid-1', 'uid-2', 'uid-3']);
    } finally {
      await api.close();
    }
  });

  it("should send each message's idempotency key with it, the same on a retry", async () => {
    const seen: Array<string | undefined> = [];
    const recorder = createServer((req, res) => {
      req.resume();
      seen.push(req.headers['idempotency-key'] as string | undefined);
      const status = seen.length === 1 ? 503 : 200;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(status === 200 ? '{"status":"recorded","distress_score":0,"alert_fired":false}' : '{}');
    });
    recorder.listen(0, '127.0.0.1');
    await once(recorder, 'listening');
    try {
      const { port } = recorder.address() as AddressInfo;
      const stream = new ServiceStream({
        client: new AffectiveClient({ baseUrl: `http://127.0.0.1:${port}`, apiKey: ingestKey }),
        capacity: 10,
        logger: logger().logger,
        backoff: FAST,
        concurrency: 1,
      });
      stream.push(item(1), 'key-of-message-1');
      stream.push(item(2));
      await stream.idle();
      expect(seen).toEqual(['key-of-message-1', 'key-of-message-1', undefined]);
    } finally {
      await new Promise((resolve) => recorder.close(resolve));
    }
  });

  it('should drop the oldest messages, and count them, when the buffer is full', async () => {
    const port = await freePort();
    const { logger: log, lines } = logger();
    const stream = new ServiceStream({
      client: new AffectiveClient({ baseUrl: `http://127.0.0.1:${port}`, apiKey: ingestKey }),
      capacity: 2,
      concurrency: 1,
      logger: log,
      backoff: FAST,
    });
    for (let n = 10; n < 15; n++) stream.push(item(n));
    // uid-10 went out at once (and failed); uid-11 and uid-12 gave way to uid-13 and uid-14.
    expect(stream.metrics()).toMatchObject({ dropped: 2, buffered: 3 });
    expect(lines.some((l) => l.includes('stream buffer full'))).toBe(true);
    const api = await startApi(service.ctx, { host: '127.0.0.1', port });
    try {
      await stream.idle();
      const { rows } = await service.ctx.pool.query<{ uid: string }>(
        "SELECT uid FROM signals WHERE uid IN ('uid-10','uid-11','uid-12','uid-13','uid-14') ORDER BY uid",
      );
      expect(rows.map((r) => r.uid)).toEqual(['uid-10', 'uid-13', 'uid-14']);
      expect(stream.metrics()).toMatchObject({ sent: 3, dropped: 2 });
    } finally {
      await api.close();
    }
  });

  it('should not retry what the service refuses for good, and never log the text', async () => {
    const { logger: log, lines } = logger();
    const stream = new ServiceStream({
      client: new AffectiveClient({ baseUrl: service.url, apiKey: ingestKey }),
      capacity: 10,
      logger: log,
      backoff: FAST,
    });
    const future = new Date(Date.now() + 3_600_000).toISOString();
    stream.push({ ...item(20), ts: future });
    await stream.idle();
    expect(stream.metrics()).toMatchObject({ sent: 0, rejected: 1, retried: 0 });
    expect(lines.join('\n')).toContain('invalid_request');
    expect(lines.join('\n')).not.toContain('message number 20');
  });

  describe('against a service that rate limits, then fails, then accepts', () => {
    let server: Server;
    let url: string;
    const answers: Array<{ status: number; headers?: Record<string, string> }> = [
      { status: 429, headers: { 'retry-after': '2' } },
      { status: 503 },
    ];
    beforeAll(async () => {
      server = createServer((req, res) => {
        req.resume();
        const next = answers.shift();
        if (next) {
          res.writeHead(next.status, { 'content-type': 'application/json', ...next.headers });
          res.end(JSON.stringify({ error: { code: next.status === 429 ? 'rate_limited' : 'unavailable' } }));
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ status: 'recorded', distress_score: 1.5, alert_fired: false }));
      }).listen(0, '127.0.0.1');
      await once(server, 'listening');
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise((resolve) => server.close(resolve)));

    it('should retry with backoff, waiting at least Retry-After after a 429', async () => {
      const { logger: log, lines } = logger();
      const stream = new ServiceStream({
        client: new AffectiveClient({ baseUrl: url, apiKey: ingestKey }),
        capacity: 10,
        logger: log,
        backoff: FAST,
      });
      stream.push(item(30));
      await stream.idle();
      expect(stream.metrics()).toMatchObject({ sent: 1, retried: 2, rejected: 0, dropped: 0 });
      const delays = lines
        .map((l) => JSON.parse(l))
        .filter((l) => l.msg === 'service unavailable: retrying')
        .map((l) => ({ status: l.status, delayMs: l.delayMs }));
      expect(delays[0]).toMatchObject({ status: 429 });
      expect(delays[0]!.delayMs).toBeGreaterThanOrEqual(2_000);
      expect(delays[1]).toMatchObject({ status: 503 });
      expect(delays[1]!.delayMs).toBeLessThanOrEqual(FAST.baseMs * 2);
    });
  });
});
