import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { AuthContext } from './auth.js';
import { RateLimited } from './errors.js';

export type LimitedCall = 'batch' | 'stream';

export interface RateLimitState {
  limit: number;
  remaining: number;
  resetSeconds: number;
}

/**
 * A process takes a key's budget from Redis in slices of this share of the limit and counts the slice down
 * locally: a busy stream costs one Redis call per slice instead of one per request. A key can therefore be
 * refused up to one slice per process early near the end of a window; small limits (under 200 a minute) are
 * counted call by call.
 */
const SLICE_SHARE = 1 / 200;

interface Slice {
  left: number;
  until: number;
  remaining: number;
}

/**
 * Calls per API key per minute, counted in Redis so every API process shares one budget. Should Redis be away,
 * each process falls back to counting in memory, so ingestion goes on (DESIGN §5: nothing accepted is lost).
 */
export class RateLimits {
  private readonly limiters = new Map<string, RateLimiterRedis>();
  private readonly slices = new Map<string, Slice>();
  /** The slice being taken from Redis for a key, which concurrent calls of that key wait for. */
  private readonly taking = new Map<string, Promise<unknown>>();

  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly defaults: Record<LimitedCall, number>,
  ) {}

  private limiter(call: LimitedCall, points: number): RateLimiterRedis {
    const id = `${call}:${points}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = new RateLimiterRedis({
        storeClient: this.redis,
        keyPrefix: `${this.keyPrefix}:rate:${call}`,
        points,
        duration: 60,
        insuranceLimiter: new RateLimiterMemory({ points, duration: 60 }),
      });
      this.limiters.set(id, limiter);
    }
    return limiter;
  }

  limitOf(call: LimitedCall, auth: AuthContext): number {
    const own = call === 'batch' ? auth.org.rateLimitBatchPerMin : auth.org.rateLimitStreamPerMin;
    return own ?? this.defaults[call];
  }

  /** A call taken from the key's current slice, if it has one left. */
  private fromSlice(id: string, limit: number): RateLimitState | null {
    const now = Date.now();
    const slice = this.slices.get(id);
    if (!slice || slice.left <= 0 || slice.until <= now) return null;
    slice.left--;
    return {
      limit,
      remaining: slice.remaining + slice.left,
      resetSeconds: Math.ceil((slice.until - now) / 1000),
    };
  }

  /**
   * Counts one call of this key, or throws RateLimited with the seconds until the budget refills. Calls of a key
   * that arrive together while its slice is being taken wait for that slice instead of each taking one: a burst
   * of 300 calls would otherwise take 300 slices at once, over the whole limit.
   */
  async consume(call: LimitedCall, auth: AuthContext): Promise<RateLimitState> {
    const limit = this.limitOf(call, auth);
    const id = `${call}:${auth.keyId}`;
    const size = Math.max(1, Math.floor(limit * SLICE_SHARE));
    for (;;) {
      const taken = this.fromSlice(id, limit);
      if (taken) return taken;
      const pending = size > 1 ? this.taking.get(id) : undefined;
      if (!pending) break;
      await pending.then(
        () => {},
        () => {},
      );
      // A slice that was refused leaves nothing to share: each call then asks Redis itself.
      if (!this.slices.has(id)) break;
    }
    const now = Date.now();
    const taking = this.limiter(call, limit).consume(auth.keyId, size);
    if (size > 1) {
      this.taking.set(id, taking);
      taking.then(
        () => this.taking.get(id) === taking && this.taking.delete(id),
        () => this.taking.get(id) === taking && this.taking.delete(id),
      );
    }
    try {
      const res = await taking;
      if (size > 1) {
        if (this.slices.size >= 10_000) this.slices.clear();
        this.slices.set(id, {
          left: size - 1,
          until: now + res.msBeforeNext,
          remaining: res.remainingPoints,
        });
      }
      return {
        limit,
        remaining: res.remainingPoints + size - 1,
        resetSeconds: Math.ceil(res.msBeforeNext / 1000),
      };
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        throw new RateLimited(
          `This API key is over its limit of ${limit} ${call} calls a minute.`,
          rejection.msBeforeNext / 1000,
          limit,
        );
      }
      throw rejection;
    }
  }
}
