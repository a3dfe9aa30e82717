import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

const ACCEPTABLE = /^[A-Za-z0-9._:-]{1,128}$/;

declare module 'express-serve-static-core' {
  interface Request {
    requestId: string;
  }
}

/** Takes the caller's `X-Request-Id` when it is sane, otherwise makes one; echoes it on every response. */
export function requestId(req: Request, res: Response, next: NextFunction) {
  const offered = req.get('x-request-id');
  req.requestId = offered && ACCEPTABLE.test(offered) ? offered : randomUUID();
  res.setHeader('X-Request-Id', req.requestId);
  next();
}
