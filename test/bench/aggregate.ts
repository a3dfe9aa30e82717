/**
 * `npm run bench:aggregate`: 1,000,000 generated signals of 10,000 uids over 60 days in a fresh database, a full
 * aggregation of them through POST /aggregate, an incremental run with nothing new, then GET /pulse at 500
 * requests/s against the real API process, twice: driven by autocannon, whose rate limit sends each second's
 * requests as one burst, and by an open-loop generator that spaces them evenly (support/paced.ts). Targets (2
 * cores, PostgreSQL and Redis on the same machine): full aggregation ≤ 20 s; GET /pulse p99 ≤ 10 ms at 500
 * requests/s, judged on the evenly spaced drive; the burst figures are printed beside it.
 */
import autocannon from 'autocannon';
import { rng } from '../../service/analysis/model/softmax.js';
import { MOODS, STATES, TOPICS } from '../../service/analysis/signal.js';
import { loadServiceConfig } from '../../service/config.js';
import { closeServiceContext, createServiceContext } from '../../service/context.js';
import { keyphraseHash } from '../../service/domain/ingest/analysed-item.js';
import { OrgsRepository } from '../../service/store/repositories/orgs.repository.js';
import { RollupsRepository } from '../../service/store/repositories/rollups.repository.js';
import {
  type SignalRow,
  SignalWritesRepository,
} from '../../service/store/repositories/signal-writes.repository.js';
import { createLogger } from '../../shared/runtime/logger.js';
import { createPool, type Pool } from '../../shared/runtime/pool.js';
import { paced } from './support/paced.js';
import { quantile, startBenchSystem } from './support/system.js';

const PORT = Number(process.env.BENCH_PORT ?? 18_191);
const SIGNALS = Number(process.env.BENCH_SIGNALS ?? 1_000_000);
const UIDS = Number(process.env.BENCH_UIDS ?? 10_000);
const DAYS = 60;
const PHRASES = 5_000;
const NAMED_PHRASES = 500;
const CHUNK = 20_000;
const RATE = Number(process.env.BENCH_RATE ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const SERVICE_CALLS = 5_000;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const TARGETS = { aggregationSeconds: 20, pulseP99Ms: 10 };

const MOOD_WEIGHTS: Record<(typeof MOODS)[number], number> = {
  anger: 0.1,
  disgust: 0.05,
  fear: 0.1,
  joy: 0.2,
  neutral: 0.35,
  sadness: 0.12,
  surprise: 0.08,
};

/** A deterministic month-and-a-half of a 10,000-person workplace, with stress rising in the last week. */
function* generate(orgId: string, now: Date): Generator<SignalRow[]> {
  const random = rng(7);
  const moods = MOODS.flatMap((m, i) => Array.from({ length: Math.round(MOOD_WEIGHTS[m] * 100) }, () => i));
  const phrase = (i: number) => `phrase ${i}`;
  const hashes = Array.from({ length: PHRASES }, (_, i) => keyphraseHash(orgId, phrase(i)));
  const stress = 1 << STATES.indexOf('stress');
  let rows: SignalRow[] = [];
  for (let n = 0; n < SIGNALS; n++) {
    const ts = new Date(now.getTime() - random() * DAYS * 86_400_000);
    const recent = now.getTime() - ts.getTime() < 7 * 86_400_000;
    let states = 0;
    if (random() < 0.35) states |= 1 << Math.floor(random() * STATES.length);
    if (random() < 0.1) states |= 1 << Math.floor(random() * STATES.length);
    if (recent && random() < 0.15) states |= stress;
    let topics = 0;
    if (random() < 0.45) topics |= 1 << Math.floor(random() * TOPICS.length);
    const keyphraseHashes = Array.from(
      { length: Math.floor(random() * 4) },
      () => hashes[Math.floor(random() ** 3 * PHRASES)]!,
    );
    rows.push({
      ts,
      receivedAt: ts,
      // Some people write far more than others.
      uid: `u${Math.floor(random() ** 1.5 * UIDS)}`,
      batchId: null,
      // Forty channels, as a mid-sized workspace has.
      source: `bench:c${n % 40}`,
      mood: moods[Math.floor(random() * moods.length)]!,
      moodConfidence: 0.7,
      states,
      topics,
      keyphraseHashes: [...new Set(keyphraseHashes)],
      distress: Math.round(Math.min(10, -Math.log(1 - random()) * 2.2) * 10) / 10,
      crisisTheme: random() < 0.0002 ? 0 : null,
      piiFound: false,
      lang: 'en',
      modelVersion: 'bench',
    });
    if (rows.length === CHUNK) {
      yield rows;
      rows = [];
    }
  }
  if (rows.length) yield rows;
}

async function load(pool: Pool, orgId: string, now: Date): Promise<void> {
  const chunks = generate(orgId, now);
  const writer = async () => {
    for (let next = chunks.next(); !next.done; next = chunks.next()) {
      await new SignalWritesRepository(pool).write(orgId, { signals: next.value, at: now });
    }
  };
  await Promise.all([writer(), writer()]);
  await pool.query(
    `INSERT INTO keyphrase_vocab (org_id, hash, phrase, named_at)
     SELECT $1, h, p, now() FROM unnest($2::bigint[], $3::text[]) AS x(h, p)`,
    [
      orgId,
      Array.from({ length: NAMED_PHRASES }, (_, i) => keyphraseHash(orgId, `phrase ${i}`)),
      Array.from({ length: NAMED_PHRASES }, (_, i) => `phrase ${i}`),
    ],
  );
  await pool.query(
    `INSERT INTO uid_baselines (org_id, uid, baseline, recent, n, last_ts)
     SELECT $1, uid, avg(distress), avg(distress), count(*), max(ts) FROM signals WHERE org_id = $1 GROUP BY uid`,
    [orgId],
  );
  // As autovacuum would have by the time a nightly run comes, after a bulk load.
  await pool.query('VACUUM ANALYZE signals');
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The time GET /pulse spends in the service itself (its query and the payload), without HTTP or a load generator. */
async function serviceTime(env: NodeJS.ProcessEnv, orgId: string): Promise<number[]> {
  const ctx = createServiceContext(
    loadServiceConfig({ ...env, ANALYSIS_THREADS: '1' }),
    createLogger({ level: 'silent' }),
  );
  try {
    const org = (await new OrgsRepository(ctx.pool).findById(orgId))!;
    const auth = { keyId: 'bench', role: 'admin' as const, org };
    const times: number[] = [];
    for (let i = 0; i < SERVICE_CALLS; i++) {
      const started = performance.now();
      await ctx.pulse.pulse(auth, { window: '30d' });
      times.push(performance.now() - started);
    }
    return times.sort((a, b) => a - b);
  } finally {
    await closeServiceContext(ctx);
  }
}
const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

async function main() {
  const system = await startBenchSystem({ port: PORT, worker: false });
  const pool = createPool({ url: system.databaseUrl, max: 4, logger: createLogger({ level: 'silent' }) });
  try {
    const org = await system.org('signal');
    const headers = { authorization: `Bearer ${org.key}` };

    let started = Date.now();
    await load(pool, org.id, new Date());
    console.log(
      `generated ${SIGNALS.toLocaleString('en')} signals of ${UIDS.toLocaleString('en')} uids over ${DAYS} days in ${seconds(Date.now() - started)} s`,
    );

    const aggregate = async () => {
      const began = Date.now();
      const reply = await fetch(`${system.url}/v1/affective/aggregate`, { method: 'POST', headers });
      if (!reply.ok) throw new Error(`POST /aggregate answered ${reply.status}: ${await reply.text()}`);
      const run = (await reply.json()) as { duration_ms: number; days_rebuilt: number };
      return { ...run, wall: Date.now() - began };
    };
    const full = await aggregate();
    console.log(
      `full aggregation: ${seconds(full.duration_ms)} s (${full.days_rebuilt} days rebuilt; ${seconds(full.wall)} s wall incl. HTTP) — target ≤ ${TARGETS.aggregationSeconds} s: ${verdict(full.duration_ms <= TARGETS.aggregationSeconds * 1000)}`,
    );
    const again = await aggregate();
    console.log(
      `incremental run, nothing new: ${seconds(again.duration_ms)} s (${again.days_rebuilt} days rebuilt)`,
    );

    // What an organisation with tone overrides adds to every run: each source's latest day, read from the signals.
    const lastSeen: number[] = [];
    for (let i = 0; i < 5; i++) {
      const began = performance.now();
      await new RollupsRepository(pool).sourcesLastSeen(org.id);
      lastSeen.push(performance.now() - began);
    }
    lastSeen.sort((a, b) => a - b);
    console.log(
      `sources' last days (added to each run when tone overrides exist), 5 reads: best ${ms(lastSeen[0]!)}, median ${ms(lastSeen[2]!)}`,
    );

    started = Date.now();
    const pulse = await (await fetch(`${system.url}/v1/affective/pulse?window=30d`, { headers })).json();
    console.log(
      `GET /pulse status ${(pulse as { status: string }).status}, ${JSON.stringify(pulse).length} bytes, first answer in ${Date.now() - started} ms`,
    );

    const url = `${system.url}/v1/affective/pulse?window=30d`;
    // Warm-up of the JIT and both connection pools, not counted.
    await autocannon({ url, headers, connections: CONNECTIONS, overallRate: RATE, duration: 3 });

    // autocannon's rate limit releases each connection's share of a second at the start of that second, so
    // this is 500 requests a second arriving as one burst over 20 connections.
    const burst = await autocannon({
      url,
      headers,
      connections: CONNECTIONS,
      overallRate: RATE,
      duration: SECONDS,
      ignoreCoordinatedOmission: true,
    });
    console.log(
      `GET /pulse, autocannon at ${RATE} requests/s over ${CONNECTIONS} connections for ${SECONDS} s (each second's requests sent as one burst): ` +
        `${burst.requests.average.toFixed(0)} requests/s served, latency p50 ${burst.latency.p50} ms, p90 ${burst.latency.p90} ms, ` +
        `p99 ${burst.latency.p99} ms, max ${burst.latency.max} ms; ${burst.non2xx} non-2xx, ${burst.errors} errors, ${burst.timeouts} timeouts`,
    );

    // The same rate as a steady stream: one request due every 1/RATE s, latency counted from when it was due.
    const steady = await paced({ url, headers, rate: RATE, seconds: SECONDS, connections: CONNECTIONS });
    const reference = await paced({
      url: `${system.url}/healthz`,
      rate: RATE,
      seconds: 5,
      connections: CONNECTIONS,
    });
    const met = quantile(steady.latencies, 0.99) <= TARGETS.pulseP99Ms && steady.non2xx + steady.errors === 0;
    console.log(
      `GET /pulse, steady ${RATE} requests/s (open loop, evenly spaced) for ${SECONDS} s: ${steady.rate.toFixed(0)} requests/s served, ` +
        `latency p50 ${ms(quantile(steady.latencies, 0.5))}, p90 ${ms(quantile(steady.latencies, 0.9))}, ` +
        `p99 ${ms(quantile(steady.latencies, 0.99))}, max ${ms(steady.latencies.at(-1)!)}; ${steady.non2xx} non-2xx, ${steady.errors} errors; the generator sent at most ${ms(steady.worstSendLag)} late ` +
        `— target p99 ≤ ${TARGETS.pulseP99Ms} ms: ${verdict(met)}`,
    );
    console.log(
      `reference: GET /healthz, steady ${RATE} requests/s for 5 s: p50 ${ms(quantile(reference.latencies, 0.5))}, ` +
        `p99 ${ms(quantile(reference.latencies, 0.99))}, max ${ms(reference.latencies.at(-1)!)}`,
    );
    const service = await serviceTime(system.env, org.id);
    console.log(
      `GET /pulse service time (its query and payload, ${SERVICE_CALLS} calls in a row, no HTTP): ` +
        `p50 ${quantile(service, 0.5).toFixed(2)} ms, p99 ${quantile(service, 0.99).toFixed(2)} ms`,
    );
  } finally {
    await pool.end();
    await system.stop();
  }
}

await main();
