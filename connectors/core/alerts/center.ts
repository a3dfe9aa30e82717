import { createHash } from 'node:crypto';
import { AffectiveApiError, type AffectiveClient } from '../../../shared/client/index.js';
import type { AlertStatus as LifecycleStatus } from '../../../shared/contract/alerts.js';
import type { AlertEvent } from '../../../shared/contract/webhooks.js';
import type { Clock } from '../../../shared/runtime/clock.js';
import type { Logger } from '../../../shared/runtime/logger.js';
import { type Pool, type Queryable, transaction } from '../../../shared/runtime/pool.js';
import type { WebhookEvent } from '../../../shared/webhooks/index.js';
import { type BrandingSource, withBranding } from '../branding.js';
import type { ChatSurface, Markup, NotifyTarget } from '../platform.js';
import { parseSourceLabel } from '../pseudonymise.js';
import { AlertStateRepository, type CrisisBanner } from '../store/alert-state.repository.js';
import { ConversationsRepository } from '../store/conversations.repository.js';
import { HomeViewersRepository } from '../store/home-viewers.repository.js';
import { DuplicateWebhookError, PgSeenStore } from '../store/seen.repository.js';
import { type WorkspaceSettings, WorkspacesRepository } from '../store/workspaces.repository.js';
import type { ViewBranding } from '../view.js';
import {
  type AlertOverview,
  type BannerContext,
  crisisBannerView,
  homeView,
  reminderView,
  spikeCountersView,
} from './views.js';

export type { CrisisBanner, SpikeCounter } from '../store/alert-state.repository.js';

/** Home views opened this recently are redrawn when what they show changes; older ones when next opened. */
export const HOME_VIEWERS_KEPT_MS = 7 * 24 * 3_600_000;
/** At most this many of a workspace's latest viewers are redrawn per change. */
const HOME_REDRAWS = 50;
/** When the branding changes, banners raised this recently are drawn again with the new footer… */
export const NEW_LOOK_REDRAW_MS = 30 * 24 * 3_600_000;
/** …at most this many of a workspace's latest, so that a change never floods the platform with updates. */
export const NEW_LOOK_REDRAWS = 50;
/** Reminders about a banner nobody acknowledged, at most. */
export const MAX_REMINDERS = 3;

export interface AlertCenterOptions {
  platform: string;
  pool: Pool;
  surface: ChatSurface;
  markup: Markup;
  /** Whom a banner notifies until setup chooses (Slack: `@here`). */
  defaultNotify: NotifyTarget;
  /** How people are told to run setup, in the platform's words (e.g. `/affective setup #channel`). */
  setupHint: string;
  /** Workspaces this connector serves; alerts whose source names none of them go to all. */
  knownWorkspaces: () => Promise<string[]>;
  /** Tells the service about status changes made from chat. */
  service: Pick<AffectiveClient, 'setAlertStatus'>;
  logger: Logger;
  clock: Clock;
  remindAfterMs: number;
  /** The organisation's branding, for the footer of banners, counters and reminders. */
  branding?: Pick<BrandingSource, 'current' | 'known'>;
}

/**
 * Turns verified webhook events into what moderators see. The state change and the webhook id are committed
 * together, so a redelivery is recognised and never counted twice; the platform messages are drawn from that
 * state afterwards, so a drawing that failed (platform away, no moderators' channel yet) is completed by the next
 * delivery, change, tick or setup.
 */
export class AlertCenter {
  private readonly state: AlertStateRepository;
  private readonly workspaces: WorkspacesRepository;
  private readonly viewers: HomeViewersRepository;
  private readonly conversations: ConversationsRepository;

  constructor(private readonly options: AlertCenterOptions) {
    this.state = new AlertStateRepository(options.pool);
    this.workspaces = new WorkspacesRepository(options.pool);
    this.viewers = new HomeViewersRepository(options.pool, options.platform);
    this.conversations = new ConversationsRepository(options.pool, options.platform);
  }

  get platform(): string {
    return this.options.platform;
  }

  /**
   * Records one verified event with its webhook id, in one transaction, and returns the workspaces to redraw;
   * drawing is the caller's next step, after answering the sender.
   */
  async record(
    webhookId: string,
    event: WebhookEvent,
  ): Promise<{ duplicate: boolean; workspaces: string[] }> {
    const targets =
      event.type === 'webhook.test' || event.type === 'user.support' ? [] : await this.targetsOf(event);
    let duplicate = false;
    try {
      await transaction(this.options.pool, async (client) => {
        const seen = new PgSeenStore(client);
        if (await seen.has(webhookId)) {
          duplicate = true;
          return;
        }
        await seen.add(webhookId);
        if (event.type === 'webhook.test' || event.type === 'user.support') return;
        const workspaces = new WorkspacesRepository(client);
        const state = new AlertStateRepository(client);
        for (const workspaceId of targets) {
          await workspaces.ensure(this.platform, workspaceId);
          await this.apply(state, workspaceId, webhookId, event);
        }
      });
    } catch (err) {
      if (!(err instanceof DuplicateWebhookError)) throw err;
      duplicate = true;
    }
    this.options.logger.info(
      { webhookId, type: event.type, workspaces: targets.length, duplicate },
      'webhook event received',
    );
    return { duplicate, workspaces: duplicate ? [] : targets };
  }

  /**
   * Moves a banner along its lifecycle from chat, redraws it and tells the service. Null for an unknown
   * banner; a banner already past that status is returned unchanged.
   */
  async setStatus(
    workspaceId: string,
    bannerId: string,
    status: Exclude<LifecycleStatus, 'open'>,
    userId: string,
  ): Promise<CrisisBanner | null> {
    if (!isUuid(bannerId)) return null;
    const changed = await this.state.setStatus(this.platform, workspaceId, bannerId, {
      status,
      by: userId,
      at: this.options.clock.now(),
    });
    if (changed) {
      await this.redraw(workspaceId);
      await this.sendStatuses();
    }
    return this.state.banner(this.platform, workspaceId, bannerId);
  }

  /** Tells the service the statuses set from chat that it has not heard yet; a failure is retried next tick. */
  async sendStatuses(): Promise<void> {
    for (const banner of await this.state.pendingStatuses(this.platform, 100)) {
      if (banner.status === 'open') continue;
      try {
        await this.options.service.setAlertStatus(banner.alertId, banner.status);
      } catch (err) {
        const refused = err instanceof AffectiveApiError && !err.retryable;
        this.options.logger.warn(
          { alertId: banner.alertId, status: banner.status, err: { message: (err as Error).message } },
          refused ? 'the service refused an alert status: kept in chat only' : 'alert status not sent yet',
        );
        if (!refused) return;
      }
      await this.state.statusSent(this.platform, banner.id, banner.status);
    }
  }

  async setModeratorsChannel(workspaceId: string, channelId: string): Promise<void> {
    await this.workspaces.setModeratorsChannel(this.platform, workspaceId, channelId);
    await this.redraw(workspaceId);
  }

  /** Draws the home view someone opened, and remembers them so that it is redrawn when it changes. */
  async homeOpened(workspaceId: string, userId: string): Promise<void> {
    const { surface } = this.options;
    if (!surface.publishHome) return;
    const [overview, branding] = await Promise.all([this.overview(workspaceId), this.branding()]);
    await surface.publishHome(workspaceId, userId, this.homeOf(overview, branding));
    await this.viewers.opened(workspaceId, userId, this.options.clock.now(), digestOf(overview, branding));
  }

  /** Forgets the settings, alert state, references and home viewers of a workspace that removed the app. */
  async forgetWorkspace(workspaceId: string): Promise<void> {
    await this.viewers.forgetWorkspace(workspaceId);
    await this.conversations.forgetWorkspace(workspaceId);
    await this.workspaces.delete(this.platform, workspaceId);
  }

  async overview(workspaceId: string): Promise<AlertOverview> {
    return overviewOf(this.options.pool, this.platform, workspaceId);
  }

  /**
   * Brings the workspace's messages up to date with its state: posts banners not yet shown, updates changed
   * ones, and updates (or posts) the counter message. One process at a time per workspace.
   */
  async redraw(workspaceId: string): Promise<void> {
    // Read before taking the lock: the service's answer must never hold up another process's drawing.
    const branding = await this.branding();
    // The look is compared only once the branding was read: a guess (the service away at start) is not a change.
    const look = this.options.branding && !this.options.branding.known ? null : lookOf(branding);
    const client = await this.options.pool.connect();
    const lockKey = `connector:${this.platform}:${workspaceId}`;
    try {
      await client.query('SELECT pg_advisory_lock(hashtext($1))', [lockKey]);
      try {
        const workspaces = new WorkspacesRepository(client);
        const settings = await workspaces.find(this.platform, workspaceId);
        const state = new AlertStateRepository(client);
        if (settings && look !== null && settings.drawnBranding !== look) {
          // A new look: recent banners and the counter message are drawn again below, with the new footer.
          if (settings.drawnBranding !== null) {
            const since = new Date(this.options.clock.now().getTime() - NEW_LOOK_REDRAW_MS);
            await state.redrawRecent(this.platform, workspaceId, since, NEW_LOOK_REDRAWS);
          }
          await workspaces.setDrawnBranding(this.platform, workspaceId, look);
        }
        if (settings?.moderatorsChannel) {
          const conversations = new ConversationsRepository(client, this.platform);
          await this.drawBanners(state, conversations, settings, settings.moderatorsChannel, branding);
          await this.drawCounters(state, conversations, settings, settings.moderatorsChannel, branding);
        }
        // On the locked connection: a redraw never waits for a second one from the pool while holding this.
        await this.drawHomes(workspaceId, client);
      } finally {
        await client.query('SELECT pg_advisory_unlock(hashtext($1))', [lockKey]);
      }
    } finally {
      client.release();
    }
  }

  /**
   * Escalation: notifies the moderators again about each posted banner nobody acknowledged within the reminder
   * interval, at most MAX_REMINDERS times. The state is in PostgreSQL, so reminders survive a restart.
   */
  async remindUnacknowledged(): Promise<number> {
    const now = this.options.clock.now();
    const due = await this.state.bannersToRemind(
      this.platform,
      new Date(now.getTime() - this.options.remindAfterMs),
      MAX_REMINDERS,
    );
    let sent = 0;
    const branding = due.length ? await this.branding() : null;
    for (const banner of due) {
      if (!banner.channelId || !banner.messageRef) continue;
      if (!(await this.state.reminded(this.platform, banner.id, banner.reminders, now))) continue;
      const settings = await this.workspaces.find(this.platform, banner.workspaceId);
      const to = await this.conversations.find(banner.workspaceId, banner.channelId);
      const minutes = Math.round((now.getTime() - banner.raisedAt.getTime()) / 60_000);
      try {
        await this.options.surface.remind(
          to,
          banner.messageRef,
          withBranding(
            reminderView(this.options.markup, banner, this.bannerContext(settings), minutes),
            branding,
          ),
        );
        sent++;
      } catch (err) {
        this.options.logger.warn(
          { workspaceId: banner.workspaceId, err: { message: (err as Error).message } },
          'could not send a crisis reminder',
        );
      }
    }
    return sent;
  }

  /** Redraws every workspace with something left to draw (after a failure, or a restart). */
  async redrawAll(): Promise<void> {
    for (const workspaceId of await this.options.knownWorkspaces()) {
      try {
        await this.redraw(workspaceId);
      } catch (err) {
        this.options.logger.warn(
          { workspaceId, err: { message: (err as Error).message } },
          'could not draw alerts yet',
        );
      }
    }
  }

  bannerContext(settings: WorkspaceSettings | null): BannerContext {
    return {
      platform: this.platform,
      notify: settings?.notify ?? this.options.defaultNotify,
      support: { text: settings?.supportText ?? null, links: settings?.supportLinks ?? [] },
    };
  }

  private homeOf(overview: AlertOverview, branding: ViewBranding | null) {
    return withBranding(homeView(this.options.markup, overview, this.options.setupHint), branding);
  }

  private async branding(): Promise<ViewBranding | null> {
    return (await this.options.branding?.current()) ?? null;
  }

  /**
   * Redraws the home view of the workspace's recent viewers whose view shows something else than the state
   * now. A view that could not be drawn (the person left, the platform away) is tried again at the next change.
   */
  private async drawHomes(workspaceId: string, db: Queryable): Promise<void> {
    const { surface } = this.options;
    if (!surface.publishHome) return;
    const viewersOf = new HomeViewersRepository(db, this.platform);
    const since = new Date(this.options.clock.now().getTime() - HOME_VIEWERS_KEPT_MS);
    const viewers = await viewersOf.recent(workspaceId, since, HOME_REDRAWS);
    if (viewers.length === 0) return;
    const [overview, branding] = await Promise.all([
      overviewOf(db, this.platform, workspaceId),
      this.branding(),
    ]);
    const digest = digestOf(overview, branding);
    for (const viewer of viewers.filter((v) => v.drawn !== digest)) {
      try {
        await surface.publishHome(workspaceId, viewer.userId, this.homeOf(overview, branding));
        await viewersOf.drawn(workspaceId, viewer.userId, digest);
      } catch (err) {
        this.options.logger.warn(
          { workspaceId, err: { message: (err as Error).message } },
          'could not redraw a home view',
        );
      }
    }
  }

  private async targetsOf(event: AlertEvent): Promise<string[]> {
    const named = parseSourceLabel(this.platform, event.data.source);
    if (named) return [named.workspaceId];
    return this.options.knownWorkspaces();
  }

  private async apply(
    state: AlertStateRepository,
    workspaceId: string,
    webhookId: string,
    event: AlertEvent,
  ) {
    const at = new Date(event.timestamp);
    if (event.type === 'alert.spike') {
      await state.countSpike(this.platform, workspaceId, event.data.theme, at);
      return;
    }
    await state.addBanner(this.platform, workspaceId, {
      webhookId,
      alertId: event.data.alert_id,
      theme: event.data.theme,
      count: event.data.count,
      delta: event.data.delta,
      recommendedAction: event.data.recommended_action,
      source: event.data.source,
      raisedAt: at,
    });
  }

  private async drawBanners(
    state: AlertStateRepository,
    conversations: ConversationsRepository,
    settings: WorkspaceSettings,
    channelId: string,
    branding: ViewBranding | null,
  ) {
    const { surface, markup } = this.options;
    const context = this.bannerContext(settings);
    for (const banner of await state.bannersToDraw(this.platform, settings.workspaceId)) {
      const view = withBranding(crisisBannerView(markup, banner, context), branding);
      let drawnIn = banner.messageRef && banner.channelId ? banner.channelId : channelId;
      const to = await conversations.find(settings.workspaceId, drawnIn);
      let ref = banner.messageRef;
      if (!ref || !banner.channelId || !(await surface.update(to, ref, view))) {
        drawnIn = channelId;
        const target =
          drawnIn === to.channelId ? to : await conversations.find(settings.workspaceId, drawnIn);
        ref = await surface.post(target, view);
        await this.pin(target, ref);
      }
      await state.markBannerDrawn(this.platform, settings.workspaceId, banner.id, {
        version: banner.version,
        channelId: drawnIn,
        messageRef: ref,
        at: this.options.clock.now(),
      });
    }
  }

  private async drawCounters(
    state: AlertStateRepository,
    conversations: ConversationsRepository,
    settings: WorkspaceSettings,
    channelId: string,
    branding: ViewBranding | null,
  ) {
    if (settings.countersVersion === 0) return;
    const existing = await state.counterMessage(this.platform, settings.workspaceId, channelId);
    if (existing && existing.renderedVersion >= settings.countersVersion) return;
    const counters = await state.counters(this.platform, settings.workspaceId);
    const view = withBranding(spikeCountersView(this.options.markup, counters), branding);
    const to = await conversations.find(settings.workspaceId, channelId);
    let ref = existing?.messageRef;
    if (!ref || !(await this.options.surface.update(to, ref, view))) {
      ref = await this.options.surface.post(to, view);
      await this.pin(to, ref);
    }
    await state.saveCounterMessage(this.platform, settings.workspaceId, {
      channelId,
      messageRef: ref,
      renderedVersion: settings.countersVersion,
    });
  }

  /** The message is out and must be recorded as such, or the next redraw would post it again: pinning may fail. */
  private async pin(to: Parameters<ChatSurface['post']>[0], ref: string): Promise<void> {
    if (!this.options.surface.pin) return;
    try {
      await this.options.surface.pin(to, ref);
    } catch (err) {
      this.options.logger.warn(
        { err: { message: (err as Error).message } },
        'could not pin an alert message',
      );
    }
  }
}

async function overviewOf(db: Queryable, platform: string, workspaceId: string): Promise<AlertOverview> {
  const state = new AlertStateRepository(db);
  const settings = await new WorkspacesRepository(db).find(platform, workspaceId);
  const counters = await state.counters(platform, workspaceId);
  const openBanners = await state.openBannerCount(platform, workspaceId);
  return { moderatorsChannel: settings?.moderatorsChannel ?? null, counters, openBanners };
}

/** The look of messages drawn with this branding, as a digest (the default look has one too). */
function lookOf(branding: ViewBranding | null): string {
  return createHash('sha256')
    .update(JSON.stringify(branding ?? null))
    .digest('base64url');
}

/** What a home view shows, as a digest: equal digests draw the same view (its alerts and the branding). */
function digestOf(overview: AlertOverview, branding: ViewBranding | null): string {
  return createHash('sha256').update(JSON.stringify({ overview, branding })).digest('base64url');
}

function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
