import type { Queryable } from '../../../shared/runtime/pool.js';

export interface SupportOptInRow {
  uid: string;
  platform: string;
  workspaceId: string;
  userId: string;
}

export interface SentSupport {
  supportId: string;
  uidDigest: string;
  platform: string;
  workspaceId: string;
  trigger: string;
  cardIds: string[];
  tone: string;
  /** When it was sent, or found undeliverable. */
  sentAt: Date;
  /** `undeliverable`: the platform refused for good to deliver it to this person; nothing reached them. */
  outcome: 'sent' | 'undeliverable';
}

/**
 * People who asked for direct support (uid → platform user, only theirs) and the messages sent or found
 * undeliverable, without text.
 */
export class SupportRepository {
  constructor(private readonly db: Queryable) {}

  async optIn(row: SupportOptInRow, at: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO connector.support_optins (uid, platform, workspace_id, user_id, opted_in_at)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (uid) DO NOTHING`,
      [row.uid, row.platform, row.workspaceId, row.userId, at],
    );
  }

  async optOut(uid: string): Promise<void> {
    await this.db.query('DELETE FROM connector.support_optins WHERE uid = $1', [uid]);
  }

  async find(uid: string, platform: string): Promise<SupportOptInRow | null> {
    const { rows } = await this.db.query<SupportOptInRow>(
      `SELECT uid, platform, workspace_id AS "workspaceId", user_id AS "userId"
         FROM connector.support_optins WHERE uid = $1 AND platform = $2`,
      [uid, platform],
    );
    return rows[0] ?? null;
  }

  /**
   * Whether this event was already handled (sent, or found undeliverable), or the person already got a message
   * since `since`. An undeliverable attempt reached nobody, so it does not count towards the cap.
   */
  async sentOrCapped(supportId: string, uidDigest: string, since: Date): Promise<'sent' | 'capped' | null> {
    const { rows } = await this.db.query<{ sent: boolean; capped: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM connector.support_messages WHERE support_id = $1) AS sent,
              EXISTS (SELECT 1 FROM connector.support_messages WHERE uid_digest = $2 AND sent_at > $3
                        AND outcome = 'sent') AS capped`,
      [supportId, uidDigest, since],
    );
    if (rows[0]?.sent) return 'sent';
    return rows[0]?.capped ? 'capped' : null;
  }

  async recordSent(sent: SentSupport): Promise<void> {
    await this.db.query(
      `INSERT INTO connector.support_messages
         (support_id, uid_digest, platform, workspace_id, trigger, card_ids, tone, sent_at, outcome)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (support_id) DO NOTHING`,
      [
        sent.supportId,
        sent.uidDigest,
        sent.platform,
        sent.workspaceId,
        sent.trigger,
        sent.cardIds,
        sent.tone,
        sent.sentAt,
        sent.outcome,
      ],
    );
  }
}
