import dns, { type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { performance } from 'node:perf_hooks';
import { Agent, request } from 'undici';
import { BlockedDestination, checkResolvedAddresses, checkWebhookUrl, type SsrfPolicy } from './ssrf.js';

/** What one POST to an endpoint came to. `statusCode` is null when no response arrived. */
export interface PostResult {
  statusCode: number | null;
  durationMs: number;
  /** Why the attempt failed before a response, or null. */
  error: string | null;
  /** From a `Retry-After` header, in milliseconds from now. */
  retryAfterMs: number | null;
}

/** Sends a signed webhook request; the seam between delivery rules and the network. */
export interface WebhookTransport {
  post(url: string, headers: Record<string, string>, body: string): Promise<PostResult>;
  close(): Promise<void>;
}

/** Response bodies are read only to free the connection, and never kept. */
const RESPONSE_READ_LIMIT = 64 * 1024;

export function parseRetryAfter(value: string | string[] | undefined, now: Date): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) return null;
  if (/^\d+$/.test(text.trim())) return Number(text.trim()) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? null : Math.max(0, date - now.getTime());
}

function describeError(err: unknown, timeoutMs: number): string {
  const cause = (err as { cause?: unknown }).cause;
  if (err instanceof BlockedDestination) return `blocked: ${err.message}`;
  if (cause instanceof BlockedDestination) return `blocked: ${cause.message}`;
  const code = (err as { code?: string }).code ?? (cause as { code?: string } | undefined)?.code;
  const name = (err as { name?: string }).name;
  if (name === 'TimeoutError' || code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'UND_ERR_HEADERS_TIMEOUT') {
    return `timed out after ${timeoutMs} ms`;
  }
  switch (code) {
    case 'ECONNREFUSED':
      return 'connection refused';
    case 'ECONNRESET':
    case 'UND_ERR_SOCKET':
      return 'connection reset';
    case 'ENOTFOUND':
      return 'host not found';
    case 'EAI_AGAIN':
      return 'DNS lookup failed temporarily';
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return 'host unreachable';
    default:
      return code ? `request failed (${code})` : 'request failed';
  }
}

/** Every address of a host name, as `dns.lookup` with `all: true` gives them. Replaceable in tests. */
export type ResolveAll = (
  hostname: string,
  family: number | string | undefined,
  callback: (err: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

export const systemResolveAll: ResolveAll = (hostname, family, callback) => {
  const wanted = family === 'IPv4' ? 4 : family === 'IPv6' ? 6 : family === 4 || family === 6 ? family : 0;
  dns.lookup(hostname, { all: true, family: wanted }, callback);
};

/**
 * Resolves like `dns.lookup`, then refuses the connection unless every address is allowed. Node calls this for
 * host names only; IP literals are checked by `checkWebhookUrl` before a request starts.
 */
export function guardedLookup(policy: SsrfPolicy, resolve: ResolveAll): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, options.family, (err, addresses) => {
      if (err) {
        callback(err, '', 0);
        return;
      }
      try {
        checkResolvedAddresses(
          hostname,
          addresses.map((a) => a.address),
          policy,
        );
      } catch (blocked) {
        callback(blocked as Error, '', 0);
        return;
      }
      if (options.all) (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      else callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/**
 * HTTP delivery with undici: keep-alive connections per origin, no redirects followed (a 3xx is a failure),
 * one timeout over the whole exchange, and the SSRF guard before every connection.
 */
export class HttpTransport implements WebhookTransport {
  private readonly agent: Agent;

  constructor(
    private readonly policy: SsrfPolicy,
    private readonly timeoutMs: number,
    private readonly now: () => Date = () => new Date(),
    resolve: ResolveAll = systemResolveAll,
  ) {
    this.agent = new Agent({
      connect: { lookup: guardedLookup(policy, resolve), timeout: timeoutMs },
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      keepAliveTimeout: 10_000,
    });
  }

  async post(url: string, headers: Record<string, string>, body: string): Promise<PostResult> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    try {
      checkWebhookUrl(url, this.policy);
      const response = await request(url, {
        method: 'POST',
        headers,
        body,
        dispatcher: this.agent,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      await response.body.dump({ limit: RESPONSE_READ_LIMIT }).catch(() => {});
      return {
        statusCode: response.statusCode,
        durationMs: elapsed(),
        error: null,
        retryAfterMs: parseRetryAfter(response.headers['retry-after'], this.now()),
      };
    } catch (err) {
      return {
        statusCode: null,
        durationMs: elapsed(),
        error: describeError(err, this.timeoutMs),
        retryAfterMs: null,
      };
    }
  }

  close(): Promise<void> {
    return this.agent.close();
  }
}
