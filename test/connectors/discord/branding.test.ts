import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../support/harness.js';
import {
  alertEvent,
  type DiscordHarness,
  deliverAlert,
  ERIN,
  MODS,
  runCommand,
  setupModerators,
  startDiscordConnector,
} from './support.js';

const SECRET = `whsec_${randomBytes(24).toString('base64')}`;
const DEFAULT_COLOUR = 0x5865f2;
const BRANDING = {
  product_name: 'Acme Care',
  logo_url: 'https://cdn.acme.example/logo.png',
  accent_colour: '#0a7c59',
};

/** White-label footers through the real discord.js client against the fake Discord, with the real service. */
describe('Discord: the organisation’s branding in message footers', () => {
  let service: TestService;

  beforeAll(async () => {
    service = await startTestService();
  });
  afterAll(() => service?.close());

  /** A connector of a brain organisation, branded or not, with its moderators' channel set up. */
  const connectorOf = async (branding: typeof BRANDING | null): Promise<DiscordHarness> => {
    const org = await service.createOrg('brain');
    if (branding) {
      const configured = await service.request('POST', '/v1/affective/configure', {
        key: org.adminKey,
        body: { branding },
      });
      expect(configured.status).toBe(200);
    }
    const discord = await startDiscordConnector({
      apiUrl: service.url,
      apiKey: org.ingestKey,
      env: { AFFECTIVE_WEBHOOK_SECRET: SECRET },
    });
    await setupModerators(discord.fake);
    return discord;
  };
  const pulseEmbed = async (discord: DiscordHarness) =>
    (await runCommand(discord.fake, 'pulse', [{ type: 3, name: 'window', value: '7d' }], ERIN, 0n)).edits[0]
      .embeds[0];
  const bannerEmbed = async (discord: DiscordHarness) => {
    expect((await deliverAlert(discord.url, SECRET, alertEvent('crisis', 'self_harm'))).status).toBe(200);
    await discord.settled();
    const banner = discord.fake.messagesIn(MODS).find((m) => m.embeds[0]?.title === '🚨 Crisis alert');
    return banner!.embeds[0];
  };

  it('colours the pulse and banners with the accent colour, and signs them with the product name and logo', async () => {
    const discord = await connectorOf(BRANDING);
    try {
      const footer = { text: 'Acme Care', icon_url: BRANDING.logo_url };
      const pulse = await pulseEmbed(discord);
      expect(pulse).toMatchObject({ color: 0x0a7c59, footer });
      const banner = await bannerEmbed(discord);
      expect(banner).toMatchObject({ color: 0x0a7c59, footer });
    } finally {
      await discord.close();
    }
  });

  it('keeps the default look for an organisation without branding', async () => {
    const discord = await connectorOf(null);
    try {
      const pulse = await pulseEmbed(discord);
      expect(pulse.color).toBe(DEFAULT_COLOUR);
      expect(pulse.footer).toBeUndefined();
      const banner = await bannerEmbed(discord);
      expect(banner.color).toBe(DEFAULT_COLOUR);
      expect(banner.footer).toBeUndefined();
    } finally {
      await discord.close();
    }
  });
});
