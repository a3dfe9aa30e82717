import type { Job } from 'bullmq';
import type { ServiceContext } from '../context.js';
import { MaintenanceRepository } from '../store/repositories/maintenance.repository.js';
import { requestAggregation } from './aggregate-requests.js';
import type { JobHandler } from './registry.js';

export const MAINTENANCE_TASKS = ['partitions', 'retention', 'aggregation-catch-up'] as const;
export type MaintenanceTask = (typeof MAINTENANCE_TASKS)[number];

/** Housekeeping: partitions made ahead, data past retention purged, and aggregation requests that got lost. */
export function maintenanceHandler(ctx: ServiceContext): JobHandler {
  const repository = new MaintenanceRepository(ctx.pool);
  return {
    queue: 'maintenance',
    concurrency: 1,
    async process(job: Job) {
      const now = ctx.clock.now();
      switch (job.name as MaintenanceTask) {
        case 'partitions':
          return { created: await repository.ensureSignalPartitions(now, 3) };
        case 'retention':
          return repository.purge(new Date(now.getTime() - ctx.config.RETENTION_DAYS * 86_400_000), now);
        case 'aggregation-catch-up': {
          const orgs = await repository.orgsWithUnaggregatedBatches(new Date(now.getTime() - 86_400_000));
          for (const orgId of orgs) await requestAggregation(ctx.queues, orgId, 0);
          return { requested: orgs.length };
        }
        default:
          throw new Error(`unknown maintenance task ${job.name}`);
      }
    },
  };
}
