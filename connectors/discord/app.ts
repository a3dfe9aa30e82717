import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  Client,
  type ClientOptions,
  Events,
  GatewayCloseCodes,
  GatewayIntentBits,
  Options,
} from 'discord.js';
import type { Logger } from '../../shared/runtime/logger.js';
import type { ChatPlatform, HttpRoute, PlatformAdapter } from '../core/platform.js';
import type { ConnectorCore } from '../core/runtime.js';
import { WorkspacesRepository } from '../core/store/workspaces.repository.js';
import { type DiscordConfig, discordCredentialsSet, loadDiscordConfig } from './config.js';
import type { DiscordDeps } from './deps.js';
import * as actions from './listeners/actions/index.js';
import * as commands from './listeners/commands/index.js';
import * as guilds from './listeners/guilds/index.js';
import { ContentWatch } from './listeners/messages/content-watch.js';
import * as messages from './listeners/messages/index.js';
import { discordMarkup } from './render/markup.js';
import { DiscordSurface } from './surface.js';

export const PLATFORM = 'discord';

/** Servers, their messages, and the text of those messages (a privileged intent). */
export const INTENTS = [
  GatewayIntentBits.Guilds,
  GatewayIntentBits.GuildMessages,
  GatewayIntentBits.MessageContent,
];

/** Every listener module, in registration order. */
export const LISTENERS = [guilds, messages, commands, actions];

export const DISALLOWED_INTENTS =
  'Discord refused the Message Content intent: switch on "Message Content Intent" under Bot → Privileged Gateway Intents in the developer portal, then start the connector again.';

/** The gateway closed for good (a refused intent, a bad token, sharding required): the connector cannot run. */
export class GatewayRefusedError extends Error {
  constructor(readonly code: number) {
    super(
      code === GatewayCloseCodes.DisallowedIntents
        ? DISALLOWED_INTENTS
        : `Discord closed the gateway for good (${GatewayCloseCodes[code] ?? code}): check DISCORD_TOKEN and the sharding variables.`,
    );
    this.name = 'GatewayRefusedError';
  }
}

export function clientOptions(config: DiscordConfig): ClientOptions {
  return {
    intents: INTENTS,
    rest: { api: config.DISCORD_API_URL },
    ...(config.shards.kind === 'fixed'
      ? { shards: config.shards.ids, shardCount: config.shards.count }
      : { shards: 'auto' as const }),
    // Messages are read as they arrive and never looked up again: keeping them would only hold text in memory.
    makeCache: Options.cacheWithLimits({ ...Options.DefaultMakeCacheSettings, MessageManager: 0 }),
  };
}

/** Core's routes (alert webhook, health) on a server of the connector's own. */
function serve(routes: HttpRoute[], logger: Logger): Server {
  return createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://connector').pathname;
    const route = routes.find((r) => r.method === req.method && r.path === path);
    if (!route) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
      return;
    }
    route.handler(req, res).catch((err: Error) => {
      logger.error({ err: { message: err.message }, path }, 'route failed');
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
}

/**
 * Logs in and resolves once every shard of this process is ready; rejects with one sentence when Discord closes
 * the gateway for good (4014 when the Message Content intent is not enabled).
 */
async function connect(client: Client, token: string): Promise<void> {
  let refuse: (err: Error) => void = () => {};
  const refused = new Promise<never>((_, reject) => {
    refuse = reject;
  });
  const onDisconnect = (event: { code: number }) => refuse(new GatewayRefusedError(event.code));
  client.on(Events.ShardDisconnect, onDisconnect);
  const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
  try {
    await Promise.race([client.login(token).then(() => ready), refused]);
  } finally {
    client.off(Events.ShardDisconnect, onDisconnect);
  }
}

/**
 * The Discord connector on core: a discord.js gateway client whose listeners hand messages, commands, button
 * clicks and server changes to core, a REST surface for what core draws, and an HTTP server for core's routes.
 */
export function connectDiscord(core: ConnectorCore<DiscordConfig>): PlatformAdapter {
  const { config, logger } = core;
  const client = new Client(clientOptions(config));
  const surface = new DiscordSurface(client.rest, logger);
  const content = new ContentWatch(logger);
  const deps: DiscordDeps = { core, client, surface, content };
  for (const listener of LISTENERS) listener.register(deps);
  client.on(Events.Error, (err) => logger.error({ err: { message: err.message } }, 'discord client error'));
  client.on(Events.ShardDisconnect, ({ code }, shardId) => {
    logger.error({ shardId, code }, new GatewayRefusedError(code).message);
  });
  // Waits discord.js sees coming from the rate limit headers (a 429 it did not expect is waited out too).
  client.rest.on('rateLimited', ({ route, retryAfter, global }) => {
    logger.info({ route, retryAfter, global }, 'discord rate limit: waiting before the next call');
  });
  const workspaces = new WorkspacesRepository(core.pool);
  let server: Server | undefined;

  return {
    surface,
    markup: discordMarkup,
    commandNames: { affective: '/affective', pulse: '/pulse', forgetMe: '/forget-me', support: '/support' },
    defaultNotify: { kind: 'nobody' },
    problems: (workspaceId) => [...content.problems(), ...surface.problemsIn(workspaceId)],
    workspaceIds: () => workspaces.ids(PLATFORM),
    async start(routes) {
      server = serve(routes, logger);
      server.listen(config.DISCORD_PORT);
      await new Promise<void>((resolve, reject) => {
        server!.once('listening', resolve).once('error', reject);
      });
      try {
        await connect(client, config.token);
      } catch (err) {
        await this.stop();
        throw err;
      }
      logger.info(
        { guilds: client.guilds.cache.size, shards: client.ws.shards.size },
        'discord gateway ready',
      );
      return { port: (server.address() as AddressInfo).port };
    },
    async stop() {
      await client.destroy();
      if (!server?.listening) return;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server!.close(() => resolve()));
    },
  };
}

export const discordPlatform: ChatPlatform<DiscordConfig> = {
  name: PLATFORM,
  requirement: 'DISCORD_TOKEN and DISCORD_APPLICATION_ID',
  credentialsSet: discordCredentialsSet,
  loadConfig: loadDiscordConfig,
  connect: connectDiscord,
};
