import type {
  AlertStatusRequest,
  AlertStatusResult,
  FalseAlarmCounts,
} from '../../../shared/contract/alerts.js';
import type { Clock } from '../../../shared/runtime/clock.js';
import type { Pool } from '../../../shared/runtime/pool.js';
import { AlertLifecycleRepository } from '../../store/repositories/alert-lifecycle.repository.js';
import { NotFound } from '../errors.js';

/**
 * The moderators' side of alerts, set from chat or the API: open → acknowledged → resolved or false alarm, never
 * back. False alarms are counted per theme and engine version, to measure the engine's precision in the field.
 */
export class AlertLifecycleService {
  private readonly lifecycle: AlertLifecycleRepository;

  constructor(
    pool: Pool,
    private readonly clock: Clock,
  ) {
    this.lifecycle = new AlertLifecycleRepository(pool);
  }

  /** A status the alert is already past is answered with the status it has (a retry changes nothing). */
  async setStatus(orgId: string, alertId: string, request: AlertStatusRequest): Promise<AlertStatusResult> {
    const changed = await this.lifecycle.set(orgId, alertId, request.status, this.clock.now());
    if (!changed) throw new NotFound(`No alert ${alertId}.`);
    return {
      alert_id: changed.id,
      status: changed.lifecycle,
      status_updated_at: changed.lifecycleUpdatedAt.toISOString(),
    };
  }

  async falseAlarms(orgId: string): Promise<FalseAlarmCounts> {
    const rows = await this.lifecycle.falseAlarms(orgId);
    return {
      false_alarms: rows.map((r) => ({
        severity: r.severity,
        theme: r.theme,
        model_version: r.modelVersion,
        false_alarms: r.falseAlarms,
        closed: r.closed,
      })),
    };
  }
}
