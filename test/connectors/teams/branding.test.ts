import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  botAddedToTeam,
  CHANNEL,
  channelMessage,
  deliver,
  MODS,
  person,
  TEAM_GROUP,
  TEAM_ID,
} from '../../fakes/teams/activities.js';
import { alertEvent } from '../../support/alert-webhook.js';
import { startTestService, type TestOrg, type TestService } from '../../support/harness.js';
import { sendWebhook } from '../slack/support.js';
import { startTeamsConnector, type TeamsHarness } from './support.js';

const SECRET = `whsec_${randomBytes(24).toString('base64')}`;
const OWNER = person('Olivia');
const BRANDING = {
  product_name: 'Acme **Care**',
  logo_url: 'https://cdn.acme.example/logo.png',
  accent_colour: '#0a7c59',
};

const cardOf = (activity: any) => activity.attachments[0].content;

/** White-label footers through the real Agents SDK against the fake Bot Connector, with the real service. */
describe('Teams: the organisation’s branding in message footers', () => {
  let service: TestService;
  let org: TestOrg;
  let teams: TeamsHarness;
  let minutesAhead = 0;
  const clock = { now: () => new Date(Date.now() + minutesAhead * 60_000) };

  beforeAll(async () => {
    service = await startTestService();
    org = await service.createOrg('brain');
    teams = await startTeamsConnector({
      apiUrl: service.url,
      apiKey: org.ingestKey,
      env: { AFFECTIVE_WEBHOOK_SECRET: SECRET },
      clock,
    });
    teams.fake.owners.set(TEAM_GROUP, new Set([OWNER.aadObjectId]));
    await deliver(teams.messagesUrl, botAddedToTeam(teams.fake.url, OWNER));
    await deliver(
      teams.messagesUrl,
      channelMessage(teams.fake.url, OWNER, 'setup', { mentionBot: true, channelId: MODS }),
    );
  });
  afterAll(async () => {
    await teams?.close();
    await service?.close();
  });

  /** The card of the banner a crisis alert starts in the moderators' channel. */
  const banner = async () => {
    const event = alertEvent(
      'crisis',
      'self_harm',
      `teams:${encodeURIComponent(TEAM_ID)}:${encodeURIComponent(CHANNEL)}`,
    );
    expect((await sendWebhook(teams.url, event, { secret: SECRET })).status).toBe(200);
    await teams.connector.settled();
    const threads = teams.fake.created.filter(
      (c) =>
        c.id.startsWith(`${MODS};messageid=`) &&
        cardOf(c.parameters.activity).body[0].text === '🚨 Crisis alert',
    );
    return cardOf(threads.at(-1)!.parameters.activity);
  };

  it('ends banners with the default look while the organisation has no branding', async () => {
    const card = await banner();
    expect(JSON.stringify(card.body)).not.toContain('Acme');
    expect(card.body.at(-1).type).not.toBe('ColumnSet');
  });

  it('ends banners with the logo and the product name once branding is set', async () => {
    const configured = await service.request('POST', '/v1/affective/configure', {
      key: org.adminKey,
      body: { branding: BRANDING },
    });
    expect(configured.status).toBe(200);
    minutesAhead = 6;
    // Read again in the background: messages meanwhile keep the previous look.
    await expect.poll(() => teams.connector.core.branding.current()).not.toBeNull();
    const card = await banner();
    expect(card.body.at(-1)).toMatchObject({
      type: 'ColumnSet',
      separator: true,
      columns: [
        { items: [{ type: 'Image', url: BRANDING.logo_url, altText: 'Acme **Care**' }] },
        { items: [{ type: 'TextBlock', text: 'Acme \\*\\*Care\\*\\*', isSubtle: true, size: 'Small' }] },
      ],
    });
  });
});
