import { AffectiveApiError, type AffectiveClient } from '../../../shared/client/index.js';
import type { Logger } from '../../../shared/runtime/logger.js';
import type { Pool } from '../../../shared/runtime/pool.js';
import type { AlertCenter } from '../alerts/center.js';
import { uidDigest } from '../messages/inbound.js';
import {
  type ArgumentSyntax,
  CannotPostError,
  type ChatSurface,
  type CommandContext,
  type Markup,
  type NotifyTarget,
} from '../platform.js';
import { pseudonymise } from '../pseudonymise.js';
import type { ServiceStream } from '../service-stream.js';
import { ConversationsRepository } from '../store/conversations.repository.js';
import { OptOutsRepository } from '../store/opt-outs.repository.js';
import {
  type ChannelScope,
  type DigestSchedule,
  WorkspacesRepository,
} from '../store/workspaces.repository.js';
import type { DirectSupport } from '../support/support.js';
import { type MessageView, plainView } from '../view.js';
import { connectionState, statusView } from './status.js';
import { forgetMeCommand, notifyText, scopeText, WEEKDAYS } from './wording.js';

/** How people invoke the commands on this platform (`/affective`, `@Affective`), for the wording. */
export interface CommandNames {
  affective: string;
  pulse: string;
  /** Where opting out is a command of its own (Discord's `/forget-me`); `<affective> forget-me` otherwise. */
  forgetMe?: string;
  /** Where choosing direct support is a command of its own (Discord's `/support`); `<affective> support` otherwise. */
  support?: string;
}

export interface CommandsOptions {
  platform: string;
  pool: Pool;
  service: Pick<AffectiveClient, 'configuration' | 'eraseUser'>;
  stream: Pick<ServiceStream, 'metrics'>;
  alerts: AlertCenter;
  surface: ChatSurface;
  markup: Markup;
  names: CommandNames;
  defaultNotify: NotifyTarget;
  pseudonymKey: string;
  /** Whether the connector's API key is an admin key (erasure needs one). */
  adminKey: boolean;
  logger: Logger;
  /** Lines about the platform worth showing in status (a missing permission or intent). */
  platformProblems?: (workspaceId: string) => string[];
  /** Opt-in direct support (Brain tier), where the platform can send private messages. */
  support?: DirectSupport;
}

const MAX_LINKS = 5;

/**
 * `/affective` and its subcommands, platform-neutral: each takes what the platform parsed and returns what to
 * tell the caller privately. Text platforms hand the whole argument string to `run`.
 */
export class AffectiveCommands {
  private readonly workspaces: WorkspacesRepository;
  private readonly optOuts: OptOutsRepository;
  private readonly conversations: ConversationsRepository;

  constructor(private readonly options: CommandsOptions) {
    this.workspaces = new WorkspacesRepository(options.pool);
    this.optOuts = new OptOutsRepository(options.pool);
    this.conversations = new ConversationsRepository(options.pool, options.platform);
  }

  private get markup(): Markup {
    return this.options.markup;
  }

  private code(text: string): string {
    return this.markup.code(text);
  }

  setupHint(): string {
    return this.code(`${this.options.names.affective} setup #channel`);
  }

  usage(): MessageView {
    const a = this.options.names.affective;
    return plainView(
      [
        `${this.code(`${a} setup #channel [whom to notify]`)} chooses the moderators' channel (workspace admins only);`,
        `${this.code(`${a} status`)} shows the connection, tier and counters;`,
        `${this.code(`${a} channels [all | only #a #b | except #a #b] [external on|off]`)} shows or sets which channels are read;`,
        `${this.code(`${a} notify @here|nobody|@group`)} sets whom crisis banners notify;`,
        `${this.code(`${a} support on|off`)} asks for private support messages when things look hard, or stops them;`,
        `${this.code(`${a} support <text and links> | clear`)} sets what every crisis banner offers;`,
        `${this.code(`${a} digest #channel <weekday> <hour> [time zone] | off`)} posts the pulse weekly;`,
        `${this.code(`${a} forget-me`)} stops analysing your messages and erases your signals.`,
      ].join(' '),
    );
  }

  /** Dispatches a text command (`setup #mods`, `status`, …) read with the platform's argument syntax. */
  async run(ctx: CommandContext, text: string, syntax: ArgumentSyntax): Promise<MessageView> {
    const [subcommand = '', ...rest] = text.trim().split(/\s+/);
    const argument = rest.join(' ');
    switch (subcommand.toLowerCase()) {
      case 'setup': {
        const [channelArg = '', ...notifyArgs] = rest;
        const channelId = syntax.channel(channelArg);
        if (!channelId) {
          return plainView(
            `Name the channel with #, as in ${this.code(`${this.options.names.affective} setup #moderators`)}.`,
          );
        }
        let notify: NotifyTarget | undefined;
        if (notifyArgs.length) {
          notify = syntax.notifyTarget(notifyArgs.join(' ')) ?? undefined;
          if (!notify) return this.notifyUsage();
        }
        return this.setup(ctx, channelId, notify);
      }
      case 'status':
        return this.status(ctx);
      case 'channels':
        return this.channelsCommand(ctx, rest, syntax);
      case 'notify': {
        const notify = syntax.notifyTarget(argument);
        return notify ? this.setNotify(ctx, notify) : this.notifyUsage();
      }
      case 'support':
        return this.supportCommand(ctx, argument, syntax);
      case 'digest':
        return this.digestCommand(ctx, rest, syntax);
      case 'forget-me':
        return this.forgetMe(ctx);
      default:
        return this.usage();
    }
  }

  private notifyUsage(): MessageView {
    return plainView(
      `Say whom crisis banners notify: ${this.code('@here')}, ${this.code('nobody')}, or a group or role to mention.`,
    );
  }

  private async refuseUnlessAdmin(ctx: CommandContext, what: string): Promise<MessageView | null> {
    if (await ctx.isAdmin()) return null;
    return plainView(`Only workspace admins and owners can ${what}.`);
  }

  /** Chooses the moderators' channel (and whom banners notify), after posting a welcome note there. */
  async setup(ctx: CommandContext, channelId: string, notify?: NotifyTarget): Promise<MessageView> {
    const refused = await this.refuseUnlessAdmin(ctx, "choose the moderators' channel");
    if (refused) return refused;
    const note = plainView(
      `${this.markup.emoji('wave')} Affective will post crisis banners and distress spike counters here. Pinned messages keep the latest.`,
    );
    try {
      await this.options.surface.post(await this.conversations.find(ctx.workspaceId, channelId), note);
    } catch (err) {
      if (!(err instanceof CannotPostError)) throw err;
      return plainView(
        `I can't post in ${this.markup.channel(channelId)} yet. Invite me there first, then run this again.`,
      );
    }
    if (notify) await this.workspaces.setNotify(this.options.platform, ctx.workspaceId, notify);
    await this.options.alerts.setModeratorsChannel(ctx.workspaceId, channelId);
    this.options.logger.info({ workspaceId: ctx.workspaceId }, "moderators' channel set");
    const notified = notify ? ` They will notify ${notifyText(this.markup, notify)}.` : '';
    return plainView(
      `Done: crisis banners and spike counters will go to ${this.markup.channel(channelId)}.${notified}`,
    );
  }

  async status(ctx: CommandContext): Promise<MessageView> {
    const [connection, alerts, settings] = await Promise.all([
      connectionState(this.options.service),
      this.options.alerts.overview(ctx.workspaceId),
      this.workspaces.find(this.options.platform, ctx.workspaceId),
    ]);
    return statusView(this.markup, {
      connection,
      alerts,
      settings,
      stream: this.options.stream.metrics(),
      setupHint: this.setupHint(),
      defaultNotify: this.options.defaultNotify,
      problems: this.options.platformProblems?.(ctx.workspaceId),
    });
  }

  async setNotify(ctx: CommandContext, notify: NotifyTarget): Promise<MessageView> {
    const refused = await this.refuseUnlessAdmin(ctx, 'choose whom crisis banners notify');
    if (refused) return refused;
    await this.workspaces.setNotify(this.options.platform, ctx.workspaceId, notify);
    return plainView(`Done: crisis banners will notify ${notifyText(this.markup, notify)}.`);
  }

  /** Shows the channel scope, or sets it: `all`, `only #a #b`, `except #a #b`, and `external on|off`. */
  private async channelsCommand(ctx: CommandContext, words: string[], syntax: ArgumentSyntax) {
    if (words.length === 0) {
      const settings = await this.workspaces.find(this.options.platform, ctx.workspaceId);
      return plainView(`Channels read: ${scopeText(this.markup, settings)}.`);
    }
    let scope: ChannelScope | undefined;
    let includeExternal: boolean | undefined;
    const channels: string[] = [];
    for (let i = 0; i < words.length; i++) {
      const word = words[i]!.toLowerCase();
      if (word === 'all') scope = 'all';
      else if (word === 'only' || word === 'include') scope = 'include';
      else if (word === 'except' || word === 'exclude') scope = 'exclude';
      else if (word === 'external' && (words[i + 1] === 'on' || words[i + 1] === 'off')) {
        includeExternal = words[++i] === 'on';
      } else {
        const channel = syntax.channel(words[i]!);
        if (!channel) return plainView(`${this.code(this.markup.escape(words[i]!))} is not a channel.`);
        channels.push(channel);
      }
    }
    if (scope && scope !== 'all' && channels.length === 0) {
      return plainView(`Name the channels with #, as in ${this.code('only #general #random')}.`);
    }
    return this.setScope(ctx, { scope, channels, includeExternal });
  }

  async setScope(
    ctx: CommandContext,
    change: { scope?: ChannelScope; channels?: string[]; includeExternal?: boolean },
  ): Promise<MessageView> {
    const refused = await this.refuseUnlessAdmin(ctx, 'choose which channels are read');
    if (refused) return refused;
    const { platform } = this.options;
    const current = await this.workspaces.find(platform, ctx.workspaceId);
    const scope = change.scope ?? current?.scope ?? 'all';
    await this.workspaces.setScope(platform, ctx.workspaceId, {
      scope,
      channels: scope === 'all' ? [] : (change.channels ?? current?.scopeChannels ?? []),
      includeExternal: change.includeExternal ?? current?.includeExternal ?? false,
    });
    const settings = await this.workspaces.find(platform, ctx.workspaceId);
    return plainView(`Done: channels read: ${scopeText(this.markup, settings)}.`);
  }

  /**
   * `support on|off` is a person's own choice of direct support; anything else sets (or, with `clear`,
   * clears) the resources every crisis banner shows.
   */
  private supportCommand(
    ctx: CommandContext,
    argument: string,
    syntax: ArgumentSyntax,
  ): Promise<MessageView> {
    const word = argument.trim().toLowerCase();
    if (word === 'on' || word === 'off') {
      const { support } = this.options;
      if (!support)
        return Promise.resolve(plainView('Private support messages are not available on this platform.'));
      return word === 'on' ? support.optIn(ctx) : support.optOut(ctx);
    }
    return this.setSupport(ctx, word === 'clear' ? null : syntax.text(argument));
  }

  /** Sets the support resources every crisis banner shows (null clears them). Links are found in the text. */
  async setSupport(ctx: CommandContext, text: string | null): Promise<MessageView> {
    const refused = await this.refuseUnlessAdmin(ctx, 'set the support resources');
    if (refused) return refused;
    const urls = text ? [...new Set(text.match(LINK) ?? [])].filter(isUrl).slice(0, MAX_LINKS) : [];
    const rest = text ? text.replace(LINK, '').replace(/\s+/g, ' ').trim() : '';
    const links = urls.map((url) => ({ label: new URL(url).host, url }));
    await this.workspaces.setSupport(this.options.platform, ctx.workspaceId, {
      text: rest || null,
      links,
    });
    await this.options.alerts.redraw(ctx.workspaceId);
    if (!text) return plainView('Done: crisis banners no longer show support resources.');
    return plainView(
      `Done: every crisis banner will show: ${this.markup.escape(rest)} ${urls.join(' ')}`.trim(),
    );
  }

  private async digestCommand(ctx: CommandContext, words: string[], syntax: ArgumentSyntax) {
    if (words[0]?.toLowerCase() === 'off') return this.setDigest(ctx, null);
    const [channelArg = '', dayArg = '', hourArg = '', zone] = words;
    const channelId = syntax.channel(channelArg);
    const weekday = dayArg.length >= 3 ? WEEKDAYS.findIndex((d) => d.startsWith(dayArg.toLowerCase())) : -1;
    const hour = /^\d{1,2}$/.test(hourArg) ? Number(hourArg) : -1;
    if (!channelId || weekday < 0 || hour < 0 || hour > 23 || (zone && !validTimeZone(zone))) {
      return plainView(
        `Say where and when, as in ${this.code(`${this.options.names.affective} digest #general monday 9 Europe/Paris`)} (the hour 0–23, the time zone optional), or ${this.code('off')}.`,
      );
    }
    return this.setDigest(ctx, { channelId, weekday, hour }, zone);
  }

  async setDigest(
    ctx: CommandContext,
    digest: DigestSchedule | null,
    timeZone?: string,
  ): Promise<MessageView> {
    const refused = await this.refuseUnlessAdmin(ctx, 'schedule the weekly digest');
    if (refused) return refused;
    await this.workspaces.setDigest(this.options.platform, ctx.workspaceId, digest, timeZone);
    if (!digest) return plainView('Done: no weekly digest.');
    const settings = await this.workspaces.find(this.options.platform, ctx.workspaceId);
    const day = WEEKDAYS[digest.weekday]!;
    return plainView(
      `Done: the pulse will be posted in ${this.markup.channel(digest.channelId)} every ${day[0]!.toUpperCase()}${day.slice(1)} at ${String(digest.hour).padStart(2, '0')}:00 (${settings?.timeZone ?? 'UTC'}).`,
    );
  }

  /**
   * Anyone: stops streaming the caller's messages (a digest of their uid is kept here) and erases their signals
   * in the service, which needs the connector to hold an admin key.
   */
  async forgetMe(ctx: CommandContext): Promise<MessageView> {
    const { platform } = this.options;
    const uid = pseudonymise(
      this.options.pseudonymKey,
      platform,
      ctx.pseudonymScope ?? ctx.workspaceId,
      ctx.userId,
    );
    await this.optOuts.add(uidDigest(uid), platform, ctx.workspaceId);
    this.options.logger.info({ workspaceId: ctx.workspaceId }, 'someone opted out');
    const stopped = 'Done: your messages are no longer analysed.';
    if (!this.options.adminKey) {
      return plainView(
        `${stopped} Erasing what was already analysed needs an Affective admin: ask one to erase your data (this connector may not).`,
      );
    }
    try {
      const erased = await this.options.service.eraseUser(uid);
      return plainView(
        `${stopped} Everything analysed from them before was erased (${erased.signals_erased} signal${erased.signals_erased === 1 ? '' : 's'}).`,
      );
    } catch (err) {
      if (!(err instanceof AffectiveApiError)) throw err;
      this.options.logger.warn({ code: err.code, status: err.status }, 'erasure failed');
      return plainView(
        `${stopped} Erasing what was already analysed failed (${this.markup.escape(err.code)}): run ${this.code(forgetMeCommand(this.options.names))} again later.`,
      );
    }
  }
}

const LINK = /https?:\/\/[^\s<>|]+/g;

function isUrl(text: string): boolean {
  return URL.canParse(text);
}

export function validTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
