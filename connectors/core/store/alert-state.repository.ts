import type { AlertStatus } from '../../../shared/contract/alerts.js';
import type { Queryable } from '../../../shared/runtime/pool.js';

export interface SpikeCounter {
  theme: string;
  count: number;
  firstAt: Date;
  lastAt: Date;
}

export interface CrisisBanner {
  id: string;
  platform: string;
  workspaceId: string;
  alertId: string;
  theme: string;
  count: number;
  delta: number;
  recommendedAction: string;
  source: string | null;
  raisedAt: Date;
  channelId: string | null;
  messageRef: string | null;
  version: number;
  renderedVersion: number;
  acknowledgedBy: string | null;
  acknowledgedAt: Date | null;
  status: AlertStatus;
  statusBy: string | null;
  statusAt: Date | null;
  /** A status the service has not been told yet. */
  statusPending: boolean;
  /** When moderators were last notified (posting, or the latest reminder). */
  notifiedAt: Date | null;
  reminders: number;
}

export interface NewCrisisBanner {
  webhookId: string;
  alertId: string;
  theme: string;
  count: number;
  delta: number;
  recommendedAction: string;
  source: string | null;
  raisedAt: Date;
}

export interface CounterMessage {
  channelId: string;
  messageRef: string;
  renderedVersion: number;
}

interface BannerRow {
  id: string;
  platform: string;
  workspace_id: string;
  alert_id: string;
  theme: string;
  count: number;
  delta: number;
  recommended_action: string;
  source: string | null;
  raised_at: Date;
  channel_id: string | null;
  message_ref: string | null;
  version: number;
  rendered_version: number;
  acknowledged_by: string | null;
  acknowledged_at: Date | null;
  status: AlertStatus;
  status_by: string | null;
  status_at: Date | null;
  status_pending: boolean;
  notified_at: Date | null;
  reminders: number;
}

const toBanner = (row: BannerRow): CrisisBanner => ({
  id: row.id,
  platform: row.platform,
  workspaceId: row.workspace_id,
  alertId: row.alert_id,
  theme: row.theme,
  count: row.count,
  delta: row.delta,
  recommendedAction: row.recommended_action,
  source: row.source,
  raisedAt: row.raised_at,
  channelId: row.channel_id,
  messageRef: row.message_ref,
  version: row.version,
  renderedVersion: row.rendered_version,
  acknowledgedBy: row.acknowledged_by,
  acknowledgedAt: row.acknowledged_at,
  status: row.status,
  statusBy: row.status_by,
  statusAt: row.status_at,
  statusPending: row.status_pending,
  notifiedAt: row.notified_at,
  reminders: row.reminders,
});

const BANNER_COLUMNS = `id, platform, workspace_id, alert_id, theme, count, delta, recommended_action, source,
  raised_at, channel_id, message_ref, version, rendered_version, acknowledged_by, acknowledged_at, status, status_by,
  status_at, status_pending, notified_at, reminders`;

/** Crisis banners and spike counters of each workspace: what moderators see, kept across restarts. */
export class AlertStateRepository {
  constructor(private readonly db: Queryable) {}

  async countSpike(platform: string, workspaceId: string, theme: string, at: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO connector.spike_counters (platform, workspace_id, theme, count, first_at, last_at)
       VALUES ($1, $2, $3, 1, $4, $4)
       ON CONFLICT (platform, workspace_id, theme)
       DO UPDATE SET count = connector.spike_counters.count + 1,
                     last_at = GREATEST(connector.spike_counters.last_at, EXCLUDED.last_at)`,
      [platform, workspaceId, theme, at],
    );
    await this.db.query(
      `UPDATE connector.workspaces SET counters_version = counters_version + 1, updated_at = now()
        WHERE platform = $1 AND workspace_id = $2`,
      [platform, workspaceId],
    );
  }

  async counters(platform: string, workspaceId: string): Promise<SpikeCounter[]> {
    const { rows } = await this.db.query<{ theme: string; count: number; first_at: Date; last_at: Date }>(
      `SELECT theme, count, first_at, last_at FROM connector.spike_counters
        WHERE platform = $1 AND workspace_id = $2 ORDER BY count DESC, theme`,
      [platform, workspaceId],
    );
    return rows.map((r) => ({ theme: r.theme, count: r.count, firstAt: r.first_at, lastAt: r.last_at }));
  }

  async counterMessage(
    platform: string,
    workspaceId: string,
    channelId: string,
  ): Promise<CounterMessage | null> {
    const { rows } = await this.db.query<{
      channel_id: string;
      message_ref: string;
      rendered_version: string;
    }>(
      `SELECT channel_id, message_ref, rendered_version FROM connector.counter_messages
        WHERE platform = $1 AND workspace_id = $2 AND channel_id = $3`,
      [platform, workspaceId, channelId],
    );
    const row = rows[0];
    return row
      ? {
          channelId: row.channel_id,
          messageRef: row.message_ref,
          renderedVersion: Number(row.rendered_version),
        }
      : null;
  }

  async saveCounterMessage(platform: string, workspaceId: string, message: CounterMessage): Promise<void> {
    await this.db.query(
      `INSERT INTO connector.counter_messages (platform, workspace_id, channel_id, message_ref, rendered_version)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (platform, workspace_id, channel_id)
       DO UPDATE SET message_ref = EXCLUDED.message_ref, rendered_version = EXCLUDED.rendered_version`,
      [platform, workspaceId, message.channelId, message.messageRef, message.renderedVersion],
    );
  }

  async addBanner(platform: string, workspaceId: string, banner: NewCrisisBanner): Promise<void> {
    await this.db.query(
      `INSERT INTO connector.crisis_banners
         (platform, workspace_id, webhook_id, alert_id, theme, count, delta, recommended_action, source, raised_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (platform, workspace_id, webhook_id) DO NOTHING`,
      [
        platform,
        workspaceId,
        banner.webhookId,
        banner.alertId,
        banner.theme,
        banner.count,
        banner.delta,
        banner.recommendedAction,
        banner.source,
        banner.raisedAt,
      ],
    );
  }

  /** Banners whose platform message is missing or shows an older state, oldest first. */
  async bannersToDraw(platform: string, workspaceId: string): Promise<CrisisBanner[]> {
    const { rows } = await this.db.query<BannerRow>(
      `SELECT ${BANNER_COLUMNS} FROM connector.crisis_banners
        WHERE platform = $1 AND workspace_id = $2 AND rendered_version < version ORDER BY raised_at, id`,
      [platform, workspaceId],
    );
    return rows.map(toBanner);
  }

  /**
   * Marks the workspace's drawn banners raised since `since` (the latest `limit` of them) and its counter message
   * to be drawn again, as after a change: for a new look.
   */
  async redrawRecent(platform: string, workspaceId: string, since: Date, limit: number): Promise<void> {
    await this.db.query(
      `UPDATE connector.crisis_banners SET rendered_version = version - 1
        WHERE id IN (SELECT id FROM connector.crisis_banners
                      WHERE platform = $1 AND workspace_id = $2 AND message_ref IS NOT NULL
                        AND rendered_version >= version AND raised_at >= $3
                      ORDER BY raised_at DESC, id DESC LIMIT $4)`,
      [platform, workspaceId, since, limit],
    );
    await this.db.query(
      `UPDATE connector.counter_messages SET rendered_version = 0 WHERE platform = $1 AND workspace_id = $2`,
      [platform, workspaceId],
    );
  }

  async banner(platform: string, workspaceId: string, id: string): Promise<CrisisBanner | null> {
    const { rows } = await this.db.query<BannerRow>(
      `SELECT ${BANNER_COLUMNS} FROM connector.crisis_banners
        WHERE platform = $1 AND workspace_id = $2 AND id = $3`,
      [platform, workspaceId, id],
    );
    return rows[0] ? toBanner(rows[0]) : null;
  }

  async markBannerDrawn(
    platform: string,
    workspaceId: string,
    id: string,
    drawn: { version: number; channelId: string; messageRef: string; at: Date },
  ): Promise<void> {
    await this.db.query(
      `UPDATE connector.crisis_banners
          SET rendered_version = GREATEST(rendered_version, $4), channel_id = $5, message_ref = $6,
              notified_at = COALESCE(notified_at, $7)
        WHERE platform = $1 AND workspace_id = $2 AND id = $3`,
      [platform, workspaceId, id, drawn.version, drawn.channelId, drawn.messageRef, drawn.at],
    );
  }

  /**
   * Moves a banner along its lifecycle (open → acknowledged → resolved or false alarm; never back) and marks the
   * change for the service. The first acknowledgement is kept, also when a banner is closed without one. Returns
   * false when the banner is unknown or already past that status.
   */
  async setStatus(
    platform: string,
    workspaceId: string,
    id: string,
    change: { status: Exclude<AlertStatus, 'open'>; by: string; at: Date },
  ): Promise<boolean> {
    const from = change.status === 'acknowledged' ? ['open'] : ['open', 'acknowledged'];
    const { rowCount } = await this.db.query(
      `UPDATE connector.crisis_banners
          SET status = $4, status_by = $5, status_at = $6, status_pending = true, version = version + 1,
              acknowledged_by = CASE WHEN $4 = 'acknowledged' THEN $5 ELSE acknowledged_by END,
              acknowledged_at = CASE WHEN $4 = 'acknowledged' THEN $6 ELSE acknowledged_at END
        WHERE platform = $1 AND workspace_id = $2 AND id = $3 AND status = ANY($7)`,
      [platform, workspaceId, id, change.status, change.by, change.at, from],
    );
    return rowCount === 1;
  }

  /** Banners whose status the service has not been told yet, oldest change first. */
  async pendingStatuses(platform: string, limit: number): Promise<CrisisBanner[]> {
    const { rows } = await this.db.query<BannerRow>(
      `SELECT ${BANNER_COLUMNS} FROM connector.crisis_banners
        WHERE platform = $1 AND status_pending ORDER BY status_at LIMIT $2`,
      [platform, limit],
    );
    return rows.map(toBanner);
  }

  /** Clears the pending mark, unless the status changed again meanwhile. */
  async statusSent(platform: string, id: string, status: AlertStatus): Promise<void> {
    await this.db.query(
      `UPDATE connector.crisis_banners SET status_pending = false
        WHERE platform = $1 AND id = $2 AND status = $3`,
      [platform, id, status],
    );
  }

  /** Posted banners still open whose moderators were last notified before `before`, with reminders left. */
  async bannersToRemind(platform: string, before: Date, maxReminders: number): Promise<CrisisBanner[]> {
    const { rows } = await this.db.query<BannerRow>(
      `SELECT ${BANNER_COLUMNS} FROM connector.crisis_banners
        WHERE platform = $1 AND status = 'open' AND message_ref IS NOT NULL AND notified_at <= $2
          AND reminders < $3
        ORDER BY notified_at`,
      [platform, before, maxReminders],
    );
    return rows.map(toBanner);
  }

  /** Counts a reminder, unless another process sent it first (then false). */
  async reminded(platform: string, id: string, seen: number, at: Date): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `UPDATE connector.crisis_banners SET reminders = reminders + 1, notified_at = $4
        WHERE platform = $1 AND id = $2 AND reminders = $3 AND status = 'open'`,
      [platform, id, seen, at],
    );
    return rowCount === 1;
  }

  async openBannerCount(platform: string, workspaceId: string): Promise<number> {
    const { rows } = await this.db.query<{ n: string }>(
      `SELECT count(*) AS n FROM connector.crisis_banners
        WHERE platform = $1 AND workspace_id = $2 AND status = 'open'`,
      [platform, workspaceId],
    );
    return Number(rows[0]?.n ?? 0);
  }
}
