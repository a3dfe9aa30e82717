import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeMessage {
  channel: string;
  ts: string;
  text: string;
  blocks: any[];
  pinned: boolean;
  /** How many times chat.update rewrote it. */
  updates: number;
  /** The message it replies to, and whether the reply is also shown in the channel. */
  threadTs?: string;
  broadcast?: boolean;
}

export interface FakeCall {
  method: string;
  token: string | null;
  args: Record<string, any>;
}

interface Workspace {
  teamId: string;
  botUserId: string;
  botId: string;
}

/**
 * A small Slack Web API on loopback for the real Bolt app and WebClient: it keeps messages, pins, App Home
 * views and `response_url` answers, and can answer 429 with `Retry-After` to exercise rate limiting.
 */
export class FakeSlack {
  readonly calls: FakeCall[] = [];
  readonly messages: FakeMessage[] = [];
  /** Bodies posted to response URLs (slash command answers). */
  readonly responses: Array<{ id: string; body: any }> = [];
  readonly views = new Map<string, any>();
  readonly admins = new Set<string>();
  /** Guests (single- or multi-channel) of the workspace. */
  readonly guests = new Set<string>();
  /** Channels the bot has not joined; public ones can be joined, private ones cannot. */
  readonly notJoined = new Set<string>();
  readonly privateChannels = new Set<string>();
  /** OAuth codes the fake accepts, each standing for a workspace. */
  readonly oauthCodes = new Map<string, { teamId: string; teamName: string }>();
  /** Where `apps.connections.open` sends Socket Mode clients. */
  socketModeUrl: string | null = null;
  private readonly tokens = new Map<string, Workspace>();
  private readonly rateLimits = new Map<string, { times: number; retryAfter: number }>();
  private readonly delays = new Map<string, number>();
  private readonly refusals = new Map<string, { error: string; times: number }>();
  private readonly httpFailures = new Map<string, { status: number; times: number }>();
  private clock = 1_800_000_000;
  private responseCounter = 0;

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<FakeSlack> {
    let fake: FakeSlack | undefined;
    const server = createServer((req, res) => {
      fake!.handle(req, res).catch((err) => {
        res.writeHead(500).end(String(err));
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    fake = new FakeSlack(server, `http://127.0.0.1:${port}`);
    return fake;
  }

  /** What the Web API client is pointed at (`slackApiUrl`). */
  get apiUrl(): string {
    return `${this.url}/api/`;
  }

  addWorkspace(token: string, teamId: string, botUserId = `UBOT${teamId}`, botId = `B${teamId}`): void {
    this.tokens.set(token, { teamId, botUserId, botId });
  }

  /** A fresh response URL, as Slack puts in every slash command. */
  responseUrl(): string {
    return `${this.url}/responses/${++this.responseCounter}`;
  }

  responsesTo(url: string): any[] {
    const id = url.split('/').pop();
    return this.responses.filter((r) => r.id === id).map((r) => r.body);
  }

  /** The next `times` calls of `method` answer 429 with `Retry-After: retryAfter`. */
  rateLimit(method: string, times: number, retryAfter = 1): void {
    this.rateLimits.set(method, { times, retryAfter });
  }

  /** Every call of `method` takes `ms` before it is answered (0 to stop), as a slow Slack would. */
  /** The next `times` calls of `method` answer `{ok: false, error}`, as Slack refuses a call. */
  refuse(method: string, error: string, times = 1): void {
    this.refusals.set(method, { error, times });
  }

  /** The next `times` calls of `method` answer HTTP `status`, as when Slack fails on its side. */
  failOnItsSide(method: string, status: number, times = 1): void {
    this.httpFailures.set(method, { status, times });
  }

  slowDown(method: string, ms: number): void {
    this.delays.set(method, ms);
  }

  callsTo(method: string): FakeCall[] {
    return this.calls.filter((c) => c.method === method);
  }

  messagesIn(channel: string): FakeMessage[] {
    return this.messages.filter((m) => m.channel === channel);
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const path = new URL(req.url ?? '/', this.url).pathname;
    if (path.startsWith('/responses/')) {
      this.responses.push({ id: path.split('/').pop()!, body: JSON.parse(raw) });
      return this.json(res, { ok: true });
    }
    if (!path.startsWith('/api/')) return this.json(res, { ok: false, error: 'not_found' }, 404);
    const method = path.slice('/api/'.length);
    const args = this.parseArgs(req, raw);
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '') || args.token || null;
    this.calls.push({ method, token, args });
    const delay = this.delays.get(method);
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    const limit = this.rateLimits.get(method);
    if (limit && limit.times > 0) {
      limit.times--;
      res.writeHead(429, { 'retry-after': String(limit.retryAfter), 'content-type': 'application/json' });
      return res.end(JSON.stringify({ ok: false, error: 'ratelimited' }));
    }
    const failure = this.httpFailures.get(method);
    if (failure && failure.times > 0) {
      failure.times--;
      res.writeHead(failure.status, { 'content-type': 'text/plain' });
      return res.end('internal error');
    }
    const refusal = this.refusals.get(method);
    if (refusal && refusal.times > 0) {
      refusal.times--;
      return this.json(res, { ok: false, error: refusal.error });
    }
    if (method === 'oauth.v2.access') return this.json(res, this.oauthAccess(args));
    if (method === 'apps.connections.open') {
      if (!token?.startsWith('xapp-') || !this.socketModeUrl)
        return this.json(res, { ok: false, error: 'invalid_auth' });
      return this.json(res, { ok: true, url: this.socketModeUrl });
    }
    const workspace = token ? this.tokens.get(token) : undefined;
    if (!workspace) return this.json(res, { ok: false, error: 'invalid_auth' });
    return this.json(res, this.answer(method, args, workspace));
  }

  private parseArgs(req: IncomingMessage, raw: string): Record<string, any> {
    if (!raw) return {};
    if ((req.headers['content-type'] ?? '').includes('application/json')) return JSON.parse(raw);
    const args: Record<string, any> = {};
    for (const [name, value] of new URLSearchParams(raw)) {
      args[name] = /^[[{]/.test(value) ? JSON.parse(value) : value;
    }
    return args;
  }

  private answer(method: string, args: Record<string, any>, workspace: Workspace): Record<string, unknown> {
    switch (method) {
      case 'auth.test':
        return {
          ok: true,
          team_id: workspace.teamId,
          team: `Team ${workspace.teamId}`,
          user_id: workspace.botUserId,
          bot_id: workspace.botId,
          url: 'https://fake.slack.invalid/',
        };
      case 'chat.postMessage': {
        if (this.notJoined.has(args.channel)) return { ok: false, error: 'not_in_channel' };
        const message: FakeMessage = {
          channel: args.channel,
          ts: `${++this.clock}.000100`,
          text: args.text ?? '',
          blocks: args.blocks ?? [],
          pinned: false,
          updates: 0,
          threadTs: args.thread_ts,
          broadcast: args.reply_broadcast === true || args.reply_broadcast === 'true',
        };
        this.messages.push(message);
        return { ok: true, channel: args.channel, ts: message.ts, message: { text: message.text } };
      }
      case 'chat.update': {
        const message = this.messages.find((m) => m.channel === args.channel && m.ts === args.ts);
        if (!message) return { ok: false, error: 'message_not_found' };
        message.text = args.text ?? message.text;
        message.blocks = args.blocks ?? message.blocks;
        message.updates++;
        return { ok: true, channel: args.channel, ts: args.ts };
      }
      case 'pins.add': {
        const message = this.messages.find((m) => m.channel === args.channel && m.ts === args.timestamp);
        if (!message) return { ok: false, error: 'message_not_found' };
        if (message.pinned) return { ok: false, error: 'already_pinned' };
        message.pinned = true;
        return { ok: true };
      }
      case 'users.info':
        return {
          ok: true,
          user: {
            id: args.user,
            is_admin: this.admins.has(args.user),
            is_owner: false,
            is_primary_owner: false,
            is_restricted: this.guests.has(args.user),
          },
        };
      case 'conversations.join':
        if (this.privateChannels.has(args.channel)) {
          return { ok: false, error: 'method_not_supported_for_channel_type' };
        }
        this.notJoined.delete(args.channel);
        return { ok: true, channel: { id: args.channel } };
      case 'views.publish':
        this.views.set(args.user_id, args.view);
        return { ok: true, view: args.view };
      default:
        return { ok: false, error: 'unknown_method' };
    }
  }

  private oauthAccess(args: Record<string, any>): Record<string, unknown> {
    const grant = this.oauthCodes.get(args.code);
    if (!grant) return { ok: false, error: 'invalid_code' };
    const token = `xoxb-installed-${grant.teamId}`;
    this.addWorkspace(token, grant.teamId);
    return {
      ok: true,
      access_token: token,
      token_type: 'bot',
      scope: 'chat:write,commands',
      bot_user_id: `UBOT${grant.teamId}`,
      app_id: 'AFAKEAPP',
      team: { id: grant.teamId, name: grant.teamName },
      enterprise: null,
      is_enterprise_install: false,
      authed_user: { id: 'UINSTALLER' },
    };
  }

  private json(res: ServerResponse, body: unknown, status = 200) {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }
}
