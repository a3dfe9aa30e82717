import type { AgentApplication, TurnContext, TurnState } from '@microsoft/agents-hosting';
import type { TeamsDeps } from '../deps.js';
import type { TeamInstallation } from '../directory.js';
import { workspaceIdOf } from '../ids.js';
import { channelDataOf, channelRef, isPersonal, personalReference, teamOf, tenantOf } from './context.js';

/**
 * Stores the team (or refreshes it when its service URL or group changed) and the reference of the channel the
 * activity came from; returns the team, or null outside one.
 */
export async function rememberTeam(context: TurnContext, deps: TeamsDeps): Promise<TeamInstallation | null> {
  const teamId = channelDataOf(context).team?.id;
  if (!teamId) return null;
  const workspaceId = workspaceIdOf(teamId);
  const previous = await deps.directory.team(workspaceId);
  const team = teamOf(context, previous);
  if (!team) return null;
  if (!previous || JSON.stringify(previous) !== JSON.stringify(team)) {
    await deps.directory.saveTeam(workspaceId, team);
    if (!previous) deps.core.logger.info({ workspaceId }, 'teams installation stored');
  }
  return team;
}

/**
 * The app added to a team: its references are stored, and core posts once in the General channel (whose id is
 * the team's) that messages are analysed anonymously. Added personally: the chat is kept for private answers.
 */
async function installed(context: TurnContext, deps: TeamsDeps): Promise<void> {
  if (isPersonal(context)) {
    const reference = personalReference(context);
    const person = context.activity.from?.aadObjectId;
    if (reference && person) await deps.directory.savePersonalChat(person, reference);
    return;
  }
  const team = await rememberTeam(context, deps);
  if (team) await deps.core.joined(channelRef(team, team.teamId));
}

/** Uninstalling deletes the team's references, settings and alert state. */
async function removed(context: TurnContext, deps: TeamsDeps): Promise<void> {
  if (isPersonal(context)) {
    const tenantId = tenantOf(context);
    const person = context.activity.from?.aadObjectId;
    if (tenantId && person) await deps.directory.deletePersonalChat(tenantId, person);
    return;
  }
  const teamId = channelDataOf(context).team?.id;
  if (!teamId) return;
  const workspaceId = workspaceIdOf(teamId);
  await deps.core.alerts.forgetWorkspace(workspaceId);
  await deps.directory.deleteTeam(workspaceId);
  deps.core.logger.info({ workspaceId }, 'teams installation removed');
}

export function register(agent: AgentApplication<TurnState>, deps: TeamsDeps): void {
  agent.onActivity('conversationUpdate', async (context) => {
    const { activity } = context;
    const botId = activity.recipient?.id;
    if (activity.membersAdded?.some((m) => m.id === botId)) return installed(context, deps);
    if (
      activity.membersRemoved?.some((m) => m.id === botId) ||
      channelDataOf(context).eventType === 'teamDeleted'
    ) {
      return removed(context, deps);
    }
    // Renames, new channels and the like: the team's service URL may have moved.
    if (!isPersonal(context)) await rememberTeam(context, deps);
  });
  agent.onActivity('installationUpdate', async (context) => {
    const action = context.activity.action ?? '';
    if (action.startsWith('add')) return installed(context, deps);
    if (action.startsWith('remove')) return removed(context, deps);
  });
}
