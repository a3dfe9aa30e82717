import {
  AlertIdParams,
  AlertStatusRequest,
  AlertStatusResult,
  FalseAlarmCounts,
} from '../../../shared/contract/alerts.js';
import { ErrorBody } from '../../../shared/contract/errors.js';
import type { ServiceContext } from '../../context.js';
import { type RouteSpec, route } from '../route.js';
import { errorResponses } from './common.js';

export function alertStatusRoutes(ctx: ServiceContext): RouteSpec[] {
  return [
    route({
      method: 'post',
      path: '/alerts/:alert_id/status',
      operationId: 'setAlertStatus',
      summary: 'Move an alert along its lifecycle: acknowledged, resolved or false alarm',
      description:
        'Open → acknowledged → resolved or false_alarm, never back; a status the alert is already past answers with the status it has. Chat connectors call it from the buttons of a crisis banner.',
      tag: 'Output',
      access: 'key',
      params: AlertIdParams,
      body: AlertStatusRequest,
      responses: {
        200: { description: 'The status now', schema: AlertStatusResult },
        ...errorResponses,
        404: { description: 'No such alert in this organisation', schema: ErrorBody },
      },
      handle: async ({ params, body, auth }) => ({
        body: await ctx.alertLifecycle.setStatus(auth.org.id, params.alert_id, body),
      }),
    }),
    route({
      method: 'get',
      path: '/alerts/false-alarms',
      operationId: 'getFalseAlarms',
      summary: 'False alarms per severity, theme and analysis engine version',
      description:
        'Counts over alerts moderators closed (resolved or false alarm): the precision of alerts in the field.',
      tag: 'Output',
      access: 'admin',
      responses: { 200: { description: 'Counts', schema: FalseAlarmCounts }, ...errorResponses },
      handle: async ({ auth }) => ({ body: await ctx.alertLifecycle.falseAlarms(auth.org.id) }),
    }),
  ];
}
