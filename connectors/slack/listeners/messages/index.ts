import type { App, KnownEventFromType, webApi } from '@slack/bolt';
import type { InboundMessage } from '../../../core/platform.js';
import type { ListenerNeeds, SlackDeps } from '../../deps.js';

export const needs: ListenerNeeds = {
  botEvents: ['message.channels', 'message.groups'],
  scopes: ['channels:history', 'groups:history', 'users:read'],
};

/** Subtypes that are still a person writing; every other subtype is a bot, an edit or a system notice. */
const HUMAN_SUBTYPES = new Set(['thread_broadcast', 'file_share', 'me_message']);
const EDIT_SUBTYPES = new Set(['message_changed', 'message_deleted']);
const CHANNEL_TYPES = new Set(['channel', 'group']);
/** How long whether someone is a guest is remembered, per process. */
const GUEST_CACHE_MS = 3_600_000;

type MessageEvent = KnownEventFromType<'message'>;

interface RawMessage {
  subtype?: string;
  user?: string;
  text?: string;
  bot_id?: string;
  bot_profile?: unknown;
  channel_type?: string;
  user_team?: string;
  source_team?: string;
  ts: string;
  channel: string;
}

/** Slack's message event as core's inbound message; null when it names no workspace or user at all. */
export function inboundMessage(
  event: MessageEvent,
  workspaceId: string | undefined,
  botUserId: string | undefined,
): InboundMessage | null {
  const raw = event as MessageEvent & RawMessage;
  if (!workspaceId) return null;
  let kind: InboundMessage['kind'] = 'human';
  if (raw.subtype !== undefined && !HUMAN_SUBTYPES.has(raw.subtype)) {
    kind = EDIT_SUBTYPES.has(raw.subtype) ? 'edit' : raw.subtype === 'bot_message' ? 'bot' : 'system';
  } else if (raw.bot_id || raw.bot_profile || !raw.user || raw.user === botUserId) {
    kind = 'bot';
  }
  const foreignTeam = [raw.user_team, raw.source_team].some((t) => t !== undefined && t !== workspaceId);
  return {
    workspaceId,
    channelId: raw.channel,
    userId: raw.user ?? '',
    text: raw.text ?? '',
    at: new Date(Math.floor(Number(raw.ts) * 1000)),
    messageId: raw.ts,
    kind,
    external: foreignTeam,
    direct: !raw.channel_type || !CHANNEL_TYPES.has(raw.channel_type),
  };
}

/** Whether a member is a guest (single- or multi-channel), asked of Slack once an hour per person. */
class GuestLookup {
  private readonly known = new Map<string, { guest: boolean; until: number }>();

  async isGuest(client: webApi.WebClient, userId: string): Promise<boolean> {
    const cached = this.known.get(userId);
    if (cached && cached.until > Date.now()) return cached.guest;
    const { user } = await client.users.info({ user: userId });
    const guest = Boolean(user?.is_restricted || user?.is_ultra_restricted || user?.is_stranger);
    if (this.known.size > 10_000) this.known.clear();
    this.known.set(userId, { guest, until: Date.now() + GUEST_CACHE_MS });
    return guest;
  }
}

export function register(app: App, { core }: SlackDeps): void {
  const guests = new GuestLookup();
  app.event('message', async ({ event, context, client }) => {
    const message = inboundMessage(event, context.teamId ?? context.enterpriseId, context.botUserId);
    if (!message) return;
    if (message.kind === 'human' && !message.external && !message.direct) {
      message.external = await guests.isGuest(client, message.userId);
    }
    await core.messages.receive(message);
  });
}
