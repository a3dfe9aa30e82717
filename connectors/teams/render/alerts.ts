import type { CrisisBanner, SpikeCounter } from '../../core/alerts.js';
import type { Notify, TeamInstallation } from '../directory.js';
import { parseTeamsSource } from '../ids.js';
import {
  type AdaptiveCard,
  type CardElement,
  card,
  facts,
  heading,
  humanise,
  type MentionEntity,
  mentionOf,
  note,
  plain,
  text,
  when,
} from './cards.js';

export const ACKNOWLEDGE_VERB = 'affective.acknowledge';

/** Who the banner notifies, as text with `<at>` tags and the mention entities Teams resolves them with. */
export function mentionsOf(notify: Notify | null): { text: string; entities: MentionEntity[] } {
  if (!notify) return { text: '', entities: [] };
  const entities =
    notify.kind === 'tag' ? [mentionOf(notify.tag, 'tag')] : notify.people.map((person) => mentionOf(person));
  return { text: entities.map((e) => e.text).join(' '), entities };
}

/** A deep link to the channel the alert came from, when it is a channel of this team. */
function whereText(source: string | null, team: TeamInstallation): string {
  const channel = parseTeamsSource(source);
  if (!channel || channel.teamId !== team.teamId) return source ? plain(source) : 'not given';
  const query = new URLSearchParams({
    tenantId: team.tenantId,
    ...(team.aadGroupId ? { groupId: team.aadGroupId } : {}),
  });
  return `[a channel of this team](https://teams.microsoft.com/l/channel/${encodeURIComponent(channel.channelId)}/channel?${query})`;
}

/**
 * A crisis banner: what happened, what to do, a mention of the moderators (a tag or named people) so that they
 * are notified, and Acknowledge as an `Action.Execute`. Once acknowledged, the button gives way to who did it.
 */
export function renderCrisisBanner(banner: CrisisBanner, team: TeamInstallation): AdaptiveCard {
  const acknowledged = banner.acknowledgedAt !== null;
  const people = banner.count === 1 ? '1 person' : `${banner.count} people`;
  const mentions = acknowledged ? { text: '', entities: [] } : mentionsOf(team.notify);
  const lead = acknowledged
    ? `Someone in the community may be in crisis (${people} flagged for this theme).`
    : `${mentions.text ? `${mentions.text} ` : ''}Someone in the community may be in crisis (${people} flagged for this theme). Please follow up now.`;
  const body: CardElement[] = [
    heading('🚨 Crisis alert', 'Attention'),
    text(lead),
    facts([
      ['Severity', 'Crisis'],
      ['Theme', humanise(banner.theme)],
      ['Where', whereText(banner.source, team)],
      ['Raised', when(banner.raisedAt)],
    ]),
    text(`**Recommended action**\n\n${plain(banner.recommendedAction)}`),
  ];
  if (acknowledged) {
    body.push(
      note(
        `✅ Acknowledged by ${plain(banner.acknowledgedBy ?? 'a moderator')} ${when(banner.acknowledgedAt!)}`,
      ),
    );
    return card(body, { msteams: { width: 'Full' } });
  }
  return card(body, {
    actions: [
      {
        type: 'Action.Execute',
        title: 'Acknowledge',
        verb: ACKNOWLEDGE_VERB,
        data: { bannerId: banner.id },
        style: 'positive',
      },
    ],
    msteams: { width: 'Full', entities: mentions.entities },
  });
}

export function spikeCounterFacts(counters: SpikeCounter[]): CardElement {
  return facts(counters.map((c) => [humanise(c.theme), `${c.count} · last ${when(c.lastAt)}`]));
}

/** The one counter card of the moderators' channel, updated in place as spikes come. */
export function renderSpikeCounters(counters: SpikeCounter[]): AdaptiveCard {
  const total = counters.reduce((sum, c) => sum + c.count, 0);
  return card(
    [
      heading('📈 Distress spikes'),
      text(`**${total}** ${total === 1 ? 'spike' : 'spikes'} so far, by theme:`),
      spikeCounterFacts(counters),
      note(
        'This card is updated in place. A spike is a jump in the share of people above their usual distress; nobody is named.',
      ),
    ],
    { msteams: { width: 'Full' } },
  );
}
