import { randomUUID } from 'node:crypto';
import type { Role } from '../../../shared/contract/common.js';
import type { Queryable } from '../../../shared/runtime/pool.js';
import { type Org, toOrg } from './orgs.repository.js';

export interface ApiKey {
  id: string;
  orgId: string;
  role: Role;
  name: string | null;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  expiresAt: Date | null;
  revokedAt: Date | null;
}

interface ApiKeyRow {
  id: string;
  org_id: string;
  role: Role;
  name: string | null;
  prefix: string;
  created_at: Date;
  last_used_at: Date | null;
  expires_at: Date | null;
  revoked_at: Date | null;
}

const COLUMNS = 'id, org_id, role, name, prefix, created_at, last_used_at, expires_at, revoked_at';

function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    orgId: row.org_id,
    role: row.role,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
  };
}

/** A row read through `row_to_json`: its timestamps arrive as strings. */
function fromJson(row: ApiKeyRow): ApiKeyRow {
  const date = (value: Date | string | null) => (value === null ? null : new Date(value));
  return {
    ...row,
    created_at: date(row.created_at)!,
    last_used_at: date(row.last_used_at),
    expires_at: date(row.expires_at),
    revoked_at: date(row.revoked_at),
  };
}

export class ApiKeysRepository {
  constructor(private readonly db: Queryable) {}

  async create(input: { orgId: string; role: Role; name: string | null; hash: Buffer; prefix: string }) {
    const { rows } = await this.db.query<ApiKeyRow>(
      `INSERT INTO api_keys (org_id, role, name, key_hash, prefix) VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
      [input.orgId, input.role, input.name, input.hash, input.prefix],
    );
    return toApiKey(rows[0]!);
  }

  /** The key with this hash and its organisation, if it is neither revoked nor past its expiry at `now`. */
  async findUsable(hash: Buffer, now: Date): Promise<{ key: ApiKey; org: Org } | null> {
    const { rows } = await this.db.query<ApiKeyRow & { org: Parameters<typeof toOrg>[0] }>(
      `SELECT k.id, k.org_id, k.role, k.name, k.prefix, k.created_at, k.last_used_at, k.expires_at, k.revoked_at,
              row_to_json(o) AS org
         FROM api_keys k JOIN orgs o ON o.id = k.org_id
        WHERE k.key_hash = $1 AND k.revoked_at IS NULL AND (k.expires_at IS NULL OR k.expires_at > $2)`,
      [hash, now],
    );
    const row = rows[0];
    if (!row) return null;
    return { key: toApiKey(row), org: toOrg({ ...row.org, created_at: new Date(row.org.created_at) }) };
  }

  async listByOrg(orgId: string): Promise<ApiKey[]> {
    const { rows } = await this.db.query<ApiKeyRow>(
      `SELECT ${COLUMNS} FROM api_keys WHERE org_id = $1 ORDER BY created_at, id`,
      [orgId],
    );
    return rows.map(toApiKey);
  }

  async findById(orgId: string, id: string): Promise<ApiKey | null> {
    const { rows } = await this.db.query<ApiKeyRow>(
      `SELECT ${COLUMNS} FROM api_keys WHERE org_id = $1 AND id = $2`,
      [orgId, id],
    );
    return rows[0] ? toApiKey(rows[0]) : null;
  }

  /** For operators (the CLI), who name a key without knowing its organisation. */
  async findOrgIdOfKey(id: string): Promise<string | null> {
    const { rows } = await this.db.query<{ org_id: string }>('SELECT org_id FROM api_keys WHERE id = $1', [
      id,
    ]);
    return rows[0]?.org_id ?? null;
  }

  async revoke(orgId: string, id: string, at: Date): Promise<ApiKey | null> {
    const { rows } = await this.db.query<ApiKeyRow>(
      `UPDATE api_keys SET revoked_at = coalesce(revoked_at, $3) WHERE org_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
      [orgId, id, at],
    );
    return rows[0] ? toApiKey(rows[0]) : null;
  }

  /**
   * Gives a current key (neither rotated nor revoked) its successor and its expiry, in one statement: of two
   * rotations racing, one finds the key already rotated and nothing is written (null).
   */
  async rotate(
    orgId: string,
    id: string,
    successor: { hash: Buffer; prefix: string },
    expiresAt: Date,
  ): Promise<{ old: ApiKey; successor: ApiKey } | null> {
    const { rows } = await this.db.query<{ old: ApiKeyRow; successor: ApiKeyRow }>(
      `WITH old AS (
         UPDATE api_keys SET expires_at = $3, replaced_by = $4
          WHERE org_id = $1 AND id = $2 AND expires_at IS NULL AND revoked_at IS NULL AND replaced_by IS NULL
          RETURNING ${COLUMNS}
       ), successor AS (
         INSERT INTO api_keys (id, org_id, role, name, key_hash, prefix)
         SELECT $4, org_id, role, name, $5, $6 FROM old
         RETURNING ${COLUMNS}
       )
       SELECT row_to_json(old) AS old, row_to_json(successor) AS successor FROM old, successor`,
      [orgId, id, expiresAt, randomUUID(), successor.hash, successor.prefix],
    );
    const row = rows[0];
    if (!row) return null;
    return { old: toApiKey(fromJson(row.old)), successor: toApiKey(fromJson(row.successor)) };
  }

  async touch(id: string, at: Date): Promise<void> {
    await this.db.query('UPDATE api_keys SET last_used_at = $2 WHERE id = $1', [id, at]);
  }
}
