import { createHmac, randomUUID } from 'node:crypto';

/** Slack's request signature: `v0=` and the HMAC-SHA256 of `v0:{timestamp}:{body}` under the signing secret. */
export function slackSignature(secret: string, timestamp: number, body: string): string {
  return `v0=${createHmac('sha256', secret).update(`v0:${timestamp}:${body}`).digest('hex')}`;
}

export interface SignedOptions {
  /** Seconds since the epoch; now when left out. */
  timestamp?: number;
  /** Signs with this secret instead (a forged request). */
  secret?: string;
  retryNum?: number;
}

/** Posts `body` to the app as Slack would, signed. */
export async function postSigned(
  url: string,
  signingSecret: string,
  body: string,
  contentType: string,
  options: SignedOptions = {},
): Promise<Response> {
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  const headers: Record<string, string> = {
    'content-type': contentType,
    'x-slack-request-timestamp': String(timestamp),
    'x-slack-signature': slackSignature(options.secret ?? signingSecret, timestamp, body),
  };
  if (options.retryNum !== undefined) {
    headers['x-slack-retry-num'] = String(options.retryNum);
    headers['x-slack-retry-reason'] = 'http_timeout';
  }
  return fetch(url, { method: 'POST', headers, body });
}

export function postEvent(url: string, secret: string, payload: unknown, options?: SignedOptions) {
  return postSigned(url, secret, JSON.stringify(payload), 'application/json', options);
}

/** An Events API envelope around `event`, as Slack sends it to the app. */
export function eventEnvelope(
  teamId: string,
  event: Record<string, unknown>,
  eventId = `Ev${randomUUID().slice(0, 10)}`,
) {
  return {
    token: 'legacy-verification-token',
    team_id: teamId,
    api_app_id: 'AFAKEAPP',
    type: 'event_callback',
    event_id: eventId,
    event_time: Math.floor(Date.now() / 1000),
    authorizations: [
      { team_id: teamId, user_id: `UBOT${teamId}`, is_bot: true, is_enterprise_install: false },
    ],
    event,
  };
}

/** A message event in a channel. */
export function messageEvent(fields: {
  channel: string;
  user?: string;
  text: string;
  channelType?: 'channel' | 'group' | 'im' | 'mpim';
  threadTs?: string;
  subtype?: string;
  botId?: string;
}) {
  const ts = `${Math.floor(Date.now() / 1000)}.${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  return {
    type: 'message',
    channel: fields.channel,
    channel_type: fields.channelType ?? 'channel',
    ...(fields.user ? { user: fields.user } : {}),
    text: fields.text,
    ts,
    event_ts: ts,
    ...(fields.threadTs ? { thread_ts: fields.threadTs } : {}),
    ...(fields.subtype ? { subtype: fields.subtype } : {}),
    ...(fields.botId ? { bot_id: fields.botId } : {}),
  };
}

/** A slash command, form-encoded as Slack posts it. */
export function postCommand(
  url: string,
  secret: string,
  fields: { teamId: string; userId: string; command: string; text: string; responseUrl: string },
  options?: SignedOptions,
) {
  const body = new URLSearchParams({
    token: 'legacy-verification-token',
    team_id: fields.teamId,
    team_domain: 'fake',
    channel_id: 'CCOMMANDS',
    channel_name: 'general',
    user_id: fields.userId,
    user_name: 'someone',
    command: fields.command,
    text: fields.text,
    api_app_id: 'AFAKEAPP',
    response_url: fields.responseUrl,
    trigger_id: `${Date.now()}.trigger`,
  }).toString();
  return postSigned(url, secret, body, 'application/x-www-form-urlencoded', options);
}

/** A block action (a button press), form-encoded with its JSON `payload`. */
export function postAction(
  url: string,
  secret: string,
  fields: { teamId: string; userId: string; actionId: string; value: string; responseUrl: string },
) {
  const payload = {
    type: 'block_actions',
    team: { id: fields.teamId, domain: 'fake' },
    user: { id: fields.userId, team_id: fields.teamId },
    api_app_id: 'AFAKEAPP',
    token: 'legacy-verification-token',
    trigger_id: `${Date.now()}.trigger`,
    response_url: fields.responseUrl,
    container: { type: 'message', channel_id: 'CMODS', message_ts: '1.1' },
    channel: { id: 'CMODS' },
    actions: [
      {
        type: 'button',
        action_id: fields.actionId,
        block_id: 'crisis_banner',
        value: fields.value,
        action_ts: `${Date.now() / 1000}`,
      },
    ],
  };
  const body = new URLSearchParams({ payload: JSON.stringify(payload) }).toString();
  return postSigned(url, secret, body, 'application/x-www-form-urlencoded');
}
