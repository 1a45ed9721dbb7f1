import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, screenshot } from '../playwright-utils';
import { expect } from './web-first';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('site shell', () => {
  it('shows the desktop header with the menu and contacts at 961 px', async () => {
    const { page, errors, close } = await openPage(browser, 961);
    await page.goto('/');
    const header = page.getByTestId('desktop-header');
    await header.waitFor({ state: 'visible' });
    await expect(page.getByTestId('mobile-bar')).toBeHidden();
    const menu = header.getByRole('navigation', { name: 'Основное меню' });
    await expect(menu.getByRole('link')).toHaveText([
      'Главная',
      'Страны',
      'Стоимость',
      'Блог',
      'Отзывы',
    ]);
    await expect(header.getByRole('link', { name: '+7 (495) 120-45-67' })).toBeVisible();
    await expect(header.getByText('info@inocheck.ru')).toBeVisible();
    const footer = page.getByTestId('footer');
    for (const label of ['О нас', 'Оферта', 'Политика обработки персональных данных']) {
      await expect(footer.getByRole('link', { name: label })).toBeVisible();
    }
    expect((await footer.boundingBox())?.height).toBeGreaterThanOrEqual(330);
    await screenshot(page, 'shell-desktop-1280');
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the app bar and a keyboard-usable drawer at 960 px, right from the server', async () => {
    const { page, errors, close } = await openPage(browser, 960);
    // With JavaScript off the server's markup alone must already pick the mobile layout.
    const ssr = await browser.newContext({
      viewport: { width: 960, height: 800 },
      javaScriptEnabled: false,
    });
    const ssrPage = await ssr.newPage();
    await ssrPage.goto(`${baseUrl()}/`);
    await expect(ssrPage.getByTestId('mobile-bar')).toBeVisible();
    await expect(ssrPage.getByTestId('desktop-header')).toBeHidden();
    await ssr.close();

    await page.goto('/');
    await page.getByTestId('mobile-bar').waitFor({ state: 'visible' });
    await expect(page.getByTestId('desktop-header')).toBeHidden();
    const open = page.getByRole('button', { name: 'Открыть меню' });
    await open.click();
    const drawer = page.getByRole('dialog');
    await drawer.waitFor({ state: 'visible' });
    await expect(
      drawer.getByRole('link').filter({ hasText: /^(Главная|Страны|Стоимость|Блог|Отзывы)$/ }),
    ).toHaveCount(5);
    await expect(drawer.getByText('+7 (800) 350-12-34')).toBeVisible();
    // Issue 27: a customer finds their orders from the phone's menu too.
    await expect(drawer.getByRole('link', { name: 'Мои заказы' })).toHaveAttribute(
      'href',
      '/my-orders',
    );
    await screenshot(page, 'shell-mobile-drawer-960');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    // Focus returns to the button that opened the drawer.
    await expect(open).toBeFocused();

    // Growing the window switches layouts without a reload and closes the drawer.
    await open.click();
    await drawer.waitFor({ state: 'visible' });
    await page.setViewportSize({ width: 1200, height: 800 });
    await page.getByTestId('desktop-header').waitFor({ state: 'visible' });
    await drawer.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await close();
  });

  it('navigates from the drawer on a phone', async () => {
    const { page, close } = await openPage(browser, 375);
    await page.goto('/');
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Стоимость' }).click();
    await page.waitForURL('**/tariffs');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await screenshot(page, 'shell-mobile-375');
    await close();
  });

  it('shows the round scroll-to-top button only past 300 px', async () => {
    const { page, close } = await openPage(browser, 1280, {
      viewport: { width: 1280, height: 400 },
    });
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Наверх' });
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 301));
    await button.waitFor({ state: 'visible' });
    const box = await button.boundingBox();
    expect(box?.width).toBe(box?.height);
    expect(await button.evaluate((el) => getComputedStyle(el).borderRadius)).not.toBe('0px');
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await button.waitFor({ state: 'detached' });
    await close();
  });
});

describe('paths', () => {
  const fetchManual = (path: string) => fetch(`${baseUrl()}${path}`, { redirect: 'manual' });

  it('redirects permanently to the lower-case path without extra slashes, keeping the query', async () => {
    const res = await fetchManual('/Tariffs//?country=de');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/tariffs?country=de');
  });

  it.each([
    '//evil.example',
    '//evil.example/',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    '///evil.example/X',
  ])('never redirects %s to another host', async (path) => {
    const res = await fetchManual(path);
    const location = res.headers.get('location');
    if (location) expect(new URL(location, baseUrl()).host).toBe(new URL(baseUrl()).host);
  });

  it('lands on the normal path when the server redirects', async () => {
    const { page, close } = await openPage(browser);
    await page.goto('/BLOGS/?a=1');
    await expect(page).toHaveURL(`${baseUrl()}/blogs?a=1`);
    await close();
  });

  it('replaces the history entry on a client-side navigation, keeping query and hash', async () => {
    const { page, close } = await openPage(browser);
    await page.goto('/');
    await page.getByTestId('desktop-header').waitFor();
    const lengthBefore = await page.evaluate(() => window.history.length);
    // A client-side navigation to a non-normal path, as a stray link in content would make.
    await page.evaluate(() => {
      const router = (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
      ).__reactRouterDataRouter;
      return router.navigate('/Tariffs//?country=de#list');
    });
    await expect(page).toHaveURL(`${baseUrl()}/tariffs?country=de#list`);

    // One new entry (the navigation), replaced in place by the normal path; Back goes home.
    expect(await page.evaluate(() => window.history.length)).toBe(lengthBefore + 1);
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/');
    await close();
  });

  it('sets the canonical link from the lower-cased path', async () => {
    const html = await (await fetch(`${baseUrl()}/countries?x=1`)).text();
    expect(html).toContain(`<link rel="canonical" href="${baseUrl()}/countries"/>`);
  });

  it('answers an unknown page with a Russian 404', async () => {
    const res = await fetch(`${baseUrl()}/no-such-page`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('Страница не найдена');
  });

  it('sends security headers: a nonce for a page rendered for one answer, hashes for a kept one', async () => {
    const rendered = await fetch(`${baseUrl()}/?country=de`);
    expect(rendered.headers.get('content-security-policy')).toMatch(
      /script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/,
    );
    const kept = await fetch(`${baseUrl()}/`);
    expect(kept.headers.get('content-security-policy')).toMatch(
      /script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/,
    );
    for (const res of [rendered, kept]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-request-id')).toBeTruthy();
    }
  });

  it('serves flags for every country, ab and os from local files', async () => {
    for (const code of ['de', 'xk', 'ab', 'os']) {
      const res = await fetch(`${baseUrl()}/flags/${code}.svg`);
      expect(res.status, code).toBe(200);
      expect(res.headers.get('content-type')).toContain('image/svg+xml');
    }
    expect((await fetch(`${baseUrl()}/flags/zz.svg`)).status).toBe(404);
    expect((await fetch(`${baseUrl()}/flags/..%2Fpackage.json`)).status).toBe(404);
  });
});

describe('unknown API paths', () => {
  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])(
    'answer %s with a JSON 404 in Russian, never the site',
    async (method) => {
      for (const path of ['/api/Nope', '/api/Order/Nope/Deeper', '/api/']) {
        const res = await fetch(`${baseUrl()}${path}`, {
          method,
          headers: { 'content-type': 'application/json' },
          ...(method === 'GET' ? {} : { body: '{}' }),
        });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.headers.get('content-type')).toMatch(/^application\/json/);
        expect(await res.json()).toEqual({ message: 'Такого метода API нет' });
      }
    },
  );
});
