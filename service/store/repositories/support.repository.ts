import type { Queryable } from '../../../shared/runtime/pool.js';
import { UID_DIGEST_SQL } from './signal-writes.repository.js';

export interface SupportEventRecord {
  uid: string;
  trigger: 'threshold' | 'elevated' | 'high';
  cardIds: string[];
  tone: string;
}

/** Who asked for direct support, and the support events raised for them (no text, the uid as a digest). */
export class SupportRepository {
  constructor(private readonly db: Queryable) {}

  async optIn(orgId: string, uid: string, at: Date): Promise<void> {
    await this.db.query(
      'INSERT INTO support_optins (org_id, uid, opted_in_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [orgId, uid, at],
    );
  }

  async optOut(orgId: string, uid: string): Promise<void> {
    await this.db.query('DELETE FROM support_optins WHERE org_id = $1 AND uid = $2', [orgId, uid]);
  }

  /** Of these uids, those opted in and without a support event since `since` (the daily cap). */
  async eligible(orgId: string, uids: string[], since: Date): Promise<string[]> {
    const { rows } = await this.db.query<{ uid: string }>(
      `SELECT o.uid FROM support_optins o
        WHERE o.org_id = $1::uuid AND o.uid = ANY($2::text[])
          AND NOT EXISTS (SELECT 1 FROM support_events e
                           WHERE e.org_id = o.org_id AND e.at > $3
                             AND e.uid_digest = ${UID_DIGEST_SQL('$1::uuid', 'o.uid')})`,
      [orgId, uids, since],
    );
    return rows.map((r) => r.uid);
  }

  /** Records each event and returns its id, which the webhook event carries. */
  async record(orgId: string, events: SupportEventRecord[], at: Date): Promise<string[]> {
    const ids: string[] = [];
    for (const e of events) {
      const { rows } = await this.db.query<{ id: string }>(
        `INSERT INTO support_events (org_id, uid_digest, trigger, card_ids, tone, at)
         VALUES ($1::uuid, ${UID_DIGEST_SQL('$1::uuid', '$2::text')}, $3, $4, $5, $6) RETURNING id`,
        [orgId, e.uid, e.trigger, e.cardIds, e.tone, at],
      );
      ids.push(rows[0]!.id);
    }
    return ids;
  }
}
