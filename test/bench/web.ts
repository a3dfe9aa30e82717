/**
 * `npm run bench:web`: GET /v1/affective/reports/pulse.pdf against the real API process, one request at a time,
 * on an organisation of 2,000 people with 12 weeks of signals (every layer, the weekly history, suggested
 * actions). Prints p50 and p99 over BENCH_REQUESTS (100) requests, after a warm-up that also makes the history
 * of the run. Target (2 cores, PostgreSQL and Redis on the same machine): p50 ≤ 300 ms.
 */
import { rng } from '../../service/analysis/model/softmax.js';
import { MOODS, STATES, TOPICS } from '../../service/analysis/signal.js';
import {
  type SignalRow,
  SignalWritesRepository,
} from '../../service/store/repositories/signal-writes.repository.js';
import { createLogger } from '../../shared/runtime/logger.js';
import { createPool } from '../../shared/runtime/pool.js';
import { quantile, startBenchSystem } from './support/system.js';

const PORT = Number(process.env.BENCH_PORT ?? 18_193);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const WARM_UP = 10;
const PEOPLE = 2_000;
const SIGNALS = 60_000;
const DAYS = 84;
const TARGET_P50_MS = 300;

function signals(now: Date): SignalRow[] {
  const random = rng(11);
  const stress = 1 << STATES.indexOf('stress');
  return Array.from({ length: SIGNALS }, () => {
    const ts = new Date(now.getTime() - random() * DAYS * 86_400_000);
    const recent = now.getTime() - ts.getTime() < 7 * 86_400_000;
    return {
      ts,
      receivedAt: ts,
      uid: `u${Math.floor(random() * PEOPLE)}`,
      batchId: null,
      source: 'bench',
      mood: Math.floor(random() * MOODS.length),
      moodConfidence: 0.7,
      states:
        (random() < 0.4 ? 1 << Math.floor(random() * STATES.length) : 0) |
        (recent && random() < 0.3 ? stress : 0),
      topics: random() < 0.5 ? 1 << Math.floor(random() * TOPICS.length) : 0,
      keyphraseHashes: [],
      distress: Math.round(random() * 80) / 10,
      crisisTheme: null,
      piiFound: false,
      lang: 'en',
      modelVersion: 'bench',
    };
  });
}

async function main() {
  const system = await startBenchSystem({ port: PORT, worker: false });
  try {
    const org = await system.org('signal');
    const pool = createPool({ url: system.databaseUrl, max: 2, logger: createLogger({ level: 'silent' }) });
    const now = new Date();
    const rows = signals(now);
    for (let i = 0; i < rows.length; i += 10_000) {
      await new SignalWritesRepository(pool).write(org.id, { signals: rows.slice(i, i + 10_000), at: now });
    }
    await pool.end();
    const headers = { authorization: `Bearer ${org.key}` };
    const run = await fetch(`${system.url}/v1/affective/aggregate`, { method: 'POST', headers });
    if (!run.ok) throw new Error(`aggregation failed: ${run.status}`);

    const report = async () => {
      const started = performance.now();
      const reply = await fetch(`${system.url}/v1/affective/reports/pulse.pdf?window=30d&layers=all`, {
        headers,
      });
      const body = Buffer.from(await reply.arrayBuffer());
      if (reply.status !== 200) throw new Error(`report failed: ${reply.status} ${body.toString()}`);
      return { ms: performance.now() - started, bytes: body.length };
    };
    const first = await report();
    for (let i = 1; i < WARM_UP; i++) await report();
    const timings: number[] = [];
    let bytes = 0;
    for (let i = 0; i < REQUESTS; i++) {
      const one = await report();
      timings.push(one.ms);
      bytes = one.bytes;
    }
    timings.sort((a, b) => a - b);
    const p50 = quantile(timings, 0.5);
    console.log(
      `PDF report, ${PEOPLE} people, ${SIGNALS} signals over ${DAYS} days, ${REQUESTS} sequential requests`,
    );
    console.log(`  first request (computes the weekly history): ${first.ms.toFixed(0)} ms`);
    console.log(
      `  p50 ${p50.toFixed(1)} ms, p99 ${quantile(timings, 0.99).toFixed(1)} ms, max ${timings.at(-1)!.toFixed(1)} ms`,
    );
    console.log(
      `  size ${(bytes / 1024).toFixed(1)} KiB; target p50 ≤ ${TARGET_P50_MS} ms: ${p50 <= TARGET_P50_MS ? 'met' : 'MISSED'}`,
    );
  } finally {
    await system.stop();
  }
}

await main();
