import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pseudonymise } from '../../../connectors/core/pseudonymise.js';
import { startWorker } from '../../../service/jobs/worker.js';
import type { Closer } from '../../../shared/runtime/lifecycle.js';
import { dumpDatabase, dumpRedis } from '../../support/dumps.js';
import { startTestService, type TestService } from '../../support/harness.js';
import { freePort } from '../slack/support.js';
import {
  ADMIN,
  type DiscordHarness,
  ERIN,
  GENERAL,
  GUILD,
  MODS,
  PSEUDONYM_KEY,
  ROLE,
  setupModerators,
  startDiscordConnector,
} from './support.js';

const CRISIS_TEXT = "I can't do this anymore, I want to end it all, nobody would even notice if I was gone";
const DISTRESSED_TEXTS = [
  "Everything is awful, I'm furious and miserable, I hate this place, I'm anxious and burnt out and crying every day",
  "I feel completely overwhelmed and hopeless about this project, I'm terrified I'll be fired and I can't stop panicking",
];
const SPIKERS = [
  { id: '1400000000000000011', username: 'sam' },
  { id: '1400000000000000012', username: 'kim' },
];

/**
 * The whole loop: a Discord message on the gateway → the connector → the real service API (analysis, alert rule,
 * outbox) → the real worker (outbox relay, webhook delivery) → the connector's alert webhook → Discord's REST API.
 */
describe('the Discord connector with the real service, worker and webhooks', () => {
  let service: TestService;
  let discord: DiscordHarness;
  let adminKey: string;
  const stops: Closer[] = [];

  beforeAll(async () => {
    service = await startTestService({
      env: { WEBHOOK_ALLOW_HTTP: 'true', WEBHOOK_ALLOW_HOSTS: '127.0.0.1' },
    });
    ({ adminKey } = await service.createOrg('signal'));
    stops.push(await startWorker(service.ctx));
    const port = await freePort();
    discord = await startDiscordConnector({
      apiUrl: service.url,
      apiKey: adminKey,
      env: { DISCORD_PORT: String(port), CONNECTOR_PUBLIC_URL: `http://127.0.0.1:${port}` },
    });
  });
  afterAll(async () => {
    await discord?.close();
    for (const stop of stops) await stop();
    await service?.close();
  });

  const banners = () => discord.fake.messagesIn(MODS).filter((m) => m.embeds[0]?.title === '🚨 Crisis alert');

  it('should register its alert webhook with the service at start', async () => {
    await expect
      .poll(async () => (await service.ctx.pool.query('SELECT url FROM webhook_endpoints')).rows)
      .toEqual([{ url: `${discord.url}/affective/alerts` }]);
  });

  it('should turn a message with crisis language into a pinned banner mentioning the role, with working buttons', async () => {
    await setupModerators(discord.fake);

    discord.fake.postMessage({ guildId: GUILD, channelId: GENERAL, author: ERIN, content: CRISIS_TEXT });
    await expect.poll(() => banners().filter((b) => b.pinned), { timeout: 30_000 }).toHaveLength(1);
    const [banner] = banners();
    expect(banner!.content).toBe(`<@&${ROLE}>`);
    expect(JSON.stringify(banner!.embeds)).toContain(`<#${GENERAL}>`);

    const acknowledge = banner!.components[0].components.find(
      (b: any) => b.label === 'Acknowledge',
    ).custom_id;
    discord.fake.clickButton({ guildId: GUILD, messageId: banner!.id, customId: acknowledge, user: ADMIN });
    await expect
      .poll(() => JSON.stringify(banners()[0]!.embeds), { timeout: 10_000 })
      .toContain('Acknowledged by');
    // The service hears it too: `GET /alerts` shows the alert acknowledged.
    await expect
      .poll(
        async () =>
          (
            await service.request('GET', '/v1/affective/alerts?severity=crisis', { key: adminKey })
          ).body.alerts.map((a: { status: string }) => a.status),
        { timeout: 20_000 },
      )
      .toEqual(['acknowledged']);
  });

  it('should count spikes from distressed messages in one pinned counter message, edited in place', async () => {
    for (const [i, content] of DISTRESSED_TEXTS.entries()) {
      discord.fake.postMessage({ guildId: GUILD, channelId: GENERAL, author: SPIKERS[i]!, content });
    }
    const counterOf = () =>
      discord.fake.messagesIn(MODS).filter((m) => m.embeds[0]?.title === '📈 Distress spikes');
    await expect
      .poll(() => counterOf()[0]?.embeds[0].description, { timeout: 30_000 })
      .toMatch(/^\*\*2\*\* spikes so far, by theme:/);
    expect(counterOf()).toHaveLength(1);
    expect(counterOf()[0]!).toMatchObject({ pinned: true, edits: 1 });
  });

  it('should have sent the keyed pseudonym, and no Discord user id or text, to the service', async () => {
    const uid = pseudonymise(PSEUDONYM_KEY, 'discord', GUILD, ERIN.id);
    const { rows } = await service.ctx.pool.query<{ uid: string }>(
      'SELECT DISTINCT uid FROM signals WHERE source = $1',
      [`discord:${GUILD}:${GENERAL}`],
    );
    expect(rows.map((r) => r.uid)).toContain(uid);
    const serviceState = `${await dumpDatabase(service.ctx.pool)}\n${await dumpRedis(service.config.REDIS_URL, service.config.REDIS_PREFIX)}`;
    for (const secret of [
      ERIN.id,
      ...SPIKERS.map((s) => s.id),
      ADMIN.id,
      'erin',
      'nobody would even notice',
      'crying every day',
    ]) {
      expect(serviceState).not.toContain(secret);
    }
    const connectorState = await dumpDatabase(discord.pool);
    expect(connectorState).not.toContain(ERIN.id);
    expect(connectorState).not.toContain('nobody would even notice');
    expect(`${discord.logs.join('\n')}\n${service.logs.join('\n')}`).not.toContain(
      'nobody would even notice',
    );
  });
});
