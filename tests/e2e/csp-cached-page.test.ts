import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { baseUrl, launchBrowser, openPage } from '../playwright-utils';
import { expect } from './web-first';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PAGE = '/countries/country/de';

describe('the CSP on a page from the page cache', () => {
  it('runs the page’s own scripts and blocks an inline script injected into it', async () => {
    // Twice: the second answer comes from the page cache (it has an ETag); its own inline
    // scripts are allowed by their hashes, with no nonce at all.
    const first = await fetch(`${baseUrl()}${PAGE}`);
    const second = await fetch(`${baseUrl()}${PAGE}`);
    expect(second.headers.get('etag')).toBeTruthy();
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    const policy = second.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self' 'sha256-/);
    expect(policy).not.toMatch(/'nonce-/);
    const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src '));
    expect(scriptSrc).not.toMatch(/unsafe-inline/);

    const { page, close } = await openPage(browser);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    let servedEtag: string | null = null;
    // Markup an attacker got into the page: an inline script whose hash the policy lacks.
    await page.route(`**${PAGE}`, async (route) => {
      const response = await route.fetch();
      servedEtag = response.headers()['etag'] ?? null;
      const body = (await response.text()).replace(
        '</body>',
        '<script>window.__injected = true;</script></body>',
      );
      await route.fulfill({ response, body });
    });
    await page.goto(PAGE);
    await page.waitForFunction(() => document.readyState === 'complete');
    expect(servedEtag).toBe(second.headers.get('etag'));

    // The page's own inline scripts (hashed) ran: React Router's context is there and the
    // page hydrated; the injected one did not.
    expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(true);
    await page.waitForFunction(() => '__reactRouterRouteModules' in window);
    expect(await page.evaluate(() => '__injected' in window)).toBe(false);
    // One added from a script at run time is refused just the same.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injectedLater = true;';
      document.body.append(script);
    });
    expect(await page.evaluate(() => '__injectedLater' in window)).toBe(false);
    // The browser reports them on the console, which may come a moment later.
    await expect.poll(() => violations.length).toBeGreaterThanOrEqual(2);

    await close();
  });
});
