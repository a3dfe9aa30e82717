import type { Queryable } from '../../../service/store/pool.js';

/** Platform installation records (tokens included), one per installed workspace or enterprise. */
export class InstallationsRepository {
  constructor(
    private readonly db: Queryable,
    private readonly platform: string,
  ) {}

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
        JSON.stringify(record.installation),
      ],
    );
  }

  async find<T>(workspaceId: string): Promise<T | null> {
    const { rows } = await this.db.query<{ installation: T }>(
      'SELECT installation FROM connector.installations WHERE platform = $1 AND workspace_id = $2',
      [this.platform, workspaceId],
    );
    return rows[0]?.installation ?? null;
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
