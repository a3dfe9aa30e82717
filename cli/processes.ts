import { startConnectors } from '../connectors/index.js';
import { startApi } from '../service/api/server.js';
import type { ServiceConfig } from '../service/config.js';
import { closeServiceContext, createServiceContext } from '../service/context.js';
import { startWorker } from '../service/jobs/worker.js';
import { type Closer, closeOnSignals } from '../shared/runtime/lifecycle.js';
import { createLogger } from '../shared/runtime/logger.js';

export type ProcessPart = 'api' | 'worker' | 'connectors';

/** Starts the named parts in this process and stops them in reverse order on SIGTERM or SIGINT. */
export async function runProcesses(config: ServiceConfig, parts: ProcessPart[]): Promise<void> {
  const logger = createLogger({ level: config.LOG_LEVEL, name: parts.join('+') });
  const ctx = createServiceContext(config, logger);
  if (!ctx.sealer.enabled && config.NODE_ENV === 'production') {
    logger.warn('SECRETS_KEY is not set: webhook signing keys and connector tokens are stored unsealed');
  }
  const closers: Closer[] = [];
  if (parts.includes('api')) {
    const api = await startApi(ctx, { host: config.HOST, port: config.PORT });
    closers.unshift(api.close);
  }
  if (parts.includes('worker')) closers.push(await startWorker(ctx));
  // Connectors stop first, so the messages they hold in memory still reach the API on the way down.
  if (parts.includes('connectors')) closers.unshift(...(await startConnectors(process.env, logger)));
  closers.push(() => closeServiceContext(ctx));
  closeOnSignals(logger, closers, config.SHUTDOWN_TIMEOUT_MS);
}
