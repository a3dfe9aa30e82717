import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dumpDatabase, dumpRedis } from '../../support/dumps.js';
import { startTestService, type TestOrg, type TestService } from '../../support/harness.js';
import { LOOPBACK_WEBHOOKS_ENV, startWebhookWorker, TestReceiver } from './support.js';

const CRISIS_TEXT = 'I want to kill myself, I cannot go on anymore';

describe('a crisis message on the stream', () => {
  let service: TestService;
  let receiver: TestReceiver;
  let stopWorker: () => Promise<void>;

  beforeAll(async () => {
    service = await startTestService({ env: { ...LOOPBACK_WEBHOOKS_ENV } });
    receiver = await new TestReceiver().start();
    stopWorker = startWebhookWorker(service.ctx);
  });
  afterAll(async () => {
    await stopWorker();
    await receiver.close();
    await service.close();
  });

  async function register(org: TestOrg): Promise<string> {
    const reply = await service.request('POST', '/v1/affective/webhooks', {
      key: org.adminKey,
      body: { url: receiver.url, events: ['alert.crisis'] },
    });
    return reply.body.secret;
  }

  it('should reach the receiver as a signed alert.crisis event without text or uid', async () => {
    const org = await service.createOrg('signal');
    const secret = await register(org);
    const before = receiver.requests.length;
    const reply = await service.request('POST', '/v1/affective/ingest/stream', {
      key: org.ingestKey,
      body: { uid: 'member-1', text: CRISIS_TEXT, source: 'slack:T1:C2' },
    });
    expect(reply.body).toMatchObject({ status: 'recorded', alert_fired: true });

    await receiver.received(before + 1);
    const request = receiver.requests[before]!;
    const event = TestReceiver.verify(request, secret) as any;
    expect(event).toEqual({
      type: 'alert.crisis',
      timestamp: expect.any(String),
      data: {
        alert_id: expect.any(String),
        severity: 'crisis',
        theme: expect.any(String),
        count: 1,
        delta: expect.any(Number),
        recommended_action: expect.any(String),
        source: 'slack:T1:C2',
      },
    });
    expect(request.body).not.toContain('kill myself');

    const { rows } = await service.ctx.pool.query('SELECT id FROM alerts WHERE org_id = $1', [org.org.id]);
    expect(rows.map((r) => r.id)).toEqual([event.data.alert_id]);
    for (const stored of [
      await dumpDatabase(service.ctx.pool),
      await dumpRedis(service.config.REDIS_URL, service.config.REDIS_PREFIX),
      service.logs.join('\n'),
    ]) {
      expect(stored).not.toContain('kill myself');
    }
  });

  it('should carry the uid for a Brain organisation', async () => {
    const org = await service.createOrg('brain');
    const secret = await register(org);
    const before = receiver.requests.length;
    await service.request('POST', '/v1/affective/ingest/stream', {
      key: org.ingestKey,
      body: { uid: 'member-2', text: CRISIS_TEXT },
    });
    await receiver.received(before + 1);
    const event = TestReceiver.verify(receiver.requests[before]!, secret) as any;
    expect(event.data.uid).toBe('member-2');
  });
});
