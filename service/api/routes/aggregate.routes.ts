import { AggregationRun } from '../../../shared/contract/pulse.js';
import { retryOnConflict } from '../../../shared/runtime/pool.js';
import type { ServiceContext } from '../../context.js';
import { type RouteSpec, route } from '../route.js';
import { errorResponses } from './common.js';

export function aggregateRoutes(ctx: ServiceContext): RouteSpec[] {
  return [
    route({
      method: 'post',
      path: '/aggregate',
      operationId: 'aggregate',
      summary: 'Run the aggregation of the organisation now',
      description:
        'Answers once the run has finished and the pulse cache holds its results. Waits for a run already in progress in a worker rather than overlapping it.',
      tag: 'Output',
      access: 'admin',
      responses: { 200: { description: 'The finished run', schema: AggregationRun }, ...errorResponses },
      // A run meeting a concurrent erasure is aborted by PostgreSQL (REPEATABLE READ); the next one sees it done.
      handle: async ({ auth }) => ({
        body: await retryOnConflict(() => ctx.aggregation.run(auth.org.id, 'api')),
      }),
    }),
  ];
}
