import type { Queryable } from '../../../shared/runtime/pool.js';

export interface FlagRaise {
  uid: string;
  severity: 'crisis' | 'spike';
  theme: string;
  at: Date;
  expiresAt: Date;
}

export interface RaisedFlag {
  id: string;
  uid: string;
  severity: 'crisis' | 'spike';
  theme: string;
  /** False when the flag was already active: its expiry moved, but nothing new happened. */
  newlyRaised: boolean;
}

const keyOf = (f: { uid: string; severity: string; theme: string }) =>
  `${f.severity}\u0000${f.theme}\u0000${f.uid}`;

/** Fast-analysis flags of uids. */
export class FlagsRepository {
  constructor(private readonly db: Queryable) {}

  /** Raises each flag, or refreshes it when already active. */
  async raise(orgId: string, raises: FlagRaise[]): Promise<RaisedFlag[]> {
    if (raises.length === 0) return [];
    // One row per flag: a statement may not update the same row twice.
    const merged = new Map<string, FlagRaise>();
    for (const raise of raises) {
      const key = keyOf(raise);
      const seen = merged.get(key);
      merged.set(
        key,
        seen
          ? {
              ...seen,
              at: new Date(Math.min(seen.at.getTime(), raise.at.getTime())),
              expiresAt: new Date(Math.max(seen.expiresAt.getTime(), raise.expiresAt.getTime())),
            }
          : raise,
      );
    }
    const rows = [...merged.values()];
    const { rows: saved } = await this.db.query<{
      id: string;
      uid: string;
      severity: 'crisis' | 'spike';
      theme: string;
      newly_raised: boolean;
    }>(
      // The CTEs read the flags as they were before this statement, which tells a new flag from a refreshed one.
      `WITH r AS (
         SELECT * FROM unnest($2::text[], $3::text[], $4::text[], $5::timestamptz[], $6::timestamptz[])
           AS r(uid, severity, theme, at, expires_at)
       ), previous AS (
         SELECT f.uid, f.severity, f.theme, f.expires_at FROM uid_flags f JOIN r USING (uid, severity, theme)
          WHERE f.org_id = $1
       ), saved AS (
         INSERT INTO uid_flags AS f (org_id, uid, severity, theme, raised_at, last_at, expires_at)
         SELECT $1, r.uid, r.severity, r.theme, r.at, r.at, r.expires_at FROM r
         ON CONFLICT (org_id, uid, severity, theme) DO UPDATE SET
           id = CASE WHEN f.expires_at <= excluded.raised_at THEN gen_random_uuid() ELSE f.id END,
           raised_at = CASE WHEN f.expires_at <= excluded.raised_at THEN excluded.raised_at ELSE f.raised_at END,
           last_at = greatest(f.last_at, excluded.last_at),
           expires_at = greatest(f.expires_at, excluded.expires_at)
         RETURNING id, uid, severity, theme
       )
       SELECT saved.id, saved.uid, saved.severity, saved.theme,
              (previous.expires_at IS NULL OR previous.expires_at <= r.at) AS newly_raised
         FROM saved JOIN r USING (uid, severity, theme) LEFT JOIN previous USING (uid, severity, theme)`,
      [
        orgId,
        rows.map((r) => r.uid),
        rows.map((r) => r.severity),
        rows.map((r) => r.theme),
        rows.map((r) => r.at),
        rows.map((r) => r.expiresAt),
      ],
    );
    return saved.map((row) => ({
      id: row.id,
      uid: row.uid,
      severity: row.severity,
      theme: row.theme,
      newlyRaised: row.newly_raised,
    }));
  }
}
