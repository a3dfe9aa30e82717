import type { Router } from 'express';
import { UidParams } from '../../../../shared/contract/members.js';
import type { ServiceContext } from '../../../context.js';
import { InvalidRequest } from '../../../domain/errors.js';
import { attempt, field, parseForm, refuseForgery, renderAdmin } from '../render.js';
import { csrfMatches, sessionOf } from '../session.js';

/** Erasing a person: every signal, baseline, flag and attribute of a uid, as `DELETE /users/{uid}` does. */
export function dataPage(router: Router, ctx: ServiceContext) {
  router.get('/data', (_req, res) => renderAdmin(res, 'data', {}));
  router.post('/data/erase', async (req, res) => {
    if (!csrfMatches(req, res)) return refuseForgery(res);
    const { value, problem } = await attempt(async () => {
      const { uid } = parseForm(UidParams, { uid: field(req.body, 'uid') });
      if (field(req.body, 'confirm') !== 'yes') {
        throw new InvalidRequest('Tick the box to confirm the erasure; nothing was erased.');
      }
      return ctx.users.erase(sessionOf(res).auth.org.id, uid);
    });
    renderAdmin(
      res,
      'data',
      value ? { done: `Erased: ${value.signals_erased} signals, at ${value.erased_at}.` } : { problem },
      problem ? 400 : 200,
    );
  });
}
