import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pseudonymise } from '../../../connectors/core/pseudonymise.js';
import type { FakeUser } from '../../fakes/discord/server.js';
import {
  raisedAgain,
  startBrainService,
  supportEvent,
  supportEventsFor,
} from '../../support/direct-support.js';
import type { TestOrg, TestService } from '../../support/harness.js';
import {
  type DiscordHarness,
  deliverAlert,
  ERIN,
  GENERAL,
  GUILD,
  PSEUDONYM_KEY,
  runCommand,
  startDiscordConnector,
} from './support.js';

const SECRET = `whsec_${randomBytes(24).toString('base64')}`;
const NEVER: FakeUser = { id: '1400000000000000009', username: 'nev' };
const ELEVATED = 'Honestly I wish I was dead, I cannot see the point anymore';

/** Direct support through the real discord.js client against the fake Discord, with the real service. */
describe('Discord: direct support, opt-in only', () => {
  let service: TestService;
  let org: TestOrg;
  let discord: DiscordHarness;

  beforeAll(async () => {
    ({ service, org } = await startBrainService('community'));
    discord = await startDiscordConnector({
      apiUrl: service.url,
      apiKey: org.adminKey,
      env: { AFFECTIVE_WEBHOOK_SECRET: SECRET },
    });
  });
  afterAll(async () => {
    await discord?.close();
    await service?.close();
  });

  const uidOf = (user: FakeUser) => pseudonymise(PSEUDONYM_KEY, 'discord', GUILD, user.id);
  /** `/support on|off` by someone without Manage Server; the private answer's text. */
  const support = async (user: FakeUser, choice: 'on' | 'off') => {
    const interaction = await runCommand(
      discord.fake,
      'support',
      [{ type: 3, name: 'choice', value: choice }],
      user,
      0n,
    );
    expect(interaction.callbacks[0]?.data?.flags).toBe(64);
    return JSON.stringify(interaction.edits[0]);
  };
  const say = async (user: FakeUser, content: string) => {
    discord.fake.postMessage({ guildId: GUILD, channelId: GENERAL, author: user, content });
    await expect
      .poll(
        async () =>
          (
            await service.ctx.pool.query(
              'SELECT count(*)::int AS n FROM signals WHERE org_id = $1 AND uid = $2',
              [org.org.id, uidOf(user)],
            )
          ).rows[0].n,
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);
  };
  const raisedFor = (user: FakeUser) => supportEventsFor(service, org, uidOf(user));
  const deliver = async (event: unknown): Promise<{ status: number; body: any }> => {
    const answer = await deliverAlert(discord.url, SECRET, event);
    await discord.settled();
    return answer;
  };

  it('sends an opted-in person one private message with the cards, and no more that day', async () => {
    const answer = await support(ERIN, 'on');
    expect(answer).toContain('Done: when your messages suggest things are hard');
    expect(answer).toContain('/support off');
    await say(ERIN, ELEVATED);
    await expect.poll(() => raisedFor(ERIN), { timeout: 20_000 }).toHaveLength(1);
    const [event] = await raisedFor(ERIN);
    expect(event?.data).toMatchObject({ trigger: 'elevated', tone: 'community' });

    expect((await deliver(event)).body).toEqual({ received: true, outcome: 'sent' });
    const dms = discord.fake.directMessagesTo(ERIN.id);
    expect(dms).toHaveLength(1);
    const shown = JSON.stringify(dms[0]);
    expect(shown).toContain('Checking in, as you asked');
    expect(shown).toContain('Asking for help');
    expect(shown).toContain('/support off');
    expect(shown).not.toContain('point anymore');
    // Nothing of it went to the server's channels.
    expect(JSON.stringify(discord.fake.messagesIn(GENERAL))).not.toContain('Checking in');

    expect((await deliver(event)).body.outcome).toBe('duplicate');
    expect((await deliver(raisedAgain(event!))).body.outcome).toBe('capped');
    expect(discord.fake.directMessagesTo(ERIN.id)).toHaveLength(1);
    const sent = await discord.pool.query('SELECT * FROM connector.support_messages');
    expect(sent.rows).toHaveLength(1);
    expect(JSON.stringify(sent.rows)).not.toMatch(new RegExp(`${ERIN.id}|${uidOf(ERIN)}|dead`));
  });

  it('never messages someone who did not opt in', async () => {
    const forged = supportEvent(uidOf(NEVER));
    expect((await deliver(forged)).body.outcome).toBe('not_opted_in');
    expect(discord.fake.directMessagesTo(NEVER.id)).toEqual([]);
    expect(discord.fake.requestsTo('POST', /^\/users\/@me\/channels$/)).toHaveLength(1);
  });

  it('stops when the person leaves, and forgets who they were', async () => {
    const [event] = await raisedFor(ERIN);
    expect(await support(ERIN, 'off')).toContain('Done: you will get no more support messages.');
    const map = await discord.pool.query('SELECT user_id FROM connector.support_optins');
    expect(map.rows).toEqual([]);
    const inService = await service.ctx.pool.query(
      'SELECT count(*)::int AS n FROM support_optins WHERE uid = $1',
      [uidOf(ERIN)],
    );
    expect(inService.rows[0].n).toBe(0);
    expect((await deliver(raisedAgain(event!))).body.outcome).toBe('not_opted_in');
    expect(discord.fake.directMessagesTo(ERIN.id)).toHaveLength(1);
  });

  it('records a DM Discord refuses with 50007 as undeliverable, answers 2xx and does not try that event again', async () => {
    const closed: FakeUser = { id: '1400000000000000010', username: 'cleo' };
    expect(await support(closed, 'on')).toContain('Done');
    discord.fake.closedDirectMessages.add(closed.id);
    const notes = () =>
      discord.fake
        .requestsTo('POST', /^\/channels\/\d+\/messages$/)
        .filter((r) => r.body?.embeds?.[0]?.title === 'A note for you').length;
    const before = notes();
    const attempts = () => notes() - before;
    const event = supportEvent(uidOf(closed));
    expect(await deliver(event)).toMatchObject({
      status: 200,
      body: { received: true, outcome: 'undeliverable' },
    });
    expect(attempts()).toBe(1);
    expect((await deliver(event)).body.outcome).toBe('duplicate');
    expect(attempts()).toBe(1);
    expect(discord.fake.directMessagesTo(closed.id)).toEqual([]);
    const { rows } = await discord.pool.query(
      'SELECT outcome FROM connector.support_messages WHERE support_id = $1',
      [event.data.support_id],
    );
    expect(rows).toEqual([{ outcome: 'undeliverable' }]);
  });

  it('answers a failure on Discord’s side with 503, so the service delivers the event again', async () => {
    const flaky: FakeUser = { id: '1400000000000000011', username: 'finn' };
    expect(await support(flaky, 'on')).toContain('Done');
    // discord.js tries a 5xx three times more before giving up.
    discord.fake.failOnItsSide(/^POST \/users\/@me\/channels$/, 4);
    const event = supportEvent(uidOf(flaky));
    expect((await deliver(event)).status).toBe(503);
    const { rows } = await discord.pool.query(
      'SELECT 1 FROM connector.support_messages WHERE support_id = $1',
      [event.data.support_id],
    );
    expect(rows).toEqual([]);
    expect((await deliver(event)).body).toEqual({ received: true, outcome: 'sent' });
    expect(discord.fake.directMessagesTo(flaky.id)).toHaveLength(1);
  });
});
