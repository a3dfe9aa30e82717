import type { AlertStatus as LifecycleStatus } from '../../../shared/contract/alerts.js';
import type { Markup, NotifyTarget } from '../platform.js';
import { parseSourceLabel } from '../pseudonymise.js';
import type { CrisisBanner, SpikeCounter } from '../store/alert-state.repository.js';
import type { MessageView, ViewBlock, ViewButton } from '../view.js';

/** The buttons of a crisis banner, by the status each sets. */
export const BANNER_ACTIONS = {
  affective_acknowledge: 'acknowledged',
  affective_resolve: 'resolved',
  affective_false_alarm: 'false_alarm',
} as const satisfies Record<string, Exclude<LifecycleStatus, 'open'>>;
export type BannerAction = keyof typeof BANNER_ACTIONS;
export const BANNER_ACTION_IDS = Object.keys(BANNER_ACTIONS) as BannerAction[];

/** Support resources shown on every crisis banner of a workspace (e.g. a crisis line). */
export interface SupportResources {
  text: string | null;
  links: Array<{ label: string; url: string }>;
}

/** What a banner needs to know of its workspace. */
export interface BannerContext {
  platform: string;
  notify: NotifyTarget;
  support: SupportResources;
}

/** Vocabulary names such as `self_harm` as people write them. */
export function humanise(markup: Markup, name: string): string {
  return markup.escape(name.replace(/[_-]+/g, ' '));
}

function sourceText(markup: Markup, platform: string, source: string | null): string {
  const channel = parseSourceLabel(platform, source);
  if (channel) return markup.channel(channel.channelId);
  return source ? markup.escape(source) : 'not given';
}

const CLOSED_BY: Record<LifecycleStatus, string> = {
  open: '',
  acknowledged: 'Acknowledged',
  resolved: 'Resolved',
  false_alarm: 'Marked a false alarm',
};

function lifecycleButtons(banner: CrisisBanner): ViewButton[] {
  const buttons: ViewButton[] = [];
  if (banner.status === 'open') {
    buttons.push({
      action: 'affective_acknowledge',
      label: 'Acknowledge',
      value: banner.id,
      style: 'primary',
    });
  }
  if (banner.status === 'open' || banner.status === 'acknowledged') {
    buttons.push(
      { action: 'affective_resolve', label: 'Resolve', value: banner.id },
      { action: 'affective_false_alarm', label: 'False alarm', value: banner.id, style: 'danger' },
    );
  }
  return buttons;
}

export function supportLines(markup: Markup, support: SupportResources): string | null {
  const parts = [
    ...(support.text ? [markup.escape(support.text)] : []),
    ...support.links.map((l) => markup.link(l.url, markup.escape(l.label))),
  ];
  return parts.length ? `${markup.bold('Support')}\n${parts.join('\n')}` : null;
}

/**
 * A crisis banner: what happened, what to do, the workspace's support resources, and a mention of whoever is to
 * be notified while nobody has taken it. Its buttons move it along its lifecycle; once closed, who closed it.
 */
export function crisisBannerView(markup: Markup, banner: CrisisBanner, context: BannerContext): MessageView {
  const open = banner.status === 'open';
  const people = banner.count === 1 ? '1 person' : `${banner.count} people`;
  const mention = open ? markup.mention(context.notify) : '';
  const lead = open
    ? `${mention ? `${mention} ` : ''}Someone in the community may be in crisis (${people} flagged for this theme). Please follow up now.`
    : `Someone in the community may be in crisis (${people} flagged for this theme).`;
  const theme = humanise(markup, banner.theme);
  const blocks: ViewBlock[] = [
    { kind: 'text', text: lead },
    {
      kind: 'fields',
      fields: [
        { label: 'Severity', value: 'Crisis' },
        { label: 'Theme', value: theme },
        { label: 'Where', value: sourceText(markup, context.platform, banner.source) },
        { label: 'Raised', value: markup.date(banner.raisedAt) },
      ],
    },
    {
      kind: 'text',
      text: `${markup.bold('Recommended action')}\n${markup.escape(banner.recommendedAction)}`,
    },
  ];
  const support = supportLines(markup, context.support);
  if (support) blocks.push({ kind: 'text', text: support });
  if (banner.acknowledgedBy && banner.acknowledgedAt) {
    blocks.push({
      kind: 'note',
      text: `${markup.emoji('white_check_mark')} Acknowledged by ${markup.user(banner.acknowledgedBy)} ${markup.date(banner.acknowledgedAt)}`,
    });
  }
  if (
    (banner.status === 'resolved' || banner.status === 'false_alarm') &&
    banner.statusBy &&
    banner.statusAt
  ) {
    blocks.push({
      kind: 'note',
      text: `${markup.emoji(banner.status === 'resolved' ? 'white_check_mark' : 'x')} ${CLOSED_BY[banner.status]} by ${markup.user(banner.statusBy)} ${markup.date(banner.statusAt)}`,
    });
  }
  const buttons = lifecycleButtons(banner);
  if (buttons.length) blocks.push({ kind: 'buttons', id: 'crisis_banner', buttons });
  const text = `${mention ? `${mention} ` : ''}Crisis alert: ${theme}. ${markup.escape(banner.recommendedAction)}`;
  return { text, title: '🚨 Crisis alert', blocks };
}

/** A reminder about a banner nobody has acknowledged (escalation), notifying the same people again. */
export function reminderView(
  markup: Markup,
  banner: CrisisBanner,
  context: BannerContext,
  minutes: number,
): MessageView {
  const mention = markup.mention(context.notify);
  const text = `${mention ? `${mention} ` : ''}${markup.emoji('bell')} Reminder: the crisis alert about ${humanise(markup, banner.theme)} has not been acknowledged for ${minutes} minutes. Please follow up now.`;
  return { text, blocks: [{ kind: 'text', text }] };
}

/** The running spike counts by theme, most frequent first. */
export function spikeCounterLines(markup: Markup, counters: SpikeCounter[]): string {
  if (counters.length === 0) return markup.italic('No distress spikes so far.');
  const width = String(Math.max(...counters.map((c) => c.count))).length;
  return counters
    .map((c) => `${markup.code(String(c.count).padStart(width, ' '))}  ${humanise(markup, c.theme)}`)
    .join('\n');
}

export function spikeCountersView(markup: Markup, counters: SpikeCounter[]): MessageView {
  const total = counters.reduce((sum, c) => sum + c.count, 0);
  const blocks: ViewBlock[] = [
    {
      kind: 'text',
      text: `${markup.bold(String(total))} spike${total === 1 ? '' : 's'} so far, by theme:\n${spikeCounterLines(markup, counters)}`,
    },
  ];
  if (counters.length) {
    const last = new Date(Math.max(...counters.map((c) => c.lastAt.getTime())));
    const first = new Date(Math.min(...counters.map((c) => c.firstAt.getTime())));
    blocks.push({
      kind: 'note',
      text: `Last spike ${markup.date(last)} · counting since ${markup.date(first)} · this message updates itself`,
    });
  }
  const text = `Distress spikes: ${counters.map((c) => `${c.theme.replace(/_/g, ' ')} ${c.count}`).join(', ') || 'none'}`;
  return { text, title: '📈 Distress spikes', blocks };
}

/** What moderators' home views and `status` show of the alert state. */
export interface AlertOverview {
  moderatorsChannel: string | null;
  counters: SpikeCounter[];
  openBanners: number;
}

/** A person's home view (Slack's App Home): where alerts go and the same counters as the pinned message. */
export function homeView(markup: Markup, overview: AlertOverview, setupHint: string): MessageView {
  const channel = overview.moderatorsChannel
    ? `Crisis banners and spike counters go to ${markup.channel(overview.moderatorsChannel)}.`
    : `No moderators' channel yet: a workspace admin chooses one with ${setupHint}.`;
  return {
    text: 'Affective',
    title: 'Affective',
    blocks: [
      { kind: 'text', text: channel },
      { kind: 'divider' },
      {
        kind: 'text',
        text: `${markup.bold('Distress spikes by theme')}\n${spikeCounterLines(markup, overview.counters)}`,
      },
      {
        kind: 'text',
        text: `${markup.bold('Crisis banners waiting for acknowledgement:')} ${overview.openBanners}`,
      },
      {
        kind: 'note',
        text: `Counts only: Affective never shows who wrote what. ${markup.code('/pulse')} shows the community pulse.`,
      },
    ],
  };
}
