import express, { type Request, type Response } from 'express';
import type { ServiceContext } from '../../context.js';
import { cohortKey, type Dashboard } from '../../domain/dashboard.js';
import type { OpenedEmbed } from '../../domain/embeds.js';
import { TierRestricted } from '../../domain/errors.js';
import { pageBranding } from '../branding/branding.js';
import { dashboardView, withheldView } from '../dashboard-view.js';
import { setPageHeaders } from '../headers.js';
import { pulseReport } from '../reports/pulse-report.js';
import { views } from '../views.js';

const COHORT_CHANGED =
  'The organisation no longer computes the cohort this dashboard was made for, so it shows nothing. Ask an administrator for a new link.';

export function notFoundPage(res: Response, message: string) {
  setPageHeaders(res, []);
  res
    .status(404)
    .type('html')
    .send(views.render('./not-found', { title: 'Not found', message }));
}

const GONE = 'This dashboard link is unknown, has expired or was revoked.';

/**
 * The embed's dashboard, or null when it cannot be shown as made: its organisation's tier no longer has the
 * window or layers, or the configured cohort is no longer the embed's.
 */
async function embeddedDashboard(ctx: ServiceContext, opened: OpenedEmbed): Promise<Dashboard | null> {
  const { embed, auth } = opened;
  try {
    const dashboard = await ctx.dashboard.dashboard(auth, {
      window: embed.window,
      layers: embed.layers.join(','),
    });
    return cohortKey(dashboard.cohortFilters) === cohortKey(embed.cohortFilters) ? dashboard : null;
  } catch (err) {
    if (err instanceof TierRestricted) return null;
    throw err;
  }
}

/** `/embed/{token}`: the read-only dashboard, no login; the token is the only credential. */
export function embedRouter(ctx: ServiceContext): express.Router {
  const router = express.Router();

  // The token is the page's only credential: the access log gets the path without it, and the route's name.
  router.use('/embed/:token', (req: Request<{ token: string }>, res, next) => {
    req.originalUrl = req.originalUrl.replace(req.params.token, 'emb_…');
    res.locals.route = req.path === '/' ? '/embed/:token' : `/embed/:token${req.path}`;
    next();
  });

  router.get('/embed/:token', async (req: Request<{ token: string }>, res: Response) => {
    const opened = await ctx.embeds.open(req.params.token);
    if (!opened) return notFoundPage(res, GONE);
    const dashboard = await embeddedDashboard(ctx, opened);
    const view = dashboard
      ? dashboardView(dashboard)
      : withheldView(opened.auth.org.name, opened.embed.window, COHORT_CHANGED);
    const branding = pageBranding(dashboard?.branding ?? null);
    setPageHeaders(res, opened.embed.allowedOrigins, branding);
    res.type('html').send(
      views.render('./embed', {
        title: `${branding ? `${branding.productName} · ` : ''}Community pulse · ${view.orgName}`,
        branding,
        theme: opened.embed.theme,
        view,
        reportUrl: dashboard ? `${req.params.token}/report.pdf` : null,
      }),
    );
  });

  router.get('/embed/:token/report.pdf', async (req: Request<{ token: string }>, res: Response) => {
    const opened = await ctx.embeds.open(req.params.token);
    const dashboard = opened ? await embeddedDashboard(ctx, opened) : null;
    if (!dashboard) return notFoundPage(res, GONE);
    const pdf = await pulseReport(dashboard, ctx.clock.now(), ctx.logos);
    res
      .set({
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="pulse-${dashboard.pulse.window}.pdf"`,
        'Cache-Control': 'no-store',
        'Referrer-Policy': 'no-referrer',
      })
      .send(pdf);
  });

  return router;
}
