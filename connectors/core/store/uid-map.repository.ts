import type { Queryable } from '../../../shared/runtime/pool.js';

/** The opt-in map from uid back to a platform user (CONNECTOR_KEEP_UID_MAP). Never sent to the service. */
export class UidMapRepository {
  constructor(private readonly db: Queryable) {}

  async remember(uid: string, platform: string, workspaceId: string, userId: string): Promise<void> {
    await this.db.query(
      `INSERT INTO connector.uid_map (uid, platform, workspace_id, user_id) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING`,
      [uid, platform, workspaceId, userId],
    );
  }
}
