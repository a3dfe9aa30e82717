import type { Queryable } from '../../../shared/runtime/pool.js';

export interface WorkspaceSettings {
  platform: string;
  workspaceId: string;
  moderatorsChannel: string | null;
  countersVersion: number;
}

interface WorkspaceRow {
  platform: string;
  workspace_id: string;
  moderators_channel: string | null;
  counters_version: string;
}

const toSettings = (row: WorkspaceRow): WorkspaceSettings => ({
  platform: row.platform,
  workspaceId: row.workspace_id,
  moderatorsChannel: row.moderators_channel,
  countersVersion: Number(row.counters_version),
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

  async find(platform: string, workspaceId: string): Promise<WorkspaceSettings | null> {
    const { rows } = await this.db.query<WorkspaceRow>(
      `SELECT platform, workspace_id, moderators_channel, counters_version
         FROM connector.workspaces WHERE platform = $1 AND workspace_id = $2`,
      [platform, workspaceId],
    );
    return rows[0] ? toSettings(rows[0]) : null;
  }

  /** Takes the workspace's row lock for the rest of the transaction, so its messages are drawn by one process. */
  async lock(platform: string, workspaceId: string): Promise<WorkspaceSettings | null> {
    const { rows } = await this.db.query<WorkspaceRow>(
      `SELECT platform, workspace_id, moderators_channel, counters_version
         FROM connector.workspaces WHERE platform = $1 AND workspace_id = $2 FOR UPDATE`,
      [platform, workspaceId],
    );
    return rows[0] ? toSettings(rows[0]) : null;
  }

  async setModeratorsChannel(platform: string, workspaceId: string, channelId: string): Promise<void> {
    await this.db.query(
      `INSERT INTO connector.workspaces (platform, workspace_id, moderators_channel) VALUES ($1, $2, $3)
       ON CONFLICT (platform, workspace_id)
       DO UPDATE SET moderators_channel = EXCLUDED.moderators_channel, updated_at = now()`,
      [platform, workspaceId, channelId],
    );
  }

  /** Workspaces of the platform with a moderators' channel: where alerts without a known source go. */
  async listWithModeratorsChannel(platform: string): Promise<string[]> {
    const { rows } = await this.db.query<{ workspace_id: string }>(
      `SELECT workspace_id FROM connector.workspaces
        WHERE platform = $1 AND moderators_channel IS NOT NULL ORDER BY workspace_id`,
      [platform],
    );
    return rows.map((r) => r.workspace_id);
  }

  /** Forgets a workspace's settings and, with them, its alert state (banners, counters, counter messages). */
  async delete(platform: string, workspaceId: string): Promise<void> {
    await this.db.query('DELETE FROM connector.workspaces WHERE platform = $1 AND workspace_id = $2', [
      platform,
      workspaceId,
    ]);
  }
}
