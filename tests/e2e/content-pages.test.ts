import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, screenshot } from '../playwright-utils';
import { expect } from './web-first';

const ARTICLES = [
  'how_to_check',
  'check_on_tax',
  'registry',
  'check_belarus',
  'contr_agent_belarus',
  'check_inn',
  'business_certificate',
  'annual_report',
  'stages',
  'risks',
];
const PAGES = [
  '/blogs',
  '/about',
  '/privacy',
  '/oferta',
  '/payment-success',
  '/payment-error',
  '/feedbacks',
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function structuredData(html: string): Promise<Record<string, unknown>[]> {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) =>
    JSON.parse(m[1] ?? '{}'),
  );
}

describe('articles and pages', () => {
  it.each([...ARTICLES.map((a) => `/${a}`), ...PAGES])(
    '%s renders on the server and in the browser',
    async (path) => {
      // Without JavaScript: what a search engine sees.
      const noJs = await browser.newContext({ javaScriptEnabled: false, baseURL: baseUrl() });
      const ssrPage = await noJs.newPage();
      const response = await ssrPage.goto(path);
      expect(response?.status()).toBe(200);
      // Without scripts the page is whole once goto returns: its texts are values, read once.
      const h1 = await ssrPage.locator('h1').innerText();
      expect(h1.length).toBeGreaterThan(3);
      const mainText = await ssrPage.locator('main').innerText();
      expect(mainText.length).toBeGreaterThan(path.startsWith('/payment') ? 300 : 1500);
      await expect(ssrPage).toHaveTitle(/ИноПроверка/);
      await expect(ssrPage.locator('meta[name="description"]')).toHaveAttribute('content', /./);
      await expect(ssrPage.locator('meta[property="og:title"]')).toHaveAttribute('content', /./);
      await expect(ssrPage.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${baseUrl()}${path}`,
      );
      await noJs.close();

      // With JavaScript: hydration must not fail or change the text.
      const { page, errors, close } = await openPage(browser);
      await page.goto(path);
      await expect(page.locator('h1')).toHaveText(h1);
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
      await close();
    },
  );

  it('articles carry Organization, Article and BreadcrumbList data; the summary comes first', async () => {
    const html = await (await fetch(`${baseUrl()}/how_to_check`)).text();
    const types = (await structuredData(html)).map((d) => d['@type']);
    expect(types).toEqual(expect.arrayContaining(['Organization', 'Article', 'BreadcrumbList']));
    expect(html).toContain('Кратко: ');
    expect(html).toContain('href="/countries"');
  });

  it('lists every article on /blogs with a link, date and summary', async () => {
    const { page, close } = await openPage(browser);
    await page.goto('/blogs');
    for (const slug of ARTICLES)
      await expect(page.locator(`main a[href="/${slug}"]`).first()).toBeAttached();
    await expect(page.locator('main time')).toHaveCount(ARTICLES.length);
    await screenshot(page, 'blogs-1280');
    await page.goto('/registry');
    await screenshot(page, 'article-registry-1280');
    await close();
    const phone = await openPage(browser, 375);
    await phone.page.goto('/check_inn');
    await screenshot(phone.page, 'article-check-inn-375');
    await phone.close();
  });

  it('fills operator details into the legal pages', async () => {
    const html = await (await fetch(`${baseUrl()}/privacy`)).text();
    expect(html).not.toMatch(/\{\{\w+\}\}/);
    expect(html).toContain('info@inocheck.ru');
  });

  it('answers an unknown article with a 404 inside the layout', async () => {
    const res = await fetch(`${baseUrl()}/no_such_article`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('Страница не найдена');
    expect(html).toContain('Основное меню');
  });
});

describe('reviews page', () => {
  it('shows the loading state while more reviews load and clears it on success', async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto('/feedbacks');
    await page.getByRole('heading', { level: 1, name: 'Отзывы клиентов' }).waitFor();
    await expect(page.locator('main article')).toHaveCount(10);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/Dictionary/GetCompanyReviews', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Показать ещё' }).click();
    const loading = page.getByRole('status').filter({ hasText: 'Загружаем отзывы' });
    await loading.waitFor({ state: 'visible' });
    release();
    await loading.waitFor({ state: 'detached' });
    await expect(page.locator('main article')).toHaveCount(12);
    await expect(page.getByRole('button', { name: 'Показать ещё' })).toHaveCount(0);
    await screenshot(page, 'feedbacks-1280');
    expect(errors).toEqual([]);
    await close();
  });

  it('clears the loading state and says so when loading fails', async () => {
    const { page, close } = await openPage(browser);
    await page.goto('/feedbacks');
    await page.route('**/api/Dictionary/GetCompanyReviews', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Внутренняя ошибка сервера. Мы уже разбираемся.' }),
      }),
    );
    await page.getByRole('button', { name: 'Показать ещё' }).click();
    await page.getByRole('alert').filter({ hasText: 'Внутренняя ошибка сервера' }).waitFor();
    await expect(page.getByRole('status').filter({ hasText: 'Загружаем отзывы' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Показать ещё' })).toBeVisible();
    await close();
  });

  it.each([1280, 375])('keeps the five rating stars on one line at %i px', async (width) => {
    const { page, close } = await openPage(browser, width);
    await page.goto('/feedbacks');
    const stars = page
      .locator('form')
      .filter({ hasText: 'Оставить отзыв' })
      .locator('fieldset')
      .filter({ hasText: 'Оценка' })
      .locator('label');
    await expect(stars).toHaveCount(5);
    const tops = await stars.evaluateAll((labels) =>
      labels.map((label) => Math.round(label.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size).toBe(1);
    await close();
  });

  it('validates a review, keeps input on failure and thanks on success', async () => {
    const { page, close } = await openPage(browser, 375);
    await page.goto('/feedbacks');
    const form = page.locator('form').filter({ hasText: 'Оставить отзыв' });
    await form.getByRole('button', { name: 'Отправить отзыв' }).click();
    await form.getByText('Поле не должно быть пустым').first().waitFor();
    await expect(form.getByText('Поставьте оценку от 1 до 5')).toBeVisible();
    await expect(form.getByLabel('Ваше имя')).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Ваше имя').fill('Мария');
    await form.getByLabel('Организация').fill('ООО «Ромашка»');
    await form.getByLabel('Отзыв').fill('Коротко');
    await form.locator('label').filter({ hasText: '5 из 5' }).click();
    await expect(form.getByRole('radio', { name: '5 из 5' })).toBeChecked();
    await form.getByRole('button', { name: 'Отправить отзыв' }).click();
    await form.getByText('Напишите хотя бы пару предложений — от 20 символов').waitFor();

    await form
      .getByLabel('Отзыв')
      .fill('Отчёт по немецкой компании получили за два дня, всё понятно.');
    // Only the post: the page's data requests that follow it go through.
    await page.route(/\/feedbacks\.data/, (route) =>
      route.request().method() !== 'POST'
        ? route.continue()
        : route.fulfill({
            status: 429,
            contentType: 'application/json',
            body: JSON.stringify({
              message: 'Слишком много запросов. Повторите попытку через 7 минут.',
            }),
          }),
    );
    await form.getByRole('button', { name: 'Отправить отзыв' }).click();
    await page.getByRole('alert').filter({ hasText: 'Слишком много запросов' }).waitFor();
    await expect(form.getByLabel('Ваше имя')).toHaveValue('Мария');
    await expect(form.getByLabel('Отзыв')).toHaveValue(/немецкой/);

    await page.unroute(/\/feedbacks\.data/);
    await form.getByRole('button', { name: 'Отправить отзыв' }).click();
    await page
      .getByText('Спасибо за отзыв! Он появится на сайте после проверки модератором.')
      .waitFor();
    await screenshot(page, 'feedbacks-sent-375');
    await close();
  });
});

describe('sitemap', () => {
  it('every URL in the sitemap answers 200', async () => {
    const xml = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string);
    expect(urls.length).toBeGreaterThan(500);
    const failures: string[] = [];
    // A few at a time: the server shares two cores with the browser tests.
    for (let i = 0; i < urls.length; i += 8) {
      const batch = urls.slice(i, i + 8);
      const statuses = await Promise.all(
        batch.map(async (url) => (await fetch(url, { redirect: 'manual' })).status),
      );
      statuses.forEach((status, j) => status !== 200 && failures.push(`${batch[j]} → ${status}`));
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
