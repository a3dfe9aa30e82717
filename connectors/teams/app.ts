import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  AgentApplication,
  authorizeJWT,
  CloudAdapter,
  type Connections,
  getAuthConfigWithDefaults,
  type Request as SdkRequest,
  type TurnState,
} from '@microsoft/agents-hosting';
import express, { type ErrorRequestHandler } from 'express';
import type { Clock } from '../../shared/runtime/clock.js';
import type { Logger } from '../../shared/runtime/logger.js';
import type { Pool } from '../../shared/runtime/pool.js';
import type { ChatPlatform, PlatformAdapter } from '../core/platform.js';
import { type ConnectorCore, type ConnectorRuntime, createConnector } from '../core/runtime.js';
import { resealConnectorSecrets } from '../core/sealing.js';
import { TeamsBot } from './bot.js';
import { authConfiguration, loadTeamsConfig, type TeamsConfig, teamsCredentialsSet } from './config.js';
import type { TeamsDeps } from './deps.js';
import { PERSONAL, TeamsDirectory } from './directory.js';
import { PLATFORM } from './ids.js';
import * as actions from './listeners/actions.js';
import * as installation from './listeners/installation.js';
import * as messages from './listeners/messages.js';
import { TeamOwners } from './owners.js';
import { TeamsMarkup } from './render/markup.js';
import { TeamsSurface } from './surface.js';

export const MESSAGES_PATH = '/api/messages';
const GRAPH_SCOPE = 'https://graph.microsoft.com/.default';

/** Every listener module of the app, in registration order. */
export const LISTENERS = [messages, installation, actions];

/** What tests may change: the SDK's token providers (their authority is on loopback) and how retries wait. */
export interface TeamsHooks {
  connections?: Connections;
  wait?: (ms: number) => Promise<void>;
}

export interface TeamsAdapter extends PlatformAdapter {
  adapter: CloudAdapter;
  deps: TeamsDeps;
}

/**
 * Teams' adapter on core: the Agents SDK's CloudAdapter and an AgentApplication on the connector's own express
 * server (`POST /api/messages` behind the SDK's JWT check, beside core's routes), whose listeners hand messages,
 * commands, card actions and installs to core; alerts and notices go out through stored references.
 */
function connectTeams(core: ConnectorCore<TeamsConfig>, hooks: TeamsHooks): TeamsAdapter {
  const { config, logger, pool } = core;
  // With its defaults filled in (the connection map the JWT check looks the token's audience up in).
  const authConfig = getAuthConfigWithDefaults(authConfiguration(config));
  const adapter = new CloudAdapter(authConfig);
  if (hooks.connections) adapter.connectionManager = hooks.connections;
  // The SDK's default answers a failed turn with two messages to the user; log the failure (never the
  // activity, which holds the message text) and say nothing.
  adapter.onTurnError = async (_context, error) => {
    logger.error({ err: { message: error.message } }, 'teams turn failed');
  };
  const appId = config.identity.kind === 'anonymous' ? null : config.identity.appId;
  const bot = new TeamsBot(adapter, appId, logger, hooks.wait);
  const directory = new TeamsDirectory(pool, core.sealer, config.PSEUDONYM_KEY);
  const owners = new TeamOwners(config.TEAMS_GRAPH_URL, async () =>
    appId ? adapter.connectionManager.getDefaultConnection().getAccessToken(GRAPH_SCOPE) : null,
  );
  const markup = new TeamsMarkup();
  const deps: TeamsDeps = { core, directory, bot, owners, markup };
  const agent = new AgentApplication<TurnState>({ adapter, removeRecipientMention: false });
  for (const listener of LISTENERS) listener.register(agent, deps);

  let server: Server | null = null;
  return {
    adapter,
    deps,
    surface: new TeamsSurface(bot, directory),
    markup,
    commandNames: { affective: '@Affective', pulse: '@Affective pulse' },
    defaultNotify: { kind: 'nobody' },
    workspaceIds: () => directory.workspaceIds(),
    async start(routes) {
      if (config.identity.kind === 'anonymous') {
        logger.warn(
          'Teams connector running without a bot identity: requests are not authenticated (development only)',
        );
      }
      await resealConnectorSecrets({ pool, platform: PERSONAL, sealer: core.sealer, logger });
      const http = express();
      http.disable('x-powered-by');
      for (const route of routes) {
        const handle: express.RequestHandler = (req, res) => {
          route.handler(req, res).catch((err: Error) => {
            logger.error({ err: { message: err.message }, path: route.path }, 'route failed');
            if (!res.headersSent) res.status(500).end();
          });
        };
        if (route.method === 'GET') http.get(route.path, handle);
        else http.post(route.path, handle);
      }
      http.post(
        MESSAGES_PATH,
        express.json({ limit: '1mb' }),
        authorizeJWT(authConfig) as express.RequestHandler,
        (req, res, next) => {
          adapter
            .process(req as unknown as SdkRequest, res as never, (context) => agent.run(context))
            .catch(next);
        },
      );
      const failed: ErrorRequestHandler = (err, _req, res, _next) => {
        const status =
          typeof err.status === 'number' && err.status >= 400 && err.status < 500 ? err.status : 500;
        if (status === 500)
          logger.error({ err: { message: (err as Error).message } }, 'teams request failed');
        if (!res.headersSent)
          res.status(status).json({ error: status === 500 ? 'internal error' : 'bad request' });
      };
      http.use(failed);
      // Without an identity nothing is authenticated: such a connector is reachable from this machine only.
      server = http.listen(config.TEAMS_PORT, config.identity.kind === 'anonymous' ? '127.0.0.1' : '0.0.0.0');
      await once(server, 'listening');
      return { port: (server.address() as AddressInfo).port };
    },
    async stop() {
      if (!server) return;
      const closing = new Promise((resolve) => server!.close(resolve));
      server.closeIdleConnections();
      await closing;
    },
  };
}

export function teamsPlatformWith(hooks: TeamsHooks): ChatPlatform<TeamsConfig> {
  return {
    name: PLATFORM,
    requirement: 'TEAMS_APP_ID (with TEAMS_TENANT_ID and a password, certificate or managed identity)',
    credentialsSet: teamsCredentialsSet,
    loadConfig: loadTeamsConfig,
    connect: (core) => connectTeams(core, hooks),
  };
}

export const teamsPlatform = teamsPlatformWith({});

export type TeamsConnector = ConnectorRuntime<TeamsConfig> & { adapter: TeamsAdapter };

/** The Teams connector: core's runtime on Teams' adapter. */
export function createTeamsConnector(
  config: TeamsConfig,
  options: { logger: Logger; pool: Pool; clock?: Clock } & TeamsHooks,
): TeamsConnector {
  return createConnector(teamsPlatformWith(options), config, options) as TeamsConnector;
}
