import {
  ApplicationIntegrationType,
  type ChatInputCommandInteraction,
  InteractionContextType,
  SlashCommandBuilder,
} from 'discord.js';
import type { DiscordDeps } from '../../deps.js';
import { discordSyntax } from '../../render/markup.js';
import { answerWithView } from './context.js';

/**
 * `/support on|off`: anyone asks for private support messages, or stops them. A command of its own because
 * `/affective` needs Manage Server, and its `support` subcommand sets what the crisis banners offer.
 */
export const supportCommand = new SlashCommandBuilder()
  .setName('support')
  .setDescription('Get a private message with ideas that may help when things look hard, or stop them')
  .setContexts(InteractionContextType.Guild)
  .setIntegrationTypes(ApplicationIntegrationType.GuildInstall)
  .addStringOption((option) =>
    option
      .setName('choice')
      .setDescription('on to receive them, off to stop')
      .setRequired(true)
      .addChoices({ name: 'on', value: 'on' }, { name: 'off', value: 'off' }),
  );

export function handleSupport(
  interaction: ChatInputCommandInteraction,
  { core }: DiscordDeps,
): Promise<void> {
  const choice = interaction.options.getString('choice', true);
  // Core reads `support on|off` as the person's own choice, whoever they are.
  return answerWithView(interaction, (ctx) => core.commands.run(ctx, `support ${choice}`, discordSyntax));
}
