import { DiscordAPIError, type REST, RESTJSONErrorCodes, Routes } from 'discord.js';
import type { Logger } from '../../shared/runtime/logger.js';
import {
  CannotPostError,
  type ChatSurface,
  type ConversationRef,
  UndeliverableError,
} from '../core/platform.js';
import type { MessageView } from '../core/view.js';
import { renderMessage } from './render/message.js';

const codeOf = (err: unknown) => (err instanceof DiscordAPIError ? err.code : undefined);

/** Errors that mean the bot cannot post in a channel, whatever it tries, until someone changes something. */
const CANNOT_POST = new Set<unknown>([
  RESTJSONErrorCodes.UnknownChannel,
  RESTJSONErrorCodes.MissingAccess,
  RESTJSONErrorCodes.MissingPermissions,
  RESTJSONErrorCodes.CannotSendMessagesInNonTextChannel,
]);

/**
 * Errors that mean this person will never get a DM from the bot as things stand: they closed DMs from the
 * server's members or block the bot (50007), share no server with it any more (50278), or the account is gone
 * (10013).
 */
const UNDELIVERABLE = new Set<unknown>([
  RESTJSONErrorCodes.CannotSendMessagesToThisUser,
  RESTJSONErrorCodes.CannotSendMessagesToThisUserDueToHavingNoMutualGuilds,
  RESTJSONErrorCodes.UnknownUser,
]);

const PIN_PROBLEMS: Record<number, string> = {
  [RESTJSONErrorCodes.MissingPermissions]: 'the bot lacks Pin Messages',
  [RESTJSONErrorCodes.MissingAccess]: 'the bot cannot see the channel',
  [RESTJSONErrorCodes.MaximumNumberOfPinsReachedForTheChannel]: 'the channel has 50 pins already',
};

/**
 * Core's surface in Discord, over the REST API alone: a channel id is all a reference needs, so any process
 * (any shard) can draw in any server. discord.js's REST client waits out 429s itself (`Retry-After`). What the
 * bot may not do (post, pin) is remembered per server for `/affective status`, and logged once.
 */
export class DiscordSurface implements ChatSurface {
  /** Problems by server, each line keyed by what it is about, so that a success clears it. */
  private readonly problems = new Map<string, Map<string, string>>();

  constructor(
    private readonly rest: REST,
    private readonly logger: Logger,
  ) {}

  async post(to: ConversationRef, view: MessageView): Promise<string> {
    try {
      const posted = (await this.rest.post(Routes.channelMessages(to.channelId), {
        body: renderMessage(view),
      })) as { id: string };
      this.solved(to.workspaceId, `post:${to.channelId}`);
      return posted.id;
    } catch (err) {
      if (!CANNOT_POST.has(codeOf(err))) throw err;
      const reason = (err as Error).message;
      this.problem(to.workspaceId, `post:${to.channelId}`, `I can't post in <#${to.channelId}>: ${reason}.`);
      throw new CannotPostError(to.channelId, reason);
    }
  }

  async update(to: ConversationRef, ref: string, view: MessageView): Promise<boolean> {
    try {
      await this.rest.patch(Routes.channelMessage(to.channelId, ref), { body: renderMessage(view) });
      return true;
    } catch (err) {
      if (codeOf(err) === RESTJSONErrorCodes.UnknownMessage) return false;
      throw err;
    }
  }

  /** A reply to the banner, so that it links back to it, carrying the mention again. */
  async remind(to: ConversationRef, ref: string, view: MessageView): Promise<void> {
    await this.rest.post(Routes.channelMessages(to.channelId), {
      body: { ...renderMessage(view), message_reference: { message_id: ref, fail_if_not_exists: false } },
    });
  }

  async pin(to: ConversationRef, ref: string): Promise<void> {
    const key = `pin:${to.channelId}`;
    try {
      await this.rest.put(Routes.channelMessagesPin(to.channelId, ref));
      this.solved(to.workspaceId, key);
    } catch (err) {
      const problem = PIN_PROBLEMS[codeOf(err) as number];
      if (problem)
        this.problem(to.workspaceId, key, `Alerts in <#${to.channelId}> are not pinned: ${problem}.`);
      throw err;
    }
  }

  /**
   * A private message to one person: their DM channel with the bot is opened (Discord returns the existing one
   * when there is one), then the view is posted there as in any channel.
   */
  async sendDirect(_workspaceId: string, userId: string, view: MessageView): Promise<string> {
    try {
      const dm = (await this.rest.post(Routes.userChannels(), { body: { recipient_id: userId } })) as {
        id: string;
      };
      const posted = (await this.rest.post(Routes.channelMessages(dm.id), {
        body: renderMessage(view),
      })) as { id: string };
      return posted.id;
    } catch (err) {
      if (UNDELIVERABLE.has(codeOf(err))) throw new UndeliverableError(`Discord error ${codeOf(err)}`);
      throw err;
    }
  }

  /** What the bot could not do in a server, most recent last. */
  problemsIn(workspaceId: string): string[] {
    return [...(this.problems.get(workspaceId)?.values() ?? [])];
  }

  private problem(workspaceId: string, key: string, line: string) {
    const lines = this.problems.get(workspaceId) ?? new Map<string, string>();
    if (lines.get(key) !== line) this.logger.warn({ workspaceId }, line);
    lines.set(key, line);
    this.problems.set(workspaceId, lines);
  }

  private solved(workspaceId: string, key: string) {
    this.problems.get(workspaceId)?.delete(key);
  }
}
