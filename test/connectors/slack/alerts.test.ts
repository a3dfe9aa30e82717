import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlertEvent } from '../../../shared/contract/webhooks.js';
import { eventEnvelope, postAction, postEvent } from '../../fakes/slack/requests.js';
import { alertEvent as serviceAlertEvent } from '../../support/alert-webhook.js';
import {
  runCommand,
  SIGNING_SECRET,
  type SlackHarness,
  sendWebhook,
  startSlackConnector,
  TEAM,
} from './support.js';

const SECRET = `whsec_${randomBytes(24).toString('base64')}`;
const ADMIN = 'UADMIN01';
const MODERATOR = 'UMOD0001';

const alertEvent = (severity: 'crisis' | 'spike', theme: string, channel = 'CGENERAL') =>
  serviceAlertEvent(severity, theme, `slack:${TEAM}:${channel}`);

describe('Slack alerts: crisis banners and spike counters', () => {
  let slack: SlackHarness;

  beforeAll(async () => {
    slack = await startSlackConnector({
      apiUrl: 'http://127.0.0.1:9',
      apiKey: 'aff_admin_notusedbythesetests_0',
      env: { AFFECTIVE_WEBHOOK_SECRET: SECRET },
    });
    slack.fake.admins.add(ADMIN);
  });
  afterAll(() => slack?.close());

  /** Delivers an event, then waits for the drawing the connector does after answering. */
  const deliver = async (event: unknown, options: { id?: string; secret?: string } = {}) => {
    const answer = await sendWebhook(slack.url, event, { secret: SECRET, ...options });
    await slack.connector.settled();
    return answer;
  };

  const command = (userId: string, text: string) => runCommand(slack, userId, text);

  it('should refuse unsigned or wrongly signed alert deliveries', async () => {
    const forged = await deliver(alertEvent('crisis', 'self_harm'), {
      secret: `whsec_${randomBytes(24).toString('base64')}`,
    });
    expect(forged.status).toBe(401);
    const bare = await fetch(`${slack.url}/affective/alerts`, { method: 'POST', body: '{}' });
    expect(bare.status).toBe(401);
    expect(slack.fake.callsTo('chat.postMessage')).toHaveLength(0);
  });

  it("should keep a crisis banner until an admin chooses the moderators' channel, then post it there", async () => {
    const sent = await deliver(alertEvent('crisis', 'self_harm'));
    expect(sent).toMatchObject({ status: 200, body: { received: true, duplicate: false } });
    expect(slack.fake.callsTo('chat.postMessage')).toHaveLength(0);

    const refused = await command(MODERATOR, 'setup <#CMODS|moderators>');
    expect(refused[0]).toMatchObject({ response_type: 'ephemeral' });
    expect(refused[0].text).toMatch(/Only workspace admins/);

    slack.fake.notJoined.add('CMODS');
    const done = await command(ADMIN, 'setup <#CMODS|moderators>');
    expect(done[0].text).toMatch(/will go to <#CMODS>/);
    expect(slack.fake.callsTo('conversations.join')).toHaveLength(1);

    const [welcome, banner] = slack.fake.messagesIn('CMODS');
    expect(welcome!.text).toMatch(/Affective will post crisis banners/);
    expect(banner!.text).toMatch(/^<!here> Crisis alert: self harm/);
    expect(banner!.pinned).toBe(true);
    expect(banner!.blocks[0]).toMatchObject({ type: 'header', text: { text: '🚨 Crisis alert' } });
    expect(JSON.stringify(banner!.blocks)).toContain('<!here>');
    const fields = banner!.blocks[2].fields.map((f: { text: string }) => f.text);
    expect(fields).toEqual([
      '*Severity*\nCrisis',
      '*Theme*\nself harm',
      '*Where*\n<#CGENERAL>',
      expect.stringMatching(/^\*Raised\*\n<!date\^\d+\^/),
    ]);
    expect(banner!.blocks[3].text.text).toBe(
      '*Recommended action*\nCheck in privately and share support resources.',
    );
    expect(banner!.blocks[4].elements[0]).toMatchObject({
      type: 'button',
      action_id: 'affective_acknowledge',
      text: { text: 'Acknowledge' },
    });
  });

  it('should record who acknowledged a banner and redraw it with only Resolve and False alarm left', async () => {
    const banner = slack.fake.messagesIn('CMODS')[1]!;
    const bannerId = banner.blocks[4].elements[0].value;
    const response = await postAction(slack.eventsUrl, SIGNING_SECRET, {
      teamId: TEAM,
      userId: MODERATOR,
      actionId: 'affective_acknowledge',
      value: bannerId,
      responseUrl: slack.fake.responseUrl(),
    });
    expect(response.status).toBe(200);
    await slack.connector.settled();
    expect(banner.updates).toBe(1);
    expect(banner.text).not.toContain('<!here>');
    const note = banner.blocks.find((b: { type: string }) => b.type === 'context');
    expect(note.elements[0].text).toMatch(new RegExp(`Acknowledged by <@${MODERATOR}>`));
    expect(banner.blocks.at(-1).elements.map((e: { action_id: string }) => e.action_id)).toEqual([
      'affective_resolve',
      'affective_false_alarm',
    ]);
    const { rows } = await slack.pool.query(
      'SELECT acknowledged_by FROM connector.crisis_banners WHERE id = $1',
      [bannerId],
    );
    expect(rows).toEqual([{ acknowledged_by: MODERATOR }]);
  });

  it('should keep one pinned counter message and update it in place as spikes arrive', async () => {
    const postsBefore = slack.fake.callsTo('chat.postMessage').length;
    await deliver(alertEvent('spike', 'workload'));
    await deliver(alertEvent('spike', 'workload', 'GPRIVATE1'));
    const third = await deliver(alertEvent('spike', 'isolation'));
    expect(third.status).toBe(200);

    expect(slack.fake.callsTo('chat.postMessage')).toHaveLength(postsBefore + 1);
    const counter = slack.fake.messagesIn('CMODS').at(-1)!;
    expect(counter.pinned).toBe(true);
    expect(counter.updates).toBe(2);
    expect(counter.blocks[0]).toMatchObject({ type: 'header', text: { text: '📈 Distress spikes' } });
    expect(counter.blocks[1].text.text).toBe('*3* spikes so far, by theme:\n`2`  workload\n`1`  isolation');
  });

  let redelivered: { id: string; event: AlertEvent };

  it('should not count a redelivered webhook twice', async () => {
    const counter = slack.fake.messagesIn('CMODS').at(-1)!;
    const event = alertEvent('spike', 'isolation');
    const first = await deliver(event);
    redelivered = { id: first.id, event };
    const again = await deliver(event, { id: first.id });
    expect(again).toMatchObject({ status: 200, body: { duplicate: true } });
    expect(counter.blocks[1].text.text).toBe('*4* spikes so far, by theme:\n`2`  isolation\n`2`  workload');
  });

  it('should show the same counters on the App Home tab after a restart, and still know handled ids', async () => {
    await slack.restart();
    const again = await deliver(redelivered.event, { id: redelivered.id });
    expect(again).toMatchObject({ status: 200, body: { duplicate: true } });
    const opened = eventEnvelope(TEAM, {
      type: 'app_home_opened',
      user: MODERATOR,
      channel: 'DHOME',
      tab: 'home',
    });
    expect((await postEvent(slack.eventsUrl, SIGNING_SECRET, opened)).status).toBe(200);
    const home = slack.fake.views.get(MODERATOR);
    expect(home.type).toBe('home');
    const text = JSON.stringify(home.blocks);
    expect(text).toContain('`2`  isolation\\n`2`  workload');
    expect(text).toContain('<#CMODS>');
  });

  it('should redraw the App Home tab of someone who opened it lately when the counters change, and only then', async () => {
    const publishes = () => slack.fake.callsTo('views.publish').length;
    const before = publishes();
    const again = await deliver(redelivered.event, { id: redelivered.id });
    expect(again).toMatchObject({ status: 200, body: { duplicate: true } });
    expect(publishes()).toBe(before);

    expect((await deliver(alertEvent('spike', 'workload'))).status).toBe(200);
    expect(publishes()).toBe(before + 1);
    const text = JSON.stringify(slack.fake.views.get(MODERATOR).blocks);
    expect(text).toContain('`3`  workload\\n`2`  isolation');
  });

  it('should wait out a Slack rate limit and post the banner once', async () => {
    slack.fake.rateLimit('chat.postMessage', 1, 1);
    const attemptsBefore = slack.fake.callsTo('chat.postMessage').length;
    const messagesBefore = slack.fake.messagesIn('CMODS').length;
    const sent = await deliver(alertEvent('crisis', 'hopelessness'));
    expect(sent.status).toBe(200);
    expect(slack.fake.callsTo('chat.postMessage')).toHaveLength(attemptsBefore + 2);
    const posted = slack.fake.messagesIn('CMODS').slice(messagesBefore);
    expect(posted).toHaveLength(1);
    expect(posted[0]!.text).toMatch(/^<!here> Crisis alert: hopelessness/);
    expect(posted[0]!.pinned).toBe(true);
  });

  it('should show connection, tier and counters with /affective status', async () => {
    const [status] = await command(MODERATOR, 'status');
    const text = JSON.stringify(status.blocks);
    expect(text).toContain("Affective can't be reached");
    expect(text).toContain('<#CMODS>');
    expect(text).toContain('`2`  isolation');
  });
});
