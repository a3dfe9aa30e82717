import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventEnvelope, postEvent } from '../../fakes/slack/requests.js';
import { alertEvent } from '../../support/alert-webhook.js';
import { startTestService, type TestOrg, type TestService } from '../../support/harness.js';
import {
  runCommand,
  SIGNING_SECRET,
  type SlackHarness,
  sendWebhook,
  startSlackConnector,
  TEAM,
} from './support.js';

const SECRET = `whsec_${randomBytes(24).toString('base64')}`;
const ADMIN = 'UADMIN01';
const BRANDING = {
  product_name: 'Acme <Care>',
  logo_url: 'https://cdn.acme.example/logo.png',
  accent_colour: '#0a7c59',
};

/** The connector's clock, moved on to pass the branding cache. */
const clock = { at: new Date(), now: () => clock.at };

/** White-label footers through Slack's real Bolt app against the fake Web API, with the real service. */
describe('Slack: the organisation’s branding in message footers and the App Home tab', () => {
  let service: TestService;
  let org: TestOrg;
  let slack: SlackHarness;

  beforeAll(async () => {
    service = await startTestService();
    org = await service.createOrg('brain');
    // An ingest key, as many connectors hold: it may read the configuration.
    slack = await startSlackConnector({
      apiUrl: service.url,
      apiKey: org.ingestKey,
      clock,
      env: { AFFECTIVE_WEBHOOK_SECRET: SECRET },
    });
    slack.fake.admins.add(ADMIN);
    await runCommand(slack, ADMIN, 'setup <#CMODS|mods>');
  });
  afterAll(async () => {
    await slack?.close();
    await service?.close();
  });

  const pulse = async () => {
    const [answer] = await runCommand(slack, 'UASKER01', '7d', '/pulse');
    return answer as { blocks: any[] };
  };
  const banner = async () => {
    const event = alertEvent('crisis', 'self_harm', `slack:${TEAM}:CGENERAL`);
    expect((await sendWebhook(slack.url, event, { secret: SECRET })).status).toBe(200);
    await slack.connector.settled();
    return slack.fake.messagesIn('CMODS').at(-1)!;
  };
  const openHome = async () => {
    const opened = eventEnvelope(TEAM, {
      type: 'app_home_opened',
      user: ADMIN,
      channel: 'DHOME',
      tab: 'home',
    });
    expect((await postEvent(slack.eventsUrl, SIGNING_SECRET, opened)).status).toBe(200);
    await slack.connector.settled();
    return slack.fake.views.get(ADMIN) as { type: string; blocks: any[] };
  };
  const footerOf = (blocks: any[]) => {
    const last = blocks.at(-1);
    return last.type === 'context' ? last.elements : null;
  };

  /** The banner drawn in the default look, before the organisation set its branding. */
  let first: { ts: string };

  it('shows the default look while the organisation has no branding', async () => {
    expect(JSON.stringify((await pulse()).blocks)).not.toContain('Acme');
    const drawn = await banner();
    first = drawn;
    expect(drawn.blocks.at(-1).type).toBe('actions');
    expect(JSON.stringify(drawn.blocks)).not.toContain('Acme');
    expect(JSON.stringify((await openHome()).blocks)).not.toContain('Acme');
  });

  it('puts the product name and logo in the footer of the pulse and of banners once branding is set', async () => {
    const configured = await service.request('POST', '/v1/affective/configure', {
      key: org.adminKey,
      body: { branding: BRANDING },
    });
    expect(configured.status).toBe(200);
    // Read again only once the short cache has passed.
    expect(JSON.stringify((await pulse()).blocks)).not.toContain('Acme');
    clock.at = new Date(clock.at.getTime() + 6 * 60_000);
    // Read again in the background: messages meanwhile keep the previous look.
    await expect.poll(() => slack.connector.core.branding.current()).not.toBeNull();

    const footer = [
      { type: 'image', image_url: BRANDING.logo_url, alt_text: 'Acme <Care>' },
      { type: 'mrkdwn', text: 'Acme &lt;Care&gt;' },
    ];
    expect(footerOf((await pulse()).blocks)).toEqual(footer);
    const drawn = await banner();
    expect(drawn.text).toMatch(/Crisis alert: self harm/);
    expect(footerOf(drawn.blocks)).toEqual(footer);
    // The banner drawn before the branding was set is drawn again with the new footer, in place.
    const earlier = slack.fake.messagesIn('CMODS').find((m) => m.ts === first.ts)!;
    expect(earlier.updates).toBe(1);
    expect(earlier.text).toMatch(/Crisis alert: self harm/);
    expect(footerOf(earlier.blocks)).toEqual(footer);
    // The App Home tab, opened again, and redrawn for its recent viewer when an alert changes it.
    const home = await openHome();
    expect(home.type).toBe('home');
    expect(footerOf(home.blocks)).toEqual(footer);
    const publishes = slack.fake.callsTo('views.publish').length;
    await banner();
    expect(slack.fake.callsTo('views.publish').length).toBe(publishes + 1);
    expect(footerOf(slack.fake.views.get(ADMIN).blocks)).toEqual(footer);
  });
});
