import type { Layer, Tone, Trend, Window } from '../../../shared/contract/common.js';
import type { PulsePayload, PulseStatus } from '../../../shared/contract/pulse.js';
import { suggestActions } from './actions.js';
import type { CachedPulse, WithheldReason } from './cached-pulse.js';
import { levelOf } from './levels.js';

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
    valence: null,
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
 * cache was written with). A stricter floor can withhold the cohort, turn trends to `flat` when the previous
 * window no longer passes it, and drop emerging keyphrases used by fewer people.
 */
export function presentPulse(cached: CachedPulse, options: PresentOptions): PulsePayload {
  const floor = Math.max(options.floor, cached.floor);
  if (cached.status !== 'ok') {
    return emptyPulse(options, cached.status, withheldNotice(cached.reason, cached.status, floor));
  }
  if (cached.limit < floor)
    return emptyPulse(options, 'below_floor', withheldNotice(null, 'below_floor', floor));

  const comparable = cached.previousLimit >= floor;
  const compared = (entry: { trend: Trend; delta: number }) =>
    comparable ? { trend: entry.trend, delta: entry.delta } : { trend: 'flat' as Trend, delta: 0 };

  const states = cached.states.map((state) => {
    const { trend, delta } = compared(state);
    return {
      name: state.name,
      pct: state.pct,
      trend,
      delta,
      hot: trend === 'up' && state.pct >= levelOf(state.name),
    };
  });
  const topics = cached.topics
    .filter((topic) => !topic.emerging || (comparable && topic.emerging.limit >= floor))
    .map((topic) => {
      const { trend, delta } = compared(topic);
      const hot = trend === 'up' && (topic.emerging !== null || topic.share >= levelOf(topic.name));
      return { ...topic, trend, delta, hot };
    })
    .sort((a, b) => Number(b.hot) - Number(a.hot));

  const layer = (name: Layer) => options.layers.includes(name);
  return {
    community_health_score: cached.health!.score,
    health_trend: compared(cached.health!).trend,
    valence: cached.valence,
    moods: layer('moods')
      ? cached.moods.map((m) => ({ name: m.name, pct: m.pct, count: m.count, ...compared(m) }))
      : [],
    states: layer('states') ? states : [],
    topics: layer('topics')
      ? topics.map((t) => ({
          name: t.name,
          trend: t.trend,
          delta: t.delta,
          hot: t.hot,
          ...(t.emerging?.topic ? { topic: t.emerging.topic } : {}),
        }))
      : [],
    actions: layer('actions')
      ? suggestActions({ crisisThemes: cached.crisisThemes, states, topics }, options.tone)
      : [],
    generated_at: options.generatedAt.toISOString(),
    window: options.window,
    layers: options.layers,
    anon_floor: floor,
    status: 'ok',
    stale: options.stale,
  };
}
