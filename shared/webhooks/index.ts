import { WebhookEvent } from '../contract/webhooks.js';
import { headerHasSignature, secretKey } from './signature.js';

export type { WebhookEvent } from '../contract/webhooks.js';
export { SECRET_PREFIX, signatureFor, signatureHeader } from './signature.js';

/** Five minutes either way, as the Standard Webhooks reference libraries allow. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

export type WebhookHeaders = Record<string, string | string[] | undefined>;

export type VerificationFailure =
  | 'missing_headers'
  | 'invalid_timestamp'
  | 'timestamp_too_old'
  | 'timestamp_too_new'
  | 'invalid_secret'
  | 'no_matching_signature'
  | 'invalid_payload';

/** A request that must not be trusted. Answer it with a 4xx; `reason` says why, for your logs. */
export class WebhookVerificationError extends Error {
  constructor(
    readonly reason: VerificationFailure,
    message: string,
  ) {
    super(message);
    this.name = 'WebhookVerificationError';
  }
}

function header(headers: WebhookHeaders, name: string): string | undefined {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== name || value === undefined) continue;
    // A header sent twice arrives as a list; signatures may be split across both.
    return Array.isArray(value) ? value.join(' ') : value;
  }
  return undefined;
}

/**
 * Checks a delivery as the Standard Webhooks specification says: the three `webhook-*` headers, a timestamp
 * within `toleranceSeconds` of `now`, and a `v1` signature made with any of `secrets` (give the old and the
 * new secret while a rotation is under way). Returns the parsed event; throws WebhookVerificationError.
 * `body` must be the raw request body, byte for byte: re-serialised JSON does not verify.
 */
export function verifyWebhook(input: {
  headers: WebhookHeaders;
  body: string;
  secrets: string[];
  toleranceSeconds?: number;
  now?: Date;
}): WebhookEvent {
  const id = header(input.headers, 'webhook-id');
  const timestamp = header(input.headers, 'webhook-timestamp');
  const signature = header(input.headers, 'webhook-signature');
  if (!id || !timestamp || !signature) {
    throw new WebhookVerificationError(
      'missing_headers',
      'The webhook-id, webhook-timestamp and webhook-signature headers are required.',
    );
  }
  if (!/^\d{1,12}$/.test(timestamp)) {
    throw new WebhookVerificationError('invalid_timestamp', 'The webhook-timestamp header is not a number.');
  }
  const sentAt = Number(timestamp);
  const nowSeconds = Math.floor((input.now ?? new Date()).getTime() / 1000);
  const tolerance = input.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  if (nowSeconds - sentAt > tolerance) {
    throw new WebhookVerificationError('timestamp_too_old', 'The message timestamp is too old.');
  }
  if (sentAt - nowSeconds > tolerance) {
    throw new WebhookVerificationError('timestamp_too_new', 'The message timestamp is in the future.');
  }
  let keys: Buffer[];
  try {
    keys = input.secrets.map(secretKey);
  } catch (err) {
    throw new WebhookVerificationError('invalid_secret', (err as Error).message);
  }
  if (!keys.some((key) => headerHasSignature(signature, key, id, sentAt, input.body))) {
    throw new WebhookVerificationError('no_matching_signature', 'No signature matches the secrets given.');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(input.body);
  } catch {
    throw new WebhookVerificationError('invalid_payload', 'The body is not JSON.');
  }
  const event = WebhookEvent.safeParse(parsed);
  if (!event.success) {
    throw new WebhookVerificationError('invalid_payload', 'The body is not a known Affective event.');
  }
  return event.data;
}

/** Remembers the `webhook-id`s already handled, so a redelivery is recognised. */
export interface SeenStore {
  has(id: string): Promise<boolean>;
  add(id: string): Promise<void>;
}

/**
 * A SeenStore in this process's memory: ids are forgotten after `ttlMs`, and the oldest go first once
 * `maxEntries` are held. The default TTL outlasts the service's whole retry schedule (about 28 hours).
 * Processes behind a load balancer need a shared store instead (Redis `SET id 1 NX EX ...`, a table).
 */
export class MemorySeenStore implements SeenStore {
  private readonly seenAt = new Map<string, number>();
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(options: { maxEntries?: number; ttlMs?: number; now?: () => number } = {}) {
    this.maxEntries = options.maxEntries ?? 100_000;
    this.ttlMs = options.ttlMs ?? 48 * 3_600_000;
    this.now = options.now ?? Date.now;
  }

  async has(id: string): Promise<boolean> {
    const at = this.seenAt.get(id);
    if (at === undefined) return false;
    if (this.now() - at < this.ttlMs) return true;
    this.seenAt.delete(id);
    return false;
  }

  async add(id: string): Promise<void> {
    this.seenAt.delete(id);
    this.seenAt.set(id, this.now());
    this.evict();
  }

  get size(): number {
    return this.seenAt.size;
  }

  /** Map keeps insertion order, so the first entries are the oldest. */
  private evict() {
    const expiredBefore = this.now() - this.ttlMs;
    for (const [id, at] of this.seenAt) {
      if (this.seenAt.size <= this.maxEntries && at > expiredBefore) break;
      this.seenAt.delete(id);
    }
  }
}

export interface ReceivedWebhook {
  event: WebhookEvent;
  /** The `webhook-id` was seen before: acknowledge with a 2xx and do not act again. */
  duplicate: boolean;
}

/**
 * A receiver for an HTTP handler: verifies the request, then reports whether its `webhook-id` was seen.
 * The id counts as seen once verified, so a redelivery that races the first one is still caught; handle
 * events idempotently if your own processing can fail after this call. `secrets` is read on every call so a
 * rotation takes effect without a restart.
 */
export function createWebhookReceiver(options: {
  secrets: () => string[] | Promise<string[]>;
  seen: SeenStore;
  toleranceSeconds?: number;
}): (headers: WebhookHeaders, body: string) => Promise<ReceivedWebhook> {
  return async (headers, body) => {
    const event = verifyWebhook({
      headers,
      body,
      secrets: await options.secrets(),
      toleranceSeconds: options.toleranceSeconds,
    });
    const id = header(headers, 'webhook-id')!;
    if (await options.seen.has(id)) return { event, duplicate: true };
    await options.seen.add(id);
    return { event, duplicate: false };
  };
}
