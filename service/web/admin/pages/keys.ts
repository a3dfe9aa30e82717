import type { Response, Router } from 'express';
import { CreateKeyRequest } from '../../../../shared/contract/keys.js';
import type { ServiceContext } from '../../../context.js';
import { attempt, field, parseForm, refuseForgery, renderAdmin } from '../render.js';
import { csrfMatches, sessionOf } from '../session.js';

/** API keys: create, rotate, revoke. A new key is on the page that made it, once; only its digest is stored. */
export function keysPage(router: Router, ctx: ServiceContext) {
  const show = async (res: Response, extra: Record<string, unknown> = {}) => {
    const keys = await ctx.keys.list(sessionOf(res).auth.org.id);
    renderAdmin(res, 'keys', { keys, ...extra }, extra.problem ? 400 : 200);
  };

  router.get('/keys', (_req, res) => show(res));
  router.post('/keys', async (req, res) => {
    if (!csrfMatches(req, res)) return refuseForgery(res);
    const orgId = sessionOf(res).auth.org.id;
    const { value, problem } = await attempt(async () => {
      const request = parseForm(CreateKeyRequest, {
        role: field(req.body, 'role'),
        ...(field(req.body, 'name') ? { name: field(req.body, 'name') } : {}),
      });
      return ctx.keys.issue(orgId, request.role, request.name ?? null);
    });
    await show(res, value ? { newKey: value.key, done: `Key ${value.info.prefix}… created.` } : { problem });
  });
  router.post('/keys/:id/rotate', async (req, res) => {
    if (!csrfMatches(req, res)) return refuseForgery(res);
    const { value, problem } = await attempt(() =>
      ctx.keys.rotate(sessionOf(res).auth.org.id, req.params.id),
    );
    await show(
      res,
      value
        ? {
            newKey: value.issued.key,
            done: `Key rotated; the old one works until ${value.old.expiresAt?.toISOString()}.`,
          }
        : { problem },
    );
  });
  router.post('/keys/:id/revoke', async (req, res) => {
    if (!csrfMatches(req, res)) return refuseForgery(res);
    const { value, problem } = await attempt(() =>
      ctx.keys.revoke(sessionOf(res).auth.org.id, req.params.id),
    );
    await show(res, value ? { done: `Key ${value.prefix}… revoked.` } : { problem });
  });
}
