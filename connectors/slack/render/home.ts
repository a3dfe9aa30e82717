import type { types } from '@slack/bolt';
import type { AlertStatus } from '../../core/alerts.js';
import { spikeCounterLines } from './alerts.js';
import { context, divider, header, type KnownBlock, section } from './mrkdwn.js';

/** The App Home tab: the same spike counters as the pinned message, and where alerts go. */
export function renderHome(status: AlertStatus): types.HomeView {
  const channel = status.moderatorsChannel
    ? `Crisis banners and spike counters go to <#${status.moderatorsChannel}>.`
    : "No moderators' channel yet: a workspace admin chooses one with `/affective setup #channel`.";
  const blocks: KnownBlock[] = [
    header('Affective'),
    section(channel),
    divider,
    section(`*Distress spikes by theme*\n${spikeCounterLines(status.counters)}`),
    section(`*Crisis banners waiting for acknowledgement:* ${status.openBanners}`),
    context('Counts only: Affective never shows who wrote what. `/pulse` shows the community pulse.'),
  ];
  return { type: 'home', blocks };
}
