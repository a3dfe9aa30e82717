import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSignals, people, TestClock } from '../service/aggregation/support/signals.js';
import { startTestService, type TestOrg, type TestService } from '../support/harness.js';
import {
  launchBrowser,
  newPage,
  screenshot,
  seriousViolations,
  type TestBrowser,
  VIEWPORTS,
} from './support/browser.js';
import { inspectPdf } from './support/pdf.js';
import { SECRET_TEXTS, SECRET_UIDS, seedOrganisation } from './support/seed.js';

describe('read-only dashboard embeds in Chromium', () => {
  let service: TestService;
  let browser: TestBrowser;
  let org: TestOrg;
  const clock = new TestClock();

  beforeAll(async () => {
    [service, browser] = await Promise.all([startTestService({ clock }), launchBrowser()]);
    org = await service.createOrg('signal', 'Northwind Traders');
    await seedOrganisation(service, org);
  });
  afterAll(async () => {
    await browser?.close();
    await service?.close();
  });

  const createEmbed = async (body: Record<string, unknown>, target = org) => {
    const reply = await service.request('POST', '/v1/affective/embeds', { key: target.adminKey, body });
    expect(reply.status).toBe(201);
    return reply.body as { embed_id: string; url: string; expires_at: string };
  };

  /** Opens a page and keeps the body of every response it loads. */
  const openRecording = async (page: Page, url: string) => {
    const bodies: string[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (response: Response) => {
      pending.push(
        response
          .body()
          .then((body) => {
            bodies.push(body.toString('latin1'));
          })
          .catch(() => {}),
      );
    });
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    return { response: response!, bodies };
  };

  const chartText = (page: Page, id: string) =>
    page.locator(`[data-chart="${id}"] svg`).evaluate((svg) => svg.textContent ?? '');

  it('should draw the seeded organisation’s charts with the pulse’s own numbers', async () => {
    const pulse = (
      await service.request('GET', '/v1/affective/pulse?window=7d&layers=all', { key: org.ingestKey })
    ).body;
    expect(pulse.status).toBe('ok');
    expect(pulse.states.map((s: { name: string }) => s.name)).toContain('stress');
    expect(pulse.actions.length, JSON.stringify(pulse)).toBeGreaterThan(0);
    const embed = await createEmbed({ window: '7d', theme: 'light' });
    expect(embed.url).toMatch(/\/embed\/emb_[A-Za-z0-9_-]{43}$/);

    const page = await newPage(browser.browser);
    const { response, bodies } = await openRecording(page, embed.url);
    expect(response.status()).toBe(200);
    expect(await page.locator('h1').textContent()).toBe('Community pulse');
    await page.locator('[data-chart="history"] svg').waitFor();

    expect(await page.locator('.score-value').textContent()).toBe(String(pulse.community_health_score));
    const moods = await chartText(page, 'moods');
    for (const mood of pulse.moods) expect(moods).toContain(`${mood.pct}%`);
    const states = await chartText(page, 'states');
    for (const state of pulse.states) expect(states).toContain(`${state.pct}%`);
    expect(await chartText(page, 'health')).toContain(String(pulse.community_health_score));

    // Twelve weekly points; the week with 6 people is under the floor and has no point.
    const history = await page
      .locator('[data-chart="history"]')
      .evaluate((el) => (globalThis as any).echarts.getInstanceByDom(el).getOption().series[0].data);
    expect(history).toHaveLength(12);
    expect(history[12 - 1 - 5]).toBeNull();
    expect(history.filter((point: number | null) => point === null)).toHaveLength(1);
    expect(history.at(-1)).toBe(pulse.community_health_score);

    // Valence and each action's reason are shown whenever the pulse carries them.
    if (pulse.valence) {
      const valence = await chartText(page, 'valence');
      for (const share of Object.values(pulse.valence) as number[]) expect(valence).toContain(`${share}%`);
    }
    const actions = (await page.locator('ol.actions').textContent()) ?? '';
    for (const action of pulse.actions) {
      expect(actions).toContain(action.label);
      if (action.because) expect(actions).toContain(`${action.because.name.replaceAll('_', ' ')}`);
    }
    const topics = await page.locator('section[aria-labelledby="topics-title"]').textContent();
    expect(topics).toContain('workload');
    expect(await page.getByRole('link', { name: 'Download the PDF report' }).isVisible()).toBe(true);
    await screenshot(page, 'embed-light-desktop');

    // Nothing the page loads carries an API key, a uid or a message's text.
    expect(bodies.length).toBeGreaterThanOrEqual(4);
    for (const body of bodies) {
      expect(body).not.toMatch(/aff_(admin|ingest)_/);
      for (const uid of SECRET_UIDS) expect(body).not.toContain(uid);
      for (const text of SECRET_TEXTS) expect(body).not.toContain(text);
      expect(body).not.toContain('Zebra');
    }
    // The token is a credential: it never reaches the logs.
    expect(service.logs.some((line) => line.includes('/embed/'))).toBe(true);
    expect(service.logs.join('\n')).not.toContain(new URL(embed.url).pathname.split('/')[2]);
    await page.context().close();
  });

  it('should show the floor notice for a cohort under the floor', async () => {
    const small = await service.createOrg('pulse', 'Tiny Team');
    await insertSignals(service.ctx.pool, small.org.id, [
      ...people('t', 4, { mood: 'joy' }),
      ...people('t', 4, { mood: 'joy', daysAgo: 14 }),
    ]);
    await service.request('POST', '/v1/affective/aggregate', { key: small.adminKey });
    const embed = await createEmbed({ window: '7d' }, small);
    const page = await newPage(browser.browser);
    await page.goto(embed.url);
    expect(await page.getByRole('status').textContent()).toContain('fewer than 10 people');
    expect(await page.locator('[data-chart]').count()).toBe(0);
    await page.context().close();
  });

  it('should say when messages arrived after the figures were computed', async () => {
    const embed = await createEmbed({ window: '7d' });
    clock.advance(60_000);
    const more = await service.request('POST', '/v1/affective/ingest/batch', {
      key: org.ingestKey,
      body: { source: 'test:web', messages: [{ uid: 'late-1', text: 'One more thought after the run' }] },
    });
    expect(more.status).toBe(200);
    const page = await newPage(browser.browser);
    await page.goto(embed.url);
    expect(await page.getByRole('status').textContent()).toContain('newer messages are not in them yet');
    await page.context().close();
    const run = await service.request('POST', '/v1/affective/aggregate', { key: org.adminKey });
    expect(run.status).toBe(200);
    clock.advance(-60_000);
  });

  it('should answer an expired and a revoked token with a plain 404 page', async () => {
    const revoked = await createEmbed({});
    const expiring = await createEmbed({ expires_in: 3_600 });
    const page = await newPage(browser.browser);
    expect((await page.goto(revoked.url))!.status()).toBe(200);

    const revoke = await service.request('DELETE', `/v1/affective/embeds/${revoked.embed_id}`, {
      key: org.adminKey,
    });
    expect(revoke.body.revoked_at).not.toBeNull();
    const gone = await page.goto(revoked.url);
    expect(gone!.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('Not found');
    expect((await page.goto(`${revoked.url}/report.pdf`))!.status()).toBe(404);

    clock.advance(3_600_000 + 1);
    try {
      expect((await page.goto(expiring.url))!.status()).toBe(404);
    } finally {
      clock.advance(-(3_600_000 + 1));
    }
    expect((await page.goto(`${service.url}/embed/emb_not-a-real-token`))!.status()).toBe(404);
    await page.context().close();
  });

  it('should send frame-ancestors from allowed_origins, and forbid framing without them', async () => {
    const framed = await createEmbed({
      allowed_origins: ['https://intranet.example.org', 'http://127.0.0.1:9999'],
    });
    const headers = (await fetch(framed.url)).headers;
    expect(headers.get('content-security-policy')).toContain(
      'frame-ancestors https://intranet.example.org http://127.0.0.1:9999',
    );
    expect(headers.get('x-frame-options')).toBeNull();
    const closed = (await fetch((await createEmbed({})).url)).headers;
    expect(closed.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(closed.get('x-frame-options')).toBe('DENY');

    const bad = await service.request('POST', '/v1/affective/embeds', {
      key: org.adminKey,
      body: { allowed_origins: ["https://a.example; script-src 'unsafe-inline'"] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].path).toBe('$.allowed_origins[0]');
  });

  it('should load in a frame of an allowed origin only', async () => {
    // A parent page on another origin (another port of loopback) framing the embed.
    const parent = createServer((req, res) => {
      const src = new URL(req.url!, 'http://x').searchParams.get('src')!;
      res.setHeader('content-type', 'text/html');
      res.end(`<!doctype html><title>Intranet</title><iframe src="${src}" title="pulse"></iframe>`);
    });
    await new Promise<void>((resolve) => parent.listen(0, '127.0.0.1', resolve));
    const parentOrigin = `http://127.0.0.1:${(parent.address() as AddressInfo).port}`;
    try {
      const allowed = await createEmbed({ allowed_origins: [parentOrigin] });
      const other = await createEmbed({ allowed_origins: ['https://intranet.example.org'] });
      const page = await newPage(browser.browser);
      const framedUrl = async (src: string) => {
        await page.goto(`${parentOrigin}/?src=${encodeURIComponent(src)}`, { waitUntil: 'networkidle' });
        const frame = page.frames().find((f) => f !== page.mainFrame())!;
        return { url: frame.url(), h1: await frame.locator('h1').count() };
      };
      expect(await framedUrl(allowed.url)).toEqual({ url: allowed.url, h1: 1 });
      // Chromium replaces a frame that frame-ancestors refuses with its error page.
      expect((await framedUrl(other.url)).url).toBe('chrome-error://chromewebdata/');
      await page.context().close();
    } finally {
      parent.close();
    }
  });

  it('should keep embeds to admins and to the tier, and list them without tokens', async () => {
    const asIngest = await service.request('POST', '/v1/affective/embeds', { key: org.ingestKey, body: {} });
    expect(asIngest.status).toBe(403);
    const pulseTier = await service.createOrg('pulse');
    const outside = await service.request('POST', '/v1/affective/embeds', {
      key: pulseTier.adminKey,
      body: { window: '60d' },
    });
    expect(outside.status).toBe(403);
    expect(outside.body.error.code).toBe('tier_restricted');
    const list = await service.request('GET', '/v1/affective/embeds', { key: org.adminKey });
    expect(list.status).toBe(200);
    expect(list.body.embeds.length).toBeGreaterThan(0);
    expect(JSON.stringify(list.body)).not.toContain('emb_');
  });

  it('should serve the PDF report to any key and through the embed token', async () => {
    const pulse = (await service.request('GET', '/v1/affective/pulse?window=30d', { key: org.ingestKey }))
      .body;
    const reply = await fetch(`${service.url}/v1/affective/reports/pulse.pdf?window=30d`, {
      headers: { authorization: `Bearer ${org.ingestKey}` },
    });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('application/pdf');
    const report = inspectPdf(Buffer.from(await reply.arrayBuffer()));
    expect(report.pages).toBeGreaterThanOrEqual(1);
    expect(report.pages).toBeLessThanOrEqual(3);
    expect(report.text).toContain('Northwind Traders');
    expect(report.text).toContain('last 30 days (30d)');
    expect(report.text).toContain(`Health score: ${pulse.community_health_score}/100`);
    expect(report.text).toContain(pulse.generated_at);
    expect(report.text).toContain('Anonymised: shown only for groups of at least 10 people.');
    expect(report.inkedShare).toBeGreaterThan(0.01);
    for (const text of SECRET_TEXTS) expect(report.text).not.toContain(text);

    const embed = await createEmbed({ window: '7d' });
    const viaEmbed = await fetch(`${embed.url}/report.pdf`);
    expect(viaEmbed.status).toBe(200);
    expect(inspectPdf(Buffer.from(await viaEmbed.arrayBuffer())).text).toContain('last 7 days (7d)');

    const unauthorised = await service.request('GET', '/v1/affective/reports/pulse.pdf');
    expect(unauthorised.status).toBe(401);
    const badWindow = await service.request('GET', '/v1/affective/reports/pulse.pdf?window=5d', {
      key: org.ingestKey,
    });
    expect(badWindow.status).toBe(400);
  });

  it('should be readable at 360 px in light and dark, with no serious accessibility violation', async () => {
    const embed = await createEmbed({ window: '7d', theme: 'auto' });
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await newPage(browser.browser, {
        viewport: VIEWPORTS.phone,
        colorScheme,
        bypassCSP: true,
      });
      await page.goto(embed.url, { waitUntil: 'networkidle' });
      await page.locator('[data-chart="history"] svg').waitFor();
      const overflow = await page.evaluate(() => {
        const { document, innerWidth } = globalThis as any;
        return document.documentElement.scrollWidth - innerWidth;
      });
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `embed-${colorScheme}-360`);
      await page.context().close();
    }
  });
});
