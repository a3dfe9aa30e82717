import type { NextFunction, Request, Response } from 'express';
import type { Logger } from '../../../shared/runtime/logger.js';

/**
 * One log line per answered request: its id, method, route pattern (`/v1/affective/users/:uid`), status and
 * time; never the path itself (a uid, which must not outlive its erasure), headers (keys), query strings or
 * bodies (user text). A request for no route is logged with `route: null`. Info for an answer, error for a 5xx, warn for a request whose connection
 * closed before the service had finished its answer. Nothing per request is built unless a line will be written.
 */
export function accessLog(logger: Logger, quietPaths: readonly string[]) {
  const quiet = new Set(quietPaths);
  return (req: Request, res: Response, next: NextFunction) => {
    if (quiet.has(req.url)) return next();
    const started = performance.now();
    res.once('close', () => {
      const level = !res.writableEnded ? 'warn' : res.statusCode >= 500 ? 'error' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      logger[level](
        {
          req: { id: req.requestId, method: req.method, route: res.locals.route ?? null },
          res: { statusCode: res.statusCode },
          responseTime: Math.round(performance.now() - started),
        },
        res.writableEnded ? 'request completed' : 'request aborted',
      );
    });
    next();
  };
}
