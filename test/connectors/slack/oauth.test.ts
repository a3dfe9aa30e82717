import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resealConnectorSecrets } from '../../../connectors/core/sealing.js';
import { InstallationsRepository } from '../../../connectors/core/store/installations.repository.js';
import { botScopes } from '../../../connectors/slack/app.js';
import { PgInstallationStore } from '../../../connectors/slack/workspaces.js';
import { createLogger } from '../../../shared/runtime/logger.js';
import { SecretSealer } from '../../../shared/runtime/secret-sealer.js';
import { eventEnvelope, postEvent } from '../../fakes/slack/requests.js';
import { SIGNING_SECRET, type SlackHarness, startSlackConnector } from './support.js';

const INSTALLED_TEAM = 'T0INSTALL';

/** A connector set up for OAuth installs, not for one workspace's token. */
const OAUTH_CONNECTOR = {
  apiUrl: 'http://127.0.0.1:9',
  apiKey: 'aff_admin_notusedbythesetests_0',
  env: {
    SLACK_BOT_TOKEN: '',
    SLACK_CLIENT_ID: '1234.5678',
    SLACK_CLIENT_SECRET: 'client-secret',
    SLACK_STATE_SECRET: 'state-secret-0123456789',
  },
};

describe('multi-workspace install through OAuth', () => {
  let slack: SlackHarness;
  // Installations hold bot tokens: they are kept sealed, as wherever SECRETS_KEY is set.
  const secretsKey = randomBytes(32);
  const sealer = new SecretSealer(secretsKey);

  beforeAll(async () => {
    slack = await startSlackConnector({
      ...OAUTH_CONNECTOR,
      env: { ...OAUTH_CONNECTOR.env, SECRETS_KEY: secretsKey.toString('base64') },
    });
    slack.fake.oauthCodes.set('code-from-slack', { teamId: INSTALLED_TEAM, teamName: 'Installed Team' });
  });
  afterAll(() => slack?.close());

  it('should install a workspace through /slack/install and /slack/oauth_redirect, storing it in PostgreSQL', async () => {
    const page = await fetch(`${slack.url}/slack/install`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const authorize = new URL(
      /href="([^"]+oauth\/v2\/authorize[^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&'),
    );
    expect(authorize.searchParams.get('client_id')).toBe('1234.5678');
    expect(authorize.searchParams.get('scope')!.split(',').sort()).toEqual(botScopes());
    const state = authorize.searchParams.get('state')!;
    const cookie = page.headers.get('set-cookie')!.split(';')[0]!;

    const callback = await fetch(`${slack.url}/slack/oauth_redirect?code=code-from-slack&state=${state}`, {
      headers: { cookie },
    });
    expect(callback.status).toBe(200);
    expect(slack.fake.callsTo('oauth.v2.access')).toHaveLength(1);
    const { rows } = await slack.pool.query(
      `SELECT workspace_id, installation::text AS stored FROM connector.installations WHERE platform = 'slack'`,
    );
    expect(rows).toEqual([{ workspace_id: INSTALLED_TEAM, stored: expect.stringMatching(/^"sealed:/) }]);
    expect(rows[0].stored).not.toContain('xoxb-');
    const installation = await new PgInstallationStore(slack.pool, sealer).fetchInstallation({
      teamId: INSTALLED_TEAM,
      enterpriseId: undefined,
      isEnterpriseInstall: false,
    });
    expect(installation.bot?.token).toBe(`xoxb-installed-${INSTALLED_TEAM}`);
    expect(slack.logs.some((l) => l.includes('SECRETS_KEY is not set'))).toBe(false);
  });

  it('should refuse an org-wide Enterprise Grid install, storing nothing', async () => {
    const store = new PgInstallationStore(slack.pool, sealer);
    await expect(
      store.storeInstallation({
        team: undefined,
        enterprise: { id: 'E0GRID01', name: 'Grid' },
        isEnterpriseInstall: true,
        bot: { token: 'xoxb-grid', scopes: [], id: 'B1', userId: 'U1' },
        user: { id: 'UINSTALLER', token: undefined, scopes: undefined },
      }),
    ).rejects.toThrow(/org-wide installs of Enterprise Grid are not supported/);
    const { rows } = await slack.pool.query(
      "SELECT 1 FROM connector.installations WHERE workspace_id = 'E0GRID01'",
    );
    expect(rows).toEqual([]);
  });

  it('should seal at start the installations kept before SECRETS_KEY was set', async () => {
    const plain = new InstallationsRepository(slack.pool, 'slack', new SecretSealer(null));
    await plain.save('T0EARLIER', {
      enterpriseId: null,
      isEnterpriseInstall: false,
      installation: { team: { id: 'T0EARLIER' }, bot: { token: 'xoxb-earlier' } },
    });
    await resealConnectorSecrets({
      pool: slack.pool,
      platform: 'slack',
      sealer,
      logger: createLogger({ level: 'silent' }),
    });
    const { rows } = await slack.pool.query(
      "SELECT installation::text AS stored FROM connector.installations WHERE workspace_id = 'T0EARLIER'",
    );
    expect(rows[0].stored).toMatch(/^"sealed:/);
    expect(rows[0].stored).not.toContain('xoxb-earlier');
    const sealedRepository = new InstallationsRepository(slack.pool, 'slack', sealer);
    expect(await sealedRepository.find('T0EARLIER')).toMatchObject({ bot: { token: 'xoxb-earlier' } });
    await sealedRepository.delete('T0EARLIER');
  });

  it('should refuse a callback whose state was not issued by it', async () => {
    const forged = await fetch(`${slack.url}/slack/oauth_redirect?code=code-from-slack&state=forged`);
    expect(forged.status).not.toBe(200);
    expect(slack.fake.callsTo('oauth.v2.access')).toHaveLength(1);
  });

  it("should answer the installed workspace's events with its own bot token", async () => {
    const opened = eventEnvelope(INSTALLED_TEAM, {
      type: 'app_home_opened',
      user: 'UVIEWER1',
      channel: 'DHOME',
      tab: 'home',
    });
    expect((await postEvent(slack.eventsUrl, SIGNING_SECRET, opened)).status).toBe(200);
    const publish = slack.fake.callsTo('views.publish').at(-1)!;
    const viewers = await slack.pool.query('SELECT workspace_id, user_id FROM connector.home_viewers');
    expect(viewers.rows).toEqual([{ workspace_id: INSTALLED_TEAM, user_id: 'UVIEWER1' }]);
    expect(publish.token).toBe(`xoxb-installed-${INSTALLED_TEAM}`);
    expect(JSON.stringify(slack.fake.views.get('UVIEWER1').blocks)).toContain("No moderators' channel yet");
  });

  it('should forget a workspace that uninstalls the app', async () => {
    const uninstalled = eventEnvelope(INSTALLED_TEAM, { type: 'app_uninstalled' });
    expect((await postEvent(slack.eventsUrl, SIGNING_SECRET, uninstalled)).status).toBe(200);
    const { rows } = await slack.pool.query('SELECT 1 FROM connector.installations');
    expect(rows).toEqual([]);
    const viewers = await slack.pool.query('SELECT 1 FROM connector.home_viewers');
    expect(viewers.rows).toEqual([]);
  });

  it('should warn at start when it would store installations unsealed', async () => {
    const unsealed = await startSlackConnector({
      ...OAUTH_CONNECTOR,
    });
    try {
      expect(unsealed.logs.some((l) => l.includes('SECRETS_KEY is not set'))).toBe(true);
    } finally {
      await unsealed.close();
    }
  });
});
