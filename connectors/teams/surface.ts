import type { Logger } from '../../shared/runtime/logger.js';
import type { AlertSurface, CrisisBanner, SpikeCounter } from '../core/alerts.js';
import type { PostedRef, TeamsBot } from './bot.js';
import type { TeamInstallation, TeamsDirectory } from './directory.js';
import { renderCrisisBanner, renderSpikeCounters } from './render/alerts.js';
import { cardActivity } from './render/cards.js';
import { statusOf } from './retry.js';

const encodeRef = (ref: PostedRef): string => JSON.stringify(ref);
const decodeRef = (ref: string): PostedRef => JSON.parse(ref) as PostedRef;

/**
 * Draws alerts in a team's moderators' channel: each crisis banner starts a thread of its own (so moderators
 * can talk it through under it), and the spike counter is one post of the channel updated in place (channel
 * posts cannot be pinned in Teams). References are `{conversationId, activityId}` as JSON.
 */
export class TeamsAlertSurface implements AlertSurface {
  constructor(
    private readonly bot: TeamsBot,
    private readonly directory: TeamsDirectory,
    private readonly logger: Logger,
  ) {}

  private async team(workspaceId: string): Promise<TeamInstallation> {
    const team = await this.directory.team(workspaceId);
    if (!team) throw new Error('no stored installation for this team');
    return team;
  }

  private reference(team: TeamInstallation, conversationId: string) {
    return { serviceUrl: team.serviceUrl, tenantId: team.tenantId, conversationId };
  }

  async postBanner(workspaceId: string, channelId: string, banner: CrisisBanner): Promise<string> {
    const team = await this.team(workspaceId);
    const posted = await this.bot.startThread(
      team,
      channelId,
      cardActivity(renderCrisisBanner(banner, team), 'Crisis alert'),
    );
    return encodeRef(posted);
  }

  async updateBanner(
    workspaceId: string,
    _channelId: string,
    ref: string,
    banner: CrisisBanner,
  ): Promise<void> {
    const team = await this.team(workspaceId);
    const { conversationId, activityId } = decodeRef(ref);
    await this.bot.update(
      this.reference(team, conversationId),
      activityId,
      cardActivity(renderCrisisBanner(banner, team), 'Crisis alert'),
    );
  }

  async postCounters(workspaceId: string, channelId: string, counters: SpikeCounter[]): Promise<string> {
    const team = await this.team(workspaceId);
    const posted = await this.bot.post(
      this.reference(team, channelId),
      cardActivity(renderSpikeCounters(counters), 'Distress spikes'),
    );
    return encodeRef(posted);
  }

  async updateCounters(
    workspaceId: string,
    _channelId: string,
    ref: string,
    counters: SpikeCounter[],
  ): Promise<boolean> {
    const team = await this.team(workspaceId);
    const { conversationId, activityId } = decodeRef(ref);
    try {
      await this.bot.update(
        this.reference(team, conversationId),
        activityId,
        cardActivity(renderSpikeCounters(counters), 'Distress spikes'),
      );
      return true;
    } catch (err) {
      if (statusOf(err) === 404) {
        this.logger.info({ workspaceId }, 'the spike counter post is gone: posting a new one');
        return false;
      }
      throw err;
    }
  }

  /** Teams has no Home view; nobody is recorded as its viewer, so the alert centre never asks for one. */
  async publishHome(): Promise<void> {}
}
