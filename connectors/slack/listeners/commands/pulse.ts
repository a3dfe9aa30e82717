import type { AllMiddlewareArgs, SlackCommandMiddlewareArgs } from '@slack/bolt';
import { AffectiveApiError } from '../../../../shared/client/index.js';
import { WINDOWS, type Window } from '../../../../shared/contract/common.js';
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

const DEFAULT_WINDOW: Window = '30d';

/** The pulse for the window asked for, as the caller will see it. Never throws: failures have a message too. */
export async function pulseMessage(service: SlackDeps['service'], argument: string): Promise<SlackMessage> {
  const given = argument.trim().toLowerCase();
  if (given && !WINDOWS.includes(given as Window)) return renderPulseUsage(given);
  const window = (given || DEFAULT_WINDOW) as Window;
  try {
    const payload = await service.pulse({ window, layers: 'all' });
    if (payload.error) return renderUnavailable(payload.error);
    return renderPulse(payload);
  } catch (err) {
    if (!(err instanceof AffectiveApiError)) throw err;
    if (err.code === 'tier_restricted') return renderWindowRestricted(window);
    if (err.status === 401 || err.status === 403) {
      return renderUnavailable(`the service refused this connector's API key (${err.code})`);
    }
    return renderUnavailable(err.retryable ? `the service is unavailable (${err.code})` : err.message);
  }
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
