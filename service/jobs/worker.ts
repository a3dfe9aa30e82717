import type { Closer } from '../../shared/runtime/lifecycle.js';
import type { ServiceContext } from '../context.js';
import { createRedis, whenReady } from '../context.js';
import { jobHandlers } from './handlers.js';
import { outboxRelayLoop } from './outbox-relay.loop.js';
import { queuePrefix } from './queues.js';
import { checkHandlers, startWorkers } from './registry.js';
import { registerSchedules, scheduleGuardLoop } from './schedules.js';

/** A long-running part of the worker that is not a queue consumer, such as a poller. */
export interface BackgroundLoop {
  name: string;
  start(ctx: ServiceContext): Closer;
}

/** Background loops of the worker process, beside the queue consumers. */
export function backgroundLoops(): BackgroundLoop[] {
  return [outboxRelayLoop, scheduleGuardLoop];
}

/**
 * Starts the worker: a consumer per queue, the schedules (registered once however many workers start) and the
 * background loops. Returns a closer that lets jobs in flight finish.
 */
export async function startWorker(ctx: ServiceContext): Promise<Closer> {
  const handlers = jobHandlers(ctx);
  checkHandlers(handlers);
  const workers = startWorkers({
    handlers,
    connection: () => createRedis(ctx.config.REDIS_URL, ctx.logger, { failFast: false }),
    prefix: queuePrefix(ctx.config),
    logger: ctx.logger,
    lockDuration: ctx.config.WORKER_LOCK_MS,
  });
  // The producers' client fails fast by design; a starting worker waits for it instead.
  await whenReady(ctx.redis, 60_000);
  await registerSchedules(ctx);
  const loops = backgroundLoops().map((loop) => loop.start(ctx));
  ctx.logger.info({ queues: handlers.map((h) => h.queue) }, 'worker started');
  return async () => {
    await Promise.allSettled(loops.map((stop) => stop()));
    await Promise.allSettled(workers.map((w) => w.close()));
  };
}
