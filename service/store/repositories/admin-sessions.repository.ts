import type { Queryable } from '../../../shared/runtime/pool.js';
import type { ApiKey } from './api-keys.repository.js';
import { type Org, toOrg } from './orgs.repository.js';

export interface StoredSession {
  keyId: string;
  role: ApiKey['role'];
  org: Org;
  csrfToken: string;
  expiresAt: Date;
}

export class AdminSessionsRepository {
  constructor(private readonly db: Queryable) {}

  async create(input: {
    tokenHash: Buffer;
    orgId: string;
    keyId: string;
    csrfToken: string;
    createdAt: Date;
    expiresAt: Date;
  }): Promise<void> {
    await this.db.query(
      `INSERT INTO admin_sessions (token_hash, org_id, key_id, csrf_token, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [input.tokenHash, input.orgId, input.keyId, input.csrfToken, input.createdAt, input.expiresAt],
    );
  }

  /** The live session of a token digest: not expired, and its key neither revoked nor past its own expiry. */
  async findLive(tokenHash: Buffer, now: Date): Promise<StoredSession | null> {
    const { rows } = await this.db.query<{
      key_id: string;
      role: ApiKey['role'];
      csrf_token: string;
      expires_at: Date;
      org: Parameters<typeof toOrg>[0];
    }>(
      `SELECT s.key_id, k.role, s.csrf_token, s.expires_at, row_to_json(o) AS org
         FROM admin_sessions s
         JOIN api_keys k ON k.id = s.key_id AND k.org_id = s.org_id
         JOIN orgs o ON o.id = s.org_id
        WHERE s.token_hash = $1 AND s.expires_at > $2
          AND k.revoked_at IS NULL AND (k.expires_at IS NULL OR k.expires_at > $2)`,
      [tokenHash, now],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      keyId: row.key_id,
      role: row.role,
      org: toOrg({ ...row.org, created_at: new Date(row.org.created_at) }),
      csrfToken: row.csrf_token,
      expiresAt: row.expires_at,
    };
  }

  async delete(tokenHash: Buffer): Promise<void> {
    await this.db.query('DELETE FROM admin_sessions WHERE token_hash = $1', [tokenHash]);
  }

  async deleteExpired(now: Date): Promise<void> {
    await this.db.query('DELETE FROM admin_sessions WHERE expires_at <= $1', [now]);
  }
}
