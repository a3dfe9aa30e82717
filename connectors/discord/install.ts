import { ApplicationFlags, OAuth2Scopes, PermissionFlagsBits } from 'discord.js';

/** What the bot is granted at install: nothing beyond what reading, answering and drawing alerts needs. */
const BOT_PERMISSIONS = [
  PermissionFlagsBits.ViewChannel,
  PermissionFlagsBits.SendMessages,
  PermissionFlagsBits.EmbedLinks,
  PermissionFlagsBits.ReadMessageHistory,
  // Crisis banners and the spike counter are pinned; since 2026 pinning has its own permission.
  PermissionFlagsBits.PinMessages,
];

export const INSTALL_SCOPES = [OAuth2Scopes.Bot, OAuth2Scopes.ApplicationsCommands];

/** The permission integer of the invite: Mention Everyone only when banners are to mention `@here`. */
export function botPermissions(options: { here?: boolean } = {}): bigint {
  const wanted = options.here ? [...BOT_PERMISSIONS, PermissionFlagsBits.MentionEveryone] : BOT_PERMISSIONS;
  return wanted.reduce((all, flag) => all | flag, 0n);
}

/** The address a server owner opens to add the bot to a server. */
export function inviteUrl(applicationId: string, options: { here?: boolean } = {}): string {
  const query = new URLSearchParams({
    client_id: applicationId,
    scope: INSTALL_SCOPES.join(' '),
    permissions: String(botPermissions(options)),
    integration_type: '0',
  });
  return `https://discord.com/oauth2/authorize?${query}`;
}

/**
 * The body of `PATCH /applications/@me`: the description people see, the in-app "Add to server" button's
 * scopes and permissions, and the Message Content intent of an application in fewer than 100 servers (above
 * that it is granted in the developer portal after Discord's review).
 */
export function applicationBody() {
  return {
    description:
      'Anonymous community pulse and crisis alerts for moderators. Messages are analysed in memory and never stored; people are pseudonymised and can opt out with /forget-me.',
    tags: ['moderation', 'wellbeing', 'community', 'analytics'],
    install_params: { scopes: INSTALL_SCOPES, permissions: String(botPermissions()) },
    integration_types_config: {
      '0': { oauth2_install_params: { scopes: INSTALL_SCOPES, permissions: String(botPermissions()) } },
    },
    flags: ApplicationFlags.GatewayMessageContentLimited,
  };
}
