import { z } from 'zod';
import { Label, Layer, Tier, Timestamp, Tone } from './common.js';

const values = (item: z.ZodString) => z.array(item).min(1).max(100);

export const CohortFilters = z
  .strictObject({
    team: values(Label(100)).optional(),
    department: values(Label(100)).optional(),
    age_range: values(
      z.string().regex(/^\d{2}-\d{2}$|^\d{2}\+$/, 'expected an age range such as "25-34" or "65+"'),
    ).optional(),
    tenure: values(
      z
        .string()
        .regex(/^\d+(?:-\d+)?[my]$|^\d+[my]\+$/, 'expected a tenure band such as "0-1y", "6m" or "10y+"'),
    ).optional(),
    tags: values(Label(100)).optional(),
  })
  .meta({
    id: 'CohortFilters',
    description:
      'A uid matches when it matches every given dimension (any value within one). An empty object means everyone.',
  });
export type CohortFilters = z.infer<typeof CohortFilters>;

export const ToneOverride = z
  .strictObject({
    source_prefix: Label(200).meta({
      description: 'Sources starting with this get `tone`; the longest prefix wins',
    }),
    tone: Tone,
  })
  .meta({ id: 'ToneOverride' });
export type ToneOverride = z.infer<typeof ToneOverride>;

export const Branding = z
  .strictObject({
    product_name: Label(60),
    logo_url: z
      .url({ protocol: /^https$/ })
      .max(2_000)
      .nullable()
      .default(null),
    accent_colour: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, 'expected a colour such as "#1a73e8"')
      .nullable()
      .default(null),
  })
  .meta({
    id: 'Branding',
    description: 'White-label branding (Brain tier): the embed, the PDF report and the admin panel show it',
  });
export type Branding = z.infer<typeof Branding>;

/** The most tone overrides one organisation may keep. */
export const MAX_TONE_OVERRIDES = 50;

export const ConfigureRequest = z
  .strictObject({
    cohort_filters: CohortFilters.optional(),
    anon_floor: z.int().min(10).max(1_000_000).optional(),
    active_layers: z.array(Layer).min(1).max(4).optional(),
    alert_threshold: z.number().gt(0).max(100).optional(),
    svc_tone: Tone.optional(),
    tone_overrides: z
      .array(ToneOverride)
      .max(MAX_TONE_OVERRIDES)
      .optional()
      .meta({ description: 'Brain tier' }),
    branding: Branding.nullable().optional().meta({ description: 'Brain tier; null removes it' }),
  })
  .meta({ id: 'ConfigureRequest', description: 'Omitted fields keep their current values.' });
export type ConfigureRequest = z.infer<typeof ConfigureRequest>;

export const ConfigureResponse = z
  .object({
    config_id: z.string(),
    applied_at: Timestamp,
    cohort_size: z.int().min(0),
  })
  .meta({ id: 'ConfigureResponse' });
export type ConfigureResponse = z.infer<typeof ConfigureResponse>;

export const Configuration = z
  .object({
    config_id: z.string(),
    version: z.int().min(1),
    tier: Tier.meta({ description: "The organisation's tier, which bounds windows, layers and features" }),
    applied_at: Timestamp,
    cohort_filters: CohortFilters,
    anon_floor: z.int().min(10),
    active_layers: z.array(Layer),
    alert_threshold: z.number(),
    svc_tone: Tone,
    tone_overrides: z.array(ToneOverride),
    branding: Branding.nullable(),
    cohort_size: z.int().min(0),
  })
  .meta({ id: 'Configuration' });
export type Configuration = z.infer<typeof Configuration>;

export const MemberAttributes = z.strictObject({
  team: Label(100).optional(),
  department: Label(100).optional(),
  age_range: z
    .string()
    .regex(/^\d{2}-\d{2}$|^\d{2}\+$/, 'expected an age range such as "25-34" or "65+"')
    .optional(),
  tenure: z
    .string()
    .regex(/^\d+(?:-\d+)?[my]$|^\d+[my]\+$/, 'expected a tenure band such as "0-1y", "6m" or "10y+"')
    .optional(),
  tags: z.array(Label(100)).max(50).optional(),
});
export type MemberAttributes = z.infer<typeof MemberAttributes>;
