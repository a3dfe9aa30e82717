import { Configuration, ConfigureRequest, ConfigureResponse } from '../../../shared/contract/configure.js';
import type { ServiceContext } from '../../context.js';
import { type RouteSpec, route } from '../route.js';
import { errorResponses } from './common.js';

export function configureRoutes(ctx: ServiceContext): RouteSpec[] {
  return [
    route({
      method: 'post',
      path: '/configure',
      operationId: 'configure',
      summary: 'Update the organisation configuration',
      description:
        'Fields left out keep their current values. Every call stores a new version, named by `config_id`.',
      tag: 'Configuration',
      access: 'admin',
      body: ConfigureRequest,
      responses: {
        200: { description: 'Configuration applied', schema: ConfigureResponse },
        ...errorResponses,
      },
      handle: async ({ body, auth }) => ({
        body: await ctx.configure.apply(auth.org.id, auth.org.tier, body),
      }),
    }),
    route({
      method: 'get',
      path: '/configure',
      operationId: 'getConfiguration',
      summary: 'The configuration in force',
      tag: 'Configuration',
      access: 'key',
      responses: { 200: { description: 'Current configuration', schema: Configuration }, ...errorResponses },
      handle: async ({ auth }) => ({ body: await ctx.configure.describe(auth.org.id, auth.org.tier) }),
    }),
  ];
}
