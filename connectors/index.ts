import type { Closer } from '../shared/runtime/lifecycle.js';
import { closeOnSignals } from '../shared/runtime/lifecycle.js';
import { createLogger, type Logger } from '../shared/runtime/logger.js';
import { slackPlatform } from './slack/index.js';
import { teamsPlatform } from './teams/index.js';

/** A chat platform's connector, as the `affective` command starts it. */
export interface ConnectorPlatform {
  name: string;
  /** The variables that switch it on, for the line logged when they are not set. */
  requirement: string;
  credentialsSet(env: NodeJS.ProcessEnv): boolean;
  start(env: NodeJS.ProcessEnv, logger: Logger): Promise<Closer>;
}

export const PLATFORMS: ConnectorPlatform[] = [slackPlatform, teamsPlatform];

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
