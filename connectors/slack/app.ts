import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { App, type CustomRoute, HTTPReceiver, type Receiver, SocketModeReceiver, webApi } from '@slack/bolt';
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
import { UidMapRepository } from '../core/store/uid-map.repository.js';
import { registerWebhookUntilDone, webhookSecrets } from '../core/webhook-registration.js';
import { SlackAlertSurface } from './alert-surface.js';
import { boltLogger } from './bolt-logger.js';
import type { SlackConfig } from './config.js';
import type { ListenerNeeds, SlackDeps } from './deps.js';
import * as actions from './listeners/actions/index.js';
import * as commands from './listeners/commands/index.js';
import * as events from './listeners/events/index.js';
import * as messages from './listeners/messages/index.js';
import { PgInstallationStore, PLATFORM, SingleWorkspace, type WorkspaceDirectory } from './workspaces.js';

export const EVENTS_PATH = '/slack/events';
export const INSTALL_PATH = '/slack/install';
export const OAUTH_REDIRECT_PATH = '/slack/oauth_redirect';

/** Drawing alerts: posting, updating and pinning messages in the moderators' channel. */
const ALERT_NEEDS: ListenerNeeds = { botEvents: [], scopes: ['chat:write', 'pins:write'] };

/** Every listener module of the app, in registration order. */
export const LISTENERS = [messages, commands, actions, events];

/** The bot scopes the app asks for at install: what its listeners and alert drawing need, nothing more. */
export function botScopes(): string[] {
  return [...new Set([...LISTENERS.flatMap((l) => l.needs.scopes), ...ALERT_NEEDS.scopes])].sort();
}

export function botEvents(): string[] {
  return [...new Set(LISTENERS.flatMap((l) => l.needs.botEvents))].sort();
}

export interface SlackConnector {
  app: App;
  deps: SlackDeps;
  /** Resolves once the work started by requests already answered is done. */
  settled(): Promise<void>;
  /** Starts listening (HTTP) or connecting (Socket Mode); resolves with the HTTP port. */
  start(): Promise<{ port: number }>;
  stop(): Promise<void>;
}

function createReceiver(
  config: SlackConfig,
  logger: ReturnType<typeof boltLogger>,
  routes: CustomRoute[],
  installations: PgInstallationStore | null,
) {
  const oauth =
    config.mode.kind === 'oauth'
      ? {
          installationStore: installations!,
          clientId: config.mode.clientId,
          clientSecret: config.mode.clientSecret,
          stateSecret: config.mode.stateSecret,
          scopes: botScopes(),
        }
      : {};
  const installerOptions = {
    installPath: INSTALL_PATH,
    redirectUriPath: OAUTH_REDIRECT_PATH,
    clientOptions: { slackApiUrl: config.SLACK_API_URL, logger },
  };
  if (config.transport === 'socket') {
    return new SocketModeReceiver({
      appToken: config.appToken!,
      logger,
      customRoutes: routes,
      ...oauth,
      installerOptions: { ...installerOptions, port: config.SLACK_PORT },
    });
  }
  return new HTTPReceiver({
    signingSecret: config.signingSecret,
    endpoints: EVENTS_PATH,
    logger,
    customRoutes: routes,
    // Events are handled before Slack hears back, so a failure makes Slack retry; slash commands and
    // buttons acknowledge first and finish as background tasks.
    processBeforeResponse: true,
    ...oauth,
    installerOptions,
  });
}

/**
 * The Slack connector: a Bolt app whose listeners stream people's messages (pseudonymised) to the service and
 * answer `/pulse` and `/affective`, plus the alert webhook on the same HTTP server.
 */
export function createSlackConnector(
  config: SlackConfig,
  options: { logger: Logger; pool: Pool; clock?: Clock },
): SlackConnector {
  const { logger, pool } = options;
  const slackLogger = boltLogger(logger);
  const service = new AffectiveClient({
    baseUrl: config.AFFECTIVE_API_URL,
    apiKey: config.AFFECTIVE_API_KEY,
    userAgent: 'affective-slack-connector',
  });
  const stream = new ServiceStream({ client: service, capacity: config.CONNECTOR_BUFFER_SIZE, logger });
  const sealer = sealerFromConfig(config);
  const installations = config.mode.kind === 'oauth' ? new PgInstallationStore(pool, sealer) : null;
  const webhookUrl = config.CONNECTOR_PUBLIC_URL
    ? `${config.CONNECTOR_PUBLIC_URL.replace(/\/+$/, '')}${ALERTS_PATH}`
    : undefined;

  // Alerts are drawn outside any Slack request, with a client of their own.
  const alertClient = new webApi.WebClient(undefined, {
    slackApiUrl: config.SLACK_API_URL,
    logger: slackLogger,
  });
  const directory: WorkspaceDirectory =
    config.mode.kind === 'single' ? new SingleWorkspace(alertClient, config.mode.botToken) : installations!;
  const center = new AlertCenter({
    platform: PLATFORM,
    pool,
    surface: new SlackAlertSurface(alertClient, directory, logger),
    knownWorkspaces: () => directory.workspaceIds(),
    logger,
    clock: options.clock ?? systemClock,
  });
  const receiveAlert = alertReceiver({
    center,
    secrets: webhookSecrets({ pool, url: webhookUrl, configured: config.AFFECTIVE_WEBHOOK_SECRET, sealer }),
    logger,
  });
  const routes: CustomRoute[] = [
    {
      path: ALERTS_PATH,
      method: 'POST',
      handler: (req, res) => {
        receiveAlert(req, res).catch((err: Error) => {
          logger.error({ err: { message: err.message } }, 'alert webhook failed');
          if (!res.headersSent) res.writeHead(500).end();
        });
      },
    },
    {
      path: '/healthz',
      method: 'GET',
      handler: (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
      },
    },
  ];
  const receiver: Receiver = createReceiver(config, slackLogger, routes, installations);
  const app = new App({
    receiver,
    token: config.mode.kind === 'single' ? config.mode.botToken : undefined,
    clientOptions: { slackApiUrl: config.SLACK_API_URL },
    logger: slackLogger,
    deferInitialization: true,
  });

  const tasks = new BackgroundTasks(logger);
  const deps: SlackDeps = {
    config,
    tasks,
    logger,
    service,
    stream,
    alerts: center,
    uidMap: config.CONNECTOR_KEEP_UID_MAP ? new UidMapRepository(pool) : null,
    installations,
  };

  const claims = new PlatformEventClaims(pool, PLATFORM);
  // Slack retries an event it thinks was missed, and can deliver one twice: each event_id is handled once.
  app.use(async ({ body, next }) => {
    const eventId = (body as { event_id?: unknown }).event_id;
    if (typeof eventId !== 'string') return next();
    if (!(await claims.claim(eventId))) {
      logger.debug({ eventId }, 'repeated slack event skipped');
      return;
    }
    try {
      await next();
    } catch (err) {
      await claims.release(eventId);
      throw err;
    }
  });
  for (const listener of LISTENERS) listener.register(app, deps);
  app.error(async (error) => {
    logger.error(
      { err: { message: error.message, code: (error as { code?: string }).code } },
      'slack handler failed',
    );
  });

  let stopWork = () => {};
  const registration = webhookUrl
    ? registerWebhookUntilDone({ client: service, pool, url: webhookUrl, logger, sealer })
    : null;

  return {
    app,
    deps,
    settled: () => tasks.settled(),
    async start() {
      if (!sealer.enabled && (installations || webhookUrl)) {
        logger.warn(
          'SECRETS_KEY is not set: workspace installations and the alert webhook secret are stored unsealed',
        );
      }
      await resealConnectorSecrets({ pool, platform: PLATFORM, sealer, logger });
      await app.init();
      let port = config.SLACK_PORT;
      if (config.transport === 'http') {
        const server = (await app.start(config.SLACK_PORT)) as Server;
        port = (server.address() as AddressInfo).port;
      } else {
        await app.start();
      }
      logger.info({ port, transport: config.transport, mode: config.mode.kind }, 'slack connector started');
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
      await app.stop().catch(() => {});
      await tasks.settled();
      await stream.close(5_000);
    },
  };
}
