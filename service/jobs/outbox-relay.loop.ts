import type { Closer } from '../../shared/runtime/lifecycle.js';
import type { ServiceContext } from '../context.js';
import { DeliveryQueue } from '../domain/webhooks/delivery-queue.js';
import { DEFAULT_RELAY_OPTIONS, OutboxRelay, type RelayOptions } from '../domain/webhooks/relay.js';
import { listen } from '../store/notifications.js';
import type { BackgroundLoop } from './worker.js';

/** The channel the outbox trigger of migration 004 notifies on every insert. */
export const OUTBOX_CHANNEL = 'outbox_inserted';

export interface OutboxRelayLoopOptions {
  /** Polling beside LISTEN, for notifications missed while the listening connection was down. */
  pollIntervalMs: number;
  /** How often pending messages are checked for a job Redis lost. */
  sweepIntervalMs: number;
  pruneIntervalMs: number;
  relay: RelayOptions;
}

export const DEFAULT_OUTBOX_RELAY_LOOP_OPTIONS: OutboxRelayLoopOptions = {
  pollIntervalMs: 1_000,
  sweepIntervalMs: 30_000,
  pruneIntervalMs: 3_600_000,
  relay: DEFAULT_RELAY_OPTIONS,
};

/** Runs `task` when kicked; kicks during a run make exactly one more run, never two at once. */
function coalescing(task: () => Promise<void>) {
  let running: Promise<void> | null = null;
  let again = false;
  const run = async () => {
    do {
      again = false;
      await task();
    } while (again);
  };
  return {
    kick() {
      if (running) {
        again = true;
        return;
      }
      running = run().finally(() => {
        running = null;
      });
    },
    idle: () => running ?? Promise.resolve(),
  };
}

/**
 * The outbox relay of a worker: woken by LISTEN/NOTIFY as soon as an event commits, polling as a fallback,
 * sweeping for messages whose job was lost, and pruning old records. Several workers may run it at once.
 */
export function startOutboxRelay(
  ctx: ServiceContext,
  options: OutboxRelayLoopOptions = DEFAULT_OUTBOX_RELAY_LOOP_OPTIONS,
): Closer {
  const relay = new OutboxRelay(
    ctx.pool,
    ctx.clock,
    new DeliveryQueue(ctx.queues, ctx.clock),
    ctx.logger,
    options.relay,
  );
  const failed = (what: string) => (err: unknown) =>
    ctx.logger.warn({ err: { message: (err as Error).message } }, `${what} failed`);

  const relaying = coalescing(() => relay.drain().catch(failed('outbox relay')));
  const sweeping = coalescing(() => relay.sweep().then(() => {}, failed('webhook sweep')));
  const pruning = coalescing(() => relay.prune().catch(failed('webhook prune')));

  const stopListening = listen({
    url: ctx.config.DATABASE_URL,
    channel: OUTBOX_CHANNEL,
    logger: ctx.logger,
    onNotify: relaying.kick,
    onConnect: relaying.kick,
  });
  const timers = [
    setInterval(relaying.kick, options.pollIntervalMs),
    setInterval(sweeping.kick, options.sweepIntervalMs),
    setInterval(pruning.kick, options.pruneIntervalMs),
  ];
  for (const timer of timers) timer.unref();
  relaying.kick();
  sweeping.kick();

  return async () => {
    for (const timer of timers) clearInterval(timer);
    await stopListening();
    await Promise.all([relaying.idle(), sweeping.idle(), pruning.idle()]);
  };
}

export const outboxRelayLoop: BackgroundLoop = {
  name: 'outbox-relay',
  start: (ctx) => startOutboxRelay(ctx),
};
