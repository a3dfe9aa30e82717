import type { CrisisBanner, SpikeCounter } from '../../core/alerts.js';
import { parseSourceLabel } from '../../core/pseudonymise.js';
import { PLATFORM } from '../workspaces.js';
import {
  context,
  escapeText,
  header,
  humanise,
  type KnownBlock,
  type SlackMessage,
  section,
  slackDate,
} from './mrkdwn.js';

export const ACKNOWLEDGE_ACTION = 'affective_acknowledge';

function sourceText(source: string | null): string {
  const channel = parseSourceLabel(PLATFORM, source);
  if (channel) return `<#${channel.channelId}>`;
  return source ? escapeText(source) : 'not given';
}

/**
 * A crisis banner: a header, what happened, what to do, and an `@here` so that members of the moderators'
 * channel get a native notification. Once acknowledged, the button gives way to who acknowledged it and when.
 */
export function renderCrisisBanner(banner: CrisisBanner): SlackMessage {
  const acknowledged = banner.acknowledgedAt !== null;
  const people = banner.count === 1 ? '1 person' : `${banner.count} people`;
  const lead = acknowledged
    ? `Someone in the community may be in crisis (${people} flagged for this theme).`
    : `<!here> Someone in the community may be in crisis (${people} flagged for this theme). Please follow up now.`;
  const blocks: KnownBlock[] = [
    header('🚨 Crisis alert'),
    section(lead),
    {
      type: 'section',
      fields: [
        { type: 'mrkdwn', text: '*Severity*\nCrisis' },
        { type: 'mrkdwn', text: `*Theme*\n${humanise(banner.theme)}` },
        { type: 'mrkdwn', text: `*Where*\n${sourceText(banner.source)}` },
        { type: 'mrkdwn', text: `*Raised*\n${slackDate(banner.raisedAt)}` },
      ],
    },
    section(`*Recommended action*\n${escapeText(banner.recommendedAction)}`),
  ];
  if (acknowledged) {
    blocks.push(
      context(
        `:white_check_mark: Acknowledged by <@${banner.acknowledgedBy}> ${slackDate(banner.acknowledgedAt!)}`,
      ),
    );
  } else {
    blocks.push({
      type: 'actions',
      block_id: 'crisis_banner',
      elements: [
        {
          type: 'button',
          action_id: ACKNOWLEDGE_ACTION,
          text: { type: 'plain_text', text: 'Acknowledge' },
          style: 'primary',
          value: banner.id,
        },
      ],
    });
  }
  const text = `${acknowledged ? '' : '<!here> '}Crisis alert: ${humanise(banner.theme)}. ${escapeText(banner.recommendedAction)}`;
  return { text, blocks };
}

/** The running spike counts by theme, most frequent first. */
export function spikeCounterLines(counters: SpikeCounter[]): string {
  if (counters.length === 0) return '_No distress spikes so far._';
  const width = String(Math.max(...counters.map((c) => c.count))).length;
  return counters.map((c) => `\`${String(c.count).padStart(width, ' ')}\`  ${humanise(c.theme)}`).join('\n');
}

export function renderSpikeCounters(counters: SpikeCounter[]): SlackMessage {
  const total = counters.reduce((sum, c) => sum + c.count, 0);
  const blocks: KnownBlock[] = [
    header('📈 Distress spikes'),
    section(`*${total}* spike${total === 1 ? '' : 's'} so far, by theme:\n${spikeCounterLines(counters)}`),
  ];
  if (counters.length) {
    const last = new Date(Math.max(...counters.map((c) => c.lastAt.getTime())));
    const first = new Date(Math.min(...counters.map((c) => c.firstAt.getTime())));
    blocks.push(
      context(
        `Last spike ${slackDate(last)} · counting since ${slackDate(first)} · this message updates itself`,
      ),
    );
  }
  const text = `Distress spikes: ${counters.map((c) => `${c.theme.replace(/_/g, ' ')} ${c.count}`).join(', ') || 'none'}`;
  return { text, blocks };
}
