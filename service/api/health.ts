import type { ServiceContext } from '../context.js';
import { persistenceWarning, redisPersistence } from '../jobs/redis-persistence.js';

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

async function check<T extends object>(probe: () => Promise<T>) {
  try {
    return { ok: true as const, ...(await withTimeout(probe(), CHECK_TIMEOUT_MS)) };
  } catch (err) {
    return { ok: false as const, error: (err as Error).message };
  }
}

/**
 * PostgreSQL and Redis answer. Redis without an append-only file is ready too, but the body says so: work
 * queued in it would not survive its restart.
 */
export async function checkReadiness(ctx: Pick<ServiceContext, 'pool' | 'redis'>) {
  const [postgres, redis] = await Promise.all([
    check(async () => {
      await ctx.pool.query('SELECT 1');
      return {};
    }),
    check(async () => {
      await ctx.redis.ping();
      const persistence = await redisPersistence(ctx.redis);
      const warning = persistenceWarning(persistence);
      return { persistence, ...(warning ? { warning } : {}) };
    }),
  ]);
  return { ready: postgres.ok && redis.ok, checks: { postgres, redis } };
}
