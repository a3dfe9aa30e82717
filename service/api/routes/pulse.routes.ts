import { PulsePayload, PulseQuery } from '../../../shared/contract/pulse.js';
import type { ServiceContext } from '../../context.js';
import { type RouteSpec, route } from '../route.js';
import { errorResponses } from './common.js';

export function pulseRoutes(ctx: ServiceContext): RouteSpec[] {
  return [
    route({
      method: 'get',
      path: '/pulse',
      operationId: 'getPulse',
      summary: 'The community pulse of the organisation’s cohort',
      description:
        'Served from the cache the last aggregation wrote. A cohort with fewer people than the floor answers with empty layers and `status` `below_floor`; once it passes, every mood, state and topic is shown, and an emerging phrase only when at least as many people as the floor used it.',
      tag: 'Output',
      access: 'key',
      query: PulseQuery,
      responses: { 200: { description: 'Pulse payload', schema: PulsePayload }, ...errorResponses },
      handle: async ({ query, auth }) => ({ body: await ctx.pulse.pulse(auth, query) }),
    }),
  ];
}
