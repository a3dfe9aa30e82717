import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UID_LENGTH } from '../../../connectors/core/pseudonymise.js';
import type { TeamInstallation } from '../../../connectors/teams/directory.js';
import { workspaceIdOf } from '../../../connectors/teams/ids.js';
import {
  appRemovedFromTeam,
  botAddedToTeam,
  CHANNEL,
  channelMessage,
  deliver,
  GENERAL,
  MODS,
  person,
  personalMessage,
  TEAM_GROUP,
  TEAM_ID,
  TENANT,
} from '../../fakes/teams/activities.js';
import { startTestService, type TestService } from '../../support/harness.js';
import { PSEUDONYM_KEY, startTeamsConnector, type TeamsHarness } from './support.js';

const WORKSPACE = workspaceIdOf(TEAM_ID);
const OWNER = person('Olivia');
const MEMBER = person('Marek');
const ERIN = person('Erin');
const SECRET_TEXT = 'the quarterly planning left me exhausted and a bit lost';

describe('the Teams connector on the real Agents SDK', () => {
  let service: TestService;
  let teams: TeamsHarness;

  beforeAll(async () => {
    service = await startTestService();
    const { adminKey } = await service.createOrg('signal');
    teams = await startTeamsConnector({ apiUrl: service.url, apiKey: adminKey });
    teams.fake.owners.set(TEAM_GROUP, new Set([OWNER.aadObjectId]));
  });
  afterAll(async () => {
    await teams?.close();
    await service?.close();
  });

  /** The text of the last answer in someone's personal chat with the bot, opened by the bot from a channel. */
  const privateAnswer = (who: { id: string }) => {
    const chat = teams.fake.created.find((c) => c.parameters.members?.[0]?.id === who.id)!;
    const content = teams.fake.in(chat.id).at(-1)!.activity.attachments[0].content;
    return content.body.map((b: { text?: string }) => b.text ?? '').join('\n');
  };

  const team = async () => {
    const { rows } = await teams.pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM connector.installations WHERE platform = 'teams' AND workspace_id = $1`,
      [WORKSPACE],
    );
    return Number(rows[0]!.n);
  };

  it('should store the team, tenant, service URL and General channel reference on install, and tell the team once', async () => {
    const response = await deliver(teams.messagesUrl, botAddedToTeam(teams.fake.url, OWNER));
    expect(response.status).toBe(200);
    const stored = await teams.connector.adapter.deps.directory.team(WORKSPACE);
    expect(stored).toEqual<TeamInstallation>({
      teamId: TEAM_ID,
      tenantId: TENANT,
      aadGroupId: TEAM_GROUP,
      serviceUrl: teams.fake.url,
      bot: { id: expect.stringMatching(/^28:/), name: 'Affective' },
    });
    expect(await teams.connector.core.conversations.find(WORKSPACE, encodeURIComponent(GENERAL))).toEqual({
      workspaceId: WORKSPACE,
      channelId: encodeURIComponent(GENERAL),
      data: { serviceUrl: teams.fake.url, tenantId: TENANT, bot: stored!.bot },
    });
    const notices = teams.fake.inChannel(GENERAL);
    expect(notices).toHaveLength(1);
    expect(JSON.stringify(notices[0]!.activity.attachments[0].content)).toMatch(/the text is never stored/);
    // Teams tells twice (conversationUpdate and installationUpdate); the notice is posted once.
    await deliver(teams.messagesUrl, {
      ...botAddedToTeam(teams.fake.url, OWNER),
      type: 'installationUpdate',
      action: 'add',
    });
    expect(teams.fake.inChannel(GENERAL)).toHaveLength(1);
  });

  it('should stream a channel message with a keyed pseudonym, the team and channel as source, and no command', async () => {
    const message = channelMessage(teams.fake.url, ERIN, SECRET_TEXT);
    expect((await deliver(teams.messagesUrl, message)).status).toBe(200);
    // The same activity delivered again is streamed once.
    expect((await deliver(teams.messagesUrl, message)).status).toBe(200);
    // uid = HMAC(key, `teams:<tenant>:<team>:<aad object id>`)
    const uid = createHmac('sha256', PSEUDONYM_KEY)
      .update(`teams:${TENANT}:${TEAM_ID}:${ERIN.aadObjectId}`)
      .digest('base64url')
      .slice(0, UID_LENGTH);
    const source = `teams:${encodeURIComponent(TEAM_ID)}:${encodeURIComponent(CHANNEL)}`;
    await expect
      .poll(async () => (await service.ctx.pool.query('SELECT uid, source FROM signals')).rows, {
        timeout: 10_000,
      })
      .toEqual([{ uid, source }]);
    await teams.connector.core.stream.idle();
    expect(teams.connector.core.stream.metrics()).toMatchObject({ sent: 1, rejected: 0 });
    expect(teams.fake.inChannel(CHANNEL)).toHaveLength(0);
  });

  it("should send the pulse to the caller's personal chat and leave a one-line pointer in the channel", async () => {
    const ask = channelMessage(teams.fake.url, MEMBER, 'pulse 7d', { mentionBot: true });
    expect((await deliver(teams.messagesUrl, ask)).status).toBe(200);
    const opened = teams.fake.created.find((c) => c.parameters.members?.[0]?.id === MEMBER.id);
    expect(opened).toBeDefined();
    const chat = teams.fake.in(opened!.id);
    expect(chat).toHaveLength(1);
    const card = chat[0]!.activity.attachments[0];
    expect(card.contentType).toBe('application/vnd.microsoft.card.adaptive');
    expect(card.content).toMatchObject({ type: 'AdaptiveCard', version: '1.5' });
    expect(JSON.stringify(card.content)).toMatch(/7 days/);
    const pointer = teams.fake.activities.find((a) => a.replyTo === ask.id)!.activity.attachments[0].content;
    expect(pointer.body[0].text).toBe('<at>Marek</at> I answered you in our personal chat.');
    expect(pointer.msteams.entities).toEqual([
      { type: 'mention', text: '<at>Marek</at>', mentioned: { id: MEMBER.id, name: 'Marek' } },
    ]);
    // The command was not streamed.
    expect(teams.connector.core.stream.metrics().sent).toBe(1);

    // Asked again, the stored chat is used: no second conversation.
    await deliver(teams.messagesUrl, channelMessage(teams.fake.url, MEMBER, 'pulse', { mentionBot: true }));
    expect(teams.fake.created.filter((c) => c.parameters.members?.[0]?.id === MEMBER.id)).toHaveLength(1);
    expect(teams.fake.in(opened!.id)).toHaveLength(2);
  });

  it('should say how to open a personal chat when none exists and Teams refuses to open one', async () => {
    const stranger = person('Sam');
    teams.fake.failNext('POST', 403);
    const ask = channelMessage(teams.fake.url, stranger, 'pulse', { mentionBot: true });
    expect((await deliver(teams.messagesUrl, ask)).status).toBe(200);
    const reply = teams.fake.activities.find((a) => a.replyTo === ask.id);
    expect(reply!.activity.text).toMatch(/we don't have one yet\. Open it: select \*\*Apps\*\*/);
  });

  it('should answer pulse in the personal chat itself, and remember that chat', async () => {
    const dana = person('Dana');
    const message = personalMessage(teams.fake.url, dana, 'pulse 30d', 'a:personal-dana');
    expect((await deliver(teams.messagesUrl, message)).status).toBe(200);
    const [answer] = teams.fake.in('a:personal-dana');
    expect(JSON.stringify(answer!.activity.attachments[0].content)).toMatch(/30 days/);
    expect(await teams.connector.adapter.deps.directory.personalChat(TENANT, dana.aadObjectId)).toEqual({
      serviceUrl: teams.fake.url,
      conversationId: 'a:personal-dana',
      tenantId: TENANT,
    });
    const { rows } = await teams.pool.query(
      'SELECT workspace_id, installation::text AS record FROM connector.installations',
    );
    expect(JSON.stringify(rows)).not.toContain(dana.aadObjectId);
  });

  it('should refuse setup from someone who does not own the team, and accept it from an owner with the people to notify', async () => {
    const refused = channelMessage(teams.fake.url, MEMBER, 'setup', { mentionBot: true, channelId: MODS });
    await deliver(teams.messagesUrl, refused);
    expect(privateAnswer(MEMBER)).toBe(
      "Only workspace admins and owners can choose the moderators' channel.",
    );
    expect((await teams.connector.core.alerts.overview(WORKSPACE)).moderatorsChannel).toBeNull();

    const moderators = { id: MEMBER.id, name: MEMBER.name };
    const accepted = channelMessage(teams.fake.url, OWNER, 'setup', {
      mentionBot: true,
      channelId: MODS,
      mentions: [moderators],
    });
    await deliver(teams.messagesUrl, accepted);
    expect(privateAnswer(OWNER)).toMatch(
      /^Done: crisis banners and spike counters will go to .*\. They will notify Marek\.$/,
    );
    expect((await teams.connector.core.alerts.overview(WORKSPACE)).moderatorsChannel).toBe(
      encodeURIComponent(MODS),
    );
    const { rows } = await teams.pool.query(
      `SELECT notify FROM connector.workspaces WHERE platform = 'teams'`,
    );
    expect(rows[0].notify).toEqual({ kind: 'people', ids: [moderators.id], names: ['Marek'] });
    // Core posted its note in the moderators' channel, as a thread of its own.
    expect(teams.fake.created.filter((c) => c.parameters.channelData?.channel?.id === MODS)).toHaveLength(1);
  });

  it('should answer status privately, with the connection and tier', async () => {
    const ask = channelMessage(teams.fake.url, MEMBER, 'status', { mentionBot: true, channelId: MODS });
    await deliver(teams.messagesUrl, ask);
    const answer = privateAnswer(MEMBER);
    expect(answer).toContain('Connected to Affective');
    expect(answer).toContain('Signal: every window and layer, alerts');
  });

  it('should stop streaming, and erase, the messages of someone who asks forget-me', async () => {
    const quitter = person('Quinn');
    await deliver(
      teams.messagesUrl,
      channelMessage(teams.fake.url, quitter, 'forget-me', { mentionBot: true }),
    );
    expect(privateAnswer(quitter)).toMatch(/erase|stop/i);
    const sentBefore = teams.connector.core.stream.metrics().sent;
    await deliver(
      teams.messagesUrl,
      channelMessage(teams.fake.url, quitter, 'I would rather not be analysed'),
    );
    await teams.connector.core.stream.idle();
    expect(teams.connector.core.stream.metrics().sent).toBe(sentBefore);
  });

  it('should delete the references, the settings and the alert state when the app is removed', async () => {
    expect(await team()).toBe(1);
    expect((await deliver(teams.messagesUrl, appRemovedFromTeam(teams.fake.url, OWNER))).status).toBe(200);
    expect(await team()).toBe(0);
    for (const table of ['workspaces', 'conversations']) {
      const { rows } = await teams.pool.query(`SELECT * FROM connector.${table} WHERE platform = 'teams'`);
      expect(rows).toEqual([]);
    }
  });

  it('should answer a malformed request with a 4xx and stay up', async () => {
    const broken = await fetch(teams.messagesUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"type": "message", ',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ error: 'bad request' });
    const noConversation = await deliver(teams.messagesUrl, { type: 'message', text: 'hello' });
    expect(noConversation.status).toBe(400);
    expect((await fetch(`${teams.url}/healthz`)).status).toBe(200);
  });

  it('should never write message text to its logs', () => {
    expect(teams.logs.join('\n')).not.toContain('exhausted and a bit lost');
    expect(teams.logs.length).toBeGreaterThan(0);
  });
});
