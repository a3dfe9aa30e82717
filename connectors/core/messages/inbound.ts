import { createHash } from 'node:crypto';
import { MAX_TEXT_CHARS, type StreamItem } from '../../../shared/contract/ingest.js';
import type { Logger } from '../../../shared/runtime/logger.js';
import type { Pool } from '../../../shared/runtime/pool.js';
import type { InboundMessage } from '../platform.js';
import { pseudonymise, sourceLabel } from '../pseudonymise.js';
import type { ServiceStream } from '../service-stream.js';
import { OptOutsRepository } from '../store/opt-outs.repository.js';
import { UidMapRepository } from '../store/uid-map.repository.js';
import { type WorkspaceSettings, WorkspacesRepository } from '../store/workspaces.repository.js';

/** The digest kept of an opted-out uid: enough to recognise them, nothing to recompute their uid from. */
export function uidDigest(uid: string): string {
  return createHash('sha256').update(`opt-out:${uid}`).digest('base64url');
}

/** The stream's `Idempotency-Key` for a platform message: a digest of its id, never the id itself. */
export function idempotencyKeyOf(platform: string, message: InboundMessage): string {
  return createHash('sha256')
    .update(`${platform}:${message.workspaceId}:${message.channelId}:${message.messageId}`)
    .digest('base64url');
}

/** The stream item the service receives: a keyed pseudonym in place of the user, an ids-only source label. */
export function toStreamItem(platform: string, message: InboundMessage, pseudonymKey: string): StreamItem {
  const item: StreamItem = {
    uid: pseudonymise(pseudonymKey, platform, message.pseudonymScope ?? message.workspaceId, message.userId),
    text: message.text.slice(0, MAX_TEXT_CHARS),
    ts: message.at.toISOString(),
    source: sourceLabel(platform, message.workspaceId, message.channelId),
  };
  if (message.attrs && Object.keys(message.attrs).length) item.attrs = message.attrs;
  return item;
}

/** Whether the workspace's channel scope lets a channel be read. */
export function inScope(settings: WorkspaceSettings | null, channelId: string): boolean {
  if (!settings || settings.scope === 'all') return true;
  const listed = settings.scopeChannels.includes(channelId);
  return settings.scope === 'include' ? listed : !listed;
}

export type SkipReason = 'not_a_person' | 'direct' | 'empty' | 'external' | 'out_of_scope' | 'opted_out';

/**
 * Decides what happens to each message a platform hands over: people's messages in channels in scope are
 * pseudonymised and streamed (with an idempotency key from the message id); bots, webhooks, edits, system
 * notices, direct messages, external people (unless the workspace allows them), channels out of scope and people
 * who opted out are skipped.
 */
export class InboundMessages {
  private readonly workspaces: WorkspacesRepository;
  private readonly optOuts: OptOutsRepository;
  private readonly uidMap: UidMapRepository | null;

  constructor(
    private readonly options: {
      platform: string;
      pool: Pool;
      stream: Pick<ServiceStream, 'push'>;
      pseudonymKey: string;
      keepUidMap: boolean;
      logger: Logger;
    },
  ) {
    this.workspaces = new WorkspacesRepository(options.pool);
    this.optOuts = new OptOutsRepository(options.pool);
    this.uidMap = options.keepUidMap ? new UidMapRepository(options.pool) : null;
  }

  /** Streams the message or says why not; never throws for what the message holds. */
  async receive(
    message: InboundMessage,
  ): Promise<{ streamed: true } | { streamed: false; reason: SkipReason }> {
    if (message.kind !== 'human') return { streamed: false, reason: 'not_a_person' };
    if (message.direct) return { streamed: false, reason: 'direct' };
    if (!message.text.trim()) return { streamed: false, reason: 'empty' };
    const { platform } = this.options;
    const settings = await this.workspaces.find(platform, message.workspaceId);
    if (message.external && !settings?.includeExternal) return { streamed: false, reason: 'external' };
    if (!inScope(settings, message.channelId)) return { streamed: false, reason: 'out_of_scope' };
    const item = toStreamItem(platform, message, this.options.pseudonymKey);
    if (await this.optOuts.has(uidDigest(item.uid))) return { streamed: false, reason: 'opted_out' };
    this.options.stream.push(item, idempotencyKeyOf(platform, message));
    if (this.uidMap) await this.uidMap.remember(item.uid, platform, message.workspaceId, message.userId);
    return { streamed: true };
  }
}
