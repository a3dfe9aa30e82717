import type { Queryable } from '../../../shared/runtime/pool.js';

/** One stored signal of a person, as profiles read it: vocabulary positions, never text or keyphrases. */
export interface PersonSignalRow {
  ts: Date;
  receivedAt: Date;
  source: string;
  mood: number;
  moodConfidence: number;
  states: number;
  topics: number;
  distress: number;
  riskLevel: number;
  crisisTheme: number | null;
  lang: string;
  modelVersion: string;
  /** Microseconds since the epoch: the exact position of the row, for cursors. */
  tsMicros: string;
}

export interface PersonFlagRow {
  severity: 'spike' | 'crisis';
  theme: string;
  raisedAt: Date;
  lastAt: Date;
  expiresAt: Date;
}

export interface PersonAlertRow {
  id: string;
  severity: 'spike' | 'crisis';
  theme: string;
  source: string | null;
  lifecycle: string;
  openedAt: Date;
}

export interface PersonBaselineRow {
  baseline: number;
  recent: number;
  n: number;
  lastTs: Date;
}

/** Where a page of signals starts: after `skip` rows at the instant `tsMicros`. */
export interface SignalPosition {
  tsMicros: string;
  skip: number;
}

const SIGNAL_COLUMNS = `ts, received_at AS "receivedAt", source, mood, mood_confidence AS "moodConfidence", states,
  topics::float8 AS topics, distress, risk_level AS "riskLevel", crisis_theme AS "crisisTheme", lang,
  model_version AS "modelVersion", (extract(epoch FROM ts) * 1000000)::bigint::text AS "tsMicros"`;

// Rows at the same instant are ordered by everything they hold, so a page boundary inside them is stable
// (rows alike in every column are interchangeable).
const SIGNAL_ORDER = 'ts, received_at, source, mood, states, topics, distress, risk_level, model_version';

const FROM_MICROS = (param: string) => `('epoch'::timestamptz + ${param}::bigint * interval '1 microsecond')`;

/** The per-person reads of the Brain tier. Every query is scoped to the organisation. */
export class ProfilesRepository {
  constructor(private readonly db: Queryable) {}

  /** Every signal of the uid before `to`, oldest first (a profile replays them all for its baseline series). */
  async signalsUntil(orgId: string, uid: string, to: Date): Promise<PersonSignalRow[]> {
    const { rows } = await this.db.query<PersonSignalRow>(
      `SELECT ${SIGNAL_COLUMNS} FROM signals WHERE org_id = $1 AND uid = $2 AND ts < $3 ORDER BY ${SIGNAL_ORDER}`,
      [orgId, uid, to],
    );
    return rows;
  }

  /** A page of the uid's signals in [from, to), starting at `after`. */
  async signalsPage(
    orgId: string,
    uid: string,
    range: { from: Date | null; to: Date | null; after: SignalPosition | null; limit: number },
  ): Promise<PersonSignalRow[]> {
    const { rows } = await this.db.query<PersonSignalRow>(
      `SELECT ${SIGNAL_COLUMNS} FROM signals
        WHERE org_id = $1 AND uid = $2
          AND ($3::timestamptz IS NULL OR ts >= $3) AND ($4::timestamptz IS NULL OR ts < $4)
          AND ($5::text IS NULL OR ts >= ${FROM_MICROS('$5')})
        ORDER BY ${SIGNAL_ORDER} OFFSET $6 LIMIT $7`,
      [orgId, uid, range.from, range.to, range.after?.tsMicros ?? null, range.after?.skip ?? 0, range.limit],
    );
    return rows;
  }

  async baseline(orgId: string, uid: string): Promise<PersonBaselineRow | null> {
    const { rows } = await this.db.query<PersonBaselineRow>(
      `SELECT baseline, recent, n, last_ts AS "lastTs" FROM uid_baselines WHERE org_id = $1 AND uid = $2`,
      [orgId, uid],
    );
    return rows[0] ?? null;
  }

  async flags(orgId: string, uid: string): Promise<PersonFlagRow[]> {
    const { rows } = await this.db.query<PersonFlagRow>(
      `SELECT severity, theme, raised_at AS "raisedAt", last_at AS "lastAt", expires_at AS "expiresAt"
         FROM uid_flags WHERE org_id = $1 AND uid = $2 ORDER BY raised_at`,
      [orgId, uid],
    );
    return rows;
  }

  /** The crisis alerts opened for the uid's messages: a crisis alert's id is the id of the person's flag. */
  async alerts(orgId: string, uid: string): Promise<PersonAlertRow[]> {
    const { rows } = await this.db.query<PersonAlertRow>(
      `SELECT a.id, a.severity, a.theme, a.source, a.lifecycle, a.opened_at AS "openedAt"
         FROM alerts a JOIN uid_flags f ON f.org_id = a.org_id AND f.id = a.id
        WHERE a.org_id = $1 AND f.uid = $2 ORDER BY a.opened_at`,
      [orgId, uid],
    );
    return rows;
  }

  /** Uids seen (with a last activity), in uid order, after `afterUid`. */
  async users(
    orgId: string,
    afterUid: string | null,
    limit: number,
  ): Promise<{ uid: string; lastSeenAt: Date }[]> {
    const { rows } = await this.db.query<{ uid: string; lastSeenAt: Date }>(
      `SELECT uid, last_seen_at AS "lastSeenAt" FROM members
        WHERE org_id = $1 AND last_seen_at IS NOT NULL AND ($2::text IS NULL OR uid > $2)
        ORDER BY uid LIMIT $3`,
      [orgId, afterUid, limit],
    );
    return rows;
  }
}
