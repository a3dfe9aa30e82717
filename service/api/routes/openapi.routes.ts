import type { RouteSpec } from '../route.js';
import { route } from '../route.js';

export function openApiRoutes(document: () => unknown): RouteSpec[] {
  return [
    route({
      method: 'get',
      path: '/openapi.json',
      operationId: 'openapi',
      summary: 'This document',
      tag: 'Meta',
      access: 'public',
      responses: { 200: { description: 'OpenAPI 3.1 document' } },
      handle: async () => ({ body: document() }),
    }),
  ];
}
