import type { Role } from '../../shared/contract/common.js';
import type { Org } from '../store/repositories/orgs.repository.js';

/** Who is calling: resolved from the API key on every request. */
export interface AuthContext {
  keyId: string;
  role: Role;
  /** Set when the key was rotated: it still authenticates until then, but may no longer manage keys. */
  keyExpiresAt?: Date | null;
  org: Org;
}
