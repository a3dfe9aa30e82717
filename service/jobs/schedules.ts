import type { Closer } from '../../shared/runtime/lifecycle.js';
import type { ServiceContext } from '../context.js';
import { NIGHTLY_AGGREGATION_SCHEDULER, registerNightlyAggregation } from './aggregate.job.js';
import type { MaintenanceTask } from './maintenance.job.js';
import type { QueueName } from './queues.js';
import type { BackgroundLoop } from './worker.js';

const MAINTENANCE: Record<MaintenanceTask, string> = {
  partitions: '15 1 * * *',
  retention: '45 3 * * *',
  'aggregation-catch-up': '*/5 * * * *',
};

/** How often a worker checks that the schedules still exist in Redis. */
export const SCHEDULE_CHECK_INTERVAL_MS = 60_000;

/**
 * Registers the repeatable jobs. `upsertJobScheduler` keys them by id, so every worker may call this at start
 * and each schedule exists once.
 */
export async function registerSchedules(ctx: ServiceContext): Promise<void> {
  const maintenance = ctx.queues.get('maintenance');
  for (const [task, pattern] of Object.entries(MAINTENANCE)) {
    await maintenance.upsertJobScheduler(task, { pattern, tz: 'UTC' }, { name: task, data: {} });
  }
  await registerNightlyAggregation(ctx);
}

const SCHEDULERS: [QueueName, string][] = [
  ...Object.keys(MAINTENANCE).map((task): [QueueName, string] => ['maintenance', task]),
  ['aggregate', NIGHTLY_AGGREGATION_SCHEDULER],
];

/**
 * Registers the schedules again when any is missing (Redis restarted empty, without persistence) and says so;
 * returns the ids that were missing. Without it, nightly aggregation and retention would stop until a worker
 * restarted.
 */
export async function restoreMissingSchedules(ctx: ServiceContext): Promise<string[]> {
  const missing: string[] = [];
  for (const [queue, id] of SCHEDULERS) {
    if (!(await ctx.queues.get(queue).getJobScheduler(id))) missing.push(id);
  }
  if (missing.length === 0) return missing;
  await registerSchedules(ctx);
  ctx.logger.warn(
    { missing },
    'job schedules were missing from Redis (did it restart without persistence?): registered again',
  );
  return missing;
}

/** Checks every minute, in each worker, that the schedules are there. */
export const scheduleGuardLoop: BackgroundLoop = {
  name: 'schedule-guard',
  start(ctx: ServiceContext): Closer {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      restoreMissingSchedules(ctx)
        .catch((err: Error) =>
          ctx.logger.debug({ err: { message: err.message } }, 'schedules not checked: Redis unavailable'),
        )
        .finally(() => {
          running = false;
        });
    }, SCHEDULE_CHECK_INTERVAL_MS);
    timer.unref();
    return async () => clearInterval(timer);
  },
};
