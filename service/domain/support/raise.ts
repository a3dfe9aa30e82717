import type { SupportEvent } from '../../../shared/contract/webhooks.js';
import type { Queryable } from '../../../shared/runtime/pool.js';
import { OutboxWriter } from '../../store/repositories/outbox.repository.js';
import { SupportRepository } from '../../store/repositories/support.repository.js';
import { catalogue } from '../skill-cards/skill-cards.service.js';
import { type ToneSettings, toneFor } from '../tone.js';
import { matchCards, type SupportNeed, type SupportTrigger } from './match.js';

/** At most one support message a day per person. */
export const SUPPORT_INTERVAL_MS = 24 * 3_600_000;

const RANK: Record<SupportTrigger, number> = { threshold: 1, elevated: 2, high: 3 };

/** A stored item of a person: whether it calls for support, and why. */
export interface SupportItem extends Omit<SupportNeed, 'trigger'> {
  uid: string;
  source: string;
  riskLevel: number;
  /** The alert rule fired a spike on it: the person's distress crossed their threshold. */
  crossedThreshold: boolean;
}

function triggerOf(item: SupportItem): SupportTrigger | null {
  if (item.riskLevel >= 2 || item.crisisTheme !== null) return 'high';
  if (item.riskLevel === 1) return 'elevated';
  return item.crossedThreshold ? 'threshold' : null;
}

/** Per person, the item that calls for support most (high, then elevated, then a crossed threshold). */
export function supportNeeds(items: SupportItem[]): Map<string, SupportNeed & { source: string }> {
  const needs = new Map<string, SupportNeed & { source: string }>();
  for (const item of items) {
    const trigger = triggerOf(item);
    if (!trigger) continue;
    const current = needs.get(item.uid);
    if (current && RANK[current.trigger] >= RANK[trigger]) continue;
    needs.set(item.uid, { ...item, trigger });
  }
  return needs;
}

/**
 * Raises `user.support` for the people of these items who opted in to direct support and had none in the last
 * day (Brain tier only), with the cards that fit and the tone of the message's source, in the caller's
 * transaction: the event commits with the signals that called for it. A `high` message raises it even when no
 * card fits, so the connector still sends the crisis resources. The moderators' crisis alert is raised apart, always.
 */
export async function raiseSupport(
  db: Queryable,
  orgId: string,
  items: SupportItem[],
  settings: ToneSettings & { tier: string },
  now: Date,
): Promise<void> {
  if (settings.tier !== 'brain') return;
  const needs = supportNeeds(items);
  if (needs.size === 0) return;
  const support = new SupportRepository(db);
  const eligible = await support.eligible(
    orgId,
    [...needs.keys()],
    new Date(now.getTime() - SUPPORT_INTERVAL_MS),
  );
  if (eligible.length === 0) return;
  const cards = await (await catalogue(db, orgId, now)).list(orgId);
  const events = eligible.flatMap((uid) => {
    const need = needs.get(uid)!;
    const cardIds = matchCards(cards, need).map((card) => card.id);
    return cardIds.length > 0 || need.trigger === 'high'
      ? [
          {
            uid,
            trigger: need.trigger,
            cardIds,
            tone: toneFor(need.source, settings),
          },
        ]
      : [];
  });
  const ids = await support.record(orgId, events, now);
  await new OutboxWriter(db).append(
    orgId,
    events.map((e, i) => {
      const payload: SupportEvent = {
        type: 'user.support',
        timestamp: now.toISOString(),
        data: { support_id: ids[i]!, uid: e.uid, trigger: e.trigger, card_ids: e.cardIds, tone: e.tone },
      };
      return { type: payload.type, payload };
    }),
  );
}
