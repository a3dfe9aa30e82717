import { parseSourceLabel, pseudonymise, sourceLabel } from '../core/pseudonymise.js';

export const PLATFORM = 'teams';

/**
 * Teams ids carry `:` (`19:…@thread.tacv2`), the separator of source labels, so a team's workspace id and a
 * channel's id in a label are percent-encoded: `teams:19%3A…%40thread.tacv2:19%3A…`.
 */
export const workspaceIdOf = (teamId: string): string => encodeURIComponent(teamId);
export const teamIdOf = (workspaceId: string): string => decodeURIComponent(workspaceId);

export function teamsSource(teamId: string, channelId: string): string {
  return sourceLabel(PLATFORM, workspaceIdOf(teamId), encodeURIComponent(channelId));
}

/** The team and channel a source label of this connector names, or null. */
export function parseTeamsSource(source: string | null): { teamId: string; channelId: string } | null {
  const parsed = parseSourceLabel(PLATFORM, source);
  return parsed
    ? { teamId: decodeURIComponent(parsed.workspaceId), channelId: decodeURIComponent(parsed.channelId) }
    : null;
}

/** The uid of a person in a team: HMAC(key, `teams:<tenant>:<team>:<aad object id>`). */
export function teamsUid(key: string, tenantId: string, teamId: string, aadObjectId: string): string {
  return pseudonymise(key, PLATFORM, `${tenantId}:${teamId}`, aadObjectId);
}
