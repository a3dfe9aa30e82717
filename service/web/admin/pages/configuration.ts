import type { Response, Router } from 'express';
import { LAYERS, TONES } from '../../../../shared/contract/common.js';
import { ConfigureRequest } from '../../../../shared/contract/configure.js';
import type { ServiceContext } from '../../../context.js';
import {
  attempt,
  commaList,
  fieldList,
  numberField,
  parseForm,
  refuseForgery,
  renderAdmin,
} from '../render.js';
import { csrfMatches, sessionOf } from '../session.js';

const DIMENSIONS = ['team', 'department', 'age_range', 'tenure', 'tags'] as const;

/** The form as a `POST /configure` body: every field is sent, so the stored configuration is what the form shows. */
function configureBody(body: unknown) {
  return {
    anon_floor: numberField(body, 'anon_floor'),
    alert_threshold: numberField(body, 'alert_threshold'),
    svc_tone: (body as Record<string, unknown>).svc_tone,
    active_layers: fieldList(body, 'active_layers'),
    cohort_filters: Object.fromEntries(
      DIMENSIONS.map((d) => [d, commaList(body, `filter_${d}`)]).filter(([, values]) => values !== undefined),
    ),
  };
}

export function configurationPage(router: Router, ctx: ServiceContext) {
  const show = async (res: Response, extra: Record<string, unknown> = {}) => {
    const { auth } = sessionOf(res);
    const config = await ctx.configure.describe(auth.org.id, auth.org.tier);
    renderAdmin(
      res,
      'configuration',
      { config, layers: LAYERS, tones: TONES, dimensions: DIMENSIONS, ...extra },
      extra.problem ? 400 : 200,
    );
  };

  router.get('/configuration', (_req, res) => show(res));
  router.post('/configuration', async (req, res) => {
    if (!csrfMatches(req, res)) return refuseForgery(res);
    const { auth } = sessionOf(res);
    const { value, problem } = await attempt(() =>
      ctx.configure.apply(auth.org.id, auth.org.tier, parseForm(ConfigureRequest, configureBody(req.body))),
    );
    await show(
      res,
      value
        ? { done: `Saved: configuration ${value.config_id}, cohort of ${value.cohort_size} people.` }
        : { problem },
    );
  });
}
