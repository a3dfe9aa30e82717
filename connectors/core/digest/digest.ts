import type { AffectiveClient } from '../../../shared/client/index.js';
import type { Clock } from '../../../shared/runtime/clock.js';
import type { Logger } from '../../../shared/runtime/logger.js';
import type { Pool } from '../../../shared/runtime/pool.js';
import type { BrandingSource } from '../branding.js';
import type { ChatSurface, Markup } from '../platform.js';
import { pulseMessage } from '../pulse/pulse.js';
import { ConversationsRepository } from '../store/conversations.repository.js';
import { type WorkspaceSettings, WorkspacesRepository } from '../store/workspaces.repository.js';

/** A digest posted this recently is not posted again, however often the hour is checked. */
const POSTED_WITHIN_MS = 2 * 3_600_000;

/** The weekday (0 = Sunday) and hour of an instant in a time zone. */
export function localWeekdayAndHour(at: Date, timeZone: string): { weekday: number; hour: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(at);
  const day = parts.find((p) => p.type === 'weekday')?.value ?? '';
  const hour = Number(parts.find((p) => p.type === 'hour')?.value);
  return { weekday: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(day), hour };
}

/** Whether a workspace's digest is due now: within its scheduled hour, and not posted during it yet. */
export function digestDue(settings: WorkspaceSettings, now: Date): boolean {
  if (!settings.digest) return false;
  const local = localWeekdayAndHour(now, settings.timeZone);
  if (local.weekday !== settings.digest.weekday || local.hour !== settings.digest.hour) return false;
  return !settings.digestLastAt || now.getTime() - settings.digestLastAt.getTime() >= POSTED_WITHIN_MS;
}

/**
 * The weekly digest: the 7-day pulse (the service applies the anonymity floor; a cohort below it gets the
 * "not enough people" message) posted in the chosen channel on the chosen weekday and hour. Off by default.
 */
export class WeeklyDigest {
  private readonly workspaces: WorkspacesRepository;
  private readonly conversations: ConversationsRepository;

  constructor(
    private readonly options: {
      platform: string;
      pool: Pool;
      service: Pick<AffectiveClient, 'pulse'>;
      surface: ChatSurface;
      markup: Markup;
      pulseCommand: string;
      /** The organisation's branding, for the message's footer. */
      branding?: Pick<BrandingSource, 'brand'>;
      clock: Clock;
      logger: Logger;
    },
  ) {
    this.workspaces = new WorkspacesRepository(options.pool);
    this.conversations = new ConversationsRepository(options.pool, options.platform);
  }

  /** Posts every digest due now; one process posts each (the record is claimed before posting). */
  async postDue(): Promise<number> {
    const now = this.options.clock.now();
    let posted = 0;
    for (const settings of await this.workspaces.withDigest(this.options.platform)) {
      if (!settings.digest || !digestDue(settings, now)) continue;
      const claimed = await this.workspaces.digestPosted(
        this.options.platform,
        settings.workspaceId,
        settings.digestLastAt,
        now,
      );
      if (!claimed) continue;
      try {
        const view = await pulseMessage(
          this.options.service,
          this.options.markup,
          '7d',
          this.options.pulseCommand,
        );
        const digest = { ...view, title: `Weekly digest · ${view.title ?? 'Community pulse'}` };
        const to = await this.conversations.find(settings.workspaceId, settings.digest.channelId);
        await this.options.surface.post(to, (await this.options.branding?.brand(digest)) ?? digest);
        posted++;
      } catch (err) {
        this.options.logger.warn(
          { workspaceId: settings.workspaceId, err: { message: (err as Error).message } },
          'could not post the weekly digest',
        );
      }
    }
    return posted;
  }
}
