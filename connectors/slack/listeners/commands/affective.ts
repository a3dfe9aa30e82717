import type { AllMiddlewareArgs, SlackCommandMiddlewareArgs } from '@slack/bolt';
import type { CommandContext } from '../../../core/platform.js';
import type { SlackDeps } from '../../deps.js';
import { renderMessage } from '../../render/blocks.js';
import { slackSyntax } from '../../render/mrkdwn.js';

export const affectiveCommand = {
  command: '/affective',
  description: 'Set up Affective, see its status, or opt out with forget-me',
  usage_hint: 'setup #channel | status | channels | notify | support | digest | forget-me',
  should_escape: true,
};

type CommandArgs = SlackCommandMiddlewareArgs & AllMiddlewareArgs;

/** Who ran the command, whether Slack says they administer the workspace; answers go to them alone. */
export function commandContext({ client, command, respond }: CommandArgs): CommandContext {
  return {
    workspaceId: command.team_id,
    userId: command.user_id,
    channelId: command.channel_id,
    async isAdmin() {
      const { user } = await client.users.info({ user: command.user_id });
      return Boolean(user?.is_admin || user?.is_owner || user?.is_primary_owner);
    },
    async replyPrivately(view) {
      await respond({ response_type: 'ephemeral', ...renderMessage(view) });
    },
  };
}

/** Acknowledges at once, then answers the caller alone with what core says. */
export async function handleAffective(args: CommandArgs, { core }: SlackDeps): Promise<void> {
  await args.ack();
  const text = args.command.text ?? '';
  core.tasks.run(`affective ${text.trim().split(/\s+/)[0] ?? ''}`, () =>
    core.answerCommand(commandContext(args), text, slackSyntax),
  );
}
