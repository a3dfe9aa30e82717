import { LAYERS, type Layer, type Tier, WINDOWS, type Window } from '../../shared/contract/common.js';
import { TierRestricted } from './errors.js';

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

/** The Brain tier's features (profiles, audit, skill cards, direct support): 403 `tier_restricted` elsewhere. */
export function requireBrain(tier: Tier, feature: string): void {
  if (tier !== 'brain') {
    throw new TierRestricted(
      `${feature} belong to the brain tier; this organisation is on the ${tier} tier.`,
    );
  }
}
