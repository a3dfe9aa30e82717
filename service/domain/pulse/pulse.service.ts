import { LAYERS, type Layer, type Window } from '../../../shared/contract/common.js';
import type { PulsePayload, PulseQuery } from '../../../shared/contract/pulse.js';
import type { Clock } from '../../../shared/runtime/clock.js';
import type { Pool } from '../../../shared/runtime/pool.js';
import { PulseCacheRepository } from '../../store/repositories/pulse-cache.repository.js';
import { utcDay } from '../aggregation/windows.js';
import type { AuthContext } from '../auth.js';
import { TierRestricted } from '../errors.js';
import { layersOfTier, windowsOfTier } from '../tiers.js';
import { emptyPulse, presentPulse } from './present.js';

export const DEFAULT_WINDOW: Window = '30d';
/** A process asks for a refresh of a stale organisation at most this often, however many readers it has. */
const REFRESH_REQUEST_INTERVAL_MS = 30_000;
const REFRESH_MEMORY = 10_000;

/**
 * GET /pulse, served from the pulse cache only: one query reads the configuration in force with its cache row,
 * no aggregation on the request path. The cache row is keyed by the configuration version, so a change of
 * filters, floor or tone overrides is never answered with figures or actions computed under the previous one.
 */
export class PulseService {
  private readonly refreshRequested = new Map<string, number>();

  constructor(
    private readonly pool: Pool,
    private readonly clock: Clock,
    /**
     * Asks the worker for a run: at once when the configuration in force has no cache yet, after the usual
     * debounce when the cache is stale (stream items, for one, ask for no run of their own).
     */
    private readonly requestAggregation: (orgId: string, urgent: boolean) => Promise<void>,
  ) {}

  async pulse(auth: AuthContext, query: PulseQuery): Promise<PulsePayload> {
    const { tier, id: orgId } = auth.org;
    const window = query.window ?? DEFAULT_WINDOW;
    if (!windowsOfTier(tier).includes(window)) {
      throw new TierRestricted(
        `The ${tier} tier includes the windows ${windowsOfTier(tier).join(', ')}; ${window} is not one of them.`,
      );
    }
    const allowed = layersOfTier(tier);
    const requested = requestedLayers(query.layers);
    const outside = (requested ?? []).filter((layer) => !allowed.includes(layer));
    if (outside.length > 0) {
      throw new TierRestricted(`The ${tier} tier does not include the layer(s): ${outside.join(', ')}.`);
    }

    const cache = new PulseCacheRepository(this.pool);
    const read = await cache.readCurrent(orgId, window);
    if (!read) throw new Error(`organisation ${orgId} has no configuration`);
    const { config, cached } = read;
    const wanted = requested ?? allowed;
    const layers = LAYERS.filter(
      (layer) => wanted.includes(layer) && allowed.includes(layer) && config.activeLayers.includes(layer),
    );
    const floor = Math.max(query.anon_floor ?? config.anonFloor, config.anonFloor);
    const now = this.clock.now();
    if (!cached) {
      const pending = await cache.hasIngested(orgId);
      if (pending) await this.requestAggregation(orgId, true).catch(() => {});
      return emptyPulse(
        { floor, window, layers, tone: config.svcTone, generatedAt: now, stale: pending },
        'no_data',
        pending
          ? 'No aggregation has finished under the current configuration yet; one has been requested.'
          : 'There are no signals for this organisation yet.',
      );
    }
    const stale = cached.newerSignals || utcDay(cached.generatedAt) < utcDay(now);
    if (stale) this.requestRefresh(orgId);
    return presentPulse(cached.result, {
      floor,
      window,
      layers,
      tone: cached.result.tone ?? config.svcTone,
      generatedAt: cached.generatedAt,
      stale,
    });
  }

  /** Fire and forget, throttled per organisation: the answer never waits on Redis. */
  private requestRefresh(orgId: string): void {
    const nowMs = Date.now(); // real time, whatever clock the service runs on
    if (nowMs - (this.refreshRequested.get(orgId) ?? 0) < REFRESH_REQUEST_INTERVAL_MS) return;
    if (this.refreshRequested.size >= REFRESH_MEMORY) this.refreshRequested.clear();
    this.refreshRequested.set(orgId, nowMs);
    this.requestAggregation(orgId, false).catch(() => this.refreshRequested.delete(orgId));
  }
}

/** The layers named by the query; null for the default or `all`, which mean every layer allowed. */
function requestedLayers(value: string | undefined): Layer[] | null {
  if (value === undefined || value === 'all') return null;
  return [...new Set(value.split(','))] as Layer[];
}
