import {
  CannotPostError,
  type ChatSurface,
  type ConversationRef,
  type Markup,
} from '../../../connectors/core/platform.js';
import type { MessageView } from '../../../connectors/core/view.js';

/** Plain markup, so that tests read core's wording without any platform's syntax. */
export const recordingMarkup: Markup = {
  escape: (text) => text,
  bold: (text) => `*${text}*`,
  italic: (text) => `_${text}_`,
  code: (text) => `\`${text}\``,
  channel: (id) => `#${id}`,
  user: (id) => `@${id}`,
  date: (at) => at.toISOString(),
  link: (url, label) => `[${label}](${url})`,
  mention: (target) =>
    target.kind === 'here'
      ? '@here'
      : target.kind === 'nobody'
        ? ''
        : target.kind === 'people'
          ? target.ids.map((id) => `@${id}`).join(' ')
          : `@${target.name ?? target.id}`,
  emoji: (name) => `:${name}:`,
};

export interface Recorded {
  to: ConversationRef;
  ref: string;
  view: MessageView;
}

/** A surface that keeps what it was asked to draw; the drawing itself is tested on each platform. */
export class RecordingSurface implements ChatSurface {
  posts: Recorded[] = [];
  updates: Recorded[] = [];
  reminders: Recorded[] = [];
  pins: string[] = [];
  homes: { userId: string; view: MessageView }[] = [];
  /** Channels the bot may not post in. */
  closed = new Set<string>();
  private posted = 0;

  async post(to: ConversationRef, view: MessageView): Promise<string> {
    if (this.closed.has(to.channelId)) throw new CannotPostError(to.channelId, 'not_in_channel');
    const ref = String(++this.posted);
    this.posts.push({ to, ref, view });
    return ref;
  }

  async update(to: ConversationRef, ref: string, view: MessageView): Promise<boolean> {
    this.updates.push({ to, ref, view });
    return true;
  }

  async remind(to: ConversationRef, ref: string, view: MessageView): Promise<void> {
    this.reminders.push({ to, ref, view });
  }

  async pin(_to: ConversationRef, ref: string): Promise<void> {
    this.pins.push(ref);
  }

  async publishHome(_workspaceId: string, userId: string, view: MessageView): Promise<void> {
    this.homes.push({ userId, view });
  }

  /** The latest version of a posted message: its last update, or what was posted. */
  latest(ref: string): MessageView | undefined {
    return (
      [...this.updates].reverse().find((u) => u.ref === ref)?.view ??
      this.posts.find((p) => p.ref === ref)?.view
    );
  }
}
