import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  AgentApplication,
  authorizeJWT,
  CloudAdapter,
  type Connections,
  type Request as SdkRequest,
  type TurnState,
} from '@microsoft/agents-hosting';
import express, { type ErrorRequestHandler } from 'express';
import { AffectiveClient } from '../../shared/client/index.js';
import { type Clock, systemClock } from '../../shared/runtime/clock.js';
import type { Logger } from '../../shared/runtime/logger.js';
import type { Pool } from '../../shared/runtime/pool.js';
import { sealerFromConfig } from '../../shared/runtime/secret-sealer.js';
import { ALERTS_PATH, alertReceiver } from '../core/alert-receiver.js';
import { AlertCenter } from '../core/alerts.js';
import { BackgroundTasks } from '../core/background-tasks.js';
import { startConnectorWork } from '../core/runtime.js';
import { resealConnectorSecrets } from '../core/sealing.js';
import { ServiceStream } from '../core/service-stream.js';
import { PlatformEventClaims } from '../core/store/seen.repository.js';
import { WorkspacesRepository } from '../core/store/workspaces.repository.js';
import { registerWebhookUntilDone, webhookSecrets } from '../core/webhook-registration.js';
import { TeamsBot } from './bot.js';
import { authConfiguration, type TeamsConfig } from './config.js';
import type { TeamsDeps } from './deps.js';
import { PERSONAL, TeamsDirectory } from './directory.js';
import { PLATFORM } from './ids.js';
import * as actions from './listeners/actions.js';
import * as installation from './listeners/installation.js';
import * as messages from './listeners/messages.js';
import { TeamOwners } from './owners.js';
import { TeamsAlertSurface } from './surface.js';

export const MESSAGES_PATH = '/api/messages';
const GRAPH_SCOPE = 'https://graph.microsoft.com/.default';

/** Every listener module of the app, in registration order. */
export const LISTENERS = [messages, installation, actions];

export interface TeamsConnector {
  adapter: CloudAdapter;
  deps: TeamsDeps;
  /** Resolves once background work (webhook registration, redraws) is done. */
  settled(): Promise<void>;
  start(): Promise<{ port: number }>;
  stop(): Promise<void>;
}

/**
 * The Teams connector: the Agents SDK's adapter and an AgentApplication on the connector's own express server
 * (`POST /api/messages` behind the SDK's JWT check), streaming channel messages to the service, answering
 * commands, and drawing alerts from the service's webhook (`POST /affective/alerts`) through stored references.
 */
export function createTeamsConnector(
  config: TeamsConfig,
  options: {
    logger: Logger;
    pool: Pool;
    clock?: Clock;
    /** Replaces the SDK's token providers (MSAL), for tests whose authority is on loopback. */
    connections?: Connections;
    /** How retries wait; tests may shorten it. */
    wait?: (ms: number) => Promise<void>;
  },
): TeamsConnector {
  const { logger, pool } = options;
  const service = new AffectiveClient({
    baseUrl: config.AFFECTIVE_API_URL,
    apiKey: config.AFFECTIVE_API_KEY,
    userAgent: 'affective-teams-connector',
  });
  const stream = new ServiceStream({ client: service, capacity: config.CONNECTOR_BUFFER_SIZE, logger });
  const sealer = sealerFromConfig(config);
  const webhookUrl = config.CONNECTOR_PUBLIC_URL
    ? `${config.CONNECTOR_PUBLIC_URL.replace(/\/+$/, '')}${ALERTS_PATH}`
    : undefined;

  const authConfig = authConfiguration(config);
  const adapter = new CloudAdapter(authConfig);
  if (options.connections) adapter.connectionManager = options.connections;
  // The SDK's default answers a failed turn with two messages to the user; log the failure (never the
  // activity, which holds the message text) and say nothing.
  adapter.onTurnError = async (_context, error) => {
    logger.error({ err: { message: error.message } }, 'teams turn failed');
  };
  const appId = config.identity.kind === 'anonymous' ? null : config.identity.appId;
  const bot = new TeamsBot(adapter, appId, logger, options.wait);
  const directory = new TeamsDirectory(pool, sealer, config.PSEUDONYM_KEY);
  const center = new AlertCenter({
    platform: PLATFORM,
    pool,
    surface: new TeamsAlertSurface(bot, directory, logger),
    knownWorkspaces: () => directory.workspaceIds(),
    logger,
    clock: options.clock ?? systemClock,
  });
  const owners = new TeamOwners(config.TEAMS_GRAPH_URL, async () =>
    appId ? adapter.connectionManager.getDefaultConnection().getAccessToken(GRAPH_SCOPE) : null,
  );
  const deps: TeamsDeps = {
    config,
    logger,
    service,
    stream,
    alerts: center,
    workspaces: new WorkspacesRepository(pool),
    directory,
    bot,
    owners,
    claims: new PlatformEventClaims(pool, PLATFORM),
  };

  const agent = new AgentApplication<TurnState>({ adapter, removeRecipientMention: false });
  for (const listener of LISTENERS) listener.register(agent, deps);

  const tasks = new BackgroundTasks(logger);
  const receiveAlert = alertReceiver({
    center,
    secrets: webhookSecrets({ pool, url: webhookUrl, configured: config.AFFECTIVE_WEBHOOK_SECRET, sealer }),
    logger,
  });
  const http = express();
  http.disable('x-powered-by');
  http.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  http.post(ALERTS_PATH, (req, res) => {
    receiveAlert(req, res).catch((err: Error) => {
      logger.error({ err: { message: err.message } }, 'alert webhook failed');
      if (!res.headersSent) res.status(500).end();
    });
  });
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
  const badRequest: ErrorRequestHandler = (err, _req, res, _next) => {
    const status = typeof err.status === 'number' && err.status >= 400 && err.status < 500 ? err.status : 500;
    if (status === 500) logger.error({ err: { message: (err as Error).message } }, 'teams request failed');
    if (!res.headersSent)
      res.status(status).json({ error: status === 500 ? 'internal error' : 'bad request' });
  };
  http.use(badRequest);

  let server: Server | null = null;
  let stopWork = () => {};
  const registration = webhookUrl
    ? registerWebhookUntilDone({ client: service, pool, url: webhookUrl, logger, sealer })
    : null;

  return {
    adapter,
    deps,
    settled: () => tasks.settled(),
    async start() {
      if (config.identity.kind === 'anonymous') {
        logger.warn(
          'Teams connector running without a bot identity: requests are not authenticated (development only)',
        );
      }
      if (!sealer.enabled) {
        logger.warn(
          'SECRETS_KEY is not set: team references and the alert webhook secret are stored unsealed',
        );
      }
      for (const platform of [PLATFORM, PERSONAL])
        await resealConnectorSecrets({ pool, platform, sealer, logger });
      server = http.listen(config.TEAMS_PORT, config.identity.kind === 'anonymous' ? '127.0.0.1' : '0.0.0.0');
      await once(server, 'listening');
      const port = (server.address() as AddressInfo).port;
      logger.info({ port, identity: config.identity.kind }, 'teams connector started');
      stopWork = startConnectorWork({
        pool,
        platform: PLATFORM,
        logger,
        tasks,
        registration,
        center,
        workspaceIds: () => directory.workspaceIds(),
      });
      return { port };
    },
    async stop() {
      stopWork();
      if (server) {
        const closing = new Promise((resolve) => server!.close(resolve));
        server.closeIdleConnections();
        await closing;
      }
      await tasks.settled();
      await stream.close(5_000);
    },
  };
}
