import { createHmac } from 'node:crypto';

/** 22 base64url characters: 132 bits of the HMAC, short enough for labels and far beyond collision range. */
export const UID_LENGTH = 22;

/**
 * The uid the service sees for a platform user: keyed, so nobody without PSEUDONYM_KEY can recompute it from a
 * user id, and scoped by platform and workspace, so one person in two workspaces is two uids.
 */
export function pseudonymise(key: string, platform: string, workspaceId: string, userId: string): string {
  return createHmac('sha256', key)
    .update(`${platform}:${workspaceId}:${userId}`)
    .digest('base64url')
    .slice(0, UID_LENGTH);
}

/** The `source` label of a platform channel: `platform:workspace:channel`, ids only (names change). */
export function sourceLabel(platform: string, workspaceId: string, channelId: string): string {
  return `${platform}:${workspaceId}:${channelId}`;
}

/** The workspace and channel of a source label this platform made, or null for any other source. */
export function parseSourceLabel(
  platform: string,
  source: string | null | undefined,
): { workspaceId: string; channelId: string } | null {
  if (!source) return null;
  const [label, workspaceId, channelId, ...rest] = source.split(':');
  if (label !== platform || !workspaceId || !channelId || rest.length) return null;
  return { workspaceId, channelId };
}
