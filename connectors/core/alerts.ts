import { createHash } from 'node:crypto';
import type { AlertEvent } from '../../shared/contract/webhooks.js';
import type { Clock } from '../../shared/runtime/clock.js';
import type { Logger } from '../../shared/runtime/logger.js';
import { type Pool, transaction } from '../../shared/runtime/pool.js';
import type { WebhookEvent } from '../../shared/webhooks/index.js';
import { parseSourceLabel } from './pseudonymise.js';
import {
  AlertStateRepository,
  type CrisisBanner,
  type SpikeCounter,
} from './store/alert-state.repository.js';
import { HomeViewersRepository } from './store/home-viewers.repository.js';
import { DuplicateWebhookError, PgSeenStore } from './store/seen.repository.js';
import { type WorkspaceSettings, WorkspacesRepository } from './store/workspaces.repository.js';

export type { CrisisBanner, SpikeCounter } from './store/alert-state.repository.js';

/** How a platform draws alerts. Message references (`ref`) are the platform's own ids of posted messages. */
export interface AlertSurface {
  /** Posts a banner that raises a native notification, pins it, and returns its reference. */
  postBanner(workspaceId: string, channelId: string, banner: CrisisBanner): Promise<string>;
  updateBanner(workspaceId: string, channelId: string, ref: string, banner: CrisisBanner): Promise<void>;
  /** Posts the counter message and pins it, returning its reference. */
  postCounters(workspaceId: string, channelId: string, counters: SpikeCounter[]): Promise<string>;
  /** Updates the counter message in place; false when it no longer exists, so a new one is posted. */
  updateCounters(
    workspaceId: string,
    channelId: string,
    ref: string,
    counters: SpikeCounter[],
  ): Promise<boolean>;
  /** Draws the app's Home tab for one person. */
  publishHome(workspaceId: string, userId: string, status: AlertStatus): Promise<void>;
}

/** Home tabs opened this recently are redrawn when what they show changes; older ones when next opened. */
export const HOME_VIEWERS_KEPT_MS = 7 * 24 * 3_600_000;
/** At most this many of a workspace's latest viewers are redrawn per change. */
const HOME_REDRAWS = 50;

export interface AlertStatus {
  moderatorsChannel: string | null;
  counters: SpikeCounter[];
  openBanners: number;
}

/**
 * Turns verified webhook events into what moderators see. The state change and the webhook id are committed
 * together, so a redelivery is recognised and never counted twice; the platform messages are then drawn from
 * that state, so a drawing that failed (platform away, no moderators' channel yet) is completed by the next
 * delivery, the next alert or the next setup.
 */
export class AlertCenter {
  private readonly state: AlertStateRepository;
  private readonly workspaces: WorkspacesRepository;
  private readonly viewers: HomeViewersRepository;

  constructor(
    private readonly options: {
      platform: string;
      pool: Pool;
      surface: AlertSurface;
      /** Workspaces this connector serves; alerts whose source names none of them go to all. */
      knownWorkspaces: () => Promise<string[]>;
      logger: Logger;
      clock: Clock;
    },
  ) {
    this.state = new AlertStateRepository(options.pool);
    this.workspaces = new WorkspacesRepository(options.pool);
    this.viewers = new HomeViewersRepository(options.pool, options.platform);
  }

  get platform(): string {
    return this.options.platform;
  }

  /** Applies one verified event. Throws when drawing failed, so the sender retries (as a duplicate). */
  async receive(webhookId: string, event: WebhookEvent): Promise<{ duplicate: boolean }> {
    const targets = event.type === 'webhook.test' ? [] : await this.targetsOf(event);
    let duplicate = false;
    try {
      await transaction(this.options.pool, async (client) => {
        const seen = new PgSeenStore(client);
        if (await seen.has(webhookId)) {
          duplicate = true;
          return;
        }
        await seen.add(webhookId);
        if (event.type === 'webhook.test') return;
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
    for (const workspaceId of targets) await this.redraw(workspaceId);
    return { duplicate };
  }

  /** Records who acknowledged a banner (the first one only) and redraws it. Null for an unknown banner. */
  async acknowledge(workspaceId: string, bannerId: string, userId: string): Promise<CrisisBanner | null> {
    const acknowledged = await this.state.acknowledge(
      this.platform,
      workspaceId,
      bannerId,
      userId,
      this.options.clock.now(),
    );
    if (acknowledged) await this.redraw(workspaceId);
    return this.state.banner(this.platform, workspaceId, bannerId);
  }

  async setModeratorsChannel(workspaceId: string, channelId: string): Promise<void> {
    await this.workspaces.setModeratorsChannel(this.platform, workspaceId, channelId);
    await this.redraw(workspaceId);
  }

  /** Draws the Home tab someone opened, and remembers them so that it is redrawn when it changes. */
  async homeOpened(workspaceId: string, userId: string): Promise<void> {
    const status = await this.status(workspaceId);
    await this.options.surface.publishHome(workspaceId, userId, status);
    await this.viewers.opened(workspaceId, userId, this.options.clock.now(), digestOf(status));
  }

  /** Forgets who opened the Home tab of a workspace that removed the app. */
  async forgetWorkspace(workspaceId: string): Promise<void> {
    await this.viewers.forgetWorkspace(workspaceId);
  }

  async status(workspaceId: string): Promise<AlertStatus> {
    return statusOf(this.workspaces, this.state, this.platform, workspaceId);
  }

  /**
   * Brings the workspace's messages up to date with its state: posts banners not yet shown, updates changed
   * ones, and updates (or posts) the counter message. One process at a time per workspace.
   */
  async redraw(workspaceId: string): Promise<void> {
    const client = await this.options.pool.connect();
    const lockKey = `connector:${this.platform}:${workspaceId}`;
    try {
      await client.query('SELECT pg_advisory_lock(hashtext($1))', [lockKey]);
      try {
        const workspaces = new WorkspacesRepository(client);
        const state = new AlertStateRepository(client);
        const settings = await workspaces.find(this.platform, workspaceId);
        if (settings?.moderatorsChannel) {
          await this.drawBanners(state, settings, settings.moderatorsChannel);
          await this.drawCounters(state, settings, settings.moderatorsChannel);
        }
        // On the locked connection: a redraw never waits for a second one from the pool while holding this.
        await this.drawHomes(workspaceId, new HomeViewersRepository(client, this.platform), () =>
          statusOf(workspaces, state, this.platform, workspaceId),
        );
      } finally {
        await client.query('SELECT pg_advisory_unlock(hashtext($1))', [lockKey]);
      }
    } finally {
      client.release();
    }
  }

  /**
   * Redraws the Home tab of the workspace's recent viewers whose tab shows something else than the state now.
   * A tab that could not be drawn (the person left, Slack away) is tried again at the next change.
   */
  private async drawHomes(
    workspaceId: string,
    viewersOf: HomeViewersRepository,
    currentStatus: () => Promise<AlertStatus>,
  ): Promise<void> {
    const since = new Date(this.options.clock.now().getTime() - HOME_VIEWERS_KEPT_MS);
    const viewers = await viewersOf.recent(workspaceId, since, HOME_REDRAWS);
    if (viewers.length === 0) return;
    const status = await currentStatus();
    const digest = digestOf(status);
    for (const viewer of viewers.filter((v) => v.drawn !== digest)) {
      try {
        await this.options.surface.publishHome(workspaceId, viewer.userId, status);
        await viewersOf.drawn(workspaceId, viewer.userId, digest);
      } catch (err) {
        this.options.logger.warn(
          { workspaceId, err: { message: (err as Error).message } },
          'could not redraw a Home tab',
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

  private async drawBanners(state: AlertStateRepository, settings: WorkspaceSettings, channelId: string) {
    const { surface } = this.options;
    for (const banner of await state.bannersToDraw(this.platform, settings.workspaceId)) {
      let drawnIn = channelId;
      let ref: string;
      if (banner.messageRef && banner.channelId) {
        drawnIn = banner.channelId;
        ref = banner.messageRef;
        await surface.updateBanner(settings.workspaceId, drawnIn, ref, banner);
      } else {
        ref = await surface.postBanner(settings.workspaceId, drawnIn, banner);
      }
      await state.markBannerDrawn(this.platform, settings.workspaceId, banner.id, {
        version: banner.version,
        channelId: drawnIn,
        messageRef: ref,
      });
    }
  }

  private async drawCounters(state: AlertStateRepository, settings: WorkspaceSettings, channelId: string) {
    if (settings.countersVersion === 0) return;
    const existing = await state.counterMessage(this.platform, settings.workspaceId, channelId);
    if (existing && existing.renderedVersion >= settings.countersVersion) return;
    const counters = await state.counters(this.platform, settings.workspaceId);
    const { surface } = this.options;
    let ref = existing?.messageRef;
    if (!ref || !(await surface.updateCounters(settings.workspaceId, channelId, ref, counters))) {
      ref = await surface.postCounters(settings.workspaceId, channelId, counters);
    }
    await state.saveCounterMessage(this.platform, settings.workspaceId, {
      channelId,
      messageRef: ref,
      renderedVersion: settings.countersVersion,
    });
  }
}

async function statusOf(
  workspaces: WorkspacesRepository,
  state: AlertStateRepository,
  platform: string,
  workspaceId: string,
): Promise<AlertStatus> {
  const [settings, counters, openBanners] = await Promise.all([
    workspaces.find(platform, workspaceId),
    state.counters(platform, workspaceId),
    state.openBannerCount(platform, workspaceId),
  ]);
  return { moderatorsChannel: settings?.moderatorsChannel ?? null, counters, openBanners };
}

/** What a Home tab shows, as a digest: equal digests draw the same tab. */
function digestOf(status: AlertStatus): string {
  return createHash('sha256').update(JSON.stringify(status)).digest('base64url');
}
