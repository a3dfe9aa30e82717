import type { AgentApplication, TurnState } from '@microsoft/agents-hosting';
import type { TeamsDeps } from '../deps.js';
import { ACKNOWLEDGE_VERB, renderCrisisBanner } from '../render/alerts.js';
import { workspaceOf } from './context.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Acknowledge on a crisis banner, an `Action.Execute`: the invoke's answer is the updated card, which Teams
 * shows the moderator at once; the alert centre then updates the banner for everyone else.
 */
export function register(agent: AgentApplication<TurnState>, deps: TeamsDeps): void {
  agent.adaptiveCards.actionExecute<{ data?: { bannerId?: unknown } }>(
    ACKNOWLEDGE_VERB,
    async (context, _state, action) => {
      const workspaceId = workspaceOf(context);
      const bannerId = action.data?.bannerId;
      const team = workspaceId ? await deps.directory.team(workspaceId) : null;
      if (!workspaceId || !team || typeof bannerId !== 'string' || !UUID.test(bannerId))
        return 'This alert belongs to a team I no longer serve.';
      const moderator = context.activity.from?.name ?? 'a moderator';
      const banner = await deps.alerts.acknowledge(workspaceId, bannerId, moderator);
      if (!banner) return 'This alert is no longer known.';
      deps.logger.info({ workspaceId, bannerId }, 'crisis banner acknowledged');
      return renderCrisisBanner(banner, team) as never;
    },
  );
}
