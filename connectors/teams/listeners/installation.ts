import type { AgentApplication, TurnContext, TurnState } from '@microsoft/agents-hosting';
import type { TeamsDeps } from '../deps.js';
import { PLATFORM, workspaceIdOf } from '../ids.js';
import { channelDataOf, isPersonal, personalReference, teamOf, tenantOf } from './context.js';

const WELCOME =
  "Hello! I'm Affective. I read this team's standard channels to give an anonymous pulse of how people are doing: each message is analysed under a keyed pseudonym and its text is never stored. Anyone can @mention me with **pulse**; a team owner can @mention me with **setup** in the channel where moderators should get crisis alerts.";

/** Stores the team's references, or refreshes them when they changed; true when the team was not known before. */
export async function rememberTeam(context: TurnContext, deps: TeamsDeps): Promise<boolean> {
  const teamId = channelDataOf(context).team?.id;
  if (!teamId) return false;
  const workspaceId = workspaceIdOf(teamId);
  const previous = await deps.directory.team(workspaceId);
  const team = teamOf(context, previous);
  if (!team) return false;
  if (previous && JSON.stringify(previous) === JSON.stringify(team)) return false;
  await deps.directory.saveTeam(workspaceId, team);
  await deps.workspaces.ensure(PLATFORM, workspaceId);
  return previous === null;
}

/** Uninstalling deletes the team's references, its settings and its alert state. */
async function forgetTeam(context: TurnContext, deps: TeamsDeps): Promise<void> {
  const teamId = channelDataOf(context).team?.id;
  if (!teamId) return;
  const workspaceId = workspaceIdOf(teamId);
  await deps.directory.deleteTeam(workspaceId);
  await deps.workspaces.delete(PLATFORM, workspaceId);
  await deps.alerts.forgetWorkspace(workspaceId);
  deps.logger.info({ workspaceId }, 'teams installation removed');
}

async function installed(context: TurnContext, deps: TeamsDeps): Promise<void> {
  if (isPersonal(context)) {
    const reference = personalReference(context);
    const person = context.activity.from?.aadObjectId;
    if (reference && person) await deps.directory.savePersonalChat(person, reference);
    return;
  }
  if (await rememberTeam(context, deps)) {
    deps.logger.info(
      { workspaceId: workspaceIdOf(channelDataOf(context).team!.id!) },
      'teams installation stored',
    );
    await context.sendActivity(WELCOME);
  }
}

async function removed(context: TurnContext, deps: TeamsDeps): Promise<void> {
  if (isPersonal(context)) {
    const tenantId = tenantOf(context);
    const person = context.activity.from?.aadObjectId;
    if (tenantId && person) await deps.directory.deletePersonalChat(tenantId, person);
    return;
  }
  await forgetTeam(context, deps);
}

export function register(agent: AgentApplication<TurnState>, deps: TeamsDeps): void {
  agent.onActivity('conversationUpdate', async (context) => {
    const { activity } = context;
    const botId = activity.recipient?.id;
    const eventType = channelDataOf(context).eventType;
    if (activity.membersAdded?.some((m) => m.id === botId)) return installed(context, deps);
    if (activity.membersRemoved?.some((m) => m.id === botId) || eventType === 'teamDeleted') {
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
