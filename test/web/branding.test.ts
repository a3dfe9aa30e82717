import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGO_LIMITS } from '../../service/web/branding/logo.js';
import { startTestService, type TestOrg, type TestService } from '../support/harness.js';
import { launchBrowser, newPage, type TestBrowser } from './support/browser.js';
import { type LogoServer, serve, solidJpeg, solidPng, startLogoServer } from './support/logo-server.js';
import { firstImageColours, inspectPdf, pdfImages } from './support/pdf.js';
import { seedOrganisation } from './support/seed.js';

const BRANDING = {
  product_name: 'Wellbeing Radar',
  logo_url: 'https://cdn.acme.example/radar.png',
  accent_colour: '#c2185b',
};

/**
 * White-label branding (Brain tier) on the embed page and in the PDF report, the report's logo fetched from an
 * HTTPS server on the loopback, which LOGO_ALLOW_HOSTS and LOGO_CA_FILE let the service reach.
 */
describe('branding on the embed and the PDF report', () => {
  let service: TestService;
  let logoServer: LogoServer;
  let brain: TestOrg;
  let signal: TestOrg;

  beforeAll(async () => {
    const jpeg = await solidJpeg();
    logoServer = await startLogoServer({
      '/radar.png': serve(solidPng(64, 32, [194, 24, 91]), 'image/png'),
      '/radar.jpg': serve(jpeg, 'image/jpeg'),
      '/radar-interlaced.png': serve(solidPng(37, 19, [194, 24, 91], { interlaced: true }), 'image/png'),
      '/page.html': serve('<!doctype html><p>a page</p>', 'text/html'),
      '/huge.png': serve(Buffer.alloc(LOGO_LIMITS.maxBytes + 1, 0x89), 'image/png'),
    });
    service = await startTestService({
      env: { LOGO_ALLOW_HOSTS: '127.0.0.1', LOGO_CA_FILE: logoServer.caFile },
    });
    brain = await service.createOrg('brain', 'Acme Health');
    signal = await service.createOrg('signal', 'Plain Co');
    for (const org of [brain, signal]) await seedOrganisation(service, org);
    const configured = await service.request('POST', '/v1/affective/configure', {
      key: brain.adminKey,
      body: { branding: BRANDING },
    });
    expect(configured.status).toBe(200);
  });
  afterAll(async () => {
    await service?.close();
    await logoServer?.close();
  });

  const brand = async (logoUrl: string | null) => {
    const configured = await service.request('POST', '/v1/affective/configure', {
      key: brain.adminKey,
      body: { branding: { ...BRANDING, logo_url: logoUrl } },
    });
    expect(configured.status).toBe(200);
  };
  const report = async () => {
    const reply = await fetch(`${service.url}/v1/affective/reports/pulse.pdf?window=30d`, {
      headers: { authorization: `Bearer ${brain.adminKey}` },
    });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('application/pdf');
    return Buffer.from(await reply.arrayBuffer());
  };
  const warnings = () =>
    service.logs.map((line) => JSON.parse(line)).filter((line) => line.msg?.startsWith('branding logo'));

  const embedOf = async (org: TestOrg) => {
    const reply = await service.request('POST', '/v1/affective/embeds', {
      key: org.adminKey,
      body: { window: '30d' },
    });
    expect(reply.status).toBe(201);
    return reply.body.url as string;
  };

  it('shows the product name, the logo and the accent colour on the embed, allowed by its CSP', async () => {
    const response = await fetch(await embedOf(brain));
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('<title>Wellbeing Radar · Community pulse · Acme Health</title>');
    expect(html).toContain('<img class="brand-logo" src="https://cdn.acme.example/radar.png"');
    expect(html).toContain('<style>:root{--accent:#c2185b}</style>');
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toMatch(/img-src 'self' data: https:\/\/cdn\.acme\.example(;|$)/);
    expect(csp).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  });

  it('puts the product name in the PDF report, without the logo when its host cannot be reached', async () => {
    const url = await embedOf(brain);
    const response = await fetch(`${url}/report.pdf`);
    expect(response.status).toBe(200);
    const pdf = Buffer.from(await response.arrayBuffer());
    const { text } = inspectPdf(pdf);
    expect(text).toContain('Wellbeing Radar');
    expect(text).toMatch(/by Wellbeing Radar\./);
    expect(pdfImages(pdf)).toEqual([]);
    expect(warnings()).toMatchObject([{ level: 40, logo: 'https://cdn.acme.example/radar.png' }]);
  });

  it('draws the logo in the PDF report, from the embed and the API alike, fetching it once', async () => {
    await brand(`${logoServer.origin}/radar.png?size=64`);
    const fromApi = await report();
    expect(pdfImages(fromApi)).toEqual([{ page: 1, width: 64, height: 32, colour: 'rgb' }]);
    expect(inspectPdf(fromApi).text).toContain('Wellbeing Radar');
    const fromEmbed = Buffer.from(await (await fetch(`${await embedOf(brain)}/report.pdf`)).arrayBuffer());
    expect(pdfImages(fromEmbed)).toEqual([{ page: 1, width: 64, height: 32, colour: 'rgb' }]);
    expect(logoServer.hits.get('/radar.png')).toBe(1);

    await brand(`${logoServer.origin}/radar.jpg`);
    const images = pdfImages(await report());
    expect(images).toMatchObject([{ page: 1, width: 72, height: 36 }]);

    await brand(`${logoServer.origin}/radar-interlaced.png`);
    const interlaced = await report();
    expect(pdfImages(interlaced)).toEqual([{ page: 1, width: 37, height: 19, colour: 'rgb' }]);
    expect(firstImageColours(interlaced)).toEqual(['#c2185b']);
  });

  it('still makes the report, without the logo, when the logo is no image, too large or missing', async () => {
    for (const path of ['/page.html', '/huge.png', '/missing.png']) {
      const before = warnings().length;
      await brand(`${logoServer.origin}${path}?token=private-signature`);
      const pdf = await report();
      expect(pdfImages(pdf)).toEqual([]);
      expect(inspectPdf(pdf).text).toMatch(/by Wellbeing Radar\./);
      expect(warnings().slice(before)).toMatchObject([{ logo: `${logoServer.origin}${path}` }]);
    }
    expect(service.logs.join('\n')).not.toContain('private-signature');
    await brand(BRANDING.logo_url);
  });

  it('in Chromium, the embed loads the logo its CSP allows and takes the accent colour', async () => {
    let browser: TestBrowser | undefined;
    try {
      browser = await launchBrowser();
      await brand(`${logoServer.origin}/radar.png`);
      // The logo server's certificate is self-signed; the page's CSP still decides whether the logo loads.
      const page = await newPage(browser.browser, { ignoreHTTPSErrors: true });
      await page.goto(await embedOf(brain));
      expect(await page.title()).toBe('Wellbeing Radar · Community pulse · Acme Health');
      const logo = page.locator('.brand-logo');
      await expect
        .poll(() => logo.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
        .toBe(64);
      const style = (selector: string) =>
        page.locator(selector).evaluate((el) => {
          const { color, backgroundColor } = (globalThis as any).getComputedStyle(el);
          return { color, backgroundColor };
        });
      expect((await style('.brand')).color).toBe('rgb(194, 24, 91)');
      expect((await style('a.button')).backgroundColor).toBe('rgb(194, 24, 91)');
    } finally {
      await browser?.close();
      await brand(BRANDING.logo_url);
    }
  });

  it('leaves another organisation’s pages unbranded', async () => {
    const url = await embedOf(signal);
    const html = await (await fetch(url)).text();
    expect(html).not.toContain('brand-logo');
    expect(html).not.toContain('<style>');
    const pdf = Buffer.from(await (await fetch(`${url}/report.pdf`)).arrayBuffer());
    expect(inspectPdf(pdf).text).toMatch(/by Affective\./);
    expect(pdfImages(pdf)).toEqual([]);
  });
});
