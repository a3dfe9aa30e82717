import type { webApi } from '@slack/bolt';
import {
  CannotPostError,
  type ChatSurface,
  type ConversationRef,
  UndeliverableError,
} from '../core/platform.js';
import type { MessageView } from '../core/view.js';
import { renderHome, renderMessage } from './render/blocks.js';
import type { WorkspaceDirectory } from './workspaces.js';

export function slackError(err: unknown): string | undefined {
  return (err as { data?: { error?: string } }).data?.error;
}

/** Errors that mean the bot cannot post in a channel, whatever it tries. */
const CANNOT_POST = new Set(['channel_not_found', 'is_archived', 'restricted_action', 'not_in_channel']);

/**
 * Errors that mean a direct message can never reach this person: a bot, someone gone or deactivated, someone
 * the app may not see, or a workspace whose app user is deactivated (`account_inactive`).
 */
const UNDELIVERABLE = new Set([
  'cannot_dm_bot',
  'user_not_found',
  'user_not_visible',
  'user_disabled',
  'account_inactive',
  'channel_not_found',
]);

/**
 * Core's surface in Slack: a channel id is all a reference needs. The Web API client waits out 429s itself
 * (it honours `Retry-After`); tokens come from the workspace directory, outside any Slack request.
 */
export class SlackSurface implements ChatSurface {
  constructor(
    private readonly client: webApi.WebClient,
    private readonly directory: WorkspaceDirectory,
    /** For direct messages, sent while a webhook delivery waits: few retries of its own. */
    private readonly directClient: webApi.WebClient = client,
  ) {}

  /** Posts, joining a public channel first when the bot is not in it yet. */
  async post(to: ConversationRef, view: MessageView): Promise<string> {
    const token = await this.directory.tokenFor(to.workspaceId);
    const message = { token, channel: to.channelId, ...renderMessage(view) };
    let posted: Awaited<ReturnType<webApi.WebClient['chat']['postMessage']>>;
    try {
      posted = await this.client.chat.postMessage(message);
    } catch (err) {
      if (slackError(err) !== 'not_in_channel') throw this.cannotPost(to, err);
      try {
        await this.client.conversations.join({ token, channel: to.channelId });
        posted = await this.client.chat.postMessage(message);
      } catch (joinErr) {
        throw new CannotPostError(to.channelId, slackError(joinErr) ?? (joinErr as Error).message);
      }
    }
    if (!posted.ts) throw new Error('chat.postMessage returned no ts');
    return posted.ts;
  }

  async update(to: ConversationRef, ref: string, view: MessageView): Promise<boolean> {
    const token = await this.directory.tokenFor(to.workspaceId);
    try {
      await this.client.chat.update({ token, channel: to.channelId, ts: ref, ...renderMessage(view) });
      return true;
    } catch (err) {
      if (slackError(err) === 'message_not_found' || slackError(err) === 'cant_update_message') return false;
      throw err;
    }
  }

  /** A reply in the banner's thread, broadcast to the channel so that the mention notifies. */
  async remind(to: ConversationRef, ref: string, view: MessageView): Promise<void> {
    const token = await this.directory.tokenFor(to.workspaceId);
    await this.client.chat.postMessage({
      token,
      channel: to.channelId,
      thread_ts: ref,
      reply_broadcast: true,
      ...renderMessage(view),
    });
  }

  async pin(to: ConversationRef, ref: string): Promise<void> {
    const token = await this.directory.tokenFor(to.workspaceId);
    try {
      await this.client.pins.add({ token, channel: to.channelId, timestamp: ref });
    } catch (err) {
      if (slackError(err) !== 'already_pinned') throw err;
    }
  }

  /** A message to the person's direct conversation with the app: Slack opens it when the channel is a user id. */
  async sendDirect(workspaceId: string, userId: string, view: MessageView): Promise<string> {
    const token = await this.directory.tokenFor(workspaceId);
    let posted: Awaited<ReturnType<webApi.WebClient['chat']['postMessage']>>;
    try {
      posted = await this.directClient.chat.postMessage({ token, channel: userId, ...renderMessage(view) });
    } catch (err) {
      const code = slackError(err);
      if (code && UNDELIVERABLE.has(code)) throw new UndeliverableError(code);
      throw err;
    }
    if (!posted.ts) throw new Error('chat.postMessage returned no ts');
    return posted.ts;
  }

  async publishHome(workspaceId: string, userId: string, view: MessageView): Promise<void> {
    const token = await this.directory.tokenFor(workspaceId);
    await this.client.views.publish({ token, user_id: userId, view: renderHome(view) });
  }

  private cannotPost(to: ConversationRef, err: unknown): Error {
    const code = slackError(err);
    return code && CANNOT_POST.has(code) ? new CannotPostError(to.channelId, code) : (err as Error);
  }
}
