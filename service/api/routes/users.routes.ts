import { ErasedUser, UidParams } from '../../../shared/contract/members.js';
import type { ServiceContext } from '../../context.js';
import { type RouteSpec, route } from '../route.js';
import { errorResponses } from './common.js';

export function usersRoutes(ctx: ServiceContext): RouteSpec[] {
  return [
    route({
      method: 'delete',
      path: '/users/:uid',
      operationId: 'eraseUser',
      summary: 'Erase everything stored about a uid',
      description: 'Deletes its signals, distress baseline, flags and cohort attributes.',
      tag: 'Data protection',
      access: 'admin',
      params: UidParams,
      responses: { 200: { description: 'Erased', schema: ErasedUser }, ...errorResponses },
      handle: async ({ params, auth }) => ({ body: await ctx.users.erase(auth.org.id, params.uid) }),
    }),
  ];
}
