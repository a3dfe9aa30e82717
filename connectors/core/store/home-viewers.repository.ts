import type { Queryable } from '../../../shared/runtime/pool.js';

/** People who opened the app's Home tab lately, per workspace; every query names the platform. */
export class HomeViewersRepository {
  constructor(
    private readonly db: Queryable,
    private readonly platform: string,
  ) {}

  async opened(workspaceId: string, userId: string, at: Date, drawn: string): Promise<void> {
    await this.db.query(
      `INSERT INTO connector.home_viewers (platform, workspace_id, user_id, opened_at, drawn)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (platform, workspace_id, user_id) DO UPDATE SET opened_at = EXCLUDED.opened_at, drawn = EXCLUDED.drawn`,
      [this.platform, workspaceId, userId, at, drawn],
    );
  }

  /** The latest viewers since `since`, newest first, with the digest of what each was last shown. */
  async recent(
    workspaceId: string,
    since: Date,
    limit: number,
  ): Promise<{ userId: string; drawn: string | null }[]> {
    const { rows } = await this.db.query<{ user_id: string; drawn: string | null }>(
      `SELECT user_id, drawn FROM connector.home_viewers
        WHERE platform = $1 AND workspace_id = $2 AND opened_at >= $3
        ORDER BY opened_at DESC LIMIT $4`,
      [this.platform, workspaceId, since, limit],
    );
    return rows.map((r) => ({ userId: r.user_id, drawn: r.drawn }));
  }

  async drawn(workspaceId: string, userId: string, drawn: string): Promise<void> {
    await this.db.query(
      'UPDATE connector.home_viewers SET drawn = $4 WHERE platform = $1 AND workspace_id = $2 AND user_id = $3',
      [this.platform, workspaceId, userId, drawn],
    );
  }

  async forgetWorkspace(workspaceId: string): Promise<void> {
    await this.db.query('DELETE FROM connector.home_viewers WHERE platform = $1 AND workspace_id = $2', [
      this.platform,
      workspaceId,
    ]);
  }

  async forgetOlderThan(cutoff: Date): Promise<number> {
    const { rowCount } = await this.db.query(
      'DELETE FROM connector.home_viewers WHERE platform = $1 AND opened_at < $2',
      [this.platform, cutoff],
    );
    return rowCount ?? 0;
  }
}
