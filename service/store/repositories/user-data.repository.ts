import type { Queryable } from '../pool.js';

/** Everything stored about one uid, for erasure on request. */
export class UserDataRepository {
  constructor(private readonly db: Queryable) {}

  /** Deletes the uid's signals, daily rollups, baseline, flags and member record. Call inside a transaction. */
  async erase(orgId: string, uid: string): Promise<{ signals: number }> {
    const signals = await this.db.query('DELETE FROM signals WHERE org_id = $1 AND uid = $2', [orgId, uid]);
    await this.db.query('DELETE FROM rollup_uid_days WHERE org_id = $1 AND uid = $2', [orgId, uid]);
    await this.db.query('DELETE FROM uid_baselines WHERE org_id = $1 AND uid = $2', [orgId, uid]);
    await this.db.query('DELETE FROM uid_flags WHERE org_id = $1 AND uid = $2', [orgId, uid]);
    await this.db.query('DELETE FROM members WHERE org_id = $1 AND uid = $2', [orgId, uid]);
    return { signals: signals.rowCount ?? 0 };
  }
}
