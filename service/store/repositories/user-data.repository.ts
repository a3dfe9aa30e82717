import type { Queryable } from '../../../shared/runtime/pool.js';
import { UID_DIGEST_SQL } from './signal-writes.repository.js';

/** Everything stored about one uid, for erasure on request. */
export class UserDataRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Records the erasure, then deletes the uid's signals, daily rollups, baseline, flags and member record. Call
   * inside a transaction. It first takes the locks a signal writer takes for this uid (the advisory lock of a
   * new uid, the baseline row), so a writer either finished before and its signals are deleted here, or runs
   * after and sees the erasure: signals received before `at` are then never stored.
   */
  async erase(orgId: string, uid: string, at: Date): Promise<{ signals: number }> {
    await this.db.query("SELECT pg_advisory_xact_lock(hashtextextended($1::text || ':' || $2::text, 0))", [
      orgId,
      uid,
    ]);
    await this.db.query('SELECT 1 FROM uid_baselines WHERE org_id = $1 AND uid = $2 FOR UPDATE', [
      orgId,
      uid,
    ]);
    await this.db.query(
      `INSERT INTO uid_erasures AS e (org_id, uid_digest, erased_at) VALUES ($1::uuid, ${UID_DIGEST_SQL('$1::uuid', '$2::text')}, $3)
       ON CONFLICT (org_id, uid_digest) DO UPDATE SET erased_at = greatest(e.erased_at, excluded.erased_at)`,
      [orgId, uid, at],
    );
    const signals = await this.db.query('DELETE FROM signals WHERE org_id = $1 AND uid = $2', [orgId, uid]);
    await this.db.query('DELETE FROM rollup_uid_days WHERE org_id = $1 AND uid = $2', [orgId, uid]);
    await this.db.query('DELETE FROM uid_baselines WHERE org_id = $1 AND uid = $2', [orgId, uid]);
    await this.db.query('DELETE FROM uid_flags WHERE org_id = $1 AND uid = $2', [orgId, uid]);
    await this.db.query('DELETE FROM members WHERE org_id = $1 AND uid = $2', [orgId, uid]);
    await this.db.query('DELETE FROM support_optins WHERE org_id = $1 AND uid = $2', [orgId, uid]);
    await this.db.query(
      `DELETE FROM support_events WHERE org_id = $1::uuid AND uid_digest = ${UID_DIGEST_SQL('$1::uuid', '$2::text')}`,
      [orgId, uid],
    );
    return { signals: signals.rowCount ?? 0 };
  }
}
