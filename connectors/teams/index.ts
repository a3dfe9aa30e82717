import { startOnOwnPool } from '../core/runtime.js';
import type { ConnectorPlatform } from '../index.js';
import { createTeamsConnector } from './app.js';
import { loadTeamsConfig, teamsCredentialsSet } from './config.js';

export const teamsPlatform: ConnectorPlatform = {
  name: 'teams',
  requirement: 'TEAMS_APP_ID (with TEAMS_TENANT_ID and a password, certificate or managed identity)',
  credentialsSet: teamsCredentialsSet,
  async start(env, logger) {
    const config = loadTeamsConfig(env);
    return startOnOwnPool({
      name: 'teams',
      databaseUrl: config.connectorDatabaseUrl,
      logger,
      create: (pool) => createTeamsConnector(config, { logger: logger.child({ connector: 'teams' }), pool }),
    });
  },
};
