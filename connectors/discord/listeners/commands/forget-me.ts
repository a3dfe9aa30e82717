import {
  ApplicationIntegrationType,
  type ChatInputCommandInteraction,
  InteractionContextType,
  SlashCommandBuilder,
} from 'discord.js';
import type { DiscordDeps } from '../../deps.js';
import { answerWithView } from './context.js';

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
  return answerWithView(interaction, (ctx) => core.commands.forgetMe(ctx));
}
