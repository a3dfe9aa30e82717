import { afterEach, describe, expect, it } from 'vitest';
import { DISALLOWED_INTENTS } from '../../../connectors/discord/app.js';
import { FakeDiscord } from '../../fakes/discord/server.js';
import { addTestGuild, type DiscordHarness, startDiscordConnector } from './support.js';

const NO_SERVICE = { apiUrl: 'http://127.0.0.1:9', apiKey: 'aff_ingest_notusedbythesetests_0' };

describe('the Discord gateway connection', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()!();
  });

  it('should stop with one sentence saying what to enable when Discord closes with 4014', async () => {
    const fake = await FakeDiscord.start();
    cleanups.push(() => fake.close());
    addTestGuild(fake);
    fake.messageContentAllowed = false;
    await expect(startDiscordConnector({ ...NO_SERVICE, fake })).rejects.toThrow(DISALLOWED_INTENTS);
    expect(DISALLOWED_INTENTS).toMatch(
      /^Discord refused the Message Content intent: switch on "Message Content Intent"/,
    );
  });

  it('should run the shards it is given, out of the total given', async () => {
    const fake = await FakeDiscord.start();
    cleanups.push(() => fake.close());
    addTestGuild(fake);
    const discord: DiscordHarness = await startDiscordConnector({
      ...NO_SERVICE,
      fake,
      env: { DISCORD_SHARD_COUNT: '2', DISCORD_SHARDS: '1' },
    });
    cleanups.push(() => discord.close());
    expect(fake.identified.map((i) => i.shard)).toEqual([[1, 2]]);
  });
});
