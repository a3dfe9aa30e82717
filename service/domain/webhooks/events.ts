import { randomUUID } from 'node:crypto';
import type { Tier } from '../../../shared/contract/common.js';
import { AlertEvent, SupportEvent, type TestEvent } from '../../../shared/contract/webhooks.js';

/** A `webhook-id`: unique, opaque, and free of `:` so it can name its BullMQ job. */
export function newMessageId(): string {
  return `msg_${randomUUID().replaceAll('-', '')}`;
}

export type EventBody = { ok: true; eventType: string; body: string } | { ok: false; reason: string };

/**
 * The body sent for an outbox event. The payload is parsed with the event contract, which drops any field it
 * does not name (a stray text field never leaves the service), and `uid` is kept for Brain organisations only.
 */
export function eventBodyFromOutbox(eventType: string, payload: unknown, tier: Tier): EventBody {
  if (eventType === 'user.support') return supportEventBody(payload, tier);
  const parsed = AlertEvent.safeParse(payload);
  if (!parsed.success) return { ok: false, reason: 'the payload does not match the alert event contract' };
  if (parsed.data.type !== eventType) {
    return { ok: false, reason: `the payload type ${parsed.data.type} differs from the row's ${eventType}` };
  }
  const { uid, ...data } = parsed.data.data;
  const event: AlertEvent = {
    type: parsed.data.type,
    timestamp: parsed.data.timestamp,
    data: tier === 'brain' && uid !== undefined ? { ...data, uid } : data,
  };
  return { ok: true, eventType, body: JSON.stringify(event) };
}

/** A support event names its person, so it leaves the service for a Brain organisation only. */
function supportEventBody(payload: unknown, tier: Tier): EventBody {
  if (tier !== 'brain') return { ok: false, reason: 'support events belong to the brain tier' };
  const parsed = SupportEvent.safeParse(payload);
  if (!parsed.success) return { ok: false, reason: 'the payload does not match the support event contract' };
  return { ok: true, eventType: 'user.support', body: JSON.stringify(parsed.data) };
}

export function testEventBody(webhookId: string, at: Date): string {
  const event: TestEvent = {
    type: 'webhook.test',
    timestamp: at.toISOString(),
    data: { webhook_id: webhookId, message: 'A test event from Affective: this endpoint is reachable.' },
  };
  return JSON.stringify(event);
}
