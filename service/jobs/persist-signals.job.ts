import type { Job } from 'bullmq';
import type { ServiceContext } from '../context.js';
import type { PersistJobData } from '../domain/ingest/ingest.js';
import { batchRecord } from '../domain/ingest/persist.js';
import { BatchesRepository } from '../store/repositories/batches.repository.js';
import { requestAggregation } from './aggregate-requests.js';
import type { JobHandler } from './registry.js';

const FIRST_RETRY_MS = 2_000;
const LONGEST_RETRY_MS = 5 * 60_000;

/** 2 s, 4 s, 8 s … doubling up to 5 minutes between attempts. */
export function persistBackoff(attemptsMade: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attemptsMade - 1), LONGEST_RETRY_MS);
}

/**
 * Stores signals that the API accepted while PostgreSQL was away. The write is the API's own transaction, and
 * a batch already stored is skipped, so a retried or repeated job never stores twice.
 */
export function persistSignalsHandler(ctx: ServiceContext): JobHandler {
  return {
    queue: 'persist-signals',
    concurrency: 4,
    workerOptions: { settings: { backoffStrategy: persistBackoff } },
    async process(job: Job<PersistJobData>) {
      const outcome = await ctx.writer.persist(job.data.input);
      await requestAggregation(ctx.queues, job.data.input.orgId, ctx.config.AGGREGATE_DEBOUNCE_SECONDS).catch(
        () => {},
      );
      return { inserted: outcome.inserted };
    },
    async onFinalFailure(job: Job<PersistJobData>, err: Error) {
      const { batch, orgId } = job.data.input;
      if (!batch) return;
      // If PostgreSQL is still away this fails too; the failed job itself then answers status queries.
      await new BatchesRepository(ctx.pool).markFailed(
        orgId,
        batchRecord(batch, null),
        `not stored after ${job.attemptsMade} attempts: ${err.message}`.slice(0, 500),
      );
    },
  };
}
