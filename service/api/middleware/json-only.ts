import type { NextFunction, Request, Response } from 'express';
import { UnsupportedMediaType } from '../../domain/errors.js';

/** A request that carries a body must carry JSON. Bodiless POSTs (run-now actions) need no content type. */
export function jsonOnly(req: Request, _res: Response, next: NextFunction) {
  const hasBody =
    req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
  if (hasBody && !req.is(['application/json', 'application/*+json'])) {
    next(new UnsupportedMediaType());
    return;
  }
  next();
}
