import type { Activity } from '@microsoft/agents-activity';
import type { AgentApplication, TurnContext, TurnState } from '@microsoft/agents-hosting';
import { MAX_TEXT_CHARS, type StreamItem } from '../../../shared/contract/ingest.js';
import { parseCommand } from '../commands.js';
import type { TeamsDeps } from '../deps.js';
import { teamsSource, teamsUid } from '../ids.js';
import { answerCommand, answerUnknown } from './commands.js';
import { channelDataOf, isPersonal, personalReference, tenantOf } from './context.js';
import { rememberTeam } from './installation.js';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The words of a Teams message: mentions and markup taken out, entities decoded, spaces collapsed. */
export function plainText(text: string | undefined): string {
  return (text ?? '')
    .replace(/<at[^>]*>.*?<\/at>/gis, ' ')
    .replace(/<br\s*\/?>|<\/p>|<\/div>|<\/li>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|\w+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

export function mentionsBot(activity: Activity): boolean {
  const botId = activity.recipient?.id;
  return Boolean(
    botId &&
      activity.entities?.some(
        (e) => e.type === 'mention' && (e as { mentioned?: { id?: string } }).mentioned?.id === botId,
      ),
  );
}

/** A person's message in a team's channel, as the stream item the service receives; null for anything else. */
export function channelStreamItem(context: TurnContext, pseudonymKey: string): StreamItem | null {
  const { activity } = context;
  const data = channelDataOf(context);
  const teamId = data.team?.id;
  const channelId = data.channel?.id;
  const tenantId = tenantOf(context);
  const person = activity.from?.aadObjectId;
  if (!teamId || !channelId || !tenantId || !person || activity.from?.role === 'bot') return null;
  const text = plainText(activity.text);
  if (!text) return null;
  const at = activity.timestamp ? new Date(activity.timestamp) : new Date();
  return {
    uid: teamsUid(pseudonymKey, tenantId, teamId, person),
    text: text.slice(0, MAX_TEXT_CHARS),
    ts: Number.isNaN(at.getTime()) ? new Date().toISOString() : at.toISOString(),
    source: teamsSource(teamId, channelId),
  };
}

/**
 * One handler for every message (the SDK runs only the first route that matches): a channel message is
 * streamed unless it is a command, that is, unless it @mentions the bot followed by one of its commands (a
 * mention without one is streamed, and answered with the commands); in the personal chat every message is
 * read as a command and nothing is streamed.
 */
async function onMessage(context: TurnContext, deps: TeamsDeps): Promise<void> {
  const { activity } = context;
  if (activity.from?.role === 'bot') return;
  if (isPersonal(context)) {
    const reference = personalReference(context);
    if (reference && activity.from?.aadObjectId) {
      await deps.directory.savePersonalChat(activity.from.aadObjectId, reference);
    }
    const command = parseCommand(plainText(activity.text));
    return command ? answerCommand(context, deps, command, 'personal') : answerUnknown(context, 'personal');
  }
  if (!channelDataOf(context).team?.id) return;
  await rememberTeam(context, deps);
  const command = mentionsBot(activity) ? parseCommand(plainText(activity.text)) : null;
  if (command) return answerCommand(context, deps, command, 'team');
  const item = channelStreamItem(context, deps.config.PSEUDONYM_KEY);
  if (item && (await deps.claims.claim(`${activity.conversation?.id}:${activity.id}`)))
    deps.stream.push(item);
  if (mentionsBot(activity)) await answerUnknown(context, 'team');
}

export function register(agent: AgentApplication<TurnState>, deps: TeamsDeps): void {
  agent.onActivity('message', (context) => onMessage(context, deps));
}
