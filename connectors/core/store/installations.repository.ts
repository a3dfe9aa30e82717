import type { Queryable } from '../../../shared/runtime/pool.js';
import type { SecretSealer } from '../../../shared/runtime/secret-sealer.js';

/**
 * Platform installation records (tokens included), one per installed workspace or enterprise. With SECRETS_KEY
 * set, a record is kept as one sealed JSON string instead of the object.
 */
export class InstallationsRepository {
  constructor(
    private readonly db: Queryable,
    private readonly platform: string,
    private readonly sealer: SecretSealer,
  ) {}

  private stored(installation: unknown): string {
    const json = JSON.stringify(installation);
    return this.sealer.enabled ? JSON.stringify(this.sealer.sealText(json)) : json;
  }

  private opened<T>(stored: unknown): T {
    return typeof stored === 'string' ? (JSON.parse(this.sealer.openText(stored)) as T) : (stored as T);
  }

  async save(
    workspaceId: string,
    record: { enterpriseId: string | null; isEnterpriseInstall: boolean; installation: unknown },
  ): Promise<void> {
    await this.db.query(
      `INSERT INTO connector.installations (platform, workspace_id, enterprise_id, is_enterprise_install, installation)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (platform, workspace_id) DO UPDATE SET enterprise_id = EXCLUDED.enterprise_id,
         is_enterprise_install = EXCLUDED.is_enterprise_install, installation = EXCLUDED.installation,
         updated_at = now()`,
      [
        this.platform,
        workspaceId,
        record.enterpriseId,
        record.isEnterpriseInstall,
        this.stored(record.installation),
      ],
    );
  }

  async find<T>(workspaceId: string): Promise<T | null> {
    const { rows } = await this.db.query<{ installation: unknown }>(
      'SELECT installation FROM connector.installations WHERE platform = $1 AND workspace_id = $2',
      [this.platform, workspaceId],
    );
    return rows[0] ? this.opened<T>(rows[0].installation) : null;
  }

  /** Seals the records kept unsealed or under a previous key; returns how many it rewrote. */
  async reseal(): Promise<number> {
    if (!this.sealer.enabled) return 0;
    const { rows } = await this.db.query<{ workspace_id: string; installation: unknown; raw: string }>(
      'SELECT workspace_id, installation, installation::text AS raw FROM connector.installations WHERE platform = $1',
      [this.platform],
    );
    let rewritten = 0;
    for (const row of rows) {
      const current =
        typeof row.installation === 'string' && !this.sealer.needsResealingText(row.installation);
      if (current) continue;
      await this.db.query(
        `UPDATE connector.installations SET installation = $4, updated_at = now()
          WHERE platform = $1 AND workspace_id = $2 AND installation::text = $3`,
        [this.platform, row.workspace_id, row.raw, this.stored(this.opened(row.installation))],
      );
      rewritten++;
    }
    return rewritten;
  }

  async delete(workspaceId: string): Promise<void> {
    await this.db.query('DELETE FROM connector.installations WHERE platform = $1 AND workspace_id = $2', [
      this.platform,
      workspaceId,
    ]);
  }

  async workspaceIds(): Promise<string[]> {
    const { rows } = await this.db.query<{ workspace_id: string }>(
      'SELECT workspace_id FROM connector.installations WHERE platform = $1 ORDER BY workspace_id',
      [this.platform],
    );
    return rows.map((r) => r.workspace_id);
  }
}
