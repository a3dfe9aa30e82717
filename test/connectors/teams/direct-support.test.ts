import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UID_LENGTH } from '../../../connectors/core/pseudonymise.js';
import type { SupportEvent } from '../../../shared/contract/webhooks.js';
import {
  botAddedToTeam,
  CHANNEL,
  channelMessage,
  deliver,
  person,
  TEAM_ID,
  TENANT,
} from '../../fakes/teams/activities.js';
import { startTestService, type TestOrg, type TestService } from '../../support/harness.js';
import { sendWebhook } from '../slack/support.js';
import { PSEUDONYM_KEY, startTeamsConnector, type TeamsHarness } from './support.js';

const SECRET = `whsec_${randomBytes(24).toString('base64')}`;
const OWNER = person('Olivia');
const ASKED = person('Asha');
const NEVER = person('Noor');
const ELEVATED = 'Honestly I wish I was dead, I cannot see the point anymore';

/** An `elevated` support event as the service would send it, for someone it may not know as opted in. */
const supportEvent = (uid: string): SupportEvent => ({
  type: 'user.support',
  timestamp: new Date().toISOString(),
  data: { support_id: randomUUID(), uid, trigger: 'elevated', card_ids: [], tone: 'community' },
});

/** Direct support through the real Agents SDK against the fake Bot Connector, with the real service. */
describe('Teams: direct support, opt-in only', () => {
  let service: TestService;
  let org: TestOrg;
  let teams: TeamsHarness;

  beforeAll(async () => {
    service = await startTestService();
    org = await service.createOrg('brain');
    await service.request('POST', '/v1/affective/configure', {
      key: org.adminKey,
      body: { svc_tone: 'community' },
    });
    teams = await startTeamsConnector({
      apiUrl: service.url,
      apiKey: org.adminKey,
      env: { AFFECTIVE_WEBHOOK_SECRET: SECRET },
    });
    expect((await deliver(teams.messagesUrl, botAddedToTeam(teams.fake.url, OWNER))).status).toBe(200);
  });
  afterAll(async () => {
    await teams?.close();
    await service?.close();
  });

  // The uid streaming gives a person: HMAC(key, `teams:<tenant>:<team>:<aad object id>`).
  const uidOf = (who: { aadObjectId: string }) =>
    createHmac('sha256', PSEUDONYM_KEY)
      .update(`teams:${TENANT}:${TEAM_ID}:${who.aadObjectId}`)
      .digest('base64url')
      .slice(0, UID_LENGTH);
  const mention = async (who: ReturnType<typeof person>, text: string) => {
    const message = channelMessage(teams.fake.url, who, text, { mentionBot: true });
    expect((await deliver(teams.messagesUrl, message)).status).toBe(200);
  };
  const say = async (who: ReturnType<typeof person>, text: string) => {
    expect((await deliver(teams.messagesUrl, channelMessage(teams.fake.url, who, text))).status).toBe(200);
    await teams.connector.core.stream.idle();
  };
  const personalChatOf = (who: { id: string }) =>
    teams.fake.created.find((c) => c.parameters.members?.[0]?.id === who.id);
  /** The texts of each card in someone's personal chat with the bot. */
  const dms = (who: { id: string }) => {
    const chat = personalChatOf(who);
    return chat
      ? teams.fake
          .in(chat.id)
          .map((a) =>
            a.activity.attachments[0].content.body.map((b: { text?: string }) => b.text ?? '').join('\n'),
          )
      : [];
  };
  const raisedFor = async (who: { aadObjectId: string }): Promise<SupportEvent[]> =>
    (
      await service.ctx.pool.query(
        `SELECT payload FROM outbox WHERE org_id = $1 AND event_type = 'user.support' AND payload->'data'->>'uid' = $2 ORDER BY id`,
        [org.org.id, uidOf(who)],
      )
    ).rows.map((r) => r.payload);
  const send = async (event: unknown): Promise<{ status: number; body: any }> => {
    const answer = await sendWebhook(teams.url, event, { secret: SECRET });
    await teams.connector.settled();
    return answer;
  };

  it('sends an opted-in person one card in their personal chat, under the uid their messages stream with', async () => {
    await mention(ASKED, 'support on');
    expect(dms(ASKED)).toHaveLength(1);
    expect(dms(ASKED)[0]).toMatch(/^Done: when your messages suggest things are hard/);

    await say(ASKED, ELEVATED);
    await expect.poll(async () => (await raisedFor(ASKED)).length, { timeout: 10_000 }).toBe(1);
    const [event] = await raisedFor(ASKED);
    expect(event?.data).toMatchObject({ trigger: 'elevated', tone: 'community' });

    // Teams asks to slow down once: the surface waits as told, then sends.
    const inChannel = teams.fake.inChannel(CHANNEL).length;
    teams.fake.failNext('POST', 429, { retryAfter: '3', times: 1 });
    const waitsBefore = teams.waits.length;
    expect((await send(event)).body).toEqual({ received: true, outcome: 'sent' });
    expect(teams.waits.slice(waitsBefore)).toEqual([3_000]);
    expect(dms(ASKED)).toHaveLength(2);
    const card = dms(ASKED)[1]!;
    expect(card).toMatch(/^A note for you\nChecking in, as you asked/);
    expect(card).toContain('**Asking for help**');
    expect(card).toContain('Only you can see this');
    expect(card).not.toContain('point anymore');
    // Nothing went to the channel.
    expect(teams.fake.inChannel(CHANNEL)).toHaveLength(inChannel);
    expect((await send(event)).body.outcome).toBe('duplicate');
    expect(dms(ASKED)).toHaveLength(2);
  });

  it('never messages someone who did not opt in', async () => {
    const forged = supportEvent(uidOf(NEVER));
    expect((await send(forged)).body.outcome).toBe('not_opted_in');
    expect(personalChatOf(NEVER)).toBeUndefined();
  });

  it('records nothing as sent when no personal chat is stored, so the service delivers again', async () => {
    const lost = person('Lior');
    await mention(lost, 'support on');
    const chat = personalChatOf(lost)!;
    await teams.connector.adapter.deps.directory.deletePersonalChat(TENANT, lost.aadObjectId);
    const event = supportEvent(uidOf(lost));
    expect((await send(event)).status).toBe(503);
    expect(teams.fake.in(chat.id)).toHaveLength(1);
    const sent = await teams.pool.query('SELECT count(*)::int AS n FROM connector.support_messages');
    expect(sent.rows[0].n).toBe(1);
  });

  it('stops at once when the person leaves', async () => {
    const [event] = await raisedFor(ASKED);
    await mention(ASKED, 'support off');
    expect(dms(ASKED).at(-1)).toBe('Done: you will get no more support messages.');
    const again = { ...event!, data: { ...event!.data, support_id: randomUUID() } };
    expect((await send(again)).body.outcome).toBe('not_opted_in');
    expect(dms(ASKED)).toHaveLength(3);
    const map = await teams.pool.query('SELECT user_id FROM connector.support_optins WHERE user_id = $1', [
      ASKED.aadObjectId,
    ]);
    expect(map.rows).toEqual([]);
  });

  it('records a card Teams refuses with 403 as undeliverable, answers 2xx and does not try that event again', async () => {
    const blocked = person('Bela');
    await mention(blocked, 'support on');
    const chat = personalChatOf(blocked)!;
    // The person blocked the bot: the Bot Connector refuses, and retrying cannot help.
    teams.fake.failNext('POST', 403, { times: 1 });
    const event = supportEvent(uidOf(blocked));
    expect(await send(event)).toMatchObject({
      status: 200,
      body: { received: true, outcome: 'undeliverable' },
    });
    expect((await send(event)).body.outcome).toBe('duplicate');
    expect(teams.fake.in(chat.id)).toHaveLength(1);
    const { rows } = await teams.pool.query(
      'SELECT outcome FROM connector.support_messages WHERE support_id = $1',
      [event.data.support_id],
    );
    expect(rows).toEqual([{ outcome: 'undeliverable' }]);
  });
});
