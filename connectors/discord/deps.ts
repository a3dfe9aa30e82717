import type { Client } from 'discord.js';
import type { ConnectorCore } from '../core/runtime.js';
import type { DiscordConfig } from './config.js';
import type { ContentWatch } from './listeners/messages/content-watch.js';
import type { DiscordSurface } from './surface.js';

/** What the listeners use: core, the gateway client, the surface, and what is known of the content intent. */
export interface DiscordDeps {
  core: ConnectorCore<DiscordConfig>;
  client: Client;
  surface: DiscordSurface;
  content: ContentWatch;
}
