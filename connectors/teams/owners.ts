/**
 * Who owns a team, asked of Microsoft Graph (`GET /teams/{group}/members`, granted per team by the RSC
 * permission `TeamMember.Read.Group`): the Bot Connector does not tell owners from members.
 */
export class TeamOwners {
  constructor(
    private readonly graphUrl: string,
    /** An app-only Graph token, or null where none is needed (anonymous development against a local fake). */
    private readonly token: () => Promise<string | null>,
  ) {}

  async isOwner(aadGroupId: string, aadObjectId: string): Promise<boolean> {
    const url = new URL(
      `${this.graphUrl.replace(/\/+$/, '')}/teams/${encodeURIComponent(aadGroupId)}/members`,
    );
    url.searchParams.set('$filter', `(microsoft.graph.aadUserConversationMember/userId eq '${aadObjectId}')`);
    const token = await this.token();
    const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    if (!response.ok) throw new Error(`Graph answered ${response.status} for the team's members`);
    const { value } = (await response.json()) as { value?: Array<{ userId?: string; roles?: string[] }> };
    return (value ?? []).some((m) => m.userId === aadObjectId && m.roles?.includes('owner'));
  }
}
