import { ApplicationIntegrationType, InteractionContextType, SlashCommandBuilder } from 'discord.js';

/** `/forget-me`: anyone stops their messages being read and has their signals erased. */
export const forgetMeCommand = new SlashCommandBuilder()
  .setName('forget-me')
  .setDescription('Stop Affective reading your messages here, and erase what it learnt from them')
  .setContexts(InteractionContextType.Guild)
  .setIntegrationTypes(ApplicationIntegrationType.GuildInstall);
