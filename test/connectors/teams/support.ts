import type { Connections } from '@microsoft/agents-hosting';
import { createTeamsConnector, MESSAGES_PATH, type TeamsConnector } from '../../../connectors/teams/app.js';
import { loadTeamsConfig } from '../../../connectors/teams/config.js';
import type { Clock } from '../../../shared/runtime/clock.js';
import { createLogger } from '../../../shared/runtime/logger.js';
import { createPool, type Pool } from '../../../shared/runtime/pool.js';
import { FakeBotConnector } from '../../fakes/teams/bot-connector.js';
import { captureLogs, createTestDatabase } from '../../support/harness.js';

export const PSEUDONYM_KEY = 'test-pseudonym-key-0123456789-abcdefghijkl';

export interface TeamsHarness {
  fake: FakeBotConnector;
  connector: TeamsConnector;
  /** The connector's HTTP root. */
  url: string;
  messagesUrl: string;
  /** The connector's own database. */
  pool: Pool;
  logs: string[];
  /** How long each retry asked to wait, in order. */
  waits: number[];
  close(): Promise<void>;
}

/**
 * The real Agents SDK app of the Teams connector on a loopback port, with the fake Bot Connector as the
 * `serviceUrl` of every activity, the Affective service at `apiUrl`, and a database of its own. Anonymous
 * unless `env` gives an identity.
 */
export async function startTeamsConnector(options: {
  apiUrl: string;
  apiKey: string;
  env?: Record<string, string>;
  connections?: Connections;
  /** Token checks against the fake's JWKS (the authority on loopback). */
  authority?: boolean;
  clock?: Clock;
}): Promise<TeamsHarness> {
  const fake = await FakeBotConnector.start();
  const db = await createTestDatabase();
  const config = loadTeamsConfig({
    AFFECTIVE_API_URL: options.apiUrl,
    AFFECTIVE_API_KEY: options.apiKey,
    PSEUDONYM_KEY,
    TEAMS_ANONYMOUS: 'true',
    TEAMS_PORT: '0',
    TEAMS_GRAPH_URL: fake.graphUrl,
    CONNECTOR_DATABASE_URL: db.url,
    NODE_ENV: 'test',
    ...(options.authority ? { TEAMS_AUTHORITY: fake.url.replace(/\/$/, '') } : {}),
    ...options.env,
  });
  const captured = captureLogs();
  const logger = createLogger({ level: 'debug', name: 'teams-test' }, captured.stream);
  const pool = createPool({ url: db.url, max: 5, logger });
  const waits: number[] = [];
  const connector = createTeamsConnector(config, {
    logger,
    pool,
    connections: options.connections,
    clock: options.clock,
    // Retries are recorded, and waited out for a millisecond only: tests never wait on the clock.
    wait: async (ms) => {
      waits.push(ms);
      await new Promise((resolve) => setTimeout(resolve, 1));
    },
  });
  const { port } = await connector.start();
  const url = `http://127.0.0.1:${port}`;
  return {
    fake,
    connector,
    url,
    messagesUrl: `${url}${MESSAGES_PATH}`,
    pool,
    logs: captured.lines,
    waits,
    async close() {
      await connector.stop();
      await pool.end();
      await fake.close();
      await db.drop();
    },
  };
}
