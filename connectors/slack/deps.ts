import type { ConnectorCore } from '../core/runtime.js';
import type { SlackConfig } from './config.js';
import type { PgInstallationStore } from './workspaces.js';

/** What the listeners use: core, and the OAuth installation store in multi-workspace mode. */
export interface SlackDeps {
  core: ConnectorCore<SlackConfig>;
  installations: PgInstallationStore | null;
}

/** What a listener module asks of the Slack app: the manifest must grant it (a test checks). */
export interface ListenerNeeds {
  botEvents: string[];
  scopes: string[];
}
