import type { App } from '@slack/bolt';
import type { ListenerNeeds, SlackDeps } from '../../deps.js';

export const needs: ListenerNeeds = {
  botEvents: ['app_home_opened', 'app_uninstalled', 'tokens_revoked'],
  scopes: [],
};

export function register(app: App, deps: SlackDeps): void {
  app.event('app_home_opened', async ({ event, context }) => {
    if (event.tab !== 'home') return;
    const workspaceId = context.teamId ?? context.enterpriseId;
    if (!workspaceId) return;
    await deps.alerts.homeOpened(workspaceId, event.user);
  });

  const forget = async (
    teamId: string | undefined,
    enterpriseId: string | undefined,
    isEnterprise: boolean,
  ) => {
    const workspaceId = isEnterprise ? enterpriseId : teamId;
    if (workspaceId) await deps.alerts.forgetWorkspace(workspaceId);
    if (!deps.installations) return;
    await deps.installations.deleteInstallation({ teamId, enterpriseId, isEnterpriseInstall: isEnterprise });
    deps.logger.info({ workspaceId }, 'slack installation removed');
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
