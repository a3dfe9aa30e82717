import express, { type Request, type Response } from 'express';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { ServiceContext } from '../../context.js';
import { setPageHeaders } from '../headers.js';
import { views } from '../views.js';
import { configurationPage } from './pages/configuration.js';
import { dataPage } from './pages/data.js';
import { embedsPage } from './pages/embeds.js';
import { keysPage } from './pages/keys.js';
import { membersPage } from './pages/members.js';
import { overviewPage } from './pages/overview.js';
import { webhooksPage } from './pages/webhooks.js';
import {
  ADMIN_PAGES,
  type AdminPage,
  field,
  pagesOfTier,
  problemOf,
  refuseForgery,
  setAdminBranding,
} from './render.js';
import {
  csrfMatches,
  endSession,
  requireSession,
  sessionOf,
  sessionToken,
  signInToken,
  signInTokenMatches,
  startSession,
} from './session.js';

/** Sign-in attempts per client address in SIGN_IN_WINDOW_SECONDS, counted in Redis across API processes. */
const SIGN_IN_ATTEMPTS = 10;
const SIGN_IN_WINDOW_SECONDS = 15 * 60;
const FORM_LIMIT = '12mb';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function signInPage(
  req: Request,
  res: Response,
  problem: { message: string; details: string[] } | null,
  status = 200,
) {
  setPageHeaders(res, []);
  res
    .status(status)
    .type('html')
    .send(
      views.render('./admin/sign-in', {
        title: 'Sign in · Affective admin',
        csrf: signInToken(req, res),
        problem,
      }),
    );
}

/** `/admin`: the admin panel, on server-side sessions opened with an admin API key. */
export function adminRouter(ctx: ServiceContext): express.Router {
  const limiter = new RateLimiterRedis({
    storeClient: ctx.redis,
    keyPrefix: `${ctx.config.REDIS_PREFIX}:rate:admin-sign-in`,
    points: SIGN_IN_ATTEMPTS,
    duration: SIGN_IN_WINDOW_SECONDS,
    insuranceLimiter: new RateLimiterMemory({ points: SIGN_IN_ATTEMPTS, duration: SIGN_IN_WINDOW_SECONDS }),
  });
  const router = express.Router();
  router.use(express.urlencoded({ extended: false, limit: FORM_LIMIT }));

  router.get('/', (_req, res) => res.redirect(303, '/admin/overview'));
  router.get('/sign-in', (req, res) => signInPage(req, res, null));
  router.post('/sign-in', async (req, res) => {
    if (!signInTokenMatches(req)) return refuseForgery(res);
    try {
      await limiter.consume(req.ip ?? 'unknown');
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      res.set('Retry-After', String(Math.ceil(err.msBeforeNext / 1_000)));
      return signInPage(
        req,
        res,
        { message: 'Too many sign-in attempts; wait a few minutes.', details: [] },
        429,
      );
    }
    try {
      const { token } = await ctx.adminSessions.signIn(field(req.body, 'key'));
      startSession(req, res, token);
      res.redirect(303, '/admin/overview');
    } catch (err) {
      const problem = problemOf(err);
      signInPage(req, res, problem, 401);
    }
  });

  const pages = express.Router();
  pages.use(requireSession(ctx));
  pages.param('id', (_req, res, next, id: string) => {
    if (UUID.test(id)) return next();
    setPageHeaders(res, []);
    res.status(404).type('text/plain').send('No such item.');
  });
  pages.post('/sign-out', async (req, res) => {
    if (!csrfMatches(req, res)) return refuseForgery(res);
    await ctx.adminSessions.signOut(sessionToken(req)!);
    endSession(req, res);
    res.redirect(303, '/admin/sign-in');
  });
  // The Pulse tier sees the overview only.
  pages.use((req, res, next) => {
    const page = req.path.split('/')[1] as AdminPage;
    if (
      !ADMIN_PAGES.some((p) => p.path === page) ||
      pagesOfTier(sessionOf(res).auth.org.tier).includes(page)
    ) {
      return next();
    }
    setPageHeaders(res, []);
    res
      .status(403)
      .type('text/plain')
      .send(`The ${sessionOf(res).auth.org.tier} tier includes the overview only.`);
  });
  // A Brain organisation's panel carries its branding, as its embeds do.
  pages.use(async (_req, res, next) => {
    const { org } = sessionOf(res).auth;
    if (org.tier === 'brain') setAdminBranding(res, (await ctx.configure.current(org.id)).branding);
    next();
  });
  overviewPage(pages, ctx);
  configurationPage(pages, ctx);
  membersPage(pages, ctx);
  keysPage(pages, ctx);
  webhooksPage(pages, ctx);
  embedsPage(pages, ctx);
  dataPage(pages, ctx);
  router.use(pages);
  return router;
}
