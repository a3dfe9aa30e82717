import type { SupportOptIn } from '../../../shared/contract/support.js';
import type { Clock } from '../../../shared/runtime/clock.js';
import type { Pool } from '../../../shared/runtime/pool.js';
import { SupportRepository } from '../../store/repositories/support.repository.js';
import type { AuthContext } from '../auth.js';
import { requireBrain } from '../tiers.js';

/** A person's own choice, relayed by their connector: direct support only ever reaches those who opted in. */
export class SupportOptInsService {
  constructor(
    private readonly pool: Pool,
    private readonly clock: Clock,
  ) {}

  async set(auth: AuthContext, uid: string, optedIn: boolean): Promise<SupportOptIn> {
    requireBrain(auth.org.tier, 'Direct support messages');
    const repo = new SupportRepository(this.pool);
    if (optedIn) await repo.optIn(auth.org.id, uid, this.clock.now());
    else await repo.optOut(auth.org.id, uid);
    return { uid, opted_in: optedIn };
  }
}
