import { createRedis, type ServiceContext } from '../../service/context.js';
import { jobHandlers } from '../../service/jobs/handlers.js';
import { type QueueName, queuePrefix } from '../../service/jobs/queues.js';
import { startWorkers } from '../../service/jobs/registry.js';

/** Consumers for some queues, in this process, with the service's own handlers. */
export function startQueueWorkers(
  ctx: ServiceContext,
  queues: QueueName[],
  options: { lockDuration?: number } = {},
) {
  const workers = startWorkers({
    handlers: jobHandlers(ctx).filter((h) => queues.includes(h.queue)),
    connection: () => createRedis(ctx.config.REDIS_URL, ctx.logger, { failFast: false }),
    prefix: queuePrefix(ctx.config),
    logger: ctx.logger,
    ...(options.lockDuration ? { lockDuration: options.lockDuration } : {}),
  });
  return async () => {
    await Promise.all(workers.map((w) => w.close()));
  };
}
