import type { Installation, InstallationQuery, InstallationStore, webApi } from '@slack/bolt';
import type { Pool } from '../../shared/runtime/pool.js';
import type { SecretSealer } from '../../shared/runtime/secret-sealer.js';
import { InstallationsRepository } from '../core/store/installations.repository.js';

export const PLATFORM = 'slack';

/** Where the connector finds a workspace's bot token when it acts outside a Slack request (alerts). */
export interface WorkspaceDirectory {
  tokenFor(workspaceId: string): Promise<string>;
  workspaceIds(): Promise<string[]>;
}

export class UnknownWorkspaceError extends Error {}

export class OrgWideInstallError extends Error {
  constructor(enterpriseId: string | undefined) {
    super(
      `org-wide installs of Enterprise Grid are not supported (${enterpriseId ?? 'unnamed organisation'}): install the app in each workspace`,
    );
    this.name = 'OrgWideInstallError';
  }
}

/** One workspace, one bot token: the workspace is whatever `auth.test` says the token belongs to. */
export class SingleWorkspace implements WorkspaceDirectory {
  private team?: Promise<string>;

  constructor(
    private readonly client: webApi.WebClient,
    private readonly botToken: string,
  ) {}

  teamId(): Promise<string> {
    this.team ??= this.client.auth.test({ token: this.botToken }).then((auth) => {
      if (!auth.team_id) throw new Error('auth.test named no team');
      return auth.team_id;
    });
    this.team.catch(() => {
      this.team = undefined;
    });
    return this.team;
  }

  async tokenFor(workspaceId: string): Promise<string> {
    if (workspaceId !== (await this.teamId()))
      throw new UnknownWorkspaceError(`not installed in ${workspaceId}`);
    return this.botToken;
  }

  async workspaceIds(): Promise<string[]> {
    return [await this.teamId()];
  }
}

/** OAuth installs kept in PostgreSQL; Bolt reads and writes them through this store. */
export class PgInstallationStore implements InstallationStore, WorkspaceDirectory {
  private readonly repository: InstallationsRepository;

  constructor(pool: Pool, sealer: SecretSealer) {
    this.repository = new InstallationsRepository(pool, PLATFORM, sealer);
  }

  /**
   * Org-wide installs of Enterprise Grid are refused: their events name each workspace while the install names
   * the organisation, so alerts and settings could not find their token. Install the app in each workspace.
   */
  async storeInstallation(installation: Installation): Promise<void> {
    if (installation.isEnterpriseInstall) throw new OrgWideInstallError(installation.enterprise?.id);
    const workspaceId = installation.team?.id;
    if (!workspaceId) throw new Error('an installation names no team');
    await this.repository.save(workspaceId, {
      enterpriseId: installation.enterprise?.id ?? null,
      isEnterpriseInstall: Boolean(installation.isEnterpriseInstall),
      installation,
    });
  }

  async fetchInstallation(query: InstallationQuery<boolean>): Promise<Installation> {
    const workspaceId = query.isEnterpriseInstall ? query.enterpriseId : query.teamId;
    const found = workspaceId ? await this.repository.find<Installation>(workspaceId) : null;
    if (!found)
      throw new UnknownWorkspaceError(`no installation for ${workspaceId ?? 'an unnamed workspace'}`);
    return found;
  }

  async deleteInstallation(query: InstallationQuery<boolean>): Promise<void> {
    const workspaceId = query.isEnterpriseInstall ? query.enterpriseId : query.teamId;
    if (workspaceId) await this.repository.delete(workspaceId);
  }

  async tokenFor(workspaceId: string): Promise<string> {
    const installation = await this.repository.find<Installation>(workspaceId);
    const token = installation?.bot?.token;
    if (!token) throw new UnknownWorkspaceError(`no bot token for ${workspaceId}`);
    return token;
  }

  workspaceIds(): Promise<string[]> {
    return this.repository.workspaceIds();
  }
}
