import type { ServiceContext } from '../context.js';

/**
 * Registers the repeatable jobs. `upsertJobScheduler` keys them by id, so every worker may call this at start
 * and each schedule exists once.
 */
export async function registerSchedules(_ctx: ServiceContext): Promise<void> {}
