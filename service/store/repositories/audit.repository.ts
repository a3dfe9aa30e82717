import type { Queryable } from '../../../shared/runtime/pool.js';
import { UID_DIGEST_SQL } from './signal-writes.repository.js';

export type AuditAction = 'profile' | 'signals' | 'users';

export interface AuditRecord {
  id: string;
  keyId: string;
  uidDigest: string | null;
  action: AuditAction;
  params: Record<string, string>;
  at: Date;
}

/** The log of reads of people's data. It holds uids only as digests. */
export class AuditRepository {
  constructor(private readonly db: Queryable) {}

  async append(
    orgId: string,
    entry: {
      keyId: string;
      uid: string | null;
      action: AuditAction;
      params: Record<string, string>;
      at: Date;
    },
  ): Promise<void> {
    await this.db.query(
      `INSERT INTO audit_log (org_id, key_id, uid_digest, action, params, at)
       VALUES ($1::uuid, $2, CASE WHEN $3::text IS NULL THEN NULL ELSE ${UID_DIGEST_SQL('$1::uuid', '$3::text')} END,
               $4, $5, $6)`,
      [orgId, entry.keyId, entry.uid, entry.action, JSON.stringify(entry.params), entry.at],
    );
  }

  /** Newest first, before the entry `beforeId`; only the reads of `uid` when given. */
  async list(
    orgId: string,
    filter: { uid: string | null; beforeId: string | null; limit: number },
  ): Promise<AuditRecord[]> {
    const { rows } = await this.db.query<AuditRecord>(
      `SELECT id::text, key_id AS "keyId", encode(uid_digest, 'hex') AS "uidDigest", action, params, at
         FROM audit_log
        WHERE org_id = $1::uuid AND ($2::bigint IS NULL OR id < $2)
          AND ($3::text IS NULL OR uid_digest = ${UID_DIGEST_SQL('$1::uuid', '$3::text')})
        ORDER BY audit_log.id DESC LIMIT $4`,
      [orgId, filter.beforeId, filter.uid, filter.limit],
    );
    return rows;
  }
}
