import type { ServiceContext } from '../context.js';
import { registerNightlyAggregation } from './aggregate.job.js';
import type { MaintenanceTask } from './maintenance.job.js';

const MAINTENANCE: Record<MaintenanceTask, string> = {
  partitions: '15 1 * * *',
  retention: '45 3 * * *',
  'aggregation-catch-up': '*/5 * * * *',
};

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
