import { REST, Routes } from 'discord.js';
import { z } from 'zod';
import { parseEnv } from '../../shared/runtime/env.js';
import { DiscordEnv } from './config.js';
import { inviteUrl } from './install.js';
import { commandsBody } from './listeners/commands/index.js';

const CliEnv = DiscordEnv.pick({ DISCORD_TOKEN: true, DISCORD_APPLICATION_ID: true, DISCORD_API_URL: true });

export class DiscordUsageError extends Error {}

export interface DiscordCliOptions {
  guild?: string;
  here?: boolean;
}

function required<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new DiscordUsageError(`set ${name}`);
  return value;
}

/**
 * `affective discord register [--guild ID]`: overwrites the application's slash commands with the declared
 * ones, globally (every server, within an hour) or in one server at once (for development).
 * `affective discord invite [--here]`: prints the address that adds the bot to a server.
 */
export async function runDiscordCli(
  sub: string | undefined,
  options: DiscordCliOptions,
  env: NodeJS.ProcessEnv,
  out: (line: string) => void,
): Promise<number> {
  const config = parseEnv(CliEnv, env);
  const applicationId = required(config.DISCORD_APPLICATION_ID, 'DISCORD_APPLICATION_ID');
  if (sub === 'invite') {
    out(inviteUrl(applicationId, { here: options.here }));
    return 0;
  }
  if (sub !== 'register') throw new DiscordUsageError('discord takes register or invite');
  if (
    options.guild !== undefined &&
    !z
      .string()
      .regex(/^\d{17,20}$/)
      .safeParse(options.guild).success
  ) {
    throw new DiscordUsageError('--guild must be a server id (17 to 20 digits)');
  }
  const rest = new REST({ api: config.DISCORD_API_URL }).setToken(
    required(config.DISCORD_TOKEN, 'DISCORD_TOKEN'),
  );
  const route = options.guild
    ? Routes.applicationGuildCommands(applicationId, options.guild)
    : Routes.applicationCommands(applicationId);
  const registered = (await rest.put(route, { body: commandsBody() })) as Array<{ name: string }>;
  const where = options.guild
    ? `in server ${options.guild}`
    : 'globally (every server sees them within an hour)';
  out(`Registered ${registered.map((c) => `/${c.name}`).join(', ')} ${where}.`);
  return 0;
}
