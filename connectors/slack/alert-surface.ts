import type { webApi } from '@slack/bolt';
import type { Logger } from '../../shared/runtime/logger.js';
import type { AlertStatus, AlertSurface, CrisisBanner, SpikeCounter } from '../core/alerts.js';
import { renderCrisisBanner, renderSpikeCounters } from './render/alerts.js';
import { renderHome } from './render/home.js';
import type { SlackMessage } from './render/mrkdwn.js';
import type { WorkspaceDirectory } from './workspaces.js';

function slackError(err: unknown): string | undefined {
  return (err as { data?: { error?: string } }).data?.error;
}

/** Draws alerts in Slack. The Web API client waits out 429s itself (it honours `Retry-After`). */
export class SlackAlertSurface implements AlertSurface {
  constructor(
    private readonly client: webApi.WebClient,
    private readonly directory: WorkspaceDirectory,
    private readonly logger: Logger,
  ) {}

  async postBanner(workspaceId: string, channelId: string, banner: CrisisBanner): Promise<string> {
    return this.postPinned(workspaceId, channelId, renderCrisisBanner(banner));
  }

  async updateBanner(
    workspaceId: string,
    channelId: string,
    ref: string,
    banner: CrisisBanner,
  ): Promise<void> {
    const token = await this.directory.tokenFor(workspaceId);
    await this.client.chat.update({ token, channel: channelId, ts: ref, ...renderCrisisBanner(banner) });
  }

  async postCounters(workspaceId: string, channelId: string, counters: SpikeCounter[]): Promise<string> {
    return this.postPinned(workspaceId, channelId, renderSpikeCounters(counters));
  }

  async updateCounters(
    workspaceId: string,
    channelId: string,
    ref: string,
    counters: SpikeCounter[],
  ): Promise<boolean> {
    const token = await this.directory.tokenFor(workspaceId);
    try {
      await this.client.chat.update({ token, channel: channelId, ts: ref, ...renderSpikeCounters(counters) });
      return true;
    } catch (err) {
      if (slackError(err) === 'message_not_found' || slackError(err) === 'cant_update_message') return false;
      throw err;
    }
  }

  async publishHome(workspaceId: string, userId: string, status: AlertStatus): Promise<void> {
    const token = await this.directory.tokenFor(workspaceId);
    await this.client.views.publish({ token, user_id: userId, view: renderHome(status) });
  }

  private async postPinned(workspaceId: string, channelId: string, message: SlackMessage): Promise<string> {
    const token = await this.directory.tokenFor(workspaceId);
    const posted = await this.client.chat.postMessage({ token, channel: channelId, ...message });
    const ts = posted.ts;
    if (!ts) throw new Error('chat.postMessage returned no ts');
    try {
      await this.client.pins.add({ token, channel: channelId, timestamp: ts });
    } catch (err) {
      // The message is out and must be recorded as such, or the next redraw would post it again.
      if (slackError(err) !== 'already_pinned')
        this.logger.warn(
          { error: slackError(err) ?? (err as Error).message },
          'could not pin an alert message',
        );
    }
    return ts;
  }
}
