import type { Role } from '../../shared/contract/common.js';
import type { Clock } from '../../shared/runtime/clock.js';
import { isDatabaseUnavailable } from '../store/availability.js';
import type { ApiKey, ApiKeysRepository } from '../store/repositories/api-keys.repository.js';
import { generateApiKey, parseApiKey } from './api-key-format.js';
import type { AuthContext } from './auth.js';
import { Conflict, Forbidden, NotFound, Unauthorized } from './errors.js';

const CACHE_TTL_MS = 5_000;
/** While PostgreSQL is unreachable, a key seen this recently still authenticates, so ingestion can queue. */
const STALE_IF_UNAVAILABLE_MS = 15 * 60_000;
const CACHE_MAX = 10_000;
const TOUCH_EVERY_MS = 60_000;

export interface IssuedKey {
  info: ApiKey;
  key: string;
}

/**
 * Issues, checks, rotates and revokes API keys. Successful look-ups are cached for a few seconds so a busy
 * stream does not cost a query per request. A revocation clears this process's cache and is announced to the
 * others over Redis; should that message be lost, their entries still expire within CACHE_TTL_MS. While
 * PostgreSQL is unreachable, keys seen in the last STALE_IF_UNAVAILABLE_MS keep working (and expiry times
 * are still honoured), so accepted work can wait in the queue instead of being refused.
 */
export class ApiKeysService {
  private readonly cache = new Map<string, { auth: AuthContext; until: number; staleUntil: number }>();
  private readonly touchedAt = new Map<string, number>();

  constructor(
    private readonly keys: ApiKeysRepository,
    private readonly clock: Clock,
    private readonly rotationGraceMs: number,
    /** Tells other processes to drop their caches; see `forgetCached`. */
    private readonly announceRevocation: () => Promise<void> = async () => {},
  ) {}

  /** Drops every cached look-up; called here on revocation and when another process announces one. */
  forgetCached() {
    this.cache.clear();
  }

  async issue(orgId: string, role: Role, name: string | null = null): Promise<IssuedKey> {
    const generated = generateApiKey(role);
    const info = await this.keys.create({
      orgId,
      role,
      name,
      hash: generated.hash,
      prefix: generated.prefix,
    });
    return { info, key: generated.key };
  }

  list(orgId: string): Promise<ApiKey[]> {
    return this.keys.listByOrg(orgId);
  }

  async revoke(orgId: string, id: string): Promise<ApiKey> {
    const revoked = await this.keys.revoke(orgId, id, this.clock.now());
    if (!revoked) throw new NotFound(`No API key with id ${id}.`);
    await this.announce();
    return revoked;
  }

  /**
   * A new key with the same role and name now; the old one keeps working for the grace period. A key has at
   * most one successor: rotating a rotated, revoked or expired key is a conflict, also when two rotations race.
   */
  async rotate(orgId: string, id: string): Promise<{ old: ApiKey; issued: IssuedKey }> {
    const current = await this.keys.findById(orgId, id);
    if (!current) throw new NotFound(`No API key with id ${id}.`);
    const now = this.clock.now();
    const generated = generateApiKey(current.role);
    const expiresAt = new Date(now.getTime() + this.rotationGraceMs);
    const rotated =
      current.revokedAt || current.expiresAt
        ? null
        : await this.keys.rotate(orgId, id, { hash: generated.hash, prefix: generated.prefix }, expiresAt);
    if (!rotated) {
      throw new Conflict(
        `API key ${id} is already rotated, revoked or expired; only a current key can be rotated.`,
      );
    }
    await this.announce();
    return { old: rotated.old, issued: { info: rotated.successor, key: generated.key } };
  }

  /** Managing keys takes a current key: a rotated one, in its grace period, only keeps integrations running. */
  assertMayManageKeys(auth: AuthContext): void {
    if (auth.keyExpiresAt) {
      throw new Forbidden(
        `This API key was rotated and works only until ${auth.keyExpiresAt.toISOString()}; manage keys with its successor.`,
      );
    }
  }

  private async announce() {
    this.cache.clear();
    await this.announceRevocation().catch(() => {}); // without Redis, other caches still expire within the TTL
  }

  /** Resolves a presented key, or throws Unauthorized. Malformed keys never reach the database. */
  async authenticate(presented: string): Promise<AuthContext> {
    const parsed = parseApiKey(presented);
    if (!parsed) throw new Unauthorized('The API key is malformed.');
    const cacheKey = parsed.hash.toString('base64');
    const nowMs = this.clock.now().getTime();
    const cached = this.cache.get(cacheKey);
    if (cached && cached.until > nowMs) return cached.auth;

    let found: Awaited<ReturnType<ApiKeysRepository['findUsable']>>;
    try {
      found = await this.keys.findUsable(parsed.hash, this.clock.now());
    } catch (err) {
      if (cached && cached.staleUntil > nowMs && isDatabaseUnavailable(err)) return cached.auth;
      throw err;
    }
    if (!found) {
      this.cache.delete(cacheKey);
      throw new Unauthorized('The API key is unknown, revoked or expired.');
    }
    const auth: AuthContext = {
      keyId: found.key.id,
      role: found.key.role,
      org: found.org,
      keyExpiresAt: found.key.expiresAt,
    };
    const expiry = found.key.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY;
    if (this.cache.size >= CACHE_MAX) this.cache.clear();
    this.cache.set(cacheKey, {
      auth,
      until: Math.min(nowMs + CACHE_TTL_MS, expiry),
      staleUntil: Math.min(nowMs + STALE_IF_UNAVAILABLE_MS, expiry),
    });
    this.recordUse(found.key.id, nowMs);
    return auth;
  }

  private recordUse(id: string, nowMs: number) {
    const last = this.touchedAt.get(id) ?? 0;
    if (nowMs - last < TOUCH_EVERY_MS) return;
    this.touchedAt.set(id, nowMs);
    this.keys.touch(id, new Date(nowMs)).catch(() => this.touchedAt.delete(id));
  }
}
