import { Events, type Guild } from 'discord.js';
import { WorkspacesRepository } from '../../../core/store/workspaces.repository.js';
import type { DiscordDeps } from '../../deps.js';

/**
 * Servers come and go: each one the bot is in is recorded (at start, and when it joins one), so that alerts
 * without a source reach it; leaving one, or being removed, deletes its settings and alert state. (A server
 * made unavailable by a Discord outage is another event, and is kept.)
 */
export function register({ core, client }: DiscordDeps): void {
  const workspaces = new WorkspacesRepository(core.pool);
  const record = (guild: Guild) => workspaces.ensure(core.platform, guild.id);
  client.on(Events.ClientReady, (ready) => {
    core.tasks.run('record servers', async () => {
      for (const guild of ready.guilds.cache.values()) await record(guild);
    });
  });
  client.on(Events.GuildCreate, (guild) => {
    core.tasks.run('server joined', async () => {
      await record(guild);
      core.logger.info({ workspaceId: guild.id }, 'discord server joined');
    });
  });
  client.on(Events.GuildDelete, (guild) => {
    core.tasks.run('server left', async () => {
      await core.alerts.forgetWorkspace(guild.id);
      core.logger.info(
        { workspaceId: guild.id },
        'discord server left: its settings and alert state are deleted',
      );
    });
  });
}
