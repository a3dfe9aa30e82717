import type { SkillCardTriggers } from '../../../shared/contract/skill-cards.js';
import { CRISIS_THEMES, STATES, TOPICS } from '../../analysis/signal.js';

export type SupportTrigger = 'threshold' | 'elevated' | 'high';

/** What a support message answers: the message that called for it, as the signal holds it. */
export interface SupportNeed {
  trigger: SupportTrigger;
  states: number;
  topics: number;
  crisisTheme: number | null;
  distress: number;
}

export const MAX_CARDS_PER_MESSAGE = 2;

const names = <T>(mask: number, vocabulary: readonly T[]) => vocabulary.filter((_, bit) => mask & (2 ** bit));

/**
 * How well a card fits a need: 0 when it does not (no trigger of it met, or the message below its
 * `min_distress`). A risk level met counts most, so a `high` message brings the crisis card first.
 */
export function cardFit(triggers: SkillCardTriggers, need: SupportNeed): number {
  if (triggers.min_distress !== null && need.distress < triggers.min_distress) return 0;
  const states: string[] = names(need.states, STATES);
  const themes: string[] = [
    ...names(need.topics, TOPICS),
    ...(need.crisisTheme === null ? [] : [CRISIS_THEMES[need.crisisTheme] ?? '']),
  ];
  const risk = need.trigger === 'threshold' ? [] : [need.trigger];
  const score =
    triggers.states.filter((s) => states.includes(s)).length +
    triggers.themes.filter((t) => themes.includes(t)).length +
    10 * triggers.risk_levels.filter((r) => risk.includes(r)).length;
  const onlyDistress =
    triggers.states.length + triggers.themes.length + triggers.risk_levels.length === 0 &&
    triggers.min_distress !== null;
  return onlyDistress ? 1 : score;
}

/** The best-fitting cards for a need, best first, at most MAX_CARDS_PER_MESSAGE. */
export function matchCards<C extends { id: string; triggers: SkillCardTriggers }>(
  cards: C[],
  need: SupportNeed,
): C[] {
  return cards
    .map((card, order) => ({ card, order, fit: cardFit(card.triggers, need) }))
    .filter(({ fit }) => fit > 0)
    .sort((a, b) => b.fit - a.fit || a.order - b.order)
    .slice(0, MAX_CARDS_PER_MESSAGE)
    .map(({ card }) => card);
}
