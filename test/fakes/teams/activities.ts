import { randomUUID } from 'node:crypto';

/** Ids of the test tenant and team, shaped like Teams ones (`19:…@thread.tacv2` carries `:` and `@`). */
export const TENANT = '7a1d2b3c-0000-4000-8000-00000000a11e';
export const TEAM_ID = '19:team0general0000000000000000000@thread.tacv2';
export const TEAM_GROUP = 'a0c1d2e3-1111-4222-8333-44445555aaaa';
export const GENERAL = TEAM_ID;
export const CHANNEL = '19:channel0random000000000000000000@thread.tacv2';
export const MODS = '19:channel0moderators00000000000000@thread.tacv2';
export const BOT = { id: '28:6f1f3c1e-bot0-4d7e-9c41-0b9a6e2d8f35', name: 'Affective' };

export interface Person {
  id: string;
  name: string;
  aadObjectId: string;
}

let counter = 1_700_000_000_000;

export function person(name: string): Person {
  const aadObjectId = randomUUID();
  return { id: `29:${name.toLowerCase()}-${aadObjectId.slice(0, 8)}`, name, aadObjectId };
}

function teamChannelData(channelId: string, eventType?: string) {
  return {
    team: { id: TEAM_ID, name: 'Test team', aadGroupId: TEAM_GROUP },
    channel: { id: channelId },
    tenant: { id: TENANT },
    ...(eventType ? { eventType } : {}),
  };
}

/** A person's message in a team channel; with `mention`, it @mentions the bot first. */
export function channelMessage(
  serviceUrl: string,
  from: Person,
  text: string,
  options: {
    channelId?: string;
    mentionBot?: boolean;
    mentions?: Array<{ id: string; name: string; type?: string }>;
  } = {},
) {
  const channelId = options.channelId ?? CHANNEL;
  const id = String(++counter);
  const mentions = [...(options.mentionBot ? [BOT] : []), ...(options.mentions ?? [])];
  const prefix = mentions.map((m) => `<at>${m.name}</at>`).join(' ');
  return {
    type: 'message',
    id,
    timestamp: new Date().toISOString(),
    channelId: 'msteams',
    serviceUrl,
    from: { id: from.id, name: from.name, aadObjectId: from.aadObjectId },
    conversation: {
      id: `${channelId};messageid=${id}`,
      conversationType: 'channel',
      isGroup: true,
      tenantId: TENANT,
    },
    recipient: BOT,
    text: prefix ? `${prefix} ${text}` : `<p>${text}</p>`,
    textFormat: 'plain',
    entities: mentions.map((m) => ({ type: 'mention', text: `<at>${m.name}</at>`, mentioned: m })),
    channelData: teamChannelData(channelId),
  };
}

/** What Teams sends when the app is added to the team (the bot joins its General channel). */
export function botAddedToTeam(serviceUrl: string, by: Person) {
  return {
    type: 'conversationUpdate',
    id: `f:${randomUUID()}`,
    timestamp: new Date().toISOString(),
    channelId: 'msteams',
    serviceUrl,
    from: { id: by.id, aadObjectId: by.aadObjectId },
    conversation: { id: GENERAL, conversationType: 'channel', isGroup: true, tenantId: TENANT },
    recipient: BOT,
    membersAdded: [{ id: BOT.id }],
    channelData: teamChannelData(GENERAL, 'teamMemberAdded'),
  };
}

/** What Teams sends when the app is removed from the team. */
export function appRemovedFromTeam(serviceUrl: string, by: Person) {
  return {
    type: 'installationUpdate',
    id: `f:${randomUUID()}`,
    timestamp: new Date().toISOString(),
    channelId: 'msteams',
    serviceUrl,
    action: 'remove',
    from: { id: by.id, aadObjectId: by.aadObjectId },
    conversation: { id: GENERAL, conversationType: 'channel', isGroup: true, tenantId: TENANT },
    recipient: BOT,
    channelData: teamChannelData(GENERAL),
  };
}

/** A message in the person's personal chat with the bot. */
export function personalMessage(serviceUrl: string, from: Person, text: string, conversationId: string) {
  return {
    type: 'message',
    id: String(++counter),
    timestamp: new Date().toISOString(),
    channelId: 'msteams',
    serviceUrl,
    from: { id: from.id, name: from.name, aadObjectId: from.aadObjectId },
    conversation: { id: conversationId, conversationType: 'personal', tenantId: TENANT },
    recipient: BOT,
    text,
    channelData: { tenant: { id: TENANT } },
  };
}

/** Someone pressing an `Action.Execute` button on a card the bot posted in a channel thread. */
export function actionExecute(
  serviceUrl: string,
  from: Person,
  card: { conversationId: string; activityId: string },
  action: { verb: string; data: unknown },
) {
  return {
    type: 'invoke',
    name: 'adaptiveCard/action',
    id: `f:${randomUUID()}`,
    timestamp: new Date().toISOString(),
    channelId: 'msteams',
    serviceUrl,
    from: { id: from.id, name: from.name, aadObjectId: from.aadObjectId },
    conversation: { id: card.conversationId, conversationType: 'channel', isGroup: true, tenantId: TENANT },
    recipient: BOT,
    replyToId: card.activityId,
    value: { action: { type: 'Action.Execute', verb: action.verb, data: action.data }, trigger: 'manual' },
    channelData: teamChannelData(MODS),
  };
}

/** Posts an activity to the connector as the Bot Connector would; returns the status and the parsed body. */
export async function deliver(messagesUrl: string, activity: unknown, token?: string) {
  const response = await fetch(messagesUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(activity),
  });
  const text = await response.text();
  let body: any = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {}
  return { status: response.status, body };
}
