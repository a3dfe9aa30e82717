import type { ConnectorCore } from '../core/runtime.js';
import type { TeamsBot } from './bot.js';
import type { TeamsConfig } from './config.js';
import type { TeamsDirectory } from './directory.js';
import type { TeamOwners } from './owners.js';
import type { TeamsMarkup } from './render/markup.js';

/** What the listeners use; built once when the platform connects to core. */
export interface TeamsDeps {
  core: ConnectorCore<TeamsConfig>;
  directory: TeamsDirectory;
  bot: TeamsBot;
  owners: TeamOwners;
  markup: TeamsMarkup;
}
