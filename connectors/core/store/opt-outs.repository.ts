import type { Queryable } from '../../../shared/runtime/pool.js';

/** People who asked not to be analysed, by a digest of their uid (never their platform user id). */
export class OptOutsRepository {
  constructor(private readonly db: Queryable) {}

  async add(uidDigest: string, platform: string, workspaceId: string): Promise<void> {
    await this.db.query(
      `INSERT INTO connector.opt_outs (uid_digest, platform, workspace_id) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING`,
      [uidDigest, platform, workspaceId],
    );
  }

  async has(uidDigest: string): Promise<boolean> {
    const { rowCount } = await this.db.query('SELECT 1 FROM connector.opt_outs WHERE uid_digest = $1', [
      uidDigest,
    ]);
    return rowCount === 1;
  }
}
