import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { type ConnectorConfig, loadConnectorConfig } from '../../../connectors/core/config.js';
import type { ArgumentSyntax, ChatPlatform, CommandContext } from '../../../connectors/core/platform.js';
import { type ConnectorRuntime, createConnector } from '../../../connectors/core/runtime.js';
import type { MessageView } from '../../../connectors/core/view.js';
import type { Clock } from '../../../shared/runtime/clock.js';
import { createLogger } from '../../../shared/runtime/logger.js';
import { createPool, type Pool } from '../../../shared/runtime/pool.js';
import { captureLogs, createTestDatabase } from '../../support/harness.js';
import { RecordingSurface, recordingMarkup } from './recording-surface.js';

export const PSEUDONYM_KEY = 'core-test-pseudonym-key-0123456789-abcdef';

/** Arguments as plain words: `#C1` for a channel, `@here`, `nobody`, `@&ROLE` for a role. */
export const plainSyntax: ArgumentSyntax = {
  channel: (argument) => /^#([A-Z0-9]+)$/.exec(argument.trim())?.[1] ?? null,
  notifyTarget(argument) {
    const given = argument.trim();
    if (given === '@here') return { kind: 'here' };
    if (given === 'nobody') return { kind: 'nobody' };
    const role = /^@&([A-Z0-9]+)$/.exec(given);
    return role ? { kind: 'role', id: role[1]!, name: role[1] } : null;
  },
  text: (argument) => argument,
};

/** A chat platform that records what core asks of it: core's behaviour tested once, without any platform. */
export function recordingPlatform(surface: RecordingSurface): ChatPlatform<ConnectorConfig> {
  return {
    name: 'rec',
    requirement: 'nothing',
    credentialsSet: () => true,
    loadConfig: (env) => loadConnectorConfig(z.object({}), env),
    connect() {
      let server: Server | undefined;
      return {
        surface,
        markup: recordingMarkup,
        commandNames: { affective: '/affective', pulse: '/pulse' },
        defaultNotify: { kind: 'here' },
        workspaceIds: async () => ['W1'],
        async start(routes) {
          server = createServer((req, res) => {
            const route = routes.find((r) => r.path === req.url && r.method === req.method);
            if (!route) return void res.writeHead(404).end();
            void route.handler(req, res);
          });
          server.listen(0, '127.0.0.1');
          await once(server, 'listening');
          return { port: (server.address() as AddressInfo).port };
        },
        async stop() {
          if (server) await new Promise((resolve) => server!.close(resolve));
        },
      };
    },
  };
}

export interface CoreHarness {
  connector: ConnectorRuntime;
  surface: RecordingSurface;
  pool: Pool;
  url: string;
  logs: string[];
  /** What commands answered, privately, and to whom. */
  replies: Array<{ userId: string; view: MessageView }>;
  /** Someone running a command in workspace W1. */
  ctx(userId: string, admin?: boolean): CommandContext;
  /** A fresh connector on the same database and surface: what a restart gives. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** Core's runtime on the recording platform, with a database of its own and the service at `apiUrl`. */
export async function startCore(options: {
  apiUrl: string;
  apiKey: string;
  clock?: Clock;
  env?: Record<string, string>;
}): Promise<CoreHarness> {
  const db = await createTestDatabase();
  const surface = new RecordingSurface();
  const platform = recordingPlatform(surface);
  const config = platform.loadConfig({
    AFFECTIVE_API_URL: options.apiUrl,
    AFFECTIVE_API_KEY: options.apiKey,
    PSEUDONYM_KEY,
    CONNECTOR_DATABASE_URL: db.url,
    ...options.env,
  });
  const captured = captureLogs();
  const logger = createLogger({ level: 'debug', name: 'core-test' }, captured.stream);
  const pool = createPool({ url: db.url, max: 5, logger });
  const harness = { surface, pool, logs: captured.lines, replies: [] } as unknown as CoreHarness;
  const launch = async () => {
    harness.connector = createConnector(platform, config, { logger, pool, clock: options.clock });
    const { port } = await harness.connector.start();
    harness.url = `http://127.0.0.1:${port}`;
  };
  await launch();
  harness.ctx = (userId, admin = true) => ({
    workspaceId: 'W1',
    userId,
    channelId: 'CGENERAL',
    isAdmin: async () => admin,
    replyPrivately: async (view) => {
      harness.replies.push({ userId, view });
    },
  });
  harness.restart = async () => {
    await harness.connector.stop();
    await launch();
  };
  harness.close = async () => {
    await harness.connector.stop();
    await pool.end();
    await db.drop();
  };
  return harness;
}
