import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pseudonymise } from '../../../connectors/core/pseudonymise.js';
import { eventEnvelope, messageEvent, postEvent } from '../../fakes/slack/requests.js';
import {
  raisedAgain,
  startBrainService,
  supportEvent,
  supportEventsFor,
} from '../../support/direct-support.js';
import type { TestOrg, TestService } from '../../support/harness.js';
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
const ADMIN = 'UADMINS01';
const ASKED = 'UASKED001';
const NEVER = 'UNEVER001';
const ELEVATED = 'Honestly I wish I was dead, I cannot see the point anymore';
const HIGH = 'I have a plan to kill myself tonight';

/** The connector's clock, moved on a day to pass the daily cap. */
const clock = { at: new Date(), now: () => clock.at };

/** Direct support through Slack's real Bolt app against the fake Web API, with the real service. */
describe('Slack: direct support, opt-in only', () => {
  let service: TestService;
  let org: TestOrg;
  let slack: SlackHarness;

  beforeAll(async () => {
    ({ service, org } = await startBrainService('community'));
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

  const uidOf = (user: string) => pseudonymise(PSEUDONYM_KEY, 'slack', TEAM, user);
  const command = async (userId: string, text: string) => {
    const [answer] = await runCommand(slack, userId, text);
    expect(answer.response_type).toBe('ephemeral');
    return answer.text as string;
  };
  const say = async (user: string, text: string) => {
    const event = messageEvent({ channel: 'CGENERAL', user, text });
    expect((await postEvent(slack.eventsUrl, SIGNING_SECRET, eventEnvelope(TEAM, event))).status).toBe(200);
    await slack.connector.core.stream.idle();
  };
  const raisedFor = (user: string) => supportEventsFor(service, org, uidOf(user));
  const deliver = async (event: unknown): Promise<{ status: number; body: any }> => {
    const answer = await sendWebhook(slack.url, event, { secret: SECRET });
    await slack.connector.settled();
    return answer;
  };
  const dms = (user: string) => slack.fake.messagesIn(user);

  it('sends an opted-in person the cards privately, in the organisation’s tone, once a day', async () => {
    expect(await command(ASKED, 'support on')).toMatch(/^Done: when your messages suggest things are hard/);
    await say(ASKED, ELEVATED);
    const [event] = await raisedFor(ASKED);
    expect(event?.data).toMatchObject({ trigger: 'elevated', tone: 'community' });

    expect((await deliver(event)).body).toEqual({ received: true, outcome: 'sent' });
    expect(dms(ASKED)).toHaveLength(1);
    const message = dms(ASKED)[0]!;
    expect(message.text).toMatch(/^Checking in, as you asked/);
    const blocks = JSON.stringify(message.blocks);
    expect(blocks).toContain('*Asking for help*');
    expect(blocks).toContain('Only you can see this');
    expect(blocks).not.toContain('point anymore');

    // The same event again, and another the same day: nothing more.
    expect((await deliver(event)).body.outcome).toBe('duplicate');
    const again = raisedAgain(event!);
    expect((await deliver(again)).body.outcome).toBe('capped');
    expect(dms(ASKED)).toHaveLength(1);

    // A day later, a new one goes.
    clock.at = new Date(clock.at.getTime() + 25 * 3_600_000);
    const later = raisedAgain(event!);
    expect((await deliver(later)).body.outcome).toBe('sent');
    expect(dms(ASKED)).toHaveLength(2);

    const sent = await slack.pool.query('SELECT * FROM connector.support_messages');
    expect(sent.rows).toHaveLength(2);
    expect(JSON.stringify(sent.rows)).not.toMatch(new RegExp(`${ASKED}|${uidOf(ASKED)}|dead|help`));
  });

  it('never messages someone who did not opt in', async () => {
    await say(NEVER, ELEVATED);
    expect(await raisedFor(NEVER)).toEqual([]);
    const forged = supportEvent(uidOf(NEVER));
    expect((await deliver(forged)).body.outcome).toBe('not_opted_in');
    expect(dms(NEVER)).toEqual([]);
    const map = await slack.pool.query('SELECT user_id FROM connector.support_optins');
    expect(map.rows).toEqual([{ user_id: ASKED }]);
  });

  it('brings the crisis card and the organisation’s resources on a high-risk message, beside the moderators’ banner', async () => {
    await command(ADMIN, 'setup <#CMODS|mods>');
    expect(await command(ADMIN, 'support Call the EAP any time https://eap.example.org')).toMatch(/^Done/);
    const person = 'UCRISIS01';
    await command(person, 'support on');
    await say(person, HIGH);
    const [event] = await raisedFor(person);
    expect(event?.data.trigger).toBe('high');
    const { rows } = await service.ctx.pool.query(
      `SELECT payload FROM outbox WHERE org_id = $1 AND event_type = 'alert.crisis' AND payload->'data'->>'uid' = $2`,
      [org.org.id, uidOf(person)],
    );
    expect((await deliver(rows[0].payload)).status).toBe(200);
    expect((await deliver(event)).body.outcome).toBe('sent');

    const banner = slack.fake
      .messagesIn('CMODS')
      .find((m) => JSON.stringify(m.blocks).includes('Recommended action'));
    expect(JSON.stringify(banner?.blocks)).toContain('Call the EAP any time');
    const blocks = JSON.stringify(dms(person)[0]!.blocks);
    expect(blocks).toContain('You do not have to face this alone');
    expect(blocks).toContain('https://findahelpline.com');
    expect(blocks).toContain('Call the EAP any time');
    expect(blocks).toContain('https://eap.example.org');
  });

  it('stops at once when the person leaves, and forgets who they were', async () => {
    const [event] = await raisedFor(ASKED);
    expect(await command(ASKED, 'support off')).toBe('Done: you will get no more support messages.');
    const map = await slack.pool.query('SELECT user_id FROM connector.support_optins WHERE user_id = $1', [
      ASKED,
    ]);
    expect(map.rows).toEqual([]);
    const inService = await service.ctx.pool.query(
      'SELECT count(*)::int AS n FROM support_optins WHERE uid = $1',
      [uidOf(ASKED)],
    );
    expect(inService.rows[0].n).toBe(0);
    clock.at = new Date(clock.at.getTime() + 25 * 3_600_000);
    const after = raisedAgain(event!);
    expect((await deliver(after)).body.outcome).toBe('not_opted_in');
    expect(dms(ASKED)).toHaveLength(2);
  });

  it('records a message Slack will never deliver as undeliverable, answers 2xx and does not try that event again', async () => {
    const person = 'UCLOSED01';
    await command(person, 'support on');
    const attempts = () =>
      slack.fake.callsTo('chat.postMessage').filter((call) => call.args.channel === person).length;
    slack.fake.refuse('chat.postMessage', 'cannot_dm_bot');
    const event = supportEvent(uidOf(person));
    expect(await deliver(event)).toMatchObject({
      status: 200,
      body: { received: true, outcome: 'undeliverable' },
    });
    expect(attempts()).toBe(1);
    // The service's next delivery of the same event is acknowledged without another attempt.
    expect((await deliver(event)).body.outcome).toBe('duplicate');
    expect(attempts()).toBe(1);
    expect(dms(person)).toEqual([]);
    const { rows } = await slack.pool.query(
      'SELECT outcome, trigger FROM connector.support_messages WHERE support_id = $1',
      [event.data.support_id],
    );
    expect(rows).toEqual([{ outcome: 'undeliverable', trigger: 'elevated' }]);
    // Nothing reached them, so the next event is not capped: it goes once Slack delivers it.
    expect((await deliver(raisedAgain(event))).body.outcome).toBe('sent');
    expect(dms(person)).toHaveLength(1);
  });

  it('answers a failure on Slack’s side with 503, so the service delivers the event again', async () => {
    const person = 'UFLAKY001';
    await command(person, 'support on');
    // The client tries once more itself; both fail.
    slack.fake.failOnItsSide('chat.postMessage', 500, 2);
    const event = supportEvent(uidOf(person));
    expect((await deliver(event)).status).toBe(503);
    const { rows } = await slack.pool.query(
      'SELECT 1 FROM connector.support_messages WHERE support_id = $1',
      [event.data.support_id],
    );
    expect(rows).toEqual([]);
    expect((await deliver(event)).body).toEqual({ received: true, outcome: 'sent' });
    expect(dms(person)).toHaveLength(1);
  });
});
