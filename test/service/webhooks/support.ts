import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { createRedis, type ServiceContext } from '../../../service/context.js';
import { WebhookDelivery } from '../../../service/domain/webhooks/delivery.js';
import { createWebhooksService } from '../../../service/domain/webhooks/endpoints.js';
import { DEFAULT_DELIVERY_POLICY, type DeliveryPolicy } from '../../../service/domain/webhooks/retry.js';
import { ssrfPolicyFromConfig } from '../../../service/domain/webhooks/ssrf.js';
import { HttpTransport } from '../../../service/domain/webhooks/transport.js';
import { deliverWebhookHandler } from '../../../service/jobs/deliver-webhook.job.js';
import {
  DEFAULT_OUTBOX_RELAY_LOOP_OPTIONS,
  type OutboxRelayLoopOptions,
  startOutboxRelay,
} from '../../../service/jobs/outbox-relay.loop.js';
import { queuePrefix } from '../../../service/jobs/queues.js';
import { startWorkers } from '../../../service/jobs/registry.js';
import { OutboxWriter } from '../../../service/store/repositories/outbox.repository.js';
import type { AlertEvent } from '../../../shared/contract/webhooks.js';
import type { TestService } from '../../support/harness.js';

/** Webhooks may reach the loopback receivers of the tests, and nothing else private. */
export const LOOPBACK_WEBHOOKS_ENV = {
  WEBHOOK_ALLOW_HTTP: 'true',
  WEBHOOK_ALLOW_HOSTS: '127.0.0.0/8,::1',
};

/**
 * Registration resolves host names; in tests they resolve from this table instead of a DNS server (no query
 * leaves the machine). A name not in it does not exist.
 */
export function useFakeDns(service: TestService, names: Record<string, string[]>) {
  service.ctx.webhooks = createWebhooksService({
    ...service.ctx,
    resolve: async (host) => names[host] ?? null,
  });
}

/** A schedule of the production shape with milliseconds for hours, so a test runs through it quickly. */
export const FAST_POLICY: DeliveryPolicy = {
  ...DEFAULT_DELIVERY_POLICY,
  scheduleMs: [0, 50, 50, 50, 50, 50, 50, 50],
  jitter: 0,
};

export interface ReceivedRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export type Answer = { status: number; headers?: Record<string, string> } | 'hang';

/** A webhook receiver on loopback that answers as scripted and records every request. */
export class TestReceiver {
  readonly requests: ReceivedRequest[] = [];
  private server!: http.Server;
  private waiters: { count: number; resolve: () => void }[] = [];
  url = '';

  /** `answer` is called with the index of each request; the default accepts everything. */
  constructor(public answer: (index: number, request: ReceivedRequest) => Answer = () => ({ status: 204 })) {}

  async start(port = 0): Promise<this> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const request = {
          path: req.url ?? '',
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        };
        const index = this.requests.push(request) - 1;
        this.notify();
        const answer = this.answer(index, request);
        if (answer === 'hang') return;
        res.writeHead(answer.status, answer.headers).end();
      });
    });
    this.server.keepAliveTimeout = 60_000;
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
    return this;
  }

  get port(): number {
    return Number(new URL(this.url).port);
  }

  /** Resolves once `count` requests have arrived in all. */
  received(count: number, timeoutMs = 20_000): Promise<void> {
    if (this.requests.length >= count) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`receiver got ${this.requests.length} of ${count} requests`)),
        timeoutMs,
      );
      this.waiters.push({
        count,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  }

  private notify() {
    this.waiters = this.waiters.filter((w) => {
      if (this.requests.length < w.count) return true;
      w.resolve();
      return false;
    });
  }

  /** Verifies a request with the standardwebhooks library's own `verify` and returns the event. */
  static verify(request: ReceivedRequest, secret: string): unknown {
    return new Webhook(secret).verify(request.body, request.headers as Record<string, string>);
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** The deliver-webhook consumer and the outbox relay, as a worker process runs them, with short delays. */
export function startWebhookWorker(
  ctx: ServiceContext,
  options: { policy?: DeliveryPolicy; loop?: Partial<OutboxRelayLoopOptions>; lockDuration?: number } = {},
) {
  const transport = new HttpTransport(ssrfPolicyFromConfig(ctx.config), ctx.config.WEBHOOK_TIMEOUT_MS, () =>
    ctx.clock.now(),
  );
  const delivery = new WebhookDelivery(
    ctx.pool,
    ctx.clock,
    transport,
    options.policy ?? FAST_POLICY,
    ctx.logger,
    ctx.sealer,
  );
  const workers = startWorkers({
    handlers: [deliverWebhookHandler(ctx, { delivery, concurrency: 20 })],
    connection: () => createRedis(ctx.config.REDIS_URL, ctx.logger, { failFast: false }),
    prefix: queuePrefix(ctx.config),
    logger: ctx.logger,
    ...(options.lockDuration ? { lockDuration: options.lockDuration } : {}),
  });
  const stopRelay = startOutboxRelay(ctx, {
    ...DEFAULT_OUTBOX_RELAY_LOOP_OPTIONS,
    pollIntervalMs: 200,
    sweepIntervalMs: 200,
    ...options.loop,
    relay: { ...DEFAULT_OUTBOX_RELAY_LOOP_OPTIONS.relay, overdueAfterMs: 500, ...options.loop?.relay },
  });
  return async () => {
    await stopRelay();
    await Promise.all(workers.map((w) => w.close()));
    await transport.close();
  };
}

export function alertEvent(
  overrides: Partial<AlertEvent['data']> = {},
  type: AlertEvent['type'] = 'alert.crisis',
) {
  return {
    type,
    timestamp: new Date().toISOString(),
    data: {
      alert_id: randomUUID(),
      severity: type === 'alert.crisis' ? 'crisis' : 'spike',
      theme: 'suicidal_ideation',
      count: 1,
      delta: 1,
      recommended_action: 'Reach out privately and share the crisis line.',
      source: 'slack:T1:C2',
      ...overrides,
    },
  } satisfies AlertEvent;
}

/** Writes events to the outbox as ingestion does: through the outbox writer, committed together. */
export async function appendToOutbox(
  ctx: ServiceContext,
  orgId: string,
  events: AlertEvent[],
): Promise<void> {
  await new OutboxWriter(ctx.pool).append(
    orgId,
    events.map((event) => ({ type: event.type, payload: event })),
  );
}

export async function waitFor<T>(
  probe: () => Promise<T | undefined | null | false>,
  what: string,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function messageStatus(ctx: ServiceContext, id: string): Promise<string | undefined> {
  const { rows } = await ctx.pool.query('SELECT status FROM webhook_messages WHERE id = $1', [id]);
  return rows[0]?.status;
}
