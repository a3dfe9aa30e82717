import type { AlertStatus } from '../../core/alerts.js';
import type { ConnectionState } from '../../core/pulse-command.js';
import type { StreamMetrics } from '../../core/service-stream.js';
import { spikeCounterLines } from './alerts.js';
import { context, escapeText, header, type SlackMessage, section } from './mrkdwn.js';

export function renderStatus(input: {
  connection: ConnectionState;
  alerts: AlertStatus;
  stream: StreamMetrics;
}): SlackMessage {
  const { connection, alerts, stream } = input;
  const connectionLine = connection.ok
    ? ':white_check_mark: Connected to Affective'
    : `:x: Affective can't be reached (${escapeText(connection.problem ?? 'unknown error')})`;
  const channel = alerts.moderatorsChannel
    ? `<#${alerts.moderatorsChannel}>`
    : 'not set: `/affective setup #channel`';
  const text = [
    `*Connection*  ${connectionLine}`,
    `*Tier*  ${connection.tier ?? 'unknown while the service is unreachable'}`,
    `*Moderators' channel*  ${channel}`,
    `*Open crisis banners*  ${alerts.openBanners}`,
  ].join('\n');
  return {
    text: `Affective status: ${connection.ok ? 'connected' : 'unreachable'}`,
    blocks: [
      header('Affective status'),
      section(text),
      section(`*Distress spikes by theme*\n${spikeCounterLines(alerts.counters)}`),
      context(
        `Messages streamed: ${stream.sent} sent · ${stream.retried} retried · ${stream.dropped} dropped · ${stream.rejected} refused · ${stream.buffered} waiting`,
      ),
    ],
  };
}
