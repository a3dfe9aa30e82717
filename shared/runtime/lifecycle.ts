import type { Logger } from './logger.js';

export type Closer = () => Promise<void>;

/**
 * Runs closers in order on SIGTERM or SIGINT (first the parts that accept work, then the pools they use).
 * A second signal, or the timeout, exits at once.
 */
export function closeOnSignals(logger: Logger, closers: Closer[], timeoutMs: number) {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    closing = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error({ timeoutMs }, 'shutdown timed out: exiting');
      process.exit(1);
    }, timeoutMs);
    timer.unref();
    for (const close of closers) {
      try {
        await close();
      } catch (err) {
        logger.error({ err: { message: (err as Error).message } }, 'error while shutting down');
      }
    }
    logger.info('shut down cleanly');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
