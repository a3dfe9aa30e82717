import type { Layer, Tone, Trend, Window } from '../../../shared/contract/common.js';
import type { PulsePayload, PulseStatus } from '../../../shared/contract/pulse.js';
import { type ActionKey, EMERGING_KEY } from './action-catalogue.js';
import { suggestActions } from './actions.js';
import type { CachedEntry, CachedPulse, WithheldReason } from './cached-pulse.js';

/** A state or topic is hot when it rose significantly (trend `up`) and reaches this share of the cohort. */
export const HOT_MIN_SHARE = 5;

export interface PresentOptions {
  /** The effective floor: the larger of the request's and the configured anon_floor. */
  floor: number;
  window: Window;
  layers: Layer[];
  tone: Tone;
  generatedAt: Date;
  stale: boolean;
}

export function withheldNotice(reason: WithheldReason | null, status: PulseStatus, floor: number): string {
  if (status === 'no_data') return 'There are no signals for this cohort in the window.';
  if (reason === 'cohort_below_floor') {
    return `The cohort has fewer than ${floor} people in this window, so its signals are not shown.`;
  }
  if (reason === 'near_whole_organisation') {
    return `The cohort differs from the whole organisation by fewer than ${floor} people in this window; comparing the two answers would reveal that small group, so its signals are not shown.`;
  }
  return `The cohort, or its difference from the whole organisation, is under ${floor} people in this window, so its signals are not shown.`;
}

export function emptyPulse(
  options: PresentOptions,
  status: Exclude<PulseStatus, 'ok'>,
  notice: string,
): PulsePayload {
  return {
    community_health_score: null,
    health_trend: 'flat',
    moods: [],
    states: [],
    topics: [],
    actions: [],
    generated_at: options.generatedAt.toISOString(),
    window: options.window,
    layers: options.layers,
    anon_floor: options.floor,
    status,
    stale: options.stale,
    notice,
  };
}

/**
 * The payload of GET /pulse from a cached cohort result, at the request's floor (never below the floor the
 * cache was written with). A stricter floor drops entries, turns trends that it no longer allows to `flat`
 * and takes out further moods until what is left out rests on no one or on at least the floor.
 */
export function presentPulse(cached: CachedPulse, options: PresentOptions): PulsePayload {
  const floor = Math.max(options.floor, cached.floor);
  if (cached.status !== 'ok') {
    return emptyPulse(options, cached.status, withheldNotice(cached.reason, cached.status, floor));
  }
  if (cached.limit < floor)
    return emptyPulse(options, 'below_floor', withheldNotice(null, 'below_floor', floor));

  const visible = <E extends CachedEntry>(entry: E) => entry.limit >= floor;
  const compared = (entry: { trend: Trend; delta: number; trendLimit: number }) =>
    entry.trendLimit >= floor
      ? { trend: entry.trend, delta: entry.delta }
      : { trend: 'flat' as Trend, delta: 0 };

  const moods = cached.moods.filter(visible);
  let withheldAtLeast = Math.max(
    cached.moodsWithheld,
    ...cached.moods.filter((m) => !visible(m)).map((m) => m.limit),
  );
  while (withheldAtLeast > 0 && withheldAtLeast < floor && moods.length > 0) {
    const smallest = moods.reduce((min, m) => (m.limit < min.limit ? m : min));
    moods.splice(moods.indexOf(smallest), 1);
    withheldAtLeast = Math.max(withheldAtLeast, smallest.limit);
  }

  const hot = new Set<ActionKey>();
  const states = cached.states.filter(visible).map((state) => {
    const { trend, delta } = compared(state);
    const isHot = trend === 'up' && state.pct >= HOT_MIN_SHARE;
    if (isHot) hot.add(state.name as ActionKey);
    return { name: state.name, pct: state.pct, trend, delta, hot: isHot };
  });
  const topics = cached.topics
    .filter(visible)
    .map((topic) => {
      const { trend, delta } = compared(topic);
      const isHot = trend === 'up' && (topic.emerging || topic.share >= HOT_MIN_SHARE);
      if (isHot) hot.add(topic.emerging ? EMERGING_KEY : (topic.name as ActionKey));
      return { name: topic.name, trend, delta, hot: isHot };
    })
    .sort((a, b) => Number(b.hot) - Number(a.hot));

  const health = cached.health!;
  const layer = (name: Layer) => options.layers.includes(name);
  return {
    community_health_score: health.score,
    health_trend: compared(health).trend,
    moods: layer('moods')
      ? moods.map((m) => ({ name: m.name, pct: m.pct, count: m.count, ...compared(m) }))
      : [],
    states: layer('states') ? states : [],
    topics: layer('topics') ? topics : [],
    actions: layer('actions') ? suggestActions(hot, options.tone) : [],
    generated_at: options.generatedAt.toISOString(),
    window: options.window,
    layers: options.layers,
    anon_floor: floor,
    status: 'ok',
    stale: options.stale,
  };
}
