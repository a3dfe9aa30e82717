import type { CohortFilters } from '../../../shared/contract/configure.js';
import type { PoolClient } from '../../../shared/runtime/pool.js';
import type { HistoryPoint } from '../../store/repositories/pulse-history.repository.js';
import { RollupsRepository } from '../../store/repositories/rollups.repository.js';
import { buildCohortResult } from './cohort-result.js';
import { HEALTH_RULE } from './health.js';
import { splitsBySlot } from './slot-stats.js';
import { addDays, type WindowPlan, type WindowSlot } from './windows.js';

export const HISTORY_WEEKS = 12;

/**
 * The community health score of each of the last HISTORY_WEEKS weeks (7 UTC days ending with `runDay`, then the
 * seven before, …), oldest first, from the rollups with the same cohort split and the same floor rules as the
 * pulse: a week whose cohort, or its difference from the whole organisation, is under the floor has no score.
 * Runs inside the caller's transaction (the cohort table lives until it commits).
 */
export async function weeklyHealth(
  tx: PoolClient,
  orgId: string,
  runDay: string,
  cohortFilters: CohortFilters,
  floor: number,
): Promise<HistoryPoint[]> {
  const weeks = Array.from({ length: HISTORY_WEEKS }, (_, k) => k);
  // Segment k is week k (newest first); the segment after the last boundary holds everything older.
  const boundaries = weeks.map((k) => addDays(runDay, -(7 * k + 6)));
  const plan: WindowPlan = { runDay, boundaries, windows: [] };
  const slots: WindowSlot[] = weeks.map((k) => ({ window: '7d', period: 'current', mask: 1 << k }));
  const rollups = new RollupsRepository(tx);
  const filtered = Object.keys(cohortFilters).length > 0;
  if (filtered) await rollups.prepareCohort(orgId, cohortFilters);
  const splits = splitsBySlot(
    plan,
    slots,
    await rollups.uidStats(
      orgId,
      boundaries,
      slots.map((s) => s.mask),
      filtered,
      HEALTH_RULE,
    ),
    await rollups.itemDays(orgId),
    filtered,
  );
  return weeks
    .map((k) => {
      const result = buildCohortResult({
        floor,
        current: splits[k]!,
        previous: null,
        phrases: [],
        history: [],
      });
      return {
        from: boundaries[k]!,
        to: addDays(boundaries[k]!, 6),
        score: result.status === 'ok' ? result.health!.score : null,
      };
    })
    .reverse();
}
