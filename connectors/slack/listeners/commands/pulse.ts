import type { AllMiddlewareArgs, SlackCommandMiddlewareArgs } from '@slack/bolt';
import type { SlackDeps } from '../../deps.js';
import { commandContext } from './affective.js';

export const pulseCommand = {
  command: '/pulse',
  description: 'Show the community pulse, anonymised',
  usage_hint: '[7d|30d|60d|all]',
  should_escape: false,
};

/** Acknowledges at once (Slack waits 3 seconds at most), then answers the caller alone. */
export async function handlePulse(
  args: SlackCommandMiddlewareArgs & AllMiddlewareArgs,
  { core }: SlackDeps,
): Promise<void> {
  await args.ack();
  core.tasks.run('pulse', () => core.answerPulse(commandContext(args), args.command.text ?? ''));
}
