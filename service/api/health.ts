import type { ServiceContext } from '../context.js';

const CHECK_TIMEOUT_MS = 2_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err) => {
        clearTimeout(timer);
        reject(err);
      },
    );
  });
}

async function check(probe: () => Promise<unknown>) {
  try {
    await withTimeout(probe(), CHECK_TIMEOUT_MS);
    return { ok: true as const };
  } catch (err) {
    return { ok: false as const, error: (err as Error).message };
  }
}

export async function checkReadiness(ctx: Pick<ServiceContext, 'pool' | 'redis'>) {
  const [postgres, redis] = await Promise.all([
    check(() => ctx.pool.query('SELECT 1')),
    check(() => ctx.redis.ping()),
  ]);
  return { ready: postgres.ok && redis.ok, checks: { postgres, redis } };
}
