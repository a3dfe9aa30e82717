import type { AlertStatus } from '../../../shared/contract/alerts.js';
import type { Severity } from '../../../shared/contract/common.js';
import type { Queryable } from '../../../shared/runtime/pool.js';

export interface LifecycleChange {
  id: string;
  lifecycle: AlertStatus;
  lifecycleUpdatedAt: Date;
}

export interface FalseAlarmRow {
  severity: Severity;
  theme: string;
  modelVersion: string;
  falseAlarms: number;
  closed: number;
}

/** Where moderators are with each alert (open → acknowledged → resolved or false alarm), per organisation. */
export class AlertLifecycleRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Sets an alert's lifecycle status unless it is already past it (a closed alert stays closed; acknowledging
   * an acknowledged one changes nothing), and records the engine version behind it the first time: that of the
   * organisation's latest signal when the alert was last refreshed. Null when the organisation has no such alert.
   */
  async set(
    orgId: string,
    alertId: string,
    status: Exclude<AlertStatus, 'open'>,
    at: Date,
  ): Promise<LifecycleChange | null> {
    const { rows } = await this.db.query<{ id: string; lifecycle: AlertStatus; lifecycle_updated_at: Date }>(
      `WITH target AS (
         SELECT id, lifecycle, lifecycle_updated_at, updated_at, model_version FROM alerts
          WHERE org_id = $1 AND id = $2 FOR UPDATE
       ), changed AS (
         UPDATE alerts a
            SET lifecycle = $3, lifecycle_updated_at = $4,
                model_version = COALESCE(a.model_version, (
                  SELECT s.model_version FROM signals s
                   WHERE s.org_id = $1 AND s.ts <= t.updated_at ORDER BY s.ts DESC LIMIT 1), 'unknown')
           FROM target t
          WHERE a.org_id = $1 AND a.id = t.id
            AND (t.lifecycle = 'open' OR (t.lifecycle = 'acknowledged' AND $3 <> 'acknowledged'))
         RETURNING a.id, a.lifecycle, a.lifecycle_updated_at
       )
       SELECT id, lifecycle, lifecycle_updated_at FROM changed
       UNION ALL
       SELECT id, lifecycle, lifecycle_updated_at FROM target WHERE NOT EXISTS (SELECT 1 FROM changed)`,
      [orgId, alertId, status, at],
    );
    const row = rows[0];
    return row
      ? { id: row.id, lifecycle: row.lifecycle, lifecycleUpdatedAt: row.lifecycle_updated_at }
      : null;
  }

  /** Closed alerts (resolved or false alarms) per severity, theme and engine version. */
  async falseAlarms(orgId: string): Promise<FalseAlarmRow[]> {
    const { rows } = await this.db.query<{
      severity: Severity;
      theme: string;
      model_version: string;
      false_alarms: number;
      closed: number;
    }>(
      `SELECT severity, theme, model_version, count(*) FILTER (WHERE lifecycle = 'false_alarm')::int AS false_alarms,
              count(*)::int AS closed
         FROM alerts WHERE org_id = $1 AND lifecycle IN ('resolved', 'false_alarm')
        GROUP BY severity, theme, model_version
        ORDER BY false_alarms DESC, severity, theme, model_version`,
      [orgId],
    );
    return rows.map((r) => ({
      severity: r.severity,
      theme: r.theme,
      modelVersion: r.model_version,
      falseAlarms: r.false_alarms,
      closed: r.closed,
    }));
  }
}
