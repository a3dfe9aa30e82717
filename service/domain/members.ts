import type { Tier } from '../../shared/contract/common.js';
import type { PutMembersRequest, PutMembersResponse } from '../../shared/contract/members.js';
import type { Clock } from '../../shared/runtime/clock.js';
import { type Pool, retryOnConflict } from '../../shared/runtime/pool.js';
import { MembersRepository } from '../store/repositories/members.repository.js';
import { TierRestricted } from './errors.js';
import { tierHasModelB } from './tiers.js';

export class MembersService {
  constructor(
    private readonly pool: Pool,
    private readonly clock: Clock,
  ) {}

  async upsert(orgId: string, tier: Tier, request: PutMembersRequest): Promise<PutMembersResponse> {
    if (!tierHasModelB(tier)) {
      throw new TierRestricted(
        `Cohort members need uids (Model B), which the ${tier} tier does not include.`,
      );
    }
    // Ingestion upserts the same rows as it sees people; should the two deadlock, the upsert runs again.
    const upserted = await retryOnConflict(() =>
      new MembersRepository(this.pool).upsertAttributes(orgId, request.members, this.clock.now()),
    );
    return { upserted };
  }
}
