import { UidParams } from '../../../shared/contract/members.js';
import { SupportOptIn, SupportOptInRequest } from '../../../shared/contract/support.js';
import type { ServiceContext } from '../../context.js';
import { type RouteSpec, route } from '../route.js';
import { errorResponses } from './common.js';

export function supportRoutes(ctx: ServiceContext): RouteSpec[] {
  return [
    route({
      method: 'put',
      path: '/support/:uid',
      operationId: 'setSupportOptIn',
      summary: 'Record a person’s choice to receive direct support messages, or to stop',
      description:
        'Brain tier. Sent by the connector when the person runs its support command. Only people opted in ever get a `user.support` event, at most one a day.',
      tag: 'Direct support',
      access: 'key',
      params: UidParams,
      body: SupportOptInRequest,
      responses: { 200: { description: 'The choice recorded', schema: SupportOptIn }, ...errorResponses },
      handle: async ({ auth, params, body }) => ({
        body: await ctx.supportOptIns.set(auth, params.uid, body.opted_in),
      }),
    }),
  ];
}
