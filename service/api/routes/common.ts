import { ErrorBody } from '../../../shared/contract/errors.js';
import type { ResponseSpec } from '../route.js';

/** The error responses every authenticated endpoint can give. */
export const errorResponses: Record<number, ResponseSpec> = {
  400: { description: 'Invalid request', schema: ErrorBody },
  401: { description: 'Missing, malformed, unknown or revoked API key', schema: ErrorBody },
  403: {
    description: 'The key lacks the role, the tier lacks the feature, or a rotated key tried to manage keys',
    schema: ErrorBody,
  },
  429: { description: 'Rate limited; see Retry-After', schema: ErrorBody },
  503: { description: 'A dependency is unavailable; retry later', schema: ErrorBody },
};
