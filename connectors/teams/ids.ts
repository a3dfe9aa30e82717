export const PLATFORM = 'teams';

/**
 * Teams ids carry `:` (`19:…@thread.tacv2`), the separator of source labels, so core knows a team and a
 * channel by their percent-encoded ids (`19%3A…%40thread.tacv2`); the surface decodes them to reach Teams.
 */
export const workspaceIdOf = (teamId: string): string => encodeURIComponent(teamId);
/** uid = HMAC(key, `teams:<tenant>:<team>:<aad object id>`): a person is keyed per tenant and team. */
export const pseudonymScopeOf = (tenantId: string, teamId: string): string => `${tenantId}:${teamId}`;
export const channelKeyOf = (channelId: string): string => encodeURIComponent(channelId);
export const channelIdOf = (channelKey: string): string => decodeURIComponent(channelKey);
