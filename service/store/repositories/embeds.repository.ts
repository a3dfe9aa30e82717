import type { Layer, Window } from '../../../shared/contract/common.js';
import type { CohortFilters } from '../../../shared/contract/configure.js';
import type { EmbedTheme } from '../../../shared/contract/embeds.js';
import type { Queryable } from '../../../shared/runtime/pool.js';
import { type Org, toOrg } from './orgs.repository.js';

export interface Embed {
  id: string;
  orgId: string;
  window: Window;
  layers: Layer[];
  cohortFilters: CohortFilters;
  allowedOrigins: string[];
  theme: EmbedTheme;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

export type NewEmbed = Omit<Embed, 'id' | 'revokedAt'> & { tokenHash: Buffer };

interface EmbedRow {
  id: string;
  org_id: string;
  window_name: Window;
  layers: Layer[];
  cohort_filters: CohortFilters;
  allowed_origins: string[];
  theme: EmbedTheme;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
}

const COLUMNS =
  'id, org_id, window_name, layers, cohort_filters, allowed_origins, theme, created_at, expires_at, revoked_at';

function toEmbed(row: EmbedRow): Embed {
  return {
    id: row.id,
    orgId: row.org_id,
    window: row.window_name,
    layers: row.layers,
    cohortFilters: row.cohort_filters,
    allowedOrigins: row.allowed_origins,
    theme: row.theme,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
  };
}

export class EmbedsRepository {
  constructor(private readonly db: Queryable) {}

  async create(input: NewEmbed): Promise<Embed> {
    const { rows } = await this.db.query<EmbedRow>(
      `INSERT INTO embeds (org_id, token_hash, window_name, layers, cohort_filters, allowed_origins, theme,
                           created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${COLUMNS}`,
      [
        input.orgId,
        input.tokenHash,
        input.window,
        input.layers,
        JSON.stringify(input.cohortFilters),
        input.allowedOrigins,
        input.theme,
        input.createdAt,
        input.expiresAt,
      ],
    );
    return toEmbed(rows[0]!);
  }

  async listByOrg(orgId: string): Promise<Embed[]> {
    const { rows } = await this.db.query<EmbedRow>(
      `SELECT ${COLUMNS} FROM embeds WHERE org_id = $1 ORDER BY created_at DESC, id`,
      [orgId],
    );
    return rows.map(toEmbed);
  }

  /** Revokes at once; a second revocation keeps the first time. Null when the organisation has no such embed. */
  async revoke(orgId: string, id: string, at: Date): Promise<Embed | null> {
    const { rows } = await this.db.query<EmbedRow>(
      `UPDATE embeds SET revoked_at = coalesce(revoked_at, $3) WHERE org_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
      [orgId, id, at],
    );
    return rows[0] ? toEmbed(rows[0]) : null;
  }

  /** The embed with this token digest and its organisation, if neither revoked nor expired at `now`. */
  async findUsable(tokenHash: Buffer, now: Date): Promise<{ embed: Embed; org: Org } | null> {
    const { rows } = await this.db.query<EmbedRow & { org: Parameters<typeof toOrg>[0] }>(
      `SELECT ${COLUMNS.split(', ')
        .map((c) => `e.${c}`)
        .join(', ')}, row_to_json(o) AS org
         FROM embeds e JOIN orgs o ON o.id = e.org_id
        WHERE e.token_hash = $1 AND e.revoked_at IS NULL AND e.expires_at > $2`,
      [tokenHash, now],
    );
    const row = rows[0];
    if (!row) return null;
    return { embed: toEmbed(row), org: toOrg({ ...row.org, created_at: new Date(row.org.created_at) }) };
  }
}
