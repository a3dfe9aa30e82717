/**
 * Webhook benchmark: the real API and a worker process on loopback, with a receiver in this process that
 * answers at once. Prints (1) the time from `POST /ingest/stream` with a crisis message to the receiver getting
 * the signed event, p50/p95 over sequential samples, and (2) deliveries per second for a burst of outbox events.
 * Targets (2 cores, PostgreSQL and Redis on the same machine): p95 ≤ 500 ms; ≥ 500 deliveries/s.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { Webhook } from 'standardwebhooks';
import { OutboxWriter } from '../../service/store/repositories/outbox.repository.js';
import { createLogger } from '../../shared/runtime/logger.js';
import { createPool } from '../../shared/runtime/pool.js';
import { quantile, startBenchSystem } from './support/system.js';

const PORT = Number(process.env.BENCH_PORT ?? 18_191);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
const CRISIS_TEXT = 'I want to kill myself, I cannot go on anymore';

/** Answers 204 at once and notes when each request arrived. */
class Receiver {
  arrivals: { at: number; id: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
  private waiters: { count: number; resolve: () => void }[] = [];
  private server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      this.arrivals.push({
        at: performance.now(),
        id: String(req.headers['webhook-id']),
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      });
      res.writeHead(204).end();
      this.waiters = this.waiters.filter((w) => {
        if (this.arrivals.length < w.count) return true;
        w.resolve();
        return false;
      });
    });
  });
  url = '';

  async start() {
    this.server.keepAliveTimeout = 60_000;
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
  }

  received(count: number, timeoutMs: number): Promise<void> {
    if (this.arrivals.length >= count) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`only ${this.arrivals.length} of ${count} arrived`)),
        timeoutMs,
      );
      this.waiters.push({
        count,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  }

  close() {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(resolve));
  }
}

async function main() {
  const system = await startBenchSystem({
    port: PORT,
    extraEnv: {
      WEBHOOK_ALLOW_HTTP: 'true',
      WEBHOOK_ALLOW_HOSTS: '127.0.0.0/8',
      RATE_LIMIT_STREAM_PER_MIN: '10000000',
      AGGREGATE_DEBOUNCE_SECONDS: '3600',
    },
  });
  const receiver = new Receiver();
  await receiver.start();
  try {
    const { id: orgId, key } = await system.org('signal');
    const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
    const registered = await fetch(`${system.url}/v1/affective/webhooks`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ url: receiver.url, events: ['alert.crisis', 'alert.spike'] }),
    }).then((r) => r.json() as Promise<{ id: string; secret: string }>);

    // Latency: one crisis message at a time, each from a new member so that each raises an event.
    const latencies: number[] = [];
    for (let i = 0; i < SAMPLES + 10; i++) {
      const expected = receiver.arrivals.length + 1;
      const started = performance.now();
      const reply = await fetch(`${system.url}/v1/affective/ingest/stream`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          uid: `member-${i}-${randomUUID().slice(0, 8)}`,
          text: CRISIS_TEXT,
          source: 'bench',
        }),
      }).then((r) => r.json() as Promise<{ alert_fired: boolean }>);
      if (!reply.alert_fired) throw new Error('the crisis message fired no alert');
      await receiver.received(expected, 30_000);
      // The first few warm up connections, JIT and caches.
      if (i >= 10) latencies.push(receiver.arrivals[expected - 1]!.at - started);
    }
    const verified = new Webhook(registered.secret).verify(
      receiver.arrivals.at(-1)!.body,
      receiver.arrivals.at(-1)!.headers as Record<string, string>,
    ) as { type: string };
    latencies.sort((a, b) => a - b);

    // Throughput: a burst of outbox events, as ingestion writes them, delivered to the receiver.
    const pool = createPool({ url: system.databaseUrl, max: 2, logger: createLogger({ level: 'silent' }) });
    const before = receiver.arrivals.length;
    const burstStart = performance.now();
    for (let offset = 0; offset < EVENTS; offset += 1_000) {
      const events = Array.from({ length: Math.min(1_000, EVENTS - offset) }, (_, i) => ({
        type: 'alert.spike',
        payload: {
          type: 'alert.spike',
          timestamp: new Date().toISOString(),
          data: {
            alert_id: randomUUID(),
            severity: 'spike',
            theme: 'workload',
            count: offset + i + 1,
            delta: 0.4,
            recommended_action: 'Check in with the team about workload.',
            source: 'bench',
          },
        },
      }));
      await new OutboxWriter(pool).append(orgId, events);
    }
    await receiver.received(before + EVENTS, 600_000);
    const burstSeconds = (receiver.arrivals.at(-1)!.at - burstStart) / 1000;
    const burst = receiver.arrivals.slice(before);
    const distinct = new Set(burst.map((a) => a.id)).size;
    // The receiver may answer before the worker has written the attempt down; wait for the record.
    for (let waited = 0; waited < 30_000; waited += 100) {
      const { rows } = await pool.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM webhook_messages WHERE status = 'pending'",
      );
      if (rows[0]!.n === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const { rows: states } = await pool.query<{ status: string; n: number }>(
      `SELECT status, count(*)::int AS n FROM webhook_messages GROUP BY status ORDER BY status`,
    );
    await pool.end();

    console.log('webhook benchmark (API and worker as separate processes, receiver on loopback)');
    console.log(
      `  stream → receiver latency over ${latencies.length} crisis alerts: p50 ${quantile(latencies, 0.5).toFixed(1)} ms, ` +
        `p95 ${quantile(latencies, 0.95).toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms (last event verified: ${verified.type})`,
    );
    console.log(
      `  deliveries: ${EVENTS} outbox events delivered in ${burstSeconds.toFixed(2)} s = ${(EVENTS / burstSeconds).toFixed(0)} deliveries/s ` +
        `(${distinct} distinct webhook-ids received, ${burst.length - distinct} redeliveries)`,
    );
    console.log(`  messages by state: ${states.map((s) => `${s.status} ${s.n}`).join(', ')}`);
  } finally {
    await receiver.close();
    await system.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
