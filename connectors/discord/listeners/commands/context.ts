import { type ChatInputCommandInteraction, MessageFlags, PermissionFlagsBits } from 'discord.js';
import type { CommandContext } from '../../../core/platform.js';
import type { MessageView } from '../../../core/view.js';
import { replyOf } from '../../render/message.js';

/**
 * Who ran a command and where. Admin means Manage Server, read from the permissions Discord computed for the
 * member in this interaction: `default_member_permissions` only hides a command, and server admins can change it.
 */
export function commandContext(interaction: ChatInputCommandInteraction<'cached' | 'raw'>): CommandContext {
  return {
    workspaceId: interaction.guildId,
    userId: interaction.user.id,
    channelId: interaction.channelId,
    isAdmin: async () => interaction.memberPermissions.has(PermissionFlagsBits.ManageGuild),
  };
}

/**
 * Defers at once (Discord waits 3 seconds for an answer; the deferred one may be edited for 15 minutes), then
 * shows the caller alone what core answered.
 */
export async function answerPrivately(
  interaction: ChatInputCommandInteraction,
  answer: () => Promise<MessageView>,
): Promise<void> {
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  await interaction.editReply(replyOf(await answer()));
}
