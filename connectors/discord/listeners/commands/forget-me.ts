import {
  ApplicationIntegrationType,
  type ChatInputCommandInteraction,
  InteractionContextType,
  SlashCommandBuilder,
} from 'discord.js';
import type { DiscordDeps } from '../../deps.js';
import { answerPrivately, commandContext } from './context.js';

/** `/forget-me`: anyone stops their messages being read and has their signals erased. */
export const forgetMeCommand = new SlashCommandBuilder()
  .setName('forget-me')
  .setDescription('Stop Affective reading your messages here, and erase what it learnt from them')
  .setContexts(InteractionContextType.Guild)
  .setIntegrationTypes(ApplicationIntegrationType.GuildInstall);

export function handleForgetMe(
  interaction: ChatInputCommandInteraction,
  { core }: DiscordDeps,
): Promise<void> {
  if (!interaction.inGuild()) return Promise.resolve();
  return answerPrivately(interaction, () => core.commands.forgetMe(commandContext(interaction)));
}
