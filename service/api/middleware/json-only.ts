import type { NextFunction, Request, Response } from 'express';
import { UnsupportedMediaType } from '../../domain/errors.js';

/** The content codings the JSON parser inflates; brotli and others are refused before the body is read. */
const ENCODINGS = new Set(['identity', 'gzip', 'deflate']);

/**
 * A request that carries a body must carry JSON, plain or in a content coding the service takes. Bodiless
 * POSTs (run-now actions) need no content type.
 */
export function jsonOnly(req: Request, _res: Response, next: NextFunction) {
  const hasBody =
    req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
  if (!hasBody) return next();
  if (!req.is(['application/json', 'application/*+json'])) return next(new UnsupportedMediaType());
  const encoding = (req.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  if (!ENCODINGS.has(encoding)) {
    return next(
      new UnsupportedMediaType(
        'Send the body uncompressed or with `Content-Encoding: gzip` or `deflate`; no other coding is taken.',
      ),
    );
  }
  next();
}
