import type { TurnContext } from '@microsoft/agents-hosting';
import type { ConversationRef } from '../../core/platform.js';
import type { StoredReference, TeamInstallation } from '../directory.js';
import { channelKeyOf, workspaceIdOf } from '../ids.js';
import { refData } from '../surface.js';

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
  };
}

export function workspaceOf(context: TurnContext): string | null {
  const teamId = channelDataOf(context).team?.id;
  return teamId ? workspaceIdOf(teamId) : null;
}

/** The stored reference of a channel of `team` (its Teams id), for core's conversations. */
export function channelRef(team: TeamInstallation, channelId: string): ConversationRef {
  return {
    workspaceId: workspaceIdOf(team.teamId),
    channelId: channelKeyOf(channelId),
    data: { ...refData(team) },
  };
}

/** The channel an activity was written in, as core knows it (encoded); null outside a team's channel. */
export function channelOf(context: TurnContext): string | null {
  const channelId = channelDataOf(context).channel?.id;
  return channelId ? channelKeyOf(channelId) : null;
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
