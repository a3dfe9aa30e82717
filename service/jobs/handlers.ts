import type { ServiceContext } from '../context.js';
import type { JobHandler } from './registry.js';

/** One handler per queue of QUEUE_NAMES. */
export function jobHandlers(_ctx: ServiceContext): JobHandler[] {
  return [];
}
