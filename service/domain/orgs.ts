import type { Tier } from '../../shared/contract/common.js';
import type { Clock } from '../../shared/runtime/clock.js';
import { type Pool, transaction } from '../../shared/runtime/pool.js';
import { ConfigsRepository } from '../store/repositories/configs.repository.js';
import { type Org, OrgsRepository } from '../store/repositories/orgs.repository.js';
import type { ApiKeysService, IssuedKey } from './api-keys.js';
import { DEFAULT_CONFIG } from './configure.js';
import { Conflict } from './errors.js';

export const DEFAULT_ORG_NAME = 'default';

export class OrgsService {
  constructor(
    private readonly pool: Pool,
    private readonly keys: ApiKeysService,
    private readonly clock: Clock,
  ) {}

  /** Creates an organisation together with its first configuration version. */
  async create(name: string, tier: Tier): Promise<Org> {
    try {
      return await transaction(this.pool, async (client) => {
        const org = await new OrgsRepository(client).create(name, tier);
        await new ConfigsRepository(client).insertNextVersion(org.id, DEFAULT_CONFIG, this.clock.now());
        return org;
      });
    } catch (err) {
      if ((err as { code?: string }).code === '23505')
        throw new Conflict(`An organisation named "${name}" exists.`);
      throw err;
    }
  }

  /**
   * On a database without organisations, creates `default` (tier signal) with an admin key, so a new user
   * can call the API at once. Returns the key, or null when there was already an organisation.
   */
  async bootstrap(): Promise<{ org: Org; admin: IssuedKey } | null> {
    if ((await new OrgsRepository(this.pool).count()) > 0) return null;
    let org: Org;
    try {
      org = await this.create(DEFAULT_ORG_NAME, 'signal');
    } catch (err) {
      if (err instanceof Conflict) return null; // another process bootstrapped first
      throw err;
    }
    return { org, admin: await this.keys.issue(org.id, 'admin', 'bootstrap') };
  }
}
