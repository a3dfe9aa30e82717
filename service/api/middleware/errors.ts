import { randomUUID } from 'node:crypto';
import type { Duplex } from 'node:stream';
import type { NextFunction, Request, Response } from 'express';
import type { ErrorBody } from '../../../shared/contract/errors.js';
import type { Logger } from '../../../shared/runtime/logger.js';
import { isTransactionConflict } from '../../../shared/runtime/pool.js';
import {
  ApiError,
  InvalidRequest,
  NotFound,
  PayloadTooLarge,
  Unavailable,
  UnsupportedMediaType,
} from '../../domain/errors.js';
import { isDatabaseUnavailable } from '../../store/availability.js';

/** zlib's error codes: a gzip or deflate body that does not inflate. */
const isInflateError = (code: string | undefined) => code?.startsWith('Z_') === true;

/**
 * PostgreSQL refusing a character of the input (a NUL, or an unpaired surrogate in JSON): the schemas reject
 * these first; this keeps any string they miss a 400.
 */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

/** Body-parser failures carry a `type`; map each to the API's own error, as the input errors others raise. */
function fromInput(err: { type?: string; code?: string }): ApiError | null {
  if (err instanceof URIError)
    return new InvalidRequest('The request path is not valid percent-encoded UTF-8.');
  if (isInflateError(err.code)) {
    return new InvalidRequest('The request body could not be decompressed with its Content-Encoding.');
  }
  if (UNSTORABLE_TEXT.has(err.code ?? '')) {
    return new InvalidRequest(
      'The request holds a NUL character or an unpaired surrogate, which cannot be stored.',
    );
  }
  switch (err.type) {
    case 'entity.too.large':
      return new PayloadTooLarge('The request body is larger than the 2 MiB limit.');
    case 'entity.parse.failed':
      return new InvalidRequest('The request body is not valid JSON.');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new UnsupportedMediaType('Send the body as UTF-8 JSON.');
    case 'request.aborted':
    case 'request.size.invalid':
    case 'stream.encoding.set':
      return new InvalidRequest('The request body could not be read.');
    default:
      return null;
  }
}

export function renderError(res: Response, requestId: string, err: ApiError) {
  const body: ErrorBody = {
    error: { code: err.code, message: err.message, details: err.details, request_id: requestId },
  };
  res.status(err.status).set(err.headers).json(body);
}

export function notFoundHandler(req: Request, _res: Response, next: NextFunction) {
  next(new NotFound(`No route for ${req.method} ${req.path}.`));
}

/** Renders every error as the documented body; unexpected ones are logged without request content. */
export function errorHandler(logger: Logger) {
  return (err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const known =
      err instanceof ApiError
        ? err
        : isDatabaseUnavailable(err)
          ? new Unavailable('PostgreSQL is unavailable; retry shortly.')
          : isTransactionConflict(err)
            ? new Unavailable('Concurrent writes kept conflicting with this request; retry shortly.', 1)
            : fromInput(err as { type?: string; code?: string });
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (known) {
      renderError(res, req.requestId, known);
      return;
    }
    const e = err as Error;
    logger.error(
      { requestId: req.requestId, err: { name: e?.name, message: e?.message, stack: e?.stack } },
      'unhandled error',
    );
    renderError(res, req.requestId, new ApiError(500, 'internal', 'Something went wrong on our side.'));
  };
}

/** Node's HTTP parser errors that mean a request too large rather than malformed. */
const TOO_LARGE = new Set(['HPE_HEADER_OVERFLOW']);

/**
 * Answers what Node's HTTP parser refuses before any route sees it (a bad character in a header, an unknown
 * method, a malformed request line) with the error body, where the socket can still be written; Node's own
 * answer is a bare `400 Bad Request`.
 */
export function answerClientError(err: Error & { code?: string }, socket: Duplex) {
  if (!socket.writable || err.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const tooLarge = TOO_LARGE.has(err.code ?? '');
  const requestId = randomUUID();
  const body: ErrorBody = {
    error: {
      code: 'invalid_request',
      message: tooLarge
        ? 'The request headers are too large.'
        : 'The request is not valid HTTP/1.1 (a bad character in a header, an unknown method or a malformed line).',
      details: [],
      request_id: requestId,
    },
  };
  const json = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(json)}\r\n` +
      `X-Request-Id: ${requestId}\r\n` +
      'Connection: close\r\n\r\n' +
      json,
  );
}
