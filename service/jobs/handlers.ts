import type { ServiceContext } from '../context.js';
import { aggregateHandler } from './aggregate.job.js';
import { deliverWebhookHandler } from './deliver-webhook.job.js';
import { maintenanceHandler } from './maintenance.job.js';
import { persistSignalsHandler } from './persist-signals.job.js';
import type { JobHandler } from './registry.js';

/** One handler per queue of QUEUE_NAMES. */
export function jobHandlers(ctx: ServiceContext): JobHandler[] {
  return [
    persistSignalsHandler(ctx),
    maintenanceHandler(ctx),
    deliverWebhookHandler(ctx),
    aggregateHandler(ctx),
  ];
}
