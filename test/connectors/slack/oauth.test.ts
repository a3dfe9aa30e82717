import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botScopes } from '../../../connectors/slack/app.js';
import { eventEnvelope, postEvent } from '../../fakes/slack/requests.js';
import { SIGNING_SECRET, type SlackHarness, startSlackConnector } from './support.js';

const INSTALLED_TEAM = 'T0INSTALL';

describe('multi-workspace install through OAuth', () => {
  let slack: SlackHarness;

  beforeAll(async () => {
    slack = await startSlackConnector({
      apiUrl: 'http://127.0.0.1:9',
      apiKey: 'aff_admin_notusedbythesetests_0',
      env: {
        SLACK_BOT_TOKEN: '',
        SLACK_CLIENT_ID: '1234.5678',
        SLACK_CLIENT_SECRET: 'client-secret',
        SLACK_STATE_SECRET: 'state-secret-0123456789',
      },
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
      `SELECT workspace_id, installation->'bot'->>'token' AS token FROM connector.installations WHERE platform = 'slack'`,
    );
    expect(rows).toEqual([{ workspace_id: INSTALLED_TEAM, token: `xoxb-installed-${INSTALLED_TEAM}` }]);
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
    expect(publish.token).toBe(`xoxb-installed-${INSTALLED_TEAM}`);
    expect(JSON.stringify(slack.fake.views.get('UVIEWER1').blocks)).toContain("No moderators' channel yet");
  });

  it('should forget a workspace that uninstalls the app', async () => {
    const uninstalled = eventEnvelope(INSTALLED_TEAM, { type: 'app_uninstalled' });
    expect((await postEvent(slack.eventsUrl, SIGNING_SECRET, uninstalled)).status).toBe(200);
    const { rows } = await slack.pool.query('SELECT 1 FROM connector.installations');
    expect(rows).toEqual([]);
  });
});
