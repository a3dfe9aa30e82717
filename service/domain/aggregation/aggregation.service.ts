import type { Tone, Window } from '../../../shared/contract/common.js';
import type { AggregationRun } from '../../../shared/contract/pulse.js';
import type { Clock } from '../../../shared/runtime/clock.js';
import type { Logger } from '../../../shared/runtime/logger.js';
import { type Pool, type PoolClient, transaction } from '../../../shared/runtime/pool.js';
import { STATES } from '../../analysis/signal.js';
import { AggregationRunsRepository } from '../../store/repositories/aggregation-runs.repository.js';
import { ConfigsRepository, type OrgConfig } from '../../store/repositories/configs.repository.js';
import { KeyphraseVocabRepository } from '../../store/repositories/keyphrase-vocab.repository.js';
import { PulseCacheRepository } from '../../store/repositories/pulse-cache.repository.js';
import { RollupsRepository } from '../../store/repositories/rollups.repository.js';
import { raiseCohortSpikes } from '../alerts/raise.js';
import { ABOVE_BASELINE, type CohortSpike, cohortSpikes, SPIKE_THEME_BITS } from '../alerts/rules.js';
import { toneOfSources } from '../tone.js';
import { buildCohortResult } from './cohort-result.js';
import { HEALTH_RULE } from './health.js';
import { phraseCounts, splitsBySlot } from './slot-stats.js';
import {
  addDays,
  historySegments,
  planWindows,
  segmentSlots,
  spikePeriods,
  WINDOW_DAYS,
  windowSlots,
} from './windows.js';

/** Clear text of a keyphrase is allowed once this many distinct people (or Model A items) used it. */
export const KEYPHRASE_NAMING_THRESHOLD = 10;

/** First key of the per-organisation advisory lock that keeps two runs of one organisation apart. */
const RUN_LOCK = 0x41_47_47_52; // 'AGGR'

interface Computed {
  daysRebuilt: number;
  spikes: (CohortSpike & { tone: Tone })[];
}

/**
 * Runs aggregation for one organisation: rebuilds the daily rollups of the days whose signals changed, then
 * the pulse cache of every window for the configuration in force, and records newly namable keyphrases, in one
 * REPEATABLE READ transaction under a per-organisation advisory lock. A run that dies leaves the previous cache
 * untouched; the next one redoes the work. After the commit it raises or refreshes cohort spike alerts.
 */
export class AggregationService {
  constructor(
    private readonly pool: Pool,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async run(orgId: string, trigger: string): Promise<AggregationRun> {
    const client = await this.pool.connect();
    const runs = new AggregationRunsRepository(client);
    let runId: string | null = null;
    let broken: Error | undefined;
    try {
      await client.query('SELECT pg_advisory_lock($1, hashtext($2))', [RUN_LOCK, orgId]);
      const partitions = new RollupsRepository(client);
      await partitions.dropExpiredPartitions();
      await partitions.ensurePartitions();
      await runs.abandonInterrupted(orgId, this.clock.now());
      // Taken before the snapshot: every batch persisted up to this instant is visible to the run.
      const startedAt = this.clock.now();
      runId = await runs.start(orgId, trigger, startedAt);
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
      await client.query("SET LOCAL work_mem = '128MB'");
      const computed = await this.compute(client, orgId, runId, startedAt);
      const finishedAt = this.clock.now();
      await runs.finish(runId, finishedAt);
      await client.query('COMMIT');

      await transaction(this.pool, (tx) => raiseCohortSpikes(tx, orgId, computed.spikes, finishedAt));
      const outcome: AggregationRun = {
        run_id: runId,
        trigger,
        status: 'finished',
        started_at: startedAt.toISOString(),
        finished_at: finishedAt.toISOString(),
        duration_ms: Math.max(0, finishedAt.getTime() - startedAt.getTime()),
        days_rebuilt: computed.daysRebuilt,
      };
      this.logger.info(
        { orgId, runId, trigger, durationMs: outcome.duration_ms, daysRebuilt: computed.daysRebuilt },
        'aggregation finished',
      );
      return outcome;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => {});
      if (runId) {
        await runs.fail(runId, (err as Error).message, this.clock.now()).catch((e: Error) => {
          broken = e;
        });
      }
      throw err;
    } finally {
      await client
        .query('SELECT pg_advisory_unlock($1, hashtext($2))', [RUN_LOCK, orgId])
        .catch((e: Error) => {
          broken = e;
        });
      // A connection that failed may still hold the session lock: destroy it rather than pool it.
      client.release(broken);
    }
  }

  private async compute(
    client: PoolClient,
    orgId: string,
    runId: string,
    startedAt: Date,
  ): Promise<Computed> {
    const config = await new ConfigsRepository(client).current(orgId);
    if (!config) throw new Error(`organisation ${orgId} has no configuration`);
    const rollups = new RollupsRepository(client);
    const changed = await rollups.changedDays(orgId);
    await rollups.rebuild(orgId, changed, HEALTH_RULE);

    const plan = planWindows(startedAt);
    const slots = windowSlots(plan);
    // Every window and previous window, then each segment alone: emerging phrases are read against history.
    const segments = segmentSlots(plan);
    const masks = [...slots, ...segments].map((s) => s.mask);
    const filtered = Object.keys(config.cohortFilters).length > 0;
    if (filtered) await rollups.prepareCohort(orgId, config.cohortFilters);
    const splits = splitsBySlot(
      plan,
      [...slots, ...segments],
      await rollups.uidStats(orgId, plan.boundaries, masks, filtered, HEALTH_RULE),
      await rollups.itemDays(orgId),
      filtered,
    );
    const keyphrases = await rollups.namedKeyphrases(orgId, plan.boundaries, masks, filtered);
    const slotOf = (window: string, period: 'current' | 'previous') =>
      slots.findIndex((s) => s.window === window && s.period === period);
    const toneOfWindow = await this.windowTones(rollups, orgId, config, plan.runDay, filtered);

    const results = plan.windows.map((w) => {
      const current = slotOf(w.name, 'current');
      const previous = slotOf(w.name, 'previous');
      const history = historySegments(plan, w).map((segment) => slots.length + segment);
      return {
        window: w.name,
        result: {
          ...buildCohortResult({
            floor: config.anonFloor,
            current: splits[current]!,
            previous: previous === -1 ? null : splits[previous]!,
            history: history.map((slot) => splits[slot]!.cohort.units),
            phrases: previous === -1 ? [] : phraseCounts(keyphrases, current, previous, history),
          }),
          tone: toneOfWindow(w.name),
        },
      };
    });
    await new PulseCacheRepository(client).replace({
      orgId,
      configVersion: config.version,
      runId,
      dataAsOf: startedAt,
      generatedAt: this.clock.now(),
      results,
    });

    // Only aggregation adds to the vocabulary, one run per organisation at a time: no write here can conflict.
    await new KeyphraseVocabRepository(client).addCandidates(
      orgId,
      await rollups.namingCandidates(
        orgId,
        changed.filter((d) => d.signals > 0).map((d) => d.day),
        KEYPHRASE_NAMING_THRESHOLD,
      ),
      startedAt,
    );

    const scope = { periods: spikePeriods(startedAt), rule: ABOVE_BASELINE, filtered };
    const spikes = cohortSpikes(await rollups.spikeCounts(orgId, scope, SPIKE_THEME_BITS), config.anonFloor);
    if (spikes.length === 0 || config.toneOverrides.length === 0) {
      return { daysRebuilt: changed.length, spikes: spikes.map((s) => ({ ...s, tone: config.svcTone })) };
    }
    const bits = spikes.map((spike) => STATES.indexOf(spike.theme));
    const sources = await rollups.spikeSources(orgId, scope, bits);
    return {
      daysRebuilt: changed.length,
      spikes: spikes.map((spike, i) => ({ ...spike, tone: toneOfSources(sources[i]!, config) })),
    };
  }

  /**
   * The tone of each window's suggested actions: that of the sources the cohort wrote in during the window
   * (`toneOfSources`). Without tone overrides it is `svc_tone`, and the signals are not read for it.
   */
  private async windowTones(
    rollups: RollupsRepository,
    orgId: string,
    config: OrgConfig,
    runDay: string,
    filtered: boolean,
  ): Promise<(window: Window) => Tone> {
    if (config.toneOverrides.length === 0) return () => config.svcTone;
    const seen = await rollups.sourcesLastSeen(orgId, filtered);
    return (window) => {
      const days = WINDOW_DAYS[window];
      const from = days === null ? '' : addDays(runDay, -(days - 1));
      return toneOfSources(
        seen.filter((s) => s.lastDay >= from).map((s) => s.source),
        config,
      );
    };
  }
}
