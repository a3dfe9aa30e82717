import { IdParams } from '../../../shared/contract/common.js';
import { ErrorBody } from '../../../shared/contract/errors.js';
import {
  CreatedWebhookEndpoint,
  CreateWebhookRequest,
  DeliveriesQuery,
  DeliveryList,
  RotatedSecret,
  TestEventSent,
  WebhookEndpoint,
  WebhookList,
} from '../../../shared/contract/webhooks.js';
import type { ServiceContext } from '../../context.js';
import { type RouteSpec, route } from '../route.js';
import { errorResponses } from './common.js';

const notFound = { 404: { description: 'No such webhook endpoint in this organisation', schema: ErrorBody } };

export function webhooksRoutes(ctx: ServiceContext): RouteSpec[] {
  return [
    route({
      method: 'post',
      path: '/webhooks',
      operationId: 'createWebhook',
      summary: 'Register a webhook endpoint',
      description:
        'Events are POSTed to the URL signed as Standard Webhooks specifies. The signing secret is in the ' +
        'response once. The URL must be https and reach a public address.',
      tag: 'Webhooks',
      access: 'admin',
      body: CreateWebhookRequest,
      responses: {
        200: { description: 'Endpoint registered', schema: CreatedWebhookEndpoint },
        ...errorResponses,
      },
      handle: async ({ body, auth }) => ({ body: await ctx.webhooks.create(auth.org, body) }),
    }),
    route({
      method: 'get',
      path: '/webhooks',
      operationId: 'listWebhooks',
      summary: 'List the webhook endpoints',
      description:
        'A disabled endpoint says why in `disabled_reason`; `failing_since` starts a run of failures.',
      tag: 'Webhooks',
      access: 'admin',
      responses: {
        200: { description: 'Endpoints, without secrets', schema: WebhookList },
        ...errorResponses,
      },
      handle: async ({ auth }) => ({ body: { webhooks: await ctx.webhooks.list(auth.org) } }),
    }),
    route({
      method: 'delete',
      path: '/webhooks/:id',
      operationId: 'deleteWebhook',
      summary: 'Delete a webhook endpoint',
      description: 'Deliveries still pending for it are dropped.',
      tag: 'Webhooks',
      access: 'admin',
      params: IdParams,
      responses: {
        200: { description: 'Endpoint deleted', schema: WebhookEndpoint },
        ...notFound,
        ...errorResponses,
      },
      handle: async ({ params, auth }) => ({ body: await ctx.webhooks.delete(auth.org, params.id) }),
    }),
    route({
      method: 'post',
      path: '/webhooks/:id/rotate-secret',
      operationId: 'rotateWebhookSecret',
      summary: 'Rotate the signing secret of a webhook endpoint',
      description:
        'The new secret signs at once; the previous one also signs (a second entry in `webhook-signature`) ' +
        'until `previous_secret_expires_at`.',
      tag: 'Webhooks',
      access: 'admin',
      params: IdParams,
      responses: {
        200: { description: 'Secret rotated', schema: RotatedSecret },
        ...notFound,
        ...errorResponses,
      },
      handle: async ({ params, auth }) => ({ body: await ctx.webhooks.rotateSecret(auth.org, params.id) }),
    }),
    route({
      method: 'post',
      path: '/webhooks/:id/enable',
      operationId: 'enableWebhook',
      summary: 'Enable a disabled webhook endpoint',
      description:
        'For an endpoint disabled by a 410 answer or five days of failures, once its receiver is fixed: the URL ' +
        'is checked again and the failure record cleared. Events raised while it was disabled are not replayed.',
      tag: 'Webhooks',
      access: 'admin',
      params: IdParams,
      responses: {
        200: { description: 'Endpoint active', schema: WebhookEndpoint },
        ...notFound,
        ...errorResponses,
      },
      handle: async ({ params, auth }) => ({ body: await ctx.webhooks.enable(auth.org, params.id) }),
    }),
    route({
      method: 'post',
      path: '/webhooks/:id/test',
      operationId: 'testWebhook',
      summary: 'Send a test event to a webhook endpoint',
      description: 'Queues a `webhook.test` event; its attempts appear in the deliveries.',
      tag: 'Webhooks',
      access: 'admin',
      params: IdParams,
      responses: {
        200: { description: 'Test event queued', schema: TestEventSent },
        ...notFound,
        409: { description: 'The endpoint is disabled', schema: ErrorBody },
        ...errorResponses,
      },
      handle: async ({ params, auth }) => ({ body: await ctx.webhooks.sendTest(auth.org, params.id) }),
    }),
    route({
      method: 'get',
      path: '/webhooks/:id/deliveries',
      operationId: 'listWebhookDeliveries',
      summary: 'List the delivery attempts to a webhook endpoint',
      description: 'Newest first: time, status code, duration, error and outcome of each attempt.',
      tag: 'Webhooks',
      access: 'admin',
      params: IdParams,
      query: DeliveriesQuery,
      responses: {
        200: { description: 'Attempts', schema: DeliveryList },
        ...notFound,
        ...errorResponses,
      },
      handle: async ({ params, query, auth }) => ({
        body: { deliveries: await ctx.webhooks.deliveries(auth.org, params.id, query.limit) },
      }),
    }),
  ];
}
