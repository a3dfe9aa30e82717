import type { Response, Router } from 'express';
import { ALERT_EVENT_TYPES, CreateWebhookRequest } from '../../../../shared/contract/webhooks.js';
import type { ServiceContext } from '../../../context.js';
import { attempt, field, fieldList, parseForm, refuseForgery, renderAdmin } from '../render.js';
import { csrfMatches, sessionOf } from '../session.js';

/** Webhook endpoints: register, send a test event, rotate the secret, enable, delete, and the deliveries log. */
export function webhooksPage(router: Router, ctx: ServiceContext) {
  const show = async (res: Response, extra: Record<string, unknown> = {}) => {
    const { value: webhooks, problem } = await attempt(() => ctx.webhooks.list(sessionOf(res).auth.org));
    renderAdmin(
      res,
      'webhooks',
      { webhooks: webhooks ?? [], events: ALERT_EVENT_TYPES, tierProblem: problem, ...extra },
      extra.problem ? 400 : 200,
    );
  };
  const action = (
    path: string,
    run: (org: ReturnType<typeof sessionOf>['auth']['org'], id: string) => Promise<string>,
  ) =>
    router.post(`/webhooks/:id/${path}`, async (req, res) => {
      if (!csrfMatches(req, res)) return refuseForgery(res);
      const { value, problem } = await attempt(() => run(sessionOf(res).auth.org, req.params.id));
      await show(res, value ? { done: value } : { problem });
    });

  router.get('/webhooks', (_req, res) => show(res));
  router.post('/webhooks', async (req, res) => {
    if (!csrfMatches(req, res)) return refuseForgery(res);
    const { value, problem } = await attempt(() =>
      ctx.webhooks.create(
        sessionOf(res).auth.org,
        parseForm(CreateWebhookRequest, {
          url: field(req.body, 'url'),
          events: fieldList(req.body, 'events'),
          ...(field(req.body, 'description') ? { description: field(req.body, 'description') } : {}),
        }),
      ),
    );
    await show(
      res,
      value ? { secret: value.secret, done: `Endpoint ${value.url} registered.` } : { problem },
    );
  });
  action('test', async (org, id) => {
    const sent = await ctx.webhooks.sendTest(org, id);
    return `Test event ${sent.message_id} sent; its delivery appears in the log.`;
  });
  action('enable', async (org, id) => `Endpoint ${(await ctx.webhooks.enable(org, id)).url} enabled.`);
  action('delete', async (org, id) => `Endpoint ${(await ctx.webhooks.delete(org, id)).url} deleted.`);
  router.post('/webhooks/:id/rotate-secret', async (req, res) => {
    if (!csrfMatches(req, res)) return refuseForgery(res);
    const { value, problem } = await attempt(() =>
      ctx.webhooks.rotateSecret(sessionOf(res).auth.org, req.params.id),
    );
    await show(
      res,
      value
        ? {
            secret: value.secret,
            done: `Secret rotated; the previous one signs until ${value.previous_secret_expires_at}.`,
          }
        : { problem },
    );
  });
  router.get('/webhooks/:id/deliveries', async (req, res) => {
    const { value, problem } = await attempt(() =>
      ctx.webhooks.deliveries(sessionOf(res).auth.org, req.params.id),
    );
    await show(res, { deliveries: value ?? null, deliveriesOf: req.params.id, problem });
  });
}
