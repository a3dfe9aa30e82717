import { Pool } from 'undici';

export interface PacedResult {
  /** Requests answered, and of those how many with a status outside 2xx. */
  answered: number;
  non2xx: number;
  errors: number;
  /** Answered requests per second over the run. */
  rate: number;
  /** Latencies in ms, ascending, each from the moment its request was due, not from when it was sent. */
  latencies: number[];
  /** How late the generator itself sent its latest request, in ms (its own lag is counted in the latencies). */
  worstSendLag: number;
}

/**
 * An open-loop load generator: requests are due at evenly spaced instants (`rate` per second) whatever the
 * answers do, and each latency is measured from the instant its request was due. A slow answer therefore
 * counts against every request queued behind it (no coordinated omission), and no second's worth of requests
 * leaves in one burst. autocannon's `overallRate` is closed-loop within each second: every connection sends its
 * share of the second back to back and then waits for the next second, so what it measures is the latency of a
 * burst at full concurrency.
 */
export async function paced(options: {
  url: string;
  headers?: Record<string, string>;
  rate: number;
  seconds: number;
  connections: number;
}): Promise<PacedResult> {
  const target = new URL(options.url);
  const client = new Pool(target.origin, { connections: options.connections, pipelining: 1 });
  const path = `${target.pathname}${target.search}`;
  const total = Math.round(options.rate * options.seconds);
  const interval = 1000 / options.rate;
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  let worstSendLag = 0;
  const inFlight = new Set<Promise<void>>();

  const send = (due: number) => {
    const request = client
      .request({ method: 'GET', path, headers: options.headers })
      .then(async (reply) => {
        await reply.body.dump();
        latencies.push(performance.now() - due);
        if (reply.statusCode < 200 || reply.statusCode >= 300) non2xx++;
      })
      .catch(() => {
        errors++;
      });
    inFlight.add(request);
    request.finally(() => inFlight.delete(request));
  };

  const started = performance.now();
  await new Promise<void>((done) => {
    let next = 0;
    const tick = () => {
      const now = performance.now();
      while (next < total && started + next * interval <= now) {
        const due = started + next * interval;
        worstSendLag = Math.max(worstSendLag, now - due);
        send(due);
        next++;
      }
      if (next >= total) return done();
      setTimeout(tick, Math.max(0, started + next * interval - performance.now()));
    };
    tick();
  });
  await Promise.all(inFlight);
  const elapsed = (performance.now() - started) / 1000;
  await client.close();
  latencies.sort((a, b) => a - b);
  return {
    answered: latencies.length,
    non2xx,
    errors,
    rate: latencies.length / elapsed,
    latencies,
    worstSendLag,
  };
}
