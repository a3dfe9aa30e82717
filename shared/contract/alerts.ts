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
    count: z.number().meta({ description: 'People (or Model A items) the alert rests on' }),
    delta: z.number(),
    recommended_action: z.string(),
    alert_id: z.uuid(),
    opened_at: Timestamp,
    updated_at: Timestamp,
    status: z.enum(['open', 'acknowledged', 'resolved', 'false_alarm']).meta({
      description: 'Set by moderators from chat or with `POST /alerts/{alert_id}/status`',
    }),
  })
  .meta({ id: 'Alert' });
export type AlertEntry = z.infer<typeof AlertEntry>;

export const AT_RISK_STATUSES = ['ok', 'below_floor', 'no_data'] as const;

export const AlertsPayload = z
  .object({
    alerts: z.array(AlertEntry),
    flagged_count: z.int().min(0),
    at_risk_pct: z.number().min(0).max(100),
    at_risk_status: z.enum(AT_RISK_STATUSES).meta({
      description:
        '`below_floor` when the cohort, or the number of people above their baseline, is under the floor: `at_risk_pct` is then 0',
    }),
    error: z.string().optional(),
  })
  .meta({ id: 'Alerts' });
export type AlertsPayload = z.infer<typeof AlertsPayload>;

/** An alert's lifecycle: `open` → `acknowledged` → `resolved` or `false_alarm`. */
export const ALERT_STATUSES = ['open', 'acknowledged', 'resolved', 'false_alarm'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

export const AlertIdParams = z.strictObject({ alert_id: z.uuid() });

export const AlertStatusRequest = z
  .strictObject({
    status: z.enum(['acknowledged', 'resolved', 'false_alarm']).meta({
      description:
        '`acknowledged` someone is on it; `resolved` it was handled; `false_alarm` the alert was wrong (counted per theme and engine version)',
    }),
  })
  .meta({ id: 'AlertStatusRequest' });
export type AlertStatusRequest = z.infer<typeof AlertStatusRequest>;

export const AlertStatusResult = z
  .object({
    alert_id: z.uuid(),
    status: z.enum(ALERT_STATUSES),
    status_updated_at: Timestamp,
  })
  .meta({ id: 'AlertStatusResult' });
export type AlertStatusResult = z.infer<typeof AlertStatusResult>;

export const FalseAlarmCounts = z
  .object({
    false_alarms: z.array(
      z.object({
        severity: Severity,
        theme: z.string(),
        model_version: z.string().meta({ description: 'The analysis engine version that raised the alerts' }),
        false_alarms: z.int().min(0),
        closed: z
          .int()
          .min(0)
          .meta({ description: 'Alerts of this theme and version resolved or marked false' }),
      }),
    ),
  })
  .meta({ id: 'FalseAlarmCounts' });
export type FalseAlarmCounts = z.infer<typeof FalseAlarmCounts>;
