import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import express from 'express';
import type { ServiceContext } from '../context.js';
import { adminRouter } from './admin/admin.router.js';
import { embedRouter } from './embed/embed.router.js';

const ASSET_MAX_AGE = '1h';
const echartsBundle = createRequire(import.meta.url).resolve('echarts/dist/echarts.min.js');

/** The web surfaces the API process serves beside the API: static assets, embeds and the admin panel. */
export function webRouter(ctx: ServiceContext): express.Router {
  const router = express.Router();
  router.get('/assets/vendor/echarts.min.js', (_req, res) => {
    res.sendFile(echartsBundle, { maxAge: ASSET_MAX_AGE });
  });
  router.use(
    '/assets',
    express.static(fileURLToPath(new URL('./assets', import.meta.url)), {
      maxAge: ASSET_MAX_AGE,
      index: false,
      fallthrough: true,
    }),
  );
  router.use(embedRouter(ctx));
  router.use('/admin', adminRouter(ctx));
  return router;
}
