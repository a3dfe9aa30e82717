import { type ButtonInteraction, Events } from 'discord.js';
import { BANNER_ACTIONS, type BannerAction } from '../../../core/alerts/views.js';
import type { DiscordDeps } from '../../deps.js';
import { parseCustomId } from '../../render/message.js';

/**
 * Acknowledge, Resolve or False alarm on a crisis banner. The click is answered at once with a deferred update
 * (the banner stays as it is for the moment), then core records the status, redraws the banner in place and
 * tells the service: redrawing may wait out rate limits longer than the 3 seconds a click may wait.
 */
export async function handleBannerButton(
  interaction: ButtonInteraction,
  { core }: DiscordDeps,
): Promise<void> {
  const { action, value } = parseCustomId(interaction.customId);
  const status = BANNER_ACTIONS[action as BannerAction];
  if (!status || !interaction.inGuild()) return;
  await interaction.deferUpdate();
  const banner = await core.alerts.setStatus(interaction.guildId, value, status, interaction.user.id);
  core.logger.info(
    { workspaceId: interaction.guildId, status, found: banner !== null },
    'crisis banner status set',
  );
}

export function register(deps: DiscordDeps): void {
  deps.client.on(Events.InteractionCreate, (interaction) => {
    if (!interaction.isButton()) return;
    deps.core.tasks.run('banner button', async () => {
      await deps.core.once(`interaction:${interaction.id}`, () => handleBannerButton(interaction, deps));
    });
  });
}
