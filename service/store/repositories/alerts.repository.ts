import type { AlertStatus as AlertLifecycle } from '../../../shared/contract/alerts.js';
import type { Severity } from '../../../shared/contract/common.js';
import type { CohortFilters } from '../../../shared/contract/configure.js';
import type { Queryable } from '../../../shared/runtime/pool.js';
import type { BaselineRule } from './rollups.repository.js';

export interface AlertRecord {
  id: string;
  severity: Severity;
  theme: string;
  count: number;
  delta: number;
  recommendedAction: string;
  openedAt: Date;
  updatedAt: Date;
  /** Where moderators are with it (`open` until someone acts). */
  lifecycle: AlertLifecycle;
}

export interface SpikeUpsert {
  theme: string;
  count: number;
  delta: number;
  recommendedAction: string;
  at: Date;
}

export interface AtRiskCounts {
  cohort: number;
  cohortAtRisk: number;
  outside: number;
  outsideAtRisk: number;
}

/** Active alerts of an organisation (crisis ones raised by ingestion, spike ones by aggregation) and flags. */
export class AlertsRepository {
  constructor(private readonly db: Queryable) {}

  /** Active alerts refreshed since each severity's quiet cutoff, crisis first, then the most recently updated. */
  async listActive(
    orgId: string,
    options: { severity: Severity | null; quietSince: Record<Severity, Date>; limit: number },
  ): Promise<AlertRecord[]> {
    const { rows } = await this.db.query<{
      id: string;
      severity: Severity;
      theme: string;
      count: number;
      delta: number;
      recommended_action: string;
      opened_at: Date;
      updated_at: Date;
      lifecycle: AlertLifecycle;
    }>(
      `SELECT id, severity, theme, count, delta, recommended_action, opened_at, updated_at, lifecycle
         FROM alerts
        WHERE org_id = $1 AND status = 'active' AND ($2::text IS NULL OR severity = $2)
          AND ((severity = 'crisis' AND updated_at >= $3) OR (severity = 'spike' AND updated_at >= $4))
        ORDER BY severity = 'crisis' DESC, updated_at DESC, id
        LIMIT $5`,
      [orgId, options.severity, options.quietSince.crisis, options.quietSince.spike, options.limit],
    );
    return rows.map((r) => ({
      id: r.id,
      severity: r.severity,
      theme: r.theme,
      count: r.count,
      delta: r.delta,
      recommendedAction: r.recommended_action,
      openedAt: r.opened_at,
      updatedAt: r.updated_at,
      lifecycle: r.lifecycle,
    }));
  }

  /** Resolves the active alerts nothing has refreshed since their severity's quiet cutoff. */
  async resolveQuiet(orgId: string, quietSince: Record<Severity, Date>, at: Date): Promise<number> {
    const { rowCount } = await this.db.query(
      `UPDATE alerts SET status = 'resolved', resolved_at = $4
        WHERE org_id = $1 AND status = 'active'
          AND ((severity = 'crisis' AND updated_at < $2) OR (severity = 'spike' AND updated_at < $3))`,
      [orgId, quietSince.crisis, quietSince.spike, at],
    );
    return rowCount ?? 0;
  }

  /** Opens a spike alert for the theme, or refreshes the active one. `opened` is true for a new alert. */
  async upsertSpike(orgId: string, spike: SpikeUpsert): Promise<{ id: string; opened: boolean }> {
    const { rows } = await this.db.query<{ id: string; opened: boolean }>(
      `INSERT INTO alerts (org_id, severity, theme, status, count, delta, recommended_action, opened_at, updated_at)
       VALUES ($1, 'spike', $2, 'active', $3, $4, $5, $6, $6)
       ON CONFLICT (org_id, severity, theme) WHERE status = 'active' DO UPDATE SET
         count = excluded.count, delta = excluded.delta, recommended_action = excluded.recommended_action,
         updated_at = excluded.updated_at
       RETURNING id, xmax = 0 AS opened`,
      [orgId, spike.theme, spike.count, spike.delta, spike.recommendedAction, spike.at],
    );
    return rows[0]!;
  }

  /** Distinct uids with an active fast-analysis flag. */
  async flaggedCount(orgId: string, at: Date): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(
      'SELECT count(DISTINCT uid)::int AS n FROM uid_flags WHERE org_id = $1 AND expires_at > $2',
      [orgId, at],
    );
    return rows[0]!.n;
  }

  /**
   * People active since `since`, in and outside the cohort filters, and those of them whose recent distress
   * (fast average) is above their baseline by the rule.
   */
  async atRisk(
    orgId: string,
    since: Date,
    filters: CohortFilters | null,
    rule: BaselineRule,
  ): Promise<AtRiskCounts> {
    const f = filters ?? {};
    const { rows } = await this.db.query<{ in_cohort: boolean; people: number; at_risk: number }>(
      `SELECT ${filters ? 'm.uid IS NOT NULL' : 'true'} AS in_cohort, count(*)::int AS people,
              count(*) FILTER (WHERE b.recent >= greatest(
                greatest($5::float8, (b.n * b.baseline + $4::float8 * $3::float8) / (b.n + $4::float8)) + $6::float8,
                $7::float8))::int AS at_risk
         FROM uid_baselines b
         ${
           filters
             ? `LEFT JOIN members m ON m.org_id = b.org_id AND m.uid = b.uid
                 AND ($8::text[] IS NULL OR m.team = ANY ($8))
                 AND ($9::text[] IS NULL OR m.department = ANY ($9))
                 AND ($10::text[] IS NULL OR m.age_range = ANY ($10))
                 AND ($11::text[] IS NULL OR m.tenure = ANY ($11))
                 AND ($12::text[] IS NULL OR m.tags && $12)`
             : ''
         }
        WHERE b.org_id = $1 AND b.last_ts >= $2
        GROUP BY 1`,
      [
        orgId,
        since,
        rule.prior,
        rule.priorWeight,
        rule.minBaseline,
        rule.margin,
        rule.minLevel,
        ...(filters
          ? [f.team ?? null, f.department ?? null, f.age_range ?? null, f.tenure ?? null, f.tags ?? null]
          : []),
      ],
    );
    const part = (inCohort: boolean) => rows.find((r) => r.in_cohort === inCohort);
    return {
      cohort: part(true)?.people ?? 0,
      cohortAtRisk: part(true)?.at_risk ?? 0,
      outside: part(false)?.people ?? 0,
      outsideAtRisk: part(false)?.at_risk ?? 0,
    };
  }
}
