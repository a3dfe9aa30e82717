import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createRedis } from '../../../service/context.js';
import { deliverWebhookHandler } from '../../../service/jobs/deliver-webhook.job.js';
import {
  DEFAULT_OUTBOX_RELAY_LOOP_OPTIONS,
  startOutboxRelay,
} from '../../../service/jobs/outbox-relay.loop.js';
import { queuePrefix } from '../../../service/jobs/queues.js';
import { startWorkers } from '../../../service/jobs/registry.js';
import { verifyWebhook } from '../../../shared/webhooks/index.js';
import {
  deleteRedisPrefix,
  startTestService,
  type TestOrg,
  type TestService,
} from '../../support/harness.js';
import {
  type Answer,
  alertEvent,
  appendToOutbox,
  FAST_POLICY,
  LOOPBACK_WEBHOOKS_ENV,
  messageStatus,
  startWebhookWorker,
  TestReceiver,
  waitFor,
} from './support.js';

const BASE = '/v1/affective/webhooks';
const HOUR = 3_600_000;

describe('webhook delivery', () => {
  let service: TestService;
  /** Real time plus an offset a test may move forward; signatures carry this time. */
  const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };

  beforeAll(async () => {
    service = await startTestService({
      clock,
      env: { ...LOOPBACK_WEBHOOKS_ENV, WEBHOOK_TIMEOUT_MS: '1000' },
    });
  });
  afterAll(() => service.close());

  async function receiver(answer?: (index: number) => Answer): Promise<TestReceiver> {
    const started = await new TestReceiver(answer).start();
    onTestFinished(() => started.close());
    return started;
  }

  function worker(options: Parameters<typeof startWebhookWorker>[1] = {}) {
    const stop = startWebhookWorker(service.ctx, options);
    onTestFinished(stop);
  }

  async function register(org: TestOrg, url: string, events = ['alert.crisis', 'alert.spike']) {
    const reply = await service.request('POST', BASE, { key: org.adminKey, body: { url, events } });
    expect(reply.status).toBe(200);
    return reply.body as { id: string; secret: string };
  }

  const deliveries = async (org: TestOrg, id: string) =>
    (await service.request('GET', `${BASE}/${id}/deliveries`, { key: org.adminKey })).body.deliveries;

  const endpoint = async (org: TestOrg, id: string) =>
    (await service.request('GET', BASE, { key: org.adminKey })).body.webhooks.find(
      (w: { id: string }) => w.id === id,
    );

  /** Until the relay has handled every outbox row of the organisation. */
  const outboxRelayed = (org: TestOrg) =>
    waitFor(async () => {
      const { rows } = await service.ctx.pool.query(
        'SELECT 1 FROM outbox WHERE org_id = $1 AND relayed_at IS NULL',
        [org.org.id],
      );
      return rows.length === 0;
    }, 'outbox relayed');

  it('should deliver an outbox event, signed so that the standardwebhooks library verifies it', async () => {
    const org = await service.createOrg('signal');
    const hooks = await receiver();
    const created = await register(org, hooks.url);
    worker();
    const event = alertEvent();
    await appendToOutbox(service.ctx, org.org.id, [event]);

    await hooks.received(1);
    const [request] = hooks.requests;
    expect(TestReceiver.verify(request!, created.secret)).toEqual(event);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(JSON.parse(request!.body)).toEqual(event);

    const messageId = request!.headers['webhook-id'] as string;
    await waitFor(async () => (await messageStatus(service.ctx, messageId)) === 'delivered', 'delivered');
    expect(await deliveries(org, created.id)).toEqual([
      {
        id: expect.any(String),
        message_id: messageId,
        event_type: 'alert.crisis',
        attempt: 1,
        attempted_at: expect.any(String),
        status_code: 204,
        duration_ms: expect.any(Number),
        error: null,
        outcome: 'delivered',
      },
    ]);
    const { rows } = await service.ctx.pool.query('SELECT relayed_at FROM outbox WHERE org_id = $1', [
      org.org.id,
    ]);
    expect(rows[0].relayed_at).not.toBeNull();
  });

  it('should send each event to every active endpoint subscribed to its type, and only those', async () => {
    const org = await service.createOrg('signal');
    const other = await service.createOrg('signal');
    const [crisisHooks, spikeHooks, otherHooks] = [await receiver(), await receiver(), await receiver()];
    await register(org, crisisHooks.url, ['alert.crisis']);
    await register(org, spikeHooks.url, ['alert.spike']);
    const elsewhere = await register(other, otherHooks.url);
    worker();
    await appendToOutbox(service.ctx, org.org.id, [
      alertEvent({}, 'alert.crisis'),
      alertEvent({}, 'alert.spike'),
    ]);

    await Promise.all([crisisHooks.received(1), spikeHooks.received(1)]);
    expect(JSON.parse(crisisHooks.requests[0]!.body).type).toBe('alert.crisis');
    expect(JSON.parse(spikeHooks.requests[0]!.body).type).toBe('alert.spike');
    const { rows } = await service.ctx.pool.query(
      'SELECT endpoint_id, event_type FROM webhook_messages WHERE org_id = $1 ORDER BY event_type',
      [org.org.id],
    );
    expect(rows.map((r) => r.event_type)).toEqual(['alert.crisis', 'alert.spike']);
    expect(await deliveries(other, elsewhere.id)).toEqual([]);
    expect(otherHooks.requests).toHaveLength(0);
  });

  it('should keep uid in events for Brain organisations only, and drop fields the contract does not name', async () => {
    const signal = await service.createOrg('signal');
    const brain = await service.createOrg('brain');
    const [signalHooks, brainHooks] = [await receiver(), await receiver()];
    await register(signal, signalHooks.url);
    await register(brain, brainHooks.url);
    worker();
    const withExtras = (event: ReturnType<typeof alertEvent>) => ({
      ...event,
      data: { ...event.data, uid: 'member-7', text: 'a sentence someone wrote' },
    });
    await appendToOutbox(service.ctx, signal.org.id, [withExtras(alertEvent())] as never);
    await appendToOutbox(service.ctx, brain.org.id, [withExtras(alertEvent())] as never);

    await Promise.all([signalHooks.received(1), brainHooks.received(1)]);
    const signalData = JSON.parse(signalHooks.requests[0]!.body).data;
    const brainData = JSON.parse(brainHooks.requests[0]!.body).data;
    expect(signalData.uid).toBeUndefined();
    expect(brainData.uid).toBe('member-7');
    expect(signalData.text).toBeUndefined();
    expect(brainData.text).toBeUndefined();
  });

  it('should retry after 500, 500 and deliver once on 200, with the same webhook-id and three records', async () => {
    const org = await service.createOrg('signal');
    const hooks = await receiver((i) => ({ status: i < 2 ? 500 : 200 }));
    const created = await register(org, hooks.url);
    worker();
    await appendToOutbox(service.ctx, org.org.id, [alertEvent()]);

    await hooks.received(3);
    const ids = hooks.requests.map((r) => r.headers['webhook-id']);
    expect(new Set(ids).size).toBe(1);
    for (const request of hooks.requests) expect(TestReceiver.verify(request, created.secret)).toBeTruthy();
    await waitFor(
      async () => (await messageStatus(service.ctx, ids[0] as string)) === 'delivered',
      'delivered',
    );
    expect(hooks.requests).toHaveLength(3);
    const records = await deliveries(org, created.id);
    expect(records.map((d: any) => [d.message_id, d.attempt, d.status_code, d.outcome, d.error])).toEqual([
      [ids[0], 3, 200, 'delivered', null],
      [ids[0], 2, 500, 'failed', 'HTTP 500'],
      [ids[0], 1, 500, 'failed', 'HTTP 500'],
    ]);
    expect((await endpoint(org, created.id)).failing_since).toBeNull();
  });

  it('should dead-letter a message after the last attempt of the schedule fails', async () => {
    const org = await service.createOrg('signal');
    const hooks = await receiver(() => ({ status: 502 }));
    const created = await register(org, hooks.url);
    worker();
    await appendToOutbox(service.ctx, org.org.id, [alertEvent()]);

    const attempts = FAST_POLICY.scheduleMs.length;
    await hooks.received(attempts);
    const id = hooks.requests[0]!.headers['webhook-id'] as string;
    await waitFor(async () => (await messageStatus(service.ctx, id)) === 'dead_lettered', 'dead letter');
    expect(hooks.requests).toHaveLength(attempts);
    const records = await deliveries(org, created.id);
    expect(records.map((d: any) => d.outcome)).toEqual([
      'dead_lettered',
      ...Array.from({ length: attempts - 1 }, () => 'failed'),
    ]);
    const state = await endpoint(org, created.id);
    expect(state.status).toBe('active');
    expect(state.failing_since).not.toBeNull();
  });

  it('should deliver to a receiver that was down and came back', async () => {
    const org = await service.createOrg('signal');
    const probe = await new TestReceiver().start();
    const port = probe.port;
    const url = probe.url;
    await probe.close();
    const created = await register(org, url);
    worker({ policy: { ...FAST_POLICY, scheduleMs: [0, 100, 200, 400, 800, 1_600, 3_200, 6_400] } });
    await appendToOutbox(service.ctx, org.org.id, [alertEvent()]);

    await waitFor(async () => (await deliveries(org, created.id)).length >= 2, 'two failed attempts');
    const hooks = await new TestReceiver().start(port);
    onTestFinished(() => hooks.close());
    await hooks.received(1);
    expect(TestReceiver.verify(hooks.requests[0]!, created.secret)).toBeTruthy();
    const id = hooks.requests[0]!.headers['webhook-id'] as string;
    await waitFor(async () => (await messageStatus(service.ctx, id)) === 'delivered', 'delivered');
    const records = await deliveries(org, created.id);
    expect(records[0]).toMatchObject({ outcome: 'delivered', status_code: 204 });
    expect(records.slice(1).map((d: any) => [d.status_code, d.error, d.outcome])).toContainEqual([
      null,
      'connection refused',
      'failed',
    ]);
  });

  it('should disable the endpoint on 410 and say why through the API', async () => {
    const org = await service.createOrg('signal');
    const hooks = await receiver(() => ({ status: 410 }));
    const created = await register(org, hooks.url);
    worker();
    await appendToOutbox(service.ctx, org.org.id, [alertEvent()]);

    const disabled = await waitFor(async () => {
      const state = await endpoint(org, created.id);
      return state.status === 'disabled' && state;
    }, 'endpoint disabled');
    expect(disabled.disabled_reason).toMatch(/410/);
    const [record] = await deliveries(org, created.id);
    expect(record).toMatchObject({ status_code: 410, outcome: 'dead_lettered' });

    await appendToOutbox(service.ctx, org.org.id, [alertEvent()]);
    await outboxRelayed(org);
    const { rows } = await service.ctx.pool.query(
      'SELECT count(*)::int AS n FROM webhook_messages WHERE endpoint_id = $1',
      [created.id],
    );
    expect(rows[0].n).toBe(1);
    const test = await service.request('POST', `${BASE}/${created.id}/test`, { key: org.adminKey });
    expect(test.status).toBe(409);
    expect(test.body.error.message).toMatch(/enable/);
    expect(hooks.requests).toHaveLength(1);
  });

  it('should deliver again once a disabled endpoint is enabled, without replaying what it missed', async () => {
    const org = await service.createOrg('signal');
    let gone = true;
    const hooks = await receiver(() => ({ status: gone ? 410 : 204 }));
    const created = await register(org, hooks.url);
    worker();
    await appendToOutbox(service.ctx, org.org.id, [alertEvent()]);
    await waitFor(async () => (await endpoint(org, created.id)).status === 'disabled', 'endpoint disabled');
    await appendToOutbox(service.ctx, org.org.id, [alertEvent()]); // missed while disabled
    await outboxRelayed(org);

    // The URL is checked again: one that now points at a private address stays disabled.
    const setUrl = (url: string) =>
      service.ctx.pool.query('UPDATE webhook_endpoints SET url = $2 WHERE id = $1', [created.id, url]);
    await setUrl('http://10.1.2.3/hooks');
    const refused = await service.request('POST', `${BASE}/${created.id}/enable`, { key: org.adminKey });
    expect(refused.status).toBe(400);
    expect((await endpoint(org, created.id)).status).toBe('disabled');
    await setUrl(hooks.url);

    gone = false;
    const enabled = await service.request('POST', `${BASE}/${created.id}/enable`, { key: org.adminKey });
    expect(enabled).toMatchObject({
      status: 200,
      body: { id: created.id, status: 'active', disabled_reason: null, failing_since: null },
    });
    const event = alertEvent();
    await appendToOutbox(service.ctx, org.org.id, [event]);
    await hooks.received(2);
    expect(TestReceiver.verify(hooks.requests[1]!, created.secret)).toEqual(event);
    expect((await service.request('POST', `${BASE}/${created.id}/test`, { key: org.adminKey })).status).toBe(
      200,
    );
    await hooks.received(3);
    expect(hooks.requests).toHaveLength(3);

    const other = await service.createOrg('signal');
    expect(
      (await service.request('POST', `${BASE}/${created.id}/enable`, { key: other.adminKey })).status,
    ).toBe(404);
    expect(
      (await service.request('POST', `${BASE}/${created.id}/enable`, { key: org.ingestKey })).status,
    ).toBe(403);
  });

  it.each([
    [429, '2'],
    [503, '2'],
  ])('should wait as long as Retry-After says after a %i', async (status, retryAfter) => {
    const org = await service.createOrg('signal');
    const hooks = await receiver((i) =>
      i === 0 ? { status, headers: { 'retry-after': retryAfter } } : { status: 200 },
    );
    const created = await register(org, hooks.url);
    worker();
    await appendToOutbox(service.ctx, org.org.id, [alertEvent()]);

    await hooks.received(2);
    const id = hooks.requests[0]!.headers['webhook-id'] as string;
    await waitFor(async () => (await messageStatus(service.ctx, id)) === 'delivered', 'delivered');
    const [second, first] = await deliveries(org, created.id);
    expect(first).toMatchObject({ attempt: 1, status_code: status, outcome: 'failed' });
    expect(second).toMatchObject({ attempt: 2, status_code: 200, outcome: 'delivered' });
    // The fast schedule alone would retry after 50 ms.
    expect(Date.parse(second.attempted_at) - Date.parse(first.attempted_at)).toBeGreaterThanOrEqual(
      Number(retryAfter) * 1000,
    );
  });

  it('should count a redirect as a failure and not follow it', async () => {
    const org = await service.createOrg('signal');
    const hooks = await receiver((i) =>
      i === 0 ? { status: 307, headers: { location: '/elsewhere' } } : { status: 200 },
    );
    const created = await register(org, hooks.url);
    worker();
    await appendToOutbox(service.ctx, org.org.id, [alertEvent()]);

    await hooks.received(2);
    expect(hooks.requests.map((r) => r.path)).toEqual(['/hooks', '/hooks']);
    const id = hooks.requests[0]!.headers['webhook-id'] as string;
    await waitFor(async () => (await messageStatus(service.ctx, id)) === 'delivered', 'delivered');
    const [, first] = await deliveries(org, created.id);
    expect(first).toMatchObject({
      status_code: 307,
      outcome: 'failed',
      error: expect.stringMatching(/redirect/),
    });
  });

  it('should give up on an attempt at the configured timeout and try again', async () => {
    const org = await service.createOrg('signal');
    const hooks = await receiver((i) => (i === 0 ? 'hang' : { status: 200 }));
    const created = await register(org, hooks.url);
    worker();
    await appendToOutbox(service.ctx, org.org.id, [alertEvent()]);

    await hooks.received(2);
    const id = hooks.requests[0]!.headers['webhook-id'] as string;
    expect(hooks.requests[1]!.headers['webhook-id']).toBe(id);
    await waitFor(async () => (await messageStatus(service.ctx, id)) === 'delivered', 'delivered');
    const [, first] = await deliveries(org, created.id);
    expect(first).toMatchObject({ status_code: null, outcome: 'failed', error: 'timed out after 1000 ms' });
  });

  it('should sign with the old and the new secret during the grace period, then with the new one only', async () => {
    const org = await service.createOrg('signal');
    const hooks = await receiver();
    const created = await register(org, hooks.url);
    const rotated = (
      await service.request('POST', `${BASE}/${created.id}/rotate-secret`, { key: org.adminKey })
    ).body;
    worker();
    await appendToOutbox(service.ctx, org.org.id, [alertEvent()]);

    await hooks.received(1);
    const during = hooks.requests[0]!;
    expect((during.headers['webhook-signature'] as string).split(' ')).toHaveLength(2);
    expect(TestReceiver.verify(during, created.secret)).toBeTruthy();
    expect(TestReceiver.verify(during, rotated.secret)).toBeTruthy();

    clock.offsetMs = 25 * HOUR;
    onTestFinished(() => {
      clock.offsetMs = 0;
    });
    await service.request('POST', `${BASE}/${created.id}/test`, { key: org.adminKey });
    await hooks.received(2);
    const after = hooks.requests[1]!;
    expect((after.headers['webhook-signature'] as string).split(' ')).toHaveLength(1);
    const verify = (secret: string) =>
      verifyWebhook({ headers: after.headers, body: after.body, secrets: [secret], now: clock.now() });
    expect(verify(rotated.secret).type).toBe('webhook.test');
    expect(() => verify(created.secret)).toThrow(/No signature matches/);
  });

  it('should send a webhook.test event on request', async () => {
    const org = await service.createOrg('brain');
    const hooks = await receiver();
    const created = await register(org, hooks.url);
    worker();
    const sent = await service.request('POST', `${BASE}/${created.id}/test`, { key: org.adminKey });
    expect(sent.status).toBe(200);

    await hooks.received(1);
    expect(hooks.requests[0]!.headers['webhook-id']).toBe(sent.body.message_id);
    expect(TestReceiver.verify(hooks.requests[0]!, created.secret)).toMatchObject({
      type: 'webhook.test',
      data: { webhook_id: created.id },
    });
  });

  it('should disable an endpoint whose attempts have all failed for five days', async () => {
    const org = await service.createOrg('signal');
    onTestFinished(() => {
      clock.offsetMs = 0;
    });
    // Each failed answer moves the clock on by a day, as if the retries were spread over days.
    const hooks = await receiver(() => {
      clock.offsetMs += 24 * HOUR + 1;
      return { status: 500 };
    });
    const created = await register(org, hooks.url);
    worker();
    await appendToOutbox(service.ctx, org.org.id, [alertEvent()]);

    const disabled = await waitFor(async () => {
      const state = await endpoint(org, created.id);
      return state.status === 'disabled' && state;
    }, 'endpoint disabled');
    expect(disabled.disabled_reason).toMatch(/failed \(5 days or more\).*HTTP 500/);
    expect(disabled.failing_since).not.toBeNull();
    expect(hooks.requests).toHaveLength(6);
    const [last] = await deliveries(org, created.id);
    expect(last).toMatchObject({ attempt: 6, outcome: 'dead_lettered' });
  });

  it('should relay an event as soon as it commits, and again after its LISTEN connection was cut', async () => {
    const org = await service.createOrg('signal');
    const hooks = await receiver();
    await register(org, hooks.url);
    // No polling and no sweeping within the test: only NOTIFY can wake the relay.
    worker({ loop: { pollIntervalMs: 600_000, sweepIntervalMs: 600_000 } });
    const listeners = async () =>
      (
        await service.ctx.pool.query(
          `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'affective-listen'`,
        )
      ).rows.map((r) => r.pid as number);
    const [first] = await waitFor(async () => {
      const pids = await listeners();
      return pids.length === 1 && pids;
    }, 'a listening connection');

    await appendToOutbox(service.ctx, org.org.id, [alertEvent()]);
    await hooks.received(1);

    await service.ctx.pool.query('SELECT pg_terminate_backend($1)', [first]);
    await waitFor(async () => {
      const pids = await listeners();
      return pids.length === 1 && pids[0] !== first;
    }, 'a new listening connection');
    await appendToOutbox(service.ctx, org.org.id, [alertEvent()]);
    await hooks.received(2);
  });

  it('should relay each event once when several workers run side by side', async () => {
    const org = await service.createOrg('signal');
    const hooks = await receiver();
    await register(org, hooks.url);
    worker();
    worker();
    const events = Array.from({ length: 600 }, () => alertEvent({}, 'alert.spike'));
    await appendToOutbox(service.ctx, org.org.id, events);

    await hooks.received(events.length, 60_000);
    const ids = new Set(hooks.requests.map((r) => r.headers['webhook-id']));
    expect(ids.size).toBe(events.length);
    const alertIds = new Set(hooks.requests.map((r) => JSON.parse(r.body).data.alert_id));
    expect(alertIds).toEqual(new Set(events.map((e) => e.data.alert_id)));
    const { rows } = await service.ctx.pool.query(
      'SELECT count(*)::int AS n, count(DISTINCT outbox_id)::int AS events FROM webhook_messages WHERE org_id = $1',
      [org.org.id],
    );
    expect(rows[0]).toEqual({ n: events.length, events: events.length });
  });

  it('should enqueue again a message whose job Redis lost, and deliver it', async () => {
    const org = await service.createOrg('signal');
    const hooks = await receiver();
    const created = await register(org, hooks.url);
    const relayOnly = startOutboxRelay(service.ctx, {
      ...DEFAULT_OUTBOX_RELAY_LOOP_OPTIONS,
      pollIntervalMs: 200,
      sweepIntervalMs: 200,
      relay: { ...DEFAULT_OUTBOX_RELAY_LOOP_OPTIONS.relay, overdueAfterMs: 500 },
    });
    onTestFinished(relayOnly);
    await appendToOutbox(service.ctx, org.org.id, [alertEvent()]);
    const queue = service.ctx.queues.get('deliver-webhook');
    const messageId = await waitFor(async () => {
      const { rows } = await service.ctx.pool.query(
        'SELECT id FROM webhook_messages WHERE endpoint_id = $1',
        [created.id],
      );
      return rows[0] && (await queue.getJobState(rows[0].id)) !== 'unknown' && (rows[0].id as string);
    }, 'message enqueued');

    // Redis restarts empty: every key of this deployment is gone.
    await deleteRedisPrefix(service.config.REDIS_URL, `{${service.config.REDIS_PREFIX}}`);
    expect(await queue.getJobState(messageId)).toBe('unknown');
    const consumers = startWorkers({
      handlers: [deliverWebhookHandler(service.ctx, { concurrency: 5 })],
      connection: () => createRedis(service.config.REDIS_URL, service.ctx.logger, { failFast: false }),
      prefix: queuePrefix(service.config),
      logger: service.ctx.logger,
    });
    onTestFinished(async () => {
      await Promise.all(consumers.map((w) => w.close()));
    });

    await hooks.received(1);
    expect(hooks.requests[0]!.headers['webhook-id']).toBe(messageId);
    await waitFor(async () => (await messageStatus(service.ctx, messageId)) === 'delivered', 'delivered');
    expect(service.logs.some((line) => line.includes('enqueued again after their job was lost'))).toBe(true);
  });
});
