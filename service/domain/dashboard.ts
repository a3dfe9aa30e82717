import type { Branding, CohortFilters } from '../../shared/contract/configure.js';
import type { PulsePayload, PulseQuery } from '../../shared/contract/pulse.js';
import type { Clock } from '../../shared/runtime/clock.js';
import { type Pool, transaction } from '../../shared/runtime/pool.js';
import { ConfigsRepository } from '../store/repositories/configs.repository.js';
import type { Org } from '../store/repositories/orgs.repository.js';
import { type HistoryPoint, PulseHistoryRepository } from '../store/repositories/pulse-history.repository.js';
import { weeklyHealth } from './aggregation/history.js';
import { utcDay } from './aggregation/windows.js';
import type { AuthContext } from './auth.js';
import type { PulseService } from './pulse/pulse.service.js';

/** What the embed page and the PDF report show: the cached pulse and the weekly health history. */
export interface Dashboard {
  org: Pick<Org, 'id' | 'name' | 'tier'>;
  pulse: PulsePayload;
  /** Oldest week first; null before the first aggregation run under the configuration in force. */
  history: HistoryPoint[] | null;
  /** The configured cohort, to check an embed's fixed cohort against. */
  cohortFilters: CohortFilters;
  /** White-label branding (Brain tier) the pages and the report show. */
  branding: Branding | null;
}

/** Filters in a canonical form (sorted dimensions and values), so equal cohorts compare equal. */
export function cohortKey(filters: CohortFilters): string {
  const entries = Object.entries(filters)
    .filter(([, values]) => values !== undefined)
    .map(([dimension, values]) => [dimension, [...new Set(values as string[])].sort()] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(entries);
}

export class DashboardService {
  constructor(
    private readonly pool: Pool,
    private readonly clock: Clock,
    private readonly pulse: PulseService,
  ) {}

  async dashboard(auth: AuthContext, query: Pick<PulseQuery, 'window' | 'layers'>): Promise<Dashboard> {
    const pulse = await this.pulse.pulse(auth, query);
    const { history, cohortFilters, branding } = await this.history(auth.org.id);
    const { id, name, tier } = auth.org;
    return {
      org: { id, name, tier },
      pulse,
      history,
      cohortFilters,
      branding: tier === 'brain' ? branding : null,
    };
  }

  /**
   * The weekly history of the configured cohort as of the run that wrote the pulse cache, computed from the
   * rollups by the aggregation's own functions the first time a run's history is asked for, then read back.
   */
  private async history(orgId: string): Promise<Pick<Dashboard, 'history' | 'cohortFilters' | 'branding'>> {
    const config = await new ConfigsRepository(this.pool).current(orgId);
    if (!config) throw new Error(`organisation ${orgId} has no configuration`);
    const { branding } = config;
    const repo = new PulseHistoryRepository(this.pool);
    const run = await repo.latestRun(orgId, config.version);
    if (!run) return { history: null, cohortFilters: config.cohortFilters, branding };
    const key = `v${config.version}`;
    const cached = await repo.read(orgId, key, run.runId);
    if (cached) return { history: cached, cohortFilters: config.cohortFilters, branding };
    const points = await transaction(this.pool, (tx) =>
      weeklyHealth(tx, orgId, utcDay(run.generatedAt), config.cohortFilters, config.anonFloor),
    );
    await repo.write(orgId, key, run.runId, points, this.clock.now());
    return { history: points, cohortFilters: config.cohortFilters, branding };
  }
}
