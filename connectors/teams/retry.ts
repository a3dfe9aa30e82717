import type { Logger } from '../../shared/runtime/logger.js';

/** Calls to the Bot Connector are tried this many times in all when throttled or failing on its side. */
export const ATTEMPTS = 5;
const BASE_DELAY_MS = 1_000;
const MAX_DELAY_MS = 60_000;

/** The HTTP status and `Retry-After` of a failed Bot Connector call, read from the SDK's HttpError. */
function failureOf(err: unknown): { status: number; retryAfter: string | null } | null {
  const response = (err as { response?: { status?: number; headers?: Headers } }).response;
  if (typeof response?.status !== 'number') return null;
  return { status: response.status, retryAfter: response.headers?.get?.('retry-after') ?? null };
}

export function statusOf(err: unknown): number | null {
  return failureOf(err)?.status ?? null;
}

/** How long `Retry-After` asks to wait (seconds or an HTTP date), or null when absent or unreadable. */
export function retryAfterMs(value: string | null, now: number = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1_000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs a Bot Connector call, trying again on 429 and 5xx: after `Retry-After` when the answer gives one,
 * else after an exponential backoff from 1 s. The Agents SDK does neither itself. Other failures, and the
 * last one, are thrown. Logs carry the status and delay only: a failed call's error holds the activity sent.
 */
export async function withRetries<T>(
  what: string,
  call: () => Promise<T>,
  options: { logger: Logger; wait?: (ms: number) => Promise<void> },
): Promise<T> {
  const wait = options.wait ?? sleep;
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (err) {
      const failure = failureOf(err);
      const retryable = failure !== null && (failure.status === 429 || failure.status >= 500);
      if (!retryable || attempt >= ATTEMPTS) throw err;
      const delayMs = Math.min(
        MAX_DELAY_MS,
        retryAfterMs(failure.retryAfter) ?? BASE_DELAY_MS * 2 ** (attempt - 1),
      );
      options.logger.warn(
        { call: what, status: failure.status, attempt, delayMs },
        'teams call failed: retrying',
      );
      await wait(delayMs);
    }
  }
}
