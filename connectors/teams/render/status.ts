import type { AlertStatus } from '../../core/alerts.js';
import type { ConnectionState } from '../../core/pulse-command.js';
import type { StreamMetrics } from '../../core/service-stream.js';
import type { Notify } from '../directory.js';
import { mentionsOf } from './alerts.js';
import { type AdaptiveCard, card, facts, heading, note, plain } from './cards.js';

export function renderStatus(input: {
  connection: ConnectionState;
  alerts: AlertStatus | null;
  notify: Notify | null;
  stream: StreamMetrics;
}): AdaptiveCard {
  const { connection, alerts, stream } = input;
  const rows: Array<[string, string]> = [
    [
      'Connection',
      connection.ok
        ? '✅ Connected to Affective'
        : `❌ Affective can't be reached (${plain(connection.problem ?? 'unknown error')})`,
    ],
    ['Tier', connection.tier ?? 'unknown while the service is unreachable'],
  ];
  if (alerts) {
    const notified = mentionsOf(input.notify).entities.map((e) => e.mentioned.name);
    rows.push(
      [
        "Moderators' channel",
        alerts.moderatorsChannel ? 'set' : 'not set: @mention me with setup in that channel',
      ],
      ['Notified of crisis alerts', notified.length ? plain(notified.join(', ')) : 'nobody named'],
      ['Open crisis banners', String(alerts.openBanners)],
      ['Distress spikes', String(alerts.counters.reduce((sum, c) => sum + c.count, 0))],
    );
  }
  return card([
    heading('Affective status'),
    facts(rows),
    note(
      `Messages streamed: ${stream.sent} sent · ${stream.retried} retried · ${stream.dropped} dropped · ${stream.rejected} refused · ${stream.buffered} waiting`,
    ),
  ]);
}
