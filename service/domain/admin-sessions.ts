import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../shared/runtime/clock.js';
import type { Pool } from '../../shared/runtime/pool.js';
import { AdminSessionsRepository } from '../store/repositories/admin-sessions.repository.js';
import type { ApiKeysService } from './api-keys.js';
import type { AuthContext } from './auth.js';
import { Forbidden } from './errors.js';

export const SESSION_HOURS = 12;

export interface AdminSession {
  auth: AuthContext;
  csrfToken: string;
  expiresAt: Date;
}

const digest = (token: string) => createHash('sha256').update(token).digest();
const randomToken = () => randomBytes(32).toString('base64url');

/** Equal strings, compared in constant time. */
export function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Admin panel sessions, kept server-side: an admin API key is exchanged for a random session token (only its
 * digest is stored) with its own CSRF token. The key never reaches a page. A session ends after SESSION_HOURS,
 * on sign-out, or as soon as the key it was opened with is revoked or expires.
 */
export class AdminSessionsService {
  constructor(
    private readonly pool: Pool,
    private readonly clock: Clock,
    private readonly keys: ApiKeysService,
  ) {}

  /** Throws Unauthorized for a bad key and Forbidden for an ingest key. */
  async signIn(presentedKey: string): Promise<{ token: string; session: AdminSession }> {
    const auth = await this.keys.authenticate(presentedKey.trim());
    if (auth.role !== 'admin') throw new Forbidden('Only admin keys can sign in to the admin panel.');
    const repo = new AdminSessionsRepository(this.pool);
    const now = this.clock.now();
    await repo.deleteExpired(now);
    const token = randomToken();
    const session: AdminSession = {
      auth,
      csrfToken: randomToken(),
      expiresAt: new Date(now.getTime() + SESSION_HOURS * 3_600_000),
    };
    await repo.create({
      tokenHash: digest(token),
      orgId: auth.org.id,
      keyId: auth.keyId,
      csrfToken: session.csrfToken,
      createdAt: now,
      expiresAt: session.expiresAt,
    });
    return { token, session };
  }

  async resume(token: string): Promise<AdminSession | null> {
    const found = await new AdminSessionsRepository(this.pool).findLive(digest(token), this.clock.now());
    if (found?.role !== 'admin') return null;
    return {
      auth: { keyId: found.keyId, role: found.role, org: found.org },
      csrfToken: found.csrfToken,
      expiresAt: found.expiresAt,
    };
  }

  async signOut(token: string): Promise<void> {
    await new AdminSessionsRepository(this.pool).delete(digest(token));
  }
}
