import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pseudonymise } from '../../../connectors/core/pseudonymise.js';
import { MISSING_CONTENT } from '../../../connectors/discord/listeners/messages/content-watch.js';
import { dumpDatabase, dumpRedis } from '../../support/dumps.js';
import { startTestService, type TestService } from '../../support/harness.js';
import {
  ADMIN,
  type DiscordHarness,
  ERIN,
  GENERAL,
  GUILD,
  PSEUDONYM_KEY,
  runAffective,
  startDiscordConnector,
  THREAD,
} from './support.js';

describe('the Discord connector reading messages', () => {
  let service: TestService;
  let discord: DiscordHarness;
  const signals = async () =>
    (
      await service.ctx.pool.query<{ uid: string; source: string }>(
        'SELECT uid, source FROM signals ORDER BY ts',
      )
    ).rows;

  beforeAll(async () => {
    service = await startTestService();
    const { adminKey } = await service.createOrg('signal');
    discord = await startDiscordConnector({ apiUrl: service.url, apiKey: adminKey });
  });
  afterAll(async () => {
    await discord?.close();
    await service?.close();
  });

  it('should identify with the Guilds, GuildMessages and MessageContent intents', () => {
    expect(discord.fake.identified).toEqual([{ shard: [0, 1], intents: 33281 }]);
  });

  it("should stream people's messages and thread replies as the keyed pseudonym, under the channel, and nothing of the Discord user", async () => {
    const { fake } = discord;
    const first = fake.postMessage({
      guildId: GUILD,
      channelId: GENERAL,
      author: ERIN,
      content: 'Feeling good about the launch today',
    });
    fake.postMessage({
      guildId: GUILD,
      channelId: THREAD,
      author: ERIN,
      content: 'Thanks everyone for the help this week',
    });
    // The same dispatch again, as a second process given the same shard would hear it: streamed once.
    fake.postMessage({
      guildId: GUILD,
      channelId: GENERAL,
      author: ERIN,
      content: 'Feeling good about the launch today',
      id: first,
    });
    await expect.poll(signals, { timeout: 10_000 }).toHaveLength(2);
    await discord.settled();
    const uid = pseudonymise(PSEUDONYM_KEY, 'discord', GUILD, ERIN.id);
    expect(await signals()).toEqual([
      { uid, source: `discord:${GUILD}:${GENERAL}` },
      { uid, source: `discord:${GUILD}:${GENERAL}` },
    ]);
    expect(discord.connector.core.stream.metrics()).toMatchObject({ sent: 2, rejected: 0 });
    const serviceState = `${await dumpDatabase(service.ctx.pool)}\n${await dumpRedis(service.config.REDIS_URL, service.config.REDIS_PREFIX)}\n${service.logs.join('\n')}`;
    for (const secret of [ERIN.id, ERIN.username, 'launch today', first])
      expect(serviceState).not.toContain(secret);
  });

  it('should skip bots, webhooks, system messages and edits', async () => {
    const { fake } = discord;
    const before = discord.connector.core.stream.metrics().sent;
    const bot = { id: '1400000000000000099', username: 'otherbot', bot: true };
    fake.postMessage({
      guildId: GUILD,
      channelId: GENERAL,
      author: bot,
      content: 'I am a bot and sad about it',
    });
    fake.postMessage({
      guildId: GUILD,
      channelId: GENERAL,
      author: ERIN,
      content: 'Posted by a webhook',
      webhookId: '1600000000000000001',
    });
    // Type 7: someone joined the server.
    fake.postMessage({ guildId: GUILD, channelId: GENERAL, author: ERIN, content: '', type: 7 });
    const edited = fake.postMessage({
      guildId: GUILD,
      channelId: GENERAL,
      author: ADMIN,
      content: 'A first draft',
    });
    await expect
      .poll(() => discord.connector.core.stream.metrics().sent, { timeout: 10_000 })
      .toBe(before + 1);
    fake.editMessage({
      guildId: GUILD,
      channelId: GENERAL,
      id: edited,
      author: ADMIN,
      content: 'An edited draft',
    });
    // A person's message after all of them: once it is in, everything before it was handled.
    fake.postMessage({ guildId: GUILD, channelId: GENERAL, author: ADMIN, content: 'One more thing' });
    await expect
      .poll(() => discord.connector.core.stream.metrics().sent, { timeout: 10_000 })
      .toBe(before + 2);
    await discord.settled();
    expect(discord.connector.core.stream.metrics().sent).toBe(before + 2);
    // A join notice has no text either, and is no sign of a missing intent.
    expect(discord.logs.some((l) => l.includes('Messages arrive without their text'))).toBe(false);
  });

  it('should tell a channel once, when it first reads it, that messages there are analysed and how to opt out', async () => {
    await discord.settled();
    const notes = discord.fake.messagesIn(GENERAL);
    expect(notes).toHaveLength(1);
    const note = notes[0]!.embeds[0].description;
    expect(note).toMatch(/analysed anonymously.*opt out with `\/forget-me`/s);
    expect(note).not.toContain('/affective forget-me');
  });

  it('should say once, in its log and in /affective status, that messages arrive without their text', async () => {
    const { fake } = discord;
    fake.postMessage({ guildId: GUILD, channelId: GENERAL, author: ERIN, content: '' });
    fake.postMessage({ guildId: GUILD, channelId: GENERAL, author: ERIN, content: '' });
    await expect
      .poll(() => discord.logs.filter((l) => l.includes('Messages arrive without their text')))
      .toHaveLength(1);
    const status = await runAffective(fake, 'status');
    expect(JSON.stringify(status.edits[0].embeds)).toContain('Message Content Intent');
    expect(MISSING_CONTENT).toContain('Message Content Intent');
  });
});
