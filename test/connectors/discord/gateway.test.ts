import { afterEach, describe, expect, it } from 'vitest';
import { DISALLOWED_INTENTS } from '../../../connectors/discord/app.js';
import { FakeDiscord } from '../../fakes/discord/server.js';
import {
  ADMIN,
  addTestGuild,
  type DiscordHarness,
  ERIN,
  GENERAL,
  GUILD,
  runCommand,
  startDiscordConnector,
} from './support.js';

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

  it('should stream each message and answer each command once when two processes are given the same shard', async () => {
    const fake = await FakeDiscord.start();
    cleanups.push(() => fake.close());
    addTestGuild(fake);
    const first = await startDiscordConnector({ ...NO_SERVICE, fake });
    cleanups.push(() => first.close());
    const second = await startDiscordConnector({ ...NO_SERVICE, fake, sharing: first });
    cleanups.push(() => second.close());
    expect(fake.identified).toHaveLength(2);

    fake.postMessage({
      guildId: GUILD,
      channelId: GENERAL,
      author: ERIN,
      content: 'Heard by both processes',
    });
    // The service is unreachable here, so a streamed message waits in the stream of the process that took it.
    const waiting = () =>
      first.connector.core.stream.metrics().buffered + second.connector.core.stream.metrics().buffered;
    await expect.poll(waiting, { timeout: 10_000 }).toBe(1);
    const status = await runCommand(fake, 'affective', [{ type: 1, name: 'status', options: [] }], ADMIN);
    await first.connector.settled();
    await second.connector.settled();
    expect(waiting()).toBe(1);
    expect(status.callbacks).toHaveLength(1);
    expect(status.edits).toHaveLength(1);
    const { rows } = await first.pool.query(
      "SELECT event_id FROM connector.seen_platform_events WHERE platform = 'discord' ORDER BY event_id",
    );
    expect(rows.map((r) => r.event_id.split(':')[0])).toEqual(['interaction', 'message']);
  });
});
