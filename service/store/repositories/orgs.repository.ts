import type { Tier } from '../../../shared/contract/common.js';
import type { Queryable } from '../../../shared/runtime/pool.js';

export interface Org {
  id: string;
  name: string;
  tier: Tier;
  rateLimitBatchPerMin: number | null;
  rateLimitStreamPerMin: number | null;
  createdAt: Date;
}

interface OrgRow {
  id: string;
  name: string;
  tier: Tier;
  rate_limit_batch_per_min: number | null;
  rate_limit_stream_per_min: number | null;
  created_at: Date;
}

const COLUMNS = 'id, name, tier, rate_limit_batch_per_min, rate_limit_stream_per_min, created_at';

export function toOrg(row: OrgRow): Org {
  return {
    id: row.id,
    name: row.name,
    tier: row.tier,
    rateLimitBatchPerMin: row.rate_limit_batch_per_min,
    rateLimitStreamPerMin: row.rate_limit_stream_per_min,
    createdAt: row.created_at,
  };
}

export class OrgsRepository {
  constructor(private readonly db: Queryable) {}

  async create(name: string, tier: Tier): Promise<Org> {
    const { rows } = await this.db.query<OrgRow>(
      `INSERT INTO orgs (name, tier) VALUES ($1, $2) RETURNING ${COLUMNS}`,
      [name, tier],
    );
    return toOrg(rows[0]!);
  }

  async findById(id: string): Promise<Org | null> {
    const { rows } = await this.db.query<OrgRow>(`SELECT ${COLUMNS} FROM orgs WHERE id = $1`, [id]);
    return rows[0] ? toOrg(rows[0]) : null;
  }

  async findByName(name: string): Promise<Org | null> {
    const { rows } = await this.db.query<OrgRow>(`SELECT ${COLUMNS} FROM orgs WHERE name = $1`, [name]);
    return rows[0] ? toOrg(rows[0]) : null;
  }

  async list(): Promise<Org[]> {
    const { rows } = await this.db.query<OrgRow>(`SELECT ${COLUMNS} FROM orgs ORDER BY created_at`);
    return rows.map(toOrg);
  }

  async count(): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orgs');
    return rows[0]!.n;
  }

  async setRateLimits(id: string, limits: { batchPerMin: number | null; streamPerMin: number | null }) {
    await this.db.query(
      'UPDATE orgs SET rate_limit_batch_per_min = $2, rate_limit_stream_per_min = $3 WHERE id = $1',
      [id, limits.batchPerMin, limits.streamPerMin],
    );
  }
}
