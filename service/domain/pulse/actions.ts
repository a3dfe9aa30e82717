import type { Tone } from '../../../shared/contract/common.js';
import type { ActionEntry } from '../../../shared/contract/pulse.js';
import { ACTION_CATALOGUE, type ActionKey } from './action-catalogue.js';

export const MAX_ACTIONS = 5;

const CATALOGUE_ORDER = Object.keys(ACTION_CATALOGUE) as ActionKey[];

/** The catalogue's actions for what is hot, most urgent first (catalogue order among equals), in the tone. */
export function suggestActions(hot: ReadonlySet<ActionKey>, tone: Tone): ActionEntry[] {
  return CATALOGUE_ORDER.filter((key) => hot.has(key))
    .map((key) => ({ key, entry: ACTION_CATALOGUE[key] }))
    .sort((a, b) => a.entry.priority - b.entry.priority)
    .slice(0, MAX_ACTIONS)
    .map(({ entry }) => ({ priority: entry.priority, ...entry.wording[tone] }));
}
