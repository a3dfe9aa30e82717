import { z } from 'zod';

export const ERROR_CODES = [
  'invalid_request',
  'unauthorized',
  'forbidden',
  'tier_restricted',
  'not_found',
  'method_not_allowed',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal',
  'unavailable',
] as const;
export const ErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const ErrorDetail = z.object({
  in: z.enum(['body', 'query', 'path', 'header']),
  path: z.string().meta({ description: 'JSON path of the offending field, e.g. `$.messages[3].uid`' }),
  message: z.string(),
});
export type ErrorDetail = z.infer<typeof ErrorDetail>;

export const ErrorBody = z
  .object({
    error: z.object({
      code: ErrorCode,
      message: z.string().meta({ description: 'A sentence for humans' }),
      details: z.array(ErrorDetail),
      request_id: z.string(),
    }),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof ErrorBody>;
