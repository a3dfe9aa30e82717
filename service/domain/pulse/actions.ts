import type { Tone, Trend } from '../../../shared/contract/common.js';
import type { ActionEntry } from '../../../shared/contract/pulse.js';
import { HEALTH_RAISING_STATES } from '../aggregation/health.js';
import { ACTION_CATALOGUE, type ActionKey, EMERGING_KEY, SAFETY_KEY } from './action-catalogue.js';
import { levelOf } from './levels.js';

export const MAX_ACTIONS = 5;

export interface ActionInputs {
  crisisThemes: readonly string[];
  states: readonly { name: string; pct: number; trend: Trend }[];
  topics: readonly { name: string; share: number; trend: Trend; emerging: { topic: string | null } | null }[];
}

/**
 * What comes first, in order: the safety action when crisis language appeared in the window; states and
 * topics at their level and rising; those at their level and flat or falling; emerging keyphrases; and last
 * the "keep doing this" actions of positive states at their level. Within a kind the more serious comes first
 * (the catalogue's severity), then the further above its level.
 */
const KIND = { safety: 0, rising: 1, steady: 2, emerging: 3, keep: 4 } as const;
const POSITIVE = new Set<string>(HEALTH_RAISING_STATES);

interface Candidate {
  key: ActionKey;
  kind: number;
  aboveLevel: number;
  because: ActionEntry['because'];
}

/** The catalogue's actions for the window, most urgent first, `priority` their rank (1 the most urgent). */
export function suggestActions(inputs: ActionInputs, tone: Tone): ActionEntry[] {
  const candidates: Candidate[] = [];
  if (inputs.crisisThemes.length > 0) {
    const because = { layer: 'crisis' as const, name: inputs.crisisThemes[0]! };
    candidates.push({ key: SAFETY_KEY, kind: KIND.safety, aboveLevel: 0, because });
  }
  const atLevel = (layer: 'states' | 'topics', name: string, share: number, trend: Trend) => {
    const level = levelOf(name);
    if (share < level) return;
    const kind = POSITIVE.has(name) ? KIND.keep : trend === 'up' ? KIND.rising : KIND.steady;
    candidates.push({ key: name as ActionKey, kind, aboveLevel: share / level, because: { layer, name } });
  };
  for (const state of inputs.states) atLevel('states', state.name, state.pct, state.trend);
  let emerging: Candidate | null = null;
  for (const topic of inputs.topics) {
    if (!topic.emerging) atLevel('topics', topic.name, topic.share, topic.trend);
    else if (!emerging) {
      // One action for every emerging phrase, named after the first one's taxonomy topic: never the phrase.
      const name = topic.emerging.topic ?? EMERGING_KEY;
      emerging = {
        key: EMERGING_KEY,
        kind: KIND.emerging,
        aboveLevel: 0,
        because: { layer: 'topics', name },
      };
      candidates.push(emerging);
    }
  }
  return candidates
    .sort(
      (a, b) =>
        a.kind - b.kind ||
        ACTION_CATALOGUE[a.key].severity - ACTION_CATALOGUE[b.key].severity ||
        b.aboveLevel - a.aboveLevel ||
        a.key.localeCompare(b.key),
    )
    .slice(0, MAX_ACTIONS)
    .map((c, i) => ({ priority: i + 1, ...ACTION_CATALOGUE[c.key].wording[tone], because: c.because }));
}
