import { z } from 'zod';
import { Severity, Timestamp } from './common.js';

export const AlertsQuery = z.strictObject({
  severity: z.enum(['spike', 'crisis', 'all']).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional().meta({ description: 'Default 20' }),
});
export type AlertsQuery = z.infer<typeof AlertsQuery>;

export const AlertEntry = z
  .object({
    severity: Severity,
    theme: z.string(),
    count: z.number().meta({
      description:
        'A crisis alert is about one person’s message: 1. A spike: the people of the cohort above their distress baseline in the theme now',
    }),
    delta: z
      .number()
      .meta({ description: 'A spike: the rise of their share, percentage points. A crisis: 1' }),
    recommended_action: z.string(),
    source: z.string().nullable().meta({
      description:
        'A crisis alert: the channel of the message (never the person). A spike: null, it is about the cohort',
    }),
    alert_id: z.uuid(),
    opened_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({ id: 'Alert' });
export type AlertEntry = z.infer<typeof AlertEntry>;

export const AT_RISK_STATUSES = ['ok', 'below_floor', 'no_data'] as const;

export const AlertsPayload = z
  .object({
    alerts: z.array(AlertEntry),
    flagged_count: z.int().min(0).meta({
      description:
        'Distinct people with an active fast-analysis flag (crisis or individual spike): an exact count',
    }),
    at_risk_pct: z.number().min(0).max(100),
    at_risk_status: z.enum(AT_RISK_STATUSES).meta({
      description:
        '`below_floor` when the cohort, or the number of people above their baseline, is under the floor: `at_risk_pct` is then 0',
    }),
    error: z.string().optional(),
  })
  .meta({ id: 'Alerts' });
export type AlertsPayload = z.infer<typeof AlertsPayload>;
