import { z } from 'zod';
import { type ConnectorConfig, loadConnectorConfig } from '../core/config.js';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** The Slack connector's own variables; `.env.example` lists them with the connector core's. */
export const SlackEnv = z.object({
  SLACK_SIGNING_SECRET: z.string().min(8).optional(),
  SLACK_BOT_TOKEN: z
    .string()
    .regex(/^xoxb-/, 'expected a bot token (xoxb-…)')
    .optional(),
  SLACK_CLIENT_ID: z.string().min(1).optional(),
  SLACK_CLIENT_SECRET: z.string().min(1).optional(),
  SLACK_STATE_SECRET: z.string().min(16).optional(),
  SLACK_APP_TOKEN: z
    .string()
    .regex(/^xapp-/, 'expected an app-level token (xapp-…)')
    .optional(),
  SLACK_SOCKET_MODE: bool.default(false),
  SLACK_PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  SLACK_API_URL: z.url({ protocol: /^https?$/ }).default('https://slack.com/api/'),
});
export type SlackEnv = z.infer<typeof SlackEnv>;

export type SlackMode =
  | { kind: 'single'; botToken: string }
  | { kind: 'oauth'; clientId: string; clientSecret: string; stateSecret: string };

export type SlackConfig = ConnectorConfig &
  SlackEnv & { mode: SlackMode; transport: 'http' | 'socket'; signingSecret: string; appToken?: string };

/** Whether enough Slack credentials are set to start; without them the connector stays off. */
export function slackCredentialsSet(env: NodeJS.ProcessEnv): boolean {
  const set = (name: string) => Boolean(env[name]);
  return (
    set('SLACK_SIGNING_SECRET') &&
    (set('SLACK_BOT_TOKEN') || (set('SLACK_CLIENT_ID') && set('SLACK_CLIENT_SECRET')))
  );
}

export class SlackConfigError extends Error {}

/** Reads the connector's configuration and tells which install mode and transport it asks for. */
export function loadSlackConfig(env: NodeJS.ProcessEnv = process.env): SlackConfig {
  const config = loadConnectorConfig(SlackEnv, env);
  if (!config.SLACK_SIGNING_SECRET) throw new SlackConfigError('SLACK_SIGNING_SECRET is required');
  let mode: SlackMode;
  if (config.SLACK_BOT_TOKEN) {
    mode = { kind: 'single', botToken: config.SLACK_BOT_TOKEN };
  } else if (config.SLACK_CLIENT_ID && config.SLACK_CLIENT_SECRET && config.SLACK_STATE_SECRET) {
    mode = {
      kind: 'oauth',
      clientId: config.SLACK_CLIENT_ID,
      clientSecret: config.SLACK_CLIENT_SECRET,
      stateSecret: config.SLACK_STATE_SECRET,
    };
  } else {
    throw new SlackConfigError(
      'set SLACK_BOT_TOKEN (one workspace) or SLACK_CLIENT_ID, SLACK_CLIENT_SECRET and SLACK_STATE_SECRET (OAuth install)',
    );
  }
  if (config.SLACK_SOCKET_MODE && !config.SLACK_APP_TOKEN) {
    throw new SlackConfigError('SLACK_SOCKET_MODE=true needs SLACK_APP_TOKEN');
  }
  return {
    ...config,
    mode,
    transport: config.SLACK_SOCKET_MODE ? 'socket' : 'http',
    signingSecret: config.SLACK_SIGNING_SECRET,
    appToken: config.SLACK_APP_TOKEN,
  };
}
