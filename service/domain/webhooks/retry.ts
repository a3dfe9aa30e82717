const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * When each attempt is made, counted from the failure of the one before (the first from the event): the
 * Standard Webhooks reference schedule. A message whose last attempt fails is dead-lettered, about 28 hours on.
 */
export const RETRY_SCHEDULE_MS = [
  0,
  5 * SECOND,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
  10 * HOUR,
];

export interface DeliveryPolicy {
  /** Delay before attempt n+1 (index n); its length is the number of attempts. */
  scheduleMs: readonly number[];
  /** Each delay is spread by up to this share either way, so retries of many messages do not arrive together. */
  jitter: number;
  /** A `Retry-After` beyond this is cut to it, so a receiver cannot park messages for ever. */
  maxRetryAfterMs: number;
  /** An endpoint whose attempts have failed without a success for this long is disabled. */
  disableAfterFailingMs: number;
  random: () => number;
}

export const DEFAULT_DELIVERY_POLICY: DeliveryPolicy = {
  scheduleMs: RETRY_SCHEDULE_MS,
  jitter: 0.1,
  maxRetryAfterMs: 24 * HOUR,
  disableAfterFailingMs: 5 * 24 * HOUR,
  random: Math.random,
};

/** The result of one attempt, as the delivery rules see it. */
export type Verdict = 'delivered' | 'gone' | 'failed';

/** 2xx delivers; 410 Gone means the endpoint is to be disabled; anything else, redirects included, fails. */
export function verdictOf(statusCode: number | null): Verdict {
  if (statusCode !== null && statusCode >= 200 && statusCode < 300) return 'delivered';
  if (statusCode === 410) return 'gone';
  return 'failed';
}

/** Only these answers' `Retry-After` is honoured, as the Standard Webhooks specification suggests. */
export function honoursRetryAfter(statusCode: number | null): boolean {
  return statusCode === 429 || statusCode === 503;
}

/**
 * Milliseconds to wait before the next attempt after attempt `attemptsMade` failed, or null when that was the
 * last. A `Retry-After` (from a 429 or 503) stretches the wait and is never cut short by jitter.
 */
export function nextRetryDelay(
  policy: DeliveryPolicy,
  attemptsMade: number,
  retryAfterMs: number | null,
): number | null {
  const scheduled = policy.scheduleMs[attemptsMade];
  if (scheduled === undefined) return null;
  const jittered = Math.round(scheduled * (1 + policy.jitter * (2 * policy.random() - 1)));
  if (retryAfterMs === null) return jittered;
  return Math.max(jittered, Math.min(retryAfterMs, policy.maxRetryAfterMs));
}
