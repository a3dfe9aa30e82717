import { AffectiveApiError, type AffectiveClient } from '../../shared/client/index.js';
import { type Tier, WINDOWS, type Window } from '../../shared/contract/common.js';
import type { PulsePayload } from '../../shared/contract/pulse.js';

export const DEFAULT_WINDOW: Window = '30d';

export const WINDOW_NAMES: Record<Window, string> = {
  '7d': 'last 7 days',
  '30d': 'last 30 days',
  '60d': 'last 60 days',
  all: 'all time',
};

export const TREND_ARROWS = { up: '↑', flat: '→', down: '↓' } as const;

/** A change in percentage points, one decimal, with its sign (a true minus sign). */
export function signedDelta(delta: number): string {
  const rounded = Math.round(delta * 10) / 10;
  return rounded > 0 ? `+${rounded}` : rounded < 0 ? `−${Math.abs(rounded)}` : '±0';
}

/** What a pulse command comes to, whatever the platform draws it with. */
export type PulseOutcome =
  | { kind: 'pulse'; payload: PulsePayload }
  | { kind: 'usage'; given: string }
  | { kind: 'restricted'; window: Window }
  | { kind: 'unavailable'; reason: string };

/** The pulse for the window named in `argument` (30d when none). Never throws for a service failure. */
export async function pulseOutcome(
  service: Pick<AffectiveClient, 'pulse'>,
  argument: string,
): Promise<PulseOutcome> {
  const given = argument.trim().toLowerCase();
  if (given && !WINDOWS.includes(given as Window)) return { kind: 'usage', given };
  const window = (given || DEFAULT_WINDOW) as Window;
  try {
    const payload = await service.pulse({ window, layers: 'all' });
    if (payload.error) return { kind: 'unavailable', reason: payload.error };
    return { kind: 'pulse', payload };
  } catch (err) {
    if (!(err instanceof AffectiveApiError)) throw err;
    if (err.code === 'tier_restricted') return { kind: 'restricted', window };
    if (err.status === 401 || err.status === 403) {
      return { kind: 'unavailable', reason: `the service refused this connector's API key (${err.code})` };
    }
    return {
      kind: 'unavailable',
      reason: err.retryable ? `the service is unavailable (${err.code})` : err.message,
    };
  }
}

export interface ConnectionState {
  ok: boolean;
  /** Why the service could not be used, when it could not. */
  problem?: string;
  tier?: string;
}

const TIERS: Record<Tier, string> = {
  pulse: 'Pulse: 7d and 30d windows, moods',
  signal: 'Signal: every window and layer, alerts',
  brain: 'Brain: every window and layer, alerts with uids',
};

/** Whether the service answers this connector, and the organisation's tier. */
export async function connectionState(
  service: Pick<AffectiveClient, 'configuration'>,
): Promise<ConnectionState> {
  try {
    const { tier } = await service.configuration();
    return { ok: true, tier: TIERS[tier] };
  } catch (err) {
    if (!(err instanceof AffectiveApiError)) throw err;
    return { ok: false, problem: `${err.code}${err.status ? ` ${err.status}` : ''}` };
  }
}
