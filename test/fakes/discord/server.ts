import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type WebSocket, WebSocketServer } from 'ws';

export const MANAGE_GUILD = 1n << 5n;

export interface FakeChannel {
  id: string;
  name: string;
  /** 0 text, 11 public thread, 1 DM. */
  type: number;
  parentId?: string;
}

export interface FakeGuild {
  id: string;
  name: string;
  channels: FakeChannel[];
}

export interface FakeMessage {
  id: string;
  channelId: string;
  content: string;
  embeds: any[];
  components: any[];
  allowedMentions: any;
  flags: number;
  pinned: boolean;
  /** The message this one replies to (`message_reference`). */
  replyTo: string | null;
  /** How many times it was edited after it was posted. */
  edits: number;
}

export interface FakeRequest {
  method: string;
  /** The path under `/api/v10`, decoded (`@original` as written). */
  path: string;
  body: any;
  authorization: string | undefined;
}

/** What an interaction received: its callback (type 5 deferred, 4 reply, 7 update…) and later edits. */
export interface FakeInteraction {
  id: string;
  token: string;
  callbacks: Array<{ type: number; data: any }>;
  /** Edits of the original response (`PATCH /webhooks/{app}/{token}/messages/@original`). */
  edits: any[];
  followUps: any[];
}

export interface FakeUser {
  id: string;
  username: string;
  bot?: boolean;
}

interface Session {
  socket: WebSocket;
  seq: number;
  shard: [number, number];
  ready: boolean;
}

type Failure = { status: number; body: Record<string, unknown>; headers?: Record<string, string> };

const GUILD_TEXT = 0;
const PUBLIC_THREAD = 11;
const INTENT_MESSAGE_CONTENT = 1 << 15;

/** A Discord snowflake made from a counter: unique and increasing, like the real ones. */
function snowflake(n: number): string {
  return String((BigInt(Date.now() - 1_420_070_400_000) << 22n) + BigInt(n));
}

/**
 * A small Discord on loopback for the real discord.js client: `GET /gateway/bot` sends it to this server's
 * WebSocket gateway (HELLO, IDENTIFY, READY, GUILD_CREATE, heartbeats, then whatever the test dispatches), and
 * the REST routes the connector uses keep messages, pins, interaction callbacks and command registrations. It
 * can answer 429 with `Retry-After`, refuse a call for a missing permission, and close the gateway with 4014
 * when the MessageContent intent is not allowed.
 */
export class FakeDiscord {
  readonly requests: FakeRequest[] = [];
  readonly messages: FakeMessage[] = [];
  readonly interactions = new Map<string, FakeInteraction>();
  readonly guilds = new Map<string, FakeGuild>();
  readonly applicationId = '1100000000000000001';
  readonly bot: FakeUser = { id: '1100000000000000002', username: 'Affective', bot: true };
  /** Whether the application may ask for the MessageContent intent (else the gateway closes with 4014). */
  messageContentAllowed = true;
  /** Identify payloads, one per gateway connection (shard, intents). */
  readonly identified: Array<{ shard: [number, number]; intents: number }> = [];
  private readonly sessions = new Set<Session>();
  private readonly failures: Array<{ pattern: RegExp; remaining: number; failure: Failure }> = [];
  /** Which message a button click's `update` rewrites: the one clicked. */
  private readonly clickTargets = new Map<string, string>();
  private counter = 0;
  /** Each person's DM channel with the bot, by user id, opened on first use as Discord does. */
  private readonly dmChannels = new Map<string, string>();
  /** People who do not accept DMs from the bot: a message to their DM channel answers 50007. */
  readonly closedDirectMessages = new Set<string>();

  private constructor(
    private readonly server: Server,
    private readonly gateway: WebSocketServer,
    readonly url: string,
  ) {}

  static async start(): Promise<FakeDiscord> {
    let fake: FakeDiscord | undefined;
    const server = createServer((req, res) => {
      fake!.handle(req, res).catch((err: Error) => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: err.message, code: 0 }));
      });
    });
    const gateway = new WebSocketServer({ server });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    fake = new FakeDiscord(server, gateway, `http://127.0.0.1:${port}`);
    gateway.on('connection', (socket) => fake!.connected(socket));
    return fake;
  }

  /** What the client's `rest.api` option is set to. */
  get apiUrl(): string {
    return `${this.url}/api`;
  }

  get gatewayUrl(): string {
    return this.url.replace(/^http/, 'ws');
  }

  nextId(): string {
    return snowflake(++this.counter);
  }

  /** A guild with a text channel per name; sent as GUILD_CREATE to every connected session of its shard. */
  addGuild(guild: FakeGuild): void {
    this.guilds.set(guild.id, guild);
    for (const session of this.sessions) {
      if (session.ready && this.shardOf(guild.id, session.shard[1]) === session.shard[0]) {
        this.send(session, 'GUILD_CREATE', this.guildPayload(guild));
      }
    }
  }

  /** The bot was removed from the guild (kicked, or the guild deleted). */
  removeGuild(guildId: string): void {
    this.guilds.delete(guildId);
    this.dispatch(guildId, 'GUILD_DELETE', { id: guildId });
  }

  /** The next `times` requests whose `METHOD path` matches answer 429 with `Retry-After: retryAfter`. */
  rateLimit(pattern: RegExp, times: number, retryAfter = 1): void {
    this.fail(pattern, times, {
      status: 429,
      headers: { 'retry-after': String(retryAfter), 'x-ratelimit-scope': 'user' },
      body: { message: 'You are being rate limited.', retry_after: retryAfter, global: false },
    });
  }

  /** The next `times` requests whose `METHOD path` matches answer 403 Missing Permissions. */
  forbid(pattern: RegExp, times = Number.POSITIVE_INFINITY): void {
    this.fail(pattern, times, { status: 403, body: { message: 'Missing Permissions', code: 50013 } });
  }

  /** The next `times` requests whose `METHOD path` matches answer 500, as when Discord fails on its side. */
  failOnItsSide(pattern: RegExp, times: number): void {
    this.fail(pattern, times, { status: 500, body: { message: '500: Internal Server Error', code: 0 } });
  }

  /** The private messages the bot sent a person, in their DM channel. */
  directMessagesTo(userId: string): FakeMessage[] {
    const channelId = this.dmChannels.get(userId);
    return channelId ? this.messagesIn(channelId) : [];
  }

  messagesIn(channelId: string): FakeMessage[] {
    return this.messages.filter((m) => m.channelId === channelId);
  }

  requestsTo(method: string, pattern: RegExp): FakeRequest[] {
    return this.requests.filter((r) => r.method === method && pattern.test(r.path));
  }

  /** A person's (or a bot's) message in a guild channel, as MESSAGE_CREATE. */
  postMessage(input: {
    guildId: string;
    channelId: string;
    author: FakeUser;
    content: string;
    type?: number;
    webhookId?: string;
    /** The id of a message sent again (a repeated dispatch); a new one when left out. */
    id?: string;
  }): string {
    const id = input.id ?? this.nextId();
    this.dispatch(input.guildId, 'MESSAGE_CREATE', {
      id,
      type: input.type ?? 0,
      channel_id: input.channelId,
      guild_id: input.guildId,
      author: this.userPayload(input.author),
      member: { roles: [], joined_at: new Date().toISOString(), deaf: false, mute: false, flags: 0 },
      content: input.content,
      timestamp: new Date().toISOString(),
      edited_timestamp: null,
      tts: false,
      mention_everyone: false,
      mentions: [],
      mention_roles: [],
      attachments: [],
      embeds: [],
      pinned: false,
      flags: 0,
      ...(input.webhookId ? { webhook_id: input.webhookId } : {}),
    });
    return id;
  }

  /** An edit of a message, as MESSAGE_UPDATE. */
  editMessage(input: { guildId: string; channelId: string; id: string; author: FakeUser; content: string }) {
    this.dispatch(input.guildId, 'MESSAGE_UPDATE', {
      id: input.id,
      type: 0,
      channel_id: input.channelId,
      guild_id: input.guildId,
      author: this.userPayload(input.author),
      content: input.content,
      timestamp: new Date(Date.now() - 60_000).toISOString(),
      edited_timestamp: new Date().toISOString(),
      mentions: [],
      mention_roles: [],
      attachments: [],
      embeds: [],
      pinned: false,
      tts: false,
      mention_everyone: false,
      flags: 0,
    });
  }

  /** A slash command run by `user` with the given member permissions; returns the interaction to watch. */
  runCommand(input: {
    guildId: string;
    channelId: string;
    user: FakeUser;
    permissions?: bigint;
    name: string;
    options?: any[];
  }): FakeInteraction {
    const options = input.options ?? [];
    return this.interact(input.guildId, input.channelId, input.user, input.permissions ?? 0n, {
      type: 2,
      data: {
        id: this.nextId(),
        name: input.name,
        type: 1,
        options,
        resolved: this.resolvedOf(input.guildId, options),
      },
    });
  }

  /** The channels (type 7) and roles (type 8) an interaction's options name, as Discord resolves them. */
  private resolvedOf(guildId: string, options: any[]) {
    const resolved = { channels: {} as Record<string, unknown>, roles: {} as Record<string, unknown> };
    const walk = (list: any[]) => {
      for (const option of list) {
        if (option.options) walk(option.options);
        if (option.type === 7) {
          const channel = this.guilds.get(guildId)?.channels.find((c) => c.id === option.value);
          resolved.channels[option.value] = {
            id: option.value,
            name: channel?.name ?? 'channel',
            type: channel?.type ?? GUILD_TEXT,
            permissions: String((1n << 52n) - 1n),
          };
        }
        if (option.type === 8) {
          resolved.roles[option.value] = {
            id: option.value,
            name: 'moderators',
            permissions: '0',
            position: 1,
            color: 0,
            hoist: false,
            managed: false,
            mentionable: true,
            flags: 0,
          };
        }
      }
    };
    walk(options);
    return resolved;
  }

  /** A click on a button of one of the bot's messages. */
  clickButton(input: {
    guildId: string;
    messageId: string;
    customId: string;
    user: FakeUser;
    permissions?: bigint;
  }): FakeInteraction {
    const message = this.messages.find((m) => m.id === input.messageId);
    if (!message) throw new Error(`no message ${input.messageId}`);
    const interaction = this.interact(input.guildId, message.channelId, input.user, input.permissions ?? 0n, {
      type: 3,
      data: { custom_id: input.customId, component_type: 2 },
      message: this.messagePayload(message),
    });
    this.clickTargets.set(interaction.token, message.id);
    return interaction;
  }

  /** Closes every gateway connection with this code (4014: disallowed intents, 4004: bad token…). */
  closeGateway(code: number, reason = ''): void {
    for (const session of this.sessions) session.socket.close(code, reason);
  }

  async close(): Promise<void> {
    for (const client of this.gateway.clients) client.terminate();
    await new Promise<void>((resolve) => this.gateway.close(() => resolve()));
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private fail(pattern: RegExp, times: number, failure: Failure) {
    this.failures.push({ pattern, remaining: times, failure });
  }

  private takeFailure(route: string): Failure | undefined {
    const rule = this.failures.find((f) => f.remaining > 0 && f.pattern.test(route));
    if (!rule) return undefined;
    rule.remaining--;
    return rule.failure;
  }

  private interact(
    guildId: string,
    channelId: string,
    user: FakeUser,
    permissions: bigint,
    body: Record<string, unknown>,
  ): FakeInteraction {
    const interaction: FakeInteraction = {
      id: this.nextId(),
      token: `interaction-token-${this.counter}`,
      callbacks: [],
      edits: [],
      followUps: [],
    };
    this.interactions.set(interaction.token, interaction);
    const channel = this.guilds.get(guildId)?.channels.find((c) => c.id === channelId);
    this.dispatch(guildId, 'INTERACTION_CREATE', {
      id: interaction.id,
      application_id: this.applicationId,
      token: interaction.token,
      version: 1,
      guild_id: guildId,
      channel_id: channelId,
      channel: {
        id: channelId,
        type: channel?.type ?? GUILD_TEXT,
        name: channel?.name ?? 'general',
        guild_id: guildId,
      },
      member: {
        user: this.userPayload(user),
        roles: [],
        permissions: String(permissions),
        joined_at: new Date().toISOString(),
        deaf: false,
        mute: false,
        flags: 0,
      },
      app_permissions: String((1n << 52n) - 1n),
      locale: 'en-GB',
      guild_locale: 'en-GB',
      entitlements: [],
      authorizing_integration_owners: { '0': guildId },
      context: 0,
      ...body,
    });
    return interaction;
  }

  private connected(socket: WebSocket) {
    const session: Session = { socket, seq: 0, shard: [0, 1], ready: false };
    this.sessions.add(session);
    socket.on('close', () => this.sessions.delete(session));
    socket.on('message', (raw) => this.onFrame(session, JSON.parse(String(raw))));
    socket.send(JSON.stringify({ op: 10, d: { heartbeat_interval: 41_250 }, s: null, t: null }));
  }

  private onFrame(session: Session, frame: { op: number; d: any }) {
    if (frame.op === 1) {
      session.socket.send(JSON.stringify({ op: 11, d: null, s: null, t: null }));
      return;
    }
    if (frame.op !== 2) return;
    const intents = Number(frame.d.intents);
    session.shard = frame.d.shard ?? [0, 1];
    this.identified.push({ shard: session.shard, intents });
    if (intents & INTENT_MESSAGE_CONTENT && !this.messageContentAllowed) {
      session.socket.close(4014, 'Disallowed intent(s).');
      return;
    }
    const guilds = [...this.guilds.values()].filter(
      (g) => this.shardOf(g.id, session.shard[1]) === session.shard[0],
    );
    this.send(session, 'READY', {
      v: 10,
      user: this.userPayload(this.bot),
      guilds: guilds.map((g) => ({ id: g.id, unavailable: true })),
      session_id: `session-${this.nextId()}`,
      resume_gateway_url: this.gatewayUrl,
      shard: session.shard,
      application: { id: this.applicationId, flags: 0 },
    });
    session.ready = true;
    for (const guild of guilds) this.send(session, 'GUILD_CREATE', this.guildPayload(guild));
  }

  private shardOf(guildId: string, count: number): number {
    return Number((BigInt(guildId) >> 22n) % BigInt(count));
  }

  private dispatch(guildId: string, type: string, data: unknown) {
    for (const session of this.sessions) {
      if (session.ready && this.shardOf(guildId, session.shard[1]) === session.shard[0]) {
        this.send(session, type, data);
      }
    }
  }

  private send(session: Session, type: string, data: unknown) {
    session.socket.send(JSON.stringify({ op: 0, t: type, s: ++session.seq, d: data }));
  }

  private userPayload(user: FakeUser) {
    return {
      id: user.id,
      username: user.username,
      global_name: user.username,
      discriminator: '0',
      avatar: null,
      ...(user.bot ? { bot: true } : {}),
    };
  }

  private guildPayload(guild: FakeGuild) {
    return {
      id: guild.id,
      name: guild.name,
      unavailable: false,
      owner_id: '1100000000000000009',
      member_count: 3,
      joined_at: new Date().toISOString(),
      large: false,
      features: [],
      emojis: [],
      stickers: [],
      roles: [
        {
          id: guild.id,
          name: '@everyone',
          permissions: '0',
          position: 0,
          color: 0,
          hoist: false,
          managed: false,
          mentionable: false,
          flags: 0,
        },
      ],
      members: [],
      presences: [],
      voice_states: [],
      stage_instances: [],
      guild_scheduled_events: [],
      soundboard_sounds: [],
      channels: guild.channels
        .filter((c) => c.type !== PUBLIC_THREAD)
        .map((c) => ({
          id: c.id,
          name: c.name,
          type: c.type,
          guild_id: guild.id,
          position: 0,
          permission_overwrites: [],
        })),
      threads: guild.channels
        .filter((c) => c.type === PUBLIC_THREAD)
        .map((c) => ({
          id: c.id,
          name: c.name,
          type: c.type,
          guild_id: guild.id,
          parent_id: c.parentId,
          owner_id: '1100000000000000009',
          thread_metadata: {
            archived: false,
            auto_archive_duration: 1440,
            archive_timestamp: new Date().toISOString(),
            locked: false,
          },
        })),
    };
  }

  private messagePayload(message: FakeMessage) {
    return {
      id: message.id,
      type: 0,
      channel_id: message.channelId,
      author: this.userPayload(this.bot),
      content: message.content,
      embeds: message.embeds,
      components: message.components,
      timestamp: new Date().toISOString(),
      edited_timestamp: message.edits ? new Date().toISOString() : null,
      tts: false,
      mention_everyone: false,
      mentions: [],
      mention_roles: [],
      attachments: [],
      pinned: message.pinned,
      flags: message.flags,
    };
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', this.url);
    const path = decodeURIComponent(url.pathname).replace(/^\/api\/v10/, '');
    const method = req.method ?? 'GET';
    const body = raw && (req.headers['content-type'] ?? '').includes('json') ? JSON.parse(raw) : null;
    this.requests.push({ method, path, body, authorization: req.headers.authorization });
    const failure = this.takeFailure(`${method} ${path}`);
    if (failure) return this.json(res, failure.body, failure.status, failure.headers);
    return this.route(method, path, body, res);
  }

  /** The REST routes, each a `METHOD path` pattern and what it answers. */
  private readonly routes: Array<[RegExp, (m: RegExpExecArray, body: any, res: ServerResponse) => void]> = [
    [
      /^GET \/gateway\/bot$/,
      (_m, _body, res) =>
        this.json(res, {
          url: this.gatewayUrl,
          shards: 1,
          session_start_limit: { total: 1000, remaining: 1000, reset_after: 0, max_concurrency: 1 },
        }),
    ],
    [
      /^POST \/users\/@me\/channels$/,
      (_m, body, res) => {
        const recipient = String(body.recipient_id);
        const id = this.dmChannels.get(recipient) ?? this.nextId();
        this.dmChannels.set(recipient, id);
        this.json(res, {
          id,
          type: 1,
          recipients: [{ id: recipient, username: 'someone', discriminator: '0' }],
        });
      },
    ],
    [
      /^POST \/channels\/(\d+)\/messages$/,
      (m, body, res) => {
        const person = [...this.dmChannels].find(([, channelId]) => channelId === m[1])?.[0];
        if (person && this.closedDirectMessages.has(person)) {
          return this.json(res, { message: 'Cannot send messages to this user', code: 50007 }, 403);
        }
        const message: FakeMessage = {
          id: this.nextId(),
          channelId: m[1]!,
          content: body.content ?? '',
          embeds: body.embeds ?? [],
          components: body.components ?? [],
          allowedMentions: body.allowed_mentions ?? null,
          flags: body.flags ?? 0,
          pinned: false,
          replyTo: body.message_reference?.message_id ?? null,
          edits: 0,
        };
        this.messages.push(message);
        this.json(res, this.messagePayload(message));
      },
    ],
    [
      /^(GET|PATCH) \/channels\/(\d+)\/messages\/(\d+)$/,
      (m, body, res) => {
        const message = this.messages.find((x) => x.channelId === m[2] && x.id === m[3]);
        if (!message) return this.json(res, { message: 'Unknown Message', code: 10008 }, 404);
        if (m[1] === 'PATCH') this.applyEdit(message, body);
        this.json(res, this.messagePayload(message));
      },
    ],
    [
      /^PUT \/channels\/(\d+)\/messages\/pins\/(\d+)$/,
      (m, _body, res) => {
        const message = this.messages.find((x) => x.channelId === m[1] && x.id === m[2]);
        if (!message) return this.json(res, { message: 'Unknown Message', code: 10008 }, 404);
        message.pinned = true;
        this.noContent(res);
      },
    ],
    [
      /^POST \/interactions\/(\d+)\/([^/]+)\/callback$/,
      (m, body, res) => {
        const interaction = this.interactions.get(m[2]!);
        if (!interaction) return this.json(res, { message: 'Unknown interaction', code: 10062 }, 404);
        interaction.callbacks.push({ type: body.type, data: body.data ?? null });
        const clicked = this.messages.find((x) => x.id === this.clickTargets.get(interaction.token));
        if (body.type === 7 && clicked && body.data) this.applyEdit(clicked, body.data);
        this.noContent(res);
      },
    ],
    [
      /^(GET|PATCH) \/webhooks\/(\d+)\/([^/]+)\/messages\/@original$/,
      (m, body, res) => {
        const interaction = this.interactions.get(m[3]!);
        if (!interaction) return this.json(res, { message: 'Unknown Webhook', code: 10015 }, 404);
        if (m[1] === 'PATCH') interaction.edits.push(body);
        this.json(res, this.responsePayload(body ?? {}));
      },
    ],
    [
      /^POST \/webhooks\/(\d+)\/([^/]+)$/,
      (m, body, res) => {
        const interaction = this.interactions.get(m[2]!);
        if (!interaction) return this.json(res, { message: 'Unknown Webhook', code: 10015 }, 404);
        interaction.followUps.push(body);
        this.json(res, this.responsePayload(body));
      },
    ],
    [
      /^PUT \/applications\/(\d+)(\/guilds\/\d+)?\/commands$/,
      (_m, body, res) =>
        this.json(
          res,
          (body as any[]).map((c) => ({
            ...c,
            id: this.nextId(),
            application_id: this.applicationId,
            version: '1',
          })),
        ),
    ],
  ];

  private route(method: string, path: string, body: any, res: ServerResponse) {
    for (const [pattern, answer] of this.routes) {
      const match = pattern.exec(`${method} ${path}`);
      if (match) return answer(match, body, res);
    }
    this.json(res, { message: '404: Not Found', code: 0 }, 404);
  }

  private applyEdit(message: FakeMessage, data: any) {
    if (data.content !== undefined) message.content = data.content;
    if (data.embeds !== undefined) message.embeds = data.embeds;
    if (data.components !== undefined) message.components = data.components;
    if (data.allowed_mentions !== undefined) message.allowedMentions = data.allowed_mentions;
    message.edits++;
  }

  /** An interaction response message as Discord returns it. */
  private responsePayload(body: any) {
    return this.messagePayload({
      id: this.nextId(),
      channelId: '0',
      content: body.content ?? '',
      embeds: body.embeds ?? [],
      components: body.components ?? [],
      allowedMentions: null,
      flags: body.flags ?? 0,
      pinned: false,
      replyTo: null,
      edits: 0,
    });
  }

  private noContent(res: ServerResponse) {
    // A 204 carries no JSON content-type: undici would try to parse the empty body.
    res.writeHead(204).end();
  }

  private json(res: ServerResponse, body: unknown, status = 200, headers: Record<string, string> = {}) {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  }
}
