import type { Response } from 'express';
import { codePointLength } from '../../../shared/contract/common.js';
import type { ErrorDetail } from '../../../shared/contract/errors.js';
import { ErrorBody } from '../../../shared/contract/errors.js';
import {
  BatchResult,
  BatchStatus,
  BatchStatusQuery,
  BatchSubmission,
  MAX_BATCH_ITEMS,
  MAX_TEXT_CHARS,
  StreamHeaders,
  StreamItem,
  StreamResult,
} from '../../../shared/contract/ingest.js';
import type { ServiceContext } from '../../context.js';
import { PayloadTooLarge } from '../../domain/errors.js';
import type { RateLimitState } from '../../domain/rate-limits.js';
import { type RouteSpec, route } from '../route.js';
import { errorResponses } from './common.js';

function setRateHeaders(res: Response, state: RateLimitState) {
  res.set({
    'RateLimit-Limit': String(state.limit),
    'RateLimit-Remaining': String(state.remaining),
    'RateLimit-Reset': String(state.resetSeconds),
  });
}

function tooLongTexts(texts: unknown[], path: (i: number) => string): ErrorDetail[] {
  return texts.flatMap((text, i) =>
    typeof text === 'string' && codePointLength(text) > MAX_TEXT_CHARS
      ? [{ in: 'body' as const, path: path(i), message: `longer than ${MAX_TEXT_CHARS} code points` }]
      : [],
  );
}

/** The limits DESIGN §2 answers with 413 rather than 400: items per batch and characters per item. */
function checkBatchLimits(body: unknown) {
  const { texts, messages } = (body ?? {}) as { texts?: unknown; messages?: unknown };
  for (const [name, list] of [
    ['texts', texts],
    ['messages', messages],
  ] as const) {
    if (Array.isArray(list) && list.length > MAX_BATCH_ITEMS) {
      throw new PayloadTooLarge(
        `A batch holds at most ${MAX_BATCH_ITEMS} items; this one has ${list.length}.`,
        [{ in: 'body', path: `$.${name}`, message: `more than ${MAX_BATCH_ITEMS} items` }],
      );
    }
  }
  const details = [
    ...(Array.isArray(texts) ? tooLongTexts(texts, (i) => `$.texts[${i}]`) : []),
    ...(Array.isArray(messages)
      ? tooLongTexts(
          messages.map((m) => (m as { text?: unknown })?.text),
          (i) => `$.messages[${i}].text`,
        )
      : []),
  ];
  if (details.length) {
    throw new PayloadTooLarge(
      `An item may hold at most ${MAX_TEXT_CHARS} Unicode characters (code points) (${details[0]!.path}).`,
      details,
    );
  }
}

function checkStreamLimits(body: unknown) {
  const details = tooLongTexts([(body as { text?: unknown })?.text], () => '$.text');
  if (details.length)
    throw new PayloadTooLarge(
      `An item may hold at most ${MAX_TEXT_CHARS} Unicode characters (code points).`,
      details,
    );
}

export function ingestRoutes(ctx: ServiceContext): RouteSpec[] {
  return [
    route({
      method: 'post',
      path: '/ingest/batch',
      operationId: 'ingestBatch',
      summary: 'Send a batch of up to 1,000 items',
      description:
        'Model A sends `texts`, Model B `messages` (signal and brain tiers). `batch_id` makes the call idempotent: ' +
        'the same id with the same content returns the first result; with other content, 409. Answers 202 ' +
        '`queued` when the signals were accepted but wait to be stored.',
      tag: 'Ingestion',
      access: 'key',
      body: BatchSubmission,
      preValidate: checkBatchLimits,
      responses: {
        200: { description: 'Processed', schema: BatchResult },
        202: { description: 'Accepted; signals queued for storage', schema: BatchResult },
        409: { description: 'batch_id reused for different content', schema: ErrorBody },
        413: {
          description: 'Over 1,000 items, an item over 10,000 characters, or a body over 2 MiB',
          schema: ErrorBody,
        },
        ...errorResponses,
      },
      handle: async ({ body, auth, res }) => {
        setRateHeaders(res, await ctx.rateLimits.consume('batch', auth));
        const { status, result } = await ctx.ingest.batch(auth, body);
        return { status, body: result };
      },
    }),
    route({
      method: 'post',
      path: '/ingest/stream',
      operationId: 'ingestStream',
      summary: 'Send one item in real time (Model B)',
      description:
        '`alert_fired` is true when the item crossed the alert threshold of its uid, or carries crisis language. ' +
        'With an `Idempotency-Key`, a retry within 24 hours returns the first answer and stores nothing again.',
      tag: 'Ingestion',
      access: 'key',
      body: StreamItem,
      headers: StreamHeaders,
      preValidate: checkStreamLimits,
      responses: {
        200: { description: 'Recorded', schema: StreamResult },
        413: { description: 'Text over 10,000 characters or body over 2 MiB', schema: ErrorBody },
        ...errorResponses,
      },
      handle: async ({ body, headers, auth, res }) => {
        setRateHeaders(res, await ctx.rateLimits.consume('stream', auth));
        return { body: await ctx.ingest.stream(auth, body, { idempotencyKey: headers['idempotency-key'] }) };
      },
    }),
    route({
      method: 'get',
      path: '/ingest/status',
      operationId: 'ingestStatus',
      summary: 'Processing status of a batch',
      tag: 'Ingestion',
      access: 'key',
      query: BatchStatusQuery,
      responses: {
        200: { description: 'Batch status', schema: BatchStatus },
        404: { description: 'No such batch in this organisation', schema: ErrorBody },
        ...errorResponses,
      },
      handle: async ({ query, auth }) => ({ body: await ctx.ingest.status(auth, query.batch_id) }),
    }),
  ];
}
