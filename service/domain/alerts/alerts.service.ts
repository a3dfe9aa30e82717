import type { AlertsPayload, AlertsQuery } from '../../../shared/contract/alerts.js';
import type { Severity } from '../../../shared/contract/common.js';
import type { Clock } from '../../../shared/runtime/clock.js';
import type { Pool } from '../../../shared/runtime/pool.js';
import { AlertsRepository } from '../../store/repositories/alerts.repository.js';
import { limitOf } from '../aggregation/cohort-result.js';
import { roundTo } from '../aggregation/statistics.js';
import type { ConfigureService } from '../configure.js';
import { ABOVE_BASELINE, AT_RISK_ACTIVE_DAYS, quietSince } from './rules.js';

export const DEFAULT_ALERTS_LIMIT = 20;

/** GET /alerts: active alerts, people flagged, and the share of the cohort above its distress baseline. */
export class AlertsService {
  constructor(
    private readonly pool: Pool,
    private readonly clock: Clock,
    private readonly configure: ConfigureService,
  ) {}

  async list(orgId: string, query: AlertsQuery): Promise<AlertsPayload> {
    const now = this.clock.now();
    const config = await this.configure.current(orgId);
    const alerts = new AlertsRepository(this.pool);
    const severity: Severity | null = query.severity && query.severity !== 'all' ? query.severity : null;
    const [active, flagged, atRisk] = await Promise.all([
      alerts.listActive(orgId, {
        severity,
        quietSince: quietSince(now),
        limit: query.limit ?? DEFAULT_ALERTS_LIMIT,
      }),
      alerts.flaggedCount(orgId, now),
      alerts.atRisk(
        orgId,
        new Date(now.getTime() - AT_RISK_ACTIVE_DAYS * 86_400_000),
        Object.keys(config.cohortFilters).length > 0 ? config.cohortFilters : null,
        ABOVE_BASELINE,
      ),
    ]);
    return {
      alerts: active.map((a) => ({
        severity: a.severity,
        theme: a.theme,
        count: a.count,
        delta: a.delta,
        recommended_action: a.recommendedAction,
        alert_id: a.id,
        opened_at: a.openedAt.toISOString(),
        updated_at: a.updatedAt.toISOString(),
        status: a.lifecycle,
      })),
      flagged_count: flagged,
      ...atRiskShare(atRisk, config.anonFloor),
    };
  }
}

/**
 * The share is shown only when the cohort and the people above their baseline both clear the floor, with the
 * differencing guard against the rest of the organisation; otherwise it is 0 and says why. Fewer than the floor
 * above baseline, none included, reads the same, so the answer never tells a handful from nobody.
 */
function atRiskShare(
  counts: { cohort: number; cohortAtRisk: number; outside: number; outsideAtRisk: number },
  floor: number,
): Pick<AlertsPayload, 'at_risk_pct' | 'at_risk_status'> {
  if (counts.cohort === 0) return { at_risk_pct: 0, at_risk_status: 'no_data' };
  const cohortShown = limitOf(counts.cohort, counts.outside) >= floor;
  const atRiskShown = limitOf(counts.cohortAtRisk, counts.outsideAtRisk) >= floor;
  if (!cohortShown || !atRiskShown) return { at_risk_pct: 0, at_risk_status: 'below_floor' };
  return { at_risk_pct: roundTo((100 * counts.cohortAtRisk) / counts.cohort, 1), at_risk_status: 'ok' };
}
