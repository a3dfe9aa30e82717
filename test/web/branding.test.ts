import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestOrg, type TestService } from '../support/harness.js';
import { inspectPdf } from './support/pdf.js';
import { seedOrganisation } from './support/seed.js';

const BRANDING = {
  product_name: 'Wellbeing Radar',
  logo_url: 'https://cdn.acme.example/radar.png',
  accent_colour: '#c2185b',
};

/** White-label branding (Brain tier) on the embed page and in the PDF report, over plain HTTP. */
describe('branding on the embed and the PDF report', () => {
  let service: TestService;
  let brain: TestOrg;
  let signal: TestOrg;

  beforeAll(async () => {
    service = await startTestService();
    brain = await service.createOrg('brain', 'Acme Health');
    signal = await service.createOrg('signal', 'Plain Co');
    for (const org of [brain, signal]) await seedOrganisation(service, org);
    const configured = await service.request('POST', '/v1/affective/configure', {
      key: brain.adminKey,
      body: { branding: BRANDING },
    });
    expect(configured.status).toBe(200);
  });
  afterAll(() => service?.close());

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

  it('puts the product name in the PDF report', async () => {
    const url = await embedOf(brain);
    const pdf = Buffer.from(await (await fetch(`${url}/report.pdf`)).arrayBuffer());
    const { text } = inspectPdf(pdf);
    expect(text).toContain('Wellbeing Radar');
    expect(text).toMatch(/by Wellbeing Radar\./);
  });

  it('leaves another organisation’s pages unbranded', async () => {
    const url = await embedOf(signal);
    const html = await (await fetch(url)).text();
    expect(html).not.toContain('brand-logo');
    expect(html).not.toContain('<style>');
    const { text } = inspectPdf(Buffer.from(await (await fetch(`${url}/report.pdf`)).arrayBuffer()));
    expect(text).toMatch(/by Affective\./);
  });
});
