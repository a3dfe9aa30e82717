import type { ErasedUser } from '../../shared/contract/members.js';
import type { Clock } from '../../shared/runtime/clock.js';
import { type Pool, transaction } from '../../shared/runtime/pool.js';
import { UserDataRepository } from '../store/repositories/user-data.repository.js';

export class UsersService {
  constructor(
    private readonly pool: Pool,
    private readonly clock: Clock,
    private readonly requestAggregation: (orgId: string) => Promise<void>,
  ) {}

  /**
   * Erases every signal, rollup, baseline, flag and attribute of a uid, and keeps signals received before now
   * from being stored later (queued during an outage, or in flight), then asks for an aggregation run so the
   * cached pulse is rebuilt without them (cached aggregates hold no uid, but did count the erased signals).
   */
  async erase(orgId: string, uid: string): Promise<ErasedUser> {
    const at = this.clock.now();
    const { signals } = await transaction(this.pool, (client) =>
      new UserDataRepository(client).erase(orgId, uid, at),
    );
    await this.requestAggregation(orgId).catch(() => {}); // the nightly run covers a lost request
    return { uid, signals_erased: signals, erased_at: at.toISOString() };
  }
}
