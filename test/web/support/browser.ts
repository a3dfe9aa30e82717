import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';

/** Debian's Chromium; `.ci/run` installs it when missing. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Screenshots are test artefacts, kept outside the repository. */
export const SCREENSHOT_DIR = join(tmpdir(), 'affective-web-screenshots');

export interface TestBrowser {
  browser: Browser;
  close(): Promise<void>;
}

export async function launchBrowser(): Promise<TestBrowser> {
  // Playwright gives every launch a fresh temporary profile (it refuses --user-data-dir with launch()).
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    browser,
    close: () => browser.close(),
  };
}

export const VIEWPORTS = {
  desktop: { width: 1100, height: 900 },
  phone: { width: 360, height: 780 },
} as const;

export async function newPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, ...options });
  return context.newPage();
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * Runs axe-core in the page and returns the serious and critical violations. The page's CSP forbids injected
 * scripts, so the page must come from a context made with `bypassCSP: true`.
 */
export async function seriousViolations(
  page: Page,
): Promise<{ id: string; impact: string; nodes: string[] }[]> {
  await page.addScriptTag({ path: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run(): Promise<{ violations: any[] }> } }).axe;
    const result = await axe.run();
    return result.violations.map((v) => ({
      id: v.id as string,
      impact: v.impact as string,
      nodes: v.nodes.map((n: { html: string }) => n.html) as string[],
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
