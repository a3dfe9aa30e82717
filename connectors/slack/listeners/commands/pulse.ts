import type { AllMiddlewareArgs, SlackCommandMiddlewareArgs } from '@slack/bolt';
import { pulseOutcome } from '../../../core/pulse-command.js';
import type { SlackDeps } from '../../deps.js';
import type { SlackMessage } from '../../render/mrkdwn.js';
import {
  renderPulse,
  renderPulseUsage,
  renderUnavailable,
  renderWindowRestricted,
} from '../../render/pulse.js';

export const pulseCommand = {
  command: '/pulse',
  description: 'Show the community pulse, anonymised',
  usage_hint: '[7d|30d|60d|all]',
  should_escape: false,
};

/** The pulse for the window asked for, as the caller will see it. Never throws: failures have a message too. */
export async function pulseMessage(service: SlackDeps['service'], argument: string): Promise<SlackMessage> {
  const outcome = await pulseOutcome(service, argument);
  if (outcome.kind === 'usage') return renderPulseUsage(outcome.given);
  if (outcome.kind === 'restricted') return renderWindowRestricted(outcome.window);
  if (outcome.kind === 'unavailable') return renderUnavailable(outcome.reason);
  return renderPulse(outcome.payload);
}

/** Acknowledges at once (Slack waits 3 seconds at most), then answers the caller alone. */
export async function handlePulse(
  { ack, command, respond }: SlackCommandMiddlewareArgs & AllMiddlewareArgs,
  deps: SlackDeps,
): Promise<void> {
  await ack();
  deps.tasks.run('pulse', async () => {
    const message = await pulseMessage(deps.service, command.text ?? '');
    await respond({ response_type: 'ephemeral', ...message });
  });
}
