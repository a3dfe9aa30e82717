import type { Queryable } from '../../../shared/runtime/pool.js';
import type { SecretSealer } from '../../../shared/runtime/secret-sealer.js';

/**
 * The signing secrets of the webhook endpoints this connector registered (the service shows each once), sealed
 * under SECRETS_KEY when one is set.
 */
export class WebhookEndpointsRepository {
  constructor(
    private readonly db: Queryable,
    private readonly sealer: SecretSealer,
  ) {}

  async secretsFor(url: string): Promise<Array<{ endpointId: string; secret: string }>> {
    const { rows } = await this.db.query<{ endpoint_id: string; secret: string }>(
      'SELECT endpoint_id, secret FROM connector.webhook_endpoints WHERE url = $1 ORDER BY created_at DESC',
      [url],
    );
    return rows.map((r) => ({ endpointId: r.endpoint_id, secret: this.sealer.openText(r.secret) }));
  }

  async save(endpointId: string, url: string, secret: string): Promise<void> {
    await this.db.query(
      `INSERT INTO connector.webhook_endpoints (endpoint_id, url, secret) VALUES ($1, $2, $3)
       ON CONFLICT (endpoint_id) DO UPDATE SET secret = EXCLUDED.secret, url = EXCLUDED.url, created_at = now()`,
      [endpointId, url, this.sealer.sealText(secret)],
    );
  }

  /** Seals the secrets kept unsealed or under a previous key; returns how many it rewrote. */
  async reseal(): Promise<number> {
    const { rows } = await this.db.query<{ endpoint_id: string; secret: string }>(
      'SELECT endpoint_id, secret FROM connector.webhook_endpoints',
    );
    let rewritten = 0;
    for (const row of rows) {
      if (!this.sealer.needsResealingText(row.secret)) continue;
      await this.db.query(
        'UPDATE connector.webhook_endpoints SET secret = $3 WHERE endpoint_id = $1 AND secret = $2',
        [row.endpoint_id, row.secret, this.sealer.sealText(this.sealer.openText(row.secret))],
      );
      rewritten++;
    }
    return rewritten;
  }
}
