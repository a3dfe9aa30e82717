import { Events, type Message, MessageType } from 'discord.js';
import type { InboundMessage } from '../../../core/platform.js';
import type { DiscordDeps } from '../../deps.js';

/** Message types that are a person writing; joins, pins, boosts, thread notices and the like are not. */
const WRITTEN = new Set([MessageType.Default, MessageType.Reply]);

/**
 * A Discord message as core sees it. A thread's messages count as its parent channel's, which decides whether
 * they are read and is the `source` they are reported under.
 */
export function inboundOf(message: Message): InboundMessage {
  const channel = message.channel;
  const channelId = channel.isThread() ? (channel.parentId ?? channel.id) : message.channelId;
  let kind: InboundMessage['kind'] = 'human';
  if (message.author.bot || message.webhookId) kind = 'bot';
  else if (message.system || !WRITTEN.has(message.type)) kind = 'system';
  return {
    workspaceId: message.guildId ?? '',
    channelId,
    userId: message.author.id,
    text: message.content,
    at: message.createdAt,
    messageId: message.id,
    kind,
    external: false,
    direct: !message.inGuild(),
  };
}

/**
 * Streams each new message through core (edits are never listened to). The message id is claimed first, so two
 * processes given the same shard stream it once. The first message read in a channel has core post, once ever,
 * that messages there are analysed and how to opt out.
 */
export async function handleMessage(
  message: Message,
  { core, content }: DiscordDeps,
  announced: Set<string>,
) {
  const inbound = inboundOf(message);
  if (inbound.kind === 'human') content.saw(message);
  await core.once(`message:${message.id}`, async () => {
    const result = await core.messages.receive(inbound);
    const channel = `${inbound.workspaceId}:${inbound.channelId}`;
    if (!result.streamed || announced.has(channel)) return;
    announced.add(channel);
    core.tasks.run('transparency note', () =>
      core.joined({ workspaceId: inbound.workspaceId, channelId: inbound.channelId, data: {} }),
    );
  });
}

export function register(deps: DiscordDeps): void {
  const announced = new Set<string>();
  deps.client.on(Events.MessageCreate, (message) => {
    deps.core.tasks.run('message', () => handleMessage(message, deps, announced));
  });
}
