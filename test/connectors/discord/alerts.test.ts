import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  alertEvent,
  type DiscordHarness,
  deliverAlert,
  GENERAL,
  GUILD,
  MODS,
  ROLE,
  runAffective,
  setupModerators,
  startDiscordConnector,
} from './support.js';

const SECRET = `whsec_${randomBytes(24).toString('base64')}`;
const DEFERRED_UPDATE = 6;

describe('Discord alerts: crisis banners and spike counters', () => {
  let discord: DiscordHarness;

  beforeAll(async () => {
    discord = await startDiscordConnector({
      apiUrl: 'http://127.0.0.1:9',
      apiKey: 'aff_admin_notusedbythesetests_0',
      env: { AFFECTIVE_WEBHOOK_SECRET: SECRET },
    });
  });
  afterAll(() => discord?.close());

  const banners = () => discord.fake.messagesIn(MODS).filter((m) => m.embeds[0]?.title === '🚨 Crisis alert');
  const counters = () =>
    discord.fake.messagesIn(MODS).filter((m) => m.embeds[0]?.title === '📈 Distress spikes');
  const buttonsOf = (message: { components: any[] }) =>
    message.components.flatMap((row) => row.components.map((b: any) => b.label));

  it('should refuse unsigned or wrongly signed alert deliveries', async () => {
    const forged = await deliverAlert(
      discord.url,
      `whsec_${randomBytes(24).toString('base64')}`,
      alertEvent('crisis', 'self_harm'),
    );
    expect(forged.status).toBe(401);
    expect(discord.fake.requestsTo('POST', /\/messages$/)).toHaveLength(0);
  });

  it("should keep a crisis banner until the moderators' channel is chosen, then post it there pinned, mentioning the role alone", async () => {
    expect((await deliverAlert(discord.url, SECRET, alertEvent('crisis', 'self_harm'))).status).toBe(200);
    await discord.settled();
    expect(discord.fake.messages).toHaveLength(0);

    await setupModerators(discord.fake);
    await expect.poll(() => banners().filter((b) => b.pinned), { timeout: 10_000 }).toHaveLength(1);
    const [banner] = banners();
    expect(banner!.content).toBe(`<@&${ROLE}>`);
    expect(banner!.allowedMentions).toEqual({ parse: [], roles: [ROLE], users: [] });
    const fields = banner!.embeds[0].fields.map((f: any) => [f.name, f.value]);
    expect(fields).toEqual(
      expect.arrayContaining([
        ['Theme', 'self harm'],
        ['Where', `<#${GENERAL}>`],
      ]),
    );
    expect(buttonsOf(banner!)).toEqual(['Acknowledge', 'Resolve', 'False alarm']);
  });

  it('should answer each button at once and redraw the banner in place: Acknowledge, then Resolve', async () => {
    const [banner] = banners();
    const customId = (label: string) =>
      banner!.components[0].components.find((b: any) => b.label === label).custom_id;
    const ack = discord.fake.clickButton({
      guildId: GUILD,
      messageId: banner!.id,
      customId: customId('Acknowledge'),
      user: ADMIN,
    });
    await expect
      .poll(() => buttonsOf(banners()[0]!), { timeout: 10_000 })
      .toEqual(['Resolve', 'False alarm']);
    expect(ack.callbacks).toEqual([{ type: DEFERRED_UPDATE, data: null }]);
    expect(banners()[0]!.content).toBe('');
    expect(JSON.stringify(banners()[0]!.embeds)).toContain(`Acknowledged by <@${ADMIN.id}>`);

    discord.fake.clickButton({
      guildId: GUILD,
      messageId: banner!.id,
      customId: customId('Resolve'),
      user: ADMIN,
    });
    await expect.poll(() => buttonsOf(banners()[0]!), { timeout: 10_000 }).toEqual([]);
    expect(JSON.stringify(banners()[0]!.embeds)).toContain(`Resolved by <@${ADMIN.id}>`);
    expect(banners()).toHaveLength(1);
  });

  it('should mark a banner a false alarm', async () => {
    await deliverAlert(discord.url, SECRET, alertEvent('crisis', 'harm_to_others'));
    await expect.poll(banners, { timeout: 10_000 }).toHaveLength(2);
    const second = banners()[1]!;
    const falseAlarm = second.components[0].components.find((b: any) => b.label === 'False alarm').custom_id;
    discord.fake.clickButton({ guildId: GUILD, messageId: second.id, customId: falseAlarm, user: ADMIN });
    await expect
      .poll(() => JSON.stringify(banners()[1]!.embeds), { timeout: 10_000 })
      .toContain('Marked a false alarm');
    expect(buttonsOf(banners()[1]!)).toEqual([]);
  });

  it('should remind moderators of a banner with a reply to it that mentions the role again', async () => {
    const [banner] = banners();
    const text = `<@&${ROLE}> 🔔 Reminder: the crisis alert has not been acknowledged for 15 minutes.`;
    await discord.connector.adapter.surface.remind(
      { workspaceId: GUILD, channelId: MODS, data: {} },
      banner!.id,
      {
        text,
        blocks: [{ kind: 'text', text }],
      },
    );
    const reminder = discord.fake.messagesIn(MODS).at(-1)!;
    expect(reminder).toMatchObject({ replyTo: banner!.id, content: `<@&${ROLE}>` });
    expect(reminder.allowedMentions).toEqual({ parse: [], roles: [ROLE], users: [] });
  });

  it('should keep one pinned counter message and edit it in place as spikes arrive', async () => {
    await deliverAlert(discord.url, SECRET, alertEvent('spike', 'stress', null));
    await expect.poll(counters, { timeout: 10_000 }).toHaveLength(1);
    await deliverAlert(discord.url, SECRET, alertEvent('spike', 'stress', null));
    await expect
      .poll(() => counters()[0]!.embeds[0].description, { timeout: 10_000 })
      .toMatch(/^\*\*2\*\* spikes so far, by theme:/);
    await discord.settled();
    expect(counters()).toHaveLength(1);
    expect(counters()[0]!).toMatchObject({ pinned: true, edits: 1 });
  });

  it('should wait out a 429 and post the banner once', async () => {
    discord.fake.rateLimit(/^POST \/channels\/\d+\/messages$/, 1, 1);
    await deliverAlert(discord.url, SECRET, alertEvent('crisis', 'abuse_disclosure'));
    await expect.poll(banners, { timeout: 10_000 }).toHaveLength(3);
    await discord.settled();
    expect(banners()).toHaveLength(3);
    expect(discord.fake.requestsTo('POST', /\/channels\/\d+\/messages$/).length).toBe(
      discord.fake.messages.length + 1,
    );
  });

  it('should say in status and the log that Pin Messages is missing, and carry on', async () => {
    discord.fake.forbid(/^PUT \/channels\/\d+\/messages\/pins\/\d+$/);
    await deliverAlert(discord.url, SECRET, alertEvent('crisis', 'self_harm'));
    await expect.poll(banners, { timeout: 10_000 }).toHaveLength(4);
    await discord.settled();
    expect(banners()[3]!.pinned).toBe(false);
    expect(discord.logs.filter((l) => l.includes('the bot lacks Pin Messages'))).toHaveLength(1);
    const status = await runAffective(discord.fake, 'status');
    expect(JSON.stringify(status.edits[0].embeds)).toContain(
      `Alerts in <#${MODS}> are not pinned: the bot lacks Pin Messages`,
    );
  });

  it("should delete a server's settings and alert state when the bot is removed from it", async () => {
    const rowsOf = async () =>
      (
        await discord.pool.query(
          `SELECT (SELECT count(*) FROM connector.workspaces WHERE workspace_id = $1)::int AS workspaces,
                  (SELECT count(*) FROM connector.crisis_banners WHERE workspace_id = $1)::int AS banners`,
          [GUILD],
        )
      ).rows[0];
    expect(await rowsOf()).toMatchObject({ workspaces: 1 });
    discord.fake.removeGuild(GUILD);
    await expect.poll(rowsOf, { timeout: 10_000 }).toEqual({ workspaces: 0, banners: 0 });
  });
});
