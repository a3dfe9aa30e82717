import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An activity the bot sent, as the fake keeps it; `updates` counts the times it was rewritten in place. */
export interface PostedActivity {
  conversationId: string;
  id: string;
  activity: any;
  updates: number;
  /** The activity this one replied to, for replies posted with `replyToActivity`. */
  replyTo: string | null;
}

export interface ConnectorCall {
  method: string;
  path: string;
  authorization: string | null;
  body: any;
}

interface Failure {
  status: number;
  retryAfter: string | null;
  times: number;
}

/**
 * A Bot Connector (and the bit of Microsoft Graph the connector reads) on loopback, for the real Agents SDK: it
 * keeps the activities the bot sends, creates conversations (a channel thread's id carries its first message's
 * id, as Teams does), rewrites activities in place, serves a team's owners, and can answer 429 or 5xx with
 * `Retry-After`. Its root is the `serviceUrl` the test activities carry.
 */
export class FakeBotConnector {
  readonly calls: ConnectorCall[] = [];
  readonly activities: PostedActivity[] = [];
  /** Conversations created with `POST /v3/conversations`, with the parameters they were created with. */
  readonly created: Array<{ id: string; parameters: any }> = [];
  /** Team AAD group id → the AAD object ids of its owners. */
  readonly owners = new Map<string, Set<string>>();
  /** The JSON Web Key Set served at `/{tenant}/discovery/v2.0/keys`. */
  jwks: { keys: unknown[] } = { keys: [] };
  private readonly failures = new Map<string, Failure>();
  private counter = 0;

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<FakeBotConnector> {
    let fake: FakeBotConnector | undefined;
    const server = createServer((req, res) => {
      fake!.handle(req, res).catch((err) => {
        res
          .writeHead(500, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: String(err) }));
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    fake = new FakeBotConnector(server, `http://127.0.0.1:${port}/`);
    return fake;
  }

  get graphUrl(): string {
    return `${this.url}graph`;
  }

  /** The next `times` requests of `method` (`POST`, `PUT`) fail with `status`, saying when to try again. */
  failNext(method: string, status: number, options: { retryAfter?: string; times?: number } = {}): void {
    this.failures.set(method, { status, retryAfter: options.retryAfter ?? null, times: options.times ?? 1 });
  }

  in(conversationId: string): PostedActivity[] {
    return this.activities.filter((a) => a.conversationId === conversationId);
  }

  /** Activities posted in a channel: top-level posts and the first message of threads created in it. */
  inChannel(channelId: string): PostedActivity[] {
    return this.activities.filter(
      (a) => a.conversationId === channelId || a.conversationId.startsWith(`${channelId};messageid=`),
    );
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const body = raw ? JSON.parse(raw) : null;
    const url = new URL(req.url ?? '/', this.url);
    const path = url.pathname;
    const method = req.method ?? 'GET';
    this.calls.push({ method, path, authorization: req.headers.authorization ?? null, body });

    const failure = this.failures.get(method);
    if (failure && failure.times > 0 && path.startsWith('/v3/')) {
      failure.times--;
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (failure.retryAfter !== null) headers['retry-after'] = failure.retryAfter;
      res.writeHead(failure.status, headers).end(JSON.stringify({ error: { code: 'Throttled' } }));
      return;
    }

    const json = (status: number, payload: unknown): void => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
    };

    if (/^\/[^/]+\/discovery\/v2\.0\/keys$/.test(path)) return json(200, this.jwks);

    const members = /^\/graph\/teams\/([^/]+)\/members$/.exec(path);
    if (members) {
      const owners = this.owners.get(decodeURIComponent(members[1]!)) ?? new Set();
      const wanted = /userId eq '([^']+)'/.exec(url.searchParams.get('$filter') ?? '')?.[1];
      const value = wanted
        ? [{ userId: wanted, roles: owners.has(wanted) ? ['owner'] : [] }]
        : [...owners].map((userId) => ({ userId, roles: ['owner'] }));
      return json(200, { value });
    }

    if (method === 'POST' && path === '/v3/conversations') {
      const channelId = body?.channelData?.channel?.id;
      const activityId = `${++this.counter}`;
      const id = channelId ? `${channelId};messageid=${activityId}` : `a:personal-${randomUUID()}`;
      this.created.push({ id, parameters: body });
      if (body?.activity) {
        this.activities.push({
          conversationId: id,
          id: activityId,
          activity: body.activity,
          updates: 0,
          replyTo: null,
        });
      }
      return json(201, { id, activityId, serviceUrl: this.url });
    }

    const activities = /^\/v3\/conversations\/([^/]+)\/activities(?:\/([^/]+))?$/.exec(path);
    if (activities) {
      const conversationId = decodeURIComponent(activities[1]!);
      const activityId = activities[2] ? decodeURIComponent(activities[2]) : null;
      if (method === 'POST') {
        const id = `${++this.counter}`;
        this.activities.push({ conversationId, id, activity: body, updates: 0, replyTo: activityId });
        return json(201, { id });
      }
      if (method === 'PUT' && activityId) {
        const found = this.activities.find((a) => a.conversationId === conversationId && a.id === activityId);
        if (!found) return json(404, { error: { code: 'NotFound', message: 'activity not found' } });
        found.activity = body;
        found.updates++;
        return json(200, { id: activityId });
      }
    }
    json(404, { error: { code: 'NotFound', message: `${method} ${path}` } });
  }
}
