import { type ChatInputCommandInteraction, MessageFlags, PermissionFlagsBits } from 'discord.js';
import type { CommandContext } from '../../../core/platform.js';
import type { MessageView } from '../../../core/view.js';
import { replyOf } from '../../render/message.js';

/**
 * Who ran a command and where. Admin means Manage Server, read from the permissions Discord computed for the
 * member in this interaction: `default_member_permissions` only hides a command, and server admins can change it.
 * The private answer is the edit of the ephemeral reply deferred when the command arrived.
 */
export function commandContext(interaction: ChatInputCommandInteraction<'cached' | 'raw'>): CommandContext {
  return {
    workspaceId: interaction.guildId,
    userId: interaction.user.id,
    channelId: interaction.channelId,
    isAdmin: async () => interaction.memberPermissions.has(PermissionFlagsBits.ManageGuild),
    replyPrivately: async (view) => {
      await interaction.editReply(replyOf(view));
    },
  };
}

/**
 * Defers at once, privately (Discord waits 3 seconds for an answer; the deferred one may be edited for 15
 * minutes), then has `answer` tell the caller what core says through the context.
 */
export async function answerPrivately(
  interaction: ChatInputCommandInteraction,
  answer: (ctx: CommandContext) => Promise<void>,
): Promise<void> {
  if (!interaction.inGuild()) return;
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  await answer(commandContext(interaction));
}

/** The same, for a command whose answer is one view. */
export function answerWithView(
  interaction: ChatInputCommandInteraction,
  view: (ctx: CommandContext) => Promise<MessageView>,
): Promise<void> {
  return answerPrivately(interaction, async (ctx) => ctx.replyPrivately(await view(ctx)));
}
