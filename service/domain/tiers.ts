import { LAYERS, type Layer, type Tier, WINDOWS, type Window } from '../../shared/contract/common.js';

/** What each tier may use (DESIGN §2). */
const TIER_RULES: Record<Tier, { layers: readonly Layer[]; windows: readonly Window[]; modelB: boolean }> = {
  pulse: { layers: ['moods'], windows: ['7d', '30d'], modelB: false },
  signal: { layers: LAYERS, windows: WINDOWS, modelB: true },
  brain: { layers: LAYERS, windows: WINDOWS, modelB: true },
};

export function layersOfTier(tier: Tier): readonly Layer[] {
  return TIER_RULES[tier].layers;
}

export function windowsOfTier(tier: Tier): readonly Window[] {
  return TIER_RULES[tier].windows;
}

/** Model B (uids), stream ingestion and webhooks. */
export function tierHasModelB(tier: Tier): boolean {
  return TIER_RULES[tier].modelB;
}
