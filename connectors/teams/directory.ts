import type { Pool } from '../../shared/runtime/pool.js';
import type { SecretSealer } from '../../shared/runtime/secret-sealer.js';
import { pseudonymise } from '../core/pseudonymise.js';
import { InstallationsRepository } from '../core/store/installations.repository.js';
import { PLATFORM } from './ids.js';

/** What the bot needs to post in a conversation without a request in hand. */
export interface StoredReference {
  serviceUrl: string;
  conversationId: string;
  tenantId: string;
}

export interface Mentionable {
  id: string;
  name: string;
}

/** A team the bot is installed in, and what posting there takes (every channel of a team shares these). */
export interface TeamInstallation {
  teamId: string;
  tenantId: string;
  /** The team's Microsoft 365 group, through which Graph tells its owners. */
  aadGroupId: string | null;
  serviceUrl: string;
  bot: Mentionable;
}

/** The label under which personal chats are kept, apart from the teams that alerts go to. */
export const PERSONAL = `${PLATFORM}-personal`;

/**
 * The teams the bot is in, and each person's personal chat with the bot, kept in the connector's
 * installations (sealed with SECRETS_KEY); channels' references are core's conversations. A personal chat is found by a keyed digest
 * of the person's tenant and AAD object id, so the table never names a person.
 */
export class TeamsDirectory {
  private readonly teams: InstallationsRepository;
  private readonly personal: InstallationsRepository;

  constructor(
    pool: Pool,
    sealer: SecretSealer,
    private readonly pseudonymKey: string,
  ) {
    this.teams = new InstallationsRepository(pool, PLATFORM, sealer);
    this.personal = new InstallationsRepository(pool, PERSONAL, sealer);
  }

  async saveTeam(workspaceId: string, team: TeamInstallation): Promise<void> {
    await this.teams.save(workspaceId, {
      enterpriseId: team.tenantId,
      isEnterpriseInstall: false,
      installation: team,
    });
  }

  team(workspaceId: string): Promise<TeamInstallation | null> {
    return this.teams.find<TeamInstallation>(workspaceId);
  }

  async deleteTeam(workspaceId: string): Promise<void> {
    await this.teams.delete(workspaceId);
  }

  workspaceIds(): Promise<string[]> {
    return this.teams.workspaceIds();
  }

  private personalKey(tenantId: string, aadObjectId: string): string {
    return pseudonymise(this.pseudonymKey, PERSONAL, tenantId, aadObjectId);
  }

  async savePersonalChat(aadObjectId: string, reference: StoredReference): Promise<void> {
    await this.personal.save(this.personalKey(reference.tenantId, aadObjectId), {
      enterpriseId: reference.tenantId,
      isEnterpriseInstall: false,
      installation: reference,
    });
  }

  personalChat(tenantId: string, aadObjectId: string): Promise<StoredReference | null> {
    return this.personal.find<StoredReference>(this.personalKey(tenantId, aadObjectId));
  }

  async deletePersonalChat(tenantId: string, aadObjectId: string): Promise<void> {
    await this.personal.delete(this.personalKey(tenantId, aadObjectId));
  }
}
