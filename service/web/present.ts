import type { Trend, Window } from '../../shared/contract/common.js';
import type { PagePulse } from './charts/options.js';

/** Wording shared by the embed page and the PDF report, so the two say the same things. */
export function windowLabel(window: Window): string {
  return window === 'all' ? 'all time' : `last ${Number.parseInt(window, 10)} days`;
}

export function trendLabel(trend: Trend, delta: number): string {
  const sign = delta > 0 ? '+' : delta < 0 ? '-' : '±';
  const words = { up: 'up', down: 'down', flat: 'steady' } as const;
  return `${words[trend]} ${sign}${Math.abs(delta).toFixed(1)}`;
}

export function utcTimestamp(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

export function floorNote(pulse: PagePulse): string {
  return `Anonymised: shown only for groups of at least ${pulse.anon_floor} people.`;
}

/** The notices a reader must see before trusting the figures: why they are missing, and whether they are old. */
export function notices(pulse: PagePulse): string[] {
  const list: string[] = [];
  if (pulse.status !== 'ok' && pulse.notice) list.push(pulse.notice);
  if (pulse.stale) {
    list.push(
      `These figures were computed at ${utcTimestamp(pulse.generated_at)}; newer messages are not in them yet.`,
    );
  }
  return list;
}
