import { randomUUID } from 'node:crypto';
import type { AlertEvent } from '../../shared/contract/webhooks.js';
import { signatureHeader } from '../../shared/webhooks/index.js';

/** An alert event as the service sends it, about a message from `source`. */
export function alertEvent(severity: 'crisis' | 'spike', theme: string, source: string): AlertEvent {
  return {
    type: severity === 'crisis' ? 'alert.crisis' : 'alert.spike',
    timestamp: new Date().toISOString(),
    data: {
      alert_id: randomUUID(),
      severity,
      theme,
      count: 1,
      delta: 2.5,
      recommended_action: 'Check in privately and share support resources.',
      source,
    },
  };
}

/** Posts a signed alert event to a connector's webhook, as the service's worker does. */
export async function sendAlertWebhook(
  url: string,
  event: unknown,
  options: { id?: string; secret: string },
) {
  const id = options.id ?? `msg_${randomUUID()}`;
  const body = JSON.stringify(event);
  const timestamp = Math.floor(Date.now() / 1000);
  const response = await fetch(`${url}/affective/alerts`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signatureHeader([options.secret], id, timestamp, body),
    },
    body,
  });
  return { status: response.status, body: await response.json(), id };
}
