import type {
  AuditPage,
  AuditQuery,
  Profile,
  ProfileQuery,
  SignalsPage,
  SignalsQuery,
  UsersPage,
  UsersQuery,
} from '../../../shared/contract/profiles.js';
import type { Clock } from '../../../shared/runtime/clock.js';
import { type Pool, type Queryable, transaction } from '../../../shared/runtime/pool.js';
import { type AuditAction, AuditRepository } from '../../store/repositories/audit.repository.js';
import { ProfilesRepository, type SignalPosition } from '../../store/repositories/profiles.repository.js';
import type { AuthContext } from '../auth.js';
import { InvalidRequest } from '../errors.js';
import { requireBrain } from '../tiers.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import { presentSignal, profileSummary, windowStart } from './profile.js';

const FEATURE = 'Per-person profiles';

const isSignalPosition = (v: unknown): v is SignalPosition =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as SignalPosition).tsMicros === 'string' &&
  /^-?\d{1,20}$/.test((v as SignalPosition).tsMicros) &&
  Number.isSafeInteger((v as SignalPosition).skip) &&
  (v as SignalPosition).skip >= 0;

const isUidCursor = (v: unknown): v is { after: string } =>
  typeof v === 'object' && v !== null && typeof (v as { after: unknown }).after === 'string';

const isAuditCursor = (v: unknown): v is { before: string } =>
  typeof v === 'object' && v !== null && /^\d{1,19}$/.test(String((v as { before: unknown }).before));

/**
 * The Brain tier's reads of one person's data, by the customer's own pseudonymous uid. Each read writes its
 * audit entry in the transaction that reads, so no read goes unrecorded.
 */
export class ProfilesService {
  constructor(
    private readonly pool: Pool,
    private readonly clock: Clock,
  ) {}

  private audited<T>(
    auth: AuthContext,
    entry: { uid: string | null; action: AuditAction; params: Record<string, string | undefined> },
    read: (db: Queryable) => Promise<T>,
  ): Promise<T> {
    requireBrain(auth.org.tier, FEATURE);
    const params = Object.fromEntries(
      Object.entries(entry.params).filter((kv): kv is [string, string] => kv[1] !== undefined),
    );
    return transaction(this.pool, async (db) => {
      await new AuditRepository(db).append(auth.org.id, {
        keyId: auth.keyId,
        uid: entry.uid,
        action: entry.action,
        params,
        at: this.clock.now(),
      });
      return read(db);
    });
  }

  profile(auth: AuthContext, uid: string, query: ProfileQuery): Promise<Profile> {
    const now = this.clock.now();
    const from = windowStart(query.window, now);
    return this.audited(auth, { uid, action: 'profile', params: { window: query.window } }, async (db) => {
      const repo = new ProfilesRepository(db);
      const orgId = auth.org.id;
      // One client runs one query at a time: these go in turn.
      const signals = await repo.signalsUntil(orgId, uid, new Date(now.getTime() + 5 * 60_000));
      const baseline = await repo.baseline(orgId, uid);
      const flags = await repo.flags(orgId, uid);
      const alerts = await repo.alerts(orgId, uid);
      return {
        uid,
        window: query.window,
        from: from?.toISOString() ?? null,
        to: now.toISOString(),
        ...profileSummary(signals, from),
        baseline: baseline && {
          baseline: Math.round(baseline.baseline * 100) / 100,
          recent: Math.round(baseline.recent * 100) / 100,
          items: baseline.n,
          updated_at: baseline.lastTs.toISOString(),
        },
        flags: flags.map((f) => ({
          severity: f.severity,
          theme: f.theme,
          raised_at: f.raisedAt.toISOString(),
          last_at: f.lastAt.toISOString(),
          expires_at: f.expiresAt.toISOString(),
          active: f.expiresAt > now,
        })),
        alerts: alerts.map((a) => ({
          alert_id: a.id,
          severity: a.severity,
          theme: a.theme,
          source: a.source,
          status: a.lifecycle,
          opened_at: a.openedAt.toISOString(),
        })),
      };
    });
  }

  signals(auth: AuthContext, uid: string, query: SignalsQuery): Promise<SignalsPage> {
    const from = query.from ? new Date(query.from) : null;
    const to = query.to ? new Date(query.to) : null;
    if (from && to && from >= to) {
      throw new InvalidRequest('`from` must be before `to`.', [
        { in: 'query', path: '$.from', message: 'must be before `to`' },
      ]);
    }
    const after = decodeCursor(query.cursor, isSignalPosition);
    const params = { from: query.from, to: query.to, cursor: query.cursor };
    return this.audited(auth, { uid, action: 'signals', params }, async (db) => {
      const rows = await new ProfilesRepository(db).signalsPage(auth.org.id, uid, {
        from,
        to,
        after,
        limit: query.limit + 1,
      });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      let next: string | null = null;
      if (rows.length > query.limit && last) {
        const atLast = page.filter((r) => r.tsMicros === last.tsMicros).length;
        const skip = after && after.tsMicros === last.tsMicros ? after.skip + atLast : atLast;
        next = encodeCursor({ tsMicros: last.tsMicros, skip });
      }
      return { uid, signals: page.map(presentSignal), next_cursor: next };
    });
  }

  users(auth: AuthContext, query: UsersQuery): Promise<UsersPage> {
    const after = decodeCursor(query.cursor, isUidCursor);
    return this.audited(
      auth,
      { uid: null, action: 'users', params: { cursor: query.cursor } },
      async (db) => {
        const rows = await new ProfilesRepository(db).users(
          auth.org.id,
          after?.after ?? null,
          query.limit + 1,
        );
        const page = rows.slice(0, query.limit);
        const last = page.at(-1);
        return {
          users: page.map((r) => ({ uid: r.uid, last_active_at: r.lastSeenAt.toISOString() })),
          next_cursor: rows.length > query.limit && last ? encodeCursor({ after: last.uid }) : null,
        };
      },
    );
  }

  /** The audit log itself; reading it is not a read of anyone's data, so it is not audited. */
  async audit(auth: AuthContext, query: AuditQuery): Promise<AuditPage> {
    requireBrain(auth.org.tier, 'The audit log and per-person profiles');
    const before = decodeCursor(query.cursor, isAuditCursor);
    const rows = await new AuditRepository(this.pool).list(auth.org.id, {
      uid: query.uid ?? null,
      beforeId: before ? String(before.before) : null,
      limit: query.limit + 1,
    });
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      entries: page.map((r) => ({
        id: r.id,
        key_id: r.keyId,
        uid_digest: r.uidDigest,
        action: r.action,
        params: r.params,
        at: r.at.toISOString(),
      })),
      next_cursor: rows.length > query.limit && last ? encodeCursor({ before: last.id }) : null,
    };
  }
}
