import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventBodyFromOutbox } from '../../../service/domain/webhooks/events.js';
import { startTestService, type TestOrg, type TestService } from '../../support/harness.js';

const ELEVATED = 'Honestly I wish I was dead, I cannot see the point anymore';
const HIGH = 'I have a plan to kill myself tonight';

describe('Direct support in the service', () => {
  let service: TestService;
  let brain: TestOrg;

  beforeAll(async () => {
    service = await startTestService();
    brain = await service.createOrg('brain');
    await service.request('POST', '/v1/affective/configure', {
      key: brain.adminKey,
      body: { svc_tone: 'corporate' },
    });
  });
  afterAll(() => service.close());

  const say = (org: TestOrg, uid: string, text: string) =>
    service.request('POST', '/v1/affective/ingest/stream', {
      key: org.ingestKey,
      body: { uid, text, source: 'chat:general' },
    });
  const optIn = (org: TestOrg, uid: string, optedIn: boolean) =>
    service.request('PUT', `/v1/affective/support/${uid}`, {
      key: org.ingestKey,
      body: { opted_in: optedIn },
    });
  const supportEvents = async (orgId: string) =>
    (
      await service.ctx.pool.query(
        `SELECT payload FROM outbox WHERE org_id = $1 AND event_type = 'user.support' ORDER BY id`,
        [orgId],
      )
    ).rows.map((r) => r.payload.data);

  it('raises user.support for an opted-in person’s elevated message, once a day, in the organisation’s tone', async () => {
    expect((await optIn(brain, 'asked', true)).body).toEqual({ uid: 'asked', opted_in: true });
    await say(brain, 'asked', ELEVATED);
    await say(brain, 'asked', ELEVATED);
    await say(brain, 'never-asked', ELEVATED);
    const events = await supportEvents(brain.org.id);
    expect(events).toEqual([
      {
        support_id: expect.any(String),
        uid: 'asked',
        trigger: 'elevated',
        card_ids: expect.any(Array),
        tone: 'corporate',
      },
    ]);
    const cards = (await service.request('GET', '/v1/affective/skill-cards', { key: brain.ingestKey })).body
      .cards;
    const sent = cards.filter((c: { id: string }) => events[0].card_ids.includes(c.id));
    expect(sent.map((c: { title: string }) => c.title)).toContain('Asking for help');
    const stored = await service.ctx.pool.query('SELECT * FROM support_events WHERE org_id = $1', [
      brain.org.id,
    ]);
    expect(stored.rows).toHaveLength(1);
    expect(JSON.stringify(stored.rows)).not.toMatch(/asked|dead|point/);
  });

  it('brings the crisis card on a high-risk message, beside the moderators’ crisis alert', async () => {
    await optIn(brain, 'in-crisis', true);
    expect((await say(brain, 'in-crisis', HIGH)).body.alert_fired).toBe(true);
    const event = (await supportEvents(brain.org.id)).find((e) => e.uid === 'in-crisis');
    expect(event.trigger).toBe('high');
    const first = (
      await service.request('GET', `/v1/affective/skill-cards/${event.card_ids[0]}`, { key: brain.ingestKey })
    ).body;
    expect(first.triggers.risk_levels).toContain('high');
    const alerts = await service.request('GET', '/v1/affective/alerts?severity=crisis', {
      key: brain.ingestKey,
    });
    expect(alerts.body.alerts).toHaveLength(1);
  });

  it('stops when the person leaves, and forgets them on erasure', async () => {
    await optIn(brain, 'leaver', true);
    await optIn(brain, 'leaver', false);
    await say(brain, 'leaver', ELEVATED);
    expect((await supportEvents(brain.org.id)).some((e) => e.uid === 'leaver')).toBe(false);

    await service.request('DELETE', '/v1/affective/users/asked', { key: brain.adminKey });
    const left = await service.ctx.pool.query(
      `SELECT (SELECT count(*)::int FROM support_optins WHERE org_id = $1 AND uid = 'asked') AS optins,
              (SELECT count(*)::int FROM support_events WHERE org_id = $1) AS events`,
      [brain.org.id],
    );
    expect(left.rows[0]).toEqual({ optins: 0, events: 1 });
  });

  it('is a brain-tier feature and never raises support elsewhere', async () => {
    const signal = await service.createOrg('signal');
    const refused = await optIn(signal, 'someone', true);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('tier_restricted');
    await say(signal, 'someone', ELEVATED);
    expect(await supportEvents(signal.org.id)).toEqual([]);
  });
});

describe('Support events leaving the service', () => {
  const event = {
    type: 'user.support',
    timestamp: new Date().toISOString(),
    data: {
      support_id: randomUUID(),
      uid: 'someone',
      trigger: 'elevated',
      card_ids: [],
      tone: 'clinical',
      text: 'a stray field',
    },
  };

  it('go to a brain organisation’s endpoints only, with nothing the contract does not name', () => {
    const brain = eventBodyFromOutbox('user.support', event, 'brain');
    expect(brain.ok && JSON.parse(brain.body).data).toEqual({ ...event.data, text: undefined });
    expect(brain.ok && brain.body).not.toContain('stray');
    expect(eventBodyFromOutbox('user.support', event, 'signal').ok).toBe(false);
  });
});
