import { AffectiveApiError, type AffectiveClient } from '../../../shared/client/index.js';
import type { Tier } from '../../../shared/contract/common.js';
import { type AlertOverview, spikeCounterLines } from '../alerts/views.js';
import type { Markup } from '../platform.js';
import type { StreamMetrics } from '../service-stream.js';
import type { WorkspaceSettings } from '../store/workspaces.repository.js';
import type { MessageView } from '../view.js';
import { notifyText, scopeText } from './wording.js';

export interface ConnectionState {
  ok: boolean;
  /** Why the service could not be used, when it could not. */
  problem?: string;
  tier?: string;
}

const TIERS: Record<Tier, string> = {
  pulse: 'Pulse: 7d and 30d windows, moods',
  signal: 'Signal: every window and layer, alerts',
  brain: 'Brain: every window and layer, alerts with uids',
};

/** Whether the service answers, and the organisation's tier. */
export async function connectionState(
  service: Pick<AffectiveClient, 'configuration'>,
): Promise<ConnectionState> {
  try {
    const { tier } = await service.configuration();
    return { ok: true, tier: TIERS[tier] };
  } catch (err) {
    if (!(err instanceof AffectiveApiError)) throw err;
    return { ok: false, problem: `${err.code}${err.status ? ` ${err.status}` : ''}` };
  }
}

/** `status`: the connection, tier, moderators' channel, who is notified, channels read, counters, stream. */
export function statusView(
  markup: Markup,
  input: {
    connection: ConnectionState;
    alerts: AlertOverview;
    settings: WorkspaceSettings | null;
    stream: StreamMetrics;
    setupHint: string;
    defaultNotify: Parameters<typeof notifyText>[1];
    /** Platform lines worth knowing (a missing permission or intent). */
    problems?: string[];
  },
): MessageView {
  const { connection, alerts, stream, settings } = input;
  const connectionLine = connection.ok
    ? `${markup.emoji('white_check_mark')} Connected to Affective`
    : `${markup.emoji('x')} Affective can't be reached (${markup.escape(connection.problem ?? 'unknown error')})`;
  const channel = alerts.moderatorsChannel
    ? markup.channel(alerts.moderatorsChannel)
    : `not set: ${input.setupHint}`;
  const lines = [
    `${markup.bold('Connection')}  ${connectionLine}`,
    `${markup.bold('Tier')}  ${connection.tier ?? 'unknown while the service is unreachable'}`,
    `${markup.bold("Moderators' channel")}  ${channel}`,
    `${markup.bold('Notified')}  ${notifyText(markup, settings?.notify ?? input.defaultNotify)}`,
    `${markup.bold('Channels read')}  ${scopeText(markup, settings)}`,
    `${markup.bold('Open crisis banners')}  ${alerts.openBanners}`,
  ];
  for (const problem of input.problems ?? []) lines.push(`${markup.emoji('warning')} ${problem}`);
  return {
    text: `Affective status: ${connection.ok ? 'connected' : 'unreachable'}`,
    title: 'Affective status',
    blocks: [
      { kind: 'text', text: lines.join('\n') },
      {
        kind: 'text',
        text: `${markup.bold('Distress spikes by theme')}\n${spikeCounterLines(markup, alerts.counters)}`,
      },
      {
        kind: 'note',
        text: `Messages streamed: ${stream.sent} sent · ${stream.retried} retried · ${stream.dropped} dropped · ${stream.rejected} refused · ${stream.buffered} waiting`,
      },
    ],
  };
}
