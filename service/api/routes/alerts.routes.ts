import { AlertsPayload, AlertsQuery } from '../../../shared/contract/alerts.js';
import type { ServiceContext } from '../../context.js';
import { type RouteSpec, route } from '../route.js';
import { errorResponses } from './common.js';

export function alertsRoutes(ctx: ServiceContext): RouteSpec[] {
  return [
    route({
      method: 'get',
      path: '/alerts',
      operationId: 'getAlerts',
      summary: 'Active alerts, flagged people and the share of the cohort above its baseline',
      description: 'Anonymised: alerts carry counts, never a uid or a text.',
      tag: 'Output',
      access: 'key',
      query: AlertsQuery,
      responses: { 200: { description: 'Alerts payload', schema: AlertsPayload }, ...errorResponses },
      handle: async ({ query, auth }) => ({ body: await ctx.alerts.list(auth.org.id, query) }),
    }),
  ];
}
