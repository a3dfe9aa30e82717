import type { App } from '@slack/bolt';
import type { ListenerNeeds, SlackDeps } from '../../deps.js';

export const needs: ListenerNeeds = {
  botEvents: ['app_home_opened', 'app_uninstalled', 'tokens_revoked', 'member_joined_channel'],
  scopes: ['channels:read', 'groups:read'],
};

export function register(app: App, { core, installations }: SlackDeps): void {
  app.event('app_home_opened', async ({ event, context }) => {
    if (event.tab !== 'home') return;
    const workspaceId = context.teamId ?? context.enterpriseId;
    if (!workspaceId) return;
    await core.alerts.homeOpened(workspaceId, event.user);
  });

  // The bot joining a channel: core posts, once, that messages there are analysed and how to opt out.
  app.event('member_joined_channel', async ({ event, context }) => {
    const workspaceId = context.teamId ?? context.enterpriseId;
    if (!workspaceId || event.user !== context.botUserId) return;
    core.tasks.run('transparency note', () =>
      core.joined({ workspaceId, channelId: event.channel, data: {} }),
    );
  });

  const forget = async (
    teamId: string | undefined,
    enterpriseId: string | undefined,
    isEnterprise: boolean,
  ) => {
    const workspaceId = isEnterprise ? enterpriseId : teamId;
    if (workspaceId) await core.alerts.forgetWorkspace(workspaceId);
    if (!installations) return;
    await installations.deleteInstallation({ teamId, enterpriseId, isEnterpriseInstall: isEnterprise });
    core.logger.info({ workspaceId }, 'slack installation removed');
  };
  app.event('app_uninstalled', async ({ context }) => {
    await forget(context.teamId, context.enterpriseId, Boolean(context.isEnterpriseInstall));
  });
  app.event('tokens_revoked', async ({ event, context }) => {
    if (event.tokens.bot?.length) {
      await forget(context.teamId, context.enterpriseId, Boolean(context.isEnterpriseInstall));
    }
  });
}
