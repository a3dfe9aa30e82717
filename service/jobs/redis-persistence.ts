import type { Redis } from 'ioredis';
import type { Logger } from '../../shared/runtime/logger.js';

/** How Redis keeps its data across a restart: append-only file, periodic snapshots only, nothing, or unknown. */
export type RedisPersistence = 'aof' | 'snapshots' | 'none' | 'unknown';

/**
 * Reads the persistence of the Redis behind the queues. `INFO` says whether the append-only file is on;
 * `CONFIG GET save` (which managed services may refuse: then `unknown`) whether snapshots are.
 */
export async function redisPersistence(redis: Redis): Promise<RedisPersistence> {
  const info = await redis.info('persistence');
  if (/^aof_enabled:1\s*$/m.test(info)) return 'aof';
  try {
    const [, save] = (await redis.config('GET', 'save')) as string[];
    return save?.trim() ? 'snapshots' : 'none';
  } catch {
    return 'unknown';
  }
}

const AT_RISK =
  'signals queued while PostgreSQL is away, crisis alerts among them, and the job schedules live only in Redis';

/** One sentence for the operator, or null when Redis writes every change to its append-only file. */
export function persistenceWarning(persistence: RedisPersistence): string | null {
  switch (persistence) {
    case 'aof':
      return null;
    case 'snapshots':
      return `Redis keeps only periodic snapshots (appendonly no): ${AT_RISK}, and what was written since the last snapshot is lost if it restarts. Set appendonly yes.`;
    case 'none':
      return `Redis persistence is off (appendonly no, no snapshots): ${AT_RISK}, and all of it is lost if it restarts. Set appendonly yes.`;
    case 'unknown':
      return `Redis does not write an append-only file and its snapshots could not be checked: ${AT_RISK} and may be lost if it restarts. Set appendonly yes.`;
  }
}

/** Warns in one line at start when Redis would lose queued work on a restart. */
export async function warnIfRedisVolatile(redis: Redis, logger: Logger): Promise<void> {
  const persistence = await redisPersistence(redis);
  const warning = persistenceWarning(persistence);
  if (warning) logger.warn({ redisPersistence: persistence }, warning);
}
