import type { AllMiddlewareArgs, SlackCommandMiddlewareArgs } from '@slack/bolt';
import type { SlackDeps } from '../../deps.js';
import { renderMessage } from '../../render/blocks.js';

export const pulseCommand = {
  command: '/pulse',
  description: 'Show the community pulse, anonymised',
  usage_hint: '[7d|30d|60d|all]',
  should_escape: false,
};

/** Acknowledges at once (Slack waits 3 seconds at most), then answers the caller alone. */
export async function handlePulse(
  { ack, command, respond }: SlackCommandMiddlewareArgs & AllMiddlewareArgs,
  { core }: SlackDeps,
): Promise<void> {
  await ack();
  core.tasks.run('pulse', async () => {
    const view = await core.pulse(command.text ?? '');
    await respond({ response_type: 'ephemeral', ...renderMessage(view) });
  });
}
