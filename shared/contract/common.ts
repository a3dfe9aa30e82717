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

/** Label-like strings: trimmed, non-empty, bounded. */
export const Label = (max = 200) => z.string().trim().min(1).max(max);

export const Id = z.uuid();
export const IdParams = z.strictObject({ id: z.uuid() });

/** Every endpoint's path is relative to this base: a version segment, then the product segment. */
export const API_BASE_PATH = '/v1/affective';
