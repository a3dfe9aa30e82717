import type { Logger } from '../../shared/runtime/logger.js';
import type { Pool } from '../../shared/runtime/pool.js';
import { HOME_VIEWERS_KEPT_MS } from './alerts/center.js';
import { HomeViewersRepository } from './store/home-viewers.repository.js';
import { PgSeenStore, PlatformEventClaims } from './store/seen.repository.js';

const KEEP_SEEN_MS = 3 * 24 * 3_600_000;
const EVERY_MS = 6 * 3_600_000;

/**
 * Forgets handled webhook and event ids once no redelivery can come, and Home tab viewers who have not opened it
 * for a week; returns a stopper.
 */
export function startHousekeeping(pool: Pool, platform: string, logger: Logger): () => void {
  const sweep = async () => {
    const cutoff = new Date(Date.now() - KEEP_SEEN_MS);
    try {
      const webhooks = await new PgSeenStore(pool).forgetOlderThan(cutoff);
      const events = await new PlatformEventClaims(pool, platform).forgetOlderThan(cutoff);
      const viewers = await new HomeViewersRepository(pool, platform).forgetOlderThan(
        new Date(Date.now() - HOME_VIEWERS_KEPT_MS),
      );
      if (webhooks || events || viewers)
        logger.debug({ webhooks, events, viewers }, 'forgot old handled ids');
    } catch (err) {
      logger.warn({ err: { message: (err as Error).message } }, 'housekeeping failed');
    }
  };
  void sweep();
  const timer = setInterval(sweep, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
