import type { CohortFilters } from '../../../shared/contract/configure.js';
import type { Member } from '../../../shared/contract/members.js';
import type { Queryable } from '../../../shared/runtime/pool.js';

/**
 * How an upsert merges attributes into a member row (`m`): a field given replaces the stored value, a field
 * left out keeps it. Shared by attribute uploads and by ingestion, which carries attributes on items.
 */
export const MERGE_MEMBER_ATTRIBUTES = `team = coalesce(excluded.team, m.team),
         department = coalesce(excluded.department, m.department),
         age_range = coalesce(excluded.age_range, m.age_range),
         tenure = coalesce(excluded.tenure, m.tenure),
         tags = coalesce(excluded.tags, m.tags),
         attrs_updated_at = coalesce(excluded.attrs_updated_at, m.attrs_updated_at)`;

/** Rows in uid order, as every writer of members takes them, so concurrent upserts never deadlock. */
export const byUid = <T extends { uid: string }>(a: T, b: T) => (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0);

export class MembersRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Upserts cohort attributes in one statement. A field given replaces the stored value; a field left out
   * keeps it. When a uid appears twice, its last record wins.
   */
  async upsertAttributes(orgId: string, members: Member[], at: Date): Promise<number> {
    const latest = [...new Map(members.map((m) => [m.uid, m])).values()].sort(byUid);
    const { rowCount } = await this.db.query(
      `INSERT INTO members AS m (org_id, uid, team, department, age_range, tenure, tags, attrs_updated_at)
       SELECT $1, r.uid, r.team, r.department, r.age_range, r.tenure, r.tags, $3
         FROM jsonb_to_recordset($2::jsonb)
           AS r(uid text, team text, department text, age_range text, tenure text, tags text[])
       ON CONFLICT (org_id, uid) DO UPDATE SET ${MERGE_MEMBER_ATTRIBUTES}`,
      [orgId, JSON.stringify(latest), at],
    );
    return rowCount ?? 0;
  }

  /** Distinct uids seen since `since` whose attributes match every given filter dimension. */
  async countMatching(orgId: string, filters: CohortFilters, since: Date): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM members
        WHERE org_id = $1 AND last_seen_at >= $2
          AND ($3::text[] IS NULL OR team = ANY ($3))
          AND ($4::text[] IS NULL OR department = ANY ($4))
          AND ($5::text[] IS NULL OR age_range = ANY ($5))
          AND ($6::text[] IS NULL OR tenure = ANY ($6))
          AND ($7::text[] IS NULL OR tags && $7)`,
      [
        orgId,
        since,
        filters.team ?? null,
        filters.department ?? null,
        filters.age_range ?? null,
        filters.tenure ?? null,
        filters.tags ?? null,
      ],
    );
    return rows[0]!.n;
  }
}
