import { PutMembersRequest, PutMembersResponse } from '../../../shared/contract/members.js';
import type { ServiceContext } from '../../context.js';
import { type RouteSpec, route } from '../route.js';
import { errorResponses } from './common.js';

export function membersRoutes(ctx: ServiceContext): RouteSpec[] {
  return [
    route({
      method: 'put',
      path: '/cohort/members',
      operationId: 'putCohortMembers',
      summary: 'Upsert cohort attributes of uids',
      description: 'Up to 10,000 records a call. Attributes feed `cohort_filters`.',
      tag: 'Configuration',
      access: 'admin',
      body: PutMembersRequest,
      responses: { 200: { description: 'Members upserted', schema: PutMembersResponse }, ...errorResponses },
      handle: async ({ body, auth }) => ({
        body: await ctx.members.upsert(auth.org.id, auth.org.tier, body),
      }),
    }),
  ];
}
