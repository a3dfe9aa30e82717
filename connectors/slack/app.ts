import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { App, type CustomRoute, HTTPReceiver, type Receiver, SocketModeReceiver, webApi } from '@slack/bolt';
import type { Clock } from '../../shared/runtime/clock.js';
import type { Logger } from '../../shared/runtime/logger.js';
import type { Pool } from '../../shared/runtime/pool.js';
import type { ChatPlatform, HttpRoute, PlatformAdapter } from '../core/platform.js';
import { type ConnectorCore, type ConnectorRuntime, createConnector } from '../core/runtime.js';
import { boltLogger } from './bolt-logger.js';
import { loadSlackConfig, type SlackConfig, slackCredentialsSet } from './config.js';
import type { ListenerNeeds, SlackDeps } from './deps.js';
import * as actions from './listeners/actions/index.js';
import * as commands from './listeners/commands/index.js';
import * as events from './listeners/events/index.js';
import * as messages from './listeners/messages/index.js';
import { slackMarkup } from './render/mrkdwn.js';
import { SlackSurface } from './surface.js';
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

function customRoutes(routes: HttpRoute[], logger: Logger): CustomRoute[] {
  return routes.map((route) => ({
    path: route.path,
    method: route.method,
    handler: (req, res) => {
      route.handler(req, res).catch((err: Error) => {
        logger.error({ err: { message: err.message }, path: route.path }, 'route failed');
        if (!res.headersSent) res.writeHead(500).end();
      });
    },
  }));
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

/** Slack's adapter on core: a Bolt app whose listeners hand messages, commands, buttons and joins to core. */
export interface SlackAdapter extends PlatformAdapter {
  app: App;
}

function connectSlack(core: ConnectorCore<SlackConfig>): SlackAdapter {
  const { config, logger, pool } = core;
  const slackLogger = boltLogger(logger);
  const installations = config.mode.kind === 'oauth' ? new PgInstallationStore(pool, core.sealer) : null;
  // Alerts are drawn outside any Slack request, with a client of their own.
  const alertClient = new webApi.WebClient(undefined, {
    slackApiUrl: config.SLACK_API_URL,
    logger: slackLogger,
  });
  // Direct support is sent while the service waits for the webhook's answer: a failure on Slack's side is tried
  // once more, then left to the service's own retries rather than to the client's half hour of them.
  const directClient = new webApi.WebClient(undefined, {
    slackApiUrl: config.SLACK_API_URL,
    logger: slackLogger,
    retryConfig: { retries: 1, factor: 1, minTimeout: 1_000, maxTimeout: 1_000 },
  });
  const directory: WorkspaceDirectory =
    config.mode.kind === 'single' ? new SingleWorkspace(alertClient, config.mode.botToken) : installations!;
  let app: App | undefined;

  const deps: SlackDeps = { core, installations };
  return {
    surface: new SlackSurface(alertClient, directory, directClient),
    markup: slackMarkup,
    commandNames: { affective: '/affective', pulse: '/pulse' },
    defaultNotify: { kind: 'here' },
    workspaceIds: () => directory.workspaceIds(),
    get app(): App {
      if (!app) throw new Error('the Slack app is made when the connector starts');
      return app;
    },
    async start(routes) {
      const receiver: Receiver = createReceiver(
        config,
        slackLogger,
        customRoutes(routes, logger),
        installations,
      );
      app = new App({
        receiver,
        token: config.mode.kind === 'single' ? config.mode.botToken : undefined,
        clientOptions: { slackApiUrl: config.SLACK_API_URL },
        logger: slackLogger,
        deferInitialization: true,
      });
      // Slack retries an event it thinks was missed, and can deliver one twice: each event_id is handled once.
      app.use(async ({ body, next }) => {
        const eventId = (body as { event_id?: unknown }).event_id;
        if (typeof eventId !== 'string') return next();
        await core.once(eventId, next);
      });
      for (const listener of LISTENERS) listener.register(app, deps);
      app.error(async (error) => {
        logger.error(
          { err: { message: error.message, code: (error as { code?: string }).code } },
          'slack handler failed',
        );
      });
      await app.init();
      let port = config.SLACK_PORT;
      if (config.transport === 'http') {
        const server = (await app.start(config.SLACK_PORT)) as Server;
        port = (server.address() as AddressInfo).port;
      } else {
        await app.start();
      }
      logger.info({ transport: config.transport, mode: config.mode.kind }, 'slack app listening');
      return { port };
    },
    async stop() {
      await app?.stop();
    },
  };
}

export const slackPlatform: ChatPlatform<SlackConfig> = {
  name: PLATFORM,
  requirement: 'SLACK_SIGNING_SECRET with SLACK_BOT_TOKEN, or with SLACK_CLIENT_ID and SLACK_CLIENT_SECRET',
  credentialsSet: slackCredentialsSet,
  loadConfig: loadSlackConfig,
  connect: connectSlack,
};

export type SlackConnector = ConnectorRuntime<SlackConfig> & { adapter: SlackAdapter };

/** The Slack connector: core's runtime on Slack's adapter. */
export function createSlackConnector(
  config: SlackConfig,
  options: { logger: Logger; pool: Pool; clock?: Clock },
): SlackConnector {
  return createConnector(slackPlatform, config, options) as SlackConnector;
}
