import type { AgentApplication, TurnContext, TurnState } from '@microsoft/agents-hosting';
import type { InboundMessage } from '../../core/platform.js';
import { parseCommand } from '../commands.js';
import type { TeamsDeps } from '../deps.js';
import { pseudonymScopeOf, workspaceIdOf } from '../ids.js';
import { answerCommand, answerUnknown } from './commands.js';
import { channelDataOf, channelOf, channelRef, isPersonal, personalReference, tenantOf } from './context.js';
import { rememberTeam } from './installation.js';
import { mentionsBot, plainText } from './text.js';

/** A Teams channel message as core's inbound message; null outside a team's channel. */
export function inboundMessage(context: TurnContext): InboundMessage | null {
  const { activity } = context;
  const data = channelDataOf(context);
  const channelId = channelOf(context);
  if (!data.team?.id || !channelId || !activity.id) return null;
  const at = activity.timestamp ? new Date(activity.timestamp) : new Date();
  const person = activity.from?.aadObjectId;
  const tenantId = tenantOf(context);
  return {
    workspaceId: workspaceIdOf(data.team.id),
    ...(tenantId ? { pseudonymScope: pseudonymScopeOf(tenantId, data.team.id) } : {}),
    channelId,
    userId: person ?? '',
    text: plainText(activity.text),
    at: Number.isNaN(at.getTime()) ? new Date() : at,
    messageId: activity.id,
    kind: activity.from?.role === 'bot' || !person ? 'bot' : 'human',
    // Guests are members of the team's tenant in Teams; activities do not tell them apart from employees.
    external: false,
    direct: false,
  };
}

/**
 * One handler for every message (the SDK runs only the first route that matches): a channel message is
 * handed to core, which streams it or says why not, unless it is a command, that is, unless it @mentions the
 * bot followed by one of its commands (a mention without one is streamed, and answered with the commands); in
 * the personal chat every message is read as a command and nothing is streamed.
 */
async function onMessage(context: TurnContext, deps: TeamsDeps): Promise<void> {
  const { activity } = context;
  if (activity.from?.id) deps.markup.learn(activity.from.id, activity.from.name);
  for (const entity of activity.entities ?? []) {
    const mentioned = (entity as { mentioned?: { id?: string; name?: string } }).mentioned;
    if (entity.type === 'mention' && mentioned?.id) deps.markup.learn(mentioned.id, mentioned.name);
  }
  if (activity.from?.role === 'bot') return;
  if (isPersonal(context)) {
    const reference = personalReference(context);
    if (reference && activity.from?.aadObjectId) {
      await deps.directory.savePersonalChat(activity.from.aadObjectId, reference);
    }
    const command = parseCommand(plainText(activity.text));
    return command
      ? answerCommand(context, deps, command, 'personal', null)
      : answerUnknown(context, 'personal');
  }
  const team = await rememberTeam(context, deps);
  const message = inboundMessage(context);
  if (!team || !message) return;
  await deps.core.conversations.remember(channelRef(team, channelDataOf(context).channel!.id!));
  const command = mentionsBot(activity) ? parseCommand(message.text) : null;
  if (command) return answerCommand(context, deps, command, 'team', team);
  await deps.core.once(`${activity.conversation?.id}:${activity.id}`, async () => {
    await deps.core.messages.receive(message);
  });
  if (mentionsBot(activity)) await answerUnknown(context, 'team');
}

export function register(agent: AgentApplication<TurnState>, deps: TeamsDeps): void {
  agent.onActivity('message', (context) => onMessage(context, deps));
}
