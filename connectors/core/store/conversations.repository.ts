import type { Queryable } from '../../../shared/runtime/pool.js';
import type { ConversationRef } from '../platform.js';

/** Stored conversation references: how to post in a channel later, and whether it was told it is analysed. */
export class ConversationsRepository {
  constructor(
    private readonly db: Queryable,
    private readonly platform: string,
  ) {}

  /** Stores (or refreshes) what the platform needs to post in a channel without a request in hand. */
  async remember(ref: ConversationRef): Promise<void> {
    await this.db.query(
      `INSERT INTO connector.conversations (platform, workspace_id, channel_id, reference) VALUES ($1, $2, $3, $4)
       ON CONFLICT (platform, workspace_id, channel_id)
       DO UPDATE SET reference = EXCLUDED.reference, updated_at = now()`,
      [this.platform, ref.workspaceId, ref.channelId, JSON.stringify(ref.data)],
    );
  }

  /** The stored reference, or one holding only the ids when the platform stored none (enough for Slack). */
  async find(workspaceId: string, channelId: string): Promise<ConversationRef> {
    const { rows } = await this.db.query<{ reference: Record<string, unknown> }>(
      'SELECT reference FROM connector.conversations WHERE platform = $1 AND workspace_id = $2 AND channel_id = $3',
      [this.platform, workspaceId, channelId],
    );
    return { workspaceId, channelId, data: rows[0]?.reference ?? {} };
  }

  /** Claims the channel's transparency note: true only for the first caller, ever. */
  async claimAnnouncement(workspaceId: string, channelId: string, at: Date): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `INSERT INTO connector.conversations (platform, workspace_id, channel_id, announced_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (platform, workspace_id, channel_id)
       DO UPDATE SET announced_at = EXCLUDED.announced_at WHERE connector.conversations.announced_at IS NULL`,
      [this.platform, workspaceId, channelId, at],
    );
    return rowCount === 1;
  }

  /** Gives the claim back when the note could not be posted, so the next join tries again. */
  async releaseAnnouncement(workspaceId: string, channelId: string): Promise<void> {
    await this.db.query(
      `UPDATE connector.conversations SET announced_at = NULL
        WHERE platform = $1 AND workspace_id = $2 AND channel_id = $3`,
      [this.platform, workspaceId, channelId],
    );
  }

  async forgetWorkspace(workspaceId: string): Promise<void> {
    await this.db.query('DELETE FROM connector.conversations WHERE platform = $1 AND workspace_id = $2', [
      this.platform,
      workspaceId,
    ]);
  }
}
