import { z } from 'zod';

export const TIERS = ['pulse', 'signal', 'brain'] as const;
export const Tier = z.enum(TIERS);
export type Tier = z.infer<typeof Tier>;

export const ROLES = ['admin', 'ingest'] as const;
export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

export const WINDOWS = ['7d', '30d', '60d', 'all'] as const;
export const Window = z.enum(WINDOWS);
export type Window = z.infer<typeof Window>;

export const LAYERS = ['moods', 'states', 'topics', 'actions'] as const;
export const Layer = z.enum(LAYERS);
export type Layer = z.infer<typeof Layer>;

export const TONES = ['community', 'corporate', 'clinical'] as const;
export const Tone = z.enum(TONES);
export type Tone = z.infer<typeof Tone>;

export const TRENDS = ['up', 'flat', 'down'] as const;
export const Trend = z.enum(TRENDS);
export type Trend = z.infer<typeof Trend>;

export const SEVERITIES = ['spike', 'crisis'] as const;
export const Severity = z.enum(SEVERITIES);
export type Severity = z.infer<typeof Severity>;

export const Timestamp = z.iso.datetime({ offset: true }).meta({ description: 'ISO 8601 timestamp' });

/** A NUL character or a UTF-16 surrogate without its pair: neither can be stored as text in PostgreSQL. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching NUL is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Label-like strings: trimmed, non-empty, bounded, storable. */
export const Label = (max = 200) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((s) => !UNSTORABLE.test(s), 'must not contain NUL characters or unpaired surrogates');

/**
 * A text to analyse. It is never stored, so any string will do; its limit counts code points and is checked
 * before validation, to answer 413 rather than 400 (see the ingestion routes).
 */
export const Text = (maxCodePoints: number) =>
  z.string().meta({
    description: `At most ${maxCodePoints.toLocaleString('en')} Unicode code points`,
    maxLength: maxCodePoints,
  });

/** Length in Unicode code points, as text limits are counted (an emoji outside the BMP is one, not two). */
export function codePointLength(text: string): number {
  let length = text.length;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        length--;
        i++;
      }
    }
  }
  return length;
}

export const Id = z.uuid();
export const IdParams = z.strictObject({ id: z.uuid() });

/** Every endpoint's path is relative to this base: a version segment, then the product segment. */
export const API_BASE_PATH = '/v1/affective';
