import type { AffectiveClient } from '../../shared/client/index.js';
import type { Logger } from '../../shared/runtime/logger.js';
import type { AlertCenter } from '../core/alerts.js';
import type { BackgroundTasks } from '../core/background-tasks.js';
import type { ServiceStream } from '../core/service-stream.js';
import type { UidMapRepository } from '../core/store/uid-map.repository.js';
import type { SlackConfig } from './config.js';
import type { PgInstallationStore } from './workspaces.js';

/** What the listeners use; built once by the app. */
export interface SlackDeps {
  config: SlackConfig;
  logger: Logger;
  service: AffectiveClient;
  stream: ServiceStream;
  alerts: AlertCenter;
  /** Work done after a request was acknowledged. */
  tasks: BackgroundTasks;
  /** Set when CONNECTOR_KEEP_UID_MAP is on. */
  uidMap: UidMapRepository | null;
  /** Set in OAuth (multi-workspace) mode. */
  installations: PgInstallationStore | null;
}

/** What a listener module asks of the Slack app: the manifest must grant it (a test checks). */
export interface ListenerNeeds {
  botEvents: string[];
  scopes: string[];
}
