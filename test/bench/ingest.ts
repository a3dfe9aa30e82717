/**
 * Ingestion benchmark: the real API and worker on loopback, driven by autocannon.
 * Prints stream requests/s and p50/p99 latency at a fixed concurrency, without and with an Idempotency-Key on
 * every item, p50/p99 of a 1,000-item batch, and the worst event-loop delay the API saw. Targets (2 cores, with
 * PostgreSQL and Redis on the same machine): stream ≥ 1,500 requests/s with p99 ≤ 25 ms, with or without keys;
 * 1,000-item batch p50 ≤ 250 ms.
 */
import autocannon from 'autocannon';
import { metric, quantile, startBenchSystem } from './support/system.js';

const PORT = Number(process.env.BENCH_PORT ?? 18_181);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const BATCHES = Number(process.env.BENCH_BATCHES ?? 20);
/**
 * Stream runs: without Idempotency-Keys, then with one on every item as the connectors send; `false` or `true`
 * runs only that one.
 */
const KEY_RUNS = ({ true: [true], false: [false] } as Record<string, boolean[]>)[
  process.env.BENCH_IDEMPOTENCY_KEYS ?? ''
] ?? [false, true];
const UIDS = 5_000;

const SENTENCES = [
  'The deadline moved again and I am exhausted',
  'Great demo today, proud of this team',
  'Meetings all day, no time to do real work',
  'Not sure my manager even reads my updates',
  'Loving the new onboarding docs, thanks!',
  'Pay review is late again, people are frustrated',
  'Feeling a bit lonely working remotely this month',
  'The build is broken and nobody owns it',
];

async function main() {
  const system = await startBenchSystem({
    port: PORT,
    worker: process.env.BENCH_WORKER !== 'false',
    extraEnv: {
      RATE_LIMIT_STREAM_PER_MIN: '10000000',
      RATE_LIMIT_BATCH_PER_MIN: '100000',
      AGGREGATE_DEBOUNCE_SECONDS: '3600',
    },
  });
  try {
    const { key } = await system.org('signal');
    const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
    let n = 0;
    const streamBody = () => {
      n++;
      return JSON.stringify({
        uid: `u${n % 5000}`,
        text: `${SENTENCES[n % SENTENCES.length]} #${n}`,
        source: 'bench',
      });
    };
    const streamRequest = (keyed: boolean) => (r: Record<string, any>) => ({
      ...r,
      body: streamBody(),
      ...(keyed ? { headers: { ...r.headers, 'idempotency-key': `bench-${n}` } } : {}),
    });

    // Warm-up: JIT, connection pools, and every uid seen twice, so the measurement shows the steady state of
    // a community whose members have a history (a uid's first items create its baseline and often alert).
    await autocannon({
      url: `${system.url}/v1/affective/ingest/stream`,
      connections: CONNECTIONS,
      amount: 2 * UIDS,
      method: 'POST',
      headers,
      requests: [{ setupRequest: streamRequest(KEY_RUNS[0]!) }],
    });

    const streams = [];
    for (const keyed of KEY_RUNS) {
      const result = await autocannon({
        url: `${system.url}/v1/affective/ingest/stream`,
        connections: CONNECTIONS,
        duration: SECONDS,
        method: 'POST',
        headers,
        requests: [{ setupRequest: streamRequest(keyed) }],
      });
      streams.push({ keyed, result });
    }

    const texts = Array.from({ length: 1000 }, (_, i) => `${SENTENCES[i % SENTENCES.length]} (item ${i})`);
    const batchTimes: number[] = [];
    for (let b = 0; b < BATCHES; b++) {
      const started = performance.now();
      const reply = await fetch(`${system.url}/v1/affective/ingest/batch`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ source: 'bench', texts }),
      });
      await reply.text();
      if (reply.status !== 200) throw new Error(`batch answered ${reply.status}`);
      batchTimes.push(performance.now() - started);
    }
    // Other requests while batches run: their latency shows whether a batch blocks the event loop.
    const probes: number[] = [];
    const during = (async () => {
      for (let b = 0; b < 5; b++) {
        await fetch(`${system.url}/v1/affective/ingest/batch`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ source: 'bench', texts }),
        }).then((r) => r.text());
      }
    })();
    let probing = true;
    during.finally(() => {
      probing = false;
    });
    while (probing) {
      const t = performance.now();
      await fetch(`${system.url}/healthz`).then((r) => r.text());
      probes.push(performance.now() - t);
    }
    await during;

    batchTimes.sort((a, b) => a - b);
    probes.sort((a, b) => a - b);
    const loopMax = await metric(system.url, 'affective_event_loop_delay_seconds_max');
    const loopP99 = await metric(system.url, 'affective_event_loop_delay_seconds{quantile="0.99"}');
    console.log('ingest benchmark (API and worker as separate processes on loopback)');
    for (const { keyed, result: stream } of streams) {
      console.log(
        `  stream ${keyed ? 'with' : 'without'} Idempotency-Keys: ${stream.requests.average.toFixed(0)} requests/s at ${CONNECTIONS} connections for ${SECONDS} s`,
      );
      console.log(
        `          latency p50 ${stream.latency.p50} ms, p99 ${stream.latency.p99} ms, max ${stream.latency.max} ms`,
      );
      console.log(
        `          ${stream.non2xx} non-2xx answers, ${stream.errors} errors, ${stream.timeouts} timeouts`,
      );
    }
    console.log(
      `  1,000-item batch (${BATCHES} sequential): p50 ${quantile(batchTimes, 0.5).toFixed(0)} ms, p99 ${quantile(batchTimes, 0.99).toFixed(0)} ms`,
    );
    console.log(
      `  /healthz while batches run: p50 ${quantile(probes, 0.5).toFixed(1)} ms, max ${probes.at(-1)!.toFixed(1)} ms over ${probes.length} requests`,
    );
    console.log(
      `  API event-loop delay over the whole run: p99 ${(loopP99 * 1000).toFixed(1)} ms, max ${(loopMax * 1000).toFixed(1)} ms`,
    );
  } finally {
    await system.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
