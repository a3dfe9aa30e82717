import { createHash } from 'node:crypto';
import { AffectiveApiError, type AffectiveClient } from '../../../shared/client/index.js';
import type { Tone } from '../../../shared/contract/common.js';
import type { SkillCard } from '../../../shared/contract/skill-cards.js';
import type { SupportEvent } from '../../../shared/contract/webhooks.js';
import type { Clock } from '../../../shared/runtime/clock.js';
import type { Logger } from '../../../shared/runtime/logger.js';
import type { Pool } from '../../../shared/runtime/pool.js';
import type { BrandingSource } from '../branding.js';
import { type ChatSurface, type CommandContext, type Markup, UndeliverableError } from '../platform.js';
import { pseudonymise } from '../pseudonymise.js';
import { SupportRepository } from '../store/support.repository.js';
import { type WorkspaceSettings, WorkspacesRepository } from '../store/workspaces.repository.js';
import { type MessageView, plainView, type ViewBlock } from '../view.js';
import { renderCardMarkdown } from './markdown.js';

/** At most one private support message a day per person, whatever the service sends. */
export const SUPPORT_INTERVAL_MS = 24 * 3_600_000;

const supportDigest = (uid: string) => createHash('sha256').update(`support:${uid}`).digest('base64url');

const OPENING: Record<SupportEvent['data']['trigger'], Record<Tone, string>> = {
  threshold: {
    community: 'You asked for a nudge when things look heavy. Here is something that might help:',
    corporate: 'You asked to receive support suggestions. Here is something that may help today:',
    clinical:
      'You opted in to support messages. Your recent messages suggest raised distress; this may help:',
  },
  elevated: {
    community: 'Checking in, as you asked. It sounds like things are hard right now. You are not alone:',
    corporate:
      'You asked to receive support. It sounds like things are difficult at the moment; help is available:',
    clinical:
      'You opted in to support messages. Your recent messages suggest you are struggling; please consider this:',
  },
  high: {
    community: 'You asked us to reach out when things get really hard. Please talk to someone now:',
    corporate: 'You asked to receive support. Your safety matters; please reach out to someone now:',
    clinical: 'You opted in to support messages. If you are at risk, please contact a crisis service now:',
  },
};

export interface DirectSupportOptions {
  platform: string;
  pool: Pool;
  service: Pick<AffectiveClient, 'setSupportOptIn' | 'skillCard'>;
  surface: ChatSurface;
  markup: Markup;
  pseudonymKey: string;
  clock: Clock;
  logger: Logger;
  /** The command a person turns support on or off with (`/affective support`, `/support`), for the wording. */
  command: string;
  /** The organisation's branding, for the message's footer. */
  branding?: Pick<BrandingSource, 'brand'>;
}

export type SupportOutcome = 'sent' | 'undeliverable' | 'not_opted_in' | 'duplicate' | 'capped';

/**
 * Opt-in direct support (Brain tier): a person asks for it with the support command and may leave at any time;
 * when the service sends `user.support` for them, they get the cards privately, in the tone the service names,
 * at most once a day. The map from uid back to the person is kept only while they are opted in; each message
 * sent is recorded without its text.
 */
export class DirectSupport {
  private readonly support: SupportRepository;
  private readonly workspaces: WorkspacesRepository;

  constructor(private readonly options: DirectSupportOptions) {
    this.support = new SupportRepository(options.pool);
    this.workspaces = new WorkspacesRepository(options.pool);
  }

  private uidOf(ctx: CommandContext): string {
    return pseudonymise(
      this.options.pseudonymKey,
      this.options.platform,
      ctx.pseudonymScope ?? ctx.workspaceId,
      ctx.userId,
    );
  }

  async optIn(ctx: CommandContext): Promise<MessageView> {
    const uid = this.uidOf(ctx);
    try {
      await this.options.service.setSupportOptIn(uid, true);
    } catch (err) {
      if (!(err instanceof AffectiveApiError)) throw err;
      this.options.logger.warn(
        { code: err.code, status: err.status },
        'support opt-in refused by the service',
      );
      return plainView(
        err.code === 'tier_restricted'
          ? 'Direct support is not part of this organisation’s plan, so nothing changed.'
          : 'Could not turn support on just now; please try again in a moment.',
      );
    }
    await this.support.optIn(
      { uid, platform: this.options.platform, workspaceId: ctx.workspaceId, userId: ctx.userId },
      this.options.clock.now(),
    );
    return plainView(
      `Done: when your messages suggest things are hard, I will send you a private note with ideas that may help, at most once a day. Nobody else sees it. ${this.options.markup.code(`${this.options.command} off`)} stops it at any time.`,
    );
  }

  async optOut(ctx: CommandContext): Promise<MessageView> {
    const uid = this.uidOf(ctx);
    // Forgotten here first: whatever the service says, this connector no longer knows who the uid is.
    await this.support.optOut(uid);
    await this.options.service.setSupportOptIn(uid, false).catch((err: Error) => {
      this.options.logger.warn(
        { err: { message: err.message } },
        'support opt-out not recorded by the service',
      );
    });
    return plainView('Done: you will get no more support messages.');
  }

  /**
   * Sends the support message of one event, unless the person is not opted in here, already got this one, or
   * got one in the last day. When the platform will never deliver to this person (they block the bot, closed
   * their direct messages, left), the attempt is recorded as undeliverable and the event is done with: the
   * service is answered 2xx and stops delivering it. Throws on any other failure of the platform, so the
   * service delivers the event again.
   */
  async deliver(event: SupportEvent): Promise<SupportOutcome> {
    const { data } = event;
    const person = await this.support.find(data.uid, this.options.platform);
    if (!person) return 'not_opted_in';
    const digest = supportDigest(data.uid);
    const now = this.options.clock.now();
    const seen = await this.support.sentOrCapped(
      data.support_id,
      digest,
      new Date(now.getTime() - SUPPORT_INTERVAL_MS),
    );
    if (seen === 'sent') return 'duplicate';
    if (seen === 'capped') return 'capped';
    const cards = await this.cards(data.card_ids);
    const workspace =
      data.trigger === 'high' ? await this.workspaces.find(this.options.platform, person.workspaceId) : null;
    const surface = this.options.surface;
    if (!surface.sendDirect) throw new Error(`${this.options.platform} cannot send private messages`);
    const view = this.view(data, cards, workspace);
    let outcome: 'sent' | 'undeliverable' = 'sent';
    try {
      await surface.sendDirect(
        person.workspaceId,
        person.userId,
        (await this.options.branding?.brand(view)) ?? view,
      );
    } catch (err) {
      if (!(err instanceof UndeliverableError)) throw err;
      outcome = 'undeliverable';
    }
    await this.support.recordSent({
      supportId: data.support_id,
      uidDigest: digest,
      platform: this.options.platform,
      workspaceId: person.workspaceId,
      trigger: data.trigger,
      cardIds: cards.map((card) => card.id),
      tone: data.tone,
      sentAt: now,
      outcome,
    });
    if (outcome === 'undeliverable') {
      this.options.logger.warn(
        { trigger: data.trigger },
        `${this.options.platform} will not deliver private messages to this person: support message not sent`,
      );
    } else {
      this.options.logger.info({ trigger: data.trigger, cards: cards.length }, 'support message sent');
    }
    return outcome;
  }

  /** The cards that still exist (one deleted since the event was raised is left out). */
  private async cards(ids: string[]): Promise<SkillCard[]> {
    const cards = await Promise.all(
      ids.map((id) =>
        this.options.service.skillCard(id).catch((err: unknown) => {
          if (err instanceof AffectiveApiError && err.status === 404) return null;
          throw err;
        }),
      ),
    );
    return cards.filter((card): card is SkillCard => card !== null);
  }

  private view(
    data: SupportEvent['data'],
    cards: SkillCard[],
    workspace: WorkspaceSettings | null,
  ): MessageView {
    const { markup } = this.options;
    const opening = OPENING[data.trigger][data.tone];
    const blocks: ViewBlock[] = [{ kind: 'text', text: markup.escape(opening) }];
    for (const card of cards) {
      const body = card.tones[data.tone] ?? card.body;
      blocks.push({ kind: 'divider' });
      blocks.push({
        kind: 'text',
        text: `${markup.bold(markup.escape(card.title))}\n${renderCardMarkdown(markup, body)}`,
      });
      if (card.resources.length > 0) {
        blocks.push({
          kind: 'text',
          text: card.resources.map((r) => `• ${markup.link(r.url, r.label)}`).join('\n'),
        });
      }
    }
    // The organisation's own crisis resources (those its moderators' banners show) come with every high-risk one.
    if (workspace && (workspace.supportText || workspace.supportLinks.length > 0)) {
      const links = workspace.supportLinks.map((l) => `• ${markup.link(l.url, l.label)}`);
      blocks.push({ kind: 'divider' });
      blocks.push({
        kind: 'text',
        text: [
          markup.bold('Support from your organisation'),
          markup.escape(workspace.supportText ?? ''),
          ...links,
        ]
          .filter(Boolean)
          .join('\n'),
      });
    }
    blocks.push({
      kind: 'note',
      text: markup.escape(`Only you can see this. ${this.options.command} off stops these messages.`),
    });
    return { text: opening, title: 'A note for you', blocks };
  }
}
