import type { Server, ServerResponse } from 'node:http';
import type { Logger } from './logger.js';

export type Closer = () => Promise<void>;

/**
 * A signal repeated within this time is the same signal delivered twice, not an operator insisting: under
 * `npm start`, a Ctrl-C reaches the whole process group and the `tsx` runner relays it to this process again.
 */
const REPEAT_WINDOW_MS = 1_000;

/**
 * Runs closers in order on SIGTERM or SIGINT (first the parts that accept work, then the pools they use), as the list holds them when the signal comes.
 * A second signal (more than a second after the first), or the timeout, exits at once.
 */
export function closeOnSignals(logger: Logger, closers: Closer[], timeoutMs: number) {
  let firstAt: number | null = null;
  const shutdown = async (signal: string) => {
    if (firstAt !== null) {
      if (Date.now() - firstAt < REPEAT_WINDOW_MS) return;
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    firstAt = Date.now();
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

/**
 * Makes an HTTP server's close a drain: it stops listening, closes idle keep-alive connections at once, and
 * answers the requests in flight with `Connection: close`, so no socket takes a new request. Resolves once
 * every connection has ended. Call it once, right after the server is created.
 */
export function drainOnClose(server: Server): Closer {
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  const closeAfter = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
    // Headers already on their way said keep-alive: end the socket once this answer is out.
    else {
      const socket = res.socket;
      res.once('finish', () => socket?.end());
    }
  };
  server.prependListener('request', (_req, res: ServerResponse) => {
    if (draining) res.setHeader('Connection', 'close');
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
  });
  return () =>
    new Promise<void>((resolve) => {
      draining = true;
      server.close(() => resolve());
      for (const res of inFlight) closeAfter(res);
      server.closeIdleConnections();
    });
}
