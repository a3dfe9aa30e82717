import { z } from 'zod';
import { Label, Severity, Timestamp, Tone } from './common.js';
import { Uid } from './members.js';

export const ALERT_EVENT_TYPES = ['alert.crisis', 'alert.spike'] as const;
export const AlertEventType = z.enum(ALERT_EVENT_TYPES);
export type AlertEventType = z.infer<typeof AlertEventType>;

/** Every event an endpoint may subscribe to: alerts, and (Brain tier) requests for direct support. */
export const WEBHOOK_EVENT_TYPES = [...ALERT_EVENT_TYPES, 'user.support'] as const;
export const WebhookEventType = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventType = z.infer<typeof WebhookEventType>;

export const CreateWebhookRequest = z
  .strictObject({
    url: z.url({ protocol: /^https?$/ }).max(2_000),
    events: z.array(WebhookEventType).min(1).max(WEBHOOK_EVENT_TYPES.length),
    description: Label(200).optional(),
  })
  .meta({ id: 'CreateWebhookRequest' });
export type CreateWebhookRequest = z.infer<typeof CreateWebhookRequest>;

export const WebhookEndpoint = z
  .object({
    id: z.uuid(),
    url: z.string(),
    events: z.array(WebhookEventType),
    description: z.string().nullable(),
    status: z.enum(['active', 'disabled']),
    disabled_reason: z.string().nullable(),
    failing_since: Timestamp.nullable(),
    created_at: Timestamp,
  })
  .meta({ id: 'WebhookEndpoint' });
export type WebhookEndpoint = z.infer<typeof WebhookEndpoint>;

export const CreatedWebhookEndpoint = WebhookEndpoint.extend({
  secret: z.string().meta({ description: 'Signing secret (`whsec_...`). Shown once.' }),
}).meta({ id: 'CreatedWebhookEndpoint' });
export type CreatedWebhookEndpoint = z.infer<typeof CreatedWebhookEndpoint>;

export const WebhookList = z.object({ webhooks: z.array(WebhookEndpoint) }).meta({ id: 'WebhookList' });
export type WebhookList = z.infer<typeof WebhookList>;

export const RotatedSecret = z
  .object({
    id: z.uuid(),
    secret: z.string(),
    previous_secret_expires_at: Timestamp,
  })
  .meta({ id: 'RotatedWebhookSecret' });
export type RotatedSecret = z.infer<typeof RotatedSecret>;

export const Delivery = z
  .object({
    id: z.uuid(),
    message_id: z.string().meta({ description: 'The `webhook-id` header, stable across attempts' }),
    event_type: z.string(),
    attempt: z.int().min(1),
    attempted_at: Timestamp,
    status_code: z.int().nullable(),
    duration_ms: z.int().min(0),
    error: z.string().nullable(),
    outcome: z.enum(['delivered', 'failed', 'dead_lettered']),
  })
  .meta({ id: 'WebhookDelivery' });
export type Delivery = z.infer<typeof Delivery>;

export const DeliveryList = z.object({ deliveries: z.array(Delivery) }).meta({ id: 'WebhookDeliveryList' });
export type DeliveryList = z.infer<typeof DeliveryList>;

export const DeliveriesQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(500).optional(),
});
export type DeliveriesQuery = z.infer<typeof DeliveriesQuery>;

export const TestEventSent = z
  .object({ message_id: z.string().meta({ description: 'The `webhook-id` of the test delivery' }) })
  .meta({ id: 'WebhookTestSent' });
export type TestEventSent = z.infer<typeof TestEventSent>;

export const AlertEventData = z.object({
  alert_id: z.uuid(),
  severity: Severity,
  theme: z.string(),
  count: z.number(),
  delta: z.number(),
  recommended_action: z.string(),
  source: z.string().nullable(),
  uid: Uid.optional().meta({ description: 'Brain tier only' }),
});

export const AlertEvent = z
  .object({ type: AlertEventType, timestamp: Timestamp, data: AlertEventData })
  .meta({ id: 'AlertEvent' });
export type AlertEvent = z.infer<typeof AlertEvent>;

export const TestEvent = z
  .object({
    type: z.literal('webhook.test'),
    timestamp: Timestamp,
    data: z.object({ webhook_id: z.uuid(), message: z.string() }),
  })
  .meta({ id: 'TestEvent' });
export type TestEvent = z.infer<typeof TestEvent>;

export const SUPPORT_TRIGGERS = ['threshold', 'elevated', 'high'] as const;

/**
 * Brain tier: a person who opted in to direct support should get a private message now. `trigger` says why:
 * their distress crossed their threshold, or a message of theirs was `elevated` or `high` risk. The connector
 * that knows the uid sends the cards, in `tone`; at most one such event a day per person.
 */
export const SupportEvent = z
  .object({
    type: z.literal('user.support'),
    timestamp: Timestamp,
    data: z.object({
      support_id: z.uuid(),
      uid: Uid,
      trigger: z.enum(SUPPORT_TRIGGERS),
      card_ids: z.array(z.uuid()),
      tone: Tone,
    }),
  })
  .meta({ id: 'SupportEvent' });
export type SupportEvent = z.infer<typeof SupportEvent>;

export const WebhookEvent = z.discriminatedUnion('type', [AlertEvent, SupportEvent, TestEvent]);
export type WebhookEvent = z.infer<typeof WebhookEvent>;
