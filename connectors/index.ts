import type { Closer } from '../shared/runtime/lifecycle.js';
import { closeOnSignals } from '../shared/runtime/lifecycle.js';
import { createLogger, type Logger } from '../shared/runtime/logger.js';
import { createPool } from '../shared/runtime/pool.js';
import type { ConnectorConfig } from './core/config.js';
import type { ChatPlatform } from './core/platform.js';
import { createConnector } from './core/runtime.js';
import { migrateConnectorDatabase } from './core/store/migrate.js';
import { discordPlatform } from './discord/index.js';
import { slackPlatform } from './slack/index.js';
import { teamsPlatform } from './teams/index.js';

/** A platform as the `affective` command starts it. */
export interface ConnectorPlatform {
  name: string;
  requirement: string;
  credentialsSet(env: NodeJS.ProcessEnv): boolean;
  start(env: NodeJS.ProcessEnv, logger: Logger): Promise<Closer>;
}

function startable<C extends ConnectorConfig>(platform: ChatPlatform<C>): ConnectorPlatform {
  return {
    name: platform.name,
    requirement: platform.requirement,
    credentialsSet: (env) => platform.credentialsSet(env),
    start: (env, logger) => startPlatform(platform, env, logger),
  };
}

export const PLATFORMS: ConnectorPlatform[] = [
  startable(slackPlatform),
  startable(discordPlatform),
  startable(teamsPlatform),
];

/**
 * Starts one platform's connector: its own pool on the connector database, the connector migrations (never the
 * service's), then core's runtime on the platform.
 */
async function startPlatform<C extends ConnectorConfig>(
  platform: ChatPlatform<C>,
  env: NodeJS.ProcessEnv,
  logger: Logger,
): Promise<Closer> {
  const config = platform.loadConfig(env);
  const pool = createPool({
    url: config.connectorDatabaseUrl,
    max: 5,
    logger,
    applicationName: `affective-${platform.name}`,
  });
  try {
    await migrateConnectorDatabase(pool);
    const connector = createConnector(platform, config, {
      logger: logger.child({ connector: platform.name }),
      pool,
    });
    await connector.start();
    return async () => {
      await connector.stop();
      await pool.end();
    };
  } catch (err) {
    await pool.end();
    throw err;
  }
}

/** Starts every connector whose credentials are set; each other one gets one log line saying why not. */
export async function startConnectors(env: NodeJS.ProcessEnv, logger: Logger): Promise<Closer[]> {
  const closers: Closer[] = [];
  for (const platform of PLATFORMS) {
    if (!platform.credentialsSet(env)) {
      logger.info(`${platform.name} connector not started: set ${platform.requirement}`);
      continue;
    }
    closers.push(await platform.start(env, logger));
  }
  return closers;
}

/**
 * `affective connector <name>`: one connector in its own process. Without its credentials it says so and
 * returns 0, so a container left unconfigured exits quietly and stays down.
 */
export async function runConnector(name: string | undefined, env: NodeJS.ProcessEnv): Promise<number> {
  const platform = PLATFORMS.find((p) => p.name === name);
  if (!platform) throw new UnknownConnectorError(name);
  const level = env.LOG_LEVEL || 'info';
  const logger = createLogger({ level, name: `connector-${platform.name}` });
  if (!platform.credentialsSet(env)) {
    logger.info(`${platform.name} connector not started: set ${platform.requirement}`);
    return 0;
  }
  const close = await platform.start(env, logger);
  closeOnSignals(logger, [close], Number(env.SHUTDOWN_TIMEOUT_MS) || 10_000);
  return -1;
}

export class UnknownConnectorError extends Error {
  constructor(name: string | undefined) {
    super(`unknown connector "${name ?? ''}": one of ${PLATFORMS.map((p) => p.name).join(', ')}`);
    this.name = 'UnknownConnectorError';
  }
}
