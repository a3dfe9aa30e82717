import type { TurnContext } from '@microsoft/agents-hosting';
import type { ArgumentSyntax, CommandContext, NotifyTarget } from '../../core/platform.js';
import { type MessageView, plainView } from '../../core/view.js';
import { COMMANDS, type CommandName, type CommandScope } from '../commands.js';
import type { TeamsDeps } from '../deps.js';
import type { StoredReference, TeamInstallation } from '../directory.js';
import { pseudonymScopeOf, workspaceIdOf } from '../ids.js';
import { cardActivity } from '../render/cards.js';
import { mentionMarker } from '../render/markup.js';
import { channelOf, isPersonal } from './context.js';
import { plainText } from './text.js';

type Command = { name: CommandName; argument: string };

const OPEN_PERSONAL_CHAT =
  "I answer privately, in a personal chat with me, and we don't have one yet. Open it: select **Apps** in Teams, find **Affective** and choose **Open** (or start a new chat and type Affective), say hello, then ask me here again.";

const reply = (context: TurnContext, view: MessageView) => context.sendActivity(cardActivity(view) as never);

export async function answerUnknown(context: TurnContext, scope: CommandScope): Promise<void> {
  const names = COMMANDS.filter((c) => (c.scopes as readonly string[]).includes(scope)).map(
    (c) => `**${c.name}**`,
  );
  const how = scope === 'team' ? '@mention me with one of' : 'ask me for';
  await reply(context, plainView(`I didn't catch a command: ${how} ${names.join(', ')}.`));
}

/**
 * Who wrote the command, where, whether Graph says they own the team, and how to answer them privately: Teams
 * has no private replies in channels, so answers go to the caller's personal chat with the bot and the channel
 * gets a one-line pointer mentioning them (or, without a personal chat, how to open one).
 */
function commandContext(
  deps: TeamsDeps,
  context: TurnContext,
  team: TeamInstallation,
  channelId: string,
): CommandContext {
  const person = context.activity.from?.aadObjectId ?? '';
  return {
    workspaceId: workspaceIdOf(team.teamId),
    pseudonymScope: pseudonymScopeOf(team.tenantId, team.teamId),
    userId: person,
    channelId,
    async isAdmin() {
      if (!team.aadGroupId || !person) return false;
      try {
        return await deps.owners.isOwner(team.aadGroupId, person);
      } catch (err) {
        deps.core.logger.warn({ err: { message: (err as Error).message } }, 'could not read the team owners');
        return false;
      }
    },
    replyPrivately: (view) => replyInPersonalChat(context, deps, team, view),
  };
}

/** Whom to notify, from the message's mentions other than the bot's: a tag, else the people named. */
function mentionedTarget(context: TurnContext): NotifyTarget | null {
  const botId = context.activity.recipient?.id;
  const mentioned = (context.activity.entities ?? [])
    .filter((e) => e.type === 'mention')
    .map((e) => (e as { mentioned?: { id?: string; name?: string; type?: string } }).mentioned)
    .filter((m): m is { id: string; name: string; type?: string } =>
      Boolean(m?.id && m.name && m.id !== botId),
    );
  const tag = mentioned.find((m) => m.type === 'tag');
  if (tag) return { kind: 'tag', id: tag.id, name: tag.name };
  return mentioned.length
    ? { kind: 'people', ids: mentioned.map((m) => m.id), names: mentioned.map((m) => m.name) }
    : null;
}

/**
 * Teams has no channel references in message text: `here` (or nothing) names the channel the command was
 * written in; whom to notify comes from the message's mentions, or `nobody`.
 */
function teamsSyntax(context: TurnContext, channelId: string): ArgumentSyntax {
  return {
    channel: (argument) => (['', 'here', 'this'].includes(argument.trim().toLowerCase()) ? channelId : null),
    notifyTarget: (argument) =>
      argument.trim().toLowerCase() === 'nobody' ? { kind: 'nobody' } : mentionedTarget(context),
    text: (argument) => plainText(argument),
  };
}

/** The caller's personal chat: the stored one, or a new one opened through the team (null when refused). */
async function personalChatOf(
  context: TurnContext,
  deps: TeamsDeps,
  team: TeamInstallation,
): Promise<StoredReference | null> {
  const person = context.activity.from?.aadObjectId;
  const userId = context.activity.from?.id;
  if (!person || !userId) return null;
  const stored = await deps.directory.personalChat(team.tenantId, person);
  if (stored) return stored;
  try {
    const conversationId = await deps.bot.openPersonalChat(team, userId);
    const reference = { serviceUrl: team.serviceUrl, conversationId, tenantId: team.tenantId };
    await deps.directory.savePersonalChat(person, reference);
    return reference;
  } catch (err) {
    deps.core.logger.info({ err: { message: (err as Error).message } }, 'could not open a personal chat');
    return null;
  }
}

async function replyInPersonalChat(
  context: TurnContext,
  deps: TeamsDeps,
  team: TeamInstallation,
  view: MessageView,
): Promise<void> {
  const chat = await personalChatOf(context, deps, team);
  if (!chat) {
    await context.sendActivity(OPEN_PERSONAL_CHAT);
    return;
  }
  await deps.bot.post(chat, cardActivity(view));
  const from = context.activity.from!;
  await reply(
    context,
    plainView(`${mentionMarker(from.id!, from.name ?? 'you', 'user')} I answered you in our personal chat.`),
  );
}

/** Answers a command: in the personal chat itself, or, from a channel, privately through core. */
export async function answerCommand(
  context: TurnContext,
  deps: TeamsDeps,
  command: Command,
  scope: CommandScope,
  team: TeamInstallation | null,
): Promise<void> {
  if (!(COMMANDS.find((c) => c.name === command.name)!.scopes as readonly string[]).includes(scope)) {
    return answerUnknown(context, scope);
  }
  const { core } = deps;
  if (isPersonal(context)) {
    await reply(context, await core.pulse(command.argument));
    return;
  }
  const channelId = channelOf(context);
  if (!team || !channelId) return answerUnknown(context, scope);
  const ctx = commandContext(deps, context, team, channelId);
  if (command.name === 'pulse') return core.answerPulse(ctx, command.argument);
  if (command.name === 'setup') {
    await ctx.replyPrivately(
      await core.commands.setup(ctx, channelId, mentionedTarget(context) ?? undefined),
    );
    return;
  }
  await core.answerCommand(ctx, `${command.name} ${command.argument}`, teamsSyntax(context, channelId));
}
