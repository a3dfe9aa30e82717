import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pseudonymise } from '../../../connectors/core/pseudonymise.js';
import type { AlertEvent } from '../../../shared/contract/webhooks.js';
import { eventEnvelope, messageEvent, postAction, postEvent } from '../../fakes/slack/requests.js';
import { startTestService, type TestOrg, type TestService } from '../../support/harness.js';
import {
  PSEUDONYM_KEY,
  runCommand,
  SIGNING_SECRET,
  type SlackHarness,
  sendWebhook,
  startSlackConnector,
  TEAM,
} from './support.js';

const SECRET = `whsec_${randomBytes(24).toString('base64')}`;
const ADMIN = 'UADMINF01';
const MODERATOR = 'UMODF0001';
const CRISIS_TEXT = 'I want to kill myself, I cannot go on anymore';

const clock = {
  at: new Date(),
  now() {
    return this.at;
  },
};

/**
 * Every core feature through Slack's real Bolt app against the fake Web API, with the real service: what people
 * type and press in Slack, and what Slack is asked to show.
 */
describe('Slack: the features every connector gets', () => {
  let service: TestService;
  let org: TestOrg;
  let slack: SlackHarness;

  beforeAll(async () => {
    service = await startTestService();
    org = await service.createOrg('signal');
    slack = await startSlackConnector({
      apiUrl: service.url,
      apiKey: org.adminKey,
      clock,
      env: { AFFECTIVE_WEBHOOK_SECRET: SECRET },
    });
    slack.fake.admins.add(ADMIN);
  });
  afterAll(async () => {
    await slack?.close();
    await service?.close();
  });

  const command = async (userId: string, text: string) => {
    const answers = await runCommand(slack, userId, text);
    expect(answers[0].response_type).toBe('ephemeral');
    return answers[0].text as string;
  };
  const say = async (fields: Parameters<typeof messageEvent>[0], extra: Record<string, unknown> = {}) => {
    const event = { ...messageEvent(fields), ...extra };
    expect((await postEvent(slack.eventsUrl, SIGNING_SECRET, eventEnvelope(TEAM, event))).status).toBe(200);
    await slack.connector.core.stream.idle();
  };
  const deliver = async (event: AlertEvent) => {
    const answer = await sendWebhook(slack.url, event, { secret: SECRET });
    await slack.connector.settled();
    return answer;
  };
  const signalsOf = async (userId: string) => {
    const uid = pseudonymise(PSEUDONYM_KEY, 'slack', TEAM, userId);
    return (await service.ctx.pool.query('SELECT count(*)::int AS n FROM signals WHERE uid = $1', [uid]))
      .rows[0].n;
  };
  const crisis = (alertId: string = randomUUID()): AlertEvent => ({
    type: 'alert.crisis',
    timestamp: new Date().toISOString(),
    data: {
      alert_id: alertId,
      severity: 'crisis',
      theme: 'self_harm',
      count: 1,
      delta: 0,
      recommended_action: 'Reach out privately now.',
      source: `slack:${TEAM}:CGENERAL`,
    },
  });

  it('should post the transparency note once when the bot joins a channel, and not when a person joins', async () => {
    const joined = (user: string) =>
      postEvent(
        slack.eventsUrl,
        SIGNING_SECRET,
        eventEnvelope(TEAM, {
          type: 'member_joined_channel',
          user,
          channel: 'CGENERAL',
          channel_type: 'C',
          team: TEAM,
        }),
      );
    expect((await joined(`UBOT${TEAM}`)).status).toBe(200);
    expect((await joined(`UBOT${TEAM}`)).status).toBe(200);
    expect((await joined('UPERSON1')).status).toBe(200);
    await slack.connector.settled();
    const notes = slack.fake.messagesIn('CGENERAL');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.text).toMatch(/analysed anonymously.*`\/affective forget-me`/);
  });

  it('should read only the channels an admin chose, skip guests and Slack Connect people, and list the scope', async () => {
    expect(await command('UNOBODY1', 'channels only <#CGENERAL|general>')).toMatch(/Only workspace admins/);
    expect(await command(ADMIN, 'channels only <#CGENERAL|general> <#CTEAM|team>')).toMatch(
      /only <#CGENERAL>, <#CTEAM> \(external people skipped\)/,
    );
    const sent = () => slack.connector.core.stream.metrics().sent;
    const before = sent();
    await say({ channel: 'CRANDOM', user: 'UCAROL01', text: 'Anyone for lunch?' });
    slack.fake.guests.add('UGUEST01');
    await say({ channel: 'CGENERAL', user: 'UGUEST01', text: 'Hello from a guest' });
    await say(
      { channel: 'CGENERAL', user: 'UCONNECT', text: 'Hello from a partner' },
      { user_team: 'TOTHER01' },
    );
    expect(sent()).toBe(before);
    await say({ channel: 'CGENERAL', user: 'UCAROL01', text: 'The release went smoothly' });
    expect(sent()).toBe(before + 1);
    const status = await command('UNOBODY1', 'status');
    expect(status).toBe('Affective status: connected');
    const statusBlocks = JSON.stringify(slack.fake.responses.at(-1)!.body.blocks);
    expect(statusBlocks).toContain('*Channels read*  only <#CGENERAL>, <#CTEAM> (external people skipped)');
    await command(ADMIN, 'channels all');
  });

  it('should stop streaming and erase the signals of whoever runs forget-me, privately', async () => {
    await say({ channel: 'CGENERAL', user: 'UERINF01', text: 'Feeling good about the week' });
    expect(await signalsOf('UERINF01')).toBe(1);
    expect(await command('UERINF01', 'forget-me')).toMatch(
      /no longer analysed\. Everything analysed from them before was erased \(1 signal\)/,
    );
    expect(await signalsOf('UERINF01')).toBe(0);
    const before = slack.connector.core.stream.metrics().sent;
    await say({ channel: 'CGENERAL', user: 'UERINF01', text: 'Still here, just not analysed' });
    expect(slack.connector.core.stream.metrics().sent).toBe(before);
  });

  it('should notify the user group chosen at setup on a crisis banner that shows the support resources', async () => {
    expect(await command(ADMIN, 'setup <#CMODS|mods> <!subteam^S0MODS|@mods>')).toMatch(
      /will go to <#CMODS>\. They will notify <!subteam\^S0MODS>/,
    );
    expect(
      await command(
        ADMIN,
        'support Call the crisis line <https://crisis.example/call|crisis.example/call> any time',
      ),
    ).toMatch(/every crisis banner will show/);
    await deliver(crisis());
    const banner = slack.fake.messagesIn('CMODS').at(-1)!;
    expect(banner.text).toMatch(/^<!subteam\^S0MODS> Crisis alert: self harm/);
    expect(banner.pinned).toBe(true);
    expect(JSON.stringify(banner.blocks)).toContain(
      '*Support*\\nCall the crisis line any time\\n<https://crisis.example/call|crisis.example>',
    );
  });

  it('should answer an alert delivery at once while Slack takes 5 s per call, and draw the banner after', async () => {
    slack.fake.slowDown('chat.postMessage', 5_000);
    try {
      const before = slack.fake.messagesIn('CMODS').length;
      const answer = await sendWebhook(slack.url, crisis(), { secret: SECRET });
      expect(answer.status).toBe(200);
      // Slack has not answered the post yet: the delivery was answered before the banner was drawn.
      expect(slack.fake.messagesIn('CMODS')).toHaveLength(before);
      await slack.connector.settled();
      expect(slack.fake.messagesIn('CMODS')).toHaveLength(before + 1);
    } finally {
      slack.fake.slowDown('chat.postMessage', 0);
    }
  });

  it('should remind the user group in the banner thread when nobody acknowledged it, at most 3 times', async () => {
    const open = (
      await slack.pool.query("SELECT count(*)::int AS n FROM connector.crisis_banners WHERE status = 'open'")
    ).rows[0].n as number;
    const threadReplies = () => slack.fake.messagesIn('CMODS').filter((m) => m.threadTs);
    for (let i = 1; i <= 4; i++) {
      clock.at = new Date(clock.at.getTime() + 16 * 60_000);
      await slack.connector.core.tick();
    }
    expect(threadReplies()).toHaveLength(3 * open);
    const reminder = threadReplies()[0]!;
    expect(reminder.broadcast).toBe(true);
    expect(reminder.text).toMatch(/^<!subteam\^S0MODS> :bell: Reminder: the crisis alert about self harm/);
  });

  it('should resolve a banner and mark one a false alarm from its buttons, and tell the service', async () => {
    const streamed = await service.request('POST', '/v1/affective/ingest/stream', {
      key: org.ingestKey,
      body: { uid: 'someone', text: CRISIS_TEXT, source: `slack:${TEAM}:CGENERAL` },
    });
    expect(streamed.body.alert_fired).toBe(true);
    const listed = await service.request('GET', '/v1/affective/alerts?severity=crisis', {
      key: org.adminKey,
    });
    const alertId: string = listed.body.alerts[0].alert_id;
    await deliver(crisis(alertId));
    const banner = slack.fake
      .messagesIn('CMODS')
      .filter((m) => !m.threadTs)
      .at(-1)!;
    const press = async (actionId: string, value: string) => {
      const response = await postAction(slack.eventsUrl, SIGNING_SECRET, {
        teamId: TEAM,
        userId: MODERATOR,
        actionId,
        value,
        responseUrl: slack.fake.responseUrl(),
      });
      expect(response.status).toBe(200);
      await slack.connector.settled();
    };
    const bannerId = banner.blocks.at(-1).elements[0].value;
    await press('affective_false_alarm', bannerId);
    expect(banner.text).not.toContain('<!subteam');
    expect(JSON.stringify(banner.blocks)).toMatch(/Marked a false alarm by <@UMODF0001>/);
    expect(banner.blocks.at(-1).type).toBe('context');
    const after = await service.request('GET', '/v1/affective/alerts?severity=crisis', { key: org.adminKey });
    expect(after.body.alerts[0]).toMatchObject({ alert_id: alertId, status: 'false_alarm' });

    const other = slack.fake
      .messagesIn('CMODS')
      .find((m) => !m.threadTs && m !== banner && m.blocks.at(-1)?.type === 'actions')!;
    await press('affective_resolve', other.blocks.at(-1).elements[0].value);
    expect(JSON.stringify(other.blocks)).toMatch(/Resolved by <@UMODF0001>/);
  });

  it('should post the weekly digest in the chosen channel at the chosen hour, once', async () => {
    expect(await command(ADMIN, 'digest <#CDIGEST|digest> monday 10 Europe/Paris')).toMatch(
      /posted in <#CDIGEST> every Monday at 10:00 \(Europe\/Paris\)/,
    );
    clock.at = new Date('2030-01-07T08:30:00Z'); // a Monday, 09:30 in Paris
    await slack.connector.core.tick();
    expect(slack.fake.messagesIn('CDIGEST')).toHaveLength(0);
    clock.at = new Date('2030-01-07T09:01:00Z');
    await slack.connector.core.tick();
    await slack.connector.core.tick();
    const posted = slack.fake.messagesIn('CDIGEST');
    expect(posted).toHaveLength(1);
    expect(posted[0]!.blocks[0]).toMatchObject({
      type: 'header',
      text: { text: 'Weekly digest · Community pulse · last 7 days' },
    });
  });
});
