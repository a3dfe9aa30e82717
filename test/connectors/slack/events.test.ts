import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pseudonymise } from '../../../connectors/core/pseudonymise.js';
import { eventEnvelope, messageEvent, postEvent, postSigned } from '../../fakes/slack/requests.js';
import { dumpDatabase } from '../../support/dumps.js';
import { startTestService, type TestService } from '../../support/harness.js';
import { PSEUDONYM_KEY, SIGNING_SECRET, type SlackHarness, startSlackConnector, TEAM } from './support.js';

describe('the Slack connector receiving Events API requests', () => {
  let service: TestService;
  let slack: SlackHarness;

  beforeAll(async () => {
    service = await startTestService();
    const { adminKey } = await service.createOrg('signal');
    slack = await startSlackConnector({ apiUrl: service.url, apiKey: adminKey });
  });
  afterAll(async () => {
    await slack?.close();
    await service?.close();
  });

  const settle = async () => {
    await slack.connector.settled();
    await slack.connector.core.stream.idle();
  };

  it('should answer url_verification with the challenge', async () => {
    const response = await postEvent(slack.eventsUrl, SIGNING_SECRET, {
      type: 'url_verification',
      token: 'legacy',
      challenge: 'challenge-3f9a',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ challenge: 'challenge-3f9a' });
  });

  it('should refuse a request signed with another secret with 401', async () => {
    const event = eventEnvelope(TEAM, messageEvent({ channel: 'CGENERAL', user: 'UFORGED', text: 'forged' }));
    const response = await postEvent(slack.eventsUrl, SIGNING_SECRET, event, {
      secret: 'not-the-secret-at-all',
    });
    expect(response.status).toBe(401);
  });

  it('should refuse a correctly signed request whose timestamp is stale', async () => {
    const event = eventEnvelope(
      TEAM,
      messageEvent({ channel: 'CGENERAL', user: 'USTALE', text: 'replayed' }),
    );
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    const response = await postEvent(slack.eventsUrl, SIGNING_SECRET, event, { timestamp: tenMinutesAgo });
    expect(response.status).toBe(401);
  });

  it('should refuse an unsigned url_verification', async () => {
    const response = await fetch(slack.eventsUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'url_verification', challenge: 'x' }),
    });
    expect(response.status).toBe(401);
    expect(
      await postSigned(slack.eventsUrl, SIGNING_SECRET, '{"type":"url_verification"', 'application/json'),
    ).toHaveProperty('status', 400);
  });

  it("should stream people's messages and thread replies as the keyed pseudonym with a workspace:channel source", async () => {
    const before = slack.connector.core.stream.metrics().sent;
    const root = messageEvent({
      channel: 'CGENERAL',
      user: 'UALICE01',
      text: 'Feeling good about the launch today',
    });
    const reply = messageEvent({
      channel: 'GPRIVATE1',
      channelType: 'group',
      user: 'UALICE01',
      text: 'Thanks everyone for the help this week',
      threadTs: root.ts,
    });
    for (const event of [root, reply]) {
      expect((await postEvent(slack.eventsUrl, SIGNING_SECRET, eventEnvelope(TEAM, event))).status).toBe(200);
    }
    await settle();
    expect(slack.connector.core.stream.metrics().sent - before).toBe(2);

    const uid = pseudonymise(PSEUDONYM_KEY, 'slack', TEAM, 'UALICE01');
    expect(uid).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const { rows } = await service.ctx.pool.query<{ uid: string; source: string }>(
      'SELECT uid, source FROM signals ORDER BY source',
    );
    expect(rows).toEqual([
      { uid, source: `slack:${TEAM}:CGENERAL` },
      { uid, source: `slack:${TEAM}:GPRIVATE1` },
    ]);
    const everything = await dumpDatabase(service.ctx.pool);
    expect(everything).not.toContain('UALICE01');
    expect(everything).not.toContain('launch today');
  });

  it("should skip bots, system messages, the app's own messages and direct messages", async () => {
    const before = slack.connector.core.stream.metrics();
    const skipped = [
      messageEvent({ channel: 'CGENERAL', text: 'Build passed', subtype: 'bot_message', botId: 'BCI' }),
      messageEvent({ channel: 'CGENERAL', user: 'UBOTTY', text: 'I am a bot user', botId: 'BOTHER' }),
      messageEvent({
        channel: 'CGENERAL',
        user: 'UBOB0001',
        text: 'has joined the channel',
        subtype: 'channel_join',
      }),
      messageEvent({ channel: 'CGENERAL', user: `UBOT${TEAM}`, text: 'Crisis alert posted by us' }),
      messageEvent({
        channel: 'DDIRECT',
        channelType: 'im',
        user: 'UBOB0001',
        text: 'a private note to the bot',
      }),
      messageEvent({ channel: 'CGENERAL', user: 'UBOB0001', text: 'edited', subtype: 'message_changed' }),
    ];
    for (const event of skipped) {
      expect((await postEvent(slack.eventsUrl, SIGNING_SECRET, eventEnvelope(TEAM, event))).status).toBe(200);
    }
    await settle();
    const after = slack.connector.core.stream.metrics();
    expect(after.sent).toBe(before.sent);
    expect(after.buffered).toBe(0);
  });

  it('should handle a retried or repeated event_id once', async () => {
    const before = slack.connector.core.stream.metrics().sent;
    const event = eventEnvelope(
      TEAM,
      messageEvent({ channel: 'CGENERAL', user: 'UCAROL01', text: 'Lunch at noon?' }),
    );
    expect((await postEvent(slack.eventsUrl, SIGNING_SECRET, event)).status).toBe(200);
    expect((await postEvent(slack.eventsUrl, SIGNING_SECRET, event, { retryNum: 1 })).status).toBe(200);
    expect((await postEvent(slack.eventsUrl, SIGNING_SECRET, event)).status).toBe(200);
    await settle();
    expect(slack.connector.core.stream.metrics().sent - before).toBe(1);
  });

  it('should never log message text', async () => {
    const marker = 'zebra-marker-text-that-must-not-be-logged';
    const event = eventEnvelope(TEAM, messageEvent({ channel: 'CGENERAL', user: 'UDAVE001', text: marker }));
    await postEvent(slack.eventsUrl, SIGNING_SECRET, event);
    await settle();
    expect(slack.logs.length).toBeGreaterThan(0);
    expect(slack.logs.join('\n')).not.toContain(marker);
    expect(service.logs.join('\n')).not.toContain(marker);
  });
});
