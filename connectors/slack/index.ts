import { startOnOwnPool } from '../core/runtime.js';
import type { ConnectorPlatform } from '../index.js';
import { createSlackConnector } from './app.js';
import { loadSlackConfig, slackCredentialsSet } from './config.js';

export const slackPlatform: ConnectorPlatform = {
  name: 'slack',
  requirement: 'SLACK_SIGNING_SECRET with SLACK_BOT_TOKEN, or with SLACK_CLIENT_ID and SLACK_CLIENT_SECRET',
  credentialsSet: slackCredentialsSet,
  async start(env, logger) {
    const config = loadSlackConfig(env);
    return startOnOwnPool({
      name: 'slack',
      databaseUrl: config.connectorDatabaseUrl,
      logger,
      create: (pool) => createSlackConnector(config, { logger: logger.child({ connector: 'slack' }), pool }),
    });
  },
};
