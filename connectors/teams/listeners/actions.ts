import type { AgentApplication, TurnState } from '@microsoft/agents-hosting';
import { BANNER_ACTION_IDS, BANNER_ACTIONS, crisisBannerView } from '../../core/alerts/views.js';
import { WorkspacesRepository } from '../../core/store/workspaces.repository.js';
import type { TeamsDeps } from '../deps.js';
import { PLATFORM } from '../ids.js';
import { renderCard } from '../render/cards.js';
import { workspaceOf } from './context.js';

/**
 * Acknowledge, Resolve and False alarm on a crisis banner, as `Action.Execute`: core records the status,
 * redraws the banner for everyone and tells the service; the invoke's answer is the updated card, which Teams
 * shows the moderator at once.
 */
export function register(agent: AgentApplication<TurnState>, deps: TeamsDeps): void {
  const workspaces = new WorkspacesRepository(deps.core.pool);
  agent.adaptiveCards.actionExecute<{ verb?: string; data?: { value?: unknown } }>(
    [...BANNER_ACTION_IDS],
    async (context, _state, action) => {
      const { core } = deps;
      const workspaceId = workspaceOf(context);
      const bannerId = action.data?.value;
      const verb = action.verb as keyof typeof BANNER_ACTIONS;
      const from = context.activity.from;
      if (!workspaceId || typeof bannerId !== 'string' || !from?.id)
        return 'This alert belongs to a team I no longer serve.';
      deps.markup.learn(from.id, from.name);
      const banner = await core.alerts.setStatus(workspaceId, bannerId, BANNER_ACTIONS[verb], from.id);
      if (!banner) return 'This alert is no longer known.';
      core.logger.info({ workspaceId, status: BANNER_ACTIONS[verb] }, 'crisis banner status set');
      const settings = await workspaces.find(PLATFORM, workspaceId);
      return renderCard(crisisBannerView(deps.markup, banner, core.alerts.bannerContext(settings))) as never;
    },
  );
}
