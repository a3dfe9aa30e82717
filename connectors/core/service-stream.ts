import { AffectiveApiError, type AffectiveClient } from '../../shared/client/index.js';
import type { StreamItem } from '../../shared/contract/ingest.js';
import type { Logger } from '../../shared/runtime/logger.js';

export interface StreamMetrics {
  /** Accepted by the service. */
  sent: number;
  /** Attempts that failed for a reason worth waiting out (unreachable, 429, 5xx) and were tried again. */
  retried: number;
  /** The oldest items, pushed out because the buffer was full while the service was away. */
  dropped: number;
  /** Refused by the service for good (a 4xx other than 429): retrying would not help. */
  rejected: number;
  /** Waiting in memory, in flight included. */
  buffered: number;
}

interface Queued {
  item: StreamItem;
  idempotencyKey?: string;
}

export interface BackoffOptions {
  baseMs: number;
  maxMs: number;
}

const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 250, maxMs: 30_000 };

/**
 * Streams messages to the service in arrival order, a few at a time. While the service is unreachable, rate
 * limiting or failing, items wait in a bounded buffer in this process's memory (never on disk or in Redis:
 * they hold text) and sending pauses with exponential backoff, jittered, and never shorter than `Retry-After`.
 * When the buffer is full the oldest items go first, and are counted.
 */
export class ServiceStream {
  private readonly buffer: Queued[] = [];
  private readonly counts = { sent: 0, retried: 0, dropped: 0, rejected: 0 };
  private inFlight = 0;
  private running = 0;
  private failures = 0;
  private pausedUntil = 0;
  private closed = false;
  private idleWaiters: Array<() => void> = [];
  private readonly backoff: BackoffOptions;
  private readonly concurrency: number;
  private readonly random: () => number;

  constructor(
    private readonly options: {
      client: Pick<AffectiveClient, 'ingestStream'>;
      capacity: number;
      logger: Logger;
      concurrency?: number;
      backoff?: BackoffOptions;
      random?: () => number;
    },
  ) {
    this.backoff = options.backoff ?? DEFAULT_BACKOFF;
    this.concurrency = options.concurrency ?? 4;
    this.random = options.random ?? Math.random;
  }

  /** `idempotencyKey` lets the service recognise a retry of an item whose answer was lost. */
  push(item: StreamItem, idempotencyKey?: string): void {
    if (this.closed) {
      this.counts.dropped++;
      return;
    }
    if (this.buffer.length >= this.options.capacity) {
      this.buffer.shift();
      this.counts.dropped++;
      if (this.counts.dropped === 1 || this.counts.dropped % 1000 === 0) {
        this.options.logger.warn(
          { dropped: this.counts.dropped, capacity: this.options.capacity },
          'stream buffer full: dropping the oldest messages',
        );
      }
    }
    this.buffer.push({ item, idempotencyKey });
    this.pump();
  }

  metrics(): StreamMetrics {
    return { ...this.counts, buffered: this.buffer.length + this.inFlight };
  }

  /** Resolves once nothing is buffered or in flight. */
  idle(): Promise<void> {
    if (this.buffer.length === 0 && this.inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Stops taking items and gives those buffered up to `timeoutMs` to go out; what is left is counted dropped. */
  async close(timeoutMs: number): Promise<StreamMetrics> {
    this.closed = true;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.idle(), new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
    clearTimeout(timer);
    this.counts.dropped += this.buffer.length;
    this.buffer.length = 0;
    const final = this.metrics();
    this.options.logger.info({ ...final }, 'stream closed');
    this.notifyIdle();
    return final;
  }

  private pump() {
    while (this.running < this.concurrency && this.buffer.length > this.running) {
      this.running++;
      void this.drain().finally(() => {
        this.running--;
        this.notifyIdle();
      });
    }
  }

  private async drain(): Promise<void> {
    for (;;) {
      const wait = this.pausedUntil - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (this.closed && this.buffer.length === 0) return;
      const queued = this.buffer.shift();
      if (!queued) return;
      this.inFlight++;
      try {
        await this.options.client.ingestStream(queued.item, { idempotencyKey: queued.idempotencyKey });
        this.counts.sent++;
        this.failures = 0;
      } catch (err) {
        this.handleFailure(queued, err);
      } finally {
        this.inFlight--;
      }
    }
  }

  private handleFailure(queued: Queued, err: unknown) {
    const apiError = err instanceof AffectiveApiError ? err : null;
    if (apiError && !apiError.retryable) {
      this.counts.rejected++;
      this.options.logger.warn(
        { status: apiError.status, code: apiError.code, requestId: apiError.requestId },
        'service refused a message',
      );
      return;
    }
    this.counts.retried++;
    this.failures++;
    this.buffer.unshift(queued);
    const delay = this.retryDelay(apiError?.retryAfter ?? null);
    this.pausedUntil = Math.max(this.pausedUntil, Date.now() + delay);
    this.options.logger.debug(
      { status: apiError?.status ?? 0, code: apiError?.code ?? 'error', delayMs: delay },
      'service unavailable: retrying',
    );
  }

  /** Equal jitter over the exponential step, but never sooner than the service asked. */
  private retryDelay(retryAfterSeconds: number | null): number {
    const step = Math.min(this.backoff.maxMs, this.backoff.baseMs * 2 ** Math.min(this.failures - 1, 20));
    const jittered = step / 2 + (this.random() * step) / 2;
    return retryAfterSeconds === null ? jittered : Math.max(retryAfterSeconds * 1000, jittered);
  }

  private notifyIdle() {
    if (this.buffer.length || this.inFlight) {
      if (this.running === 0 && this.buffer.length) this.pump();
      return;
    }
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }
}
