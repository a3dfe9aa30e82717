import type { ErasedUser } from '../../shared/contract/members.js';
import { type Pool, transaction } from '../store/pool.js';
import { UserDataRepository } from '../store/repositories/user-data.repository.js';
import type { Clock } from './clock.js';

export class UsersService {
  constructor(
    private readonly pool: Pool,
    private readonly clock: Clock,
  ) {}

  /**
   * Erases every signal, baseline, flag and attribute of a uid. Aggregates already computed hold no uid; the
   * next aggregation run recomputes them without the erased signals.
   */
  async erase(orgId: string, uid: string): Promise<ErasedUser> {
    const { signals } = await transaction(this.pool, (client) =>
      new UserDataRepository(client).erase(orgId, uid),
    );
    return { uid, signals_erased: signals, erased_at: this.clock.now().toISOString() };
  }
}
