import type { ErrorCode, ErrorDetail } from '../../shared/contract/errors.js';

/** An error with a place in the API's error body. Domain code throws these; the HTTP layer renders them. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details: ErrorDetail[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class InvalidRequest extends ApiError {
  constructor(message: string, details: ErrorDetail[] = []) {
    super(400, 'invalid_request', message, details);
  }
}

export class Unauthorized extends ApiError {
  constructor(message = 'A valid API key is required: send `Authorization: Bearer <key>`.') {
    super(401, 'unauthorized', message, [], { 'WWW-Authenticate': 'Bearer realm="affective"' });
  }
}

export class Forbidden extends ApiError {
  constructor(message = 'This API key does not have the admin role.') {
    super(403, 'forbidden', message);
  }
}

export class TierRestricted extends ApiError {
  constructor(message: string) {
    super(403, 'tier_restricted', message);
  }
}

export class NotFound extends ApiError {
  constructor(message: string) {
    super(404, 'not_found', message);
  }
}

export class Conflict extends ApiError {
  constructor(message: string) {
    super(409, 'conflict', message);
  }
}

export class PayloadTooLarge extends ApiError {
  constructor(message: string, details: ErrorDetail[] = []) {
    super(413, 'payload_too_large', message, details);
  }
}

export class UnsupportedMediaType extends ApiError {
  constructor(message = 'Send the body as JSON with `Content-Type: application/json`.') {
    super(415, 'unsupported_media_type', message);
  }
}

export class RateLimited extends ApiError {
  /** Carries the `RateLimit-*` headers of every limited answer too: the budget is spent until the reset. */
  constructor(message: string, retryAfterSeconds: number, limit: number) {
    const seconds = String(Math.max(1, Math.ceil(retryAfterSeconds)));
    super(429, 'rate_limited', message, [], {
      'Retry-After': seconds,
      'RateLimit-Limit': String(limit),
      'RateLimit-Remaining': '0',
      'RateLimit-Reset': seconds,
    });
  }
}

export class MethodNotAllowed extends ApiError {
  constructor(method: string, allowed: string[]) {
    super(405, 'method_not_allowed', `${method} is not allowed here; use ${allowed.join(', ')}.`, [], {
      Allow: allowed.join(', '),
    });
  }
}

export class Unavailable extends ApiError {
  constructor(message: string, retryAfterSeconds = 5) {
    super(503, 'unavailable', message, [], { 'Retry-After': String(retryAfterSeconds) });
  }
}
