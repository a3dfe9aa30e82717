import type { App, KnownEventFromType } from '@slack/bolt';
import { MAX_TEXT_CHARS, type StreamItem } from '../../../../shared/contract/ingest.js';
import { pseudonymise, sourceLabel } from '../../../core/pseudonymise.js';
import type { ListenerNeeds, SlackDeps } from '../../deps.js';
import { PLATFORM } from '../../workspaces.js';

export const needs: ListenerNeeds = {
  botEvents: ['message.channels', 'message.groups'],
  scopes: ['channels:history', 'groups:history'],
};

/** Subtypes that are still a person writing; every other subtype is a bot, an edit or a system notice. */
const HUMAN_SUBTYPES = new Set(['thread_broadcast', 'file_share', 'me_message']);
const CHANNEL_TYPES = new Set(['channel', 'group']);

type MessageEvent = KnownEventFromType<'message'>;

export interface HumanMessage {
  workspaceId: string;
  channelId: string;
  userId: string;
  text: string;
  ts: string;
}

/** The person-written message in a public or private channel, or null for anything to leave alone. */
export function humanMessage(
  event: MessageEvent,
  workspaceId: string | undefined,
  botUserId: string | undefined,
): HumanMessage | null {
  const raw = event as MessageEvent & {
    subtype?: string;
    user?: string;
    text?: string;
    bot_id?: string;
    bot_profile?: unknown;
    channel_type?: string;
    ts: string;
    channel: string;
  };
  if (!workspaceId || !raw.user || !raw.text?.trim()) return null;
  if (raw.subtype !== undefined && !HUMAN_SUBTYPES.has(raw.subtype)) return null;
  if (raw.bot_id || raw.bot_profile || raw.user === botUserId) return null;
  if (!raw.channel_type || !CHANNEL_TYPES.has(raw.channel_type)) return null;
  return { workspaceId, channelId: raw.channel, userId: raw.user, text: raw.text, ts: raw.ts };
}

/** The stream item the service receives: a keyed pseudonym in place of the user, ids-only source label. */
export function toStreamItem(message: HumanMessage, pseudonymKey: string): StreamItem {
  return {
    uid: pseudonymise(pseudonymKey, PLATFORM, message.workspaceId, message.userId),
    text: message.text.slice(0, MAX_TEXT_CHARS),
    ts: new Date(Math.floor(Number(message.ts) * 1000)).toISOString(),
    source: sourceLabel(PLATFORM, message.workspaceId, message.channelId),
  };
}

export function register(app: App, deps: SlackDeps): void {
  app.event('message', async ({ event, context }) => {
    const message = humanMessage(event, context.teamId ?? context.enterpriseId, context.botUserId);
    if (!message) return;
    const item = toStreamItem(message, deps.config.PSEUDONYM_KEY);
    deps.stream.push(item);
    if (deps.uidMap) await deps.uidMap.remember(item.uid, PLATFORM, message.workspaceId, message.userId);
  });
}
