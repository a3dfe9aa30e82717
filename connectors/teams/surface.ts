import {
  CannotPostError,
  type ChatSurface,
  type ConversationRef,
  UndeliverableError,
} from '../core/platform.js';
import type { MessageView } from '../core/view.js';
import type { PostedRef, TeamsBot } from './bot.js';
import type { TeamInstallation, TeamsDirectory } from './directory.js';
import { channelIdOf } from './ids.js';
import { cardActivity } from './render/cards.js';
import { statusOf } from './retry.js';

/** What a stored channel reference holds in Teams: the team's service URL, tenant and bot. */
export type TeamsRefData = Pick<TeamInstallation, 'serviceUrl' | 'tenantId' | 'bot'>;

export function refData(team: TeamInstallation): TeamsRefData {
  return { serviceUrl: team.serviceUrl, tenantId: team.tenantId, bot: team.bot };
}

function teamOf(to: ConversationRef): TeamsRefData {
  const data = to.data as Partial<TeamsRefData>;
  if (!data.serviceUrl || !data.tenantId || !data.bot) {
    throw new CannotPostError(to.channelId, 'no stored reference for this channel yet');
  }
  return data as TeamsRefData;
}

const encodeRef = (ref: PostedRef): string => JSON.stringify(ref);
const decodeRef = (ref: string): PostedRef => JSON.parse(ref) as PostedRef;

/**
 * Core's surface in Teams. Each post in a channel starts a thread of its own (`createConversationAsync`), so
 * moderators can talk a banner through under it and reminders go in its thread; posts are updated in place
 * (`continueConversation` + `updateActivity`); channel posts cannot be pinned, and there is no home view.
 * Core knows channels by their encoded ids (see `ids.ts`); references are `{conversationId, activityId}` as JSON. Every call is retried on 429 and 5xx by the bot.
 */
export class TeamsSurface implements ChatSurface {
  constructor(
    private readonly bot: TeamsBot,
    private readonly directory: TeamsDirectory,
  ) {}

  async post(to: ConversationRef, view: MessageView): Promise<string> {
    const team = teamOf(to);
    try {
      return encodeRef(await this.bot.startThread(team, channelIdOf(to.channelId), cardActivity(view)));
    } catch (err) {
      const status = statusOf(err);
      if (status === 403 || status === 404)
        throw new CannotPostError(to.channelId, `Teams answered ${status}`);
      throw err;
    }
  }

  async update(to: ConversationRef, ref: string, view: MessageView): Promise<boolean> {
    const team = teamOf(to);
    const { conversationId, activityId } = decodeRef(ref);
    try {
      await this.bot.update({ ...team, conversationId }, activityId, cardActivity(view));
      return true;
    } catch (err) {
      if (statusOf(err) === 404) return false;
      throw err;
    }
  }

  /** A reply in the banner's thread, carrying the mention again. */
  async remind(to: ConversationRef, ref: string, view: MessageView): Promise<void> {
    const team = teamOf(to);
    await this.bot.post({ ...team, conversationId: decodeRef(ref).conversationId }, cardActivity(view));
  }

  /**
   * A card in the person's personal chat with the bot, the one stored when they last talked to it there or
   * asked for something from a channel. Personal chats are kept by tenant and person, so the tenant comes from
   * the team's installation. Without a stored chat nothing is sent and the error says why.
   */
  async sendDirect(workspaceId: string, userId: string, view: MessageView): Promise<string> {
    const team = await this.directory.team(workspaceId);
    if (!team) throw new Error('the bot is no longer installed in this team');
    const chat = await this.directory.personalChat(team.tenantId, userId);
    if (!chat) throw new Error('no personal chat with this person is stored yet');
    try {
      return (await this.bot.post(chat, cardActivity(view))).activityId;
    } catch (err) {
      // 403: the person blocked the bot or removed it; 404: the personal chat no longer exists.
      const status = statusOf(err);
      if (status === 403 || status === 404) throw new UndeliverableError(`Teams answered ${status}`);
      throw err;
    }
  }
}
