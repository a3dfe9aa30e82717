import type { Queryable } from '../../../shared/runtime/pool.js';
import { SEALED_TEXT_PREFIX } from '../../../shared/runtime/secret-sealer.js';

export type MessageStatus = 'pending' | 'delivered' | 'dead_lettered' | 'cancelled';
export type AttemptOutcome = 'delivered' | 'failed' | 'dead_lettered';

export interface NewMessage {
  id: string;
  orgId: string;
  endpointId: string;
  outboxId: string | null;
  eventType: string;
  body: string;
  at: Date;
}

/** A message to be enqueued for delivery at `nextAttemptAt`. */
export interface ScheduledMessage {
  id: string;
  orgId: string;
  nextAttemptAt: Date;
}

/**
 * Everything one delivery attempt needs. `secrets` are the signing keys as stored, newest first, expired ones left
 * out: base64 keys, or `sealed:` and a base64 envelope for SecretSealer to open.
 */
export interface MessageForDelivery {
  id: string;
  orgId: string;
  endpointId: string;
  body: string;
  status: MessageStatus;
  attempts: number;
  url: string;
  endpointStatus: 'active' | 'disabled';
  secrets: string[];
}

export interface AttemptRecord {
  id: string;
  messageId: string;
  eventType: string;
  attempt: number;
  attemptedAt: Date;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  outcome: AttemptOutcome;
}

export interface AttemptInput {
  attemptedAt: Date;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
}

/** Webhook messages (one per event and endpoint, the unit of delivery) and their attempts. */
export class WebhookMessagesRepository {
  constructor(private readonly db: Queryable) {}

  /** Inserts messages; one that exists for the same outbox row and endpoint is left as it is. */
  async insert(messages: NewMessage[]): Promise<ScheduledMessage[]> {
    if (messages.length === 0) return [];
    const { rows } = await this.db.query<{ id: string; org_id: string; next_attempt_at: Date }>(
      `INSERT INTO webhook_messages (id, org_id, endpoint_id, outbox_id, event_type, body, status, next_attempt_at, created_at)
       SELECT m.id, m.org_id, m.endpoint_id, m.outbox_id, m.event_type, m.body, 'pending', m.at, m.at
         FROM unnest($1::text[], $2::uuid[], $3::uuid[], $4::bigint[], $5::text[], $6::text[], $7::timestamptz[])
           AS m(id, org_id, endpoint_id, outbox_id, event_type, body, at)
       ON CONFLICT (outbox_id, endpoint_id) DO NOTHING
       RETURNING id, org_id, next_attempt_at`,
      [
        messages.map((m) => m.id),
        messages.map((m) => m.orgId),
        messages.map((m) => m.endpointId),
        messages.map((m) => m.outboxId),
        messages.map((m) => m.eventType),
        messages.map((m) => m.body),
        messages.map((m) => m.at),
      ],
    );
    return rows.map((r) => ({ id: r.id, orgId: r.org_id, nextAttemptAt: r.next_attempt_at }));
  }

  /**
   * The messages named, for delivery at the times given (secrets expired by then are left out); null for a
   * message that no longer exists. One statement for many, so a busy worker makes few round trips.
   */
  async forDelivery(keys: { orgId: string; id: string; at: Date }[]): Promise<(MessageForDelivery | null)[]> {
    const { rows } = await this.db.query<{
      id: string;
      org_id: string;
      endpoint_id: string;
      body: string;
      status: MessageStatus;
      attempts: number;
      url: string;
      endpoint_status: 'active' | 'disabled';
      secrets: string[];
    }>(
      `SELECT m.id, m.org_id, m.endpoint_id, m.body, m.status, m.attempts, e.url, e.status AS endpoint_status,
              coalesce(array_agg(CASE WHEN s.sealed THEN '${SEALED_TEXT_PREFIX}' ELSE '' END || encode(s.key, 'base64')
                                 ORDER BY s.created_at DESC) FILTER (WHERE s.id IS NOT NULL),
                       '{}') AS secrets
         FROM unnest($1::uuid[], $2::text[], $3::timestamptz[]) AS k(org_id, id, at)
         JOIN webhook_messages m ON m.org_id = k.org_id AND m.id = k.id
         JOIN webhook_endpoints e ON e.id = m.endpoint_id AND e.org_id = m.org_id
         LEFT JOIN webhook_secrets s ON s.endpoint_id = e.id AND (s.expires_at IS NULL OR s.expires_at > k.at)
        GROUP BY m.id, e.id`,
      [keys.map((k) => k.orgId), keys.map((k) => k.id), keys.map((k) => k.at)],
    );
    const found = new Map(
      rows.map((row) => [
        `${row.org_id}/${row.id}`,
        {
          id: row.id,
          orgId: row.org_id,
          endpointId: row.endpoint_id,
          body: row.body,
          status: row.status,
          attempts: row.attempts,
          url: row.url,
          endpointStatus: row.endpoint_status,
          secrets: row.secrets,
        },
      ]),
    );
    return keys.map((k) => found.get(`${k.orgId}/${k.id}`) ?? null);
  }

  /**
   * Records successful attempts in one statement: the attempt rows, the messages delivered, their endpoints'
   * runs of failures ended. A message already finished by a concurrent run keeps its state; the attempt counts.
   */
  async recordDelivered(records: { orgId: string; id: string; attempt: AttemptInput }[]): Promise<void> {
    if (records.length === 0) return;
    await this.db.query(
      `WITH k AS (
         SELECT * FROM unnest($1::uuid[], $2::text[], $3::timestamptz[], $4::int[], $5::int[])
           AS k(org_id, id, attempted_at, status_code, duration_ms)
       ), m AS (
         UPDATE webhook_messages w
            SET attempts = w.attempts + 1,
                status = CASE WHEN w.status = 'pending' THEN 'delivered' ELSE w.status END,
                finished_at = CASE WHEN w.status = 'pending' THEN k.attempted_at ELSE w.finished_at END,
                next_attempt_at = NULL
           FROM k
          WHERE w.org_id = k.org_id AND w.id = k.id
          RETURNING w.id, w.org_id, w.endpoint_id, w.attempts, k.attempted_at, k.status_code, k.duration_ms
       ), a AS (
         INSERT INTO webhook_attempts
                (org_id, endpoint_id, message_id, attempt, attempted_at, status_code, duration_ms, error, outcome)
         SELECT org_id, endpoint_id, id, attempts, attempted_at, status_code, duration_ms, NULL, 'delivered' FROM m
       )
       UPDATE webhook_endpoints e SET failing_since = NULL
        WHERE (e.org_id, e.id) IN (SELECT org_id, endpoint_id FROM m) AND e.failing_since IS NOT NULL`,
      [
        records.map((r) => r.orgId),
        records.map((r) => r.id),
        records.map((r) => r.attempt.attemptedAt),
        records.map((r) => r.attempt.statusCode),
        records.map((r) => r.attempt.durationMs),
      ],
    );
  }

  /** Locks the message for the rest of the transaction and returns its state. */
  async lock(orgId: string, id: string): Promise<{ status: MessageStatus; attempts: number } | null> {
    const { rows } = await this.db.query<{ status: MessageStatus; attempts: number }>(
      'SELECT status, attempts FROM webhook_messages WHERE org_id = $1 AND id = $2 FOR UPDATE',
      [orgId, id],
    );
    return rows[0] ?? null;
  }

  /** Records a failed attempt and moves the message on: to a later attempt, or to its end. */
  async recordFailed(
    orgId: string,
    id: string,
    attempt: AttemptInput,
    next: { status: 'pending'; nextAttemptAt: Date } | { status: 'dead_lettered' | 'unchanged' },
  ): Promise<void> {
    const outcome: AttemptOutcome = next.status === 'dead_lettered' ? 'dead_lettered' : 'failed';
    const status = next.status === 'unchanged' ? null : next.status;
    const nextAttemptAt = next.status === 'pending' ? next.nextAttemptAt : null;
    await this.db.query(
      `WITH m AS (
         UPDATE webhook_messages
            SET attempts = attempts + 1,
                status = coalesce($6, status),
                next_attempt_at = CASE WHEN $6 IS NULL THEN next_attempt_at ELSE $7::timestamptz END,
                finished_at = CASE WHEN $6 = 'dead_lettered' THEN $3 ELSE finished_at END
          WHERE org_id = $1 AND id = $2
          RETURNING id, endpoint_id, attempts
       )
       INSERT INTO webhook_attempts
              (org_id, endpoint_id, message_id, attempt, attempted_at, status_code, duration_ms, error, outcome)
       SELECT $1, endpoint_id, id, attempts, $3, $4, $5, $8, $9 FROM m`,
      [
        orgId,
        id,
        attempt.attemptedAt,
        attempt.statusCode,
        attempt.durationMs,
        status,
        nextAttemptAt,
        attempt.error,
        outcome,
      ],
    );
  }

  async cancel(orgId: string, id: string, at: Date): Promise<void> {
    await this.db.query(
      `UPDATE webhook_messages SET status = 'cancelled', finished_at = $3, next_attempt_at = NULL
        WHERE org_id = $1 AND id = $2 AND status = 'pending'`,
      [orgId, id, at],
    );
  }

  /** Ends every pending message of an endpoint that will not be called again. */
  async cancelPendingOfEndpoint(orgId: string, endpointId: string, at: Date): Promise<number> {
    const result = await this.db.query(
      `UPDATE webhook_messages SET status = 'cancelled', finished_at = $3, next_attempt_at = NULL
        WHERE org_id = $1 AND endpoint_id = $2 AND status = 'pending'`,
      [orgId, endpointId, at],
    );
    return result.rowCount ?? 0;
  }

  /** Pending messages whose attempt was due before `dueBefore`: their job may have been lost with Redis. */
  async overdue(dueBefore: Date, limit: number): Promise<ScheduledMessage[]> {
    const { rows } = await this.db.query<{ id: string; org_id: string; next_attempt_at: Date }>(
      `SELECT id, org_id, next_attempt_at FROM webhook_messages
        WHERE status = 'pending' AND next_attempt_at < $1
        ORDER BY next_attempt_at LIMIT $2`,
      [dueBefore, limit],
    );
    return rows.map((r) => ({ id: r.id, orgId: r.org_id, nextAttemptAt: r.next_attempt_at }));
  }

  async listAttempts(orgId: string, endpointId: string, limit: number): Promise<AttemptRecord[]> {
    const { rows } = await this.db.query<{
      id: string;
      message_id: string;
      event_type: string;
      attempt: number;
      attempted_at: Date;
      status_code: number | null;
      duration_ms: number;
      error: string | null;
      outcome: AttemptOutcome;
    }>(
      `SELECT a.id, a.message_id, m.event_type, a.attempt, a.attempted_at, a.status_code, a.duration_ms, a.error,
              a.outcome
         FROM webhook_attempts a JOIN webhook_messages m ON m.id = a.message_id
        WHERE a.org_id = $1 AND a.endpoint_id = $2
        ORDER BY a.attempted_at DESC, a.attempt DESC
        LIMIT $3`,
      [orgId, endpointId, limit],
    );
    return rows.map((r) => ({
      id: r.id,
      messageId: r.message_id,
      eventType: r.event_type,
      attempt: r.attempt,
      attemptedAt: r.attempted_at,
      statusCode: r.status_code,
      durationMs: r.duration_ms,
      error: r.error,
      outcome: r.outcome,
    }));
  }

  /** Forgets messages (and their attempts) finished before `before`. */
  async pruneFinished(before: Date, limit: number): Promise<number> {
    const result = await this.db.query(
      `DELETE FROM webhook_messages WHERE id IN (
         SELECT id FROM webhook_messages WHERE finished_at < $1 LIMIT $2)`,
      [before, limit],
    );
    return result.rowCount ?? 0;
  }
}
