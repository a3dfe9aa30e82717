import type { TurnContext } from '@microsoft/agents-hosting';
import type { StoredReference, TeamInstallation } from '../directory.js';
import { workspaceIdOf } from '../ids.js';

interface TeamsChannelData {
  team?: { id?: string; aadGroupId?: string };
  channel?: { id?: string };
  tenant?: { id?: string };
  eventType?: string;
}

export function channelDataOf(context: TurnContext): TeamsChannelData {
  return (context.activity.channelData ?? {}) as TeamsChannelData;
}

export function tenantOf(context: TurnContext): string | null {
  return channelDataOf(context).tenant?.id ?? context.activity.conversation?.tenantId ?? null;
}

/** The team an activity comes from, with what is needed to post in it later; null outside a team. */
export function teamOf(context: TurnContext, previous: TeamInstallation | null): TeamInstallation | null {
  const { activity } = context;
  const team = channelDataOf(context).team;
  const tenantId = tenantOf(context);
  if (!team?.id || !tenantId || !activity.serviceUrl || !activity.recipient?.id) return null;
  return {
    teamId: team.id,
    tenantId,
    aadGroupId: team.aadGroupId ?? previous?.aadGroupId ?? null,
    serviceUrl: activity.serviceUrl,
    bot: { id: activity.recipient.id, name: activity.recipient.name ?? 'Affective' },
    general: { serviceUrl: activity.serviceUrl, conversationId: team.id, tenantId },
    notify: previous?.notify ?? null,
  };
}

export function workspaceOf(context: TurnContext): string | null {
  const teamId = channelDataOf(context).team?.id;
  return teamId ? workspaceIdOf(teamId) : null;
}

/** The personal chat an activity arrived in, as a reference to post in it later. */
export function personalReference(context: TurnContext): StoredReference | null {
  const { activity } = context;
  const tenantId = tenantOf(context);
  if (activity.conversation?.conversationType !== 'personal' || !activity.serviceUrl || !tenantId)
    return null;
  return { serviceUrl: activity.serviceUrl, conversationId: activity.conversation.id, tenantId };
}

export function isPersonal(context: TurnContext): boolean {
  return context.activity.conversation?.conversationType === 'personal';
}
