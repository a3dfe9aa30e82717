import type { AllMiddlewareArgs, App, BlockButtonAction, SlackActionMiddlewareArgs } from '@slack/bolt';
import { BANNER_ACTION_IDS, BANNER_ACTIONS, type BannerAction } from '../../../core/alerts/views.js';
import type { ListenerNeeds, SlackDeps } from '../../deps.js';

export const needs: ListenerNeeds = { botEvents: [], scopes: ['chat:write'] };

/** Every action id the app answers; interactivity must be on in the manifest for them. */
export const ACTION_IDS = [...BANNER_ACTION_IDS];

/** Acknowledge, Resolve or False alarm on a crisis banner: core records it, redraws it and tells the service. */
export async function handleBannerAction(
  { ack, action, body }: SlackActionMiddlewareArgs<BlockButtonAction> & AllMiddlewareArgs,
  { core }: SlackDeps,
): Promise<void> {
  await ack();
  const workspaceId = body.team?.id ?? body.enterprise?.id;
  if (!workspaceId) return;
  const status = BANNER_ACTIONS[action.action_id as BannerAction];
  core.tasks.run(action.action_id, async () => {
    const banner = await core.alerts.setStatus(workspaceId, action.value ?? '', status, body.user.id);
    core.logger.info({ workspaceId, status, found: banner !== null }, 'crisis banner status set');
  });
}

export function register(app: App, deps: SlackDeps): void {
  for (const id of ACTION_IDS) app.action<BlockButtonAction>(id, (args) => handleBannerAction(args, deps));
}
