import type { Request, Response, Router } from 'express';
import { WINDOWS } from '../../../../shared/contract/common.js';
import { CreateEmbedRequest, EMBED_THEMES } from '../../../../shared/contract/embeds.js';
import { embedUrl } from '../../../api/routes/embeds.routes.js';
import type { ServiceContext } from '../../../context.js';
import { layersOfTier, windowsOfTier } from '../../../domain/tiers.js';
import { publicOrigin } from '../../request-origin.js';
import { attempt, field, fieldList, numberField, parseForm, refuseForgery, renderAdmin } from '../render.js';
import { csrfMatches, sessionOf } from '../session.js';

const DAY_SECONDS = 86_400;

/** Read-only dashboard embeds: create one (its URL and iframe snippet shown once), list and revoke. */
export function embedsPage(router: Router, ctx: ServiceContext) {
  const show = async (res: Response, extra: Record<string, unknown> = {}) => {
    const { org } = sessionOf(res).auth;
    renderAdmin(
      res,
      'embeds',
      {
        embeds: await ctx.embeds.list(org.id),
        windows: WINDOWS.filter((w) => windowsOfTier(org.tier).includes(w)),
        layers: layersOfTier(org.tier),
        themes: EMBED_THEMES,
        now: ctx.clock.now(),
        ...extra,
      },
      extra.problem ? 400 : 200,
    );
  };

  router.get('/embeds', (_req, res) => show(res));
  router.post('/embeds', async (req: Request, res) => {
    if (!csrfMatches(req, res)) return refuseForgery(res);
    const days = numberField(req.body, 'expires_in_days');
    const origins = field(req.body, 'allowed_origins').split(/\s+/).filter(Boolean);
    const { value, problem } = await attempt(() =>
      ctx.embeds.create(
        sessionOf(res).auth.org,
        parseForm(CreateEmbedRequest, {
          window: field(req.body, 'window'),
          layers: fieldList(req.body, 'layers'),
          theme: field(req.body, 'theme'),
          allowed_origins: origins,
          ...(days === undefined
            ? {}
            : { expires_in: typeof days === 'number' ? Math.round(days * DAY_SECONDS) : days }),
        }),
      ),
    );
    if (!value) return show(res, { problem });
    const url = embedUrl(publicOrigin(req), value.token);
    await show(res, {
      created: {
        url,
        snippet: `<iframe src="${url}" title="Community pulse" width="100%" height="900" style="border:0" loading="lazy"></iframe>`,
      },
      done: `Embed created; it works until ${value.embed.expiresAt.toISOString()}.`,
    });
  });
  router.post('/embeds/:id/revoke', async (req, res) => {
    if (!csrfMatches(req, res)) return refuseForgery(res);
    const { value, problem } = await attempt(() =>
      ctx.embeds.revoke(sessionOf(res).auth.org.id, req.params.id),
    );
    await show(res, value ? { done: 'Embed revoked: its page answers 404 from now on.' } : { problem });
  });
}
