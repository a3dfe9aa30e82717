import type { AllMiddlewareArgs, SlackCommandMiddlewareArgs } from '@slack/bolt';
import { connectionState } from '../../../core/pulse-command.js';
import type { SlackDeps } from '../../deps.js';
import { type SlackMessage, section } from '../../render/mrkdwn.js';
import { renderStatus } from '../../render/status.js';

export const affectiveCommand = {
  command: '/affective',
  description: "Choose the moderators' channel, or see Affective's status",
  usage_hint: 'setup #channel | status',
  should_escape: true,
};

type CommandArgs = SlackCommandMiddlewareArgs & AllMiddlewareArgs;

const plain = (text: string): SlackMessage => ({ text, blocks: [section(text)] });

const USAGE = plain(
  "`/affective setup #channel` chooses the moderators' channel (workspace admins only); `/affective status` shows the connection, tier and counters.",
);

/** A channel as Slack escapes it (`<#C123|name>`), or a bare channel id. */
export function parseChannel(argument: string): string | null {
  const escaped = /^<#([CG][A-Z0-9]+)(?:\|[^>]*)?>$/.exec(argument.trim());
  if (escaped) return escaped[1]!;
  return /^[CG][A-Z0-9]{6,}$/.test(argument.trim()) ? argument.trim() : null;
}

function slackError(err: unknown): string | undefined {
  return (err as { data?: { error?: string } }).data?.error;
}

async function isWorkspaceAdmin({ client, command }: CommandArgs): Promise<boolean> {
  const { user } = await client.users.info({ user: command.user_id });
  return Boolean(user?.is_admin || user?.is_owner || user?.is_primary_owner);
}

/** Posts the welcome note in the channel, joining it first when the bot may (public channels). */
async function announceIn({ client }: CommandArgs, channel: string): Promise<boolean> {
  const note = plain(
    ':wave: Affective will post crisis banners and distress spike counters here. Pinned messages keep the latest.',
  );
  try {
    await client.chat.postMessage({ channel, ...note });
    return true;
  } catch (err) {
    if (slackError(err) !== 'not_in_channel') throw err;
  }
  try {
    await client.conversations.join({ channel });
    await client.chat.postMessage({ channel, ...note });
    return true;
  } catch {
    return false;
  }
}

export async function setupMessage(
  args: CommandArgs,
  deps: SlackDeps,
  argument: string,
): Promise<SlackMessage> {
  const channel = parseChannel(argument);
  if (!channel) return plain('Name the channel with #, as in `/affective setup #moderators`.');
  if (!(await isWorkspaceAdmin(args))) {
    return plain("Only workspace admins and owners can choose the moderators' channel.");
  }
  if (!(await announceIn(args, channel))) {
    return plain(
      `I can't post in <#${channel}> yet. Invite me there first (\`/invite @Affective\`), then run this again.`,
    );
  }
  const workspaceId = args.command.team_id;
  await deps.alerts.setModeratorsChannel(workspaceId, channel);
  deps.logger.info({ workspaceId }, "moderators' channel set");
  return plain(`Done: crisis banners and spike counters will go to <#${channel}>.`);
}

export async function statusMessage(deps: SlackDeps, workspaceId: string): Promise<SlackMessage> {
  const [connection, alerts] = await Promise.all([
    connectionState(deps.service),
    deps.alerts.status(workspaceId),
  ]);
  return renderStatus({ connection, alerts, stream: deps.stream.metrics() });
}

export async function handleAffective(args: CommandArgs, deps: SlackDeps): Promise<void> {
  await args.ack();
  const [subcommand = '', ...rest] = (args.command.text ?? '').trim().split(/\s+/);
  deps.tasks.run(`affective ${subcommand}`, async () => {
    let message: SlackMessage;
    if (subcommand === 'setup') message = await setupMessage(args, deps, rest.join(' '));
    else if (subcommand === 'status') message = await statusMessage(deps, args.command.team_id);
    else message = USAGE;
    await args.respond({ response_type: 'ephemeral', ...message });
  });
}
