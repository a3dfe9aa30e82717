import type { TurnContext } from '@microsoft/agents-hosting';
import { connectionState, pulseOutcome } from '../../core/pulse-command.js';
import type { CommandName, CommandScope } from '../commands.js';
import { COMMANDS } from '../commands.js';
import type { TeamsDeps } from '../deps.js';
import type { Mentionable, Notify, StoredReference, TeamInstallation } from '../directory.js';
import { cardActivity, mentionOf } from '../render/cards.js';
import { renderPulseOutcome } from '../render/pulse.js';
import { renderStatus } from '../render/status.js';
import { channelDataOf, isPersonal, workspaceOf } from './context.js';

type Command = { name: CommandName; argument: string };

const OPEN_PERSONAL_CHAT =
  "I show the pulse privately, in a personal chat with me, and we don't have one yet. Open it: select **Apps** in Teams, find **Affective** and choose **Open** (or start a new chat and type Affective), say hello, then ask me for **pulse** there or here again.";

export async function answerUnknown(context: TurnContext, scope: CommandScope): Promise<void> {
  const names = COMMANDS.filter((c) => (c.scopes as readonly string[]).includes(scope)).map(
    (c) => `**${c.name}**`,
  );
  const how = scope === 'team' ? '@mention me with one of' : 'ask me for one of';
  await context.sendActivity(
    `I didn't catch a command. ${how[0]!.toUpperCase()}${how.slice(1)}: ${names.join(', ')}.`,
  );
}

export async function answerCommand(
  context: TurnContext,
  deps: TeamsDeps,
  command: Command,
  scope: CommandScope,
): Promise<void> {
  if (!(COMMANDS.find((c) => c.name === command.name)!.scopes as readonly string[]).includes(scope)) {
    return answerUnknown(context, scope);
  }
  if (command.name === 'pulse') return pulse(context, deps, command.argument);
  if (command.name === 'setup') return setup(context, deps);
  return status(context, deps);
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
    deps.logger.info({ err: { message: (err as Error).message } }, 'could not open a personal chat');
    return null;
  }
}

/** Teams has no private replies in channels: the pulse goes to the caller's personal chat, the channel gets a pointer. */
async function pulse(context: TurnContext, deps: TeamsDeps, argument: string): Promise<void> {
  const card = cardActivity(
    renderPulseOutcome(await pulseOutcome(deps.service, argument)),
    'Community pulse',
  );
  if (isPersonal(context)) {
    await context.sendActivity(card as never);
    return;
  }
  const workspaceId = workspaceOf(context);
  const team = workspaceId ? await deps.directory.team(workspaceId) : null;
  const chat = team ? await personalChatOf(context, deps, team) : null;
  if (!chat) {
    await context.sendActivity(OPEN_PERSONAL_CHAT);
    return;
  }
  await deps.bot.post(chat, card);
  const caller: Mentionable = { id: context.activity.from!.id!, name: context.activity.from?.name ?? 'you' };
  const mention = mentionOf(caller);
  await context.sendActivity({
    type: 'message',
    text: `${mention.text} I sent you the pulse in our personal chat.`,
    entities: [mention],
  } as never);
}

/** Whom to notify, from the mentions in the setup message other than the bot's: a tag, else the people named. */
function notifyFrom(context: TurnContext): Notify | null {
  const botId = context.activity.recipient?.id;
  const mentioned = (context.activity.entities ?? [])
    .filter((e) => e.type === 'mention')
    .map((e) => (e as { mentioned?: { id?: string; name?: string; type?: string } }).mentioned)
    .filter((m): m is { id: string; name: string; type?: string } =>
      Boolean(m?.id && m.name && m.id !== botId),
    );
  const tag = mentioned.find((m) => m.type === 'tag');
  if (tag) return { kind: 'tag', tag: { id: tag.id, name: tag.name } };
  return mentioned.length
    ? { kind: 'people', people: mentioned.map(({ id, name }) => ({ id, name })) }
    : null;
}

/** Team owners only: this channel becomes the moderators' channel, and the people or tag mentioned are notified. */
async function setup(context: TurnContext, deps: TeamsDeps): Promise<void> {
  const workspaceId = workspaceOf(context);
  const team = workspaceId ? await deps.directory.team(workspaceId) : null;
  const channelId = channelDataOf(context).channel?.id;
  const person = context.activity.from?.aadObjectId;
  if (!workspaceId || !team || !channelId || !person) {
    await context.sendActivity('Run setup in a channel of the team, by @mentioning me.');
    return;
  }
  if (!team.aadGroupId) {
    await context.sendActivity(
      "I can't tell who owns this team yet (Teams did not give me its group). Try again in a moment.",
    );
    return;
  }
  let owner: boolean;
  try {
    owner = await deps.owners.isOwner(team.aadGroupId, person);
  } catch (err) {
    deps.logger.warn(
      { workspaceId, err: { message: (err as Error).message } },
      'could not read the team owners',
    );
    await context.sendActivity(
      "I couldn't check who owns this team. Make sure the app was added with its permission to read the team's members, then try again.",
    );
    return;
  }
  if (!owner) {
    await context.sendActivity("Only the team's owners can choose the moderators' channel.");
    return;
  }
  const notify = notifyFrom(context) ?? team.notify;
  await deps.directory.saveTeam(workspaceId, { ...team, notify });
  await deps.alerts.setModeratorsChannel(workspaceId, channelId);
  deps.logger.info({ workspaceId, notify: notify?.kind ?? 'nobody' }, "moderators' channel set");
  const whom =
    notify?.kind === 'tag'
      ? `mentioning the tag ${notify.tag.name} (tags can't be mentioned in shared or private channels, and Teams limits how often)`
      : notify?.kind === 'people'
        ? `mentioning ${notify.people.map((p) => p.name).join(', ')}`
        : 'mentioning nobody yet (run setup again with a tag or people @mentioned)';
  await context.sendActivity(`Done: crisis banners and spike counters will go to this channel, ${whom}.`);
}

async function status(context: TurnContext, deps: TeamsDeps): Promise<void> {
  const workspaceId = workspaceOf(context);
  const team = workspaceId ? await deps.directory.team(workspaceId) : null;
  const [connection, alerts] = await Promise.all([
    connectionState(deps.service),
    workspaceId && !isPersonal(context) ? deps.alerts.status(workspaceId) : Promise.resolve(null),
  ]);
  const card = renderStatus({
    connection,
    alerts,
    notify: team?.notify ?? null,
    stream: deps.stream.metrics(),
  });
  await context.sendActivity(cardActivity(card, 'Affective status') as never);
}
