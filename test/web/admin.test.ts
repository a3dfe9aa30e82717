import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestOrg, type TestService } from '../support/harness.js';
import { startQueueWorkers } from '../support/workers.js';
import {
  launchBrowser,
  newPage,
  screenshot,
  seriousViolations,
  type TestBrowser,
  VIEWPORTS,
} from './support/browser.js';
import { serve, solidPng, startLogoServer } from './support/logo-server.js';
import { seedOrganisation } from './support/seed.js';

describe('the admin panel in Chromium', () => {
  let service: TestService;
  let browser: TestBrowser;
  let org: TestOrg;
  let stopWorkers: () => Promise<void>;
  let receiver: Server;
  const received: string[] = [];

  beforeAll(async () => {
    [service, browser] = await Promise.all([
      startTestService({ env: { WEBHOOK_ALLOW_HTTP: 'true', WEBHOOK_ALLOW_HOSTS: '127.0.0.0/8' } }),
      launchBrowser(),
    ]);
    stopWorkers = startQueueWorkers(service.ctx, ['deliver-webhook']);
    receiver = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        received.push(req.headers['webhook-id'] as string);
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    org = await service.createOrg('signal', 'Contoso');
    await seedOrganisation(service, org);
  });
  afterAll(async () => {
    await browser?.close();
    await stopWorkers?.();
    receiver?.close();
    await service?.close();
  });

  const signIn = async (key: string, options: Parameters<typeof newPage>[1] = {}) => {
    const page = await newPage(browser.browser, options);
    await page.goto(`${service.url}/admin`);
    expect(new URL(page.url()).pathname).toBe('/admin/sign-in');
    await page.getByLabel('Admin API key').fill(key);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForLoadState();
    return page;
  };
  /** Clears this service's sign-in counter, and nothing else of the shared Redis. */
  const forgetSignIns = async () => {
    const keys = await service.ctx.redis.keys(`${service.config.REDIS_PREFIX}:rate:admin-sign-in*`);
    if (keys.length > 0) await service.ctx.redis.del(...keys);
  };
  const heading = (page: Page) => page.locator('h1').textContent();
  const csrfOf = (page: Page) => page.locator('input[name="_csrf"]').first().inputValue();

  it('should sign in with an admin key into a server-side session with a strict, HttpOnly cookie', async () => {
    const page = await signIn(org.adminKey);
    expect(await heading(page)).toBe('Overview');
    const cookies = await page.context().cookies();
    const session = cookies.find((c) => c.name === 'aff_admin')!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/admin' });
    expect(session.expires * 1_000 - Date.now()).toBeGreaterThan(11.9 * 3_600_000);
    expect(session.value).not.toContain(org.adminKey);
    const html = await page.content();
    expect(html).not.toMatch(/aff_(admin|ingest)_/);
    const response = await page.request.get(`${service.url}/admin/overview`);
    expect(response.headers()['x-frame-options']).toBe('DENY');
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await page.locator('[data-chart="history"] svg').waitFor();
    await screenshot(page, 'admin-overview-light-desktop');

    const behindHttps = await fetch(`${service.url}/admin/sign-in`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(behindHttps.headers.get('set-cookie')).toMatch(/; Secure/);
    expect((await fetch(`${service.url}/admin/sign-in`)).headers.get('set-cookie')).not.toMatch(/Secure/);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForLoadState();
    expect(new URL(page.url()).pathname).toBe('/admin/sign-in');
    await page.goto(`${service.url}/admin/overview`);
    expect(new URL(page.url()).pathname).toBe('/admin/sign-in');
    await page.context().close();
  });

  it('should end a session when its key is revoked', async () => {
    const second = await service.ctx.keys.issue(org.org.id, 'admin', 'second admin');
    const page = await signIn(second.key);
    expect(await heading(page)).toBe('Overview');
    await service.ctx.keys.revoke(org.org.id, second.info.id);
    await page.goto(`${service.url}/admin/configuration`);
    expect(new URL(page.url()).pathname).toBe('/admin/sign-in');
    await page.context().close();
    await forgetSignIns();
  });

  it('should refuse ingest keys and bad keys, and rate-limit sign-in attempts', async () => {
    const page = await signIn(org.ingestKey);
    expect(new URL(page.url()).pathname).toBe('/admin/sign-in');
    expect(await page.getByRole('alert').textContent()).toContain('Only admin keys can sign in');
    expect((await page.context().cookies()).some((c) => c.name === 'aff_admin')).toBe(false);

    const token = await csrfOf(page);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const reply = await page.request.post(`${service.url}/admin/sign-in`, {
        form: { _csrf: token, key: 'aff_admin_wrong' },
        maxRedirects: 0,
      });
      statuses.push(reply.status());
    }
    // Ten attempts per address in 15 minutes, the earlier tests' included; then 429 whatever the key.
    const firstLimited = statuses.indexOf(429);
    expect(firstLimited).toBeGreaterThan(0);
    expect(statuses.slice(0, firstLimited).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(firstLimited).every((s) => s === 429)).toBe(true);
    const limited = await page.request.post(`${service.url}/admin/sign-in`, {
      form: { _csrf: token, key: org.adminKey },
      maxRedirects: 0,
    });
    expect(limited.status()).toBe(429);
    await forgetSignIns();
    await page.context().close();
  });

  it('should change the configuration, show the API’s own errors, and refuse a forged post', async () => {
    const page = await signIn(org.adminKey);
    await page.goto(`${service.url}/admin/configuration`);
    await page.getByLabel('Anonymity floor').fill('12');
    await page.getByLabel('Tone of suggested actions').selectOption('corporate');
    await page.getByLabel('team').fill('platform, design');
    await page.getByRole('button', { name: 'Save configuration' }).click();
    await page.waitForLoadState();
    expect(await page.getByRole('status').first().textContent()).toContain('Saved');
    const config = (await service.request('GET', '/v1/affective/configure', { key: org.ingestKey })).body;
    expect(config).toMatchObject({
      anon_floor: 12,
      svc_tone: 'corporate',
      cohort_filters: { team: ['platform', 'design'] },
    });

    await page.getByLabel('Anonymity floor').fill('12');
    await page.getByLabel('Alert threshold').evaluate((el) => {
      (el as unknown as { value: string }).value = '-3';
    });
    await page
      .locator('form.stack')
      .evaluate((form) => ((form as unknown as { noValidate: boolean }).noValidate = true));
    await page.getByRole('button', { name: 'Save configuration' }).click();
    await page.waitForLoadState();
    expect(await page.getByRole('alert').textContent()).toContain('$.alert_threshold');

    const forged = await page.request.post(`${service.url}/admin/configuration`, {
      form: { anon_floor: '50', svc_tone: 'clinical', active_layers: 'moods', alert_threshold: '2' },
    });
    expect(forged.status()).toBe(403);
    const wrongToken = await page.request.post(`${service.url}/admin/configuration`, {
      form: {
        _csrf: 'x'.repeat(43),
        anon_floor: '50',
        svc_tone: 'clinical',
        active_layers: 'moods',
        alert_threshold: '2',
      },
    });
    expect(wrongToken.status()).toBe(403);
    const after = (await service.request('GET', '/v1/affective/configure', { key: org.ingestKey })).body;
    expect(after.anon_floor).toBe(12);

    await service.request('POST', '/v1/affective/configure', {
      key: org.adminKey,
      body: { anon_floor: 10, cohort_filters: {}, svc_tone: 'community' },
    });
    await page.context().close();
  });

  it('should create, rotate and revoke keys, showing a new key once', async () => {
    const page = await signIn(org.adminKey);
    await page.goto(`${service.url}/admin/keys`);
    await page.getByLabel(/^Role/).selectOption('ingest');
    await page.getByLabel(/^Name/).fill('payroll export');
    await page.getByRole('button', { name: 'Create key' }).click();
    await page.waitForLoadState();
    const key = (await page.locator('#new-key').textContent())!.trim();
    expect(key).toMatch(/^aff_ingest_/);
    expect((await service.request('GET', '/v1/affective/configure', { key })).status).toBe(200);
    await page.goto(`${service.url}/admin/keys`);
    expect(await page.locator('#new-key').count()).toBe(0);

    const prefix = key.slice(0, 16);
    const row = page.locator('tr', { hasText: 'payroll export' });
    await row.getByRole('button', { name: /^Revoke key/ }).click();
    await page.waitForLoadState();
    expect(await page.getByRole('status').first().textContent()).toContain('revoked');
    expect((await service.request('GET', '/v1/affective/configure', { key })).status).toBe(401);
    expect(prefix).toBeTruthy();
    await page.context().close();
  });

  it('should register a webhook, send it a test event and show the deliveries', async () => {
    const page = await signIn(org.adminKey);
    await page.goto(`${service.url}/admin/webhooks`);
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    await page.getByLabel('URL').fill(url);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForLoadState();
    expect(await page.locator('#secret').textContent()).toMatch(/^whsec_/);
    await page.getByRole('button', { name: `Test ${url}` }).click();
    await page.waitForLoadState();
    expect(await page.getByRole('status').first().textContent()).toContain('Test event');
    await expect.poll(() => received.length, { timeout: 15_000 }).toBeGreaterThan(0);
    await page.getByRole('link', { name: `Deliveries of ${url}` }).click();
    await expect
      .poll(
        async () => {
          await page.reload();
          return page.locator('section[aria-labelledby="deliveries-title"]').textContent();
        },
        { timeout: 15_000 },
      )
      .toContain('delivered');
    expect(await seriousViolations(await withoutCsp(page))).toEqual([]);
    await page.context().close();
  });

  it('should preview a members CSV with its error rows, then import it', async () => {
    const page = await signIn(org.adminKey);
    await page.goto(`${service.url}/admin/members`);
    const csv =
      'uid,team,tags\nm-1,platform,remote;parent\nm-2,design,\nm-3,platform,x\n,orphan,\nm-4,design,';
    await page
      .getByLabel(/^CSV file/)
      .setInputFiles({ name: 'members.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await page.waitForLoadState();
    const preview = await page.locator('section[aria-labelledby="preview-title"]').textContent();
    expect(preview).toContain('4 rows can be imported; 1 rows have errors');
    expect(preview).toMatch(/5\s*uid:/);
    const before = await service.ctx.pool.query('SELECT count(*)::int AS n FROM members WHERE org_id = $1', [
      org.org.id,
    ]);
    await page.getByRole('button', { name: 'Import 4 rows' }).click();
    await page.waitForLoadState();
    expect(await page.getByRole('status').first().textContent()).toContain('4 members imported');
    const { rows } = await service.ctx.pool.query(
      'SELECT uid, team, tags FROM members WHERE org_id = $1 AND uid LIKE $2 ORDER BY uid',
      [org.org.id, 'm-%'],
    );
    expect(rows).toEqual([
      { uid: 'm-1', team: 'platform', tags: ['remote', 'parent'] },
      { uid: 'm-2', team: 'design', tags: null },
      { uid: 'm-3', team: 'platform', tags: ['x'] },
      { uid: 'm-4', team: 'design', tags: null },
    ]);
    expect(before.rows[0].n).toBeGreaterThanOrEqual(0);
    await page.context().close();
  });

  it('should create an embed with its iframe snippet, revoke it, and erase a uid', async () => {
    const page = await signIn(org.adminKey);
    await page.goto(`${service.url}/admin/embeds`);
    await page.getByLabel(/^Sites that may frame it/).fill('https://intranet.example.org');
    await page.getByRole('button', { name: 'Create embed' }).click();
    await page.waitForLoadState();
    const url = (await page.locator('#embed-url').textContent())!.trim();
    expect(await page.locator('#snippet').inputValue()).toContain(`<iframe src="${url}"`);
    const embedded = await fetch(url);
    expect(embedded.status).toBe(200);
    expect(embedded.headers.get('content-security-policy')).toContain(
      'frame-ancestors https://intranet.example.org',
    );
    await page
      .getByRole('button', { name: /^Revoke the embed/ })
      .first()
      .click();
    await page.waitForLoadState();
    expect((await fetch(url)).status).toBe(404);

    await page.goto(`${service.url}/admin/data`);
    await page.getByLabel('uid').fill('uid-secret-3');
    await page.getByLabel(/I understand/).check();
    await page.getByRole('button', { name: 'Erase' }).click();
    await page.waitForLoadState();
    expect(await page.getByRole('status').first().textContent()).toMatch(/Erased: 1 signals/);
    const unconfirmed = await page.request.post(`${service.url}/admin/data/erase`, {
      form: { _csrf: await csrfOf(page), uid: 'uid-secret-4' },
    });
    expect(unconfirmed.status()).toBe(400);
    expect(await unconfirmed.text()).toContain('Tick the box');
    const { rows } = await service.ctx.pool.query(
      'SELECT count(*)::int AS n FROM signals WHERE org_id = $1 AND uid = $2',
      [org.org.id, 'uid-secret-4'],
    );
    expect(rows[0].n).toBe(1);
    await page.context().close();
  });

  it('should give the Pulse tier the overview only', async () => {
    const pulse = await service.createOrg('pulse', 'Pulse Co');
    const page = await signIn(pulse.adminKey);
    expect(await heading(page)).toBe('Overview');
    const links = await page.getByRole('navigation').getByRole('link').allTextContents();
    expect(links).toEqual(['Overview']);
    expect((await page.goto(`${service.url}/admin/keys`))!.status()).toBe(403);
    await page.context().close();
  });

  it('should acknowledge and then resolve an open alert from the overview', async () => {
    const streamed = await service.request('POST', '/v1/affective/ingest/stream', {
      key: org.ingestKey,
      body: {
        uid: 'uid-in-crisis',
        text: 'I want to kill myself, I cannot go on anymore',
        source: 'slack:T1:C1',
      },
    });
    expect(streamed.body.alert_fired).toBe(true);
    const alertsNow = async () =>
      (await service.request('GET', '/v1/affective/alerts?severity=crisis', { key: org.ingestKey })).body
        .alerts;
    const alertId: string = (await alertsNow())[0].alert_id;
    const page = await signIn(org.adminKey);
    const form = page.locator(`form[action="/admin/overview/alerts/${alertId}/status"]`);
    await form.locator('button[value="acknowledged"]').click();
    await page.waitForLoadState();
    expect(await page.getByRole('status').first().textContent()).toContain('Alert acknowledged.');
    expect((await alertsNow()).find((a: any) => a.alert_id === alertId).status).toBe('acknowledged');
    await form.locator('button[value="resolved"]').click();
    await page.waitForLoadState();
    expect(await page.getByRole('status').first().textContent()).toContain('Alert resolved.');
    expect(await form.count()).toBe(0);
    const forged = await page.request.post(`${service.url}/admin/overview/alerts/${alertId}/status`, {
      form: { status: 'false_alarm' },
    });
    expect(forged.status()).toBe(403);
    await page.context().close();
  });

  it('should show a Brain organisation its branding, set from the configuration form', async () => {
    const logoServer = await startLogoServer({
      '/mark.png': serve(solidPng(48, 48, [194, 24, 91]), 'image/png'),
    });
    try {
      await forgetSignIns();
      const brain = await service.createOrg('brain', 'Fabrikam');
      // The logo server's certificate is self-signed; the page's CSP still decides whether the logo loads.
      const page = await signIn(brain.adminKey, { ignoreHTTPSErrors: true });
      await page.goto(`${service.url}/admin/configuration`);
      expect(await page.title()).toBe('Configuration · Fabrikam · Affective admin');
      expect(await page.locator('.brand').count()).toBe(0);

      await page.getByLabel('Product name').fill('Wellbeing Radar');
      await page.getByLabel('Logo URL').fill('http://insecure.example/mark.png');
      await page.getByLabel('Accent colour').fill('#c2185b');
      await page.getByRole('button', { name: 'Save configuration' }).click();
      await page.waitForLoadState();
      expect(await page.getByRole('alert').textContent()).toContain('$.branding.logo_url');
      const refused = await service.request('GET', '/v1/affective/configure', { key: brain.adminKey });
      expect(refused.body.branding).toBeNull();

      await page.getByLabel('Product name').fill('Wellbeing Radar');
      await page.getByLabel('Logo URL').fill(`${logoServer.origin}/mark.png`);
      await page.getByLabel('Accent colour').fill('#c2185b');
      await page.getByRole('button', { name: 'Save configuration' }).click();
      await page.waitForLoadState();
      expect(await page.getByRole('status').first().textContent()).toContain('Saved');
      const stored = await service.request('GET', '/v1/affective/configure', { key: brain.adminKey });
      expect(stored.body.branding).toEqual({
        product_name: 'Wellbeing Radar',
        logo_url: `${logoServer.origin}/mark.png`,
        accent_colour: '#c2185b',
      });
      expect(await page.getByLabel('Product name').inputValue()).toBe('Wellbeing Radar');

      for (const name of ['configuration', 'overview', 'keys']) {
        const response = await page.goto(`${service.url}/admin/${name}`);
        expect(await page.title()).toMatch(/ · Fabrikam · Wellbeing Radar admin$/);
        expect(await page.locator('nav .brand').textContent()).toContain('Wellbeing Radar');
        const logo = page.locator('nav .brand-logo');
        expect(await logo.getAttribute('src')).toBe(`${logoServer.origin}/mark.png`);
        await expect
          .poll(() => logo.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
          .toBe(48);
        expect(
          await page.locator('nav .brand').evaluate((el) => (globalThis as any).getComputedStyle(el).color),
        ).toBe('rgb(194, 24, 91)');
        const csp = response!.headers()['content-security-policy']!;
        expect(csp).toMatch(
          new RegExp(`img-src 'self' data: ${logoServer.origin.replace(/\./g, '\\.')}(;|$)`),
        );
        expect(csp).toContain("frame-ancestors 'none'");
        await screenshot(page, `admin-${name}-branded`);
      }

      await page.goto(`${service.url}/admin/configuration`);
      for (const label of ['Product name', 'Logo URL', 'Accent colour'])
        await page.getByLabel(label).fill('');
      await page.getByRole('button', { name: 'Save configuration' }).click();
      await page.waitForLoadState();
      expect(await page.getByRole('status').first().textContent()).toContain('Saved');
      expect(await page.locator('.brand').count()).toBe(0);
      expect(
        (await service.request('GET', '/v1/affective/configure', { key: brain.adminKey })).body.branding,
      ).toBeNull();
      await page.context().close();
    } finally {
      await logoServer.close();
    }
  });

  it('should let a Brain organisation set, change and remove tones per source from the configuration form', async () => {
    await forgetSignIns();
    const brain = await service.createOrg('brain', 'Northwind');
    const stored = async () =>
      (await service.request('GET', '/v1/affective/configure', { key: brain.adminKey })).body.tone_overrides;
    // bypassCSP lets axe-core run in the page.
    const page = await signIn(brain.adminKey, { bypassCSP: true });
    await page.goto(`${service.url}/admin/configuration`);
    expect(await page.locator('.tone-row').count()).toBe(2);
    await page.getByLabel('Source prefix 1', { exact: true }).fill('slack:T1:C-hr');
    await page.getByLabel('Tone 1', { exact: true }).selectOption('clinical');
    await page.getByLabel('Source prefix 2', { exact: true }).fill('  discord:42  ');
    await page.getByLabel('Tone 2', { exact: true }).selectOption('corporate');
    await page.getByRole('button', { name: 'Save configuration' }).click();
    await page.waitForLoadState();
    expect(await page.getByRole('status').first().textContent()).toContain('Saved');
    expect(await stored()).toEqual([
      { source_prefix: 'slack:T1:C-hr', tone: 'clinical' },
      { source_prefix: 'discord:42', tone: 'corporate' },
    ]);
    // The stored rows come back, with two blank ones for more.
    expect(await page.locator('.tone-row').count()).toBe(4);
    expect(await page.getByLabel('Source prefix 2', { exact: true }).inputValue()).toBe('discord:42');
    expect(await page.getByLabel('Tone 1', { exact: true }).inputValue()).toBe('clinical');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'admin-configuration-tones');

    // Saving other fields keeps the rows; clearing a prefix removes its row.
    await page.getByLabel('Anonymity floor').fill('15');
    await page.getByLabel('Source prefix 1', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Save configuration' }).click();
    await page.waitForLoadState();
    expect(await stored()).toEqual([{ source_prefix: 'discord:42', tone: 'corporate' }]);

    // A tone the API does not know is refused with the API's message, and nothing changes.
    await page.getByLabel('Tone 1', { exact: true }).evaluate((el) => {
      const option = (el as unknown as { options: { value: string }[] }).options[0]!;
      option.value = 'cheerful';
      (el as unknown as { value: string }).value = 'cheerful';
    });
    await page.getByRole('button', { name: 'Save configuration' }).click();
    await page.waitForLoadState();
    expect(await page.getByRole('alert').textContent()).toContain('$.tone_overrides[0].tone');
    expect(await stored()).toEqual([{ source_prefix: 'discord:42', tone: 'corporate' }]);
    await page.context().close();

    // Below the Brain tier the form has no tone rows.
    await forgetSignIns();
    const other = await signIn(org.adminKey);
    await other.goto(`${service.url}/admin/configuration`);
    expect(await other.locator('.tone-row').count()).toBe(0);
    await other.context().close();
  });

  it('should have no serious accessibility violation on any page, light and dark, at 360 px', async () => {
    const pages = ['overview', 'configuration', 'members', 'keys', 'webhooks', 'embeds', 'data'];
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await signIn(org.adminKey, { viewport: VIEWPORTS.phone, colorScheme, bypassCSP: true });
      for (const name of pages) {
        await page.goto(`${service.url}/admin/${name}`, { waitUntil: 'networkidle' });
        const violations = await seriousViolations(page);
        expect({ page: name, colorScheme, violations }).toEqual({ page: name, colorScheme, violations: [] });
        const overflow = await page.evaluate(() => {
          const { document, innerWidth } = globalThis as any;
          return document.documentElement.scrollWidth - innerWidth;
        });
        expect({ page: name, overflow }).toEqual({ page: name, overflow: 0 });
        if (name === 'overview' || name === 'configuration' || name === 'embeds') {
          await screenshot(page, `admin-${name}-${colorScheme}-360`);
        }
      }
      await page.context().close();
    }
  }, 120_000);

  /** The same page in a context that lets axe-core in (the panel's CSP forbids injected scripts). */
  async function withoutCsp(page: Page): Promise<Page> {
    const context = await (page.context().browser() as Browser).newContext({ bypassCSP: true });
    await context.addCookies(await page.context().cookies());
    const copy = await context.newPage();
    await copy.goto(page.url(), { waitUntil: 'networkidle' });
    return copy;
  }
});
