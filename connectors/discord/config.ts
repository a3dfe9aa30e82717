import { z } from 'zod';
import { envInt as int } from '../../shared/runtime/env.js';
import { type ConnectorConfig, loadConnectorConfig } from '../core/config.js';

const snowflake = z.string().regex(/^\d{17,20}$/, 'expected a Discord id (17 to 20 digits)');

/** The Discord connector's own variables; `.env.example` lists them with the connector core's. */
export const DiscordEnv = z.object({
  DISCORD_TOKEN: z
    .string()
    .regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, "expected a bot token (the Bot page's Reset Token)")
    .optional(),
  DISCORD_APPLICATION_ID: snowflake.optional(),
  DISCORD_PORT: int(0, 65_535).default(3001),
  DISCORD_SHARDS: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'expected shard ids separated by commas, such as 0,1')
    .optional(),
  DISCORD_SHARD_COUNT: int(1, 100_000).optional(),
  DISCORD_API_URL: z.url({ protocol: /^https?$/ }).default('https://discord.com/api'),
});
export type DiscordEnv = z.infer<typeof DiscordEnv>;

/** Which shards this process runs: every one Discord recommends, or a set of a fixed total. */
export type ShardPlan = { kind: 'auto' } | { kind: 'fixed'; ids: number[]; count: number };

export type DiscordConfig = ConnectorConfig &
  DiscordEnv & { token: string; applicationId: string; shards: ShardPlan };

export function discordCredentialsSet(env: NodeJS.ProcessEnv): boolean {
  return Boolean(env.DISCORD_TOKEN && env.DISCORD_APPLICATION_ID);
}

export class DiscordConfigError extends Error {}

/** The shard ids of DISCORD_SHARDS (all of DISCORD_SHARD_COUNT when unset), each below the count. */
export function shardPlan(shards: string | undefined, count: number | undefined): ShardPlan {
  if (count === undefined) {
    if (shards) throw new DiscordConfigError('DISCORD_SHARDS needs DISCORD_SHARD_COUNT, the total of shards');
    return { kind: 'auto' };
  }
  const ids = shards ? [...new Set(shards.split(',').map(Number))].sort((a, b) => a - b) : [];
  if (ids.some((id) => id >= count)) {
    throw new DiscordConfigError(`DISCORD_SHARDS must name shards below DISCORD_SHARD_COUNT (${count})`);
  }
  return { kind: 'fixed', ids: ids.length ? ids : [...Array(count).keys()], count };
}

/** Reads the connector's configuration: the shared connector variables and Discord's. */
export function loadDiscordConfig(env: NodeJS.ProcessEnv = process.env): DiscordConfig {
  const config = loadConnectorConfig(DiscordEnv, env);
  if (!config.DISCORD_TOKEN || !config.DISCORD_APPLICATION_ID) {
    throw new DiscordConfigError('DISCORD_TOKEN and DISCORD_APPLICATION_ID are required');
  }
  return {
    ...config,
    token: config.DISCORD_TOKEN,
    applicationId: config.DISCORD_APPLICATION_ID,
    shards: shardPlan(config.DISCORD_SHARDS, config.DISCORD_SHARD_COUNT),
  };
}
