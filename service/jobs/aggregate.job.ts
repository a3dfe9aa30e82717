import type { Job } from 'bullmq';
import { retryOnConflict } from '../../shared/runtime/pool.js';
import type { ServiceContext } from '../context.js';
import { OrgsRepository } from '../store/repositories/orgs.repository.js';
import type { JobHandler } from './registry.js';

export interface AggregateJobData {
  /** Absent on the nightly job, which asks for a run of every organisation. */
  orgId?: string;
  trigger: string;
}

export const NIGHTLY_AGGREGATION_SCHEDULER = 'aggregate-nightly';
const NIGHTLY_ATTEMPTS = 3;

/**
 * Consumer of the `aggregate` queue. A job with an organisation runs its aggregation; the nightly job fans out
 * one job per organisation, collapsing with any request already waiting for that organisation.
 */
export function aggregateHandler(ctx: ServiceContext): JobHandler {
  return {
    queue: 'aggregate',
    concurrency: 1,
    async process(job: Job<AggregateJobData>) {
      const { orgId, trigger } = job.data;
      // A run aborted by a concurrent erasure (REPEATABLE READ) runs again at once rather than after a backoff.
      if (orgId) return retryOnConflict(() => ctx.aggregation.run(orgId, trigger));
      const orgs = await new OrgsRepository(ctx.pool).list();
      const queue = ctx.queues.get('aggregate');
      for (const org of orgs) {
        // Same deduplication id as requestAggregation (aggregate-requests.ts), so the two never overlap.
        await queue.add(
          'aggregate',
          { orgId: org.id, trigger },
          {
            deduplication: { id: `aggregate:${org.id}`, keepLastIfActive: true },
            attempts: NIGHTLY_ATTEMPTS,
            backoff: { type: 'exponential', delay: 60_000 },
          },
        );
      }
      return { requested: orgs.length };
    },
  };
}

/** The nightly run, registered under one id so it exists once however many workers start. */
export async function registerNightlyAggregation(ctx: ServiceContext): Promise<void> {
  await ctx.queues
    .get('aggregate')
    .upsertJobScheduler(
      NIGHTLY_AGGREGATION_SCHEDULER,
      { pattern: ctx.config.AGGREGATE_CRON, tz: 'UTC' },
      { name: 'aggregate-all', data: { trigger: 'nightly' } satisfies AggregateJobData },
    );
}
