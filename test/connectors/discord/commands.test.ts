import { MessageFlags } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../support/harness.js';
import {
  ADMIN,
  type DiscordHarness,
  ERIN,
  GENERAL,
  GUILD,
  MANAGE_GUILD,
  MODS,
  ROLE,
  runAffective,
  runCommand,
  setupModerators,
  startDiscordConnector,
} from './support.js';

const DEFERRED_REPLY = 5;

describe('the Discord connector answering slash commands', () => {
  let service: TestService;
  let discord: DiscordHarness;

  beforeAll(async () => {
    service = await startTestService();
    const { adminKey } = await service.createOrg('signal');
    discord = await startDiscordConnector({ apiUrl: service.url, apiKey: adminKey });
  });
  afterAll(async () => {
    await discord?.close();
    await service?.close();
  });

  const run = (name: string, options: any[] = [], user = ADMIN, permissions = MANAGE_GUILD) =>
    runCommand(discord.fake, name, options, user, permissions);
  const affective = (sub: string, options: any[] = [], user = ADMIN, permissions = MANAGE_GUILD) =>
    runAffective(discord.fake, sub, options, user, permissions);
  const textOf = (edit: any) => JSON.stringify(edit.embeds);

  it('should defer /pulse privately at once, then edit the answer with the pulse embed', async () => {
    const pulse = await run('pulse', [{ type: 3, name: 'window', value: '7d' }], ERIN, 0n);
    expect(pulse.callbacks).toEqual([{ type: DEFERRED_REPLY, data: { flags: MessageFlags.Ephemeral } }]);
    const [embed] = pulse.edits[0].embeds;
    expect(embed.title).toBe('Community pulse · last 7 days');
    expect(embed.description).toMatch(/No messages have been analysed in this window yet/);
    expect(pulse.edits[0].allowed_mentions).toEqual({ parse: [] });
  });

  it('should refuse setup to a member without Manage Server, whatever Discord showed them', async () => {
    const refused = await affective('setup', [{ type: 7, name: 'channel', value: MODS }], ERIN, 0n);
    expect(textOf(refused.edits[0])).toMatch(
      /Only workspace admins and owners can choose the moderators' channel/,
    );
    expect(discord.fake.messagesIn(MODS)).toHaveLength(0);
    const { rows } = await discord.pool.query('SELECT moderators_channel FROM connector.workspaces');
    expect(rows.every((r) => r.moderators_channel === null)).toBe(true);
  });

  it("should set the moderators' channel and the role to notify for a member with Manage Server", async () => {
    const done = await setupModerators(discord.fake);
    expect(textOf(done.edits[0])).toContain(`Done: crisis banners and spike counters will go to <#${MODS}>`);
    expect(textOf(done.edits[0])).toContain(`<@&${ROLE}>`);
    expect(discord.fake.messagesIn(MODS)[0]!.embeds[0].description).toMatch(/will post crisis banners/);
  });

  it('should change whom banners notify, and what they offer, with /affective notify and support', async () => {
    const here = await affective('notify', [{ type: 5, name: 'here', value: true }]);
    expect(textOf(here.edits[0])).toContain('Done: crisis banners will notify @here');
    const role = await affective('notify', [{ type: 8, name: 'role', value: ROLE }]);
    expect(textOf(role.edits[0])).toContain(`Done: crisis banners will notify <@&${ROLE}>`);
    const support = await affective('support', [
      { type: 3, name: 'text', value: 'Call the crisis line https://help.example.org/now' },
    ]);
    expect(textOf(support.edits[0])).toContain('Call the crisis line https://help.example.org/now');
    const { rows } = await discord.pool.query('SELECT support_text FROM connector.workspaces');
    expect(rows).toEqual([{ support_text: 'Call the crisis line' }]);
  });

  it('should show the connection, the plan and the channels read with /affective status', async () => {
    const status = await affective('status');
    const text = textOf(status.edits[0]);
    expect(text).toMatch(/Connected to Affective/);
    expect(text).toContain(`<#${MODS}>`);
  });

  it('should set and show the channel scope with /affective channels', async () => {
    const set = await affective('channels', [
      { type: 3, name: 'scope', value: 'exclude' },
      { type: 3, name: 'channels', value: `<#${MODS}>` },
    ]);
    expect(textOf(set.edits[0])).toContain(`except <#${MODS}>`);
    const shown = await affective('channels');
    expect(textOf(shown.edits[0])).toContain(`except <#${MODS}>`);
  });

  it('should schedule the weekly digest and stop it with /affective digest', async () => {
    const set = await affective('digest', [
      { type: 7, name: 'channel', value: GENERAL },
      { type: 3, name: 'day', value: 'monday' },
      { type: 4, name: 'hour', value: 9 },
      { type: 3, name: 'time_zone', value: 'Europe/Paris' },
    ]);
    expect(textOf(set.edits[0])).toContain(`in <#${GENERAL}> every Monday at 09:00 (Europe/Paris)`);
    const off = await affective('digest', [{ type: 5, name: 'off', value: true }]);
    expect(textOf(off.edits[0])).toContain('no weekly digest');
  });

  it("should stop streaming someone's messages and erase their signals with /forget-me", async () => {
    const forgotten = await run('forget-me', [], ERIN, 0n);
    expect(textOf(forgotten.edits[0])).toMatch(/no longer analysed.*erased \(0 signals\)/);
    const before = discord.connector.core.stream.metrics().sent;
    discord.fake.postMessage({
      guildId: GUILD,
      channelId: GENERAL,
      author: ERIN,
      content: 'Please do not read this',
    });
    discord.fake.postMessage({
      guildId: GUILD,
      channelId: GENERAL,
      author: ADMIN,
      content: 'This one is fine to read',
    });
    await expect
      .poll(() => discord.connector.core.stream.metrics().sent, { timeout: 10_000 })
      .toBe(before + 1);
    await discord.settled();
    expect(discord.connector.core.stream.metrics().sent).toBe(before + 1);
  });
});
