import { Activity } from '@microsoft/agents-activity';
import type { CloudAdapter, ConnectorClient, TurnContext } from '@microsoft/agents-hosting';
import type { Logger } from '../../shared/runtime/logger.js';
import type { Mentionable, StoredReference } from './directory.js';
import { withRetries } from './retry.js';

/** Where a posted activity lives, to update it later. */
export interface PostedRef {
  conversationId: string;
  activityId: string;
}

/** The audience of tokens for the Bot Connector. */
const BOT_CONNECTOR_AUDIENCE = 'https://api.botframework.com';

/** A channel thread's conversation id ends with the id of the message that started it (Teams' format). */
function threadStarter(conversationId: string): string {
  const found = /;messageid=(\d+)$/.exec(conversationId);
  if (!found) throw new Error('the Bot Connector gave a thread id without its message id');
  return found[1]!;
}

/**
 * The bot's proactive side: posting, updating and opening conversations through stored references, outside
 * any request. Each call runs through the Agents SDK (`continueConversation`, `createConversationAsync`) and is
 * retried on 429 and 5xx, honouring `Retry-After`.
 */
export class TeamsBot {
  constructor(
    private readonly adapter: CloudAdapter,
    private readonly appId: string | null,
    private readonly logger: Logger,
    private readonly wait?: (ms: number) => Promise<void>,
  ) {}

  /** The identity proactive turns run under; without an app id, the SDK's anonymous one (development). */
  private identity(): Exclude<Parameters<CloudAdapter['continueConversation']>[0], string> {
    return this.appId ? { aud: this.appId } : { name: 'anonymous' };
  }

  private retrying<T>(what: string, call: () => Promise<T>): Promise<T> {
    return withRetries(what, call, { logger: this.logger, wait: this.wait });
  }

  /**
   * Runs `use` with a Bot Connector client authorised for the conversation of `ref`. Its failure is thrown
   * here, not left to the adapter's turn error handler, which would swallow it and defeat the retries.
   */
  private async withClient<T>(
    ref: StoredReference,
    use: (client: ConnectorClient) => Promise<T>,
  ): Promise<T> {
    let outcome: { ok: true; value: T } | { ok: false; error: unknown } | null = null;
    await this.adapter.continueConversation(
      this.identity(),
      {
        channelId: 'msteams',
        serviceUrl: ref.serviceUrl,
        conversation: { id: ref.conversationId, tenantId: ref.tenantId, isGroup: false },
      } as Parameters<CloudAdapter['continueConversation']>[1],
      async (context: TurnContext) => {
        try {
          outcome = {
            ok: true,
            value: await use(context.turnState.get<ConnectorClient>(this.adapter.ConnectorClientKey)),
          };
        } catch (error) {
          outcome = { ok: false, error };
        }
      },
    );
    const settled = outcome as { ok: true; value: T } | { ok: false; error: unknown } | null;
    if (!settled) throw new Error('the conversation was not continued');
    if (!settled.ok) throw settled.error;
    return settled.value;
  }

  private activity(body: Record<string, unknown>): Activity {
    return Activity.fromObject({ channelId: 'msteams', ...body });
  }

  /** Posts into a conversation (a channel, a thread or a personal chat); returns where the post lives. */
  async post(ref: StoredReference, body: Record<string, unknown>): Promise<PostedRef> {
    const sent = await this.retrying('post', () =>
      this.withClient(ref, (client) => client.sendToConversation(ref.conversationId, this.activity(body))),
    );
    if (!sent.id) throw new Error('the Bot Connector gave no id for a posted activity');
    return { conversationId: ref.conversationId, activityId: sent.id };
  }

  /** Rewrites a posted activity in place. */
  async update(ref: StoredReference, activityId: string, body: Record<string, unknown>): Promise<void> {
    await this.retrying('update', () =>
      this.withClient(ref, (client) =>
        client.updateActivity(ref.conversationId, activityId, this.activity({ ...body, id: activityId })),
      ),
    );
  }

  /** Starts a new thread in a channel with `body` as its first message. */
  async startThread(
    team: { serviceUrl: string; tenantId: string; bot: Mentionable },
    channelId: string,
    body: Record<string, unknown>,
  ): Promise<PostedRef> {
    const conversationId = await this.createConversation('start thread', team, {
      isGroup: true,
      channelData: { channel: { id: channelId }, tenant: { id: team.tenantId } },
      activity: this.activity(body),
    });
    return { conversationId, activityId: threadStarter(conversationId) };
  }

  /** Opens (or finds again) the personal chat of the bot with a member of a team it is in. */
  async openPersonalChat(
    team: { serviceUrl: string; tenantId: string; bot: Mentionable },
    userId: string,
  ): Promise<string> {
    return this.createConversation('open personal chat', team, {
      isGroup: false,
      members: [{ id: userId }],
      channelData: { tenant: { id: team.tenantId } },
    } as never);
  }

  private createConversation(
    what: string,
    team: { serviceUrl: string; tenantId: string; bot: Mentionable },
    parameters: Record<string, unknown>,
  ): Promise<string> {
    return this.retrying(what, async () => {
      let conversationId = '';
      await this.adapter.createConversationAsync(
        this.appId ?? '',
        'msteams',
        team.serviceUrl,
        BOT_CONNECTOR_AUDIENCE,
        { agent: team.bot, tenantId: team.tenantId, ...parameters } as never,
        async (context) => {
          conversationId = context.activity.conversation?.id ?? '';
        },
      );
      if (!conversationId) throw new Error('the Bot Connector gave no conversation id');
      return conversationId;
    });
  }
}
