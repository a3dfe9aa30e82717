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
});

const BANNER_COLUMNS = `id, platform, workspace_id, alert_id, theme, count, delta, recommended_action, source,
  raised_at, channel_id, message_ref, version, rendered_version, acknowledged_by, acknowledged_at`;

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
    drawn: { version: number; channelId: string; messageRef: string },
  ): Promise<void> {
    await this.db.query(
      `UPDATE connector.crisis_banners
          SET rendered_version = GREATEST(rendered_version, $4), channel_id = $5, message_ref = $6
        WHERE platform = $1 AND workspace_id = $2 AND id = $3`,
      [platform, workspaceId, id, drawn.version, drawn.channelId, drawn.messageRef],
    );
  }

  /** Records the first acknowledgement only; returns false when the banner was acknowledged already. */
  async acknowledge(
    platform: string,
    workspaceId: string,
    id: string,
    by: string,
    at: Date,
  ): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `UPDATE connector.crisis_banners
          SET acknowledged_by = $4, acknowledged_at = $5, version = version + 1
        WHERE platform = $1 AND workspace_id = $2 AND id = $3 AND acknowledged_at IS NULL`,
      [platform, workspaceId, id, by, at],
    );
    return rowCount === 1;
  }

  async openBannerCount(platform: string, workspaceId: string): Promise<number> {
    const { rows } = await this.db.query<{ n: string }>(
      `SELECT count(*) AS n FROM connector.crisis_banners
        WHERE platform = $1 AND workspace_id = $2 AND acknowledged_at IS NULL`,
      [platform, workspaceId],
    );
    return Number(rows[0]?.n ?? 0);
  }
}
