import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSlackConnector, type SlackConnector } from '../../../connectors/slack/app.js';
import { loadSlackConfig } from '../../../connectors/slack/config.js';
import type { Clock } from '../../../shared/runtime/clock.js';
import { createLogger } from '../../../shared/runtime/logger.js';
import { createPool, type Pool } from '../../../shared/runtime/pool.js';
import { signatureHeader } from '../../../shared/webhooks/index.js';
import { postCommand } from '../../fakes/slack/requests.js';
import { FakeSlack } from '../../fakes/slack/web-api.js';
import { captureLogs, createTestDatabase } from '../../support/harness.js';

/** A port nothing listens on right now, for a server whose address must be known before it starts. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export const SIGNING_SECRET = 'test-signing-secret-0123456789';
export const PSEUDONYM_KEY = 'test-pseudonym-key-0123456789-abcdefghijkl';
export const BOT_TOKEN = 'xoxb-test-bot-token';
export const TEAM = 'T0TEST001';

export interface SlackHarness {
  fake: FakeSlack;
  connector: SlackConnector;
  /** The connector's HTTP root. */
  url: string;
  eventsUrl: string;
  /** The connector's own database (not the service's). */
  pool: Pool;
  logs: string[];
  /** A fresh connector on the same database, fake and port-0 server: what a restart gives. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The real Bolt app of the Slack connector on a loopback port, talking to a fake Slack Web API and to the
 * Affective service at `apiUrl`, with a database of its own.
 */
export async function startSlackConnector(options: {
  apiUrl: string;
  apiKey: string;
  env?: Record<string, string>;
  fake?: FakeSlack;
  clock?: Clock;
}): Promise<SlackHarness> {
  const fake = options.fake ?? (await FakeSlack.start());
  fake.addWorkspace(BOT_TOKEN, TEAM);
  const db = await createTestDatabase();
  const config = loadSlackConfig({
    AFFECTIVE_API_URL: options.apiUrl,
    AFFECTIVE_API_KEY: options.apiKey,
    PSEUDONYM_KEY,
    SLACK_SIGNING_SECRET: SIGNING_SECRET,
    SLACK_BOT_TOKEN: BOT_TOKEN,
    SLACK_API_URL: fake.apiUrl,
    SLACK_PORT: '0',
    CONNECTOR_DATABASE_URL: db.url,
    ...options.env,
  });
  const captured = captureLogs();
  const logger = createLogger({ level: 'debug', name: 'slack-test' }, captured.stream);
  const pool = createPool({ url: db.url, max: 5, logger });
  const harness = {
    fake,
    pool,
    logs: captured.lines,
  } as SlackHarness;

  const launch = async () => {
    const connector = createSlackConnector(config, { logger, pool, clock: options.clock });
    const { port } = await connector.start();
    harness.connector = connector;
    harness.url = `http://127.0.0.1:${port}`;
    harness.eventsUrl = `${harness.url}/slack/events`;
  };
  await launch();
  harness.restart = async () => {
    await harness.connector.stop();
    await launch();
  };
  harness.close = async () => {
    await harness.connector.stop();
    await pool.end();
    if (!options.fake) await fake.close();
    await db.drop();
  };
  return harness;
}

/** Delivers an alert event to the connector's webhook, signed as the service signs it. */
export async function sendWebhook(url: string, event: unknown, options: { id?: string; secret: string }) {
  const id = options.id ?? `msg_${randomUUID()}`;
  const body = JSON.stringify(event);
  const timestamp = Math.floor(Date.now() / 1000);
  const response = await fetch(`${url}/affective/alerts`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signatureHeader([options.secret], id, timestamp, body),
    },
    body,
  });
  return { status: response.status, body: await response.json(), id };
}

/**
 * Runs `/affective <text>` (or another command) as `userId` and returns what the connector answered to the
 * command's response URL.
 */
export async function runCommand(
  slack: SlackHarness,
  userId: string,
  text: string,
  command = '/affective',
): Promise<any[]> {
  const responseUrl = slack.fake.responseUrl();
  const response = await postCommand(slack.eventsUrl, SIGNING_SECRET, {
    teamId: TEAM,
    userId,
    command,
    text,
    responseUrl,
  });
  if (response.status !== 200) throw new Error(`the command was answered ${response.status}`);
  await slack.connector.settled();
  return slack.fake.responsesTo(responseUrl);
}
