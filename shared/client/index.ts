import type {
  AlertStatusRequest,
  AlertStatusResult,
  AlertsPayload,
  AlertsQuery,
  FalseAlarmCounts,
} from '../contract/alerts.js';
import { API_BASE_PATH } from '../contract/common.js';
import type { Configuration, ConfigureRequest, ConfigureResponse } from '../contract/configure.js';
import type { ErrorBody, ErrorCode } from '../contract/errors.js';
import type {
  BatchResult,
  BatchStatus,
  BatchSubmission,
  StreamItem,
  StreamResult,
} from '../contract/ingest.js';
import type { ErasedUser, PutMembersRequest, PutMembersResponse } from '../contract/members.js';
import type { AggregationRun, PulsePayload, PulseQuery } from '../contract/pulse.js';
import type { SkillCard } from '../contract/skill-cards.js';
import type { SupportOptIn } from '../contract/support.js';
import type {
  CreatedWebhookEndpoint,
  CreateWebhookRequest,
  DeliveriesQuery,
  DeliveryList,
  RotatedSecret,
  TestEventSent,
  WebhookEndpoint,
  WebhookList,
} from '../contract/webhooks.js';

/** An error answer of the API, or a failure to reach it (`status` 0, code `unavailable`). */
export class AffectiveApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'network_error',
    message: string,
    readonly details: ErrorBody['error']['details'] = [],
    readonly requestId: string | null = null,
    /** Seconds, from the `Retry-After` header of a 429 or 503. */
    readonly retryAfter: number | null = null,
  ) {
    super(message);
    this.name = 'AffectiveApiError';
  }

  /** Worth trying again later: the service was unreachable, overloaded or rate limiting. */
  get retryable(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

export interface ClientOptions {
  /** The service root, such as `https://affective.example.com` (the `/v1/affective` base is added). */
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  userAgent?: string;
}

type Query = Record<string, string | number | undefined>;

function parseRetryAfter(value: string | null): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, (date - Date.now()) / 1000);
}

/** A typed client of the v1 API; one method per endpoint. */
export class AffectiveClient {
  private readonly base: string;
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: ClientOptions) {
    this.base = `${options.baseUrl.replace(/\/+$/, '')}${API_BASE_PATH}`;
    this.fetchImpl = options.fetch ?? fetch;
  }

  private async call<T>(
    method: string,
    path: string,
    body?: unknown,
    query?: Query,
    extraHeaders?: Record<string, string>,
  ): Promise<T> {
    const url = new URL(`${this.base}${path}`);
    for (const [name, value] of Object.entries(query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    const headers: Record<string, string> = {
      authorization: `Bearer ${this.options.apiKey}`,
      accept: 'application/json',
    };
    if (this.options.userAgent) headers['user-agent'] = this.options.userAgent;
    if (body !== undefined) headers['content-type'] = 'application/json';
    Object.assign(headers, extraHeaders);
    let response: Response;
    try {
      response = await this.fetchImpl(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (err) {
      throw new AffectiveApiError(
        0,
        'network_error',
        `The service could not be reached: ${(err as Error).message}`,
      );
    }
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    if (!response.ok) {
      const error = (parsed as Partial<ErrorBody> | undefined)?.error;
      throw new AffectiveApiError(
        response.status,
        error?.code ?? (response.status >= 500 ? 'unavailable' : 'invalid_request'),
        error?.message ?? `The service answered ${response.status}.`,
        error?.details ?? [],
        error?.request_id ?? response.headers.get('x-request-id'),
        parseRetryAfter(response.headers.get('retry-after')),
      );
    }
    return parsed as T;
  }

  ingestBatch(submission: BatchSubmission): Promise<BatchResult> {
    return this.call('POST', '/ingest/batch', submission);
  }

  /**
   * `idempotencyKey` (up to 255 characters, e.g. a digest of the platform's message id) makes a retry after a
   * lost answer return the first answer instead of storing the item twice.
   */
  ingestStream(item: StreamItem, options: { idempotencyKey?: string } = {}): Promise<StreamResult> {
    const headers = options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : undefined;
    return this.call('POST', '/ingest/stream', item, undefined, headers);
  }

  ingestStatus(batchId: string): Promise<BatchStatus> {
    return this.call('GET', '/ingest/status', undefined, { batch_id: batchId });
  }

  pulse(query: Omit<PulseQuery, 'layers'> & { layers?: string } = {}): Promise<PulsePayload> {
    return this.call('GET', '/pulse', undefined, query);
  }

  alerts(query: AlertsQuery = {}): Promise<AlertsPayload> {
    return this.call('GET', '/alerts', undefined, query);
  }

  /** Moves an alert along its lifecycle (admin or ingest key of its organisation). */
  setAlertStatus(alertId: string, status: AlertStatusRequest['status']): Promise<AlertStatusResult> {
    return this.call('POST', `/alerts/${encodeURIComponent(alertId)}/status`, { status });
  }

  /** False alarms per theme and engine version (admin key). */
  falseAlarms(): Promise<FalseAlarmCounts> {
    return this.call('GET', '/alerts/false-alarms');
  }

  /** Erases every signal, baseline, flag and attribute of a uid (admin key). */
  eraseUser(uid: string): Promise<ErasedUser> {
    return this.call('DELETE', `/users/${encodeURIComponent(uid)}`);
  }

  /** Runs the organisation's aggregation now (admin key); resolves once the pulse cache holds the result. */
  aggregate(): Promise<AggregationRun> {
    return this.call('POST', '/aggregate');
  }

  configure(request: ConfigureRequest): Promise<ConfigureResponse> {
    return this.call('POST', '/configure', request);
  }

  configuration(): Promise<Configuration> {
    return this.call('GET', '/configure');
  }

  /** Records a person's choice to receive direct support, or to stop (Brain tier). */
  setSupportOptIn(uid: string, optedIn: boolean): Promise<SupportOptIn> {
    return this.call('PUT', `/support/${encodeURIComponent(uid)}`, { opted_in: optedIn });
  }

  /** One of the organisation's skill cards (Brain tier). */
  skillCard(id: string): Promise<SkillCard> {
    return this.call('GET', `/skill-cards/${encodeURIComponent(id)}`);
  }

  putMembers(request: PutMembersRequest): Promise<PutMembersResponse> {
    return this.call('PUT', '/cohort/members', request);
  }

  readonly webhooks = {
    create: (request: CreateWebhookRequest): Promise<CreatedWebhookEndpoint> =>
      this.call('POST', '/webhooks', request),
    list: (): Promise<WebhookList> => this.call('GET', '/webhooks'),
    delete: (id: string): Promise<WebhookEndpoint> =>
      this.call('DELETE', `/webhooks/${encodeURIComponent(id)}`),
    rotateSecret: (id: string): Promise<RotatedSecret> =>
      this.call('POST', `/webhooks/${encodeURIComponent(id)}/rotate-secret`),
    enable: (id: string): Promise<WebhookEndpoint> =>
      this.call('POST', `/webhooks/${encodeURIComponent(id)}/enable`),
    test: (id: string): Promise<TestEventSent> =>
      this.call('POST', `/webhooks/${encodeURIComponent(id)}/test`),
    deliveries: (id: string, query: DeliveriesQuery = {}): Promise<DeliveryList> =>
      this.call('GET', `/webhooks/${encodeURIComponent(id)}/deliveries`, undefined, query),
  };
}
