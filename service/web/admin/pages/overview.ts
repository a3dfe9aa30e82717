import type { Router } from 'express';
import { AlertIdParams, AlertStatusRequest } from '../../../../shared/contract/alerts.js';
import type { ServiceContext } from '../../../context.js';
import type { AuthContext } from '../../../domain/auth.js';
import { dashboardView } from '../../dashboard-view.js';
import { attempt, field, type Problem, parseForm, refuseForgery, renderAdmin } from '../render.js';
import { csrfMatches, sessionOf } from '../session.js';

const STATUS_DONE: Record<AlertStatusRequest['status'], string> = {
  acknowledged: 'Alert acknowledged.',
  resolved: 'Alert resolved.',
  false_alarm: 'Alert marked as a false alarm.',
};

/** The pulse of the configured cohort with its charts, and the open alerts with their status buttons. */
export function overviewPage(router: Router, ctx: ServiceContext) {
  const render = async (
    res: Parameters<typeof renderAdmin>[0],
    auth: AuthContext,
    message: { done?: string; problem?: Problem } = {},
    status = 200,
  ) => {
    const [dashboard, alerts] = await Promise.all([
      ctx.dashboard.dashboard(auth, {}),
      ctx.alerts.list(auth.org.id, { severity: 'all', limit: 20 }),
    ]);
    renderAdmin(res, 'overview', { view: dashboardView(dashboard), alerts, ...message }, status);
  };
  router.get('/overview', (_req, res) => render(res, sessionOf(res).auth));
  // The same change as POST /v1/affective/alerts/{alert_id}/status, from the overview's buttons.
  router.post('/overview/alerts/:alert_id/status', async (req, res) => {
    if (!csrfMatches(req, res)) return refuseForgery(res);
    const { auth } = sessionOf(res);
    const { value, problem } = await attempt(async () => {
      const { alert_id } = parseForm(AlertIdParams, { alert_id: req.params.alert_id });
      const request = parseForm(AlertStatusRequest, { status: field(req.body, 'status') });
      await ctx.alertLifecycle.setStatus(auth.org.id, alert_id, request);
      return STATUS_DONE[request.status];
    });
    await render(res, auth, value ? { done: value } : { problem }, problem ? 400 : 200);
  });
}
