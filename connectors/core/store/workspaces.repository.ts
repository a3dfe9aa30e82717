import type { Queryable } from '../../../shared/runtime/pool.js';
import type { NotifyTarget } from '../platform.js';

export type ChannelScope = 'all' | 'include' | 'exclude';

export interface DigestSchedule {
  channelId: string;
  /** 0 = Sunday. */
  weekday: number;
  hour: number;
}

export interface WorkspaceSettings {
  platform: string;
  workspaceId: string;
  moderatorsChannel: string | null;
  countersVersion: number;
  /** Null until setup chose; the platform's default applies meanwhile. */
  notify: NotifyTarget | null;
  scope: ChannelScope;
  scopeChannels: string[];
  includeExternal: boolean;
  supportText: string | null;
  supportLinks: Array<{ label: string; url: string }>;
  digest: DigestSchedule | null;
  timeZone: string;
  digestLastAt: Date | null;
  /** The look its banners and counter message were last drawn with (see `AlertCenter.redraw`). */
  drawnBranding: string | null;
}

interface WorkspaceRow {
  platform: string;
  workspace_id: string;
  moderators_channel: string | null;
  counters_version: string;
  notify: NotifyTarget | null;
  channel_scope: ChannelScope;
  scope_channels: string[];
  include_external: boolean;
  support_text: string | null;
  support_links: Array<{ label: string; url: string }>;
  digest_channel: string | null;
  digest_weekday: number | null;
  digest_hour: number | null;
  time_zone: string;
  digest_last_at: Date | null;
  drawn_branding: string | null;
}

const COLUMNS = `platform, workspace_id, moderators_channel, counters_version, notify, channel_scope, scope_channels,
  include_external, support_text, support_links, digest_channel, digest_weekday, digest_hour, time_zone, digest_last_at, drawn_branding`;

const toSettings = (row: WorkspaceRow): WorkspaceSettings => ({
  platform: row.platform,
  workspaceId: row.workspace_id,
  moderatorsChannel: row.moderators_channel,
  countersVersion: Number(row.counters_version),
  notify: row.notify,
  scope: row.channel_scope,
  scopeChannels: row.scope_channels,
  includeExternal: row.include_external,
  supportText: row.support_text,
  supportLinks: row.support_links,
  digest:
    row.digest_channel !== null && row.digest_weekday !== null && row.digest_hour !== null
      ? { channelId: row.digest_channel, weekday: row.digest_weekday, hour: row.digest_hour }
      : null,
  timeZone: row.time_zone,
  digestLastAt: row.digest_last_at,
  drawnBranding: row.drawn_branding,
});

/** Each workspace's settings. Every query names the platform and the workspace it is about. */
export class WorkspacesRepository {
  constructor(private readonly db: Queryable) {}

  async ensure(platform: string, workspaceId: string): Promise<void> {
    await this.db.query(
      `INSERT INTO connector.workspaces (platform, workspace_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
      [platform, workspaceId],
    );
  }

  /** Every workspace of the platform the connector has recorded (installed, joined, or alerted). */
  async ids(platform: string): Promise<string[]> {
    const { rows } = await this.db.query<{ workspace_id: string }>(
      'SELECT workspace_id FROM connector.workspaces WHERE platform = $1 ORDER BY workspace_id',
      [platform],
    );
    return rows.map((r) => r.workspace_id);
  }

  async find(platform: string, workspaceId: string): Promise<WorkspaceSettings | null> {
    const { rows } = await this.db.query<WorkspaceRow>(
      `SELECT ${COLUMNS} FROM connector.workspaces WHERE platform = $1 AND workspace_id = $2`,
      [platform, workspaceId],
    );
    return rows[0] ? toSettings(rows[0]) : null;
  }

  async setDrawnBranding(platform: string, workspaceId: string, look: string): Promise<void> {
    await this.update(platform, workspaceId, { drawn_branding: look });
  }

  async setModeratorsChannel(platform: string, workspaceId: string, channelId: string): Promise<void> {
    await this.update(platform, workspaceId, { moderators_channel: channelId });
  }

  async setNotify(platform: string, workspaceId: string, notify: NotifyTarget): Promise<void> {
    await this.update(platform, workspaceId, { notify: JSON.stringify(notify) });
  }

  async setScope(
    platform: string,
    workspaceId: string,
    scope: { scope: ChannelScope; channels: string[]; includeExternal: boolean },
  ): Promise<void> {
    await this.update(platform, workspaceId, {
      channel_scope: scope.scope,
      scope_channels: scope.channels,
      include_external: scope.includeExternal,
    });
  }

  async setSupport(
    platform: string,
    workspaceId: string,
    support: { text: string | null; links: Array<{ label: string; url: string }> },
  ): Promise<void> {
    await this.update(platform, workspaceId, {
      support_text: support.text,
      support_links: JSON.stringify(support.links),
    });
  }

  async setDigest(
    platform: string,
    workspaceId: string,
    digest: DigestSchedule | null,
    timeZone?: string,
  ): Promise<void> {
    await this.update(platform, workspaceId, {
      digest_channel: digest?.channelId ?? null,
      digest_weekday: digest?.weekday ?? null,
      digest_hour: digest?.hour ?? null,
      ...(timeZone ? { time_zone: timeZone } : {}),
    });
  }

  /** Records a digest as posted, unless another process recorded one since `previous` (then false). */
  async digestPosted(
    platform: string,
    workspaceId: string,
    previous: Date | null,
    at: Date,
  ): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `UPDATE connector.workspaces SET digest_last_at = $4
        WHERE platform = $1 AND workspace_id = $2 AND digest_last_at IS NOT DISTINCT FROM $3`,
      [platform, workspaceId, previous, at],
    );
    return rowCount === 1;
  }

  /** Workspaces of the platform with a digest scheduled. */
  async withDigest(platform: string): Promise<WorkspaceSettings[]> {
    const { rows } = await this.db.query<WorkspaceRow>(
      `SELECT ${COLUMNS} FROM connector.workspaces WHERE platform = $1 AND digest_channel IS NOT NULL`,
      [platform],
    );
    return rows.map(toSettings);
  }

  /** Deletes a workspace's settings and, through the foreign keys, its alert state. */
  async delete(platform: string, workspaceId: string): Promise<void> {
    await this.db.query('DELETE FROM connector.workspaces WHERE platform = $1 AND workspace_id = $2', [
      platform,
      workspaceId,
    ]);
  }

  private async update(
    platform: string,
    workspaceId: string,
    values: Record<string, unknown>,
  ): Promise<void> {
    const names = Object.keys(values);
    const columns = names.join(', ');
    const params = names.map((_, i) => `$${i + 3}`).join(', ');
    const sets = names.map((n) => `${n} = EXCLUDED.${n}`).join(', ');
    await this.db.query(
      `INSERT INTO connector.workspaces (platform, workspace_id, ${columns}) VALUES ($1, $2, ${params})
       ON CONFLICT (platform, workspace_id) DO UPDATE SET ${sets}, updated_at = now()`,
      [platform, workspaceId, ...Object.values(values)],
    );
  }
}
