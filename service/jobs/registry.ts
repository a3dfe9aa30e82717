import { type Job, Worker, type WorkerOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from '../../shared/runtime/logger.js';
import { QUEUE_NAMES, type QueueName } from './queues.js';

/** The work done for the jobs of one queue. Handlers are plain functions over a job; they hold no state. */
export interface JobHandler {
  queue: QueueName;
  concurrency: number;
  process(job: Job): Promise<unknown>;
  /** Called once a job has failed for the last time. */
  onFinalFailure?(job: Job, err: Error): Promise<void>;
  workerOptions?: Partial<WorkerOptions>;
}

export class JobRegistryError extends Error {}

/** Every queue must have exactly one handler: a missing or doubled one is a wiring mistake, caught at start. */
export function checkHandlers(handlers: JobHandler[]): void {
  const seen = new Set<QueueName>();
  for (const handler of handlers) {
    if (seen.has(handler.queue)) throw new JobRegistryError(`two handlers for queue ${handler.queue}`);
    seen.add(handler.queue);
  }
  const missing = QUEUE_NAMES.filter((name) => !seen.has(name));
  if (missing.length) throw new JobRegistryError(`no handler for queue(s) ${missing.join(', ')}`);
}

export function startWorkers(options: {
  handlers: JobHandler[];
  connection: () => Redis;
  prefix: string;
  logger: Logger;
  /** How long a job stays with a worker before another may take it over, should the first have died. */
  lockDuration?: number;
}): Worker[] {
  return options.handlers.map((handler) => {
    const worker = new Worker(handler.queue, (job) => handler.process(job), {
      connection: options.connection(),
      prefix: options.prefix,
      concurrency: handler.concurrency,
      ...(options.lockDuration
        ? { lockDuration: options.lockDuration, stalledInterval: options.lockDuration }
        : {}),
      ...handler.workerOptions,
    });
    worker.on('failed', (job, err) => {
      if (!job) return;
      const final = job.attemptsMade >= (job.opts.attempts ?? 1);
      options.logger.warn(
        {
          queue: handler.queue,
          jobId: job.id,
          attempt: job.attemptsMade,
          final,
          err: { message: err.message },
        },
        'job failed',
      );
      if (final && handler.onFinalFailure) {
        handler
          .onFinalFailure(job, err)
          .catch((e: Error) =>
            options.logger.error(
              { queue: handler.queue, jobId: job.id, err: { message: e.message } },
              'final-failure hook failed',
            ),
          );
      }
    });
    worker.on('error', (err) =>
      options.logger.debug({ queue: handler.queue, err: { message: err.message } }, 'worker error'),
    );
    return worker;
  });
}
