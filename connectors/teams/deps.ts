import type { AffectiveClient } from '../../shared/client/index.js';
import type { Logger } from '../../shared/runtime/logger.js';
import type { AlertCenter } from '../core/alerts.js';
import type { ServiceStream } from '../core/service-stream.js';
import type { PlatformEventClaims } from '../core/store/seen.repository.js';
import type { WorkspacesRepository } from '../core/store/workspaces.repository.js';
import type { TeamsBot } from './bot.js';
import type { TeamsConfig } from './config.js';
import type { TeamsDirectory } from './directory.js';
import type { TeamOwners } from './owners.js';

/** What the listeners use; built once by the app. */
export interface TeamsDeps {
  config: TeamsConfig;
  logger: Logger;
  service: AffectiveClient;
  stream: ServiceStream;
  alerts: AlertCenter;
  workspaces: WorkspacesRepository;
  directory: TeamsDirectory;
  bot: TeamsBot;
  owners: TeamOwners;
  /** Activities already taken: the Bot Connector can deliver one again when an answer was slow. */
  claims: PlatformEventClaims;
}
