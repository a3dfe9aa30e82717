import { AuditPage, AuditQuery } from '../../../shared/contract/profiles.js';
import type { ServiceContext } from '../../context.js';
import { type RouteSpec, route } from '../route.js';
import { errorResponses } from './common.js';

export function auditRoutes(ctx: ServiceContext): RouteSpec[] {
  return [
    route({
      method: 'get',
      path: '/audit',
      operationId: 'listAuditEntries',
      summary: 'Reads of people’s data: which key, which uid (as a digest), when, what',
      description:
        'Brain tier. Newest first. `uid` narrows to the reads of one uid; entries name it only by the hex SHA-256 of `<org_id>:<uid>`.',
      tag: 'Profiles',
      access: 'admin',
      query: AuditQuery,
      responses: { 200: { description: 'A page of audit entries', schema: AuditPage }, ...errorResponses },
      handle: async ({ query, auth }) => ({ body: await ctx.profiles.audit(auth, query) }),
    }),
  ];
}
