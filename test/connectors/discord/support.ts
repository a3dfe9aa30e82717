import { randomUUID } from 'node:crypto';
import { PermissionFlagsBits } from 'discord.js';
import { Webhook } from 'standardwebhooks';
import { expect } from 'vitest';
import { type ConnectorRuntime, createConnector } from '../../../connectors/core/runtime.js';
import { migrateConnectorDatabase } from '../../../connectors/core/store/migrate.js';
import type { DiscordConfig } from '../../../connectors/discord/config.js';
import { discordPlatform } from '../../../connectors/discord/index.js';
import type { AlertEvent } from '../../../shared/contract/webhooks.js';
import { createLogger } from '../../../shared/runtime/logger.js';
import { createPool, type Pool } from '../../../shared/runtime/pool.js';
import { FakeDiscord, type FakeInteraction, type FakeUser } from '../../fakes/discord/server.js';
import { alertEvent as serviceAlertEvent } from '../../support/alert-webhook.js';
import { captureLogs, createTestDatabase } from '../../support/harness.js';

export const PSEUDONYM_KEY = 'test-pseudonym-key-0123456789-abcdefghijkl';
export const TOKEN = 'MTEwMDAw.GhIjKl.abcdefghijklmnopqrstuvwxyz012345';
export const GUILD = '1200000000000000001';
export const GENERAL = '1300000000000000001';
export const MODS = '1300000000000000002';
export const THREAD = '1300000000000000003';
export const ROLE = '1500000000000000001';
export const MANAGE_GUILD = PermissionFlagsBits.ManageGuild;
export const ERIN: FakeUser = { id: '1400000000000000001', username: 'erin' };
export const ADMIN: FakeUser = { id: '1400000000000000002', username: 'ada' };

export interface DiscordHarness {
  fake: FakeDiscord;
  connector: ConnectorRuntime<DiscordConfig>;
  /** The connector's HTTP root (alert webhook, health). */
  url: string;
  /** The connector's own database. */
  pool: Pool;
  databaseUrl: string;
  logs: string[];
  /** Work started by events already received, and the stream, are done. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/** A server with a general channel, a thread in it, and a moderators' channel. */
export function addTestGuild(fake: FakeDiscord, id = GUILD): void {
  fake.addGuild({
    id,
    name: 'Test server',
    channels: [
      { id: GENERAL, name: 'general', type: 0 },
      { id: MODS, name: 'moderators', type: 0 },
      { id: THREAD, name: 'a thread', type: 11, parentId: GENERAL },
    ],
  });
}

/**
 * The Discord connector on core, its real discord.js client connected to a fake Discord on loopback, talking to
 * the Affective service at `apiUrl`, with a database of its own.
 */
export async function startDiscordConnector(options: {
  apiUrl: string;
  apiKey: string;
  env?: Record<string, string>;
  fake?: FakeDiscord;
  /** Another process of the same deployment: the database is shared (and left to that harness to drop). */
  sharing?: DiscordHarness;
}): Promise<DiscordHarness> {
  const fake = options.fake ?? (await FakeDiscord.start());
  if (!fake.guilds.size) addTestGuild(fake);
  const db = options.sharing
    ? { url: options.sharing.databaseUrl, drop: async () => {} }
    : await createTestDatabase();
  const config = discordPlatform.loadConfig({
    AFFECTIVE_API_URL: options.apiUrl,
    AFFECTIVE_API_KEY: options.apiKey,
    PSEUDONYM_KEY,
    DISCORD_TOKEN: TOKEN,
    DISCORD_APPLICATION_ID: fake.applicationId,
    DISCORD_API_URL: fake.apiUrl,
    DISCORD_PORT: '0',
    CONNECTOR_DATABASE_URL: db.url,
    ...options.env,
  });
  const captured = captureLogs();
  const logger = createLogger({ level: 'debug', name: 'discord-test' }, captured.stream);
  const pool = createPool({ url: db.url, max: 5, logger });
  const close = async () => {
    await pool.end();
    if (!options.fake) await fake.close();
    await db.drop();
  };
  let connector: ConnectorRuntime<DiscordConfig>;
  let port: number;
  try {
    await migrateConnectorDatabase(pool);
    connector = createConnector(discordPlatform, config, { logger, pool });
    ({ port } = await connector.start());
  } catch (err) {
    await close();
    throw err;
  }
  return {
    fake,
    connector,
    url: `http://127.0.0.1:${port}`,
    pool,
    databaseUrl: db.url,
    logs: captured.lines,
    async settled() {
      await connector.settled();
      await connector.core.stream.idle();
      await connector.settled();
    },
    async close() {
      // The client first (it is destroyed by stop), then the fake it talks to.
      await connector.stop();
      await close();
    },
  };
}

/** An alert event as the service sends it, about a message in a channel of the test server. */
export function alertEvent(
  severity: 'crisis' | 'spike',
  theme: string,
  channel: string | null = GENERAL,
): AlertEvent {
  return serviceAlertEvent(severity, theme, channel ? `discord:${GUILD}:${channel}` : null);
}

/** Delivers an event to the connector's alert webhook, signed as the service signs it. */
export async function deliverAlert(url: string, secret: string, event: unknown, id = `msg_${randomUUID()}`) {
  const body = JSON.stringify(event);
  const at = new Date();
  const response = await fetch(`${url}/affective/alerts`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': new Webhook(secret).sign(id, at, body),
    },
    body,
  });
  return { status: response.status, body: await response.json(), id };
}

/** Runs a slash command in #general and waits for its answer (the edit of the deferred reply). */
export async function runCommand(
  fake: FakeDiscord,
  name: string,
  options: any[] = [],
  user: FakeUser = ADMIN,
  permissions = MANAGE_GUILD,
): Promise<FakeInteraction> {
  const interaction = fake.runCommand({
    guildId: GUILD,
    channelId: GENERAL,
    user,
    permissions,
    name,
    options,
  });
  await expect.poll(() => interaction.edits.length, { timeout: 10_000 }).toBe(1);
  return interaction;
}

/** `/affective <sub>` with its options, by an admin unless said otherwise. */
export function runAffective(
  fake: FakeDiscord,
  sub: string,
  options: any[] = [],
  user: FakeUser = ADMIN,
  permissions = MANAGE_GUILD,
): Promise<FakeInteraction> {
  return runCommand(fake, 'affective', [{ type: 1, name: sub, options }], user, permissions);
}

/** `/affective setup`: #moderators for banners and counters, mentioning the moderators' role. */
export function setupModerators(fake: FakeDiscord): Promise<FakeInteraction> {
  return runAffective(fake, 'setup', [
    { type: 7, name: 'channel', value: MODS },
    { type: 8, name: 'role', value: ROLE },
  ]);
}
