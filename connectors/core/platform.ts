import type { CommandNames } from './commands/affective.js';
import type { ConnectorConfig } from './config.js';
import type { ConnectorCore } from './runtime.js';
import type { MessageView } from './view.js';

/**
 * Where the connector can post without a request in hand: a channel of a workspace (Slack team, Discord guild,
 * Teams team), with whatever else the platform needs to reach it, as the platform stored it (Teams: service URL,
 * tenant and conversation ids). Core keeps it in `connector.conversations` and hands it back to the surface.
 */
export interface ConversationRef {
  workspaceId: string;
  channelId: string;
  /** The platform's own reference data; `{}` when the channel id is enough. */
  data: Record<string, unknown>;
}

/**
 * Whom a crisis banner notifies, chosen at setup: Slack `here` or a user group, a Discord role, a Teams tag or
 * named people, or nobody. `here` is the default where a platform has it.
 */
export type NotifyTarget =
  | { kind: 'here' }
  | { kind: 'nobody' }
  | { kind: 'group'; id: string; name?: string }
  | { kind: 'role'; id: string; name?: string }
  | { kind: 'tag'; id: string; name?: string }
  /** Named people; `names` where the platform mentions by name too (Teams), in the order of `ids`. */
  | { kind: 'people'; ids: string[]; names?: string[] };

/** Thrown by a surface when it cannot post in a channel (not a member and may not join, no permission). */
export class CannotPostError extends Error {
  constructor(
    readonly channelId: string,
    reason: string,
  ) {
    super(`cannot post in ${channelId}: ${reason}`);
    this.name = 'CannotPostError';
  }
}

/**
 * Thrown by `sendDirect` when the platform refuses for good to deliver a private message to this person (they
 * block the bot or closed their direct messages, left, or their account is gone): trying again cannot help.
 * Any other failure is taken as passing, and the message is tried again.
 */
export class UndeliverableError extends Error {
  constructor(reason: string) {
    super(`cannot send this person a private message: ${reason}`);
    this.name = 'UndeliverableError';
  }
}

/**
 * How core reaches people on a platform. Message references are the platform's own ids of posted messages,
 * opaque to core (a platform may encode several ids in one string). Every method may wait out the platform's
 * rate limits; a call that fails throws, and core tries again at the next change or tick.
 */
export interface ChatSurface {
  /** Posts a message (a banner, the counters, a notice, the digest) and returns its reference. */
  post(to: ConversationRef, view: MessageView): Promise<string>;
  /** Updates a posted message; false when it no longer exists (core then posts a new one). */
  update(to: ConversationRef, ref: string, view: MessageView): Promise<boolean>;
  /**
   * Notifies the moderators again about a posted message (escalation): a reply in its thread, or a new
   * message where the platform has no threads, carrying the view's mention.
   */
  remind(to: ConversationRef, ref: string, view: MessageView): Promise<void>;
  /** Pins a posted message, where the platform can (Slack, Discord; not Teams channel posts). */
  pin?(to: ConversationRef, ref: string): Promise<void>;
  /**
   * Sends one person a private message (a direct message from the app) and returns its reference: direct
   * support, for people who asked for it. Platforms without it cannot offer direct support. Throws
   * `UndeliverableError` when the platform will never deliver it to this person.
   */
  sendDirect?(workspaceId: string, userId: string, view: MessageView): Promise<string>;
  /** Draws a person's home view (Slack's App Home tab), where the platform has one. */
  publishHome?(workspaceId: string, userId: string, view: MessageView): Promise<void>;
}

/**
 * How core writes text for a platform: wording is core's, the markup dialect the platform's (Slack mrkdwn,
 * Discord markdown, Adaptive Card text). Arguments of `bold`, `italic` and `code` are already escaped.
 */
export interface Markup {
  escape(text: string): string;
  bold(text: string): string;
  italic(text: string): string;
  code(text: string): string;
  channel(channelId: string): string;
  user(userId: string): string;
  /** A date every reader sees in their own time zone where the platform can. */
  date(at: Date): string;
  link(url: string, label: string): string;
  /** The notification a banner carries ('' for nobody). */
  mention(target: NotifyTarget): string;
  /** An emoji by its Slack short name (`white_check_mark`); platforms without short names map them. */
  emoji(name: EmojiName): string;
}

export type EmojiName =
  | 'rotating_light'
  | 'chart_with_upwards_trend'
  | 'white_check_mark'
  | 'x'
  | 'warning'
  | 'lock'
  | 'hourglass_flowing_sand'
  | 'no_entry_sign'
  | 'wave'
  | 'fire'
  | 'bell'
  | 'shield';

/** The emoji characters themselves, for platforms that have no short names in bot messages (Discord, Teams). */
export const EMOJI_CHARACTERS: Record<EmojiName, string> = {
  rotating_light: '🚨',
  chart_with_upwards_trend: '📈',
  white_check_mark: '✅',
  x: '❌',
  warning: '⚠️',
  lock: '🔒',
  hourglass_flowing_sand: '⏳',
  no_entry_sign: '🚫',
  wave: '👋',
  fire: '🔥',
  bell: '🔔',
  shield: '🛡️',
};

/** A person-written (or not) message as the platform saw it, before core decides what to do with it. */
export interface InboundMessage {
  workspaceId: string;
  channelId: string;
  userId: string;
  text: string;
  /** When it was written. */
  at: Date;
  /** The platform's id of the message, unique in the workspace: the stream's idempotency key is made from it. */
  messageId: string;
  /** `human` for a person writing; everything else (bots, webhooks, edits, joins, pins) is never streamed. */
  kind: 'human' | 'bot' | 'edit' | 'system';
  /** A guest or someone from another organisation (Slack Connect, Teams guests): skipped unless allowed. */
  external: boolean;
  /** A direct message or group DM: never streamed. */
  direct: boolean;
  /** Cohort attributes the platform knows (e.g. `{team: "…"}`), sent as the stream item's `attrs`. */
  attrs?: Record<string, string>;
  /**
   * What the uid is keyed on besides the platform and the user, when it is not the workspace id (Teams: its
   * tenant and team, `<tenant>:<team>`). Every place that pseudonymises this person must give the same scope.
   */
  pseudonymScope?: string;
}

/**
 * Who ran a command, where, whether they may administer the workspace, and how to answer them privately: each
 * platform in its own way (Slack an ephemeral response, Discord an ephemeral interaction reply, Teams the
 * caller's personal chat with the bot, since Teams has no private replies in channels).
 */
export interface CommandContext {
  workspaceId: string;
  userId: string;
  channelId: string;
  /**
   * What the uid is keyed on besides the platform and the user, when it is not the workspace id (Teams: its
   * tenant and team, `<tenant>:<team>`). Every place that pseudonymises this person must give the same scope.
   */
  pseudonymScope?: string;
  isAdmin(): Promise<boolean>;
  replyPrivately(view: MessageView): Promise<void>;
}

/** How a text-command platform writes references in arguments (`<#C123|general>`, `<!subteam^S1>`). */
export interface ArgumentSyntax {
  channel(argument: string): string | null;
  /** Whom to notify, as written after `notify` (e.g. `@here`, `nobody`, a group mention); null if unreadable. */
  notifyTarget(argument: string): NotifyTarget | null;
  /** The argument as plain text, the platform's escapes undone (links as bare URLs). */
  text(argument: string): string;
}

/** What a platform gives the runtime once connected. */
export interface PlatformAdapter {
  surface: ChatSurface;
  markup: Markup;
  /** How people invoke the commands here, for the wording (`/affective`, `@Affective`). */
  commandNames: CommandNames;
  /** Whom a banner notifies until setup chooses. */
  defaultNotify: NotifyTarget;
  /** Lines about the platform worth showing in status (a missing permission or intent). */
  problems?(workspaceId: string): string[];
  /** Workspaces this connector serves now (installs, or the one of a single-workspace token). */
  workspaceIds(): Promise<string[]>;
  /**
   * Starts listening (its HTTP server with core's routes, a gateway, a socket) and resolves with the HTTP port
   * core's routes are served on.
   */
  start(routes: HttpRoute[]): Promise<{ port: number }>;
  stop(): Promise<void>;
}

/** A route core serves on the platform's HTTP server (the alert webhook, health). */
export interface HttpRoute {
  method: 'GET' | 'POST';
  path: string;
  handler(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse): Promise<void>;
}

/**
 * A chat platform: its name, the variables that switch it on, and `connect`, which builds its adapter on core:
 * wires inbound events (messages, commands, buttons, joins) to core and gives back its surface and markup.
 */
export interface ChatPlatform<C extends ConnectorConfig = ConnectorConfig> {
  name: string;
  /** The variables that switch it on, for the line logged when they are not set. */
  requirement: string;
  credentialsSet(env: NodeJS.ProcessEnv): boolean;
  loadConfig(env: NodeJS.ProcessEnv): C;
  connect(core: ConnectorCore<C>): PlatformAdapter;
}
