import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACKNOWLEDGE_VERB } from '../../../connectors/teams/render/alerts.js';
import type { AlertEvent } from '../../../shared/contract/webhooks.js';
import {
  actionExecute,
  botAddedToTeam,
  CHANNEL,
  channelMessage,
  deliver,
  MODS,
  person,
  TEAM_GROUP,
  TEAM_ID,
} from '../../fakes/teams/activities.js';
import { sendAlertWebhook } from '../../support/alert-webhook.js';
import { startTeamsConnector, type TeamsHarness } from './support.js';

const SECRET = `whsec_${randomBytes(24).toString('base64')}`;
const OWNER = person('Olivia');
const MODERATOR = person('Marek');

function alertEvent(severity: 'crisis' | 'spike', theme: string): AlertEvent {
  return {
    type: severity === 'crisis' ? 'alert.crisis' : 'alert.spike',
    timestamp: new Date().toISOString(),
    data: {
      alert_id: randomUUID(),
      severity,
      theme,
      count: 1,
      delta: 2.5,
      recommended_action: 'Check in privately and share support resources.',
      source: `teams:${encodeURIComponent(TEAM_ID)}:${encodeURIComponent(CHANNEL)}`,
    },
  };
}

const cardOf = (activity: any) => activity.attachments[0].content;

describe('Teams alerts: banner threads, Action.Execute and the counter card', () => {
  let teams: TeamsHarness;
  const send = (event: unknown) => sendAlertWebhook(teams.url, event, { secret: SECRET });

  beforeAll(async () => {
    teams = await startTeamsConnector({
      apiUrl: 'http://127.0.0.1:9',
      apiKey: 'aff_admin_notusedbythesetests_0',
      env: { AFFECTIVE_WEBHOOK_SECRET: SECRET },
    });
    teams.fake.owners.set(TEAM_GROUP, new Set([OWNER.aadObjectId]));
    await deliver(teams.messagesUrl, botAddedToTeam(teams.fake.url, OWNER));
    await deliver(
      teams.messagesUrl,
      channelMessage(teams.fake.url, OWNER, 'setup', {
        mentionBot: true,
        channelId: MODS,
        mentions: [{ id: MODERATOR.id, name: MODERATOR.name }],
      }),
    );
  });
  afterAll(() => teams?.close());

  const banners = () => teams.fake.created.filter((c) => c.id.startsWith(`${MODS};messageid=`));

  it('should start a banner thread in the moderators channel that mentions the moderators, with Acknowledge', async () => {
    const response = await send(alertEvent('crisis', 'self_harm'));
    expect(response.status).toBe(200);
    await teams.connector.settled();
    expect(banners()).toHaveLength(1);
    const thread = banners()[0]!;
    expect(thread.parameters).toMatchObject({ isGroup: true, channelData: { channel: { id: MODS } } });
    const card = cardOf(thread.parameters.activity);
    expect(card).toMatchObject({ type: 'AdaptiveCard', version: '1.5' });
    expect(card.body[0]).toMatchObject({ text: '🚨 Crisis alert' });
    expect(card.body[1].text).toMatch(/^<at>Marek<\/at> Someone in the community may be in crisis/);
    expect(card.msteams.entities).toEqual([
      { type: 'mention', text: '<at>Marek</at>', mentioned: { id: MODERATOR.id, name: 'Marek' } },
    ]);
    expect(card.actions).toEqual([
      expect.objectContaining({ type: 'Action.Execute', verb: ACKNOWLEDGE_VERB }),
    ]);
    expect(JSON.stringify(card.body)).toContain('Self harm');
  });

  it('should not start a second thread for a redelivered event', async () => {
    const event = alertEvent('crisis', 'violence');
    const first = await send({ ...event });
    await teams.connector.settled();
    const again = await sendAlertWebhook(teams.url, event, { secret: SECRET, id: first.id });
    expect(again.body).toMatchObject({ duplicate: true });
    expect(banners()).toHaveLength(2);
  });

  it('should answer Acknowledge with the updated card, and update the banner for everyone', async () => {
    const thread = banners()[0]!;
    const messageId = thread.id.split(';messageid=')[1]!;
    const bannerId = cardOf(thread.parameters.activity).actions[0].data.bannerId;
    const response = await deliver(
      teams.messagesUrl,
      actionExecute(
        teams.fake.url,
        MODERATOR,
        { conversationId: thread.id, activityId: messageId },
        {
          verb: ACKNOWLEDGE_VERB,
          data: { bannerId },
        },
      ),
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      statusCode: 200,
      type: 'application/vnd.microsoft.card.adaptive',
    });
    const updated = response.body.value;
    expect(updated.actions).toBeUndefined();
    expect(JSON.stringify(updated.body)).toContain('✅ Acknowledged by Marek');
    expect(updated.body[1].text).not.toContain('<at>');
    const posted = teams.fake.in(thread.id)[0]!;
    expect(posted.updates).toBe(1);
    expect(JSON.stringify(cardOf(posted.activity))).toContain('✅ Acknowledged by Marek');
  });

  it('should answer an Action.Execute for an unknown banner with a message, not an error', async () => {
    const response = await deliver(
      teams.messagesUrl,
      actionExecute(
        teams.fake.url,
        MODERATOR,
        { conversationId: `${MODS};messageid=1`, activityId: '1' },
        {
          verb: ACKNOWLEDGE_VERB,
          data: { bannerId: randomUUID() },
        },
      ),
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ statusCode: 200, value: 'This alert is no longer known.' });
  });

  it('should count spikes in one counter post of the channel, updated in place', async () => {
    await send(alertEvent('spike', 'workload'));
    await send(alertEvent('spike', 'workload'));
    await send(alertEvent('spike', 'conflict'));
    await teams.connector.settled();
    const counters = teams.fake
      .in(MODS)
      .filter((a) => cardOf(a.activity).body[0].text === '📈 Distress spikes');
    expect(counters).toHaveLength(1);
    expect(counters[0]!.updates).toBe(2);
    const card = cardOf(counters[0]!.activity);
    expect(card.body[1].text).toBe('**3** spikes so far, by theme:');
    expect(card.body[2].facts.map((f: { title: string }) => f.title).sort()).toEqual([
      'Conflict',
      'Workload',
    ]);
  });

  it('should back off on 429, honouring Retry-After, and on 5xx, then deliver the update', async () => {
    teams.fake.failNext('PUT', 429, { retryAfter: '7', times: 1 });
    const waitsBefore = teams.waits.length;
    await send(alertEvent('spike', 'workload'));
    await teams.connector.settled();
    expect(teams.waits.slice(waitsBefore)).toEqual([7_000]);
    teams.fake.failNext('PUT', 503, { times: 2 });
    await send(alertEvent('spike', 'workload'));
    await teams.connector.settled();
    expect(teams.waits.slice(waitsBefore + 1)).toEqual([1_000, 2_000]);
    const counter = teams.fake
      .in(MODS)
      .find((a) => cardOf(a.activity).body[0].text === '📈 Distress spikes')!;
    expect(cardOf(counter.activity).body[1].text).toBe('**5** spikes so far, by theme:');
    expect(teams.logs.some((l) => l.includes('"status":429') && l.includes('"delayMs":7000'))).toBe(true);
  });

  it('should post a new counter when the old post is gone', async () => {
    const old = teams.fake.in(MODS).find((a) => cardOf(a.activity).body[0].text === '📈 Distress spikes')!;
    teams.fake.activities.splice(teams.fake.activities.indexOf(old), 1);
    await send(alertEvent('spike', 'conflict'));
    await teams.connector.settled();
    const counters = teams.fake
      .in(MODS)
      .filter((a) => cardOf(a.activity).body[0].text === '📈 Distress spikes');
    expect(counters).toHaveLength(1);
    expect(cardOf(counters[0]!.activity).body[1].text).toBe('**6** spikes so far, by theme:');
  });

  it('should refuse an unsigned alert', async () => {
    const response = await fetch(`${teams.url}/affective/alerts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(alertEvent('crisis', 'x')),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});
