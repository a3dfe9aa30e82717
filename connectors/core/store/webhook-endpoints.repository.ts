import type { Queryable } from '../../../service/store/pool.js';

/** The signing secrets of the webhook endpoints this connector registered (the service shows each once). */
export class WebhookEndpointsRepository {
  constructor(private readonly db: Queryable) {}

  async secretsFor(url: string): Promise<Array<{ endpointId: string; secret: string }>> {
    const { rows } = await this.db.query<{ endpoint_id: string; secret: string }>(
      'SELECT endpoint_id, secret FROM connector.webhook_endpoints WHERE url = $1 ORDER BY created_at DESC',
      [url],
    );
    return rows.map((r) => ({ endpointId: r.endpoint_id, secret: r.secret }));
  }

  async save(endpointId: string, url: string, secret: string): Promise<void> {
    await this.db.query(
      `INSERT INTO connector.webhook_endpoints (endpoint_id, url, secret) VALUES ($1, $2, $3)
       ON CONFLICT (endpoint_id) DO UPDATE SET secret = EXCLUDED.secret, url = EXCLUDED.url, created_at = now()`,
      [endpointId, url, secret],
    );
  }
}
