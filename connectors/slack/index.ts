import { migrate } from '../../service/store/migrate.js';
import type { Closer } from '../../shared/runtime/lifecycle.js';
import type { Logger } from '../../shared/runtime/logger.js';
import { createPool } from '../../shared/runtime/pool.js';
import type { ConnectorPlatform } from '../index.js';
import { createSlackConnector } from './app.js';
import { loadSlackConfig, slackCredentialsSet } from './config.js';

export const slackPlatform: ConnectorPlatform = {
  name: 'slack',
  requirement: 'SLACK_SIGNING_SECRET with SLACK_BOT_TOKEN, or with SLACK_CLIENT_ID and SLACK_CLIENT_SECRET',
  credentialsSet: slackCredentialsSet,
  async start(env: NodeJS.ProcessEnv, logger: Logger): Promise<Closer> {
    const config = loadSlackConfig(env);
    const pool = createPool({
      url: config.connectorDatabaseUrl,
      max: 5,
      logger,
      applicationName: 'affective-slack',
    });
    try {
      await migrate(pool);
      const connector = createSlackConnector(config, { logger: logger.child({ connector: 'slack' }), pool });
      await connector.start();
      return async () => {
        await connector.stop();
        await pool.end();
      };
    } catch (err) {
      await pool.end();
      throw err;
    }
  },
};
