import type { Router } from 'express';
import type { ServiceContext } from '../../../context.js';
import { dashboardView } from '../../dashboard-view.js';
import { renderAdmin } from '../render.js';
import { sessionOf } from '../session.js';

/** The pulse of the configured cohort with its charts, and the open alerts. */
export function overviewPage(router: Router, ctx: ServiceContext) {
  router.get('/overview', async (_req, res) => {
    const { auth } = sessionOf(res);
    const [dashboard, alerts] = await Promise.all([
      ctx.dashboard.dashboard(auth, {}),
      ctx.alerts.list(auth.org.id, { severity: 'all', limit: 20 }),
    ]);
    renderAdmin(res, 'overview', { view: dashboardView(dashboard), alerts });
  });
}
