import type { WebhookEventType } from '../../../shared/contract/webhooks.js';
import type { Queryable } from '../../../shared/runtime/pool.js';

export interface WebhookEndpointRecord {
  id: string;
  orgId: string;
  url: string;
  events: WebhookEventType[];
  description: string | null;
  status: 'active' | 'disabled';
  disabledReason: string | null;
  disabledAt: Date | null;
  failingSince: Date | null;
  createdAt: Date;
}

interface EndpointRow {
  id: string;
  org_id: string;
  url: string;
  events: WebhookEventType[];
  description: string | null;
  status: 'active' | 'disabled';
  disabled_reason: string | null;
  disabled_at: Date | null;
  failing_since: Date | null;
  created_at: Date;
}

const COLUMNS =
  'id, org_id, url, events, description, status, disabled_reason, disabled_at, failing_since, created_at';

function toEndpoint(row: EndpointRow): WebhookEndpointRecord {
  return {
    id: row.id,
    orgId: row.org_id,
    url: row.url,
    events: row.events,
    description: row.description,
    status: row.status,
    disabledReason: row.disabled_reason,
    disabledAt: row.disabled_at,
    failingSince: row.failing_since,
    createdAt: row.created_at,
  };
}

/**
 * Webhook endpoints and their signing secrets. Every statement made for a request is scoped to one organisation;
 * only the maintenance that reseals keys under a new SECRETS_KEY reads across them.
 */
export class WebhookEndpointsRepository {
  constructor(private readonly db: Queryable) {}

  async create(input: {
    orgId: string;
    url: string;
    events: WebhookEventType[];
    description: string | null;
    at: Date;
  }): Promise<WebhookEndpointRecord> {
    const { rows } = await this.db.query<EndpointRow>(
      `INSERT INTO webhook_endpoints (org_id, url, events, description, created_at)
       VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
      [input.orgId, input.url, input.events, input.description, input.at],
    );
    return toEndpoint(rows[0]!);
  }

  async countByOrg(orgId: string): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM webhook_endpoints WHERE org_id = $1',
      [orgId],
    );
    return rows[0]!.n;
  }

  async listByOrg(orgId: string): Promise<WebhookEndpointRecord[]> {
    const { rows } = await this.db.query<EndpointRow>(
      `SELECT ${COLUMNS} FROM webhook_endpoints WHERE org_id = $1 ORDER BY created_at, id`,
      [orgId],
    );
    return rows.map(toEndpoint);
  }

  async find(orgId: string, id: string): Promise<WebhookEndpointRecord | null> {
    const { rows } = await this.db.query<EndpointRow>(
      `SELECT ${COLUMNS} FROM webhook_endpoints WHERE org_id = $1 AND id = $2`,
      [orgId, id],
    );
    return rows[0] ? toEndpoint(rows[0]) : null;
  }

  /** Deletes the endpoint with its secrets, messages and attempts. */
  async delete(orgId: string, id: string): Promise<WebhookEndpointRecord | null> {
    const { rows } = await this.db.query<EndpointRow>(
      `DELETE FROM webhook_endpoints WHERE org_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
      [orgId, id],
    );
    return rows[0] ? toEndpoint(rows[0]) : null;
  }

  /** The active endpoints of these organisations, for fanning events out. */
  async activeOfOrgs(orgIds: string[]): Promise<WebhookEndpointRecord[]> {
    if (orgIds.length === 0) return [];
    const { rows } = await this.db.query<EndpointRow>(
      `SELECT ${COLUMNS} FROM webhook_endpoints WHERE org_id = ANY($1::uuid[]) AND status = 'active'`,
      [orgIds],
    );
    return rows.map(toEndpoint);
  }

  /** A signing key as stored: its bytes, sealed or not (see SecretSealer). */
  async addSecret(
    orgId: string,
    endpointId: string,
    stored: { bytes: Buffer; sealed: boolean },
    at: Date,
  ): Promise<void> {
    await this.db.query(
      'INSERT INTO webhook_secrets (org_id, endpoint_id, key, sealed, created_at) VALUES ($1, $2, $3, $4, $5)',
      [orgId, endpointId, stored.bytes, stored.sealed, at],
    );
  }

  /** Every stored signing key, across organisations, for resealing under a new SECRETS_KEY. */
  async allSecrets(): Promise<{ id: string; bytes: Buffer; sealed: boolean }[]> {
    const { rows } = await this.db.query<{ id: string; key: Buffer; sealed: boolean }>(
      'SELECT id, key, sealed FROM webhook_secrets ORDER BY id',
    );
    return rows.map((r) => ({ id: r.id, bytes: r.key, sealed: r.sealed }));
  }

  /** Replaces a stored key's form, if it is still the form that was read. */
  async replaceSecret(
    id: string,
    was: { bytes: Buffer; sealed: boolean },
    now: { bytes: Buffer; sealed: boolean },
  ): Promise<void> {
    await this.db.query(
      'UPDATE webhook_secrets SET key = $4, sealed = $5 WHERE id = $1 AND key = $2 AND sealed = $3',
      [id, was.bytes, was.sealed, now.bytes, now.sealed],
    );
  }

  /** Gives the current secret an end (it keeps signing until then) and drops secrets already past theirs. */
  async retireCurrentSecret(orgId: string, endpointId: string, at: Date, expiresAt: Date): Promise<void> {
    await this.db.query(
      'DELETE FROM webhook_secrets WHERE org_id = $1 AND endpoint_id = $2 AND expires_at <= $3',
      [orgId, endpointId, at],
    );
    await this.db.query(
      `UPDATE webhook_secrets SET expires_at = $3
        WHERE org_id = $1 AND endpoint_id = $2 AND expires_at IS NULL`,
      [orgId, endpointId, expiresAt],
    );
  }

  /** Locks the endpoint row for the rest of the transaction, so two rotations take turns. */
  async lock(orgId: string, id: string): Promise<WebhookEndpointRecord | null> {
    const { rows } = await this.db.query<EndpointRow>(
      `SELECT ${COLUMNS} FROM webhook_endpoints WHERE org_id = $1 AND id = $2 FOR UPDATE`,
      [orgId, id],
    );
    return rows[0] ? toEndpoint(rows[0]) : null;
  }

  /** Starts (or continues) the endpoint's run of failures; returns when the run began. */
  async markFailing(orgId: string, id: string, at: Date): Promise<Date | null> {
    const { rows } = await this.db.query<{ failing_since: Date }>(
      `UPDATE webhook_endpoints SET failing_since = coalesce(failing_since, $3)
        WHERE org_id = $1 AND id = $2 RETURNING failing_since`,
      [orgId, id, at],
    );
    return rows[0]?.failing_since ?? null;
  }

  /** Active again, with a clean failure record; null when there is no such endpoint. */
  async enable(orgId: string, id: string): Promise<WebhookEndpointRecord | null> {
    const { rows } = await this.db.query<EndpointRow>(
      `UPDATE webhook_endpoints
          SET status = 'active', disabled_reason = NULL, disabled_at = NULL, failing_since = NULL
        WHERE org_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
      [orgId, id],
    );
    return rows[0] ? toEndpoint(rows[0]) : null;
  }

  async disable(orgId: string, id: string, reason: string, at: Date): Promise<void> {
    await this.db.query(
      `UPDATE webhook_endpoints SET status = 'disabled', disabled_reason = $3, disabled_at = $4
        WHERE org_id = $1 AND id = $2 AND status = 'active'`,
      [orgId, id, reason, at],
    );
  }
}
