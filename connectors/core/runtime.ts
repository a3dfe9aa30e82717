import { migrate } from '../../service/store/migrate.js';
import type { Closer } from '../../shared/runtime/lifecycle.js';
import type { Logger } from '../../shared/runtime/logger.js';
import { createPool, type Pool } from '../../shared/runtime/pool.js';
import type { AlertCenter } from './alerts.js';
import type { BackgroundTasks } from './background-tasks.js';
import { startHousekeeping } from './housekeeping.js';

/**
 * What every connector starts once it listens: housekeeping, the alert webhook's registration, and a redraw
 * that finishes what a previous run could not draw (platform away, a crash between posting and recording).
 * Returns the stopper.
 */
export function startConnectorWork(options: {
  pool: Pool;
  platform: string;
  logger: Logger;
  tasks: BackgroundTasks;
  registration: { run: () => Promise<void>; stop: () => void } | null;
  center: AlertCenter;
  workspaceIds: () => Promise<string[]>;
}): () => void {
  const { registration, center, tasks } = options;
  const stopHousekeeping = startHousekeeping(options.pool, options.platform, options.logger);
  if (registration) tasks.run('register webhook', registration.run);
  tasks.run('redraw alerts', async () => {
    for (const workspaceId of await options.workspaceIds()) await center.redraw(workspaceId);
  });
  return () => {
    registration?.stop();
    stopHousekeeping();
  };
}

/**
 * Runs a connector on a pool of its own over its database (migrated first); the closer stops the connector,
 * then ends the pool. A connector that fails to start leaves no pool open.
 */
export async function startOnOwnPool(options: {
  name: string;
  databaseUrl: string;
  logger: Logger;
  create: (pool: Pool) => { start(): Promise<unknown>; stop(): Promise<void> };
}): Promise<Closer> {
  const pool = createPool({
    url: options.databaseUrl,
    max: 5,
    logger: options.logger,
    applicationName: `affective-${options.name}`,
  });
  try {
    await migrate(pool);
    const connector = options.create(pool);
    await connector.start();
    return async () => {
      await connector.stop();
      await pool.end();
    };
  } catch (err) {
    await pool.end();
    throw err;
  }
}
