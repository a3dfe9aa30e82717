import { z } from 'zod';
import { Id, LAYERS, Layer, Timestamp, Window } from './common.js';
import { CohortFilters } from './configure.js';
import { PulseQuery } from './pulse.js';

export const EMBED_THEMES = ['light', 'dark', 'auto'] as const;
export const EmbedTheme = z.enum(EMBED_THEMES);
export type EmbedTheme = z.infer<typeof EmbedTheme>;

const DAY_SECONDS = 86_400;

/** A scheme, host and optional port, exactly as a browser names an origin: it goes into a CSP header as is. */
export const Origin = z
  .string()
  .max(300)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
    } catch {
      return false;
    }
  }, 'expected an origin such as "https://intranet.example.org" (scheme, host and port; no path)');

export const CreateEmbedRequest = z
  .strictObject({
    window: Window.optional().meta({ description: 'The window shown; 30d when omitted' }),
    layers: z
      .array(Layer)
      .min(1)
      .max(LAYERS.length)
      .optional()
      .meta({ description: 'The layers shown; every layer the tier allows when omitted' }),
    cohort_filters: CohortFilters.optional().meta({
      description:
        'The cohort shown; the configured cohort when omitted. The embed shows its pulse only while the configuration in force has these filters.',
    }),
    expires_in: z
      .int()
      .min(3_600)
      .max(365 * DAY_SECONDS)
      .optional()
      .meta({
        description: 'Seconds until the embed stops working (1 hour to 1 year); 30 days when omitted',
      }),
    allowed_origins: z
      .array(Origin)
      .max(20)
      .optional()
      .meta({ description: 'Origins allowed to frame the page (CSP frame-ancestors); none when omitted' }),
    theme: EmbedTheme.optional().meta({
      description: '`auto` follows the viewer’s light or dark preference',
    }),
  })
  .meta({ id: 'CreateEmbedRequest' });
export type CreateEmbedRequest = z.infer<typeof CreateEmbedRequest>;

export const CreatedEmbed = z
  .object({
    embed_id: Id,
    url: z.string().meta({ description: 'The page URL with its token: shown once, only a digest is stored' }),
    expires_at: Timestamp,
  })
  .meta({ id: 'CreatedEmbed' });
export type CreatedEmbed = z.infer<typeof CreatedEmbed>;

export const EmbedInfo = z
  .object({
    embed_id: Id,
    window: Window,
    layers: z.array(Layer),
    cohort_filters: CohortFilters,
    allowed_origins: z.array(z.string()),
    theme: EmbedTheme,
    created_at: Timestamp,
    expires_at: Timestamp,
    revoked_at: Timestamp.nullable(),
  })
  .meta({ id: 'EmbedInfo' });
export type EmbedInfo = z.infer<typeof EmbedInfo>;

export const EmbedList = z.object({ embeds: z.array(EmbedInfo) }).meta({ id: 'EmbedList' });
export type EmbedList = z.infer<typeof EmbedList>;

/** The report takes the pulse's window and layers; its floor is the configured one. */
export const ReportQuery = PulseQuery.pick({ window: true, layers: true });
export type ReportQuery = z.infer<typeof ReportQuery>;
