import {
  ApplicationIntegrationType,
  type ChatInputCommandInteraction,
  InteractionContextType,
  SlashCommandBuilder,
} from 'discord.js';
import { WINDOWS } from '../../../../shared/contract/common.js';
import type { DiscordDeps } from '../../deps.js';
import { answerPrivately } from './context.js';

/** `/pulse [window]`: the community pulse, for anyone in the guild, answered privately. */
export const pulseCommand = new SlashCommandBuilder()
  .setName('pulse')
  .setDescription('Show the community pulse, anonymised')
  .setContexts(InteractionContextType.Guild)
  .setIntegrationTypes(ApplicationIntegrationType.GuildInstall)
  .addStringOption((option) =>
    option
      .setName('window')
      .setDescription('How far back to look (30d when left out)')
      .addChoices(...WINDOWS.map((window) => ({ name: window, value: window }))),
  );

/** Deferred privately at once, then edited with the pulse embed. */
export function handlePulse(interaction: ChatInputCommandInteraction, { core }: DiscordDeps): Promise<void> {
  return answerPrivately(interaction, (ctx) =>
    core.answerPulse(ctx, interaction.options.getString('window') ?? ''),
  );
}
