import express, { type Request, type Response } from 'express';
import helmet from 'helmet';
import { API_BASE_PATH } from '../../shared/contract/common.js';
import type { ServiceContext } from '../context.js';
import { webRouter } from '../web/web.router.js';
import { checkReadiness } from './health.js';
import { renderMetrics } from './metrics.js';
import { accessLog } from './middleware/access-log.js';
import { errorHandler, notFoundHandler } from './middleware/errors.js';
import { jsonOnly } from './middleware/json-only.js';
import { requestId } from './middleware/request-id.js';
import { buildOpenApi } from './openapi.js';
import type { RouteSpec } from './route.js';
import { mountRoutes, resolveRoute } from './router.js';
import { aggregateRoutes } from './routes/aggregate.routes.js';
import { alertStatusRoutes } from './routes/alert-status.routes.js';
import { alertsRoutes } from './routes/alerts.routes.js';
import { auditRoutes } from './routes/audit.routes.js';
import { configureRoutes } from './routes/configure.routes.js';
import { embedsRoutes } from './routes/embeds.routes.js';
import { ingestRoutes } from './routes/ingest.routes.js';
import { keysRoutes } from './routes/keys.routes.js';
import { membersRoutes } from './routes/members.routes.js';
import { openApiRoutes } from './routes/openapi.routes.js';
import { pulseRoutes } from './routes/pulse.routes.js';
import { reportsRoutes } from './routes/reports.routes.js';
import { skillCardsRoutes } from './routes/skill-cards.routes.js';
import { supportRoutes } from './routes/support.routes.js';
import { usersRoutes } from './routes/users.routes.js';
import { webhooksRoutes } from './routes/webhooks.routes.js';

export const API_VERSION = '1.0.0';
const BODY_LIMIT = '2mb';

export function apiRoutes(ctx: ServiceContext): RouteSpec[] {
  const routes: RouteSpec[] = [
    ...ingestRoutes(ctx),
    ...configureRoutes(ctx),
    ...membersRoutes(ctx),
    ...usersRoutes(ctx),
    ...auditRoutes(ctx),
    ...skillCardsRoutes(ctx),
    ...supportRoutes(ctx),
    ...keysRoutes(ctx),
    ...webhooksRoutes(ctx),
    ...pulseRoutes(ctx),
    ...alertsRoutes(ctx),
    ...alertStatusRoutes(ctx),
    ...aggregateRoutes(ctx),
    ...embedsRoutes(ctx),
    ...reportsRoutes(ctx),
  ];
  let document: unknown;
  const openapi = openApiRoutes(() => {
    document ??= buildOpenApi([...routes, ...openapi], { version: API_VERSION, serverUrl: API_BASE_PATH });
    return document;
  });
  return [...routes, ...openapi];
}

export function createApp(ctx: ServiceContext) {
  const app = express();
  app.disable('x-powered-by');
  // JSON answers of an API are not cached by validators; hashing every body for an ETag is wasted work.
  app.set('etag', false);
  app.set('query parser', 'simple');
  app.use(requestId);
  app.use(helmet());
  app.use(accessLog(ctx.logger, ['/healthz', '/readyz', '/metrics']));

  app.get('/healthz', (_req: Request, res: Response) => {
    res.json({ status: 'ok' });
  });
  app.get('/metrics', (_req: Request, res: Response) => {
    res.type('text/plain; version=0.0.4').send(renderMetrics());
  });
  app.get('/readyz', async (_req: Request, res: Response) => {
    const readiness = await checkReadiness(ctx);
    res.status(readiness.ready ? 200 : 503).json(readiness);
  });

  const routes = apiRoutes(ctx);
  const api = express.Router();
  api.use(resolveRoute(routes, API_BASE_PATH));
  api.use(jsonOnly);
  // Not strict: a body of `null` or `3` then reaches the router, which answers that it must be an object.
  api.use(
    express.json({ limit: BODY_LIMIT, strict: false, type: ['application/json', 'application/*+json'] }),
  );
  api.use(mountRoutes(routes, ctx.keys));
  app.use(API_BASE_PATH, api);
  app.use(webRouter(ctx));

  app.use(notFoundHandler);
  app.use(errorHandler(ctx.logger));
  return app;
}
