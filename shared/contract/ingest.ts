import { z } from 'zod';
import { Label, Text, Timestamp } from './common.js';
import { MemberAttributes } from './configure.js';
import { Uid } from './members.js';

export const MAX_BATCH_ITEMS = 1_000;
/** Counted in Unicode code points. */
export const MAX_TEXT_CHARS = 10_000;

export const Message = z
  .strictObject({
    uid: Uid,
    text: Text(MAX_TEXT_CHARS),
    ts: Timestamp.optional(),
    attrs: MemberAttributes.optional().meta({ description: 'Cohort attributes of the uid, upserted' }),
  })
  .meta({ id: 'Message' });
export type Message = z.infer<typeof Message>;

export const BatchSubmission = z
  .strictObject({
    source: Label(200).meta({ description: 'Label of the content source, such as a channel' }),
    texts: z.array(Text(MAX_TEXT_CHARS)).min(1).max(MAX_BATCH_ITEMS).optional(),
    messages: z.array(Message).min(1).max(MAX_BATCH_ITEMS).optional(),
    batch_id: z.uuid().optional(),
  })
  .refine((b) => (b.texts === undefined) !== (b.messages === undefined), {
    message: 'send exactly one of `texts` (Model A) or `messages` (Model B)',
    path: ['texts'],
  })
  .meta({ id: 'BatchSubmission' });
export type BatchSubmission = z.infer<typeof BatchSubmission>;

export const BATCH_RESULT_STATUSES = ['processed', 'queued'] as const;
export const BatchResult = z
  .object({
    batch_id: z.uuid(),
    status: z.enum(BATCH_RESULT_STATUSES),
    items_analysed: z.int().min(0),
    items_scrubbed: z.int().min(0),
    processed_at: Timestamp,
  })
  .meta({ id: 'BatchResult' });
export type BatchResult = z.infer<typeof BatchResult>;

export const BatchStatusQuery = z.strictObject({ batch_id: z.uuid() });

export const BATCH_STATUSES = ['processed', 'queued', 'failed'] as const;
export const BatchStatus = z
  .object({
    status: z.enum(BATCH_STATUSES),
    items: z.int().min(0),
    included_in_cache: z.boolean(),
  })
  .meta({ id: 'BatchStatus' });
export type BatchStatus = z.infer<typeof BatchStatus>;

export const StreamItem = z
  .strictObject({
    uid: Uid,
    text: Text(MAX_TEXT_CHARS),
    ts: Timestamp.optional(),
    source: Label(200).optional(),
    attrs: MemberAttributes.optional(),
  })
  .meta({ id: 'StreamItem' });
export type StreamItem = z.infer<typeof StreamItem>;

export const MAX_IDEMPOTENCY_KEY_CHARS = 255;

export const StreamHeaders = z.object({
  'idempotency-key': z
    .string()
    .min(1)
    .max(MAX_IDEMPOTENCY_KEY_CHARS)
    .optional()
    .meta({
      description:
        'Any string up to 255 characters (such as a digest of the message id). A retry with the same key within ' +
        '24 hours returns the first answer and stores nothing twice.',
    }),
});

export const StreamResult = z
  .object({
    status: z.literal('recorded'),
    distress_score: z.number().min(0).max(10),
    alert_fired: z.boolean(),
  })
  .meta({ id: 'StreamResult' });
export type StreamResult = z.infer<typeof StreamResult>;
