import type { AllMiddlewareArgs, App, BlockButtonAction, SlackActionMiddlewareArgs } from '@slack/bolt';
import type { ListenerNeeds, SlackDeps } from '../../deps.js';
import { ACKNOWLEDGE_ACTION } from '../../render/alerts.js';

export const needs: ListenerNeeds = { botEvents: [], scopes: ['chat:write'] };

/** Every action id the app answers; interactivity must be on in the manifest for them. */
export const ACTION_IDS = [ACKNOWLEDGE_ACTION];

/** Records who acknowledged a crisis banner; the alert center then redraws the banner without its button. */
export async function handleAcknowledge(
  { ack, action, body }: SlackActionMiddlewareArgs<BlockButtonAction> & AllMiddlewareArgs,
  deps: SlackDeps,
): Promise<void> {
  await ack();
  const workspaceId = body.team?.id ?? body.enterprise?.id;
  if (!workspaceId) return;
  deps.tasks.run('acknowledge', async () => {
    const banner = await deps.alerts.acknowledge(workspaceId, action.value ?? '', body.user.id);
    deps.logger.info({ workspaceId, found: banner !== null }, 'crisis banner acknowledged');
  });
}

export function register(app: App, deps: SlackDeps): void {
  app.action<BlockButtonAction>(ACKNOWLEDGE_ACTION, (args) => handleAcknowledge(args, deps));
}
