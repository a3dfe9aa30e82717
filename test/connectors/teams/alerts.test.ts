import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_ACTION_IDS } from '../../../connectors/core/alerts/views.js';
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
import { alertEvent as sharedAlertEvent } from '../../support/alert-webhook.js';
import { sendWebhook as sendAlertWebhook } from '../slack/support.js';
import { startTeamsConnector, type TeamsHarness } from './support.js';

const SECRET = `whsec_${randomBytes(24).toString('base64')}`;
const OWNER = person('Olivia');
const MODERATOR = person('Marek');

const alertEvent = (severity: 'crisis' | 'spike', theme: string) =>
  sharedAlertEvent(severity, theme, `teams:${encodeURIComponent(TEAM_ID)}:${encodeURIComponent(CHANNEL)}`);

const cardOf = (activity: any) => activity.attachments[0].content;

describe('Teams alerts: banner threads, Action.Execute and the counter card', () => {
  let teams: TeamsHarness;
  let minutesAhead = 0;
  const clock = { now: () => new Date(Date.now() + minutesAhead * 60_000) };
  const send = (event: unknown) => sendAlertWebhook(teams.url, event, { secret: SECRET });

  beforeAll(async () => {
    teams = await startTeamsConnector({
      apiUrl: 'http://127.0.0.1:9',
      apiKey: 'aff_admin_notusedbythesetests_0',
      env: { AFFECTIVE_WEBHOOK_SECRET: SECRET },
      clock,
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

  const banners = () =>
    teams.fake.created.filter(
      (c) =>
        c.id.startsWith(`${MODS};messageid=`) &&
        cardOf(c.parameters.activity).body[0].text === '🚨 Crisis alert',
    );

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
    expect(card.actions.map((a: { type: string; verb: string }) => [a.type, a.verb])).toEqual(
      BANNER_ACTION_IDS.map((id) => ['Action.Execute', id]),
    );
    expect(JSON.stringify(card.body)).toMatch(/Self.harm/i);
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
    const bannerId = cardOf(thread.parameters.activity).actions[0].data.value;
    const response = await deliver(
      teams.messagesUrl,
      actionExecute(
        teams.fake.url,
        MODERATOR,
        { conversationId: thread.id, activityId: messageId },
        {
          verb: 'affective_acknowledge',
          data: { value: bannerId },
        },
      ),
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      statusCode: 200,
      type: 'application/vnd.microsoft.card.adaptive',
    });
    const updated = response.body.value;
    expect(updated.actions.map((a: { verb: string }) => a.verb)).not.toContain('affective_acknowledge');
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
          verb: 'affective_acknowledge',
          data: { value: randomUUID() },
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
      .inChannel(MODS)
      .filter((a) => cardOf(a.activity).body[0].text === '📈 Distress spikes');
    expect(counters).toHaveLength(1);
    expect(counters[0]!.updates).toBe(2);
    const card = cardOf(counters[0]!.activity);
    expect(card.body[1].text).toMatch(/^\*\*3\*\* spikes so far, by theme:\n\n/);
    expect(card.body[1].text).toMatch(/\*\*2\*\*\s+workload/);
    expect(card.body[1].text).toMatch(/\*\*1\*\*\s+conflict/);
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
      .inChannel(MODS)
      .find((a) => cardOf(a.activity).body[0].text === '📈 Distress spikes')!;
    expect(cardOf(counter.activity).body[1].text).toMatch(/^\*\*5\*\* spikes so far/);
    expect(teams.logs.some((l) => l.includes('"status":429') && l.includes('"delayMs":7000'))).toBe(true);
  });

  it('should post a new counter when the old post is gone', async () => {
    const old = teams.fake
      .inChannel(MODS)
      .find((a) => cardOf(a.activity).body[0].text === '📈 Distress spikes')!;
    teams.fake.activities.splice(teams.fake.activities.indexOf(old), 1);
    await send(alertEvent('spike', 'conflict'));
    await teams.connector.settled();
    const counters = teams.fake
      .inChannel(MODS)
      .filter((a) => cardOf(a.activity).body[0].text === '📈 Distress spikes');
    expect(counters).toHaveLength(1);
    expect(cardOf(counters[0]!.activity).body[1].text).toMatch(/^\*\*6\*\* spikes so far/);
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

  it('should mention the moderators again in the thread of a banner nobody acknowledged', async () => {
    // The banner still open: its post, as it stands now, still mentions the moderators.
    const waiting = banners().find((b) =>
      cardOf(teams.fake.in(b.id)[0]!.activity).body[1].text.startsWith('<at>'),
    )!;
    minutesAhead = 16;
    expect(await teams.connector.core.alerts.remindUnacknowledged()).toBeGreaterThan(0);
    const reminders = teams.fake.in(waiting.id).filter((a) => a.id !== waiting.id.split(';messageid=')[1]);
    expect(reminders).toHaveLength(1);
    const card = cardOf(reminders[0]!.activity);
    expect(card.body[0].text).toMatch(/^<at>Marek<\/at> 🔔 Reminder: the crisis alert about violence/);
    expect(card.msteams.entities[0].mentioned.id).toBe(MODERATOR.id);
  });
});
